// The death screen's "what would have saved you" (issue 34, part 2).

package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/hindsight"
)

// TestDeathScreenSavedYou: the bot's game of seed 11 dies with a potion of healing, a second weapon and a
// shield carried at its last fight's start; its death screen says the fight is being played again until
// it is, then shows at least three alternatives the player had, each with its chance in 100 fights, and
// how many fights each rests on.
func TestDeathScreenSavedYou(t *testing.T) {
	g, err := game.New(game.Config{Seed: 11})
	require.NoError(t, err)
	w := hindsight.NewWatcher(g.Data())
	m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60, Hindsight: w.Lines}, false)
	for i := 0; i < 20000 && !g.Over; i++ {
		w.Frame(g)
		g.Act(g.BotAction())
	}
	w.Frame(g)
	require.True(t, g.Player.Dead, "the bot's game of seed 11 ends in a death")
	m.Update(Input{}, g)
	require.IsType(t, &Death{}, m.Screen())
	if !w.Ready() {
		require.Contains(t, drawn(m, g), lang.English().Say(hindsight.Working))
	}
	w.Wait()
	out := drawn(m, g)
	require.Contains(t, out, "replayed from its start, 100 times each")
	alts := 0
	for _, l := range strings.Split(out, "\n") {
		if strings.Contains(l, "you would have lived") && strings.Contains(l, "in 100.") && !strings.Contains(l, "as you stood") {
			alts++
		}
	}
	require.GreaterOrEqual(t, alts, 3, "the death screen:\n%s", out)
}
