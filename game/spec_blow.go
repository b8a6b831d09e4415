// The odds command's blow, built as the game builds its own: an attacker and a target made actors of a
// game of no level, their conditions set on them as play sets them, and the blow's facts gathered by the
// same arms.blowOf the game's blows go through (combat/RULES.md §22–§27, §32–§35). What the odds say of a
// condition is then what the game rolls for it: there is no second reading of asleep, unaware, the dark,
// dazzled, winded or raging to drift from the first.

package game

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// Light is the odds command's --light: the game's dungeon is dark everywhere (the caves of RULES.md
// §32.2), so "dark" is the default; "lit" asks what the light would change (a what-if: no cell is lit).
const (
	LightDark = "dark"
	LightLit  = "lit"
)

// Lights are the values --light takes, the game's first.
func Lights() []string { return []string{LightDark, LightLit} }

// SpecTarget is the odds command's target: a creature of the bestiary (Creature), or bare numbers
// (Bare: --defence, --protection, --hp).
type SpecTarget struct {
	Creature string
	Bare     *ruleset.Bare
	HP       int // the bare target's hit points
}

// SpecBlow is the blow of spec against target under rule set rs, as the game would put it to rs: the
// attacker a new character of spec's race (the default character's when ""), Strength, Dexterity, rank and
// weapon, with nothing gathered yet (no experience, Luck, fatigue or Guard spent: the rule set's zero
// State); the target a creature as the bestiary makes it, awake and rested, or a bare one; and spec's
// moment set on the two as play sets it (an asleep, unaware or dazzled target, a dazzled, winded or
// raging attacker), in the dark unless spec.Moment.Lit. Both fighters have a State of their own, which a rule set's
// flags may set (drn's --fatigue).
func SpecBlow(d *assets.Data, rs ruleset.RuleSet, spec AttackSpec, target SpecTarget) (ruleset.Blow, error) {
	m := spec.Moment
	// The attack of spec's weapon, body, stance, magic and talents; what the moment adds, the game's own
	// code adds below, from the two fighters' states (surprise, moment), as strikeAt does.
	plain := spec
	plain.Moment.Sneak, plain.Moment.Asleep, plain.Moment.Dazzled, plain.Moment.Winded = false, false, false, false
	at, w, err := SpecAttack(d, plain)
	if err != nil {
		return ruleset.Blow{}, err
	}
	g := (&Game{Floor: &Floor{}, data: d, rng: rand.New(rand.NewPCG(1, 2))}).link()
	g.arms.rules = rs
	race := spec.Race
	if race == "" {
		race = d.Default.Race
	}
	r, ok := d.Race(race)
	if !ok {
		return ruleset.Blow{}, fmt.Errorf("unknown race %q: want one of %s", race, strings.Join(d.RaceNames(), ", "))
	}
	a := &Actor{Name: "you", Player: true, Race: r.Name, Str: spec.Str, Dex: spec.Dex, HP: 1, MaxHP: 1,
		Skills: map[string]int{}, Stance: assets.NeutralStance, Raging: m.Raging, Winded: m.Winded}
	if spec.Stance != "" {
		a.Stance = spec.Stance
	}
	if m.Dazzled {
		a.DazzledUntil = g.Time + 1
	}
	if w != nil {
		a.Skills[w.Skill] = spec.Rank
		a.Worn[SlotMain] = Item{Kind: ItemWeapon, Name: w.Name, Count: 1, Known: true}
		if spec.Hand == "off" {
			a.Worn[SlotMain], a.Worn[SlotOff] = Item{}, a.Worn[SlotMain]
		}
		if spec.TwoWeapon { // the same weapon in each hand
			a.Worn[SlotMain] = Item{Kind: ItemWeapon, Name: w.Name, Count: 1, Known: true}
			a.Worn[SlotOff] = a.Worn[SlotMain]
		}
	}
	var t *Actor
	var dd combat.Defender
	switch {
	case target.Creature != "":
		c, ok := d.Creature(target.Creature)
		if !ok {
			return ruleset.Blow{}, fmt.Errorf("unknown creature %q: want one of %s", target.Creature, strings.Join(d.CreatureNames(), ", "))
		}
		t = g.dungeon.newCreature(c, gruid.Point{X: 1})
		dd = g.arms.defenderOf(t)
		dd.Protection = append([]combat.Piece(nil), dd.Protection...) // defenderOf's buffer is the next call's
	case target.Bare != nil:
		t = &Actor{Name: "target", HP: target.HP, MaxHP: target.HP}
		def, prot := target.Bare.Defence, target.Bare.Protection
		dd = combat.Defender{HP: target.HP, MaxHP: target.HP}
		dd.Defence.Add(combat.Armour, def-10) // a bare number: the rules' 10 plus what protects it
		if def < 10 {
			dd.Defence.Add(combat.Dodge, def-10)
		}
		if prot > 0 {
			dd.Protection = []combat.Piece{{Name: "armour", Protection: prot}}
		}
	default:
		return ruleset.Blow{}, fmt.Errorf("a target is required: a creature or a bare Defence")
	}
	situate(t, m)
	if m.TargetDazzled {
		t.DazzledUntil = g.Time + 1
	}
	// strikeAt's moment (RULES.md §22–§24), by the game's own code: a sneak attack on a target that has
	// not noticed its attacker (an awake one here sees it), an exploit on a sleeper, with the Vital strike
	// of spec's talents; what a dazzled or winded attacker pays; what the target's state costs its Defence.
	if !t.Awake {
		g.arms.surprise(a, t, &at)
		at.Sneak.MultiplierUp = vitalOf(d, m.Talents)
	}
	g.arms.moment(a, &at)
	g.arms.momentDefence(t, &dd)
	b := *g.arms.blowOf(a, t, at, dd)
	b.By, b.To = new(ruleset.Fighter), new(ruleset.Fighter)
	*b.By, *b.To = g.arms.fighters[0], g.arms.fighters[1] // the game's buffers are the next blow's
	b.By.Worn = append([]ruleset.Piece(nil), b.By.Worn...)
	b.To.Worn = append([]ruleset.Piece(nil), b.To.Worn...)
	b.By.State, b.To.State = new(ruleset.State), new(ruleset.State) // nothing gathered yet
	b.Rank, b.Lit, b.Bare = spec.Rank, m.Lit, target.Bare
	return b, nil
}

// vitalOf is what the talents named add to a sneak attack's critical multiplier (Vital strike, RULES.md
// §22.2); SpecAttack has refused a name the data does not hold.
func vitalOf(d *assets.Data, talents []string) int {
	v := 0
	for _, name := range talents {
		if t, ok := d.Talent(name); ok {
			v += t.Vital
		}
	}
	return v
}

// situate puts the moment m's target part on t as play has it: asleep (a creature that has noticed
// nothing and does not wander, RULES.md §22.3), unaware (one that has noticed nothing, wandering: §22.1),
// or awake.
func situate(t *Actor, m Moment) {
	t.Awake, t.Wanders = true, false
	switch {
	case m.Asleep:
		t.Awake = false
	case m.Sneak:
		t.Awake, t.Wanders = false, true
	}
}
