// The high-score table, reached from the title (the creation screen) with H.

package ui

import (
	"slices"

	"github.com/cleave-game/cleave/game"
)

// ScoresKey opens the high-score table from the title.
const ScoresKey = 'H'

// Scores is the high-score table seen from the title: Escape, Enter or H goes back to the title.
type Scores struct{}

func (s *Scores) prompt() string { return "" }

func (s *Scores) update(m *Model, in *Input, _ *game.Game) {
	if in.Pressed.Has(KeyEscape) || in.Pressed.Has(KeyEnter) || slices.Contains(in.Typed, ScoresKey) ||
		slices.Contains(in.Typed, 'h') {
		m.Create()
	}
}
