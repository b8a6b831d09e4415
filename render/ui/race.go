// The rows of the creation screen: what a race adds, every number its text may speak of.

package ui

import (
	"fmt"

	"github.com/cleave-game/cleave/assets"
)

// RaceNumbers is what race r adds, as the creation screen's row shows it: "Str +2  Dex -1  HP +3",
// then its natural Defence and Protection where it has them ("Protection +1" for scales).
func RaceNumbers(r assets.Race) string {
	s := fmt.Sprintf("Str %+d  Dex %+d  HP %+d", r.Strength, r.Dexterity, r.HP)
	if r.Defence != 0 {
		s += fmt.Sprintf("  Defence %+d", r.Defence)
	}
	if r.Protection != 0 {
		s += fmt.Sprintf("  Protection %+d", r.Protection)
	}
	return s
}
