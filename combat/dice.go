// Dice: the NdS+B expressions of the rules and the roller that throws them.
package combat

import (
	"fmt"
	"math/rand/v2"
)

// Dice is a dice expression such as 1d9 or 1d8+2: Count dice of Sides sides, plus Bonus.
type Dice struct {
	Count, Sides, Bonus int
}

// String writes the dice the way the rules text does: "1d9", "1d8+2", "2d6-1".
func (d Dice) String() string {
	switch {
	case d.Bonus > 0:
		return fmt.Sprintf("%dd%d+%d", d.Count, d.Sides, d.Bonus)
	case d.Bonus < 0:
		return fmt.Sprintf("%dd%d%d", d.Count, d.Sides, d.Bonus)
	}
	return fmt.Sprintf("%dd%d", d.Count, d.Sides)
}

// Min is the lowest total the dice can show.
func (d Dice) Min() int { return d.Count + d.Bonus }

// Max is the highest total the dice can show.
func (d Dice) Max() int { return d.Count*d.Sides + d.Bonus }

// Roll records one throw of dice: who threw, why, what, and what came up.
type Roll struct {
	Who    string // the attacker's name, "" when unknown
	Why    string // the stage of the rules: "to-hit", "confirm", "damage", "protection"
	Dice   Dice   // what was thrown
	Result int    // the total, bonus included
}

// Roller throws dice from an injected random source and can record every throw.
type Roller struct {
	rng *rand.Rand
	// Log, when set, receives every throw. Tests and debug logs use it.
	Log func(Roll)
	// Who names the attacker in recorded throws.
	Who string
}

// NewRoller returns a roller over rng.
func NewRoller(rng *rand.Rand) *Roller { return &Roller{rng: rng} }

// Roll throws d for the given reason and returns the total.
func (r *Roller) Roll(why string, d Dice) int {
	total := d.Bonus
	for i := 0; i < d.Count; i++ {
		total += 1 + r.rng.IntN(d.Sides)
	}
	if r.Log != nil {
		r.Log(Roll{Who: r.Who, Why: why, Dice: d, Result: total})
	}
	return total
}
