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

// String writes the dice the way RULES.md does: "1d9", "1d8+2", "2d6-1".
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

// Roll throws d for the given reason and returns the total. Dice with fewer than one side
// add nothing but their bonus (ParseDice and Validate refuse them), and a roller with no
// random source (NewRoller(nil)) throws every die as a 1: Roll never panics.
func (r *Roller) Roll(why string, d Dice) int {
	total := d.Bonus
	if r.rng == nil {
		total += max(0, d.Count)
	} else if d.Sides >= 1 {
		for i := 0; i < d.Count; i++ {
			total += 1 + r.rng.IntN(d.Sides)
		}
	}
	if r.Log != nil {
		r.Log(Roll{Who: r.Who, Why: why, Dice: d, Result: total})
	}
	return total
}

// Limits on dice a data file may ask for.
const (
	MaxDiceCount = 100
	MaxDiceSides = 1000
	MaxDiceBonus = 1000 // the largest bonus (or, negated, penalty) a dice expression may carry
)

// Validate reports dice the rules cannot throw: fewer than 1 or more than MaxDiceCount dice,
// fewer than 1 or more than MaxDiceSides sides, or a bonus beyond ±MaxDiceBonus.
func (d Dice) Validate() error {
	if why := d.outOfLimits(); why != "" {
		return fmt.Errorf("dice %s: %s", d, why)
	}
	return nil
}

// outOfLimits says which limit d breaks, "" for none.
func (d Dice) outOfLimits() string {
	switch {
	case d.Count < 1 || d.Count > MaxDiceCount:
		return fmt.Sprintf("between 1 and %d dice", MaxDiceCount)
	case d.Sides < 1 || d.Sides > MaxDiceSides:
		return fmt.Sprintf("between 1 and %d sides", MaxDiceSides)
	case d.Bonus < -MaxDiceBonus || d.Bonus > MaxDiceBonus:
		return fmt.Sprintf("bonus between -%d and %d", MaxDiceBonus, MaxDiceBonus)
	}
	return ""
}

// ParseDice reads a dice string such as "1d9", "1d8+2", "2d6" or "2d4-1".
// It refuses malformed strings and dice beyond MaxDiceCount or MaxDiceSides.
func ParseDice(s string) (Dice, error) {
	var d Dice
	i := 0
	num := func() (int, bool) {
		start, n := i, 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			if n > 1_000_000 {
				return 0, false
			}
			n = n*10 + int(s[i]-'0')
			i++
		}
		return n, i > start
	}
	var ok bool
	if d.Count, ok = num(); !ok {
		return Dice{}, fmt.Errorf("bad dice %q: want NdS, NdS+B or NdS-B, such as 1d8+2", s)
	}
	if i >= len(s) || s[i] != 'd' {
		return Dice{}, fmt.Errorf("bad dice %q: want NdS, NdS+B or NdS-B, such as 1d8+2", s)
	}
	i++
	if d.Sides, ok = num(); !ok {
		return Dice{}, fmt.Errorf("bad dice %q: want NdS, NdS+B or NdS-B, such as 1d8+2", s)
	}
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		neg := s[i] == '-'
		i++
		if d.Bonus, ok = num(); !ok {
			return Dice{}, fmt.Errorf("bad dice %q: want NdS, NdS+B or NdS-B, such as 1d8+2", s)
		}
		if neg {
			d.Bonus = -d.Bonus
		}
	}
	if i != len(s) {
		return Dice{}, fmt.Errorf("bad dice %q: want NdS, NdS+B or NdS-B, such as 1d8+2", s)
	}
	if why := d.outOfLimits(); why != "" {
		return Dice{}, fmt.Errorf("bad dice %q: %s", s, why)
	}
	return d, nil
}
