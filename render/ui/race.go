// The rows of the creation screen: what a race adds, every number its text may speak of.

package ui

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
)

// RaceNumbers is what race r adds, as the creation screen's row shows it: "Str +2  Dex -1  HP +3",
// then its natural Defence and Protection where it has them ("Protection +1" for scales).
func RaceNumbers(r assets.Race) string { return raceNumbers(lang.English(), r) }
