// The item description screen on screen: opened from the inventory and from the hover line.

package render

import (
	"image"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// smallest is the layout of the smallest logical screen, which the tests draw at.
var smallest = ui.NewLayout(ScreenW, ScreenH, tile, ui.LayoutOptions{})

// panelPixels copies the pixels over the map (where the screens are drawn), down to the log.
func panelPixels(frame *image.RGBA) []byte {
	var out []byte
	for y := 0; y < smallest.Log.Min.Y; y++ {
		out = append(out, frame.Pix[frame.PixOffset(0, y):frame.PixOffset(ScreenW, y)]...)
	}
	return out
}

// TestDescriptionDrawn: i then 1 draws the description of what the main hand holds over the inventory,
// and any key goes back to the inventory as it was drawn; hovering a cell where an item lies says that v
// describes it.
func TestDescriptionDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	play := panelPixels(renderFrame(r))
	r.ui.Update(ui.Input{Typed: []rune("i")}, r.g)
	inventory := panelPixels(renderFrame(r))
	r.ui.Update(ui.Input{Typed: []rune{ui.WornKey(game.SlotMain)}}, r.g)
	d, ok := r.ui.Screen().(*ui.Description)
	require.True(t, ok, "%T", r.ui.Screen())
	require.Equal(t, "Long sword", d.Items[0][0])
	desc := panelPixels(renderFrame(r))
	assert.NotEqual(t, inventory, desc, "the description is drawn, not the inventory")
	assert.NotEqual(t, play, desc, "the description is drawn over the map")
	r.ui.Update(ui.Input{Typed: []rune("z")}, r.g)
	assert.Equal(t, inventory, panelPixels(renderFrame(r)), "back to the inventory")
	r.ui.Update(ui.Input{Pressed: ui.KeyEscape}, r.g)

	p := r.g.Player.Pos
	p.X++
	r.g.Items = append(r.g.Items, game.FloorItem{Pos: p, Item: game.Item{Kind: game.ItemWeapon, Name: "dagger", Count: 1}})
	require.True(t, r.g.IsSeen(p))
	r.ui.Update(ui.Input{Hover: p, HoverOK: true}, r.g)
	assert.True(t, strings.HasSuffix(r.hud.hoverText(r.g, r.ui), ui.DescribeHint(r.ui.Lang())), r.hud.hoverText(r.g, r.ui))
}
