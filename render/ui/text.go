// Text laid out in lines: the log's messages wrapped to a width, for the log, the history and its scrolling.

package ui

import (
	"slices"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// Line is one drawn line of a message.
type Line struct {
	Text string
	Kind game.MessageKind
}

// LastLines is the last n lines of the log, messages wrapped at cols characters.
func LastLines(log []game.Message, n, cols int) []Line {
	var out []Line
	for i := len(log) - 1; i >= 0 && len(out) < n; i-- {
		parts := Wrap(log[i].Text, cols)
		for j := len(parts) - 1; j >= 0 && len(out) < n; j-- {
			out = append(out, Line{parts[j], log[i].Kind})
		}
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// Wrap cuts s into lines of at most cols characters (runes, never bytes of one), at spaces where it
// can; follow-on lines are indented by two. Fewer than four columns are taken as four.
func Wrap(s string, cols int) []string {
	cols = max(cols, 4)
	var out []string
	r := []rune(s)
	for len(r) > cols {
		cut := cols
		for i := cols - 1; i > cols/2; i-- {
			if r[i] == ' ' {
				cut = i
				break
			}
		}
		out = append(out, string(r[:cut]))
		rest := r[cut:]
		for len(rest) > 0 && rest[0] == ' ' {
			rest = rest[1:]
		}
		r = append([]rune("  "), rest...)
	}
	return append(out, string(r))
}

// MergedLines is the last n lines of the log as the strip under the map shows them: LastLines, but a
// message said again right after itself is one line with a mark of repeat ("The kobold misses you.
// (again and again)"), the marks in language l: in words, not a count, for a count of "The kobold misses
// you." lines would be a count of the kobold's rolls, and messages never give numbers; the history (P)
// keeps every line as it came.
func MergedLines(l *text.Lang, log []game.Message, n, cols int) []Line {
	var merged []game.Message
	for i := len(log) - 1; i >= 0 && len(merged) < n; {
		j := i
		for j > 0 && log[j-1] == log[i] {
			j--
		}
		m := log[i]
		switch i - j {
		case 0:
		case 1: // said twice in a row
			m.Text += l.Say("menu.play.again")
		default: // three times or more
			m.Text += l.Say("menu.play.again_and_again")
		}
		merged = append(merged, m)
		i = j - 1
	}
	slices.Reverse(merged)
	return LastLines(merged, n, cols)
}
