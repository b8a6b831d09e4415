// The offer to submit answered by taps (issue 37; README "Submitting a daily run"): on a phone the answers
// are lines to tap, and the name is typed on the death screen's keyboard, each key a place to tap.

package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/leaderboard/client"
)

// phoneLayout is a phone held upright (390×844 at a pixel ratio of 3, the touch bar shown), as phoneDrawn's.
func phoneLayout() Layout { return NewLayout(1170, 2532, 16, LayoutOptions{MinScale: 3, Touch: true}) }

// tapLabel taps, on the phone's screen, the place to tap under the word label (a key of the keyboard, a
// word between spaces or brackets, within a line); it fails when there is none.
func tapLabel(t *testing.T, m *Model, g *game.Game, label string) {
	t.Helper()
	p := &areaPainter{}
	lay := phoneLayout()
	m.Draw(&Drawing{Painter: p, Lay: lay, Game: g})
	for _, tx := range p.texts {
		words := strings.FieldsFunc(tx.s, func(r rune) bool { return r == ' ' || r == '[' || r == ']' })
		if !containsWord(words, label) {
			continue
		}
		col := strings.Index(" "+tx.s+" ", " "+label+" ")
		if col < 0 {
			col = strings.Index(tx.s, "["+label+"]")
		}
		require.GreaterOrEqual(t, col, 0)
		px := tx.x + float64(col*lay.CharW) + 1
		for _, a := range p.areas {
			if a.y == tx.y && a.x <= px && px < a.x+float64(a.w) {
				m.Update(Input{Typed: []rune{a.key}, Touch: true}, g)
				return
			}
		}
		require.Failf(t, "not a place to tap", "%q in %q", label, tx.s)
	}
	require.Failf(t, "no such key", "no %q on the phone's screen", label)
}

func containsWord(words []string, w string) bool {
	for _, x := range words {
		if x == w {
			return true
		}
	}
	return false
}

// TestSubmitByTaps: a tap on no declines; a tap on yes asks the name, typed by taps on the keyboard (Shift for
// one capital, Delete takes one back, spc a space), Done submits it; the death screen's own taps wait while
// the name is typed (its "quit" would be a q); Cancel gives the submission up. Every key of the keyboard is
// within the phone's screen.
func TestSubmitByTaps(t *testing.T) {
	sub := &heldSubmitter{release: make(chan struct{}), run: client.Run{Status: client.StatusVerified, Place: 1, Of: 1, Rules: "cleave"}}
	close(sub.release)
	g, m := dailyEnd(t, sub)
	calm(m, g)
	out := phoneDrawn(m, g)
	var all []string
	for _, ts := range out.texts {
		all = append(all, ts...)
	}
	assert.NotContains(t, strings.Join(all, "\n"), "(y/n)", "a phone's question names taps")
	tapLine(t, m, g, "Tap here: no")
	assert.NotContains(t, drawn(m, g), "Submit this daily run")
	assert.Zero(t, sub.count())

	g, m = dailyEnd(t, sub)
	calm(m, g)
	tapLine(t, m, g, "Tap here: yes")
	require.Contains(t, m.SubmitText(), "The name to submit under")
	p := &areaPainter{}
	lay := phoneLayout()
	m.Draw(&Drawing{Painter: p, Lay: lay, Game: g})
	keys := map[rune]bool{}
	for _, a := range p.areas {
		keys[a.key] = true
		assert.LessOrEqual(t, a.x+float64(a.w), float64(lay.W), "key %q within the screen", a.key)
	}
	for _, c := range nameKeys + string([]rune{nameShiftKey, nameDeleteKey, TapEnter, TapEscape}) {
		assert.True(t, keys[c], "the keyboard has %q", c)
	}
	assert.NotContains(t, strings.Join(texts(p), "\n"), "Tap here to quit", "the death screen's foot waits while the name is typed")

	for _, k := range []string{"Shift", "A", "d", "x", "Delete", "a", "spc", "7"} {
		tapLabel(t, m, g, k)
	}
	assert.Equal(t, "> Ada 7_", lastLine(m.SubmitText()), "Shift for one capital, Delete one back")
	tapLabel(t, m, g, "Done")
	waitDrawn(t, m, g, "Your place today: 1st of 1 under cleave")
	require.Equal(t, 1, sub.count())
	assert.Equal(t, "Ada 7", sub.sent[0].Name)

	g, m = dailyEnd(t, sub)
	calm(m, g)
	tapLine(t, m, g, "Tap here: yes")
	tapLabel(t, m, g, "Cancel")
	assert.Empty(t, m.SubmitText(), "Cancel: nothing submitted, nothing more said")
	assert.Equal(t, 1, sub.count())
}

func texts(p *areaPainter) []string {
	var out []string
	for _, tx := range p.texts {
		out = append(out, tx.s)
	}
	return out
}

func lastLine(s string) string { return s[strings.LastIndex(s, "\n")+1:] }
