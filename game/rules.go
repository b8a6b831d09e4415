// The game's rule set (combat/ruleset, RULES.md §32): the facts of a blow gathered for it, and every place
// the game asks it something — settling a blow, its odds, the screens' lines, and the hooks around blows.
// No rule set is named here: the game knows only the interface.

package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/words"
	"github.com/cleave-game/cleave/levels"
)

// RulesName is the name of the game's rule set, as --rules takes it ("cleave", the default, and the others
// of the data's RuleSets).
func (g *Game) RulesName() string { return g.arms.rules.Name() }

// RuleSet is the game's rule set, with the data's numbers.
func (g *Game) RuleSet() ruleset.RuleSet { return g.arms.rules }

// ErrRuleSet is wrapped by the errors of a game whose rule set its data does not have.
var ErrRuleSet = errors.New("a rule set the data does not have")

// bindRules finds the game's rule set, State.RuleSet, among the data's (the default for ""), and sizes the
// player's choices of its options.
func (arm *arms) bindRules() error {
	g := arm.g
	rs, err := g.data.RuleSet(g.State.RuleSet)
	if err != nil {
		return fmt.Errorf("%w: %w", ErrRuleSet, err)
	}
	arm.rules, g.State.RuleSet = rs, rs.Name()
	if n := len(rs.Options()); len(arm.choices) != n {
		arm.choices = make([]int, n)
		for i := range arm.choices {
			arm.choices[i] = -1 // none chosen: the option's default
		}
	}
	return nil
}

// Choice is the player's choice of the rule set's option i: the index of its value.
func (g *Game) Choice(i int) int {
	return (&ruleset.Fighter{Choices: g.arms.choices}).Choice(g.arms.rules.Options(), i)
}

// Choose is the action that chooses value of the rule set's option key (settings.toml's), or its default for
// a value it does not have; ok is false when the rule set has no such option.
func (g *Game) Choose(key, value string) (a Action, ok bool) {
	for i, o := range g.arms.rules.Options() {
		if o.Key == key {
			v := o.Index(value)
			if v < 0 {
				v = o.Default
			}
			return Action{Kind: ActChoose, Option: i, Choice: v}, true
		}
	}
	return Action{}, false
}

// OptionValue is the player's choice of the rule set's option key, as settings.toml writes it; "" when the
// rule set has no such option.
func (g *Game) OptionValue(key string) string {
	for i, o := range g.arms.rules.Options() {
		if o.Key == key {
			return o.Values[g.Choice(i)]
		}
	}
	return ""
}

// choose sets the player's choice of the rule set's option i (a setting: the game does not save it; the
// interface chooses it with an ActChoose action, which a replay holds).
func (arm *arms) choose(i, v int) {
	if i >= 0 && i < len(arm.choices) && v >= 0 && v < len(arm.rules.Options()[i].Values) {
		arm.choices[i] = v
	}
}

// fighter fills f with the facts of a that a rule set may read; worn is the buffer its armour goes in.
func (arm *arms) fighter(a *Actor, f *ruleset.Fighter, worn *[NumSlots]ruleset.Piece) {
	g := arm.g
	*f = ruleset.Fighter{Kind: a.Kind, Race: a.Race, Player: a.Player, HP: a.HP, MaxHP: a.MaxHP, Str: a.Str, Dex: a.Dex,
		Burden: arm.burden(a), Asleep: asleep(a), Fleeing: a.Fleeing, Raging: a.Raging, Dazzled: a.DazzledUntil > g.Time,
		State: &a.RuleState}
	if a.Player {
		f.Choices = arm.choices
	} else {
		f.Kind = ""
		if c := arm.creatureRow(a); c != nil {
			f.Kind = c.Name
		}
		f.KeepsAway = a.Fleeing || g.Shots().CanShoot(a) || len(a.Spells) > 0
	}
	for h, s := range [2]Slot{SlotMain, SlotOff} {
		if w, ok := g.gear.weaponIn(a, s); ok {
			f.Hands[h] = ruleset.Arm{Weapon: w.Weapon, Skill: w.Skill, BlowTime: w.BlowTime}
		}
	}
	n := 0
	for s := SlotMain; s < NumSlots; s++ {
		if a.Worn[s].Count == 0 { // empty: most slots of most creatures, passed without a call
			continue
		}
		if ar, ok := g.gear.armourIn(a, s); ok {
			worn[n] = ar.Piece()
			n++
		}
	}
	f.Worn = worn[:n]
	t := arm.talentsOf(a, combat.Blow)
	f.Evasion, f.Deflect = t.evasion, t.deflect
}

// blowOf is the blow of attack at by a (nil: a trap) on t, whose defender is d, put in the game's blow
// buffer: good until the next call.
func (arm *arms) blowOf(a, t *Actor, at combat.Attack, d combat.Defender) *ruleset.Blow {
	return arm.blowWith(a, t, &at, &d, true)
}

// attackOnly is a rule set whose Resolve and LedgerOdds read nothing of a blow but its Attack and its
// Defender, whose kills earn nothing (Killed) and which has no saving throw against poison (ShakesPoison):
// the chapter's. The game need not put the fighters together for those (issue 35: two fighters were a
// tenth of a creature's turn).
type attackOnly interface {
	AttackOnly() bool
}

// settlesOnAttack reports whether the rule set settles a blow and gives its odds from its attack and
// defender alone (attackOnly).
func (arm *arms) settlesOnAttack() bool {
	ao, ok := arm.rules.(attackOnly)
	return ok && ao.AttackOnly()
}

// blowWith is blowOf of *at and *d, the fighters By and To left nil unless fighters.
func (arm *arms) blowWith(a, t *Actor, at *combat.Attack, d *combat.Defender, fighters bool) *ruleset.Blow {
	g := arm.g
	b := &arm.blow
	// Lit stays false: every cell of the dungeon is dark (the caves of RULES.md §32.2).
	*b = ruleset.Blow{Attack: *at, Defender: *d, Distance: 1, Time: g.Time, Lang: langOf(g)}
	var w *assets.Weapon
	if a != nil {
		w = g.kits.weaponNamed(g.data, a, at.Weapon.Name)
	} else {
		w, _ = g.data.Weapon(at.Weapon.Name)
	}
	if w != nil {
		b.Arm = ruleset.Arm{Weapon: w.Weapon, Skill: w.Skill, BlowTime: w.BlowTime}
	}
	if a != nil {
		if fighters {
			arm.fighter(a, &arm.fighters[0], &arm.worn[0])
			b.By = &arm.fighters[0]
		}
		b.Distance = max(1, levels.Distance(a.Pos, t.Pos))
		if b.Arm.Skill != "" {
			b.Rank = a.Skills[b.Arm.Skill]
		}
	}
	if t != nil && fighters {
		arm.fighter(t, &arm.fighters[1], &arm.worn[1])
		b.To = &arm.fighters[1]
	}
	return b
}

// keptBlow is a copy of the blow buffer and of the fighters and armour it points at (keepBlow).
type keptBlow struct {
	blow     ruleset.Blow
	fighters [2]ruleset.Fighter
	worn     [2][NumSlots]ruleset.Piece
}

// keepBlow copies the blow buffer (blowOf's) and what it points at, for restoreBlow to put back: a blow
// asked its odds is then settled exactly as it was built, whatever the odds did with it, and built once.
func (arm *arms) keepBlow() {
	arm.kept.blow, arm.kept.fighters, arm.kept.worn = arm.blow, arm.fighters, arm.worn
}

// restoreBlow puts back the blow keepBlow copied. Its pointers point into arm's own buffers, which it
// puts back too.
func (arm *arms) restoreBlow() {
	arm.blow, arm.fighters, arm.worn = arm.kept.blow, arm.kept.fighters, arm.kept.worn
}

// resolve settles strike s of a (nil: a trap) on t's defender d under the game's rule set.
func (arm *arms) resolve(a, t *Actor, s strike, d combat.Defender) (combat.Outcome, error) {
	b := arm.blowOf(a, t, s.attack, d)
	b.Natural = s.natural
	return arm.rules.Resolve(arm.g.roller, b)
}

// blowMessage is the message of outcome o of a blow in scene sc: the chapter's words, and what the rule set
// adds ("You slash the kobold: a Medium hit.").
// (issue 35) The messages made are kept (arms.told), the same string given again for a blow told the same way.
func (arm *arms) blowMessage(o combat.Outcome, sc words.Scene) string {
	return arm.told.Message(o, sc, arm.rules.Note(langOf(arm.g), o))
}

// exactAgainst is the report and the dealt distribution of attack a (by attacker, nil for none) against
// t's defender d, under the game's rule set.
func (arm *arms) exactAgainst(attacker, t *Actor, a combat.Attack, d combat.Defender) (combat.Report, combat.Dist, error) {
	o, err := arm.rules.Odds(arm.blowOf(attacker, t, a, d))
	return o.Report, o.Dealt, err
}

// formatAttack is an attack line of the @ screen in the game's rule set: the chapter's "+3 to hit, 1d9+3
// slashing or piercing", or the rule set's own.
func (arm *arms) formatAttack(a *Actor, at combat.Attack) string {
	b := arm.blowOf(a, a, at, combat.Defender{})
	b.To = nil // an attack line is against no one
	return arm.rules.AttackLine(b)
}

// rulesSheet is what the rule set shows of a: its numbers, with the bump it would strike up close.
func (arm *arms) rulesSheet(a *Actor) ruleset.Sheet {
	bump := arm.bumpStrike(a).attack
	bump.Adjacent = true
	return arm.rules.Sheet(arm.blowOf(a, a, bump, arm.defenderOf(a)))
}

// RulesSheet is what the game's rule set shows of a (the player on the @ screen and the side panel, a
// creature on the look screen), counting the magic the player knows about (RULES.md §19.4).
func (g *Game) RulesSheet(a *Actor) ruleset.Sheet {
	g.arms.knownOnly = true
	defer func() { g.arms.knownOnly = false }()
	return g.arms.rulesSheet(a)
}

// StanceEffect is what one stance of stances.toml changes under the game's rule set, for a: the rule
// set's numbers it changes (from a in the neutral stance), and the stance's own numbers that change none
// of them ("Dodge +4"): the rule set does not count them.
type StanceEffect struct {
	Stance  string
	Changes []ruleset.Change
	Nothing []string
	Stamina int // stances.toml's stamina, which the game's clock counts under every rule set (RULES.md §26.1)
}

// StanceEffects are what each stance of the data changes under the game's rule set for a, in the data's
// order. Each is worked out by the rule set's own Sheet: a's bump and defender in the neutral stance, then
// with the stance's to_hit and damage on the attack and its dodge and defence on the Dodge kind of Defence,
// as the game puts them (buildStrike, defence); and each of those alone, to find what counts for nothing.
func (g *Game) StanceEffects(a *Actor) []StanceEffect {
	g.arms.knownOnly = true
	defer func() { g.arms.knownOnly = false }()
	keep := a.Stance
	defer func() { a.Stance = keep }()
	a.Stance = assets.NeutralStance
	bump := g.arms.bumpStrike(a).attack
	bump.Adjacent = true
	def := g.arms.defenderOf(a)
	def.Protection = slices.Clone(def.Protection) // defenderOf's buffer is the next call's
	sheet := func(hit, dmg, dodge int) []ruleset.Number {
		b := g.arms.blowOf(a, a, bump, def)
		b.Attack.Stance = combat.Stance{Name: "stance", ToHit: hit, Damage: dmg}
		b.Defender.Defence.Add(combat.Dodge, dodge)
		s := g.arms.rules.Sheet(b)
		return append(slices.Clone(s.Numbers), s.Attack...)
	}
	base := sheet(0, 0, 0)
	var out []StanceEffect
	for _, st := range g.data.Stances {
		e := StanceEffect{Stance: st.Name, Stamina: st.Stamina}
		for _, c := range ruleset.Changes(base, sheet(st.ToHit, st.Damage, st.Dodge+st.Defence)) {
			if !slices.ContainsFunc(e.Changes, func(d ruleset.Change) bool { return d.Name == c.Name }) {
				e.Changes = append(e.Changes, c)
			}
		}
		for _, part := range []struct {
			key             string // its name's
			v               int
			hit, dmg, dodge int
		}{{"game.stance.part.to_hit", st.ToHit, st.ToHit, 0, 0}, {"game.stance.part.damage", st.Damage, 0, st.Damage, 0},
			{"game.stance.part.dodge", st.Dodge, 0, 0, st.Dodge}, {"game.stance.part.defence", st.Defence, 0, 0, st.Defence}} {
			if part.v != 0 && len(ruleset.Changes(base, sheet(part.hit, part.dmg, part.dodge))) == 0 {
				e.Nothing = append(e.Nothing, fmt.Sprintf("%s %+d", langOf(g).Say(part.key), part.v))
			}
		}
		out = append(out, e)
	}
	return out
}

// blowTime is the time of a blow with weapon w under the rule set, the chapter's being chapter.
func (arm *arms) blowTime(w *assets.Weapon, chapter int64) int64 {
	return arm.rules.BlowTime(ruleset.Arm{Weapon: w.Weapon, Skill: w.Skill, BlowTime: w.BlowTime}, chapter)
}

// shakesPoison reports whether t throws off a poison it was just given, by the rule set's saving throw.
func (arm *arms) shakesPoison(t *Actor) bool {
	if arm.settlesOnAttack() { // no saving throw (attackOnly): no fighter put together to ask it
		return false
	}
	return arm.rules.ShakesPoison(arm.g.roller, arm.blowOf(t, t, arm.bumpStrike(t).attack, combat.Defender{}))
}

// killed tells the player what the kill of t by a earns under the rule set.
func (ft *fight) killed(a, t *Actor) {
	g := ft.g
	if a == nil || g.arms.settlesOnAttack() { // a kill earns nothing (attackOnly): no fighters put together
		return
	}
	for _, said := range g.arms.rules.Killed(g.arms.blowOf(a, t, combat.Attack{}, combat.Defender{})) {
		g.message(MsgGood, "%s", said)
	}
}

// deeper is what a first arrival on a new depth earns the player under the rule set.
func (ft *fight) deeper() {
	g := ft.g
	var f ruleset.Fighter
	var worn [NumSlots]ruleset.Piece
	g.arms.fighter(g.Player, &f, &worn)
	g.arms.rules.Deeper(&f, g.Time)
}

// stepAway is the step the rule set may let t take from a after a's attack at came to outcome o, which left
// it whole (RULES.md §35.2): to the free cell next to it farthest from a (the first of the eight directions
// on a tie), if one is farther than where it stands. It takes no time.
func (ft *fight) stepAway(a, t *Actor, at combat.Attack, o combat.Outcome) {
	g := ft.g
	// The fighters are put together only when the outcome may let t step away (most blows: not).
	if t.Dead || !g.arms.rules.MayStepAway(o) || !g.arms.rules.StepsAway(g.arms.blowOf(a, t, at, combat.Defender{}), o) {
		return
	}
	best, far := t.Pos, levels.Distance(t.Pos, a.Pos)
	for _, d := range dirs {
		p := t.Pos.Add(d)
		if !g.Level.In(p) || !g.Level.At(p).Passable() || g.Level.At(p) == levels.DoorClosed || g.ActorAt(p) != nil || g.trapping.at(p) != nil {
			continue
		}
		if dist := levels.Distance(p, a.Pos); dist > far {
			best, far = p, dist
		}
	}
	if best == t.Pos {
		return
	}
	from := t.Pos
	g.cells.move(g.Floor, t, best)
	g.emit(Event{Kind: EventMove, Actor: t.ID, Target: -1, From: from, To: best})
	switch {
	case t.Player:
		g.updateSight()
		tell(g, MsgInfo, "game.fight.step_back")
	case g.IsVisible(best) || g.IsVisible(from):
		tell(g, MsgInfo, "game.fight.steps_back", creatureArg(g, "creature", t))
	}
}

// facts is a's facts as the rule set reads them (its State a's own): for the screens and the tests.
func (arm *arms) facts(a *Actor) *ruleset.Fighter {
	f := &ruleset.Fighter{}
	arm.fighter(a, f, new([NumSlots]ruleset.Piece))
	return f
}

// CreatureFighter is what the designer commands fight against under rule set rs: an awake creature of kind
// name, rested, in a game of no level, as rs reads it (its hit points rs's), and its defender by the
// chapter's numbers.
func CreatureFighter(d *assets.Data, rs ruleset.RuleSet, name string) (*ruleset.Fighter, combat.Defender, error) {
	c, ok := d.Creature(name)
	if !ok {
		return nil, combat.Defender{}, fmt.Errorf("unknown creature %q: want one of %s", name, strings.Join(d.CreatureNames(), ", "))
	}
	g := (&Game{Floor: &Floor{}, data: d, rng: rand.New(rand.NewPCG(1, 2))}).link()
	g.arms.rules = rs
	m := g.dungeon.newCreature(c, gruid.Point{})
	m.Awake = true
	dd := g.arms.defenderOf(m)
	dd.Protection = append([]combat.Piece(nil), dd.Protection...)
	f := g.arms.facts(m)
	f.State = nil // rested, unharassed, its Guard Points whole: the rule set's zero State
	return f, dd, nil
}
