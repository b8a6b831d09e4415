// The offer to submit answered by taps (issue 37; README "Submitting a daily run"): on a phone the answers
// are lines to tap, and the name is asked by the system's own keyboard (Config.AskName, the browser's prompt).

package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/leaderboard/client"

	"github.com/cleave-game/cleave/assets/lang"
)

// asker is an AskName that answers its names in turn (ok false past the last: cancelled) and keeps the
// questions asked.
type asker struct {
	names []string
	asked []string
}

func (a *asker) ask(q string) (string, bool) {
	a.asked = append(a.asked, q)
	if len(a.asked) > len(a.names) {
		return "", false
	}
	return a.names[len(a.asked)-1], true
}

// TestSubmitByTaps: on a phone the question's answers are lines to tap (its words name no keys); a tap on no
// declines; a tap on yes asks the name by the system's keyboard, filtered as typed ("Ada 7!" is "Ada 7"),
// and submits under it; a name refused (nothing but spaces) stays asked, and a tap on its line asks again;
// the death screen's own taps wait meanwhile (its quit would be a q); a cancelled question submits nothing.
func TestSubmitByTaps(t *testing.T) {
	sub := &heldSubmitter{release: make(chan struct{}), run: client.Run{Status: client.StatusVerified, Place: 1, Of: 1, Rules: "cleave"}}
	close(sub.release)
	g, m := dailyEnd(t, sub)
	a := &asker{names: []string{"Ada 7!"}}
	m.cfg.AskName = a.ask
	calm(m, g)
	var all []string
	for _, ts := range phoneDrawn(m, g).texts {
		all = append(all, ts...)
	}
	assert.NotContains(t, strings.Join(all, "\n"), "(y/n)", "a phone's question names taps")
	tapLine(t, m, g, "Tap here: no")
	assert.NotContains(t, drawn(m, g), "Submit this daily run")
	assert.Empty(t, a.asked, "no: nothing asked")
	assert.Zero(t, sub.count())

	g, m = dailyEnd(t, sub)
	m.cfg.AskName = a.ask
	calm(m, g)
	tapLine(t, m, g, "Tap here: yes")
	require.Equal(t, []string{lang.English().Say("menu.submit.ask_name")}, a.asked, "yes asks the name by the system's keyboard")
	waitDrawn(t, m, g, "Your place today: 1st of 1 under cleave")
	require.Equal(t, 1, sub.count())
	assert.Equal(t, "Ada 7", sub.sent[0].Name, "the name filtered as typed")
	assert.Equal(t, "Ada 7", m.Settings().LeaderboardName)

	g, m = dailyEnd(t, sub)
	b := &asker{names: []string{"   ", "!!Bo"}}
	m.cfg.AskName = b.ask
	calm(m, g)
	tapLine(t, m, g, "Tap here: yes")
	require.Len(t, b.asked, 1)
	assert.Contains(t, m.SubmitText(), "The name to submit under", "a name of spaces is still asked for")
	var shown []string
	for _, ts := range phoneDrawn(m, g).texts {
		shown = append(shown, ts...)
	}
	assert.NotContains(t, strings.Join(shown, "\n"), "Tap here to quit", "the death screen's foot waits while the name is asked")
	tapLine(t, m, g, "Tap here to type the name")
	require.Len(t, b.asked, 2)
	waitDrawn(t, m, g, "Your place today")
	assert.Equal(t, "Bo", sub.sent[1].Name)

	g, m = dailyEnd(t, sub)
	m.cfg.AskName = (&asker{}).ask
	calm(m, g)
	tapLine(t, m, g, "Tap here: yes")
	assert.Empty(t, m.SubmitText(), "cancelled: nothing submitted, nothing more said")
	assert.Equal(t, 2, sub.count())

	g, m = dailyEnd(t, sub)
	m.cfg.AskName = (&asker{}).ask
	calm(m, g)
	m.Update(typed("y"), g)
	assert.Contains(t, m.SubmitText(), "The name to submit under", "a key (not a tap): the name is typed on the screen")
}
