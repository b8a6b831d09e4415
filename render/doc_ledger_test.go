package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocLedgerScreenshot makes render/doc/ledger.png for the README's "The luck ledger": seed 6's bot plays
// until it has ended fifteen fights and stands in none, then @ opens the character screen, scrolled to the
// ledger (combat/RULES.md §39): the whole game's hits, criticals and damage, dealt and taken, rolled against
// the exact odds, with how unlikely each run was, and the last fight's.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocLedgerScreenshot -v
func TestDocLedgerScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	r, err := New(Options{Seed: 6})
	require.NoError(t, err)
	for i := 0; i < 5000 && !r.g.Over && (r.g.Ledger.Fights < 15 || r.g.Ledger.Now.FoeID != 0); i++ {
		r.g.Act(r.g.BotAction())
	}
	require.False(t, r.g.Over, "the bot lives")
	require.GreaterOrEqual(t, r.g.Ledger.Fights, 15)
	r.ui.Update(ui.Input{Commands: []rune{'@'}}, r.g)
	c, ok := r.ui.Screen().(*ui.Character)
	require.True(t, ok)
	for i, l := range ui.CharacterLines(r.g) {
		if l.Text == "The dice against the exact odds" {
			c.Scroll = max(0, i-3)
		}
	}
	require.Positive(t, r.g.Ledger.Whole[game.Yours].Blows)
	r.g.TakeEvents()
	require.NoError(t, writePNG("doc/ledger.png", renderCanvas(r, docW, docH)))
}
