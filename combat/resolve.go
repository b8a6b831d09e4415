// Resolve: one attack, stage by stage — to-hit, Defence, threat, confirm, damage, Protection.

package combat

import "fmt"

// Why a roll was thrown: the Why of every Roll that Resolve records.
const (
	WhyToHit      = "to-hit"      // the natural 2d12
	WhyConfirm    = "confirm"     // the second 2d12 of a threat
	WhyDamage     = "damage"      // one damage roll, every bonus included (a critical throws several)
	WhyProtection = "protection"  // what Protection takes off a hit, uniform in ⌈P/2⌉..P
	WhyMiss       = "miss reason" // which kind of Defence turned a miss, weighted by what it adds
	WhyType       = "damage type" // which of equally good damage types a hit does
)

// MissReason is what decided a miss, as far as the message may say.
type MissReason uint8

// The reasons for a miss. NotMissed is the zero value, the reason of a hit.
const (
	NotMissed      MissReason = iota
	MissPlain                 // the roll would have missed Defence 10 (or was a natural 2)
	MissDexterity             // quick feet
	MissArmour                // body armour
	MissShield                // a shield
	MissParry                 // a parrying weapon
	MissNatural               // hide, shell, scales
	MissDodge                 // training and magic
	MissDeflection            // magic that turns blows aside
	MissWall                  // the stone around an incorporeal creature
	MissUnseen                // the attacker or the target did not see the other: just a miss
)

// missByKind maps a kind of Defence to the miss it explains.
var missByKind = [NumDefenceKinds]MissReason{
	Dexterity: MissDexterity, Armour: MissArmour, Shield: MissShield, Parry: MissParry,
	Natural: MissNatural, Dodge: MissDodge, Deflection: MissDeflection, Wall: MissWall,
}

// String names the reason in lower case: a miss by a kind of Defence is named as the kind is.
func (m MissReason) String() string {
	switch m {
	case NotMissed:
		return "not missed"
	case MissPlain:
		return "plain"
	case MissUnseen:
		return "unseen"
	}
	for k, r := range missByKind {
		if r == m {
			return DefenceKind(k).String()
		}
	}
	return fmt.Sprintf("missreason(%d)", uint8(m))
}

// Outcome is the result of one attack: data only, no words and no drawing.
type Outcome struct {
	Natural    int        // the natural 2d12 roll
	ToHit      int        // the attack's bonus to hit
	Defence    int        // the Defence it was rolled against
	Hit        bool       // the attack landed (a glance too: it trains as a hit)
	MissReason MissReason // what turned a miss; NotMissed on a hit
	Threat     bool       // the hit threatened a critical
	NoVitals   bool       // the hit would have threatened, but the target has no vitals: a plain hit
	Confirm    int        // the natural roll that tried to confirm a threat; 0 when none
	Critical   bool       // the threat was confirmed
	Type       DamageType // the damage type of a hit
	Damage     int        // damage before Protection, at least 1 on a hit
	Soaked     int        // what Protection took off
	Dealt      int        // damage after Protection, never below 0
	Piece      string     // the piece of Protection that turned most of the hit; "" when none
	Glance     bool       // a hit whose damage Protection took whole
	Bleeding   bool       // a bleeding wound opened: a confirmed critical, or a big hit; never a glance, never in the bloodless
	Killed     bool       // the hit took the target's last hit point
	Unseen     bool       // the target did not see the attacker (Attack.Unseen)
	Blind      bool       // the attacker did not see the target (Attack.Blind)
	// Sneak: a sneak attack was made, and counted (RULES.md §22.2). NoVitalSpot: a sneak attack on
	// a target with no vitals, rolled as a plain attack (§22.4): "It has no vital spot."
	Sneak, NoVitalSpot bool
	// Elemental: the damage is of Element, not a physical type (ResolveSpell): no Protection
	// soaked it and Resisted is what resistance took (negative: what a weakness added).
	Elemental bool
	Element   Element
	Resisted  int
	// ShieldHit marks a hit the defender's shield took (a rule set whose shields soak, RULES.md §32.2):
	// its Protection counted, and the messages and animations tell it.
	ShieldHit bool
	// Own is what the rule set that settled the blow records of it beyond the above (the opposed rolls, a
	// hit strength, what a Guard did): its own type, read by its own code (ruleset.RuleSet); nil for the
	// chapter's.
	Own any
}

// twoD12 is the natural roll of every attack.
var twoD12 = Dice{Count: 2, Sides: 12}

// Resolve rolls one attack against a defender, recording every roll on r. An impossible
// attack or defender (or no roller) is an error and rolls nothing.
func Resolve(r *Roller, a Attack, d Defender) (Outcome, error) { return ResolveIn(r, &a, &d) }

// ResolveIn is Resolve of *a against *d, read in place and left unchanged: a blow's attack and defender
// (ruleset.Blow) are not copied for it (issue 35: the two take 672 bytes, copied three times a blow).
func ResolveIn(r *Roller, a *Attack, d *Defender) (Outcome, error) {
	if r == nil || r.rng == nil {
		return Outcome{}, fmt.Errorf("combat: resolve: no roller (use NewRoller)")
	}
	if err := a.check(); err != nil {
		return Outcome{}, fmt.Errorf("combat: resolve: %w", err)
	}
	if err := d.check(); err != nil {
		return Outcome{}, fmt.Errorf("combat: resolve: %w", err)
	}
	immune := a.Sneak.On && d.NoVitals // a.facing(d), a copied only then
	if immune {
		fa := *a
		fa.Sneak = Sneak{}
		a = &fa
	}
	p := a.profile()
	parts := d.Defence.Parts(a.Mode, a.Adjacent, d.Measure)
	o := Outcome{ToHit: p.ToHit, Defence: defence(parts), Unseen: a.Unseen, Blind: a.Blind, Sneak: a.Sneak.On, NoVitalSpot: immune}

	// To-hit (RULES.md §2.1): the natural 2d12 plus the to-hit lands when it reaches the
	// target's Defence.
	o.Natural = r.Roll(WhyToHit, twoD12)
	o.Hit = toHit(o.Natural, o.ToHit, o.Defence)
	if !o.Hit {
		// RULES.md §5: a miss says why, as far as it was seen.
		o.MissReason = missReason(r, a.Unseen || a.Blind, o, &parts)
		return o, nil
	}
	// Threat (RULES.md §6.1): a natural roll in the threat range threatens a critical; on a
	// target with no vitals it is a plain hit (§6.3).
	if threat(o.Natural, p.ThreatLow) {
		if d.NoVitals {
			o.NoVitals = true
		} else {
			o.Threat = true
			// Confirm (RULES.md §6.1): a second 2d12 with the same to-hit against the same Defence.
			o.Confirm = r.Roll(WhyConfirm, twoD12)
			o.Critical = toHit(o.Confirm, o.ToHit, o.Defence)
		}
	}
	// Damage (RULES.md §7.1, §7.2): rolled once, or the multiplier's number of times for a
	// confirmed critical, added up, at least 1 before Protection; the damage type is the
	// weapon's one Protection stops least.
	prot, piece := d.protections()
	o.Type = damageType(r, a.Weapon.Types, &prot)
	rolls := 1
	if o.Critical {
		rolls = p.Multiplier
	}
	o.Damage = damage(r, p.Damage, rolls)
	// Protection (RULES.md §7.3, §7.4): a hit loses ⌈P/2⌉ to P, after pierce, once even for
	// a critical.
	if i := piece[o.Type]; i >= 0 {
		o.Piece = d.Protection[i].Name
	}
	o.Soaked = protection(r, max(0, prot[o.Type]-a.Weapon.Pierce))
	o.Dealt = max(0, o.Damage-o.Soaked)
	// A hit Protection takes whole glances and nothing else comes of it (RULES.md §7.5); a
	// confirmed critical or a big hit bleeds (§8.1).
	o.Glance = o.Dealt == 0
	o.Bleeding = !d.Bloodless && !o.Glance && (o.Critical || o.Dealt >= d.BleedAt())
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// toHit is the to-hit rule: a natural 2 always misses, a natural 22 or better always hits,
// otherwise the natural roll plus to-hit must reach Defence.
func toHit(natural, bonus, defence int) bool {
	return natural >= 22 || (natural > 2 && natural+bonus >= defence)
}

// defence is 10 plus every part (Defence.Parts).
func defence(parts [NumDefenceKinds]int) int {
	t := 10
	for _, v := range parts {
		t += v
	}
	return t
}

// threat reports whether a hit's natural roll is in the threat range low..24.
func threat(natural, low int) bool { return natural >= low }

// damage throws rolls damage rolls, each with every bonus, adds them up, and makes it at least 1.
func damage(r *Roller, d Dice, rolls int) int {
	sum := 0
	for range rolls {
		sum += r.Roll(WhyDamage, d)
	}
	return max(1, sum)
}

// protection throws what Protection prot (after pierce) takes off a hit: ⌈prot/2⌉ to prot.
func protection(r *Roller, prot int) int {
	if prot <= 0 {
		return 0
	}
	low := (prot + 1) / 2
	return r.Roll(WhyProtection, Dice{Count: 1, Sides: prot - low + 1, Bonus: low - 1})
}

// missReason decides what turned a miss: unseen, plain (it would have missed Defence 10),
// or one kind of Defence picked with weight by how much it adds (never a negative one).
func missReason(r *Roller, unseen bool, o Outcome, parts *[NumDefenceKinds]int) MissReason {
	if unseen {
		return MissUnseen
	}
	if !toHit(o.Natural, o.ToHit, 10) {
		return MissPlain
	}
	weight := 0
	for _, v := range parts {
		weight += max(0, v)
	}
	if weight == 0 {
		return MissPlain // cannot happen: a roll that reaches 10 but misses met a positive part
	}
	pick := r.Roll(WhyMiss, Dice{Count: 1, Sides: weight})
	for k, v := range parts {
		if v > 0 {
			if pick <= v {
				return missByKind[k]
			}
			pick -= v
		}
	}
	return MissPlain
}

// damageType picks the weapon's damage type that Protection (prot, by type) stops least;
// among equally good ones, a roll picks.
func damageType(r *Roller, types DamageTypes, prot *[NumDamageTypes]int) DamageType {
	best, ties, bestT := 1<<30, 0, DamageType(0)
	for t := DamageType(0); t < NumDamageTypes; t++ {
		if !types.Has(t) {
			continue
		}
		switch p := prot[t]; {
		case p < best:
			best, ties, bestT = p, 1, t
		case p == best:
			ties++
		}
	}
	if ties <= 1 {
		return bestT
	}
	pick := r.Roll(WhyType, Dice{Count: 1, Sides: ties})
	for t := DamageType(0); t < NumDamageTypes; t++ {
		if types.Has(t) && prot[t] == best {
			pick--
			if pick == 0 {
				return t
			}
		}
	}
	return bestT
}
