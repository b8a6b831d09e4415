// The sprites: the art on the GPU, and the sprite of each thing of the data (terrain, items, creatures and
// their remains, missiles, spells, traps, the player's layers), looked up by name once and kept, so drawing
// builds no strings.

package render

import (
	"image"
	"image/color"
	"strings"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/art"
)

// The default palette's background (assets/palettes/colours.toml: drawing uses the player's), and the
// window's black around the logical screen. The interface's text colours are ui's (ui.ColInfo...).
var (
	colBackground = color.RGBA{0x0c, 0x0c, 0x12, 0xff}
	colBlack      = color.RGBA{0, 0, 0, 0xff}
)

// sprites are the art's sprites on the GPU by name, and caches of the sprites of the data's things by
// their names (the data's sprite names, else the things' own: "giant rat" → giant_rat).
type sprites struct {
	atlas  *ebiten.Image
	byName map[string]*ebiten.Image
	data   *assets.Data
	// variants are the variants of a sprite by its base name (wall, wall2, wall3...).
	variants map[string][]*ebiten.Image
	// tiles is the terrain's sprites on the level shown, made again when its kind or theme changes (tileTable).
	tiles tileTable
	items map[string]*ebiten.Image
	kinds map[string]kindLook      // how each creature kind is drawn
	projs map[string]*ebiten.Image // missiles by weapon name
	// overlays are the animations' effect sprites; look and layers the player's sprites from the body
	// out, for the race and gear look (playerLayers).
	overlays overlaySprites
	look     playerLook
	layers   [6]*ebiten.Image
	layerN   int
}

// playerLook is what the player's layers depend on: when it changes, they are named again.
type playerLook struct {
	data *assets.Data
	race string
	worn [game.NumSlots]game.Item
}

// newSprites puts atlas a on the GPU, its sprites named, for data d.
func newSprites(a *art.Atlas, d *assets.Data) *sprites {
	s := &sprites{atlas: uploadRGBA(a.Image), byName: map[string]*ebiten.Image{}, data: d,
		variants: map[string][]*ebiten.Image{}, items: map[string]*ebiten.Image{}, kinds: map[string]kindLook{},
		projs: map[string]*ebiten.Image{}}
	for name, rect := range a.Rects {
		s.byName[name] = s.atlas.SubImage(rect).(*ebiten.Image)
	}
	return s
}

// layerImage is a w×h image a whole layer is drawn on (the logical screen, the text layer, the zoomed map):
// a texture of its own, off Ebitengine's atlas. On the atlas the logical screen and the text layer, both the
// window's size, took three pages at the first frame (1024×512, 2048×512 and 1024×512 at 640×480: a page
// that doubled and an image moved off it) where two textures of their own take two, 4 MB less memory under
// a software renderer and less work (issue 35's start). Each is drawn whole as one source: nothing to batch.
func layerImage(w, h int) *ebiten.Image {
	return ebiten.NewImageWithOptions(image.Rect(0, 0, w, h), &ebiten.NewImageOptions{Unmanaged: true})
}

// setData takes reloaded data: the things' sprites are looked up again.
func (s *sprites) setData(d *assets.Data) {
	s.data = d
	clear(s.items)
	clear(s.kinds)
	clear(s.projs)
}

// forgetPlayer has the player's layers named again at the next frame (a new game's player).
func (s *sprites) forgetPlayer() { s.layerN = 0 }

// sprite is the sprite of a thing of the data by its name ("giant rat" → giant_rat), or fallback's.
func (s *sprites) sprite(name, fallback string) *ebiten.Image {
	if img, ok := s.byName[name]; ok {
		return img
	}
	if img, ok := s.byName[strings.ReplaceAll(name, " ", "_")]; ok {
		s.byName[name] = img // remembered: no string building next frame
		return img
	}
	if img, ok := s.byName[fallback]; ok {
		s.byName[name] = img
		return img
	}
	return s.byName["kobold"]
}

// tileSprite picks the sprite of terrain t at p on level l, varied by position so rooms do not look stamped.
func (s *sprites) tileSprite(l *levels.Level, t levels.Tile, p gruid.Point) *ebiten.Image {
	tt := s.tileTable(l)
	if int(t) < len(tt.img) {
		return tt.img[t][tileVariant(p)]
	}
	return s.lookTile(l, t, tileVariant(p), s.themeSprite(tt.theme, "_wall"), s.themeSprite(tt.theme, "_floor"))
}

// tileVariants is how many position variants tileVariant gives.
const tileVariants = 11

// tileVariant is the position variant of cell p, from 0 to tileVariants-1.
func tileVariant(p gruid.Point) int { return (p.X*7 + p.Y*13 + p.X*p.Y*3) % tileVariants }

// tileTable is the sprite of every terrain and position variant on a level of one kind and theme: worked
// out when the level's kind or theme changes, not looked up by name for every cell of every frame.
type tileTable struct {
	ok    bool
	kind  levels.Kind
	theme string
	img   [levels.Artefact + 1][tileVariants]*ebiten.Image
}

// tileTable is the table of the tiles of level l (the level shown), made again when its kind or theme changed.
func (s *sprites) tileTable(l *levels.Level) *tileTable {
	tt := &s.tiles
	if tt.ok && tt.kind == l.Kind && tt.theme == l.Theme {
		return tt
	}
	tt.ok, tt.kind, tt.theme = true, l.Kind, l.Theme
	wall, floor := s.themeSprite(l.Theme, "_wall"), s.themeSprite(l.Theme, "_floor")
	for t := range tt.img {
		for v := range tt.img[t] {
			tt.img[t][v] = s.lookTile(l, levels.Tile(t), v, wall, floor)
		}
	}
	return tt
}

// lookTile is the sprite of terrain t in position variant v on level l, whose theme's own wall and floor
// sprites are themeWall and themeFloor ("": the art has none).
func (s *sprites) lookTile(l *levels.Level, t levels.Tile, v int, themeWall, themeFloor string) *ebiten.Image {
	cave := l.Kind == levels.KindCave
	switch { // the theme's own look (dungeon.toml [[theme]]) where the art has it
	case t == levels.Wall && themeWall != "":
		return s.variant(themeWall, v)
	case t == levels.Floor && themeFloor != "":
		return s.variant(themeFloor, v)
	}
	switch {
	case t == levels.Wall && cave:
		return s.variant("cave_wall", v)
	case t == levels.Wall:
		return s.variant("wall", v)
	case int(t) < len(tileLooks) && tileLooks[t].sprite != "":
		return s.sprite(tileLooks[t].sprite, tileLooks[t].fallback)
	case cave:
		return s.variant("cave_floor", v)
	}
	return s.variant("floor", v)
}

// themeSprite is the sprite name theme+suffix ("crypts_wall") when the art has it, else "".
func (s *sprites) themeSprite(theme, suffix string) string {
	if theme == "" {
		return ""
	}
	if _, ok := s.byName[theme+suffix]; ok {
		return theme + suffix
	}
	return ""
}

// tileLooks are the sprites of the terrain drawn alike in rooms and caves, and what is drawn where the art
// lacks one; walls and floors come in variants (tileSprite).
var tileLooks = [...]struct{ sprite, fallback string }{
	levels.DoorClosed: {"door_closed", "wall"},
	levels.DoorOpen:   {"door_open", "floor"},
	levels.StairsDown: {"stairs_down", "floor"},
	levels.StairsUp:   {"stairs_up", "floor"},
	levels.Water:      {"water", "floor"},
	levels.Chasm:      {"chasm", "wall"},
	levels.Artefact:   {"artefact", "stairs_down"},
}

// variant is base, or now and then one of its variants base2, base3, base4 when the art has them.
func (s *sprites) variant(base string, v int) *ebiten.Image {
	names := s.variants[base]
	if names == nil {
		for _, n := range []string{base, base + "2", base + "3", base + "4"} {
			if img, ok := s.byName[n]; ok {
				names = append(names, img)
			}
		}
		if len(names) == 0 {
			names = []*ebiten.Image{s.sprite(strings.TrimPrefix(base, "cave_"), "floor")}
		}
		s.variants[base] = names
	}
	if v < 6 || len(names) == 1 {
		return names[0]
	}
	return names[1+v%(len(names)-1)]
}

// kindLook is how a kind of creature is drawn, worked out once a kind from the bestiary.
type kindLook struct {
	sprite    *ebiten.Image // the data's sprite name, else its name with underscores ("giant rat" → giant_rat)
	corpse    *ebiten.Image // the remains it leaves: bones, ectoplasm, a small or a large body
	bloodless bool          // no blood to spill (Traits.Bloodless: a skeleton, an incorporeal, a construct...)
}

// lookOf is how a creature kind is drawn. Cached, so drawing builds no strings.
func (s *sprites) lookOf(kind string) kindLook {
	if l, ok := s.kinds[kind]; ok {
		return l
	}
	name, corpse := kind, "corpse"
	var l kindLook
	if c, ok := s.data.Creature(kind); ok {
		if c.Sprite != "" {
			name = c.Sprite
		}
		corpse, l.bloodless = c.Corpse, c.Traits.Bloodless
	}
	l.sprite, l.corpse = s.sprite(name, "kobold"), s.sprite(corpse, "corpse")
	s.kinds[kind] = l
	return l
}

// creatureSprite is the sprite of a creature kind.
func (s *sprites) creatureSprite(kind string) *ebiten.Image { return s.lookOf(kind).sprite }

// corpseSprite is the remains a creature kind leaves.
func (s *sprites) corpseSprite(kind string) *ebiten.Image { return s.lookOf(kind).corpse }

// itemSprite is the sprite of an item on the floor, by its kind and the data's sprite names.
func (s *sprites) itemSprite(it game.Item) *ebiten.Image {
	if img, ok := s.items[it.Name]; ok {
		return img
	}
	name := "item_sword"
	switch it.Kind {
	case game.ItemWeapon:
		if w, ok := s.data.Weapon(it.Name); ok && w.Sprite != "" {
			name = w.Sprite
		}
	case game.ItemAmmo:
		name = "item_arrows"
		if a, ok := s.data.Ammo(it.Name); ok && a.Sprite != "" {
			name = a.Sprite
		}
	case game.ItemArmour:
		name = "item_armour"
		if a, ok := s.data.Armour(it.Name); ok {
			name = armourItem(a)
		}
	case game.ItemPotion:
		name = "item_potion"
	case game.ItemScroll:
		name = "item_scroll"
	}
	img := s.sprite(name, "item_sword")
	if _, ok := s.byName["item_sword"]; !ok && img == s.byName["kobold"] {
		img = s.byName["spark"] // no item art: never draw a creature in its place
	}
	s.items[it.Name] = img
	return img
}

// playerLayers are the player's sprites from the body out, named again only when race, gear or data change.
func (s *sprites) playerLayers(pl *game.Actor) []*ebiten.Image {
	look := playerLook{data: s.data, race: pl.Race, worn: pl.Worn}
	if s.layerN > 0 && look == s.look {
		return s.layers[:s.layerN]
	}
	var names [6]string
	n := PlayerLayers(s.data, pl, &names)
	s.layerN = 0
	for i, name := range names[:n] {
		img, ok := s.byName[name]
		if !ok && i == 0 {
			img, ok = s.byName["player"], true
		}
		if ok {
			s.layers[s.layerN] = img
			s.layerN++
		}
	}
	s.look = look
	return s.layers[:s.layerN]
}

// projectile is the sprite of a missile by its name: the flight_sprite the data gives the ammunition
// shot or the weapon thrown; a stone for anything else (a sling's rock, which leaves no name).
func (s *sprites) projectile(weapon string) *ebiten.Image {
	if img, ok := s.projs[weapon]; ok {
		return img
	}
	name := "proj_stone"
	if am, ok := s.data.Ammo(weapon); ok {
		if am.FlightSprite != "" {
			name = am.FlightSprite
		}
	} else if w, ok := s.data.Weapon(weapon); ok && w.FlightSprite != "" {
		name = w.FlightSprite
	}
	img := s.sprite(name, "proj_stone")
	s.projs[weapon] = img
	return img
}

// overlay is the sprite of overlay ov.
func (s *sprites) overlay(ov overlay) *ebiten.Image {
	if !s.overlays.ok {
		for i, name := range overlayNames {
			s.overlays.img[i] = s.byName[name]
		}
		s.overlays.ok = true
	}
	return s.overlays.img[ov]
}

// spellSprite is the sprite of spell name (spells.toml sprite), else fallback.
func (s *sprites) spellSprite(name, fallback string) *ebiten.Image {
	if sp, ok := s.data.Spell(name); ok && sp.Sprite != "" {
		return s.sprite(sp.Sprite, fallback)
	}
	return s.sprite(fallback, "spark")
}

// trapSprite is the sprite of trap name once found (spells.toml sprite), else the plain trap.
func (s *sprites) trapSprite(name string) *ebiten.Image {
	if t, ok := s.data.Trap(name); ok && t.Sprite != "" {
		return s.sprite(t.Sprite, "trap_pit")
	}
	return s.sprite("trap_pit", "spark")
}

// armourItem is the sprite of a piece of armour on the floor: the data's, else its slot's.
func armourItem(a *assets.Armour) string {
	if a.Sprite != "" {
		return a.Sprite
	}
	switch a.Slot {
	case assets.ArmourHand:
		return "item_shield"
	case assets.ArmourHead:
		return "item_helm"
	case assets.ArmourCloak:
		return "item_cloak"
	case assets.ArmourFeet:
		return "item_boots"
	case assets.ArmourHands:
		return "item_gloves"
	}
	return "item_armour"
}

// heldLook is the overlay of a wielded weapon: the data's held_sprite, else a sword.
func heldLook(w *assets.Weapon) string {
	if w.HeldSprite != "" {
		return w.HeldSprite
	}
	return "weapon_sword"
}

// PlayerLayers names the sprites of the player from the body out: race, armour, helm, shield, weapon.
// It fills out and returns how many it wrote (no allocation: the renderer calls it every frame).
func PlayerLayers(d *assets.Data, pl *game.Actor, out *[6]string) int {
	n := 0
	add := func(name string) {
		if n < len(out) {
			out[n] = name
			n++
		}
	}
	add("player_" + pl.Race)
	if a, ok := d.Armour(pl.Worn[game.SlotBody].Name); ok {
		add(armourLook(a))
	}
	if head := pl.Worn[game.SlotHead]; !head.IsZero() {
		if a, ok := d.Armour(head.Name); ok && a.WornSprite != "" {
			add(a.WornSprite)
		} else {
			add("helm")
		}
	}
	if a, ok := d.Armour(pl.Worn[game.SlotOff].Name); ok && a.Category == assets.CategoryShield {
		switch {
		case a.WornSprite != "":
			add(a.WornSprite)
		case a.Defence >= 2:
			add("shield_large")
		default:
			add("shield_small")
		}
	}
	if w, ok := d.Weapon(pl.Worn[game.SlotMain].Name); ok && pl.Worn[game.SlotMain].Kind == game.ItemWeapon {
		add(heldLook(w))
	} else if w, ok := d.Weapon(pl.Worn[game.SlotMissile].Name); ok {
		add(heldLook(w))
	}
	return n
}

// armourLook names the overlay of body armour: the data's worn_sprite, else by how much
// Dexterity it lets through.
func armourLook(a *assets.Armour) string {
	switch {
	case a.WornSprite != "":
		return a.WornSprite
	case !a.DexLimited || a.DexLimit >= 6:
		return "armour_leather"
	case a.DexLimit >= 4:
		return "armour_chain"
	case a.DexLimit >= 3:
		return "armour_scale"
	}
	return "armour_plate"
}
