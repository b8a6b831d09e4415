// Targets and attacks outside a game: what the odds and balance commands ask of the rules.

package game

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat"
)

// CreatureDefender is bestiary creature name as the target of an attack, at full hit points: its
// Defence by kind with what it wears, its natural and worn Protection, its vitals.
func CreatureDefender(d *assets.Data, name string) (combat.Defender, error) {
	c, ok := d.Creature(name)
	if !ok {
		return combat.Defender{}, fmt.Errorf("unknown creature %q: want one of %s", name, strings.Join(d.CreatureNames(), ", "))
	}
	g := (&Game{Floor: &Floor{}, data: d, rng: rand.New(rand.NewPCG(1, 2))}).link()
	g.arms.rules = d.RuleSets()[0]
	return g.arms.defenderOf(g.dungeon.newCreature(c, gruid.Point{})), nil // on no level: in no wall
}

// AttackSpec is an attack described the way the odds command takes it.
type AttackSpec struct {
	Weapon string
	// Race is the attacker's race, a race of races.toml ("": the default character's, a new game's): what
	// a rule set reads of it (drn: darkvision).
	Race     string
	Mode     string // "melee", "shoot" or "throw"; "" for the weapon's own (shoot for a missile weapon)
	Str, Dex int
	Rank     int    // rank in the weapon's skill
	Stance   string // a stance of the data; "" for the neutral stance (assets.NeutralStance)
	// Hand is the hand a blow is made with: "main" (or "") or "off" (RULES.md §12). The off hand takes
	// only a weapon made for it (§9.2); a blow of a weapon in the off hand alone pays no penalty.
	Hand string
	// TwoWeapon marks a blow made with another weapon in the other hand: main hand −4, off hand −8
	// to hit (RULES.md §12); no Twin Blades rank takes any of it away (the spec has no style rank).
	TwoWeapon bool
	// Magic names affixes of affixes.toml the attack counts (RULES.md §19.1): the weapon's own and what
	// the attacker wears, added up ("+2", "accuracy", "keen"). An affix that adds nothing to an attack
	// (Deflection, Protection...) is refused.
	Magic []string
	// Moment is a sneak attack, the talents, rage, dazzled and winded (RULES.md §22–§27); zero for none.
	Moment Moment
}

// Modes are the modes the odds command takes.
func Modes() []string { return []string{"melee", "shoot", "throw"} }

// Hands are the hands the odds command takes.
func Hands() []string { return []string{"main", "off"} }

// SpecAttack builds the rules' Attack of spec from the data, counted as the game counts the player's.
// It also returns the weapon row (for its blow time).
func SpecAttack(d *assets.Data, spec AttackSpec) (combat.Attack, *assets.Weapon, error) {
	w, ok := d.Weapon(spec.Weapon)
	if !ok {
		return combat.Attack{}, nil, fmt.Errorf("unknown weapon %q: want one of %s", spec.Weapon, strings.Join(d.WeaponNames(), ", "))
	}
	a := combat.Attack{Str: spec.Str, Dex: spec.Dex, Weapon: w.Weapon}
	switch spec.Mode {
	case "":
		switch {
		case w.Missile() && w.Range > 0:
			a.Mode = combat.Shot
		case w.Missile():
			a.Mode = combat.Throw // a rock: thrown, Strength to damage
		}
	case "melee":
		a.Mode = combat.Blow
	case "shoot":
		a.Mode = combat.Shot
	case "throw":
		a.Mode = combat.Throw
	default:
		return combat.Attack{}, nil, fmt.Errorf("unknown mode %q: want one of %s", spec.Mode, strings.Join(Modes(), ", "))
	}
	stance := spec.Stance
	if stance == "" {
		stance = assets.NeutralStance // every character's at the start
	}
	if _, ok := d.Stance(stance); !ok {
		return combat.Attack{}, nil, fmt.Errorf("unknown stance %q: want one of %s", stance, strings.Join(d.StanceNames(), ", "))
	}
	a.Stance = CombatStance(d, stance)
	if err := specHand(w, spec, &a); err != nil {
		return combat.Attack{}, nil, err
	}
	if spec.Rank < 0 || spec.Rank > assets.MaxRank {
		return combat.Attack{}, nil, fmt.Errorf("rank %d: want 0 to %d", spec.Rank, assets.MaxRank)
	}
	if a.Mode == combat.Throw && !thrownAsWeapon(w) {
		// A thrown bow is an object: bare hands' dice, −4, no skill (RULES.md §13.2).
		a.Weapon = thrownObject(d, w.Name)
	} else if sk, ok := d.Skill(w.Skill); ok {
		a.Skill = RankStep(sk, spec.Rank)
	}
	if a.Mode == combat.Shot {
		// A shot carries its ammunition's pierce (the crossbow bolt's 2).
		for _, am := range d.Ammunition {
			if am.Skill == w.Skill {
				a.Weapon.Pierce += am.Pierce
				break
			}
		}
	}
	if a.Mode == combat.Shot && w.Range == 0 {
		return combat.Attack{}, nil, fmt.Errorf("the %s does not shoot: use --mode melee or throw", w.Name)
	}
	for _, n := range spec.Magic {
		af, ok := d.Affix(n)
		if !ok {
			return combat.Attack{}, nil, fmt.Errorf("unknown affix %q: want one of %s", n, strings.Join(AffixNames(d), ", "))
		}
		m := af.Magic
		if m.ToHit == 0 && m.Damage == 0 && m.Threat == 0 && m.Multiplier == 0 {
			return combat.Attack{}, nil, fmt.Errorf("affix %q adds nothing to an attack (%s)", af.Name, MagicText(lang.English(), m))
		}
		a.AddMagic(combat.Magic{ToHit: m.ToHit, Damage: m.Damage, Threat: m.Threat, Multiplier: m.Multiplier})
	}
	if err := addMoment(d, spec.Moment, &a); err != nil {
		return combat.Attack{}, nil, err
	}
	if err := a.Validate(); err != nil {
		return combat.Attack{}, nil, err
	}
	return a, w, nil
}

// specHand sets the hand of spec's attack a, as the game sets a blow's (RULES.md §12): the off hand takes a
// weapon made for it; two weapons are two one-handed weapons; both are for blows only.
func specHand(w *assets.Weapon, spec AttackSpec, a *combat.Attack) error {
	switch spec.Hand {
	case "", "main":
	case "off":
		if w.Held != assets.HeldOff {
			return fmt.Errorf("the %s is not made for the off hand", w.Name)
		}
		a.Hand = combat.OffHand
	default:
		return fmt.Errorf("unknown hand %q: want one of %s", spec.Hand, strings.Join(Hands(), ", "))
	}
	if spec.TwoWeapon && w.Held != assets.HeldMain && w.Held != assets.HeldOff {
		return fmt.Errorf("the %s is no one-handed weapon: no second weapon beside it", w.Name)
	}
	if (a.Hand == combat.OffHand || spec.TwoWeapon) && a.Mode != combat.Blow {
		return fmt.Errorf("a hand and two weapons are for blows: use --mode melee")
	}
	a.TwoWeapon = spec.TwoWeapon
	return nil
}

// BlowSeconds is how long one attack with w takes, in seconds: its blow time, or a plain blow's.
func BlowSeconds(w *assets.Weapon, mode combat.Mode) float64 {
	if mode == combat.Blow && w.BlowTime > 0 {
		return w.BlowTime
	}
	return plainBlow / 10.0
}

// AffixNames are the names of the affixes of d that add to an attack, in the data's order.
func AffixNames(d *assets.Data) []string {
	var out []string
	for _, a := range d.Affixes {
		if m := a.Magic; m.ToHit != 0 || m.Damage != 0 || m.Threat != 0 || m.Multiplier != 0 {
			out = append(out, a.Name)
		}
	}
	return out
}
