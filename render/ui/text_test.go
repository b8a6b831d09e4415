// Tests of the log's line wrapping.

package ui

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/game"

	"github.com/cleave-game/cleave/assets/lang"
)

func TestWrapAndLastLines(t *testing.T) {
	long := "mydata/weapons.toml:144:10: damage: bad dice \"1x12\": want NdS, NdS+B or NdS-B, such as 1d8+2 (long sword)"
	parts := Wrap(long, 40)
	for _, p := range parts {
		assert.LessOrEqual(t, len(p), 40)
	}
	assert.Equal(t, long, strings.Join(strings.Fields(strings.Join(parts, " ")), " "), "nothing is lost")
	assert.Equal(t, []string{"short"}, Wrap("short", 40))
	log := []game.Message{{Text: "first"}, {Text: long, Kind: game.MsgBad}, {Text: "last"}}
	lines := LastLines(log, 3, 40)
	assert.Len(t, lines, 3)
	assert.Equal(t, "last", lines[2].Text)
	assert.Equal(t, game.MsgBad, lines[1].Kind)
	assert.True(t, strings.HasSuffix(lines[1].Text, "(long sword)"), "the end of the long message is shown: %q", lines[1].Text)
}

// Wrap counts characters, not bytes, never cuts a character in two, and ends for any width.
func TestWrapRunesAndNarrowWidths(t *testing.T) {
	s := "Æthelflæd the éé-elf — a name of ünïcode ëverywhere"
	for _, cols := range []int{-3, 0, 1, 2, 3, 4, 7, 12, 40} {
		parts := Wrap(s, cols)
		for _, p := range parts {
			assert.True(t, utf8.ValidString(p), "cols %d: %q is cut inside a character", cols, p)
			assert.LessOrEqual(t, utf8.RuneCountInString(p), max(cols, 4), "cols %d: %q", cols, p)
		}
		assert.Equal(t, strings.Join(strings.Fields(s), ""), strings.Join(strings.Fields(strings.Join(parts, " ")), ""), "cols %d: nothing is lost", cols)
	}
	assert.Equal(t, []string{"Æthelflæd", "  the"}, Wrap("Æthelflæd the", 10), "ten characters fit, whatever their bytes")
}

// TestMergedLines: a line said again right after itself is one line marked in words, not counted; lines
// apart or of another kind stay apart; the history's LastLines keeps every one.
func TestMergedLines(t *testing.T) {
	miss := game.Message{Text: "The kobold misses you.", Kind: game.MsgInfo}
	hit := game.Message{Text: "You hit the kobold.", Kind: game.MsgGood}
	log := []game.Message{miss, hit, hit, miss, miss, miss, hit}
	got := MergedLines(lang.English(), log, 10, 80)
	assert.Equal(t, []Line{
		{"The kobold misses you.", game.MsgInfo},
		{"You hit the kobold. (again)", game.MsgGood},
		{"The kobold misses you. (again and again)", game.MsgInfo},
		{"You hit the kobold.", game.MsgGood},
	}, got)
	assert.Len(t, LastLines(log, 10, 80), len(log), "the history keeps every line")
	assert.Equal(t, []Line{{"You hit the kobold.", game.MsgGood}}, MergedLines(lang.English(), log, 1, 80))
}
