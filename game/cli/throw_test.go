// Tests of the odds of a throw that is not a weapon's (issue 11 point 7, RULES.md §13.2).

package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// TestOddsThrownBowIsAnObject: a long war bow thrown is an object, as in the game: Dexterity 14's +2
// and −4 to hit, bare hands' 1d3 plus Strength 12's +1, and no rank in Bows, whatever --rank says.
func TestOddsThrownBowIsAnObject(t *testing.T) {
	code, out, errs := run(t, "odds", "--weapon", "long war bow", "--mode", "throw", "--str", "12", "--dex", "14", "--rank", "10", "--defence", "10", "--json")
	require.Equal(t, 0, code, errs)
	var r combat.Report
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, -2, r.ToHit, "+2 for Dexterity, −4 for a thing not made for throwing, no rank")
	assert.Equal(t, [2]int{2, 4}, r.HitDamage, "1d3 and Strength's +1, not the bow's 1d8+2")
}
