// Tests of pickup.toml, auto-pickup's kinds of item: the defaults the issue asks for, and a bad file refused
// at its file:line:col.

package assets

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The embedded kinds: ammunition used, potions, scrolls and jewellery on by default, weapons and armour off
// (issue 32), every class of PickupItems once.
func TestPickupDefaults(t *testing.T) {
	d := loadDefaults(t)
	on := map[string]bool{}
	for _, k := range d.Pickup {
		on[k.Items] = k.Default
	}
	assert.Equal(t, map[string]bool{"ammunition": true, "potion": true, "scroll": true, "jewellery": true, "weapon": false, "armour": false}, on)
	i, ok := d.PickupKind("Potions")
	require.True(t, ok)
	assert.Equal(t, "potion", d.Pickup[i].Items)
}

// A kind of items the game does not know, a class twice, a name settings.toml could not hold as a bare key
// and a missing key are each refused at the file's line and column.
func TestPickupBadFile(t *testing.T) {
	for _, c := range []struct {
		old, new, marker string
		shift            int
		want             string
	}{
		{`items = "potion"`, `items = "potions"`, `items = "potions"`, 8, `items "potions" is not one of ammunition, potion, scroll, jewellery, weapon, armour`},
		{`items = "scroll"`, `items = "potion"`, "text = \"scrolls\"\nitems = ", 25, `items "potion" again: the kind at line `},
		{`name = "potions"`, `name = "Potions!"`, `"Potions!"`, 0, `a pickup kind's name is lower-case letters`},
	} {
		doc := edited(t, "pickup.toml", c.old, c.new)
		errs := loadErrors(t, fstest.MapFS{"pickup.toml": {Data: []byte(doc)}})
		require.Len(t, errs, 1, c.new)
		assert.Contains(t, errs[0], "pickup.toml:"+at(t, doc, c.marker, c.shift)+": ", c.new)
		assert.Contains(t, errs[0], c.want, c.new)
	}
	doc := edited(t, "pickup.toml", "text = \"scrolls\"\n", "")
	errs := loadErrors(t, fstest.MapFS{"pickup.toml": {Data: []byte(doc)}})
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0], "pickup.toml:"+at(t, doc, "[[kind]]\nname = \"scrolls\"", 0)+": ")
	assert.Contains(t, errs[0], `missing key "text"`)
}
