// spells.toml: the elements (kinds of damage beyond the physical three) and the resistance rule,
// the spells, and the traps (combat/RULES.md §28–§31).

package assets

import (
	"fmt"
	"slices"

	"github.com/cleave-game/cleave/combat"
)

// Element is a kind of damage beyond the physical three (spells.toml [[element]]); its index in
// Data.Elements is its combat.Element.
type Element struct {
	Name string
	// Verb is what damage of it does, third person, for messages: "burns", "freezes".
	Verb string
	// Resistible: resistance takes its share (a fall is not resisted: it goes straight through).
	Resistible bool
}

// The shapes of a spell (spells.toml "shape"): how it reaches its target.
const (
	ShapeBolt  = "bolt"  // flies to the first creature in its way and rolls to hit (Dodge, Deflection)
	ShapeBlast = "blast" // bursts at the cell aimed at, hitting every creature within radius; never misses
	ShapeBeam  = "beam"  // a line to its range through every creature in it; never misses
	ShapeSelf  = "self"  // on the caster itself
)

// The effects of a spell (spells.toml "effect"); a potion's or a scroll's are Effect (magic.go).
const (
	SpellDamage = "damage" // damage of its element
	SpellHeal   = "heal"   // hit points back
	SpellWard   = "ward"   // Deflection for a while
	SpellDazzle = "dazzle" // a penalty to hit for a while
)

var (
	spellShapes  = []string{ShapeBolt, ShapeBlast, ShapeBeam, ShapeSelf}
	spellEffects = []string{SpellDamage, SpellHeal, SpellWard, SpellDazzle}
)

// Spell is one spell of spells.toml [[spell]]: creatures cast the same rows.
type Spell struct {
	Name    string
	Shape   string
	Effect  string
	Element string      // the element of its damage ("" unless the effect is damage)
	Damage  combat.Dice // damage (effect damage) or hit points (effect heal)
	Range   int         // cells; 0 for a spell on oneself
	Radius  int         // a blast's radius in cells
	ToHit   int         // a bolt's own bonus to hit, added to the caster's casting bonus
	Amount  int         // a ward's Deflection, a dazzle's penalty to hit
	Seconds float64     // how long a ward or a dazzle lasts
	Time    float64     // seconds the casting takes
	// Recharge is the cost of a spell: seconds before the same caster can cast it again.
	Recharge float64
	Skill    string   // the skill it trains and whose rank's to-hit and damage it adds
	Learned  []string // the backgrounds that start knowing it
	Sprite   string   // what flies or bursts: a sprite of render/art
	Text     string   // a line for the spell list
}

// Trap kinds (spells.toml [[trap]] "kind").
const (
	TrapMissile = "missile" // an arrow or a spear: an attack resolved by combat, soaked by Protection
	TrapPit     = "pit"     // a fall: damage of an element no armour soaks
	TrapSpell   = "spell"   // a spell goes off: a fire or gas trap
)

var trapKinds = []string{TrapMissile, TrapPit, TrapSpell}

// Trap is one trap of spells.toml [[trap]].
type Trap struct {
	Name   string
	Kind   string
	Weapon combat.Weapon // a missile trap's arrow or spear
	ToHit  int           // a missile trap's bonus to hit
	// Element and Damage: a pit's fall.
	Element string
	Damage  combat.Dice
	Spell   string // a spell trap's spell, cast at the cell
	// Notice is how well hidden it is: a search rolls 2d12 plus the searcher's bonus against it.
	Notice   int
	Disarm   int // a disarm rolls 2d12 plus the bonus against it; missing by 5 or more sets it off
	DepthMin int
	DepthMax int
	// Frequency is how many of it a level of its depths holds on average, in hundredths.
	Frequency int
	Sprite    string
	Text      string // its description
}

// Element is the element named name and its combat index.
func (d *Data) Element(name string) (combat.Element, *Element, bool) {
	i := slices.IndexFunc(d.Elements, func(e Element) bool { return e.Name == name })
	if i < 0 {
		return 0, nil, false
	}
	return combat.Element(i), &d.Elements[i], true
}

// Spell is the spell named name.
func (d *Data) Spell(name string) (*Spell, bool) { return lookup(d.Spells, d.spells, name) }

// Trap is the trap named name.
func (d *Data) Trap(name string) (*Trap, bool) { return lookup(d.Traps, d.traps, name) }

// SpellNames lists the spells in file order.
func (d *Data) SpellNames() []string {
	out := make([]string, len(d.Spells))
	for i := range d.Spells {
		out[i] = d.Spells[i].Name
	}
	return out
}

type spellsFile struct {
	ResistStep int          `toml:"resist_step"`
	ResistMost int          `toml:"resist_most"`
	SearchTo   int          `toml:"search_bonus"`
	KnowTraps  int          `toml:"creature_know_percent"`
	TrapSkill  string       `toml:"trap_skill"`
	Element    []elementRow `toml:"element"`
	Spell      []spellRow   `toml:"spell"`
	Trap       []trapRow    `toml:"trap"`
}

type elementRow struct {
	Name       string `toml:"name"`
	Verb       string `toml:"verb"`
	Resistible *bool  `toml:"resistible"`
}

type spellRow struct {
	Name     string   `toml:"name"`
	Shape    string   `toml:"shape"`
	Effect   string   `toml:"effect"`
	Element  string   `toml:"element"`
	Damage   string   `toml:"damage"`
	Range    int      `toml:"range"`
	Radius   int      `toml:"radius"`
	ToHit    int      `toml:"to_hit"`
	Amount   int      `toml:"amount"`
	Seconds  float64  `toml:"seconds"`
	Time     float64  `toml:"time"`
	Recharge float64  `toml:"recharge"`
	Skill    string   `toml:"skill"`
	Learned  []string `toml:"learned_by"`
	Sprite   string   `toml:"sprite"`
	Text     string   `toml:"text"`
}

type trapRow struct {
	Name      string `toml:"name"`
	Kind      string `toml:"kind"`
	Missile   string `toml:"missile"`
	Damage    string `toml:"damage"`
	Type      string `toml:"type"`
	Verb      string `toml:"verb"`
	ToHit     int    `toml:"to_hit"`
	Element   string `toml:"element"`
	Spell     string `toml:"spell"`
	Notice    int    `toml:"notice"`
	Disarm    int    `toml:"disarm"`
	Depth     []int  `toml:"depth"`
	Frequency int    `toml:"frequency"`
	Sprite    string `toml:"sprite"`
	Text      string `toml:"text"`
}

// spellsFile reads spells.toml: the resistance rule and search bonus before the first entry, then
// elements, spells and traps.
func (l *loader) spellsFile(file string, data []byte) {
	ruled := false
	for _, g := range decodeGroups[spellsFile](file, data, &l.errs) {
		switch {
		case g.table == "":
			if !g.ok || !g.require("resist_step", "resist_most", "search_bonus", "creature_know_percent", "trap_skill") {
				ruled = true // reported
				continue
			}
			ruled = true
			l.d.Resist = combat.ResistRule{Step: g.val.ResistStep, Most: g.val.ResistMost}
			if err := l.d.Resist.Validate(); err != nil {
				g.errorf("resist_most", "%v", err)
			}
			g.intIn("search_bonus", g.val.SearchTo, -10, 20)
			l.d.SearchBonus = g.val.SearchTo
			g.intIn("creature_know_percent", g.val.KnowTraps, 0, 100)
			l.d.KnowTraps = g.val.KnowTraps
			l.d.TrapSkill = g.val.TrapSkill
			g1, skill := g.ent, g.val.TrapSkill
			l.later = append(l.later, func() { l.weaponSkillRef(g1, "trap_skill", skill) })
		case g.table == "element" && register(g, l.elements, len(l.d.Elements)) && len(g.val.Element) == 1:
			r := g.val.Element[0]
			g.require("verb")
			g.nonEmpty("verb", r.Verb)
			if len(l.d.Elements) == combat.MaxElements {
				g.errorf("name", "an element beyond the %d there may be", combat.MaxElements)
				continue
			}
			l.d.Elements = append(l.d.Elements, Element{Name: r.Name, Verb: r.Verb, Resistible: r.Resistible == nil || *r.Resistible})
		case g.table == "spell" && register(g, l.spells, len(l.d.Spells)) && len(g.val.Spell) == 1:
			l.spell(g.ent, g.val.Spell[0])
		case g.table == "trap" && register(g, l.traps, len(l.d.Traps)) && len(g.val.Trap) == 1:
			l.trap(g.ent, g.val.Trap[0])
		}
	}
	if !ruled {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "missing keys resist_step, resist_most, search_bonus, creature_know_percent and trap_skill, before the first entry"})
	}
}

func (l *loader) spell(g *ent, r spellRow) {
	s := Spell{Name: r.Name, Element: r.Element, Range: r.Range, Radius: r.Radius, ToHit: r.ToHit, Amount: r.Amount,
		Seconds: r.Seconds, Time: r.Time, Recharge: r.Recharge, Skill: r.Skill, Learned: r.Learned, Sprite: r.Sprite, Text: r.Text}
	g.require("shape", "effect", "time", "skill", "text")
	g.nonEmpty("text", r.Text)
	s.Shape = spellShapes[g.enum("shape", r.Shape, spellShapes)]
	s.Effect = spellEffects[g.enum("effect", r.Effect, spellEffects)]
	g.floatIn("time", r.Time, 0.1, 600)
	if g.has("recharge") {
		g.floatIn("recharge", r.Recharge, 0, 36000)
	}
	g.intIn("to_hit", r.ToHit, -20, 20)
	switch {
	case s.Shape == ShapeSelf && g.has("range"):
		g.errorf("range", "a spell on oneself has no range")
	case s.Shape != ShapeSelf:
		g.require("range")
		g.intIn("range", r.Range, 1, 30)
	}
	if s.Shape == ShapeBlast {
		g.require("radius")
		g.intIn("radius", r.Radius, 1, 5)
	} else if g.has("radius") {
		g.errorf("radius", "radius is for blasts only")
	}
	switch s.Effect {
	case SpellDamage:
		if g.require("damage", "element") {
			s.Damage = g.dice("damage", r.Damage)
			l.later = append(l.later, func() { l.elementRef(g, "element", r.Element) })
		}
		if s.Shape == ShapeSelf {
			g.errorf("shape", "a spell on oneself cannot do damage")
		}
	case SpellHeal:
		if g.require("damage") {
			s.Damage = g.dice("damage", r.Damage)
		}
	case SpellWard:
		g.require("amount", "seconds")
		g.intIn("amount", r.Amount, 1, 20)
		g.floatIn("seconds", r.Seconds, 1, 3600)
	case SpellDazzle:
		// the dazzle of talents.toml [dazzle] (RULES.md §24.1): what it costs is the one dazzle's, not the spell's
		if g.has("amount") {
			g.errorf("amount", "a dazzle costs what talents.toml's [dazzle] says; only its seconds are the spell's")
		}
		if g.require("seconds") {
			g.floatIn("seconds", r.Seconds, 1, 3600)
		}
	}
	if s.Effect != SpellDamage && g.has("element") {
		g.errorf("element", "element is for spells that do damage")
	}
	if s.Effect == SpellWard || s.Effect == SpellHeal {
		if s.Shape != ShapeSelf {
			g.errorf("shape", "a %s is cast on oneself: shape = %q", s.Effect, ShapeSelf)
		}
	}
	if s.Effect == SpellDazzle && s.Shape != ShapeBolt {
		g.errorf("shape", "a dazzle flies at one creature: shape = %q", ShapeBolt)
	}
	if s.Shape != ShapeBolt && g.has("to_hit") {
		g.errorf("to_hit", "only a bolt rolls to hit")
	}
	if g.has("skill") {
		l.later = append(l.later, func() { l.weaponSkillRef(g, "skill", r.Skill) })
	}
	for i, b := range r.Learned {
		p := fmt.Sprintf("learned_by[%d]", i)
		l.later = append(l.later, func() {
			if !l.backgrounds.has(b) {
				g.ref(p, "background", b, l.backgrounds)
			}
		})
	}
	l.d.Spells = append(l.d.Spells, s)
}

func (l *loader) trap(g *ent, r trapRow) {
	t := Trap{Name: r.Name, ToHit: r.ToHit, Element: r.Element, Spell: r.Spell, Notice: r.Notice, Disarm: r.Disarm,
		Frequency: r.Frequency, Sprite: r.Sprite, Text: r.Text}
	g.require("kind", "notice", "disarm", "depth", "frequency", "text")
	g.nonEmpty("text", r.Text)
	t.Kind = trapKinds[g.enum("kind", r.Kind, trapKinds)]
	g.intIn("notice", r.Notice, 2, 40)
	g.intIn("disarm", r.Disarm, 2, 40)
	g.intIn("frequency", r.Frequency, 0, 1000)
	g.intIn("to_hit", r.ToHit, -20, 20)
	if g.has("depth") {
		if len(r.Depth) != 2 {
			g.errorf("depth", "depth wants [shallowest, deepest], got %d numbers", len(r.Depth))
		} else {
			t.DepthMin, t.DepthMax = r.Depth[0], r.Depth[1]
			g.intIn("depth[0]", t.DepthMin, 1, maxDepth)
			g.intIn("depth[1]", t.DepthMax, t.DepthMin, maxDepth)
		}
	}
	switch t.Kind {
	case TrapMissile:
		if g.require("missile", "damage", "type", "verb") {
			typ := g.damageType("type", r.Type)
			t.Weapon = combat.Weapon{Name: r.Missile, Damage: g.dice("damage", r.Damage), ToHit: r.ToHit, Types: combat.AnyOf(typ)}
			t.Weapon.Verbs[typ] = r.Verb
			w := t.Weapon
			w.ToHit = 0 // checked above, as every trap's: told once
			l.combatChecks(g, "", w, true)
		}
	case TrapPit:
		if g.require("damage", "element") {
			t.Damage = g.dice("damage", r.Damage)
			l.later = append(l.later, func() { l.elementRef(g, "element", r.Element) })
		}
	case TrapSpell:
		if g.require("spell") {
			l.later = append(l.later, func() {
				if !l.spells.has(r.Spell) {
					g.ref("spell", "spell", r.Spell, l.spells)
				}
			})
		}
	}
	l.d.Traps = append(l.d.Traps, t)
}

// elementRef checks that name is an element of spells.toml.
func (l *loader) elementRef(g *ent, path, name string) {
	if !l.elements.has(name) {
		g.ref(path, "element", name, l.elements)
	}
}

// resistKeys checks a map of resistance levels written in races.toml or creatures.toml (resist = {
// fire = 1 }), each level within ±combat.MaxResist and each key an element.
func (l *loader) resistKeys(g *ent, m map[string]int) {
	for _, k := range sortedKeys(m) {
		p := "resist." + k
		g.intIn(p, m[k], -combat.MaxResist, combat.MaxResist)
		l.later = append(l.later, func() {
			if !l.elements.has(k) {
				g.refKey(p, "element", k, l.elements)
			}
		})
	}
}

// Resistances turns a map of resistance levels by element name into combat's, adding to r; names
// that are no element are left out (the loader has reported them).
func (d *Data) Resistances(r *combat.Resistances, m map[string]int) {
	for k, v := range m {
		if e, _, ok := d.Element(k); ok {
			r.Add(e, v)
		}
	}
}
