// Tests of the art source: every sprite the game names is there and drawn, the conventions hold, mistakes are located.

package art

import (
	"image"
	"image/color"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// Names the renderer and the game use, by group (issue 7, "Art").
var (
	terrainNames = []string{"floor", "floor2", "floor3", "floor4", "wall", "wall2", "wall3", "wall4", "wall_top",
		"cave_floor", "cave_floor2", "cave_floor3", "cave_wall", "cave_wall2", "cave_wall3",
		"door_closed", "door_open", "stairs_down", "stairs_up", "water", "water2", "chasm", "chasm_edge", "rubble",
		"artefact", "crypts_wall", "crypts_floor"}
	creatureNames = []string{"kobold", "kobold_archer", "goblin", "goblin_slinger", "giant_rat", "cave_beetle", "draugr",
		"ghoul", "ghost", "wraith", "mud_golem", "fire_elemental", "earth_elemental", "skeleton", "orc", "troll", "giant_spider", "bat", "zombie",
		"kobold_shaman", "goblin_hexer", "goblin_cutthroat", "goblin_shieldbearer", "jackal", "wolf", "giant_centipede",
		"orc_archer", "orc_shaman", "ironhide_ogre", "skeleton_archer", "dire_wolf", "gargoyle", "salamander", "banshee",
		"wyvern", "minotaur", "bronze_golem", "death_knight", "orc_reaver", "grizzletooth", "mother_vesk", "ugrakh", "sir_aldric", "morwen", "deepwarden"}
	bodyNames    = []string{"player", "player_dwarf", "player_human", "player_elf", "player_lizardfolk"}
	overlayNames = []string{"armour_leather", "armour_chain", "armour_scale", "armour_plate",
		"weapon_sword", "weapon_axe", "weapon_mace", "weapon_spear", "weapon_bow", "weapon_dagger", "weapon_staff",
		"shield_small", "shield_large", "helm"}
	itemNames = []string{"item_sword", "item_dagger", "item_axe", "item_mace", "item_spear", "item_bow", "item_crossbow",
		"item_sling", "item_arrows", "item_bolts", "item_stones", "item_armour", "item_shield", "item_helm", "item_cloak",
		"item_boots", "item_gloves", "item_potion", "item_scroll", "item_gold"}
	projectileNames = []string{"proj_arrow", "proj_bolt", "proj_stone", "proj_dagger", "proj_axe", "proj_spear", "proj_javelin"}
	effectNames     = []string{"blood", "blood2", "slash", "slash_hard", "pierce", "crush", "spark", "block", "parry",
		"dodge", "clank", "miss", "drip", "poison", "death"}
	corpseNames = []string{"corpse", "corpse_small", "bones", "ectoplasm"}
	// The spells' and the traps' (combat/RULES.md §29, §30): effects, transparent around their shapes.
	spellNames = []string{"spell_bolt", "spell_blast", "spell_beam", "spell_gas", "trap_arrow", "trap_spear", "trap_pit", "trap_rune", "trap_vent"}
)

func allNames() []string {
	var all []string
	for _, g := range [][]string{terrainNames, creatureNames, bodyNames, overlayNames, itemNames, projectileNames, effectNames, corpseNames, spellNames} {
		all = append(all, g...)
	}
	return all
}

func parseSprites(t *testing.T) *Atlas {
	t.Helper()
	a, err := Parse("sprites.txt", Sprites)
	require.NoError(t, err)
	return a
}

// opaqueBounds is the bounding box of a sprite's opaque pixels, in sprite coordinates, and their count.
func opaqueBounds(a *Atlas, name string) (image.Rectangle, int) {
	r := a.Rects[name]
	var b image.Rectangle
	n := 0
	for y := 0; y < Size; y++ {
		for x := 0; x < Size; x++ {
			if a.Image.RGBAAt(r.Min.X+x, r.Min.Y+y).A != 0 {
				b = b.Union(image.Rect(x, y, x+1, y+1))
				n++
			}
		}
	}
	return b, n
}

func luma(c color.RGBA) int { return 299*int(c.R) + 587*int(c.G) + 114*int(c.B) }

func TestSpritesParse(t *testing.T) {
	a := parseSprites(t)
	for _, n := range allNames() {
		r, ok := a.Rects[n]
		if !assert.True(t, ok, "sprite %s missing", n) {
			continue
		}
		assert.Equal(t, image.Rect(0, 0, Size, Size), r.Sub(r.Min), n)
		assert.True(t, r.In(a.Image.Bounds()), n)
		_, count := opaqueBounds(a, n)
		assert.Greater(t, count, 8, "sprite %s is (nearly) empty", n)
	}
	// Every sprite in the source is in one of the groups above, so none is forgotten by these tests.
	known := map[string]bool{}
	for _, n := range allNames() {
		known[n] = true
	}
	for _, n := range a.Names {
		assert.True(t, known[n], "sprite %s is in no group of the tests", n)
	}
	// The player's hair is dark brown (palette w) at (6,1); the corner is transparent.
	r := a.Rects["player"]
	assert.Equal(t, color.RGBA{0x4a, 0x2e, 0x16, 0xff}, a.Image.RGBAAt(r.Min.X+6, r.Min.Y+1))
	assert.Equal(t, color.RGBA{}, a.Image.RGBAAt(r.Min.X, r.Min.Y), "transparent corner")
}

func TestOutlineIsDarkest(t *testing.T) {
	a := parseSprites(t)
	o, ok := a.Palette[Outline]
	require.True(t, ok)
	for c, col := range a.Palette {
		if c != '.' && c != Outline {
			assert.Less(t, luma(o), luma(col), "palette %c is darker than the outline colour", c)
		}
	}
}

// Creatures and the player's bodies carry a dark outline so they read on any floor: a good share of their edge is
// the outline colour (the translucent ghost and wraith have only a few dark pixels: eyes, hood).
func TestCreaturesOutlined(t *testing.T) {
	a := parseSprites(t)
	o := a.Palette[Outline]
	for _, n := range append(append([]string{}, creatureNames...), bodyNames...) {
		r := a.Rects[n]
		dark := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if a.Image.RGBAAt(x, y) == o {
					dark++
				}
			}
		}
		want := 20
		if n == "ghost" || n == "wraith" {
			want = 4
		}
		assert.GreaterOrEqual(t, dark, want, "%s has %d outline pixels", n, dark)
	}
}

// Ghost and wraith look translucent: light on average, with see-through gaps inside their shape.
func TestTranslucentUndead(t *testing.T) {
	a := parseSprites(t)
	for _, n := range []string{"ghost", "wraith", "ectoplasm"} {
		r := a.Rects[n]
		b, count := opaqueBounds(a, n)
		sum, holes := 0, 0
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				c := a.Image.RGBAAt(r.Min.X+x, r.Min.Y+y)
				if c.A == 0 {
					holes++
				} else {
					sum += luma(c)
				}
			}
		}
		assert.Greater(t, sum/count, luma(color.RGBA{0x80, 0x80, 0x80, 0xff}), "%s is light", n)
		assert.Greater(t, holes, b.Dx()*b.Dy()/5, "%s has gaps", n)
	}
}

// Terrain tiles are opaque everywhere; everything else is transparent at least at a corner.
func TestTerrainOpaque(t *testing.T) {
	a := parseSprites(t)
	for _, n := range terrainNames {
		_, count := opaqueBounds(a, n)
		assert.Equal(t, Size*Size, count, n)
	}
	for _, n := range allNames() {
		if strings.HasPrefix(n, "item_") || strings.HasPrefix(n, "proj_") || strings.HasPrefix(n, "player") {
			r := a.Rects[n]
			assert.Zero(t, a.Image.RGBAAt(r.Min.X, r.Min.Y+Size-1).A, "%s: bottom-left corner transparent", n)
		}
	}
}

// Overlays line up with every body: their opaque pixels fall within 3 pixels of the body's bounding box, they
// cover part of the body, and they leave most of it visible.
func TestOverlaysFitBodies(t *testing.T) {
	a := parseSprites(t)
	for _, body := range bodyNames {
		bb, bodyCount := opaqueBounds(a, body)
		near := image.Rect(bb.Min.X-3, bb.Min.Y-3, bb.Max.X+3, bb.Max.Y+3)
		br := a.Rects[body]
		for _, ov := range overlayNames {
			r := a.Rects[ov]
			covered := 0
			for y := 0; y < Size; y++ {
				for x := 0; x < Size; x++ {
					if a.Image.RGBAAt(r.Min.X+x, r.Min.Y+y).A == 0 {
						continue
					}
					assert.True(t, image.Pt(x, y).In(near), "%s over %s: pixel (%d,%d) far from the body", ov, body, x, y)
					if a.Image.RGBAAt(br.Min.X+x, br.Min.Y+y).A != 0 {
						covered++
					}
				}
			}
			assert.Positive(t, covered, "%s does not touch %s", ov, body)
			assert.Less(t, covered, bodyCount/2, "%s hides most of %s", ov, body)
		}
	}
	// The face stays visible under the helm: the eyes (row 4) are not covered.
	hr := a.Rects["helm"]
	for _, x := range []int{6, 9} {
		assert.Zero(t, a.Image.RGBAAt(hr.Min.X+x, hr.Min.Y+4).A, "helm covers the eye at x=%d", x)
	}
}

// Projectiles point right: they are wider than tall, and the tip (rightmost column) is opaque at the middle rows.
func TestProjectilesPointRight(t *testing.T) {
	a := parseSprites(t)
	for _, n := range projectileNames {
		b, _ := opaqueBounds(a, n)
		assert.GreaterOrEqual(t, b.Dx(), b.Dy(), "%s is drawn along a horizontal line", n)
		assert.True(t, b.Min.Y <= 7 && b.Max.Y >= 9, "%s is centred on rows 7-8: %v", n, b)
	}
}

func TestOutlineOption(t *testing.T) {
	src := "palette 0 000000\npalette x ffffff\nsprite dot outline\n" + strings.Repeat("................\n", 7) +
		".......x........\n" + strings.Repeat("................\n", 8)
	a, err := Parse("s.txt", []byte(src))
	require.NoError(t, err)
	r := a.Rects["dot"]
	at := func(x, y int) color.RGBA { return a.Image.RGBAAt(r.Min.X+x, r.Min.Y+y) }
	black, white := color.RGBA{0, 0, 0, 0xff}, color.RGBA{0xff, 0xff, 0xff, 0xff}
	assert.Equal(t, white, at(7, 7))
	for _, p := range []image.Point{{6, 7}, {8, 7}, {7, 6}, {7, 8}} {
		assert.Equal(t, black, at(p.X, p.Y), "outline at %v", p)
	}
	for _, p := range []image.Point{{6, 6}, {8, 8}, {5, 7}} {
		assert.Equal(t, color.RGBA{}, at(p.X, p.Y), "no outline at %v (diagonal or two away)", p)
	}
	assert.Equal(t, map[byte]color.RGBA{'.': {}, '0': black, 'x': white}, a.Palette)
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"palette x zzzzzz\n", "s.txt:1:11: bad colour \"zzzzzz\""},
		{"sprite a\n...\n", "s.txt:2:4: sprite a: a row has 3 pixels, want 16"},
		{"sprite a\n.......q........\n", "s.txt:2:8: sprite a: 'q' is not in the palette"},
		{"sprite a\n................\n", "s.txt:1:1: sprite a has 1 rows, want 16"},
		{"................\n", "s.txt:1:1: pixels before any \"sprite NAME\" line"},
		{"sprite a outline\n", "s.txt:1:1: sprite a: \"outline\" needs palette 0 first"},
		{"palette 0 000000\nsprite a shiny\n", "s.txt:2:1: sprite a: unknown option \"shiny\""},
		{"sprite \t\n", "s.txt:1:1: want \"sprite NAME\""},
	} {
		_, err := Parse("s.txt", []byte(tc.src))
		require.Error(t, err, tc.src)
		assert.Equal(t, tc.want, err.Error())
	}
}

func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		if _, err := Parse("sprites.txt", Sprites); err != nil {
			b.Fatal(err)
		}
	}
}

// TestEveryCreatureHasItsSprite: each creature of the bestiary is drawn by its own sprite, named as
// the renderer looks it up (spaces to underscores), never by another's in its stead.
func TestEveryCreatureHasItsSprite(t *testing.T) {
	a, err := Parse("sprites.txt", Sprites)
	require.NoError(t, err)
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for _, c := range d.Creatures {
		name := strings.ReplaceAll(c.Name, " ", "_")
		if c.Sprite != "" {
			name = c.Sprite
		}
		_, ok := a.Rects[name]
		assert.True(t, ok, "%s has no sprite %q", c.Name, name)
	}
}
