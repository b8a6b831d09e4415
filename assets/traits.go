// Traits: what a creature's tags mean to the rules, computed once at load from tags.toml.

package assets

import "strings"

// Traits are what a creature's tags mean to the game, computed at load: the code asks these,
// never a tag by its name.
type Traits struct {
	// Incorporeal creatures pass through walls (with the Wall kind of Defence inside one) and
	// open no doors.
	Incorporeal bool
	// NoVitals: no vital spot to find, so no criticals.
	NoVitals bool
	// Fearless creatures never flee: the mindless dead and the made.
	Fearless bool
	// PoisonImmune creatures take no poison from a hit.
	PoisonImmune bool
	// DiseaseImmune creatures catch no disease from a hit.
	DiseaseImmune bool
	// Bloodless creatures do not bleed on screen when hit.
	Bloodless bool
	// Ambush: it hides until its foe is close, then strikes from hiding (combat/RULES.md §23.3).
	Ambush bool
	// Pack hunters surround their prey: each goes for the free side of the player farthest from its
	// fellows already there (combat/RULES.md §37.1).
	Pack bool
	// Skirmishers strike and step back out of reach, half the time (§37.2).
	Skirmish bool
	// Bashers bash with the shield they carry one blow in three instead of striking (§37.3).
	Bash bool
	// Rallying creatures flee when hurt, not to safety but to their fellows, wake them and come back
	// with them (§37.4).
	Rally bool
}

// traitWords are the words of a tag's traits in tags.toml, each with the field of Traits it
// sets: the one list of the traits the rules know. A new trait is a new rule, so it is added
// here, beside the code that plays it.
var traitWords = [...]struct {
	word  string
	field func(*Traits) *bool
}{
	{"incorporeal", func(t *Traits) *bool { return &t.Incorporeal }},
	{"no_vitals", func(t *Traits) *bool { return &t.NoVitals }},
	{"fearless", func(t *Traits) *bool { return &t.Fearless }},
	{"poison_immune", func(t *Traits) *bool { return &t.PoisonImmune }},
	{"disease_immune", func(t *Traits) *bool { return &t.DiseaseImmune }},
	{"bloodless", func(t *Traits) *bool { return &t.Bloodless }},
	{"ambush", func(t *Traits) *bool { return &t.Ambush }},
	{"pack", func(t *Traits) *bool { return &t.Pack }},
	{"skirmish", func(t *Traits) *bool { return &t.Skirmish }},
	{"bash", func(t *Traits) *bool { return &t.Bash }},
	{"rally", func(t *Traits) *bool { return &t.Rally }},
}

// traitWordList lists the words of traitWords in order, for the loader's check and messages.
func traitWordList() []string {
	out := make([]string, len(traitWords))
	for i, w := range traitWords {
		out[i] = w.word
	}
	return out
}

// union is every trait of t and of u.
func (t Traits) union(u Traits) Traits {
	for _, w := range traitWords {
		*w.field(&t) = *w.field(&t) || *w.field(&u)
	}
	return t
}

// Tag is one [[tag]] of tags.toml: what a creature carrying it is to the rules.
type Tag struct {
	Name string
	// Traits are what it gives: a creature has every trait any of its tags gives.
	Traits Traits
	// Cover names the natural Protection of a creature carrying it in messages ("shell");
	// "" leaves it to the creature's other tags.
	Cover string
	// CoverMinProtection: the tag gives its Cover only to a creature of at least this Protection.
	CoverMinProtection int
	// Corpse is the sprite of the remains of a creature carrying it; "" leaves it to the
	// creature's other tags and to its size.
	Corpse string
}

// TagDefaults are the top-level keys of tags.toml: a creature's cover and remains when none of
// its tags names them.
type TagDefaults struct {
	Cover         string // what messages call a creature's natural Protection: "hide"
	Corpse        string // the sprite of its remains: "corpse"
	SmallCorpse   string // the sprite of its remains when it has at most SmallCorpseHP hit points
	SmallCorpseHP int    // the hit points at or below which it leaves SmallCorpse
}

// setTraits computes c's Traits, Cover and Corpse from its own cover, its tags, Protection and hit points, by
// the tags of tags.toml in their order there (the first that names a cover or corpse wins) and
// the defaults.
func (c *Creature) setTraits(tags []Tag, def TagDefaults) {
	c.Traits, c.Cover, c.Corpse = Traits{}, c.cover, ""
	for i := range tags {
		r := &tags[i]
		has := false
		for _, t := range c.Tags {
			has = has || strings.EqualFold(t, r.Name)
		}
		if !has {
			continue
		}
		c.Traits = c.Traits.union(r.Traits)
		if c.Cover == "" && c.Protection >= r.CoverMinProtection {
			c.Cover = r.Cover
		}
		if c.Corpse == "" {
			c.Corpse = r.Corpse
		}
	}
	if c.Cover == "" {
		c.Cover = def.Cover
	}
	if c.Corpse == "" {
		c.Corpse = def.Corpse
		if c.HP <= def.SmallCorpseHP {
			c.Corpse = def.SmallCorpse
		}
	}
}
