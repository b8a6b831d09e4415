package census

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

func TestCurveSmoke(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	start := time.Now()
	rep, err := Run(d, Options{Seeds: 40, First: 1})
	require.NoError(t, err)
	t.Logf("census %v", time.Since(start))
	start = time.Now()
	c, err := Difficulty(d, rep, 50)
	require.NoError(t, err)
	t.Logf("curve %v", time.Since(start))
	for _, lv := range c.Levels {
		t.Logf("%d rank %d threat %.3f creatures %.1f", lv.Depth, lv.Rank, lv.Threat, lv.Creature)
		for _, w := range sortedWeights(lv.Creatures) {
			t.Logf("    %-22s mean %.2f threat %.3f part %.3f", w.Name, w.Mean, w.Threat, w.Part)
		}
	}
}
