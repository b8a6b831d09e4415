// Targets and attacks outside a game: what the odds and balance commands ask of the rules.

package game

import (
	"fmt"
	"math/rand/v2"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// CreatureDefender is bestiary creature name as the target of an attack, at full hit points: its
// Defence by kind with what it wears, its natural and worn Protection, its vitals.
func CreatureDefender(d *assets.Data, name string) (combat.Defender, error) {
	c, ok := d.Creature(name)
	if !ok {
		return combat.Defender{}, fmt.Errorf("unknown creature %q: want one of %s", name, strings.Join(d.CreatureNames(), ", "))
	}
	g := &Game{Floor: &Floor{}, data: d, rng: rand.New(rand.NewPCG(1, 2))}
	return g.defenderOf(g.newCreature(c, gruid.Point{})), nil // on no level: in no wall
}

// AttackSpec is an attack described the way the odds command takes it.
type AttackSpec struct {
	Weapon   string
	Mode     string // "melee", "shoot" or "throw"; "" for the weapon's own (shoot for a missile weapon)
	Str, Dex int
	Rank     int    // rank in the weapon's skill
	Stance   string // a stance of the data; "" for none
}

// Modes are the modes the odds command takes.
func Modes() []string { return []string{"melee", "shoot", "throw"} }

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
	if spec.Stance != "" {
		if _, ok := d.Stance(spec.Stance); !ok {
			return combat.Attack{}, nil, fmt.Errorf("unknown stance %q: want one of %s", spec.Stance, strings.Join(d.StanceNames(), ", "))
		}
		a.Stance = CombatStance(d, spec.Stance)
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
	if err := a.Validate(); err != nil {
		return combat.Attack{}, nil, err
	}
	return a, w, nil
}

// BlowSeconds is how long one attack with w takes, in seconds: its blow time, or a plain blow's.
func BlowSeconds(w *assets.Weapon, mode combat.Mode) float64 {
	if mode == combat.Blow && w.BlowTime > 0 {
		return w.BlowTime
	}
	return plainBlow / 10.0
}
