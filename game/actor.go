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
	Armour     int   // Defence from armour
	Protection int   // Protection from all pieces
	StepTime   int64 // tenths of a second one step takes
	Awake      bool
	Dead       bool
}

// Defence is the actor's Defence: 10, its Dexterity modifier and its armour.
func (a *Actor) Defence() int { return 10 + combat.Mod(a.Dex) + a.Armour }

// defender describes the actor as the target of an attack.
func (a *Actor) defender() combat.Defender {
	return combat.Defender{Defence: a.Defence(), Protection: a.Protection, HP: a.HP, MaxHP: a.MaxHP}
}
