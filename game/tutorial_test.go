// The tutorial (issue 33): its lessons played through, a fall in one, and its end.

package game

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/levels"
)

func newTutorial(t testing.TB, seed uint64) *Game {
	t.Helper()
	g, err := New(Config{Seed: seed, Mode: ModeTutorial})
	require.NoError(t, err)
	return g
}

// TestTutorialBotPlaysItToItsEnd: issue 33's "the tutorial is played start to finish by the bot": over
// several seeds the bot goes down every lesson's stairs to the end, never dying for good, and the game ends
// neither won nor lost, with the tutorial's last line said.
func TestTutorialBotPlaysItToItsEnd(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	lessons := len(d.Tutorial.Lessons)
	for seed := uint64(1); seed <= 8; seed++ {
		g := newTutorial(t, seed)
		turns := 0
		for ; !g.Over && turns < 4000; turns++ {
			g.Do(g.BotAction())
			g.TakeEvents()
		}
		require.True(t, g.Over, "seed %d: the bot is on lesson %d of %d after %d turns", seed, g.Depth, lessons, turns)
		assert.Equal(t, lessons, g.Depth, "seed %d", seed)
		assert.False(t, g.Won, "seed %d: the tutorial is no victory", seed)
		assert.False(t, g.Player.Dead, "seed %d: the tutorial never ends in death", seed)
		assert.Empty(t, g.Cause, "seed %d", seed)
		assert.Equal(t, d.Tutorial.Finished, g.Log[len(g.Log)-1].Text, "seed %d", seed)
		t.Logf("seed %d: %d turns", seed, turns)
	}
}

// TestTutorialDeathIsATry: issue 33, "the tutorial never ends in death": killed in a lesson, the player
// wakes on its up stairs, whole, on the same lesson, told so; the game goes on. Outside the tutorial the
// same blow ends the game.
func TestTutorialDeathIsATry(t *testing.T) {
	for _, mode := range []string{ModeTutorial, ""} {
		g := newTutorial(t, 3)
		g.Mode = mode
		pl := g.Player
		g.Do(Action{Kind: ActWait})
		for g.Depth < 3 { // the goblins' lesson
			pl.Pos = g.Level.Down
			g.Do(Action{Kind: ActDescend})
		}
		var foe *Actor
		for _, c := range g.Creatures {
			if !c.Dead {
				foe = c
				break
			}
		}
		require.NotNil(t, foe)
		g.cells.move(g.Floor, foe, pl.Pos.Add(dirs[0]))
		foe.Awake = true
		spared := false
		for turn := 0; turn < 500 && !g.Over && !spared; turn++ {
			pl.HP = 1
			n := len(g.Log)
			g.Do(Action{Kind: ActWait})
			for _, m := range g.Log[n:] {
				spared = spared || m.Text == g.data.Tutorial.Spared
			}
		}
		if mode == "" {
			assert.True(t, g.Over, "a death outside the tutorial ends the game")
			assert.True(t, pl.Dead)
			continue
		}
		require.True(t, spared, "the goblin's blow fell, and the lesson's line was said")
		assert.False(t, g.Over)
		assert.False(t, pl.Dead)
		assert.Equal(t, pl.MaxHP, pl.HP)
		assert.Equal(t, g.Level.Up, pl.Pos)
		assert.Equal(t, 3, g.Depth, "the same lesson")
	}
}

// TestTutorialStairs: issue 33: the first lesson's up stairs lead nowhere, each lesson's down stairs to the
// next with its words said and its gifts given, and the last lesson's end the tutorial.
func TestTutorialStairs(t *testing.T) {
	g := newTutorial(t, 1)
	pl := g.Player
	lessons := g.data.Tutorial.Lessons
	_, n, of, ok := g.Lesson()
	require.True(t, ok)
	assert.Equal(t, 1, n)
	assert.Equal(t, len(lessons), of)
	assert.Equal(t, lessons[0].Arrive[len(lessons[0].Arrive)-1], g.Log[len(g.Log)-1].Text)
	r := g.Do(Action{Kind: ActAscend})
	assert.Contains(t, r.Refusal, "out of the tutorial")
	for i := 1; i <= len(lessons); i++ {
		assert.Equal(t, i, g.Depth)
		assert.Equal(t, levels.KindAuthored, g.Level.Kind)
		pl.Pos = g.Level.Down
		g.Do(Action{Kind: ActDescend})
		if i < len(lessons) {
			ls := lessons[i]
			assert.Equal(t, ls.Arrive[len(ls.Arrive)-1], g.Log[len(g.Log)-1].Text, "lesson %d said", i+1)
			for _, k := range ls.Give {
				assert.True(t, slicesContainsName(pl, k.Item), "lesson %d gives %s", i+1, k.Item)
			}
			for _, s := range ls.Learn {
				assert.Contains(t, pl.Spells, s)
			}
		}
	}
	assert.True(t, g.Over)
	assert.False(t, g.Won)
	_, _, _, ok = g.Lesson()
	assert.True(t, ok, "the last lesson's level, over")
}

// slicesContainsName reports whether a carries or wears an item named name.
func slicesContainsName(a *Actor, name string) bool {
	for _, it := range a.Pack {
		if it.Name == name {
			return true
		}
	}
	for _, it := range a.Worn {
		if it.Name == name {
			return true
		}
	}
	return false
}

// TestTutorialBleedingToDeathIsATry: issue 33: a death of a wound between turns (RULES.md §8.1) is a try
// too, and the player's turn comes again: the game neither ends nor runs its creatures forever without
// the player (as it did when the spared player's turn was dropped with the dead's).
func TestTutorialBleedingToDeathIsATry(t *testing.T) {
	g := newTutorial(t, 4)
	pl := g.Player
	pl.Pos = g.Level.Down
	g.Do(Action{Kind: ActDescend}) // the beetles' lesson: creatures that keep the clock going
	pl.HP, pl.Bleeding, pl.BleedCause = 1, 3, "a test's wound"
	turns := g.Turns
	done := make(chan bool)
	go func() {
		for range 40 {
			g.Do(Action{Kind: ActWait})
			if pl.HP == pl.MaxHP {
				break
			}
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		require.FailNow(t, "the player's turn never came back")
	}
	assert.Greater(t, g.Turns, turns)
	assert.False(t, g.Over)
	assert.False(t, pl.Dead)
	assert.Zero(t, pl.Bleeding, "the wound closed with the new try")
	assert.Equal(t, g.data.Tutorial.Spared, lastSaid(g, g.data.Tutorial.Spared))
}

// lastSaid is text when the log holds it, "" else.
func lastSaid(g *Game, text string) string {
	for _, m := range g.Log {
		if m.Text == text {
			return text
		}
	}
	return ""
}
