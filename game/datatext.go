// The data's own words in the player's language (issue 38): what assets/*.toml writes in English — a
// creature's description, a spell's, a trap's, a talent's name and text, a skill's and a rank's name, a
// stance's, an element's, a potion's or a scroll's — said in l. English is the data itself; another language
// gives its words in assets/lang/<tag>/names.toml (a name with its cases and gender) and its texts in
// assets/lang/<tag>/data/<kind>.toml, read by lang.Text and lang.Word. One function a kind, for every screen
// and message that shows one (render/ui's as well as this package's).

package game

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// The kinds of the data's names in the catalogue (names.toml's tables, data/<kind>.toml's files).
const (
	kindCreature = "creature"
	kindSpell    = "spell"
	kindTrap     = "trap"
	kindElement  = "element"
	kindTalent   = "talent"
	kindSkill    = "skill"
	kindSpecial  = "special"
	kindRank     = "rank"
	kindStance   = "stance"
	kindPotion   = "potion"
	kindScroll   = "scroll"
)

// The forms of a data name's texts (data/<kind>.toml's keys under a name's table).
const (
	formText = "text" // a description
	formName = "name" // a name given as a text (a talent's), or a stance's bare name
)

// CreatureText is c's description (the look screen's, the bestiary's) in l.
func CreatureText(l *text.Lang, c *assets.Creature) string {
	return lang.Text(l, kindCreature, c.Name, formText, c.Text)
}

// SpellWord is the word of the spell named name in l, with its cases and gender («огненная стрела»,
// acc «огненную стрелу»); in English the name itself.
func SpellWord(l *text.Lang, name string) text.Word { return l.Word(kindSpell, name) }

// SpellText is sp's line for a list of spells in l.
func SpellText(l *text.Lang, sp *assets.Spell) string {
	return lang.Text(l, kindSpell, sp.Name, formText, sp.Text)
}

// TrapText is t's description (the look screen's) in l; its name is the word lang.Word(l, "trap", name).
func TrapText(l *text.Lang, t *assets.Trap) string {
	return lang.Text(l, kindTrap, t.Name, formText, t.Text)
}

// ElementWord is the word of the element named name in l: its cases, and the verb of its damage as forms
// it ("обжигает") and they; in English the name itself (its verb is the data's, assets.Element.Verb).
func ElementWord(l *text.Lang, name string) text.Word { return l.Word(kindElement, name) }

// TalentName is t's name in l.
func TalentName(l *text.Lang, t *assets.Talent) string {
	return lang.Text(l, kindTalent, t.Name, formName, t.Name)
}

// TalentText is what the character screen says of t in l.
func TalentText(l *text.Lang, t *assets.Talent) string {
	return lang.Text(l, kindTalent, t.Name, formText, t.Text)
}

// SkillName is the name of the skill or fighting style named name (skills.toml's, Stealth, Tumble) in l.
func SkillName(l *text.Lang, name string) string { return lang.Text(l, kindSkill, name, "", name) }

// SpecialName is the name of the ability s a skill's rank opens (skills.toml specials) in l.
func SpecialName(l *text.Lang, s assets.Special) string {
	return lang.Text(l, kindSpecial, s.Name, formName, s.Name)
}

// SpecialText is what s gives, in l.
func SpecialText(l *text.Lang, s assets.Special) string {
	return lang.Text(l, kindSpecial, s.Name, formText, s.Text)
}

// RankName is what l calls rank of a skill (skills.toml rank_names; messages never give the number).
func RankName(l *text.Lang, d *assets.Data, rank int) string {
	en := d.RankName(rank)
	return lang.Text(l, kindRank, en, "", en)
}

// StanceWord is the word of the stance named name in l, with its cases and gender («оборонительная стойка»);
// in English the name itself.
func StanceWord(l *text.Lang, name string) text.Word { return l.Word(kindStance, name) }

// StanceName is the stance named name as a panel or a list names it alone in l («оборонительная»): the
// word's form name, else its base.
func StanceName(l *text.Lang, name string) string { return l.Form(StanceWord(l, name), formName) }

// ConsumableWord is the word of the potion or scroll c in l once known: a language's whole name with its
// cases («зелье лечения»; its form of, «лечения», is what follows a potion's or a scroll's word). A language
// with no word for it (English) gives the bare name, "healing", which the item's name puts after "potion of".
func ConsumableWord(l *text.Lang, c *assets.Consumable) text.Word {
	if c.Scroll {
		return l.Word(kindScroll, c.Name)
	}
	return l.Word(kindPotion, c.Name)
}
