package ui

import (
	"fmt"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// TestSurroundKeyReadsIntoTheLog (issue 38): the surroundings key says game.SurroundingsLine in the log, a
// kobold beside the player named "next to you", and takes no turn; the help and the settings' keys list it.
func TestSurroundKeyReadsIntoTheLog(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	koboldBeside(t, g)
	turns, lines := g.Turns, len(g.Log)
	m.Update(typed(string(SurroundKey)), g)
	require.Len(t, g.Log, lines+1, "one line said")
	said := g.Log[len(g.Log)-1].Text
	assert.Equal(t, game.SurroundingsLine(g), said)
	assert.Contains(t, said, "a kobold, next to you")
	assert.NotRegexp(t, `[0-9]`, said, "RULES.md §7.6: no message shows a number")
	assert.Equal(t, turns, g.Turns, "reading the surroundings takes no turn")
	assert.Contains(t, strings.Join(HelpLines(g.Data()), "\n"), "Around you, read out in the log (a screen reader's):  "+string(SurroundKey))
}

// TestLogFeedEachLineOnce (issue 38, the live region): a fresh game hands over its opening lines, then each
// new line once and in order, nothing again on a call with nothing new; a replay's seek hands over nothing
// it said before, a game loaded its last line only (the note of its restoring); the log dropping its oldest lines (game.LogKept at a time) loses no
// line and repeats none.
func TestLogFeedEachLineOnce(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	require.NotEmpty(t, g.Log, "a new game says something")
	var f LogFeed
	opening := f.Lines(g, len(g.Log))
	assert.Equal(t, texts(g.Log), opening, "a fresh game: its opening lines")
	assert.Empty(t, f.Lines(g, len(g.Log)), "nothing new: nothing said (a redraw, a screen change)")
	g.Note("one")
	g.Note("two")
	assert.Equal(t, []string{"one", "two"}, f.Lines(g, len(g.Log)))
	g.Note("two") // the same words again are a new line
	assert.Equal(t, []string{"two"}, f.Lines(g, len(g.Log)))

	var seek LogFeed // a replay's seek: another game, its lines heard before
	assert.Empty(t, seek.Lines(g, 0), "a seek's lines were heard before")
	g.Note("three")
	assert.Equal(t, []string{"three"}, seek.Lines(g, 0))
	var loaded LogFeed // a reload from the save: the note of its restoring is news
	assert.Equal(t, []string{"three"}, loaded.Lines(g, 1), "a loaded game: its last line")

	// the log full: its oldest lines dropped between two calls
	for i := len(g.Log); i < 2*game.LogKept-1; i++ {
		g.Note(fmt.Sprintf("filler %d", i))
	}
	require.Len(t, g.Log, 2*game.LogKept-1)
	got := f.Lines(g, len(g.Log))
	require.Len(t, got, MostFed, "at most MostFed at once, the newest")
	assert.Equal(t, fmt.Sprintf("filler %d", 2*game.LogKept-2), got[MostFed-1])
	g.Note("a")
	g.Note("b") // the log drops its oldest game.LogKept here
	g.Note("c")
	require.Less(t, len(g.Log), 2*game.LogKept-1, "the log dropped lines")
	assert.Equal(t, []string{"a", "b", "c"}, f.Lines(g, len(g.Log)))
	g.Note("d")
	assert.Equal(t, []string{"d"}, f.Lines(g, len(g.Log)))
	assert.Empty(t, f.Lines(nil, 1), "no game, nothing")
}

func texts(ms []game.Message) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.Text
	}
	return out
}

// screenText is the model's text of its screen on a 1280×960 window.
func screenText(t *testing.T, m *Model, g *game.Game) []string {
	t.Helper()
	pals, err := assets.Palettes()
	require.NoError(t, err)
	return m.ScreenText(NewLayout(1280, 960, 16, LayoutOptions{}), g, &pals[0])
}

// TestScreenTextOfEachScreen (issue 38): the text a screen reader reads of each screen: none in play (the
// log's region speaks); the look mode's line; a creature's describe screen, its title then every line of it;
// an item's describe screen; the settings screen, every row, the chosen one marked; the creation screen, its
// rows, the chosen one marked.
func TestScreenTextOfEachScreen(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	k := koboldBeside(t, g)
	assert.Empty(t, screenText(t, m, g), "in play: no screen text")

	m.Update(typed(";"), g)
	look := screenText(t, m, g)
	require.NotEmpty(t, look)
	assert.Contains(t, strings.Join(look, " "), Describe(g, k.Pos), "the look mode's line")

	m.Update(pressed(KeyEnter), g)
	info, ok := m.Screen().(*CreatureInfo)
	require.True(t, ok)
	text := screenText(t, m, g)
	assert.Equal(t, "A kobold", text[0], "the title first")
	all := strings.Join(text, " ")
	for _, l := range info.Lines() {
		assert.Contains(t, all, l, "each line of the describe screen")
	}
	assert.Equal(t, "Any key to go back.", text[len(text)-1])

	m.Update(pressed(KeyEscape), g)
	m.Update(pressed(KeyEscape), g)
	require.NoError(t, game.Wizard(g).Drop(game.Item{Kind: game.ItemWeapon, Name: "spear", Count: 1}, g.Player.Pos))
	m.Update(typed("v"), g)
	require.IsType(t, &Description{}, m.Screen(), "v describes what lies here")
	assert.Contains(t, strings.Join(screenText(t, m, g), " "), strings.Join(g.DescribeItem(g.Player, g.ItemsAt(g.Player.Pos)[0], false), " "),
		"the item's describe screen")
	m.Update(pressed(KeyEscape), g)

	m.Update(typed(string(SettingsKey)), g)
	s, ok := m.Screen().(*Settings)
	require.True(t, ok)
	m.Update(held(gruid.Point{Y: 1}, 1), g) // the second row chosen
	rows := s.RowsOf(m.Settings())
	text = screenText(t, m, g)
	require.Len(t, text, len(rows)+1, "every row, not only those that fit")
	assert.Equal(t, "Settings", text[0])
	assert.Equal(t, 1, s.Row)
	assert.True(t, strings.HasPrefix(text[2], "> "+rows[1].Name), "the chosen row marked: %q", text[2])
	assert.Equal(t, 1, countPrefix(text, "> "), "one row chosen")
	assert.Contains(t, all+strings.Join(text, "\n"), "read what is around you", "the surroundings key among the keys")

	c := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, true)
	text = screenText(t, c, nil)
	require.NotEmpty(t, text)
	creation := strings.Join(text, "\n")
	for _, rs := range g.Data().RuleSets() {
		assert.Contains(t, creation, rs.Name(), "the creation screen's first step: the rule sets")
	}
	assert.Equal(t, 1, countPrefix(text, "> "), "one choice marked: %s", creation)
}

func countPrefix(lines []string, p string) int {
	n := 0
	for _, l := range lines {
		if strings.HasPrefix(l, p) {
			n++
		}
	}
	return n
}
