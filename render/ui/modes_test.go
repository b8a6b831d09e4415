package ui

import (
	"reflect"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
)

// modeScreens open each screen a tap can reach over the map on a fresh game with a kobold beside the
// player: the look mode (on the kobold), the aim, the three direction prompts, and the describe screens.
var modeScreens = []struct {
	name string
	open func(t *testing.T, m *Model, g *game.Game)
}{
	{"look", func(t *testing.T, m *Model, g *game.Game) { m.look(g) }},
	{"aim", func(t *testing.T, m *Model, g *game.Game) { m.aim(g, false, 0) }},
	{"bash direction", func(t *testing.T, m *Model, g *game.Game) { m.screen = &Direction{} }},
	{"close direction", func(t *testing.T, m *Model, g *game.Game) { m.screen = &CloseDoor{} }},
	{"disarm direction", func(t *testing.T, m *Model, g *game.Game) { m.screen = &Disarm{} }},
	{"describe creature", func(t *testing.T, m *Model, g *game.Game) {
		m.look(g)
		m.Update(pressed(KeyEnter), g)
		require.IsType(t, &CreatureInfo{}, m.Screen())
	}},
	{"describe items", func(t *testing.T, m *Model, g *game.Game) {
		m.screen = &Description{from: m.play, Items: [][]string{{"a dagger"}}}
	}},
}

// TestTouchBarInModes (issue 32, defect 1: "every touch-bar button either works in the mode or leaves it"):
// every button of the touch bar, pressed in every mode a tap can reach, either acts there (the screen's
// state changes, another screen opens, time passes, a notice says why not) or leaves the mode for play,
// which does it. None is dropped without a trace, as the wait was in the look mode.
func TestTouchBarInModes(t *testing.T) {
	for _, sc := range modeScreens {
		for _, b := range TouchButtons {
			t.Run(sc.name+"/"+b.LabelKey, func(t *testing.T) {
				g, m := newGame(t, game.Character{}, nil)
				koboldBeside(t, g)
				sc.open(t, m, g)
				before := m.Screen()
				state := reflect.ValueOf(before).Elem().Interface() // a copy of the screen's fields
				turns, logLen := g.Turns, len(g.Log)
				var in Input
				b.Press(&in)
				m.Update(in, g)
				acted := m.Screen() != before || m.Notice() != "" || g.Turns != turns || len(g.Log) != logLen ||
					!reflect.DeepEqual(state, reflect.ValueOf(before).Elem().Interface())
				assert.True(t, acted, "%q in %s does nothing", b.LabelKey, sc.name)
			})
		}
	}
}

// TestModeLeftForPlay: a button the mode does not take leaves it and play does it: wait in the look mode
// waits a turn; fire in a direction prompt aims.
func TestModeLeftForPlay(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	koboldBeside(t, g)
	m.look(g)
	var in Input
	TouchButtons[0].Press(&in) // wait
	require.True(t, TouchButtons[0].Wait)
	time := g.Time
	m.Update(in, g)
	assert.IsType(t, &Play{}, m.Screen(), "wait leaves the look mode")
	assert.Greater(t, g.Time, time, "and waits")
}

// TestTapLooks: in the look mode a tap looks at a cell, a tap on the cell looked at describes it.
func TestTapLooks(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	k := koboldBeside(t, g)
	m.Update(Input{LongPress: true, Hover: g.Player.Pos, HoverOK: true}, g)
	l := m.Screen().(*Look)
	require.Equal(t, g.Player.Pos, l.At)
	m.Update(tap(k.Pos), g)
	require.Same(t, l, m.Screen())
	assert.Equal(t, k.Pos, l.At, "a tap looks at the kobold")
	m.Update(tap(k.Pos), g)
	assert.IsType(t, &CreatureInfo{}, m.Screen(), "a tap on it again describes it")
}

// TestTouchPromptsNameTaps (issue 32, defect 1: "on touch, prompts name what can be tapped"): with the touch
// bar shown, the prompt of each mode a tap reaches names taps and the bar's buttons, and no key the bar
// lacks (Tab, Enter, Escape, the direction keys); at a keyboard, the keys.
func TestTouchPromptsNameTaps(t *testing.T) {
	phone := NewLayout(1170, 2532, 16, LayoutOptions{MinScale: 3, Touch: true})
	desk := NewLayout(1280, 960, 16, LayoutOptions{})
	for _, sc := range modeScreens[:5] {
		g, m := newGame(t, game.Character{}, nil)
		koboldBeside(t, g)
		sc.open(t, m, g)
		p := &textPainter{}
		m.Draw(&Drawing{Painter: p, Lay: phone, Game: g})
		out := strings.Join(p.texts, " ")
		assert.Contains(t, out, "tap", sc.name)
		assert.Contains(t, out, "esc", sc.name)
		for _, key := range []string{"Tab", "Enter", "Esc", "Escape", "direction keys"} {
			assert.NotContains(t, out, key, "%s on a phone", sc.name)
		}
		p = &textPainter{}
		m.Draw(&Drawing{Painter: p, Lay: desk, Game: g})
		assert.Contains(t, strings.Join(p.texts, " "), "Esc", "%s at a keyboard", sc.name)
	}
}

// TestNoticeHidesNoLogLine (issue 32, defect 4: "a notice has its own place that never hides a log line"):
// on a phone, a notice ("You stop: ...") takes the log's top rows and the log's lines go under it: every row
// the notice is drawn on lies above the first line of the log, and the newest message is drawn whole,
// its first row included (no orphaned "help.").
func TestNoticeHidesNoLogLine(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	phone := NewLayout(1170, 2532, 16, LayoutOptions{MinScale: 3, Touch: true})
	y0, n0 := m.LogRows(phone, g, false)
	assert.Equal(t, phone.LogLines, n0, "no notice: the whole log")
	assert.Equal(t, phone.Log.Min.Y+2, y0)

	long := "You cannot explore while a foe is in view; fight, flee, or walk on by hand: see the help."
	g.Log = append(g.Log, game.Message{Text: long})
	m.notice = stopNotice(lang.English(), "a kobold comes into view")
	p := &placePainter{}
	m.Draw(&Drawing{Painter: p, Lay: phone, Game: g})
	y, n := m.LogRows(phone, g, false)
	var rows []float64 // the rows (the y) of the texts drawn
	for _, tx := range p.texts {
		rows = append(rows, tx.y)
	}
	require.NotEmpty(t, rows, "the notice is drawn")
	for _, r := range rows {
		assert.LessOrEqual(t, int(r)+phone.LineH-2, y, "the notice's row at %v is above the log's first line at %d", r, y)
	}
	assert.Equal(t, phone.LogLines-len(rows), n, "the log keeps the rows the notice leaves")
	lines := MergedLines(lang.English(), g.Log, n, phone.LogColumns())
	parts := Wrap(long, phone.LogColumns())
	require.Greater(t, len(parts), 1, "the message wraps on a phone")
	require.GreaterOrEqual(t, len(lines), len(parts))
	for i, part := range parts {
		assert.Equal(t, part, lines[len(lines)-len(parts)+i].Text, "the message's row %d is in the log", i)
	}
}

// Issue 38: the touch prompts of the modes are said in the game's language.
func TestTouchPromptsInRussian(t *testing.T) {
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	assert.Equal(t, "Удар щитом: коснитесь клетки рядом с вами (esc — отмена).", (&Direction{}).touchSay(ru))
	assert.Equal(t, "Bash: tap a cell next to you (esc cancels).", (&Direction{}).touchSay(lang.English()))
	assert.True(t, strings.HasPrefix((&Aim{}).touchSay(ru), "Прицел: коснитесь клетки"))
	assert.Contains(t, (&SaveFailed{}).touchSay(ru), "не удалось сохранить")
}
