// Giving up the run through the interface (issue 37, giveup.go): # asks first, naming what is lost; only y,
// n and Escape answer; y ends the run on the death screen, which says it was given up; on a phone the
// touch bar's menu holds it, and its answers are lines to tap.

package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
)

func TestGiveUpAsksFirst(t *testing.T) {
	g, m := seededGame(t, 1)
	g.Player.Name = "Thora"
	m.Update(typed("#"), g)
	s, ok := m.Screen().(*GiveUp)
	require.True(t, ok, "# asks: %T", m.Screen())
	assert.Equal(t, "Give up this run? (y/n)", m.Prompt())
	out := drawn(m, g)
	assert.Contains(t, out, "Thora's run ends here, on level 1", "it names what is lost")
	assert.Contains(t, out, "lost for good")
	assert.Contains(t, s.Lost, "It scores 100,", "a scored run says its score (§38.4: 100 a level)")

	for _, in := range []Input{typed("#"), typed("x"), typed("Q"), pressed(KeyEnter), held(openDir(t, g), 1)} {
		turns, pos := g.Turns, g.Player.Pos
		eff := m.Update(in, g)
		assert.False(t, eff.Quit, "%+v: only y, n or Escape answer", in)
		assert.IsType(t, &GiveUp{}, m.Screen(), "%+v: still asking", in)
		assert.Equal(t, turns, g.Turns, "%+v: no play behind the question", in)
		assert.Equal(t, pos, g.Player.Pos)
	}
	m.Update(typed("n"), g)
	assert.IsType(t, &Play{}, m.Screen(), "n: back to play")
	assert.False(t, g.Over)
	m.Update(typed("#"), g)
	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen(), "Escape: back to play")
	assert.False(t, g.Over)

	m.Update(typed("#"), g)
	m.Update(typed("y"), g)
	require.True(t, g.Over, "y gives up")
	assert.True(t, g.Obituary().GaveUp)
	m.Update(Input{}, g)
	require.IsType(t, &Death{}, m.Screen())
	out = drawn(m, g)
	assert.Contains(t, out, g.Player.Title()+" gave up.")
	assert.Contains(t, out, "You gave up on level 1.")
	assert.NotContains(t, out, "Killed by")
	assert.NotContains(t, out, "is dead")
}

// TestGiveUpByTaps: on a phone, the touch bar's menu button opens the menu, whose last row asks; the answers
// are lines to tap.
func TestGiveUpByTaps(t *testing.T) {
	g, m := seededGame(t, 2)
	var menu TouchButton
	for _, b := range TouchButtons {
		if b.Label(lang.English()) == "menu" {
			menu = b
		}
	}
	require.Equal(t, MenuKey, menu.Rune, "the touch bar has the menu")
	in := Input{Touch: true}
	menu.Press(&in)
	m.Update(in, g)
	require.IsType(t, &Menu{}, m.Screen())
	tapLine(t, m, g, "Give up this run")
	require.IsType(t, &GiveUp{}, m.Screen(), "the menu's row asks")
	assert.Contains(t, m.Screen().(*GiveUp).touchPrompt(), "Tap an answer")
	tapLine(t, m, g, "n or Escape: go on playing")
	assert.IsType(t, &Play{}, m.Screen())
	assert.False(t, g.Over)
	m.Update(typed("#"), g)
	tapLine(t, m, g, "y: give up")
	assert.True(t, g.Over, "a tap on y gives up")
}

// TestGiveUpNotInALesson: a lesson of the tutorial asks nothing; the game's refusal is the notice.
func TestGiveUpNotInALesson(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1, Mode: assets.TutorialMode})
	require.NoError(t, err)
	m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
	m.Update(typed("#"), g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Contains(t, m.Notice(), "A lesson cannot be given up")
	assert.False(t, g.Over)
}
