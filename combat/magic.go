// Magic: what the affixes of magic items add to an attack and to a Defence (RULES.md §19).

package combat

// Magic is what one item's affixes add up to, or the sum over several items. The attack parts count
// only as the table of RULES.md §19.1 says (the weapon's own, then what is worn); the Defence parts
// as RULES.md §19.2 says (Deflection and Natural best of kind, Dodge adding up, Armour and Shield on the
// piece's own base, Protection on the piece that carries it).
type Magic struct {
	ToHit, Damage int
	Threat        int // natural rolls added below the threat range (0 or more)
	Multiplier    int // added to the critical multiplier (0 or more)
	// Defence is added to the piece's own kind: a magic suit of armour's Armour, a magic shield's
	// Shield. Helms, cloaks, gloves, boots, rings and amulets have no kind of their own: theirs counts
	// as nothing (they add to Defence only through Deflection, Dodge or Natural).
	Defence                    int
	Deflection, Dodge, Natural int
	// Protection (Hardened) and Vs (Protection against one damage type) are added to the piece that
	// carries them: they count once, as part of that piece.
	Protection int
	Vs         [NumDamageTypes]int
}

// Plus is m and o added up, part by part.
func (m Magic) Plus(o Magic) Magic {
	m.ToHit += o.ToHit
	m.Damage += o.Damage
	m.Threat += o.Threat
	m.Multiplier += o.Multiplier
	m.Defence += o.Defence
	m.Deflection += o.Deflection
	m.Dodge += o.Dodge
	m.Natural += o.Natural
	m.Protection += o.Protection
	for t := range m.Vs {
		m.Vs[t] += o.Vs[t]
	}
	return m
}

// AttackMagic is the magic an attack of mode counts (RULES.md §19.1, the chapter's "Magic (affixes)"
// row): up close the weapon's own (own: the blow's weapon), then what is worn and wielded; a shot the
// bow's and the ammunition's (own: both), then what is worn; a throw the thrown weapon's (own), then
// what is worn. worn is the magic of every item worn or wielded that is no weapon and no ammunition:
// another weapon's to-hit is its own, and helps only its own blows.
func AttackMagic(own []Magic, worn []Magic) Magic {
	var m Magic
	for _, o := range own {
		m = m.Plus(o)
	}
	for _, w := range worn {
		m = m.Plus(w)
	}
	return m
}

// AddMagic puts the attack parts of m into the attack: to hit, damage, threat range and multiplier. The
// caps are Profile's: a threat range never past a natural 2, a multiplier never past ×5.
func (a *Attack) AddMagic(m Magic) {
	a.MagicToHit += m.ToHit
	a.MagicDamage += m.Damage
	a.MagicThreat = min(24, max(0, a.MagicThreat+m.Threat))
	a.MagicMultiplier = min(5, max(0, a.MagicMultiplier+m.Multiplier))
}

// AddMagic puts the Defence parts of one item's magic into d: Deflection and Natural are each the best
// of their kind, every Dodge adds up (RULES.md §19.2). The item's Defence (its own kind's) and
// Protection are the caller's: they belong to the piece.
func (d *Defence) AddMagic(m Magic) {
	if m.Deflection != 0 {
		d.Add(Deflection, m.Deflection)
	}
	if m.Natural != 0 {
		d.Add(Natural, m.Natural)
	}
	if m.Dodge != 0 {
		d.Add(Dodge, m.Dodge)
	}
}

// Harden is piece p with the Protection of its magic added (Hardened armour, RULES.md §19.2): the piece
// still counts once.
func (p Piece) Harden(m Magic) Piece {
	p.Protection += m.Protection
	for t := range p.Vs {
		p.Vs[t] += m.Vs[t]
	}
	return p
}
