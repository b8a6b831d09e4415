// Package words builds the messages of an attack from its combat.Outcome: never a number.
package words

import (
	"strings"

	"github.com/cleave-game/cleave/combat"
)

// NoVitalSpot is what a Vital strike or an exploit says against a target with no vitals (RULES.md
// §6.3). A plain attack's threat on such a target is a plain hit with the plain hit's words: saying
// this after it would give away a roll the game never shows. (The game has neither yet.)
const NoVitalSpot = "It has no vital spot."

// DefaultVerb is the verb of a hit of damage type t when the weapon gives none: "slash",
// "stab", "hit".
func DefaultVerb(t combat.DamageType) string {
	if t < combat.NumDamageTypes {
		return defaultVerbs[t]
	}
	return "hit"
}

// defaultVerbs is DefaultVerb's table.
var defaultVerbs = [combat.NumDamageTypes]string{
	combat.Slashing:    "slash",
	combat.Piercing:    "stab",
	combat.Bludgeoning: "hit",
}

// Noun is one party to an attack as a message names it.
type Noun struct {
	Name string // with its article as it stands in a sentence: "the kobold", "Thora"
	You  bool   // the player: "you", "your", and verbs in the second person
	Its  string // the possessive pronoun of the third person: "its" when empty, "his", "her"
}

// subject is the noun opening a sentence: "You", "The kobold".
func (n Noun) subject() string {
	if n.You {
		return "You"
	}
	return capital(n.Name)
}

// object is the noun after a verb: "you", "the kobold".
func (n Noun) object() string {
	if n.You {
		return "you"
	}
	return n.Name
}

// possessive is "your" or "the kobold's".
func (n Noun) possessive() string {
	if n.You {
		return "your"
	}
	if strings.HasSuffix(n.Name, "s") {
		return n.Name + "'"
	}
	return n.Name + "'s"
}

// pronoun is "your" or "its" (or the noun's own).
func (n Noun) pronoun() string {
	switch {
	case n.You:
		return "your"
	case n.Its != "":
		return n.Its
	}
	return "its"
}

// verb conjugates a second-person verb for n: "stab" for you, "stabs" for the kobold.
func (n Noun) verb(v string) string {
	if n.You {
		return v
	}
	return ThirdPerson(v)
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
	Armour string // the target's body armour, when armour turned a blow: "" says "armour"
	Shield string // the target's shield: "" says "shield"
	Cover  string // the target's hide, shell or scales: "" says "hide"
	// Hand says the attacker fights with a weapon in each hand: a plain miss names the weapon, so
	// the player knows which hand missed ("Your dagger misses the kobold.").
	Hand bool
}

// something is the name of a party the player does not see.
const something = "something"

// seen is the scene as the player sees it: an attacker you do not see is "something"
// (Outcome.Unseen, when you are the target), and so is a target you do not see
// (Outcome.Blind, when you are the attacker).
func (s Scene) seen(o combat.Outcome) Scene {
	if o.Unseen && s.Target.You {
		s.Attacker = Noun{Name: something}
	}
	if o.Blind && s.Attacker.You {
		s.Target = Noun{Name: something}
	}
	return s
}

// weapon is the attacker's weapon with its owner: "the kobold's spear", "your sword"; only
// "something" when the attacker is not seen.
func (s Scene) weapon() string {
	if s.Attacker.Name == something && !s.Attacker.You {
		return something
	}
	name := s.Weapon.Name
	if name == "" {
		name = "attack"
	}
	return s.Attacker.possessive() + " " + name
}

// Message is the whole message of an outcome: the hit, the glance or the miss. A threat on a
// target with no vitals is a plain hit and says so in the plain hit's words (RULES.md §6.3). A
// party the player does not see is "something", and what it wears or holds goes unnamed:
// "Something misses you.", "Something hits you.", "Your sword glances off something.".
func Message(o combat.Outcome, s Scene) string {
	s = s.seen(o)
	switch {
	case !o.Hit:
		return Miss(o, s)
	case o.Glance && o.ShieldHit:
		return capital(s.weapon()) + " " + s.glances() + " off " + s.targetsOwn(or(s.Shield, "shield")) + "."
	case o.Glance:
		return Glance(o, s)
	case o.ShieldHit:
		return ShieldHit(o, s)
	}
	return Hit(o, s)
}

// ShieldHit says a hit the target's shield took but did not stop (a rule set whose shields soak, RULES.md
// §32.2): "You slash the kobold through its shield.", "The kobold stabs you through your large shield hard!".
func ShieldHit(o combat.Outcome, s Scene) string {
	crit := o.Critical
	o.Critical = false
	h := strings.TrimSuffix(Hit(o, s), ".")
	if !s.unseenTarget() {
		h += " through " + s.Target.pronoun() + " " + or(s.Shield, "shield")
	}
	if crit {
		return h + " hard!"
	}
	return h + "."
}

// Hit says a hit by its damage type's verb: "You cleave the kobold.", "The kobold stabs
// you.", and with "hard!" for a confirmed critical: "You slash the giant rat hard!". A thrown
// object hits on its own: "Your iron helm hits the kobold.".
func Hit(o combat.Outcome, s Scene) string {
	v := ""
	if o.Type < combat.NumDamageTypes {
		v = s.Weapon.Verbs[o.Type]
	}
	if v == "" {
		v = DefaultVerb(o.Type)
	}
	end := "."
	if o.Critical {
		end = " hard!"
	}
	if s.Object {
		return capital(s.weapon()) + " " + ThirdPerson(v) + " " + s.Target.object() + end
	}
	return s.Attacker.subject() + " " + s.Attacker.verb(v) + " " + s.Target.object() + end
}

// Glance says a hit that Protection took whole: "Your sword glances off the cave beetle's
// shell.", "The kobold's spear glances off your chain mail shirt.".
func Glance(o combat.Outcome, s Scene) string {
	piece := o.Piece
	if piece == "" {
		piece = or(s.Armour, "armour")
	}
	return capital(s.weapon()) + " " + s.glances() + " off " + s.targetsOwn(piece) + "."
}

// unseenTarget reports a target the player does not see: "something", not the player.
func (s Scene) unseenTarget() bool { return !s.Target.You && s.Target.Name == something }

// targetsOwn is the target's piece of armour, shield or hide: "the kobold's leather jerkin", "your
// shield"; only "something" when the target is not seen, for what is not seen is not named.
func (s Scene) targetsOwn(piece string) string {
	if s.unseenTarget() {
		return something
	}
	return s.Target.possessive() + " " + piece
}

// Miss says why a miss happened, as far as it was seen: "The kobold misses you.", "You dodge
// the kobold's spear.", "You block the kobold's spear with your shield.", "You parry the
// kobold's spear.", "Your sword glances off the cave beetle's shell.", "Something misses you.".
func Miss(o combat.Outcome, s Scene) string {
	a, t := s.Attacker, s.Target
	switch o.MissReason {
	case combat.MissUnseen:
		// Just a miss: "Something misses you." (Message names the unseen party).
	case combat.MissDexterity:
		return t.subject() + " " + t.verb("dodge") + " " + s.weapon() + "."
	case combat.MissDodge:
		return t.subject() + " nimbly " + t.verb("evade") + " " + s.weapon() + "."
	case combat.MissArmour:
		return capital(s.weapon()) + " " + s.glances() + " off " + s.targetsOwn(or(s.Armour, "armour")) + "."
	case combat.MissShield:
		if s.unseenTarget() {
			return t.subject() + " " + t.verb("block") + " " + s.weapon() + "."
		}
		return t.subject() + " " + t.verb("block") + " " + s.weapon() + " with " + t.pronoun() + " " + or(s.Shield, "shield") + "."
	case combat.MissParry:
		return t.subject() + " " + t.verb("parry") + " " + s.weapon() + "."
	case combat.MissNatural:
		return capital(s.weapon()) + " " + s.glances() + " off " + s.targetsOwn(or(s.Cover, "hide")) + "."
	case combat.MissDeflection:
		return capital(s.weapon()) + " veers away from " + t.object() + "."
	case combat.MissWall:
		return capital(s.weapon()) + " strikes the stone around " + t.object() + "."
	}
	if s.Hand && s.Weapon.Name != "" {
		verb := "misses"
		if plural(s.Weapon.Name) && s.weapon() != something {
			verb = "miss"
		}
		return capital(s.weapon()) + " " + verb + " " + t.object() + "."
	}
	return a.subject() + " " + a.verb("miss") + " " + t.object() + "."
}

// ThirdPerson conjugates a second-person verb for one other: "stab" → "stabs", "slash" →
// "slashes", "parry" → "parries", "bite" → "bites". Only the first word changes
// ("lash out at" → "lashes out at").
func ThirdPerson(v string) string {
	word, rest, _ := strings.Cut(v, " ")
	if rest != "" {
		rest = " " + rest
	}
	switch {
	case word == "":
		return v
	case word == "have":
		return "has" + rest
	case word == "be":
		return "is" + rest
	case strings.HasSuffix(word, "s"), strings.HasSuffix(word, "sh"), strings.HasSuffix(word, "ch"),
		strings.HasSuffix(word, "x"), strings.HasSuffix(word, "z"), strings.HasSuffix(word, "o"):
		return word + "es" + rest
	case len(word) > 1 && word[len(word)-1] == 'y' && !strings.ContainsRune("aeiou", rune(word[len(word)-2])):
		return word[:len(word)-1] + "ies" + rest
	}
	return word + "s" + rest
}

// capital is s with its first letter in upper case.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// or is s, or def when s is empty.
func or(s, def string) string {
	if s == "" {
		return def
	}
	return s
}

// glances agrees the verb with the weapon: "your sword glances", "the wraith's claws glance".
func (s Scene) glances() string {
	if plural(s.Weapon.Name) && s.weapon() != something {
		return "glance"
	}
	return "glances"
}

// plural guesses whether a weapon's name is plural: "claws", "fangs", "bare hands" (but not "cutlass",
// nor a thrown "pair of gauntlets": a pair is one).
func plural(name string) bool {
	if strings.HasPrefix(name, "pair of ") {
		return false
	}
	return strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") && !strings.HasSuffix(name, "us")
}
