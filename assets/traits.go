// Traits: what a creature's tags mean to the rules, computed once at load from one table.

package assets

import "slices"

// Traits are what a creature's tags mean to the game, computed at load: the code asks these,
// never a tag by its name.
type Traits struct {
	// Incorporeal creatures pass through walls (with the Wall kind of Defence inside one) and
	// open no doors.
	Incorporeal bool
	// NoVitals: no vital spot to find, so no criticals and no sneak attacks.
	NoVitals bool
	// Fearless creatures never flee: the mindless dead and the made.
	Fearless bool
	// PoisonImmune creatures take no poison from a hit.
	PoisonImmune bool
	// DiseaseImmune creatures catch no disease from a hit.
	DiseaseImmune bool
	// Bloodless creatures do not bleed on screen when hit.
	Bloodless bool
}

// tagRow is what one tag gives.
type tagRow struct {
	tag    string
	traits Traits
	// hide names the creature's natural Protection in messages; "" leaves it to other tags.
	hide string
	// hardShell gives hide only to a creature of Protection 2 or more.
	hardShell bool
	// corpse is the sprite of its remains; "" leaves it to other tags and to its size.
	corpse string
}

// tagTable is every tag a creature may carry and what it means. Where two tags a creature
// carries both name a hide or a corpse, the first row wins.
var tagTable = [...]tagRow{
	{tag: "animal"},
	{tag: "animated", traits: Traits{NoVitals: true}},
	{tag: "vermin", hide: "shell", hardShell: true},
	{tag: "construct", traits: Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, hide: "body"},
	{tag: "elemental", traits: Traits{NoVitals: true, Fearless: true, Bloodless: true}},
	{tag: "flying"},
	{tag: "humanoid"},
	{tag: "skeleton", traits: Traits{NoVitals: true, Bloodless: true}, corpse: "bones"},
	{tag: "incorporeal", traits: Traits{Incorporeal: true, NoVitals: true, Bloodless: true}, corpse: "ectoplasm"},
	{tag: "spirit", traits: Traits{NoVitals: true}},
	{tag: "undead", traits: Traits{Fearless: true, PoisonImmune: true, DiseaseImmune: true}},
}

// Default names of a creature's hide and remains when no tag gives one.
const (
	defaultHide        = "hide"
	defaultCorpse      = "corpse"
	smallCorpse        = "corpse_small"
	smallCorpseMaxHP   = 4 // a creature of at most this many hit points leaves a small body
	hardShellMinProtec = 2 // the Protection from which a vermin's hide is a shell
)

// tagNames lists the tags of tagTable, sorted, for the loader's checks and messages.
func tagNames() []string {
	out := make([]string, len(tagTable))
	for i, r := range tagTable {
		out[i] = r.tag
	}
	slices.Sort(out)
	return out
}

// setTraits computes c's Traits, Hide and Corpse from its tags, Protection and hit points.
func (c *Creature) setTraits() {
	c.Traits, c.Hide, c.Corpse = Traits{}, "", ""
	for _, r := range tagTable {
		has := false
		for _, t := range c.Tags {
			has = has || t == r.tag
		}
		if !has {
			continue
		}
		t := r.traits
		c.Traits.Incorporeal = c.Traits.Incorporeal || t.Incorporeal
		c.Traits.NoVitals = c.Traits.NoVitals || t.NoVitals
		c.Traits.Fearless = c.Traits.Fearless || t.Fearless
		c.Traits.PoisonImmune = c.Traits.PoisonImmune || t.PoisonImmune
		c.Traits.DiseaseImmune = c.Traits.DiseaseImmune || t.DiseaseImmune
		c.Traits.Bloodless = c.Traits.Bloodless || t.Bloodless
		if c.Hide == "" && r.hide != "" && (!r.hardShell || c.Protection >= hardShellMinProtec) {
			c.Hide = r.hide
		}
		if c.Corpse == "" {
			c.Corpse = r.corpse
		}
	}
	if c.Hide == "" {
		c.Hide = defaultHide
	}
	if c.Corpse == "" {
		c.Corpse = defaultCorpse
		if c.HP <= smallCorpseMaxHP {
			c.Corpse = smallCorpse
		}
	}
}
