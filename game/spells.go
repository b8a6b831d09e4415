// Spells and the elements: resistances, casting, and what a spell does when it lands (combat/RULES.md
// §28–§31). The player and the creatures cast the same rows of spells.toml through the same code.

package game

import (
	"fmt"
	"slices"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/words"
	"github.com/cleave-game/cleave/levels"
)

// The events of spells, for the renderer to animate (after the kinds of events.go).
const (
	EventBolt  EventKind = 16 + iota // a bolt flew from From to To (Weapon names the spell)
	EventBlast                       // a blast burst at To (Outcome unused; Weapon the spell, Mode unused)
	EventBeam                        // a beam shone from From to To
	EventSelf                        // a spell on its caster at To
)

// spellbook casts spells and says what they did (RULES.md §28–§31): the player's and the creatures', and
// a trap's (a nil caster), from the same rows of spells.toml through the same code; a spell's roll is the
// strike's assembly's (arms.spell).
type spellbook struct {
	g    *Game    // the data, the clock, the floor, the log, the fight (a kill)
	near []*Actor // scratch of the creatures near a blast (reaches)
	// said are the spells' lines of the log made, by what they were made of (sayKept), for linesOf's data
	said      map[spellLine]string
	linesOf   *assets.Data
	linesLang *text.Lang // the language they were said in
}

// spellLine is what a spell's line of the log is made of: which line, the facts it tells (bits) and the
// names in it.
type spellLine struct {
	what  string
	facts uint16
	names [4]string
}

// sayKept says the line build makes of k, made once while kept (issue 35: a caster in view made its lines
// anew at every cast; at most words.MemoSize are kept). k must hold all that build reads.
func (sb *spellbook) sayKept(kind MessageKind, k spellLine, build func() string) {
	g := sb.g
	if sb.linesOf != g.data || sb.linesLang != langOf(g) {
		sb.said, sb.linesOf, sb.linesLang = nil, g.data, langOf(g)
	}
	text, ok := sb.said[k]
	if !ok {
		text = build()
		if sb.said == nil || len(sb.said) >= words.MemoSize {
			sb.said = make(map[spellLine]string)
		}
		sb.said[k] = text
	}
	g.say(kind, text)
}

// bit is 1 for true.
func bit(b bool) uint16 {
	if b {
		return 1
	}
	return 0
}

// resistances is t's resistance level to each element (RULES.md §28.3): its race's (the player) and its
// bestiary row's, and its own (Actor.Resist: what it wears or drinks).
func (arm *arms) resistances(t *Actor) combat.Resistances {
	g := arm.g
	var r combat.Resistances
	if !t.Player {
		g.kits.creatureResist(g.data, t, &r) // its kind's, found once (kit.go)
	}
	if t.Player {
		if race, ok := g.data.Race(t.Race); ok {
			g.data.Resistances(&r, race.Resist)
		}
	}
	for e, v := range t.Resist {
		if e < combat.MaxElements {
			r[e] += v
		}
	}
	// What it wears (RULES.md §19.2, §28.3): the roll counts every affix, the player's screens the known.
	for sl := range t.Worn {
		it := &t.Worn[sl]
		if it.IsZero() || Slot(sl) == SlotAmmo || it.Kind == ItemWeapon || it.Affixes == [MaxAffixes]string{} {
			continue
		}
		afs := g.lore.affixRowsOf(it)
		for _, af := range afs.rows[:afs.n] {
			if !(arm.knownOnly && t.Player && !g.lore.knowsAffix(*it, af)) {
				g.data.Resistances(&r, af.Resist)
			}
		}
	}
	return r
}

// learn teaches a the spell named name (a background, a book, a scroll); it reports whether it was new.
func (sb *spellbook) learn(a *Actor, name string) bool {
	sp, ok := sb.g.data.Spell(name)
	if !ok || slices.Contains(a.Spells, sp.Name) {
		return false
	}
	a.Spells = append(a.Spells, sp.Name)
	return true
}

// learnBackgroundSpells teaches the player the spells its background starts with (spells.toml learned_by).
func learnBackgroundSpells(d *assets.Data, a *Actor) {
	for i := range d.Spells {
		if slices.Contains(d.Spells[i].Learned, a.Background) {
			a.Spells = append(a.Spells, d.Spells[i].Name)
		}
	}
}

// KnownSpells lists the spells a knows, in the order learned.
func (g *Game) KnownSpells(a *Actor) []string { return slices.Clone(a.Spells) }

// ready reports whether a may cast spell name now: known, and its recharge over.
func (sb *spellbook) ready(a *Actor, name string) bool {
	return slices.Contains(a.Spells, name) && a.SpellReady[name] <= sb.g.Time
}

// SpellRange is how far spell name reaches, in cells (0 for a spell on oneself or an unknown one).
func (g *Game) SpellRange(name string) int {
	if sp, ok := g.data.Spell(name); ok {
		return sp.Range
	}
	return 0
}

// SpellAimed reports whether spell name needs a target cell (anything but a spell on oneself).
func (g *Game) SpellAimed(name string) bool {
	sp, ok := g.data.Spell(name)
	return ok && sp.Shape != assets.ShapeSelf
}

// castBonus is a's casting bonus with sp (RULES.md §30.3): its rank's to-hit in the spell's skill plus the
// spell's own, with what a dazzle costs (RULES.md §24.1, the one dazzle of the game); and its rank's damage
// bonus.
func (arm *arms) castBonus(a *Actor, sp *assets.Spell) (toHit, damage int) {
	g := arm.g
	if sk, ok := g.data.Skill(sp.Skill); ok && a != nil {
		st := RankStep(sk, a.Rank(sk.Name))
		toHit, damage = st.ToHit, st.Damage
	}
	toHit += sp.ToHit
	if a != nil && arm.dazzled(a) {
		toHit += g.data.Tactics.Dazzle.ToHit
	}
	return toHit, damage
}

// ward is the Deflection a ward gives a now (RULES.md §30.5).
func (arm *arms) ward(a *Actor) int {
	if a.WardUntil > arm.g.Time {
		return a.Ward
	}
	return 0
}

// spell is sp as the rules roll it for caster a (nil: a trap, casting bonus 0).
func (arm *arms) spell(a *Actor, sp *assets.Spell) combat.Spell {
	hit, dmg := arm.castBonus(a, sp)
	cs := combat.Spell{Name: sp.Name, Damage: sp.Damage, Bolt: sp.Shape == assets.ShapeBolt, ToHit: hit}
	cs.Damage.Bonus += dmg
	if sp.Effect == assets.SpellDazzle {
		cs.Damage = combat.Dice{Count: 1, Sides: 1} // a dazzle does no damage: only its to-hit counts
	}
	if e, el, ok := arm.g.data.Element(sp.Element); ok {
		cs.Element, cs.Resistible = e, el.Resistible
	}
	return cs
}

// refusal is why a cannot cast spell name now, "" when it can.
func (sb *spellbook) refusal(a *Actor, name string) string {
	g := sb.g
	switch {
	case len(a.Spells) == 0:
		return sentence(g, "game.spell.none_known")
	case !slices.Contains(a.Spells, name):
		return sentence(g, "game.spell.unknown", nameArg(g, "spell", "spell", name))
	case a.SpellReady[name] > sb.g.Time:
		return sentence(g, "game.spell.not_ready", nameArg(g, "spell", "spell", name))
	}
	return ""
}

// cast has a cast spell name at cell to (ignored for a spell on oneself). It returns the time taken, 0 when
// it cannot.
func (sb *spellbook) cast(a *Actor, name string, to gruid.Point) int64 {
	g := sb.g
	sp, ok := g.data.Spell(name)
	if why := sb.refusal(a, name); !ok || why != "" {
		if a.Player {
			if why == "" {
				why = sentence(g, "game.spell.no_such", text.S("name", name))
			}
			g.refuse("%s", why)
		}
		return 0
	}
	if sp.Shape != assets.ShapeSelf && to == a.Pos {
		if a.Player {
			refuseSay(g, "game.spell.not_at_self", nameArg(g, "spell", "spell", sp.Name))
		}
		return 0
	}
	if a.SpellReady == nil {
		a.SpellReady = map[string]int64{}
	}
	a.SpellReady[sp.Name] = g.Time + int64(sp.Recharge*10+0.5)
	g.fight.train(a, strike{skill: sp.Skill})
	g.monsters.noise(a.Pos, g.data.Rules.NoiseCells)
	if a.Player || g.IsVisible(a.Pos) {
		sb.sayKept(MsgInfo, spellLine{what: "cast", facts: bit(a.Player), names: [4]string{g.kits.the(g.data, a), sp.Name}}, func() string {
			if a.Player {
				return sentence(g, "game.spell.you_cast", nameArg(g, "spell", "spell", sp.Name))
			}
			return sentence(g, "game.spell.casts", creatureArg(g, "caster", a), nameArg(g, "spell", "spell", sp.Name))
		})
	}
	sb.release(a, a.Pos, sp, to)
	return tenths(sp.Time)
}

// release lets spell sp go from cell from toward to, cast by a (nil: a trap at from).
func (sb *spellbook) release(a *Actor, from gruid.Point, sp *assets.Spell, to gruid.Point) {
	g := sb.g
	id := -1
	if a != nil {
		id = a.ID
	}
	switch sp.Shape {
	case assets.ShapeSelf:
		g.emit(Event{Kind: EventSelf, Actor: id, Target: id, From: from, To: from, Weapon: sp.Name})
		sb.selfSpell(a, sp)
	case assets.ShapeBolt:
		_, end, t := g.missiles.trace(from, to, sp.Range)
		g.emit(Event{Kind: EventBolt, Actor: id, Target: -1, From: from, To: end, Weapon: sp.Name})
		if t == nil {
			if a != nil && a.Player {
				tell(g, MsgInfo, "game.spell.wide", nameArg(g, "spell", "spell", sp.Name))
			}
			return
		}
		sb.spellOn(a, t, sp)
	case assets.ShapeBeam:
		var hit []*Actor
		end := from
		for _, p := range Line(from, to, sp.Range) {
			if !g.Level.In(p) || g.Level.At(p).Opaque() {
				break
			}
			end = p
			if t := g.ActorAt(p); t != nil && t != a {
				hit = append(hit, t)
			}
		}
		g.emit(Event{Kind: EventBeam, Actor: id, Target: -1, From: from, To: end, Weapon: sp.Name})
		for _, t := range hit {
			sb.spellOn(a, t, sp)
		}
	case assets.ShapeBlast:
		center := from
		if to != from {
			n := min(levels.Distance(from, to), sp.Range)
			for _, p := range Line(from, to, n) {
				if !g.Level.In(p) || !g.Level.At(p).Passable() || g.Level.At(p) == levels.DoorClosed {
					break
				}
				center = p
				if t := g.ActorAt(p); t != nil && t != a {
					break
				}
			}
			g.emit(Event{Kind: EventBolt, Actor: id, Target: -1, From: from, To: center, Weapon: sp.Name})
		}
		g.emit(Event{Kind: EventBlast, Actor: id, Target: -1, From: center, To: center, Weapon: sp.Name})
		for _, t := range sb.inBlast(center, sp.Radius) {
			sb.spellOn(a, t, sp)
		}
	}
}

// inBlast is every living creature (and the player) within radius of center with a clear line to it.
func (sb *spellbook) inBlast(center gruid.Point, radius int) []*Actor {
	g := sb.g
	var out []*Actor
	for t := range g.Everyone() {
		if !t.Dead && levels.Distance(t.Pos, center) <= radius && clearLine(g.Level, center, t.Pos) {
			out = append(out, t)
		}
	}
	return out
}

// selfSpell is a spell a casts on itself: a heal or a ward.
func (sb *spellbook) selfSpell(a *Actor, sp *assets.Spell) {
	g := sb.g
	if a == nil {
		return
	}
	_, dmg := g.arms.castBonus(a, sp)
	switch sp.Effect {
	case assets.SpellHeal:
		d := sp.Damage
		d.Bonus += dmg
		a.HP = min(a.MaxHP, a.HP+max(1, g.roller.Roll(combat.WhyDamage, d)))
		sb.tellSelf(a, "game.spell.heal_you", "game.spell.heal")
	case assets.SpellWard:
		a.Ward, a.WardUntil = sp.Amount, g.Time+tenths(sp.Seconds)
		sb.tellSelf(a, "game.spell.ward_you", "game.spell.ward")
	}
}

// tellSelf says what a spell on oneself did: the message of key mine for the player, of other (with the
// caster's word, creature) for a creature in view.
func (sb *spellbook) tellSelf(a *Actor, mine, other string) {
	g := sb.g
	switch {
	case a.Player:
		tell(g, MsgGood, mine)
	case g.IsVisible(a.Pos):
		tell(g, MsgInfo, other, creatureArg(g, "creature", a))
	}
}

// spellOn resolves spell sp, cast by a (nil: a trap), on t and applies what comes of it.
func (sb *spellbook) spellOn(a, t *Actor, sp *assets.Spell) combat.Outcome {
	g := sb.g
	g.roller.Who = "a trap"
	if a != nil {
		g.roller.Who = the(a)
	}
	o, err := combat.ResolveSpell(g.roller, g.arms.spell(a, sp), g.arms.defenderOf(t), g.data.Resist)
	if err != nil {
		tell(g, MsgBad, "game.spell.fizzles", nameArg(g, "spell", "spell", sp.Name), text.S("error", err.Error()))
		return o
	}
	id := -1
	if a != nil {
		id = a.ID
	}
	g.emit(Event{Kind: EventAttack, Actor: id, Target: t.ID, From: t.Pos, To: t.Pos, Outcome: o, Mode: combat.Shot, Weapon: sp.Name})
	t.Awake = true
	sb.tellSpell(a, t, sp, o)
	if !o.Hit {
		return o
	}
	g.lore.learnResist(t, o)
	if sp.Effect == assets.SpellDazzle {
		// the dazzle of RULES.md §24.1 (its costs are talents.toml's), for the spell's time; the spell's
		// own words tell it
		t.DazzledUntil = max(t.DazzledUntil, g.Time+tenths(sp.Seconds))
		return o
	}
	t.HP -= o.Dealt
	if t.HP <= 0 {
		sb.killBySpell(t, a, sp.Name)
	}
	return o
}

// tellSpell writes what a spell did to t, in words, no numbers: when the player sees it or is in it.
func (sb *spellbook) tellSpell(a, t *Actor, sp *assets.Spell, o combat.Outcome) {
	g := sb.g
	if !t.Player && !g.IsVisible(t.Pos) {
		return
	}
	kind := MsgInfo
	switch {
	case t.Player && o.Hit && !o.Glance:
		kind = MsgBad
	case a != nil && a.Player && o.Hit:
		kind = MsgGood
	}
	k := spellLine{what: "tell", names: [4]string{"", g.kits.the(g.data, t), sp.Name, sp.Element}}
	if a != nil {
		k.names[0] = g.kits.the(g.data, a)
	}
	k.facts = bit(a == nil) | bit(a != nil && a.Player)<<1 | bit(a == t)<<2 | bit(t.Player)<<3 |
		bit(sp.Effect == assets.SpellDazzle)<<4 | bit(o.Hit)<<5 | bit(o.Glance)<<6 | bit(o.Resisted > 0)<<7 |
		bit(o.Resisted < 0)<<8
	sb.sayKept(kind, k, func() string { return sb.spellWords(a, t, sp, o) })
}

// spellWords is what a spell did to t, in words (tellSpell).
func (sb *spellbook) spellWords(a, t *Actor, sp *assets.Spell, o combat.Outcome) string {
	g := sb.g
	c := "none" // whose the spell is: the player's, a creature's on another, or the spell's own (a trap's)
	switch {
	case a != nil && a.Player:
		c = "you"
	case a != nil && a != t:
		c = "it"
	}
	args := []text.Arg{text.S("c", c), whoArg("t", t), creatureArg(g, "target", t), nameArg(g, "spell", "spell", sp.Name),
		text.S("element", sp.Element), text.S("caster", "")}
	if a != nil {
		args[5] = creatureArg(g, "caster", a)
	}
	switch {
	case !o.Hit && t.Player:
		return sentence(g, "game.spell.you_dodge", args...)
	case !o.Hit:
		return sentence(g, "game.spell.dodges", args...)
	case sp.Effect == assets.SpellDazzle && t.Player:
		return sentence(g, "game.spell.dazzles_you", args...)
	case sp.Effect == assets.SpellDazzle:
		return sentence(g, "game.spell.dazzles", args...)
	case o.Glance:
		return sentence(g, "game.spell.shrugs", args...)
	}
	verb := "none" // no element's verb: the message's own
	if _, el, ok := g.data.Element(sp.Element); ok {
		verb = el.Verb
	}
	resist := "none"
	switch {
	case o.Resisted > 0 && t.Player:
		resist = "you"
	case o.Resisted > 0:
		resist = "it"
	case o.Resisted < 0:
		resist = "weak"
	}
	return sentence(g, "game.spell.hurts", append(args, text.S("verb", verb), text.S("resist", resist))...)
}

// killBySpell ends t, killed by a's spell (a nil: a trap named what).
func (sb *spellbook) killBySpell(t, a *Actor, what string) {
	g := sb.g
	if a != nil {
		g.fight.kill(t, a, strike{attack: combat.Attack{Weapon: combat.Weapon{Name: what}}})
		return
	}
	g.cells.fell(g.Floor, t)
	g.emit(Event{Kind: EventDeath, Actor: t.ID, Target: -1, From: t.Pos, To: t.Pos})
	if t.Player {
		g.fight.die(An(what))
		return
	}
	g.fight.corpse(t)
	if g.IsVisible(t.Pos) {
		g.say(MsgDeath, g.kits.dies(langOf(g), g.data, t))
	}
}

// reaches reports whether m's spell sp cast at foe would reach it: within range, a bolt's first creature in
// the way is the foe, a beam's line holds no friend of m before the foe, a blast holds no friend of m.
func (sb *spellbook) reaches(m, foe *Actor, sp *assets.Spell) bool {
	g := sb.g
	d := levels.Distance(m.Pos, foe.Pos)
	if d > sp.Range || !clearLine(g.Level, m.Pos, foe.Pos) {
		return false
	}
	switch sp.Shape {
	case assets.ShapeBolt:
		_, _, hit := g.missiles.trace(m.Pos, foe.Pos, sp.Range)
		return hit == foe
	case assets.ShapeBeam:
		for i := 1; i <= d; i++ { // the cells of Line(m.Pos, foe.Pos, d)
			if t := g.ActorAt(lineAt(m.Pos, foe.Pos, i)); t != nil && t != foe && !g.hostile(m, t) {
				return false
			}
		}
		return true
	case assets.ShapeBlast:
		if d <= sp.Radius {
			return false // it would burn itself
		}
		// inBlast's creatures, looked at in place: the player, then the creatures around the foe
		if pl := g.Player; pl != foe && !pl.Dead && levels.Distance(pl.Pos, foe.Pos) <= sp.Radius &&
			clearLine(g.Level, foe.Pos, pl.Pos) && !g.hostile(m, pl) {
			return false
		}
		sb.near = g.cells.within(g.Floor, foe.Pos, sp.Radius, sb.near, false)
		for _, t := range sb.near {
			if t != foe && clearLine(g.Level, foe.Pos, t.Pos) && !g.hostile(m, t) {
				return false
			}
		}
		return true
	}
	return false
}

// SpellOdds is the exact odds of a's spell name on t (RULES.md §30.6): t's Defence and resistances as the
// game has them now.
func (g *Game) SpellOdds(a, t *Actor, name string) (combat.Report, error) {
	sp, ok := g.data.Spell(name)
	if !ok {
		return combat.Report{}, fmt.Errorf("spell odds: no spell %q", name)
	}
	rep, _, err := combat.SpellOddsChecked(g.arms.spell(a, sp), g.arms.defenderOf(t), g.data.Resist)
	return rep, err
}

// SpecSpell is spell name as a caster of rank rank in its skill casts it (what the odds command rolls), and
// the spell's row. The player and a creature of that rank cast the very same (RULES.md §31).
func SpecSpell(d *assets.Data, name string, rank int) (combat.Spell, *assets.Spell, error) {
	sp, ok := d.Spell(name)
	if !ok {
		return combat.Spell{}, nil, fmt.Errorf("unknown spell %q: want one of %s", name, strings.Join(d.SpellNames(), ", "))
	}
	if sp.Effect != assets.SpellDamage && sp.Effect != assets.SpellDazzle {
		return combat.Spell{}, nil, fmt.Errorf("spell %q does not strike a target: it is a %s", name, sp.Effect)
	}
	g := (&Game{data: d}).link()
	a := &Actor{Skills: map[string]int{sp.Skill: rank}}
	return g.arms.spell(a, sp), sp, nil
}

// SpawnForTest makes a creature of bestiary row name beside nothing, on no floor (for tests of other
// packages: the odds command's against the game's); nil for an unknown row.
func (g *Game) SpawnForTest(name string) *Actor {
	c, ok := g.data.Creature(name)
	if !ok {
		return nil
	}
	return g.dungeon.newCreature(c, gruid.Point{})
}

// lines are a's spells as the character sheet lists them among the attacks: "Spell (fire bolt)" and
// "+1 to hit, 2d4+1 fire, range 8" (a blast: its radius; a spell on oneself: what it gives).
func (sb *spellbook) lines(a *Actor) []AttackLine {
	g := sb.g
	var out []AttackLine
	for _, name := range a.Spells {
		sp, ok := g.data.Spell(name)
		if !ok {
			continue
		}
		cs := g.arms.spell(a, sp)
		l := langOf(g)
		args := []text.Arg{text.S("dice", cs.Damage.String()), text.S("amount", fmt.Sprintf("%+d", sp.Amount)),
			text.S("seconds", fmt.Sprintf("%g", sp.Seconds)), text.S("hit", fmt.Sprintf("%+d", cs.ToHit)),
			text.S("minus", fmt.Sprintf("%d", -sp.Amount)), text.S("range", rangeWords(l, sp.Range)),
			text.S("element", sp.Element), text.N("radius", sp.Radius), text.S("recharge", fmt.Sprintf("%g", sp.Recharge)),
			nameArg(g, "spell", "spell", sp.Name)}
		var line string
		switch sp.Effect {
		case assets.SpellHeal:
			line = l.Say("game.spell.line.heal", args...)
		case assets.SpellWard:
			line = l.Say("game.spell.line.ward", args...)
		case assets.SpellDazzle:
			line = l.Say("game.spell.line.dazzle", args...)
		default:
			line = l.Say("game.spell.line.harm", args...)
			if cs.Bolt {
				line = l.Say("game.spell.line.to_hit", args...) + line
			}
			if sp.Shape == assets.ShapeBlast {
				line += l.Say("game.spell.line.radius", args...)
			}
			if sp.Shape == assets.ShapeBeam {
				line += l.Say("game.spell.line.beam", args...)
			}
		}
		if sp.Recharge > 0 {
			line += l.Say("game.spell.line.again", args...)
		}
		out = append(out, AttackLine{l.Say("game.spell.line.label", args...), line})
	}
	return out
}

// status is what spells put on a now, for the sheet's status: warded (a dazzle, from a spell or a
// bash, is the moment's status: stealth.go).
func (sb *spellbook) status(a *Actor) []string {
	if sb.g.arms.ward(a) > 0 {
		return []string{sentence(sb.g, "game.spell.warded")}
	}
	return nil
}

// lookLines is what the look screen says of m's spells and resistances, in words: "It casts fire bolt and
// dazzle.", "It resists cold.", "It cannot be hurt by poison.", "Fire hurts it badly." (RULES.md §28.3, §31).
func (sb *spellbook) lookLines(m *Actor) []string {
	g := sb.g
	var out []string
	l := langOf(g)
	if len(m.Spells) > 0 {
		out = append(out, sentence(g, "game.spell.look.casts", text.S("list", listWords(l, "spell", m.Spells))))
	}
	r := g.arms.resistances(m)
	var resists, immune, weak []string
	for i, e := range g.data.Elements {
		if !e.Resistible || i >= combat.MaxElements {
			continue
		}
		switch v := r[i]; {
		case v >= g.data.Resist.Most:
			immune = append(immune, e.Name)
		case v > 0:
			resists = append(resists, e.Name)
		case v < 0:
			weak = append(weak, e.Name)
		}
	}
	if len(resists) > 0 {
		out = append(out, sentence(g, "game.spell.look.resists", text.S("list", listWords(l, "element", resists))))
	}
	if len(immune) > 0 {
		out = append(out, sentence(g, "game.spell.look.immune", text.S("list", listWords(l, "element", immune))))
	}
	if len(weak) > 0 {
		out = append(out, sentence(g, "game.spell.look.weak", text.S("list", listWords(l, "element", weak))))
	}
	return out
}
