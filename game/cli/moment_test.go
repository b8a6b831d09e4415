package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// enumerateSneak counts by hand, over the 144 natural rolls and the 144 confirming ones, what an attack of to-hit
// bonus threatening from low hits, threatens and confirms against Defence def (RULES.md §2.1, §6.1).
func enumerateSneak(bonus, low, def int) (hit, threat, crit float64) {
	hits, threats := 0, 0
	for x := 1; x <= 12; x++ {
		for y := 1; y <= 12; y++ {
			n := x + y
			if n == 2 || (n < 22 && n+bonus < def) {
				continue
			}
			hits++
			if n >= low {
				threats++
			}
		}
	}
	return float64(hits) / 144, float64(threats) / 144, float64(threats*hits) / (144 * 144)
}

// TestOddsSneakEnumerated: RULES.md §22.2, §22.3, §22.4, §24, §27 — `odds --sneak` (and the other flags of the
// moment) gives the odds of an independent count with the rule's numbers written out: a sneak attack +4 to
// hit and 6 rolls wider a threat, an exploit +4 more, dazzled −4, winded −2, Vital strike ×3 on a
// sneak's critical, rage +1; a creature with no vitals is immune.
func TestOddsSneakEnumerated(t *testing.T) {
	// Thora's long sword (RULES.md §2.4): Strength 15, rank 2: +3 to hit, 1d9+3, threat 20–24, ×2.
	thora := []string{"--weapon", "long sword", "--str", "15", "--rank", "2", "--json"}
	for _, c := range []struct {
		name       string
		args       []string
		bonus, low int
		def        int
		mult       int
		extra      int // damage added to each roll of 1d9+3
	}{
		{"plain, Defence 16", []string{"--defence", "16"}, 3, 20, 16, 2, 0},
		{"sneak, Defence 16", []string{"--defence", "16", "--sneak"}, 7, 14, 16, 2, 0},
		{"sneak, Defence 22", []string{"--defence", "22", "--sneak"}, 7, 14, 22, 2, 0},
		{"exploit, Defence 22", []string{"--defence", "22", "--asleep"}, 11, 14, 22, 2, 0},
		{"sneak with Vital strike, Defence 18", []string{"--defence", "18", "--sneak", "--talent", "Vital strike"}, 7, 14, 18, 3, 0},
		{"sneak, dazzled and winded, Defence 14", []string{"--defence", "14", "--sneak", "--dazzled", "--winded"}, 1, 14, 14, 2, 0},
		{"sneak on a kobold (Defence 11)", []string{"--target", "kobold", "--sneak"}, 7, 14, 11, 2, 0},
		{"sneak on a skeleton: immune", []string{"--target", "skeleton", "--sneak", "--talent", "Vital strike"}, 3, 25, 0, 2, 0},
		{"raging brute, Defence 15", []string{"--defence", "15", "--talent", "Battle-scarred", "--raging"}, 4, 20, 15, 2, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := run(t, "odds", append(append([]string(nil), thora...), c.args...)...)
			require.Equal(t, ExitOK, code, errs)
			var r combat.Report
			require.NoError(t, json.Unmarshal([]byte(out), &r))
			def := c.def
			if def == 0 {
				def = r.ToHit + r.Need // the skeleton's Defence, as the command gives it
			}
			assert.Equal(t, c.bonus, r.ToHit)
			hit, threat, crit := enumerateSneak(c.bonus, c.low, def)
			assert.InDelta(t, hit, r.Hit, 1e-12)
			assert.InDelta(t, threat, r.Threat, 1e-12)
			assert.InDelta(t, crit, r.Crit, 1e-12)
			assert.Equal(t, [2]int{c.mult * (4 + c.extra), c.mult * (12 + c.extra)}, r.CritDamage, "1d9+%d rolled ×%d", 3+c.extra, c.mult)
		})
	}
}

// TestOddsMomentRefusals: an unknown talent, and rage without a talent that gives it, are the request's mistakes.
func TestOddsMomentRefusals(t *testing.T) {
	code, _, errs := run(t, "odds", "--weapon", "club", "--defence", "10", "--talent", "Bulwrk")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, `unknown talent "Bulwrk"`)
	code, _, errs = run(t, "odds", "--weapon", "club", "--defence", "10", "--raging")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "--raging needs a talent that gives rage")
}
