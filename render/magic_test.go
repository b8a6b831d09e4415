// The screens of magic as drawn: the inventory with unknown and known magic, and the @ screen's known
// magic, saved to cleave-magic-pack.png and cleave-magic-sheet.png to look at.

package render

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

func TestMagicScreensDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	g := r.g
	pl := g.Player
	ring := game.Item{Kind: game.ItemArmour, Name: "ring of bone", Count: 1, Known: true}
	ring.Affixes[0] = "deflection"
	pl.Worn[game.SlotLeftRing] = ring
	amulet := game.Item{Kind: game.ItemArmour, Name: "amulet of amber", Count: 1}
	amulet.Affixes[0] = "evasion"
	pl.Worn[game.SlotNeck] = amulet
	pl.Worn[game.SlotBody].Affixes[0] = "hardened"
	sword := game.Item{Kind: game.ItemWeapon, Name: "long sword", Count: 1, Letter: 'p'}
	sword.Affixes = [game.MaxAffixes]string{"+2", "accuracy"}
	pl.Pack = append(pl.Pack, sword,
		game.Item{Kind: game.ItemPotion, Name: "healing", Count: 2, Letter: 'q'},
		game.Item{Kind: game.ItemScroll, Name: "teleport", Count: 1, Letter: 'r'},
		game.Item{Kind: game.ItemPotion, Name: "curing", Count: 1, Letter: 's'})
	g.Magic.Known["curing"] = true
	r.ui.Update(ui.Input{Typed: []rune{'i'}}, g)
	require.IsType(t, &ui.Pick{}, r.ui.Screen())
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-magic-pack.png"), renderFrame(r)))
	r.ui.Update(ui.Input{Typed: []rune{'0'}}, g) // the left ring's key: describe it
	require.IsType(t, &ui.Description{}, r.ui.Screen())
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-magic-ring.png"), renderFrame(r)))
	r.ui.Update(ui.Input{Pressed: ui.KeyEscape}, g)
	r.ui.Update(ui.Input{Pressed: ui.KeyEscape}, g)
	r.ui.Update(ui.Input{Typed: []rune{'@'}}, g)
	require.IsType(t, &ui.Character{}, r.ui.Screen())
	r.anim.tick += 100
	require.NoError(t, writePNG(filepath.Join(shotDir(), "cleave-magic-sheet.png"), renderFrame(r)))
}
