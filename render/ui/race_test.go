package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/assets"
)

// TestRaceNumbers: the creation screen's row of a race says every number it adds, the lizardfolk's
// Protection too; a race without natural Defence or Protection is not said to have any.
func TestRaceNumbers(t *testing.T) {
	d, err := assets.Load(nil)
	assert.NoError(t, err)
	for _, r := range d.Races {
		row := RaceNumbers(r)
		switch r.Name {
		case "lizardfolk":
			assert.Equal(t, "Str +1  Dex +0  HP +1  Protection +1", row)
		case "dwarf":
			assert.Equal(t, "Str +2  Dex -1  HP +3", row)
		}
	}
	assert.Equal(t, "Str +0  Dex +0  HP +0  Defence +2", RaceNumbers(assets.Race{Defence: 2}))
}
