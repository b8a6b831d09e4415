// Tests of the help screen: every key the game has is listed, and every key listed does something.

package ui

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// moveChars are the characters of the renderer's movement keys (render/input.go's moveKeys), which come
// to the model as moves, not typed: the vi keys and the wait key.
const moveChars = "hjklyubn."

// helpKeys are the keys the help lists: its one-character words (the English "a" aside).
func helpKeys(lines []string) []rune {
	var keys []rune
	for _, l := range lines {
		for _, w := range strings.Fields(l) {
			if r := []rune(w); len(r) == 1 && w != "a" && !slices.Contains(keys, r[0]) {
				keys = append(keys, r[0])
			}
		}
	}
	slices.Sort(keys)
	return keys
}

// handled reports whether typing c in play does something: a screen, a notice, an action or a walk, an
// effect for the renderer.
func handled(t *testing.T, c rune) bool {
	t.Helper()
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	log, turns, time, pos, stance := len(g.Log), g.Turns, g.Time, pl.Pos, pl.Stance
	eff := m.Update(typed(string(c)), g)
	_, play := m.Screen().(*Play)
	return !play || m.Notice() != "" || eff != (Effect{}) || m.play.Traveling() ||
		len(g.Log) != log || g.Turns != turns || g.Time != time || pl.Pos != pos || pl.Stance != stance
}

// TestHelpListsEveryKey: the keys the help lists are exactly the characters that do something in play,
// with the movement keys; none is forgotten and none listed does nothing.
func TestHelpListsEveryKey(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	var keys []rune
	for c := '!'; c <= '~'; c++ {
		if handled(t, c) || strings.ContainsRune(moveChars, c) {
			keys = append(keys, c)
		}
	}
	require.NotEmpty(t, keys)
	assert.Equal(t, string(keys), string(helpKeys(HelpLines(g.Data()))))
}

// TestHelpNamesTheOtherKeys: every other key the model answers (its Key set: Escape, Enter, Tab, the
// pager's keys, F11) is named in the help.
func TestHelpNamesTheOtherKeys(t *testing.T) {
	g, _ := newGame(t, game.Character{}, nil)
	help := strings.Join(HelpLines(g.Data()), "\n")
	names := map[Key]string{KeyEscape: "Escape", KeyEnter: "Enter", KeyTab: "Tab", KeyPageUp: "PgUp", KeyPageDown: "PgDn", KeyFullscreen: "F11"}
	for k := KeyEscape; k <= KeyFullscreen; k <<= 1 {
		name, ok := names[k]
		require.True(t, ok, "key %d has a name in this test", k)
		assert.Contains(t, help, name)
	}
}
