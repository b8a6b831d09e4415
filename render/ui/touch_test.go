package ui

import (
	"image"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
)

// tap is a tap on cell p.
func tap(p gruid.Point) Input { return Input{Click: true, Touch: true, Hover: p, HoverOK: true} }

// TestTapFarFoeAims: a tap on a far foe opens the aim on it and looses nothing; a tap on another cell moves
// the aim; a tap on the cell aimed at looses (a mouse click shoots at once).
func TestTapFarFoeAims(t *testing.T) {
	g, m := archer(t)
	foes := placeFoes(t, g, 1)
	arrows := g.Player.Worn[game.SlotAmmo].Count
	time := g.Time
	m.Update(tap(foes[0]), g)
	aim, ok := m.Screen().(*Aim)
	require.True(t, ok, "the tap aims")
	assert.Equal(t, foes[0], aim.At)
	assert.Equal(t, time, g.Time, "nothing loosed yet")
	other := g.Player.Pos.Add(openDir(t, g))
	m.Update(tap(other), g)
	assert.Equal(t, other, aim.At, "a tap elsewhere moves the aim")
	assert.Equal(t, time, g.Time)
	m.Update(tap(foes[0]), g)
	m.Update(tap(foes[0]), g)
	assert.IsType(t, &Play{}, m.Screen(), "the second tap on the foe looses")
	assert.Equal(t, arrows-1, g.Player.Worn[game.SlotAmmo].Count, "one arrow shot")
}

// TestLongPressLooks: a long press on a cell opens the look mode there.
func TestLongPressLooks(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	k := koboldBeside(t, g)
	far := g.Player.Pos
	m.Update(Input{LongPress: true, Hover: k.Pos, HoverOK: true}, g)
	l, ok := m.Screen().(*Look)
	require.True(t, ok)
	assert.Equal(t, k.Pos, l.At)
	m.Update(pressed(KeyEscape), g)
	m.Update(Input{LongPress: true, Hover: far, HoverOK: true}, g)
	l = m.Screen().(*Look)
	assert.Equal(t, far, l.At, "on any cell, not only the nearest creature")
}

// TestStanceKeys: ] takes the next stance of stances.toml, [ the one before; none past the ends.
func TestStanceKeys(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	st := g.Stances()
	require.GreaterOrEqual(t, len(st), 3)
	m.Update(typed("1"), g)
	require.Equal(t, st[0], g.Player.Stance)
	m.Update(typed("["), g)
	assert.Equal(t, st[0], g.Player.Stance, "none before the first")
	m.Update(typed("]"), g)
	assert.Equal(t, st[1], g.Player.Stance)
	m.Update(typed("]"), g)
	assert.Equal(t, st[2], g.Player.Stance)
	m.Update(typed("["), g)
	assert.Equal(t, st[1], g.Player.Stance)
}

// TestTouchButtons: each button of the bar presses its key: wait waits, get is g, esc is Escape.
func TestTouchButtons(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	byLabel := map[string]TouchButton{}
	for _, b := range TouchButtons {
		byLabel[b.Label(lang.English())] = b
	}
	var in Input
	byLabel["wait"].Press(&in)
	time := g.Time
	m.Update(in, g)
	assert.Greater(t, g.Time, time, "wait took a turn")
	in = Input{}
	byLabel["pack"].Press(&in)
	m.Update(in, g)
	assert.IsType(t, &Pick{}, m.Screen())
	in = Input{}
	byLabel["esc"].Press(&in)
	m.Update(in, g)
	assert.IsType(t, &Play{}, m.Screen())
	in = Input{}
	byLabel["map"].Press(&in)
	m.Update(in, g)
	assert.IsType(t, &Overview{}, m.Screen())
}

// TestLayoutPhone: a phone in portrait (390×844 CSS pixels at a pixel ratio of 3) is laid out at scale 3,
// not shrunk: the panel a strip under the map, the log, then three rows of touch buttons; in landscape the
// panel is beside the map again and the bar two rows.
func TestLayoutPhone(t *testing.T) {
	l := NewLayout(1170, 2532, 16, LayoutOptions{MinScale: 3, Touch: true})
	assert.Equal(t, 3, l.Scale)
	assert.Zero(t, l.Fit)
	assert.Equal(t, []int{390, 844}, []int{l.W, l.H})
	assert.True(t, l.Strip)
	assert.Equal(t, 3, l.BarRows)
	assert.Equal(t, image.Rect(0, 844-3*BarRowH, 390, 844), l.Bar)
	assert.Equal(t, l.Bar.Min.Y, l.Log.Max.Y, "the log above the bar")
	assert.Equal(t, l.Log.Min.Y, l.Panel.Max.Y, "the strip above the log")
	assert.Equal(t, l.Panel.Min.Y, l.Map.Max.Y, "the map above the strip")
	assert.Equal(t, 390, l.Panel.Dx())
	seen := map[image.Rectangle]bool{}
	for i := range TouchButtons {
		b := l.Button(i)
		assert.True(t, b.In(l.Bar), "button %d inside the bar", i)
		assert.False(t, seen[b], "button %d has a place of its own", i)
		seen[b] = true
		got, ok := l.ButtonAt(b.Min.Add(image.Pt(2, 2)))
		assert.True(t, ok)
		assert.Equal(t, i, got)
	}
	_, ok := l.ButtonAt(image.Pt(5, 5))
	assert.False(t, ok, "the map is no button")

	land := NewLayout(2532, 1170, 16, LayoutOptions{MinScale: 3, Touch: true})
	assert.Equal(t, []int{844, 390}, []int{land.W, land.H})
	assert.False(t, land.Strip)
	assert.Equal(t, 2, land.BarRows)
	assert.Positive(t, land.Rows)
}

// TestTapCreation: on the creation screen a tap on a line chooses it, a tap on the line already chosen
// takes it (a key typed twice only chooses).
func TestTapCreation(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	m := New(Config{Data: d}, true)
	cr := m.Screen().(*Creation)
	// the rule-set step (issue 31): a tap chooses a rule set, a second takes it
	m.Update(Input{Typed: []rune{'c'}, Touch: true}, nil)
	assert.Equal(t, 2, cr.Rules)
	assert.Equal(t, StepRules, cr.Step, "the first tap chooses")
	eff := m.Update(Input{Typed: []rune{'c'}, Touch: true}, nil)
	require.Equal(t, StepRace, cr.Step, "the second takes it: the races")
	assert.False(t, eff.Settings, "remembered only once the game begins")
	m.Update(Input{Typed: []rune{'b'}, Touch: true}, nil)
	assert.Equal(t, 1, cr.Race)
	assert.Equal(t, StepRace, cr.Step, "the first tap chooses")
	m.Update(Input{Typed: []rune{'b'}, Touch: true}, nil)
	require.Equal(t, StepBackground, cr.Step, "the second takes it: the backgrounds")
	m.Update(Input{Typed: []rune{'b'}}, nil)
	eff = m.Update(Input{Typed: []rune{'b'}}, nil)
	assert.Nil(t, eff.Begin, "keys typed twice only choose")
	eff = m.Update(Input{Typed: []rune{'b'}, Touch: true}, nil)
	require.Equal(t, StepMode, cr.Step, "a tap on the background chosen takes it: the kinds of run")
	m.Update(Input{Typed: []rune{'c'}, Touch: true}, nil)
	assert.Equal(t, 2, cr.Mode, "the first tap chooses")
	eff = m.Update(Input{Typed: []rune{'c'}, Touch: true}, nil)
	require.NotNil(t, eff.Begin, "a tap on the kind of run chosen begins")
	assert.Equal(t, d.Modes[2].Name, eff.Mode, "the kind of run tapped")
	assert.Equal(t, d.Modes[2].Name, m.Settings().Mode, "remembered as the next game's")
	assert.Equal(t, game.Character{Race: d.Races[1].Name, Background: d.Backgrounds[1].Name}, *eff.Begin)
	assert.Equal(t, d.RuleSets()[2].Name(), eff.Rules, "under the rule set tapped")
	assert.True(t, eff.Settings, "the rule set is remembered")
	assert.Equal(t, d.RuleSets()[2].Name(), m.Settings().Rules, "as the next game's default")
}

// TestHelpScrolls: Page Down and the down key scroll the help, Page Up back, a tap scrolls and at the end
// goes back; a typed key goes back at once.
func TestHelpScrolls(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed("?"), g)
	h := m.Screen().(*Help)
	m.Update(pressed(KeyPageDown), g)
	assert.Equal(t, pageScroll, h.Scroll)
	m.Update(Input{Moves: []Move{{Dir: gruid.Point{Y: 1}, Held: 1}}}, g)
	assert.Equal(t, pageScroll+1, h.Scroll)
	m.Update(pressed(KeyPageUp), g)
	assert.Equal(t, 1, h.Scroll)
	last := len(HelpLinesIn(lang.English(), g.Data(), m.Settings().Keys, g)) - 1 // the help's lines as the screen counts them
	for i := 0; i < 20 && m.Screen() == Screen(h); i++ {
		m.Update(Input{Click: true, Touch: true}, g)
		assert.LessOrEqual(t, h.Scroll, last)
	}
	assert.IsType(t, &Play{}, m.Screen(), "taps at the end go back")
	m.Update(typed("?"), g)
	m.Update(typed("z"), g)
	assert.IsType(t, &Play{}, m.Screen())
}

// TestTapGivesDirection: a screen that asks for a direction (a shield bash) takes a tap on a cell next to
// the player as that direction; a tap farther away gives none.
func TestTapGivesDirection(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	k := koboldBeside(t, g)
	m.Update(typed("x"), g)
	require.IsType(t, &Direction{}, m.Screen())
	far := g.Player.Pos.Add(k.Pos.Sub(g.Player.Pos)).Add(k.Pos.Sub(g.Player.Pos))
	time := g.Time
	m.Update(tap(far), g)
	assert.IsType(t, &Direction{}, m.Screen(), "two cells away: no direction")
	m.Update(tap(k.Pos), g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Greater(t, g.Time, time, "the bash was made")
}

// TestCharacterScrolls: the @ screen's lines are the sheet's (stats, attacks, skills, the stances with the
// one taken marked); Page Down scrolls them, a typed key goes back.
func TestCharacterScrolls(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	lines := CharacterLines(g)
	require.Greater(t, len(lines), pageScroll)
	assert.Contains(t, lines[0].Text, "Str ")
	marked := 0
	for _, l := range lines {
		if strings.HasPrefix(l.Text, "* ") {
			marked++
		}
	}
	assert.Equal(t, 1, marked, "the stance taken is marked")
	m.Update(typed("@"), g)
	c := m.Screen().(*Character)
	m.Update(pressed(KeyPageDown), g)
	assert.Equal(t, pageScroll, c.Scroll)
	m.Update(typed("z"), g)
	assert.IsType(t, &Play{}, m.Screen())
}
