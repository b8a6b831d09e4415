// Exact duels: the chance to win a one-on-one melee fight worked out by dynamic programming, where the
// rules allow it.

package cli

import (
	"errors"
	"fmt"
	"text/tabwriter"

	"github.com/cleave-game/cleave/game"
)

// ExactDuel is the exact outcome of a one-on-one duel.
type ExactDuel struct {
	Win float64 `json:"win"` // the chance the build wins
}

// Exact works out the duel of setup exactly, or says why it cannot.
func Exact(setup game.ArenaSetup) (ExactDuel, error) {
	return ExactDuel{}, errors.New("not worked out yet")
}

// writeExact writes x beside the Monte Carlo's rep.
func writeExact(tw *tabwriter.Writer, x ExactDuel, rep ArenaReport) {
	fmt.Fprintf(tw, "Exact win\t%.2f%%\n", 100*x.Win)
}
