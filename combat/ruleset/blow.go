// The facts of one blow that the game gathers for a rule set, and the numbers a rule set keeps of a fighter.

package ruleset

import (
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// Blow is one blow as the game puts it to a rule set: the chapter's attack and defender, built from what
// the attacker holds and knows and what the target wears (every rule set starts from them), and the facts of
// the two fighters.
type Blow struct {
	Attack   combat.Attack
	Defender combat.Defender
	// Arm is the weapon of this blow as the weapons data has it: its skill and blow time (zero for a
	// natural attack or a shield's bash).
	Arm Arm
	// By is the attacker, nil for none: a trap, or the odds command's attacker of no kind (its numbers are
	// all in Attack). To is the target.
	By, To *Fighter
	// Distance is the steps between the two (1: next to each other).
	Distance int
	// Time is the game's clock, in tenths of a second.
	Time int64
	// Rank is the attacker's rank in the skill of the weapon of the blow (Arm.Skill): a fighter's, or the
	// odds command's --rank.
	Rank int
	// Lit: the blow is struck in the light. The game's dungeon is dark everywhere (the caves of RULES.md
	// §32.2), so the game's blows are never lit; the odds command's --light lit asks what the light would
	// change. A rule set that counts the dark (drn) reads it here, never assumes it.
	Lit bool
	// Natural is a to-hit die the rule set threw already for this blow (Swings), 0 when none.
	Natural int
	// Bare, when set, is the odds command's bare target (--defence N, --protection P): the rule set reads
	// them as its own Defence and Protection (or Armour Class, or defence bonus) in place of what it would
	// derive from a creature's, and counts the target's state (To: asleep, dazzled) on them as on any
	// other. To is then a fighter of no kind.
	Bare *Bare
	// Own is what the rule set's own flags (RuleSet.Flags) put on the blow: the odds command's; nil in play.
	Own any
	// Moment is the odds command's words for the attacker's moment (dazzled, winded...), counted in Attack,
	// for the rule set's table; "" in play.
	Moment string
	// Lang is the language of what a rule set writes of the blow for the screens and the messages (Sheet's
	// Line, AttackLine, Killed): the game's (assets/lang). A rule set imports no catalogue of its own
	// (assets imports the rule sets), so a blow with none writes its texts' keys, in brackets.
	Lang *text.Lang
}

// Bare is a target of bare numbers: the odds command's --defence and --protection.
type Bare struct {
	Defence, Protection int
}

// Fighter is one side of a blow as a rule set may know it.
type Fighter struct {
	Kind   string // its bestiary row ("kobold"), "" for the player
	Race   string // the player's race
	Player bool
	// HP and MaxHP are its hit points now and at most.
	HP, MaxHP int
	Str, Dex  int
	// Hands are the weapons it holds in its main and its off hand (a zero Name: none).
	Hands [2]Arm
	// Worn is every piece of armour it wears, shields in the hands first, in the order of its slots (the
	// game's buffer: good for the blow only).
	Worn []Piece
	// Burden is how heavily it is loaded.
	Burden combat.Burden
	// What it is doing: asleep, fleeing, raging, dazzled (stunned). KeepsAway: it would rather not stand
	// next to its foe (it flees, shoots or casts).
	Asleep, Fleeing, Raging, Dazzled, KeepsAway bool
	// Evasion and Deflect are its talents of those rules (talents.toml's evasion and deflect).
	Evasion, Deflect bool
	// State is the numbers the rule set keeps of it (saved with the game; nil for no fighter of the game:
	// the odds command's).
	State *State
	// Choices are the player's choices of the rule set's Options, by option (the player only).
	Choices []int
}

// Arm is a weapon held: the rules' weapon, its skill and its blow time in seconds (0: the chapter's plain
// blow).
type Arm struct {
	Weapon   combat.Weapon
	Skill    string
	BlowTime float64
}

// Piece is a piece of armour or a shield worn: its name, and its numbers as the armour data gives them
// (before magic).
type Piece struct {
	Name       string
	Shield     bool
	Weight     float64
	Defence    int
	Protection int
}

// Holds reports whether the fighter holds a weapon in hand h.
func (f *Fighter) Holds(h combat.Hand) bool { return f != nil && f.Hands[h].Weapon.Name != "" }

// Choice is the player's choice of option i of opts, the option's default when none was made.
func (f *Fighter) Choice(opts []Option, i int) int {
	if f != nil && i < len(f.Choices) && f.Choices[i] >= 0 {
		return f.Choices[i]
	}
	if i < len(opts) {
		return opts[i].Default
	}
	return 0
}

// State is what a rule set keeps of one fighter between blows — fatigue, Guard Points spent, Luck — as
// numbers of its own meaning, each rule set naming its own (one's fatigue is its State[0]). It is saved with
// the fighter, so a rule set's state never changes the layout of a save.
type State [StateLen]int64

// StateLen is how many numbers a rule set may keep of a fighter.
const StateLen = 8

// Legacy is what a save written before rule sets kept their State (save format 4 and older) holds of a
// fighter, by the name of the Actor field it had: "Fatigue", "Luck"... Each rule set's Migrate reads its own.
type Legacy map[string]int64
