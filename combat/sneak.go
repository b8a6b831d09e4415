// Surprise: what striking a target that has not noticed the attacker adds to an attack, and what
// the moment (dazzled, winded) and talents add (RULES.md §22–§24).

package combat

// Sneak is what a sneak attack adds (RULES.md §22.2): the attack is made on a target that has not
// noticed the attacker. The zero Sneak is no sneak attack. A target with no vitals is immune: the
// attack is then rolled as if On were false (§22.4).
type Sneak struct {
	On           bool // the target has not noticed the attacker
	ToHit        int  // added to hit (an exploit on a sleeper adds more: the game adds it up here)
	ThreatWiden  int  // natural rolls added below the threat range
	MultiplierUp int  // added to the critical multiplier (Vital strike)
}

// sneakLimit bounds every number of a Sneak and of the talent and moment parts of an attack.
const sneakLimit = 24

// validSneak reports whether the sneak's numbers are in range.
func (s Sneak) valid() bool {
	return s.ToHit >= -sneakLimit && s.ToHit <= sneakLimit && s.ThreatWiden >= 0 && s.ThreatWiden <= sneakLimit &&
		s.MultiplierUp >= 0 && s.MultiplierUp <= MaxMultiplier
}

// facing is the attack as it is rolled against d: a sneak attack on a target with no vitals is a
// plain attack (RULES.md §22.4). It reports whether a sneak attack was lost that way.
func (a Attack) facing(d Defender) (Attack, bool) {
	if a.Sneak.On && d.NoVitals {
		a.Sneak = Sneak{}
		return a, true
	}
	return a, false
}
