// The high-score table, reached from the title (the creation screen) with H, and the morgue file of each run.

package ui

import (
	"slices"

	"github.com/cleave-game/cleave/game"
)

// ScoresKey opens the high-score table from the title.
const ScoresKey = 'H'

// Scores is the high-score table seen from the title: the arrows choose a run (Sel, from the best), Enter
// opens its morgue file (Open) or closes it; Escape closes it, or goes back to the title, as H does.
type Scores struct {
	Sel  int
	Open bool
}

func (s *Scores) prompt() string { return "" }

func (s *Scores) update(m *Model, in *Input, _ *game.Game) {
	switch {
	case slices.Contains(in.Typed, ScoresKey) || slices.Contains(in.Typed, 'h'):
		m.Create()
	case in.Pressed.Has(KeyEscape) && s.Open:
		s.Open = false
	case in.Pressed.Has(KeyEscape):
		m.Create()
	case in.Pressed.Has(KeyEnter):
		s.Open = !s.Open
	default:
		if dir, ok := m.step(in); ok && !s.Open {
			s.Sel = max(0, s.Sel+dir.Y)
		}
	}
}
