package game

import (
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
)

// metKinds are the kinds of g.Met, in order.
func metKinds(g *Game) []string {
	var out []string
	for _, m := range g.Met {
		out = append(out, m.Kind)
	}
	return out
}

// recallOf is what the bestiary recalls of kind, met.
func recallOf(t *testing.T, g *Game, kind string) Look {
	t.Helper()
	for _, k := range g.Bestiary() {
		if k.Kind == kind {
			return k.Recall
		}
	}
	t.Fatalf("the %s is not met", kind)
	return Look{}
}

// unseenFloor is a free floor cell of g's level the player does not see.
func unseenFloor(t *testing.T, g *Game) gruid.Point {
	t.Helper()
	for i := range g.Level.Tiles {
		p := gruid.Point{X: i % g.Level.W, Y: i / g.Level.W}
		if g.Level.At(p) == levels.Floor && !g.IsVisible(p) && g.ActorAt(p) == nil {
			return p
		}
	}
	t.Fatal("no unseen floor")
	return gruid.Point{}
}

// Issue 32, the bestiary: a kind is met when a creature of it first comes into the player's view, once,
// with the level and the turn; one out of view is not met.
func TestSeeingAKoboldMeetsItOnce(t *testing.T) {
	g := newGame(t, 1)
	for _, a := range g.Creatures {
		a.Dead = true // nobody but those placed
	}
	g.Met = nil
	g.Turns = 7
	_, err := g.PlaceCreature("kobold", unseenFloor(t, g))
	require.NoError(t, err)
	assert.NotContains(t, metKinds(g), "kobold", "a kobold out of view is not met")
	_, err = g.PlaceBeside("kobold")
	require.NoError(t, err)
	assert.Equal(t, []Met{{Kind: "kobold", Depth: 1, Turn: 7}}, g.Met, "met on coming into view")
	_, err = g.PlaceBeside("kobold")
	require.NoError(t, err)
	g.Act(Action{Kind: ActWait})
	assert.Equal(t, []string{"kobold"}, metKinds(g), "a second kobold, and a turn on, meet it no more")
	assert.Equal(t, 7, g.Met[0].Turn, "first seen stays the first")
}

// Issue 32: the bestiary's recall of a kind says what the look screen says of one of its kind at its
// fullest beside the player, without magic: the same description and the same odds in words.toml's words
// (its state aside: a kind is neither hurt nor unaware); where it was first seen and the kills; and looking
// at it draws nothing from the game's random source.
func TestRecallSaysWhatTheLookScreenWould(t *testing.T) {
	g := newGame(t, 1)
	k, err := g.PlaceBeside("kobold")
	require.NoError(t, err)
	for s := range k.Worn {
		k.Worn[s].Affixes = [MaxAffixes]string{} // the recall weighs one without magic
	}
	if k.Worn[SlotAmmo].Count > 0 {
		k.Worn[SlotAmmo].Count = 12
	}
	look, err := g.LookAt(k)
	require.NoError(t, err)
	g.Player.KillsByKind = map[string]int{"kobold": 3}
	rng, err := g.RandomState()
	require.NoError(t, err)
	r := recallOf(t, g, "kobold")
	after, err := g.RandomState()
	require.NoError(t, err)
	assert.Equal(t, rng, after, "a recall draws nothing from the game's dice")
	assert.Equal(t, "Kobold", r.Title)
	var want []string
	for _, l := range look.Lines {
		if !slices.Contains([]string{"It is unhurt and awake; it moves faster than you.", "It is unhurt and awake; it moves slower than you.", "It is unhurt and awake; it moves as fast as you."}, l) {
			want = append(want, l)
		}
	}
	require.Len(t, want, len(look.Lines)-1, "the look screen's state line: %q", look.Lines)
	odds := want[len(want)-4:] // the threat and the odds both ways (OddsWords)
	assert.Equal(t, odds, r.Lines[len(r.Lines)-4:], "the odds in the look screen's words")
	assert.Equal(t, want[:len(want)-4], r.Lines[:len(want)-4], "its description, gear and spells")
	assert.Contains(t, r.Lines, "First seen on level 1, turn 0.")
	assert.Contains(t, r.Lines, "You have killed 3.")
	assert.Equal(t, look.Numbers, r.Numbers, "the exact numbers behind them")

	b := g.Bestiary()
	require.Len(t, b, 1)
	assert.Equal(t, "kobold", b[0].Name)
	assert.Equal(t, 3, b[0].Kills)
	assert.Contains(t, r.Lines, "A fight with it looks "+b[0].ThreatWords+".")
}

// Issue 32: a game that kept no bestiary (a save of version 18 or older) knows, once loaded, the kinds the
// player killed, of no level or turn, then those in view.
func TestMetRebuiltFromKills(t *testing.T) {
	g := newGame(t, 1)
	for _, a := range g.Creatures {
		a.Dead = true
	}
	_, err := g.PlaceBeside("giant rat")
	require.NoError(t, err)
	g.Player.KillsByKind = map[string]int{"kobold": 2, "cave beetle": 1, "no such kind": 1}
	st := g.State
	st.Met = nil
	rng, err := g.RandomState()
	require.NoError(t, err)
	back, err := Restore(st, rng, g.Data())
	require.NoError(t, err)
	assert.Equal(t, []Met{{Kind: "cave beetle"}, {Kind: "kobold"}, {Kind: "giant rat", Depth: 1}}, back.Met)
	r := recallOf(t, back, "kobold")
	assert.Contains(t, r.Lines, "First seen before this game's save kept a bestiary.")
}
