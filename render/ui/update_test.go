// Tests of a new version waiting (the browser's service worker has a new build ready): the player is asked
// once, at a quiet moment of play, and chooses now, the next stairs or later; and of the settings screen's
// line that says where the saves are kept.

package ui

import (
	"image/color"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func TestUpdateAskedOnceAndNow(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	require.Nil(t, g.Walks().FoeInView(), "seed 1 starts with no foe in view")
	assert.Equal(t, Effect{}, m.Update(Input{}, g), "no new version: nothing asked")
	assert.Equal(t, "", m.UpdateChoice())

	m.UpdateReady()
	eff := m.Update(Input{}, g)
	require.IsType(t, &UpdateQuestion{}, m.Screen(), "a new version ready: the question, at once in quiet play")
	assert.False(t, eff.Update, "asked, not loaded")
	assert.Equal(t, "asked", m.UpdateChoice())
	assert.Contains(t, m.Prompt(), "Enter loads it now, s at the next stairs, Escape later")

	turns := g.Turns
	for _, in := range []Input{held(openDir(t, g), 1), typed("x"), typed("Q")} {
		eff = m.Update(in, g)
		assert.Equal(t, Effect{}, eff, "%+v: only Enter, s or Escape answer", in)
		assert.IsType(t, &UpdateQuestion{}, m.Screen())
	}
	assert.Equal(t, turns, g.Turns, "no play behind the question")

	eff = m.Update(pressed(KeyEnter), g)
	assert.True(t, eff.Update, "Enter: load it now")
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, "now", m.UpdateChoice())
	assert.Contains(t, m.Notice(), "Loading the new version")
	for range 3 {
		assert.False(t, m.Update(Input{}, g).Update, "given once")
		assert.IsType(t, &Play{}, m.Screen(), "asked once")
	}
}

func TestUpdateAtTheNextStairs(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.UpdateReady()
	m.Update(Input{}, g)
	require.IsType(t, &UpdateQuestion{}, m.Screen())
	eff := m.Update(typed("s"), g)
	assert.False(t, eff.Update, "s: not now")
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, "stairs", m.UpdateChoice())
	assert.Equal(t, "The new version loads when you next take the stairs.", m.Notice())
	dir := openDir(t, g)
	eff = m.Update(held(dir, 1), g)
	require.Positive(t, g.Turns, "played on")
	assert.False(t, eff.Update, "on the same level: not yet")
	g.Depth++ // the stairs taken (the level's change is what counts)
	assert.True(t, m.Update(Input{}, g).Update, "the next level: load it")
	assert.False(t, m.Update(Input{}, g).Update, "once")
}

func TestUpdateLater(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.UpdateReady()
	m.Update(Input{}, g)
	eff := m.Update(pressed(KeyEscape), g)
	assert.False(t, eff.Update)
	assert.Equal(t, "later", m.UpdateChoice())
	assert.Equal(t, "The new version loads the next time you open the game.", m.Notice())
	g.Depth++
	for range 3 {
		assert.False(t, m.Update(Input{}, g).Update, "later is not the stairs")
		assert.IsType(t, &Play{}, m.Screen(), "not asked again")
	}
}

// The question waits for a quiet moment: not over another screen, not with a foe in view; and a game that
// is not saved (a seed, the daily game) is never asked: reloading would end it.
func TestUpdateWaitsForAQuietMoment(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.UpdateReady()
	m.screen = &Help{}
	m.Update(Input{}, g)
	assert.IsType(t, &Help{}, m.Screen(), "not over another screen")
	m.back()

	foe, err := g.PlaceBeside("kobold")
	require.NoError(t, err)
	require.NotNil(t, g.Walks().FoeInView(), "the kobold in view")
	m.Update(Input{}, g)
	assert.IsType(t, &Play{}, m.Screen(), "not with a foe in view")
	foe.Dead = true
	require.Nil(t, g.Walks().FoeInView(), "the kobold gone")
	m.Update(Input{}, g)
	assert.IsType(t, &UpdateQuestion{}, m.Screen(), "asked once the foe is gone")

	g2, unsaved := newGame(t, game.Character{}, nil)
	unsaved.cfg.Unsaved = true
	unsaved.UpdateReady()
	unsaved.Update(Input{}, g2)
	assert.IsType(t, &Play{}, unsaved.Screen(), "a game that is not saved is not asked")
}

// textPainter keeps the texts drawn.
type textPainter struct{ texts []string }

func (p *textPainter) Text(s string, _, _ float64, _ color.RGBA)            { p.texts = append(p.texts, s) }
func (p *textPainter) Fill(_, _, _, _ float64, _, _, _, _ float32)          {}
func (p *textPainter) Shade(_, _, _, _ int, _ float32)                      {}
func (p *textPainter) Sprite(_, _ string, _, _ float64, _, _, _, _ float32) {}
func (p *textPainter) Hit(_, _ float64, _ int, _ rune)                      {}

// drawn is the text of the screen m shows over g.
func drawn(m *Model, g *game.Game) string {
	p := &textPainter{}
	m.Draw(&Drawing{Painter: p, Lay: NewLayout(1280, 960, 16, LayoutOptions{}), Game: g})
	return strings.Join(p.texts, "\n")
}

// The settings screen says where the saves are and what the browser answered, when it is told (the browser).
func TestSettingsSayWhereTheSavesAre(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.openSettings()
	assert.NotContains(t, drawn(m, g), "Saves:", "the desktop says nothing")
	line := "Saves: in this browser (IndexedDB), kept for good: the browser granted persistent storage."
	m.cfg.Storage = func() string { return line }
	out := drawn(m, g)
	assert.Contains(t, out, "Saves: in this browser (IndexedDB), kept for good")
	assert.Contains(t, out, "Numbers (exact odds", "the options follow")
	m.update.ready = true
	m.back()
	m.Update(Input{}, g)
	require.IsType(t, &UpdateQuestion{}, m.Screen())
	out = drawn(m, g)
	assert.Contains(t, out, "A new version of Cleave is ready")
	assert.Contains(t, out, "s: load it when you next take the stairs.")
}
