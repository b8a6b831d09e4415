// Package words builds the messages of an attack from its combat.Outcome: never a number. The sentences
// are the language's (assets/lang/*/fight.toml): this package only chooses which one an outcome is and
// names its parties, their weapon and what turned the blow.
package words

import (
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// DefaultVerb is the verb of a hit of damage type t when the weapon gives none, by its name among the
// data's verbs ([verb] of a language's names.toml): "slash", "stab", "hit".
func DefaultVerb(t combat.DamageType) string {
	if t < combat.NumDamageTypes {
		return defaultVerbs[t]
	}
	return defaultVerbs[combat.Bludgeoning]
}

// defaultVerbs is DefaultVerb's table: names of verbs, as weapons.toml's verbs are.
var defaultVerbs = [combat.NumDamageTypes]string{
	combat.Slashing:    "slash",
	combat.Piercing:    "stab",
	combat.Bludgeoning: "hit",
}

// Noun is one party to an attack as a message names it.
type Noun struct {
	Name   string // the name in the data ("kobold", "Grizzletooth"), as a language's names.toml knows it
	You    bool   // the player: "you", "your", and verbs in the second person
	Kind   string // the kind of name: "" a creature's, "trap" a trap's
	Gender string // "m" or "f" for a name a pronoun agrees with ("his", "her"): "" the word's own
}

// Scene is what a message names beyond the Outcome: who, with what, and what the target wears.
type Scene struct {
	Attacker, Target Noun
	// Weapon is the attacker's weapon or natural attack: its Name for "the kobold's spear"
	// ("" says "attack"), its Verbs for the hit.
	Weapon combat.Weapon
	// Object says the weapon is a thing thrown that is no weapon (a helm, an arrow, a bow): a hit
	// is told of the thing, "Your iron helm hits the kobold.", not of the thrower.
	Object bool
	// Thrown says the weapon flies, thrown (issue 32): "Your thrown spear stabs the kobold.".
	Thrown bool
	Armour string // the target's body armour, when armour turned a blow: "" says "armour"
	Shield string // the target's shield: "" says "shield"
	Cover  string // the target's hide, shell or scales: "" says "hide"
	// Hand says the attacker fights with a weapon in each hand: a plain miss names the weapon, so
	// the player knows which hand missed ("Your dagger misses the kobold.").
	Hand bool
	// Lang is the language of the message: nil is English.
	Lang *text.Lang
}

// Who a party is as a message sees it: the player, a creature seen, or something not seen.
const (
	whoYou    = "you"
	whoSeen   = "it"
	whoUnseen = "unseen"
)

// The names of the pieces that turn a blow when the target's own is not known, among the data's armour.
const (
	pieceArmour = "armour"
	pieceShield = "shield"
	pieceHide   = "hide"
	noWeapon    = "attack" // a natural attack with no name, among the [attack] names
)

// Message is the whole message of an outcome: the hit, the glance or the miss. A threat on a
// target with no vitals is a plain hit and says so in the plain hit's words (RULES.md §6.3). A
// party the player does not see is "something", and what it wears or holds goes unnamed:
// "Something misses you.", "Something hits you.", "Your sword glances off something.".
func Message(o combat.Outcome, s Scene) string {
	key, piece := messageKey(o, s)
	return s.say(o, key, piece)
}

// messageKey is the key of the outcome's message in fight.toml, and the piece it names (a glance's, a
// shield's).
func messageKey(o combat.Outcome, s Scene) (key, piece string) {
	switch {
	case !o.Hit:
		return missKey(o, s)
	case o.Glance && o.ShieldHit:
		return "fight.glance", or(s.Shield, pieceShield)
	case o.Glance:
		return "fight.glance", or(o.Piece, or(s.Armour, pieceArmour))
	case o.ShieldHit:
		return "fight.shield_hit", or(s.Shield, pieceShield)
	}
	return "fight.hit", ""
}

// missKey is the key of a miss by why it happened, as far as it was seen: "The kobold misses you.", "You
// dodge the kobold's spear.", "You block the kobold's spear with your shield.", "You parry the kobold's
// spear.", "Your sword glances off the cave beetle's shell.", "Something misses you.".
func missKey(o combat.Outcome, s Scene) (key, piece string) {
	switch o.MissReason {
	case combat.MissDexterity:
		return "fight.miss.dexterity", ""
	case combat.MissDodge:
		return "fight.miss.dodge", ""
	case combat.MissArmour:
		return "fight.glance", or(s.Armour, pieceArmour)
	case combat.MissShield:
		return "fight.miss.shield", or(s.Shield, pieceShield)
	case combat.MissParry:
		return "fight.miss.parry", ""
	case combat.MissNatural:
		return "fight.glance", or(s.Cover, pieceHide)
	case combat.MissDeflection:
		return "fight.miss.deflection", ""
	case combat.MissWall:
		return "fight.miss.wall", ""
	}
	if s.Hand && s.Weapon.Name != "" {
		return "fight.miss.hand", ""
	}
	return "fight.miss.plain", ""
}

// say is the sentence of key for the outcome in the scene, with piece the armour, shield or hide named.
func (s Scene) say(o combat.Outcome, key, piece string) string {
	l := s.Lang
	if l == nil {
		l = lang.English()
	}
	a, t := who(s.Attacker), who(s.Target)
	if o.Unseen && s.Target.You {
		a = whoUnseen
	}
	if o.Blind && s.Attacker.You {
		t = whoUnseen
	}
	verb := ""
	if o.Type < combat.NumDamageTypes {
		verb = s.Weapon.Verbs[o.Type]
	}
	if verb == "" {
		verb = DefaultVerb(o.Type)
	}
	weapon := l.Word("weapon", s.Weapon.Name)
	if s.Weapon.Name == "" {
		weapon = l.Word("attack", noWeapon)
	} else if _, ok := l.Own("weapon", s.Weapon.Name); !ok {
		if w, ok := l.Own("attack", s.Weapon.Name); ok {
			weapon = w
		}
	}
	return text.Capital(l.Say(key,
		text.S("a", a), text.S("t", t),
		text.W("attacker", s.Attacker.word(l)), text.W("target", s.Target.word(l)),
		text.W("weapon", weapon), text.W("verb", l.Word("verb", verb)), text.W("piece", l.Word("armour", piece)),
		text.S("crit", yes(o.Critical)), text.S("object", yes(s.Object)), text.S("thrown", yes(s.Thrown))))
}

// who is a party as the templates choose by: "you" or "it".
func who(n Noun) string {
	if n.You {
		return whoYou
	}
	return whoSeen
}

// word is the noun's word in l (its gender as the noun says, when it says one).
func (n Noun) word(l *text.Lang) text.Word {
	kind := n.Kind
	if kind == "" {
		kind = "creature"
	}
	w := l.Word(kind, n.Name)
	if n.Gender != "" {
		w.Gender = n.Gender
	}
	return w
}

// yes is a flag as a template's select reads it.
func yes(b bool) string {
	if b {
		return "true"
	}
	return "false"
}

// ThirdPerson conjugates an English verb for one other: "stab" → "stabs", "slash" → "slashes"
// (text.ThirdPerson, English's rule).
func ThirdPerson(v string) string { return text.ThirdPerson(v) }

// or is s, or def when s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}
