// Actor: a creature of the dungeon, the player among them.
package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/combat"
)

// Actor is a creature on the level: the player or a monster.
type Actor struct {
	ID         int
	Name       string // "kobold"; the player is "you"
	Kind       string // the creature kind, for drawing: "player", "kobold"
	Player     bool
	Pos        gruid.Point
	HP, MaxHP  int
	Str, Dex   int
	Weapon     combat.Weapon
	Armour     Armour         // body armour, or the zero Armour
	Natural    int            // Defence of its hide, shell or scales
	Protection []combat.Piece // every source of Protection: armour, hide, helm...
	Hide       string         // what a blow glances off when the creature has no armour: "shell", "hide"
	StepTime   int64          // tenths of a second one step takes
	Awake      bool           // it has noticed the player
	Wanders    bool           // before noticing the player it roams instead of sleeping
	Heading    gruid.Point    // the direction a wanderer keeps to
	Dead       bool
}

// Armour is a worn body armour as the rules read it.
type Armour struct {
	Name    string
	Defence int
	DexCap  int // the most Dexterity adds while worn; negative: no limit
}

// defence is the actor's Defence by kind.
func (a *Actor) defence() combat.Defence {
	var d combat.Defence
	d.Add(combat.Dexterity, combat.Mod(a.Dex))
	if a.Armour.Name != "" {
		d.Add(combat.Armour, a.Armour.Defence)
		if a.Armour.DexCap >= 0 {
			d.LimitDex(a.Armour.DexCap)
		}
	}
	d.Add(combat.Natural, a.Natural)
	return d
}

// Defence is the actor's Defence (Dv) against a blow.
func (a *Actor) Defence() int { return a.defence().Total(combat.Blow, true, false) }

// defender describes the actor as the target of an attack.
func (a *Actor) defender() combat.Defender {
	return combat.Defender{Defence: a.defence(), Protection: a.Protection, HP: a.HP, MaxHP: a.MaxHP}
}
