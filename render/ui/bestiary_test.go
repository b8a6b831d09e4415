package ui

import (
	"slices"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// bestiarySetup is seed 1's first level with its creatures gone and nothing met, then a kobold and a giant
// rat beside the player (in that order: met in that order), their weapons without magic (the bestiary
// weighs one of a kind without it).
func bestiarySetup(t *testing.T) (*game.Game, *Model, *game.Actor) {
	t.Helper()
	g, m := seededGame(t, 1)
	onlyFoe(g, false)
	g.Met = nil
	k, err := g.PlaceBeside("kobold")
	require.NoError(t, err)
	_, err = g.PlaceBeside("giant rat")
	require.NoError(t, err)
	for _, a := range g.Creatures {
		for s := range a.Worn {
			a.Worn[s].Affixes = [game.MaxAffixes]string{}
		}
	}
	return g, m, k
}

// Issue 32, the bestiary: M lists every kind met, in the order met, each with how a fight with it looks;
// the recall of the kind chosen gives the odds in the look screen's words (words.toml), for the character
// as it stands, and the exact numbers only with the numbers setting; nothing of it takes a turn.
func TestBestiaryListsKindsWithTheOdds(t *testing.T) {
	g, m, k := bestiarySetup(t)
	turns := g.Turns
	mu, err := g.Matchup(k)
	require.NoError(t, err)
	w := g.Data().Words
	threat, _ := w.ThreatWords(mu.Threat())

	m.Update(typed(string(BestiaryKey)), g)
	b, ok := m.Screen().(*Bestiary)
	require.True(t, ok, "M opens the bestiary")
	require.Len(t, b.Kinds, 2)
	assert.Equal(t, []string{"kobold", "giant rat"}, []string{b.Kinds[0].Name, b.Kinds[1].Name}, "in the order met")
	drawn := drawnTexts(t, m, g)
	assert.Contains(t, drawn, "> Kobold", "the kobold chosen first")
	assert.Contains(t, drawn, threat, "how a fight with it looks")
	for _, l := range game.OddsWords(game.LangOf(g), w, mu, game.LangOf(g).Word("creature", k.Name), "hide")[1:] { // its blows on you, and your blows to kill it
		assert.Contains(t, b.Lines(), l)
		assert.Contains(t, drawn, l)
	}
	assert.Contains(t, b.Lines(), "A fight with it looks "+threat+".")
	assert.NotContains(t, drawn, "To hit ", "no numbers but with the setting")

	m.cfg.Numbers = true
	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen(), "Escape goes back")
	m.Update(typed(string(BestiaryKey)), g)
	assert.Contains(t, drawnTexts(t, m, g), game.OddsNumbers(game.LangOf(g), mu)[0], "the numbers with the setting")
	assert.Equal(t, turns, g.Turns, "the bestiary takes no time")
}

// Issue 32: the bestiary's cursor follows the keys, the pad's d-pad (a move), the mouse wheel, Page Down
// and Home; a tap or a click on a row chooses it, and on the row chosen opens its whole recall, which any key
// leaves for the list; Escape goes back to play. With nothing met, M says so.
func TestBestiaryCursor(t *testing.T) {
	g, m, _ := bestiarySetup(t)
	down := Input{Moves: []Move{{Dir: gruid.Point{Y: 1}, Held: 1}}}
	m.Update(typed(string(BestiaryKey)), g)
	b := m.Screen().(*Bestiary)
	m.Update(down, g)
	assert.Equal(t, 1, b.Sel, "down")
	m.Update(down, g)
	assert.Equal(t, 1, b.Sel, "the last row stays chosen")
	m.Update(Input{Wheel: -1}, g)
	assert.Equal(t, 0, b.Sel, "the wheel turned away")
	m.Update(Input{Wheel: 1}, g)
	assert.Equal(t, 1, b.Sel, "and toward the player")
	m.Update(Input{Keys: []string{"Home"}, Moves: []Move{{Dir: gruid.Point{X: -1, Y: -1}, Held: 1}}}, g)
	assert.Equal(t, 0, b.Sel, "Home: the first")
	m.Update(Input{Pressed: KeyPageDown, Moves: []Move{{Dir: gruid.Point{X: 1, Y: 1}, Held: 1}}}, g)
	assert.Equal(t, 1, b.Sel, "Page Down")

	tap := Input{Typed: []rune{bestiaryRow(0)}, Touch: true}
	m.Update(tap, g)
	assert.Equal(t, 0, b.Sel, "a tap on a row chooses it")
	assert.Same(t, b, m.Screen())
	m.Update(tap, g)
	info, ok := m.Screen().(*CreatureInfo)
	require.True(t, ok, "a tap on the row chosen opens its recall")
	assert.Equal(t, "Kobold", info.Look.Title)
	m.Update(typed("x"), g)
	assert.Same(t, b, m.Screen(), "any key goes back to the list")
	m.Update(Input{Typed: []rune{bestiaryRow(1)}, Click: true}, g)
	assert.Equal(t, 1, b.Sel, "a click chooses too")
	m.Update(pressed(KeyEnter), g)
	info = m.Screen().(*CreatureInfo)
	assert.Equal(t, "Giant rat", info.Look.Title, "Enter opens the recall of the one chosen")
	m.Update(pressed(KeyEscape), g)
	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen())

	g.Met = nil
	m.Update(typed(string(BestiaryKey)), g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, "You have met no creature yet.", m.Notice())
}

// Issue 32: on a touch screen the bar's "mons" button opens the bestiary, and each row drawn is a place to
// tap that types its row's key.
func TestBestiaryByTouch(t *testing.T) {
	g, m, _ := bestiarySetup(t)
	i := slices.IndexFunc(TouchButtons, func(b TouchButton) bool { return b.Rune == BestiaryKey })
	require.GreaterOrEqual(t, i, 0, "a button of the touch bar opens the bestiary")
	var in Input
	TouchButtons[i].Press(&in)
	m.Update(in, g)
	require.IsType(t, &Bestiary{}, m.Screen())
	p := &tapKeysPainter{}
	m.Draw(&Drawing{Painter: p, Lay: NewLayout(390*3, 844*3, 16, LayoutOptions{MinScale: 3, Touch: true}), Game: g})
	assert.Equal(t, []rune{bestiaryRow(0), bestiaryRow(1)}, p.keys, "each row a place to tap")
	var texts []string
	for _, tx := range p.texts {
		texts = append(texts, tx.s)
	}
	assert.Contains(t, strings.Join(texts, " "), "tap it again or ok", "the prompt names taps and buttons")
	in = Input{}
	TouchButtons[i].Press(&in)
	m.Update(in, g)
	assert.IsType(t, &Play{}, m.Screen(), "the button again goes back")
}

// tapKeysPainter keeps the keys of the places to tap drawn.
type tapKeysPainter struct {
	placePainter
	keys []rune
}

func (p *tapKeysPainter) Hit(_, _ float64, _ int, key rune) { p.keys = append(p.keys, key) }

// Issue 32: the mouse wheel scrolls the help (toward the player: down) and the message history (away from
// the player: back into older lines), as the down and up keys do.
func TestWheelScrolls(t *testing.T) {
	g, m := seededGame(t, 1)
	m.Update(typed("?"), g)
	h := m.Screen().(*Help)
	m.Update(Input{Wheel: 2}, g)
	assert.Equal(t, 2, h.Scroll, "two notches down")
	m.Update(Input{Wheel: -1}, g)
	assert.Equal(t, 1, h.Scroll, "one back up")
	m.Update(pressed(KeyEscape), g)
	for i := range 100 {
		g.Log = append(g.Log, game.Message{Text: "line " + string(rune('a'+i%26))})
	}
	m.Update(typed("P"), g)
	p := m.Screen().(*History)
	m.Update(Input{Wheel: -3}, g)
	assert.Equal(t, 3, p.Scroll, "three lines back")
	m.Update(Input{Wheel: 1}, g)
	assert.Equal(t, 2, p.Scroll)
}
