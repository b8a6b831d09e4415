// Tests that the sprites the data names are drawn: weapons, ammunition and armour by their sprite fields.

package render

import (
	"strings"
	"testing"
	"testing/fstest"

	"codeberg.org/anaseto/gruid"
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/art"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every sprite the embedded data names is in the art: none silently falls back.
func TestDataSpritesAreInTheArt(t *testing.T) {
	a, err := art.Parse("sprites.txt", art.Sprites)
	require.NoError(t, err)
	d, err := assets.Load(nil)
	require.NoError(t, err)
	named := map[string]string{}
	for _, w := range d.Weapons {
		for _, s := range []string{w.Sprite, w.HeldSprite, w.FlightSprite} {
			named[s] = w.Name
		}
	}
	for _, am := range d.Ammunition {
		named[am.Sprite], named[am.FlightSprite] = am.Name, am.Name
	}
	for _, ar := range d.Armours {
		named[ar.Sprite], named[ar.WornSprite] = ar.Name, ar.Name
	}
	for _, c := range d.Creatures {
		named[c.Sprite], named[c.Corpse] = c.Name, c.Name
	}
	for _, sp := range d.Spells {
		named[sp.Sprite] = sp.Name
	}
	for _, tr := range d.Traps {
		named[tr.Sprite] = tr.Name
	}
	delete(named, "")
	require.NotEmpty(t, named)
	for s, who := range named {
		_, ok := a.Rects[s]
		assert.True(t, ok, "%s names sprite %q, which is not in the art", who, s)
	}
}

// A designer's sprite fields are what render draws: the hand axe made to look like a mace on the
// floor and in hand and to fly as a spear, arrows that lie as bolts and fly as stones, and chain
// mail worn as plate.
func TestSpriteFieldsAreHonoured(t *testing.T) {
	weapons := embeddedFile(t, "weapons.toml")
	weapons = replaceOnce(t, weapons, "name = \"hand axe\"", "name = \"hand axe\"\n# edited")
	axe := weapons[strings.Index(weapons, "# edited"):]
	axe = axe[:strings.Index(axe, "[[weapon]]")]
	edited := strings.NewReplacer(`"item_axe"`, `"item_mace"`, `"weapon_axe"`, `"weapon_mace"`, `"proj_axe"`, `"proj_spear"`).Replace(axe)
	weapons = strings.Replace(weapons, axe, edited, 1)
	arrow := "name = \"arrow\"\nskill = \"Bows\"\nweight = 0.1\nsprite = \"item_arrows\"\nflight_sprite = \"proj_arrow\""
	weapons = replaceOnce(t, weapons, arrow, strings.NewReplacer(`"item_arrows"`, `"item_bolts"`, `"proj_arrow"`, `"proj_stone"`).Replace(arrow))
	armour := embeddedFile(t, "armour.toml")
	chain := armour[strings.Index(armour, "name = \"chain mail shirt\""):]
	chain = chain[:strings.Index(chain, "[[armour]]")]
	armour = strings.Replace(armour, chain, strings.Replace(chain, `"armour_chain"`, `"armour_plate"`, 1), 1)
	d, err := assets.Load(fstest.MapFS{"weapons.toml": {Data: []byte(weapons)}, "armour.toml": {Data: []byte(armour)}})
	require.NoError(t, err)

	r, err := New(Options{Seed: 1, Data: d})
	require.NoError(t, err)
	assert.Equal(t, r.sprites.byName["item_mace"], r.sprites.itemSprite(game.Item{Kind: game.ItemWeapon, Name: "hand axe"}))
	assert.Equal(t, r.sprites.byName["proj_spear"], r.sprites.projectile("hand axe"))
	assert.Equal(t, r.sprites.byName["item_bolts"], r.sprites.itemSprite(game.Item{Kind: game.ItemAmmo, Name: "arrow"}))
	assert.Equal(t, r.sprites.byName["proj_stone"], r.sprites.projectile("arrow"))
	pl := r.g.Player
	pl.Worn[game.SlotMain] = game.Item{Kind: game.ItemWeapon, Name: "hand axe"}
	pl.Worn[game.SlotBody] = game.Item{Kind: game.ItemArmour, Name: "chain mail shirt"}
	var layers [6]string
	n := PlayerLayers(d, pl, &layers)
	assert.Contains(t, layers[:n], "weapon_mace")
	assert.Contains(t, layers[:n], "armour_plate")
}

func embeddedFile(t *testing.T, name string) string {
	t.Helper()
	b, err := assets.Files.ReadFile(name)
	require.NoError(t, err)
	return string(b)
}

func replaceOnce(t *testing.T, doc, old, new string) string {
	t.Helper()
	require.Equal(t, 1, strings.Count(doc, old), "%q must occur once", old)
	return strings.Replace(doc, old, new, 1)
}

// Each terrain is drawn with its own sprite, in rooms and in caves; walls and floors with one of their
// variants.
func TestTerrainSprites(t *testing.T) {
	r, _ := testRunner(t)
	p := gruid.Point{X: 3, Y: 4}
	for _, kind := range []levels.Kind{levels.KindRooms, levels.KindCave} {
		r.g.Level.Kind = kind
		for tile, want := range map[levels.Tile]string{
			levels.DoorClosed: "door_closed", levels.DoorOpen: "door_open", levels.StairsDown: "stairs_down",
			levels.StairsUp: "stairs_up", levels.Water: "water", levels.Chasm: "chasm",
		} {
			require.Contains(t, r.sprites.byName, want)
			assert.Same(t, r.sprites.byName[want], r.sprites.tileSprite(r.g.Level, tile, p), "%v on a level of kind %v", want, kind)
		}
		wall, floor := "wall", "floor"
		if kind == levels.KindCave {
			wall, floor = "cave_wall", "cave_floor"
		}
		assert.Same(t, r.sprites.variant(wall, 0), r.sprites.tileSprite(r.g.Level, levels.Wall, gruid.Point{}), "a wall at the origin is the plain one")
		assert.Same(t, r.sprites.variant(floor, 0), r.sprites.tileSprite(r.g.Level, levels.Floor, gruid.Point{}), "a floor at the origin is the plain one")
	}
}
