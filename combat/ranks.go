// Rank tables: what each rank in a weapon skill or a fighting style gives, as data.

package combat

import "fmt"

// RankStep is what one rank in a weapon skill or a fighting style gives. RULES.md §15.1
// fixes only rank 0 (nothing) and rank 2 of a weapon skill (+1 to hit, +1 damage); the rest
// comes from data (the assets package fills a RankTable from TOML).
//
// Resolve reads ToHit, Damage, ThreatWiden, MultiplierUp and TwoWeapon from the Attack's
// Skill and Style steps. Parry and Shield are Defence: the caller adds them to the
// defender's Defence (Defence.Add(Parry, ...), Defence.Add(Shield, ...)) while it fights
// that way.
type RankStep struct {
	ToHit        int `toml:"to_hit" json:"to_hit"`               // added to the bonus to hit
	Damage       int `toml:"damage" json:"damage"`               // added to every damage roll
	ThreatWiden  int `toml:"threat_widen" json:"threat_widen"`   // natural rolls added below the threat range
	MultiplierUp int `toml:"multiplier_up" json:"multiplier_up"` // added to the critical multiplier
	Parry        int `toml:"parry" json:"parry"`                 // Parry Defence (blades, spears, staves; Duelist, Staff Fighter)
	Shield       int `toml:"shield" json:"shield"`               // Shield Defence added (Sword and Board)
	TwoWeapon    int `toml:"two_weapon" json:"two_weapon"`       // two-weapon penalty taken away (Twin Blades)
}

// RankTable gives the step of each rank: RankTable[r] is rank r. Rank 0 must give nothing,
// every field must be ≥ 0 and no field may fall from one rank to the next.
type RankTable []RankStep

// Validate reports a table that breaks the rules: empty, a rank 0 that gives something, a
// negative field, or a field that falls from one rank to the next.
func (t RankTable) Validate() error {
	if len(t) == 0 {
		return fmt.Errorf("rank table: empty (rank 0 at least)")
	}
	if t[0] != (RankStep{}) {
		return fmt.Errorf("rank table: rank 0 gives %+v, want nothing", t[0])
	}
	for r := 1; r < len(t); r++ {
		cur, prev := t[r].fields(), t[r-1].fields()
		for i := range cur {
			if cur[i] < 0 {
				return fmt.Errorf("rank table: rank %d: %s %d is negative", r, rankFieldNames[i], cur[i])
			}
			if cur[i] < prev[i] {
				return fmt.Errorf("rank table: rank %d: %s falls from %d to %d", r, rankFieldNames[i], prev[i], cur[i])
			}
		}
	}
	return nil
}

// Step returns the step of rank, or an error for a rank the table does not have.
func (t RankTable) Step(rank int) (RankStep, error) {
	if rank < 0 || rank >= len(t) {
		return RankStep{}, fmt.Errorf("rank table: no rank %d (ranks 0 to %d)", rank, len(t)-1)
	}
	return t[rank], nil
}

// rankFieldNames names the fields of a RankStep in the order of fields.
var rankFieldNames = [...]string{"to_hit", "damage", "threat_widen", "multiplier_up", "parry", "shield", "two_weapon"}

func (s RankStep) fields() [7]int {
	return [7]int{s.ToHit, s.Damage, s.ThreatWiden, s.MultiplierUp, s.Parry, s.Shield, s.TwoWeapon}
}

// validate reports a step that no table could hold.
func (s RankStep) validate() error {
	if min(s.ToHit, s.Damage, s.ThreatWiden, s.MultiplierUp, s.Parry, s.Shield, s.TwoWeapon) >= 0 &&
		max(s.ToHit, s.Damage, s.ThreatWiden, s.MultiplierUp, s.Parry, s.Shield, s.TwoWeapon) <= 100 {
		return nil
	}
	for i, v := range s.fields() {
		if v < 0 {
			return fmt.Errorf("rank step: %s %d is negative", rankFieldNames[i], v)
		}
		if v > 100 {
			return fmt.Errorf("rank step: %s %d is absurd (at most 100)", rankFieldNames[i], v)
		}
	}
	return nil
}
