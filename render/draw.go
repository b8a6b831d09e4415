// Drawing the dungeon: tiles, items, corpses and creatures (the player in layers), remembered cells dimmed.

package render

import (
	"image/color"
	"strings"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

var (
	colBackground = color.RGBA{0x0c, 0x0c, 0x12, 0xff}
	colInfo       = color.RGBA{0xc8, 0xc8, 0xd0, 0xff}
	colGood       = color.RGBA{0x9a, 0xd8, 0x7a, 0xff}
	colBad        = color.RGBA{0xf0, 0x70, 0x60, 0xff}
	colDeath      = color.RGBA{0xf0, 0xc0, 0x40, 0xff}
	colDim        = color.RGBA{0x80, 0x80, 0x90, 0xff}
	colTitle      = color.RGBA{0xe0, 0xc8, 0xa0, 0xff}
	colBlack      = color.RGBA{0, 0, 0, 0xff}
)

// tileSprite picks the sprite of terrain t at p, varied by position so rooms do not look stamped.
func (r *Runner) tileSprite(t levels.Tile, p gruid.Point) *ebiten.Image {
	tt := r.tileTable()
	if int(t) < len(tt.img) {
		return tt.img[t][tileVariant(p)]
	}
	return r.lookTile(t, tileVariant(p), r.themeSprite(tt.theme, "_wall"), r.themeSprite(tt.theme, "_floor"))
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

// tileTable is the table of the tiles of the level shown, made again when its kind or theme changed.
func (r *Runner) tileTable() *tileTable {
	l, tt := r.g.Level, &r.tiles
	if tt.ok && tt.kind == l.Kind && tt.theme == l.Theme {
		return tt
	}
	tt.ok, tt.kind, tt.theme = true, l.Kind, l.Theme
	wall, floor := r.themeSprite(l.Theme, "_wall"), r.themeSprite(l.Theme, "_floor")
	for t := range tt.img {
		for v := range tt.img[t] {
			tt.img[t][v] = r.lookTile(levels.Tile(t), v, wall, floor)
		}
	}
	return tt
}

// lookTile is the sprite of terrain t in position variant v on the level shown, whose theme's own wall and
// floor sprites are themeWall and themeFloor ("": the art has none).
func (r *Runner) lookTile(t levels.Tile, v int, themeWall, themeFloor string) *ebiten.Image {
	cave := r.g.Level.Kind == levels.KindCave
	switch { // the theme's own look (dungeon.toml [[theme]]) where the art has it
	case t == levels.Wall && themeWall != "":
		return r.variant(themeWall, v)
	case t == levels.Floor && themeFloor != "":
		return r.variant(themeFloor, v)
	}
	switch {
	case t == levels.Wall && cave:
		return r.variant("cave_wall", v)
	case t == levels.Wall:
		return r.variant("wall", v)
	case int(t) < len(tileLooks) && tileLooks[t].sprite != "":
		return r.sprite(tileLooks[t].sprite, tileLooks[t].fallback)
	case cave:
		return r.variant("cave_floor", v)
	}
	return r.variant("floor", v)
}

// themeSprite is the sprite name theme+suffix ("crypts_wall") when the art has it, else "".
func (r *Runner) themeSprite(theme, suffix string) string {
	if theme == "" {
		return ""
	}
	if _, ok := r.sprites[theme+suffix]; ok {
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
func (r *Runner) variant(base string, v int) *ebiten.Image {
	names := r.variants[base]
	if names == nil {
		for _, n := range []string{base, base + "2", base + "3", base + "4"} {
			if s, ok := r.sprites[n]; ok {
				names = append(names, s)
			}
		}
		if len(names) == 0 {
			names = []*ebiten.Image{r.sprite(strings.TrimPrefix(base, "cave_"), "floor")}
		}
		r.variants[base] = names
	}
	if v < 6 || len(names) == 1 {
		return names[0]
	}
	return names[1+v%(len(names)-1)]
}

// inView reports whether cell p is on the map view, the camera at cam (the last row and column in part).
func (r *Runner) inView(cam, p gruid.Point) bool {
	return p.X >= cam.X && p.Y >= cam.Y && p.X < cam.X+r.lay.Cols && p.Y < cam.Y+r.lay.Rows
}

// kindLook is how a kind of creature is drawn, worked out once a kind from the bestiary.
type kindLook struct {
	sprite    *ebiten.Image // the data's sprite name, else its name with underscores ("giant rat" → giant_rat)
	corpse    *ebiten.Image // the remains it leaves: bones, ectoplasm, a small or a large body
	bloodless bool          // no blood to spill (Traits.Bloodless: a skeleton, an incorporeal, a construct...)
}

// lookOf is how a creature kind is drawn. Cached, so drawing builds no strings.
func (r *Runner) lookOf(kind string) kindLook {
	if l, ok := r.kinds[kind]; ok {
		return l
	}
	name, corpse := kind, "corpse"
	var l kindLook
	if c, ok := r.data.Creature(kind); ok {
		if c.Sprite != "" {
			name = c.Sprite
		}
		corpse, l.bloodless = c.Corpse, c.Traits.Bloodless
	}
	l.sprite, l.corpse = r.sprite(name, "kobold"), r.sprite(corpse, "corpse")
	r.kinds[kind] = l
	return l
}

// creatureSprite is the sprite of a creature kind.
func (r *Runner) creatureSprite(kind string) *ebiten.Image { return r.lookOf(kind).sprite }

// corpseSprite is the remains a creature kind leaves.
func (r *Runner) corpseSprite(kind string) *ebiten.Image { return r.lookOf(kind).corpse }

// itemSprite is the sprite of an item on the floor, by its kind and the data's sprite names.
func (r *Runner) itemSprite(it game.Item) *ebiten.Image {
	if s, ok := r.items[it.Name]; ok {
		return s
	}
	name := "item_sword"
	switch it.Kind {
	case game.ItemWeapon:
		if w, ok := r.data.Weapon(it.Name); ok && w.Sprite != "" {
			name = w.Sprite
		}
	case game.ItemAmmo:
		name = "item_arrows"
		if a, ok := r.data.Ammo(it.Name); ok && a.Sprite != "" {
			name = a.Sprite
		}
	case game.ItemArmour:
		name = "item_armour"
		if a, ok := r.data.Armour(it.Name); ok {
			name = armourItem(a)
		}
	case game.ItemPotion:
		name = "item_potion"
	case game.ItemScroll:
		name = "item_scroll"
	}
	s := r.sprite(name, "item_sword")
	if _, ok := r.sprites["item_sword"]; !ok && s == r.sprites["kobold"] {
		s = r.sprites["spark"] // no item art: never draw a creature in its place
	}
	r.items[it.Name] = s
	return s
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
