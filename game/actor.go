// Actor: a creature of the dungeon, the player among them.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/combat/ruleset"
)

// Actor is a creature on a level: the player or a monster. It names its kind, weapons and armour by
// the names of the data files, so a hot reload of the data changes it at once.
type Actor struct {
	ID         int
	Name       string // "kobold"; the player's own name for the player
	Kind       string // the bestiary row ("kobold"); "" for the player, who is of none
	Player     bool
	Race       string // the player's race
	Background string // the player's background
	Faction    string // the bestiary row's faction; "" for the player, whom every creature fights
	Pos        gruid.Point
	HP, MaxHP  int
	Str, Dex   int
	Worn       [NumSlots]Item
	Pack       []Item
	// Skills holds the rank of each skill and style; Practice the uses toward the next rank.
	Skills   map[string]int
	Practice map[string]int
	Stance   string // a stance of stances.toml; "" or assets.NeutralStance for none
	// NextAttack counts the natural attacks made, so a creature uses them in turn.
	NextAttack int
	StepTime   int64 // tenths of a second a step takes
	// What it is doing.
	Awake   bool        // it has noticed its foes
	Wanders bool        // before noticing, it roams instead of sleeping
	Heading gruid.Point // the direction a wanderer keeps to
	Fleeing bool
	// BackedOff: on its last turn it stepped back from the player to shoot (an archer keeping its
	// distance); a foe that keeps pace, it then fights hand to hand.
	BackedOff bool
	// Wounds and ills.
	Bleeding int // hit points it will still lose, one every bleedInterval
	Poison   int // hit points poison will still take, one every poisonInterval
	// What opened the wound and gave the poison, for a death screen: "a kobold's spear"; and who, by its
	// ID plus one (0: nobody known), so that a death of the wound or the poison counts as its kill.
	BleedCause, PoisonCause string
	BleedBy, PoisonBy       int
	Disease                 string // a disease it carries, "" for none
	Sick                    int64  // tenths of a second of disease left
	Dead                    bool
	Kills                   int
	// KillsByKind counts its kills by the bestiary row of the slain (the player's own name for a player
	// slain), for the death screen and the morgue file; nil until the first.
	KillsByKind map[string]int
	LastTick    int64 // the time its wounds and recovery were last run to
	// Boost is the Strength a potion of strength added (already in Str), for BoostLeft tenths of a second.
	Boost     int
	BoostLeft int64
	// The moment (combat/RULES.md §24, §26, §27.2). Spent is the stamina used (0: all of it left), Winded
	// says it ran out and has not got its breath back, Raging that it rages, DazzledUntil the time its
	// dazzle ends (0: not dazzled), FreeBlowAt the turn of its last free blow plus one (0: none yet).
	Spent        int
	Winded       bool
	Raging       bool
	DazzledUntil int64
	FreeBlowAt   int
	// Resist is resistance by element (combat.Element) that the actor itself has on top of its race's
	// and its kind's: the hook for magic items and potions (RULES.md §28.3).
	Resist []int
	// Spells are the spells it knows (spells.toml); SpellReady the time each may be cast again.
	Spells     []string
	SpellReady map[string]int64
	// Ward is Deflection from a ward spell until WardUntil (a dazzle spell dazzles: DazzledUntil above).
	Ward      int
	WardUntil int64
	// KnowsTraps: it knows the traps of the level it was made on (RULES.md §29.4).
	KnowsTraps bool
	// RuleState is what the game's rule set keeps of it between blows (its fatigue, its Guard Points
	// spent, its Luck...): numbers of the rule set's own meaning (combat/ruleset).
	RuleState ruleset.State
}

// Alive reports whether a still acts.
func (a *Actor) Alive() bool { return !a.Dead }

// Rank is a's rank in a skill or style.
func (a *Actor) Rank(skill string) int { return a.Skills[skill] }
