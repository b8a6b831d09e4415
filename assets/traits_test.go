// Tests of the tag table: each tag's traits, and what each shipped creature gets from its tags.

package assets

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The traits every shipped creature has: the behaviour of the game before the table, kept.
func TestCreatureTraits(t *testing.T) {
	d := loadDefaults(t)
	type want struct {
		traits       Traits
		hide, corpse string
	}
	undead := Traits{Fearless: true, PoisonImmune: true, DiseaseImmune: true}
	spirit := Traits{Incorporeal: true, NoVitals: true, Fearless: true, PoisonImmune: true, DiseaseImmune: true, Bloodless: true}
	for name, w := range map[string]want{
		"kobold":          {Traits{}, "hide", "corpse"},
		"giant rat":       {Traits{}, "hide", "corpse_small"},
		"cave beetle":     {Traits{}, "shell", "corpse"},
		"skeleton":        {Traits{Fearless: true, PoisonImmune: true, DiseaseImmune: true, NoVitals: true, Bloodless: true}, "hide", "bones"},
		"draugr":          {undead, "hide", "corpse"},
		"ghoul":           {undead, "hide", "corpse"},
		"ghost":           {spirit, "hide", "ectoplasm"},
		"wraith":          {spirit, "hide", "ectoplasm"},
		"mud golem":       {Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, "body", "corpse"},
		"earth elemental": {Traits{NoVitals: true, Fearless: true, Bloodless: true}, "hide", "corpse"},
	} {
		c, ok := d.Creature(name)
		require.True(t, ok, name)
		assert.Equal(t, w.traits, c.Traits, name)
		assert.Equal(t, w.hide, c.Hide, name)
		assert.Equal(t, w.corpse, c.Corpse, name)
	}
}

// TestTraitsOfTags: what a creature gets from tags.toml's tags, their order there and the defaults.
func TestTraitsOfTags(t *testing.T) {
	d := loadDefaults(t)
	for _, c := range []struct {
		tags         []string
		protection   int
		hp           int
		traits       Traits
		hide, corpse string
	}{
		{nil, 0, 10, Traits{}, "hide", "corpse"},
		{[]string{"animated"}, 0, 10, Traits{NoVitals: true}, "hide", "corpse"},
		{[]string{"spirit"}, 0, 4, Traits{NoVitals: true}, "hide", "corpse_small"},
		{[]string{"vermin"}, 1, 10, Traits{}, "hide", "corpse"},
		{[]string{"vermin", "construct"}, 1, 10, Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, "body", "corpse"},
		{[]string{"construct", "vermin"}, 2, 10, Traits{NoVitals: true, Fearless: true, PoisonImmune: true, Bloodless: true}, "shell", "corpse"},
		{[]string{"incorporeal", "skeleton"}, 0, 3, Traits{Incorporeal: true, NoVitals: true, Bloodless: true}, "hide", "bones"},
	} {
		cr := Creature{Tags: c.tags, Protection: c.protection, HP: c.hp}
		cr.setTraits(d.Tags, d.TagDefaults)
		assert.Equal(t, c.traits, cr.Traits, "%v", c.tags)
		assert.Equal(t, c.hide, cr.Hide, "%v", c.tags)
		assert.Equal(t, c.corpse, cr.Corpse, "%v", c.tags)
	}
}
