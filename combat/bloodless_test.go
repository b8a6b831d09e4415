// Issue 11.3: no blood, no bleeding (RULES.md §8.1).

package combat

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// A strong blow opens a bleeding wound in a creature with blood and never in a bloodless one, and the
// rest of the outcome is the same roll for roll.
func TestBloodlessNeverBleeds(t *testing.T) {
	blooded := Defender{HP: 9}
	bloodless := Defender{HP: 9, Bloodless: true}
	bled := 0
	for seed := uint64(0); seed < 2000; seed++ {
		a := NewRoller(rand.New(rand.NewPCG(seed, 1)))
		b := NewRoller(rand.New(rand.NewPCG(seed, 1)))
		oa, err := Resolve(a, thora(), blooded)
		assert.NoError(t, err)
		ob, err := Resolve(b, thora(), bloodless)
		assert.NoError(t, err)
		if oa.Bleeding {
			bled++
		}
		assert.False(t, ob.Bleeding, "seed %d: a bloodless target bled", seed)
		oa.Bleeding = false
		assert.Equal(t, oa, ob, "seed %d: only the bleeding differs", seed)
	}
	assert.Greater(t, bled, 100, "strong blows open wounds in creatures with blood")
}
