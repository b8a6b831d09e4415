// The elements: kinds of damage beyond the physical three, which Protection does not soak and
// resistances take their share of (RULES.md §28), and spells' bolts and blasts (§30).

package combat

import "fmt"

// Element is a kind of damage beyond the physical three (fire, cold, lightning, acid, poison, a
// fall): an index into the list the data declares (assets/elements.toml), in its order.
type Element uint8

// MaxElements is how many elements the data may declare.
const MaxElements = 16

// MaxResist bounds a resistance level either way: a level below 0 is a weakness.
const MaxResist = 10

// Resistances is a defender's resistance level to each element, indexed by Element. Every
// source adds its levels (race, a creature's nature, a magic item, a potion, a spell): the
// sum counts, within the rule's limits (ResistRule.Share).
type Resistances [MaxElements]int

// Add adds level to the resistance to e (an element past MaxElements changes nothing).
func (r *Resistances) Add(e Element, level int) {
	if int(e) < MaxElements {
		r[e] += level
	}
}

// ResistRule is how much of the damage each level of resistance takes (RULES.md §28.3): Step
// percent of the damage after armour a level, counted up to Most levels (Most × Step is at most
// 100: a resistance may make one immune, never healed). A weakness (a level below 0) adds Step
// percent a level, counted down to −Most.
type ResistRule struct {
	Step int // percent a level takes off (or adds, for a weakness)
	Most int // the most levels that count, either way
}

// Validate reports a rule that is no share: a step of 1 to 100 percent, at most 100% in all.
func (r ResistRule) Validate() error {
	if r.Step < 1 || r.Step > 100 || r.Most < 1 || r.Most*r.Step > 100 {
		return fmt.Errorf("resistance: %d%% a level up to %d levels: want 1–100%% a level, at most 100%% in all", r.Step, r.Most)
	}
	return nil
}

// Share is what resistance level takes off damage (negative: what a weakness adds): ⌊damage ×
// level × Step / 100⌋ with level limited to ±Most, rounded toward zero.
func (r ResistRule) Share(damage, level int) int {
	level = min(r.Most, max(-r.Most, level))
	return damage * level * r.Step / 100
}

// Spell is the damage of a spell or a trap that is not a blow (RULES.md §30): its dice, all of
// one element, and how it lands. A Bolt rolls to hit; a blast or a beam never misses.
type Spell struct {
	Name    string  // "fire bolt"; named in messages
	Damage  Dice    // the damage of a hit, every bonus included
	Element Element // its kind of damage
	// Resistible: resistance to the element takes its share (a fall is not: nothing resists it).
	Resistible bool
	// Bolt: it flies and rolls 2d12 plus ToHit against 10 plus the target's Dodge and Deflection
	// only (RULES.md §30.2). Otherwise it never misses.
	Bolt  bool
	ToHit int // a bolt's bonus to hit: the caster's casting bonus
}

// Validate reports a spell the rules cannot roll.
func (s Spell) Validate() error {
	if err := s.Damage.Validate(); err != nil {
		return fmt.Errorf("spell %q: %w", s.Name, err)
	}
	switch {
	case int(s.Element) >= MaxElements:
		return fmt.Errorf("spell %q: element %d past the %d there may be", s.Name, s.Element, MaxElements)
	case s.ToHit < -100 || s.ToHit > 100:
		return fmt.Errorf("spell %q: to-hit %+d is absurd", s.Name, s.ToHit)
	}
	return nil
}

// SpellDefence is the Defence a bolt rolls against (RULES.md §30.2): 10, the target's Dodge
// and its Deflection. Armour, a shield, Dexterity, a parry and a hide do not turn a bolt.
func SpellDefence(d Defence) int { return 10 + d.Kinds[Dodge] + d.Kinds[Deflection] }

// ResolveSpell rolls a spell's damage on a defender (RULES.md §28, §30): a bolt first rolls to
// hit (a natural 2 misses, 22 or more hits, no threat, no critical); then the damage, which no
// Protection soaks, less the share the target's resistance to the element takes. The Outcome
// has Elemental set; Damage is the roll, Resisted what resistance took (negative: what a
// weakness added), Dealt what is left, never below 0.
func ResolveSpell(r *Roller, s Spell, d Defender, rule ResistRule) (Outcome, error) {
	if r == nil || r.rng == nil {
		return Outcome{}, fmt.Errorf("combat: spell: no roller (use NewRoller)")
	}
	if err := s.Validate(); err != nil {
		return Outcome{}, fmt.Errorf("combat: %w", err)
	}
	if err := rule.Validate(); err != nil {
		return Outcome{}, fmt.Errorf("combat: spell %q: %w", s.Name, err)
	}
	if err := d.Validate(); err != nil {
		return Outcome{}, fmt.Errorf("combat: spell %q: %w", s.Name, err)
	}
	o := Outcome{Elemental: true, Element: s.Element, Hit: true}
	if s.Bolt {
		o.ToHit, o.Defence = s.ToHit, SpellDefence(d.Defence)
		o.Natural = r.Roll(WhyToHit, twoD12)
		o.Hit = toHit(o.Natural, o.ToHit, o.Defence)
		if !o.Hit {
			o.MissReason = MissDodge
			if !toHit(o.Natural, o.ToHit, 10) {
				o.MissReason = MissPlain
			}
			return o, nil
		}
	}
	o.Damage = max(1, r.Roll(WhyDamage, s.Damage))
	if s.Resistible {
		o.Resisted = rule.Share(o.Damage, d.Resist[s.Element])
	}
	o.Dealt = max(0, o.Damage-o.Resisted)
	o.Glance = o.Dealt == 0
	o.Killed = o.Dealt >= d.HP
	return o, nil
}

// SpellOdds is the exact odds of a damaging spell against a defender (RULES.md §30.4): a bolt's
// 144 natural rolls against SpellDefence, a blast's or a beam's certain landing, the damage dice,
// and the resistance's share. Threat, Crit and Confirm stay 0: a spell never threatens.
func SpellOdds(s Spell, d Defender, rule ResistRule) Report {
	rep, _ := spellOdds(s, d, rule)
	return rep
}

// SpellOddsChecked is SpellOdds with the spell, the rule and the defender checked first.
func SpellOddsChecked(s Spell, d Defender, rule ResistRule) (Report, Dist, error) {
	if err := s.Validate(); err != nil {
		return Report{}, Dist{}, fmt.Errorf("combat: odds: %w", err)
	}
	if err := rule.Validate(); err != nil {
		return Report{}, Dist{}, fmt.Errorf("combat: odds: %w", err)
	}
	if err := d.Validate(); err != nil {
		return Report{}, Dist{}, fmt.Errorf("combat: odds: %w", err)
	}
	rep, dealt := spellOdds(s, d, rule)
	return rep, dealt, nil
}

// spellOdds works out SpellOdds and the distribution of damage dealt by one casting (misses as 0).
func spellOdds(s Spell, d Defender, rule ResistRule) (Report, Dist) {
	rep := Report{ToHit: s.ToHit, Defence: SpellDefence(d.Defence), ThreatLow: 25, Multiplier: 1}
	hit := 1.0
	if s.Bolt {
		rep.Need = rep.Defence - s.ToHit
		for n := 2; n <= 24; n++ {
			if toHit(n, s.ToHit, rep.Defence) {
				rep.HitCount += naturalCount(n)
			}
		}
		hit = float64(rep.HitCount) / 144
	} else {
		rep.HitCount = 144
	}
	rep.Hit = hit
	dmg := damageDist(s.Damage, 1)
	level := 0
	if s.Resistible && int(s.Element) < MaxElements {
		level = d.Resist[s.Element]
	}
	lo, hi := max(1, s.Damage.Min()), max(1, s.Damage.Max())
	rep.HitDamage = [2]int{lo, hi}
	dealtP := map[int]float64{0: 1 - hit}
	dealtMax := 0
	for i, p := range dmg.P {
		v := max(1, dmg.Min+i)
		out := max(0, v-rule.Share(v, level))
		dealtP[out] += hit * p
		dealtMax = max(dealtMax, out)
		if out == 0 {
			rep.Glance += hit * p
		}
		rep.MeanDamage += hit * p * float64(out)
		if out >= d.maxHP() {
			rep.Kill += hit * p
		}
	}
	dealt := Dist{Min: 0, P: make([]float64, dealtMax+1)}
	for v, p := range dealtP {
		dealt.P[v] += p
	}
	return rep, dealt
}
