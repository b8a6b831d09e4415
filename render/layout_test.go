// The layout on screen: the logical screen follows the window, the side panel shows the creatures in view,
// the zoom keys change the scale, the level overview draws the level.

package render

import (
	"image"
	"image/color"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/ui"
)

// renderCanvas draws r on a window of w×h device pixels and returns the logical screen it drew.
func renderCanvas(r *Runner, w, h int) *image.RGBA {
	screen := ebiten.NewImage(w, h)
	defer screen.Deallocate()
	r.Draw(screen)
	frame := image.NewRGBA(image.Rect(0, 0, r.lay.W, r.lay.H))
	r.target.ReadPixels(frame.Pix) // the canvas, or at scale 1 the window itself
	return frame
}

// TestScaleOneDrawsOnTheWindow: where the logical screen is the window pixel for pixel (scale 1, a 640×480
// window: onWindow), the frame is drawn on the window itself, with no canvas texture of its own (issue 35:
// 2 MB of the start's memory under a software renderer), and it is the frame a canvas holds at scale 2 in a
// 1280×960 window, pixel for pixel; the window going back to scale 1 drops the canvas again.
func TestScaleOneDrawsOnTheWindow(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	direct := renderCanvas(r, ScreenW, ScreenH)
	assert.Nil(t, r.canvas, "no canvas at scale 1")
	r2, err := New(Options{Seed: 1})
	require.NoError(t, err)
	screen := ebiten.NewImage(2*ScreenW, 2*ScreenH)
	defer screen.Deallocate()
	r2.Draw(screen)
	require.Equal(t, 2, r2.lay.Scale)
	require.NotNil(t, r2.canvas, "a canvas at scale 2")
	scaled := image.NewRGBA(image.Rect(0, 0, ScreenW, ScreenH))
	r2.canvas.ReadPixels(scaled.Pix)
	assert.Equal(t, direct.Bounds(), scaled.Bounds())
	differ := 0
	for i := range direct.Pix {
		if direct.Pix[i] != scaled.Pix[i] {
			differ++
		}
	}
	assert.Zero(t, differ, "bytes of the frame that differ")
	again := renderCanvas(r2, ScreenW, ScreenH)
	assert.Nil(t, r2.canvas, "back at scale 1: the canvas is dropped")
	assert.Equal(t, direct.Pix, again.Pix)
}

// TestLayoutFollowsWindow: a 1920×1080 window is a 960×540 logical screen at scale 2, the map view shows
// more cells than at 640×480, and the window shows the logical screen doubled, pixel for pixel.
func TestLayoutFollowsWindow(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	small := renderCanvas(r, ScreenW, ScreenH)
	require.Equal(t, image.Rect(0, 0, ScreenW, ScreenH), small.Bounds())
	cols, rows := r.lay.Cols, r.lay.Rows

	screen := ebiten.NewImage(1920, 1080)
	defer screen.Deallocate()
	r.Draw(screen)
	assert.Equal(t, 2, r.lay.Scale)
	assert.Equal(t, []int{960, 540}, []int{r.lay.W, r.lay.H})
	assert.Equal(t, image.Pt(960, 540), r.canvas.Bounds().Size(), "the canvas follows")
	assert.Greater(t, r.lay.Cols, cols)
	assert.Greater(t, r.lay.Rows, rows)
	logical := image.NewRGBA(image.Rect(0, 0, 960, 540))
	r.canvas.ReadPixels(logical.Pix)
	window := image.NewRGBA(image.Rect(0, 0, 1920, 1080))
	screen.ReadPixels(window.Pix)
	x, y := r.view.screenPos(r.camera(), r.g.Player.Pos)
	for _, d := range []image.Point{{3, 3}, {8, 8}, {12, 5}} {
		q := image.Pt(int(x)+d.X, int(y)+d.Y)
		assert.Equal(t, logical.RGBAAt(q.X, q.Y), window.RGBAAt(2*q.X+1, 2*q.Y+1), "the player's pixel %v, doubled", q)
	}
	p, ok := r.cellAt(int(x)+5, int(y)+5)
	require.True(t, ok)
	assert.Equal(t, r.g.Player.Pos, p, "the mouse finds the player's cell")
}

// TestZoom: - lowers the scale (more of the map), + raises it, never past what fits the window.
func TestZoom(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	renderCanvas(r, 1920, 1080)
	require.Equal(t, 2, r.lay.Scale)
	r.zoom(-1)
	assert.Equal(t, 1, r.lay.Scale)
	assert.Equal(t, []int{1920, 1080}, []int{r.lay.W, r.lay.H})
	r.zoom(-1)
	assert.Equal(t, 1, r.lay.Scale, "no scale below 1")
	r.zoom(+1)
	r.zoom(+1)
	assert.Equal(t, 2, r.lay.Scale, "no scale above what fits")
	frame := renderCanvas(r, 1920, 1080)
	assert.Equal(t, image.Rect(0, 0, 960, 540), frame.Bounds())
}

// TestPanelFoes: a kobold beside the player is listed on the side panel, its name in the colour of the
// threat its fight has (words.toml's [[threat]]), its health bar full, then two thirds gone.
func TestPanelFoes(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	k, err := r.g.PlaceBeside("kobold")
	require.NoError(t, err)
	frame := renderCanvas(r, ScreenW, ScreenH)
	sb := r.ui.Sidebar(r.g)
	require.Len(t, sb.Foes, 1)
	f := sb.Foes[0]
	mu, err := r.g.Matchup(k)
	require.NoError(t, err)
	_, row := r.data.Words.ThreatWords(mu.Threat())
	assert.Equal(t, row, f.Threat)
	want := threatColour(f.Threat, f.Threats)
	p := r.lay.Panel
	named := 0
	for y := p.Min.Y; y < p.Max.Y; y++ {
		for x := p.Min.X; x < p.Max.X; x++ {
			if frame.RGBAAt(x, y) == want {
				named++
			}
		}
	}
	assert.Greater(t, named, 20, "the kobold's name in its threat's colour")
	full := countColour(frame, p, healthColour(1))
	k.HP = k.MaxHP / 4
	r.g.Turns++ // the panel is drawn again when the game moves
	frame = renderCanvas(r, ScreenW, ScreenH)
	assert.Less(t, countColour(frame, p, healthColour(1)), full, "the kobold's bar is no longer full green")
	assert.Positive(t, countColour(frame, p, healthColour(0.25)), "a red bar for the almost dead")
}

// countColour counts the pixels of colour c in rectangle p of frame.
func countColour(frame *image.RGBA, p image.Rectangle, c color.RGBA) int {
	n := 0
	for y := p.Min.Y; y < p.Max.Y; y++ {
		for x := p.Min.X; x < p.Max.X; x++ {
			if frame.RGBAAt(x, y) == c {
				n++
			}
		}
	}
	return n
}

// TestThreatColours: the first row of the threat table is the calmest colour, the last the reddest.
func TestThreatColours(t *testing.T) {
	assert.Equal(t, threatColours[0], threatColour(0, 5))
	assert.Equal(t, threatColours[len(threatColours)-1], threatColour(4, 5))
	assert.Equal(t, threatColours[2], threatColour(2, 5))
	assert.Equal(t, threatColours[len(threatColours)-1], threatColour(2, 3), "three rows: the last is red")
}

// TestOverviewDrawn: X draws the level overview: the player's cell white, a seen wall in the wall's colour.
func TestOverviewDrawn(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	r.ui.Update(ui.Input{Typed: []rune{ui.OverviewKey}}, r.g)
	require.IsType(t, &ui.Overview{}, r.ui.Screen())
	frame := renderCanvas(r, ScreenW, ScreenH)
	l := r.g.Level
	o, c := r.lay.Overview(l.W, l.H)
	at := func(p gruid.Point) image.Point { return image.Pt(o.X+p.X*c+c/2, o.Y+p.Y*c+c/2) }
	pl := at(r.g.Player.Pos)
	assert.Equal(t, ui.OverviewPlayer, frame.RGBAAt(pl.X, pl.Y), "the player")
	wall := false
	for y := range l.H {
		for x := range l.W {
			p := gruid.Point{X: x, Y: y}
			if r.g.IsVisible(p) && l.At(p) == levels.Wall && !wall {
				q := at(p)
				assert.Equal(t, ui.TerrainColour(levels.Wall), frame.RGBAAt(q.X, q.Y), "a wall in view at %v", p)
				wall = true
			}
		}
	}
	require.True(t, wall, "a wall in view")
}

// TestTextLayersInPlace: the side panel and the log are written into layers of their own places' sizes (issue
// 35: the start's memory; one layer of the logical screen's size before), and the frame shows them where a
// layer of the whole screen put them, pixel for pixel: the panel with a creature in view (its sprite, name and
// bar) and the log's lines, against the same drawn straight on an image of the screen's size.
func TestTextLayersInPlace(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	_, err = r.g.PlaceBeside("kobold")
	require.NoError(t, err)
	frame := renderCanvas(r, ScreenW, ScreenH)
	require.Len(t, r.ui.Sidebar(r.g).Foes, 1)
	require.NotEmpty(t, r.g.Log)
	assert.Equal(t, r.lay.Panel.Size(), r.hud.panel.img.Bounds().Size(), "the panel's layer")
	assert.Equal(t, r.lay.Log.Size(), r.hud.log.img.Bounds().Size(), "the log's layer")
	ref := ebiten.NewImage(r.lay.W, r.lay.H)
	defer ref.Deallocate()
	ref.Fill(&r.hud.pal.Background)
	h := r.hud
	h.paint.dst, h.paint.at = ref, image.Point{}
	h.drawPanel(r.g, r.ui)
	h.drawLog(r.g, r.ui)
	want := image.NewRGBA(image.Rect(0, 0, r.lay.W, r.lay.H))
	ref.ReadPixels(want.Pix)
	for _, place := range []image.Rectangle{r.lay.Panel, r.lay.Log} {
		differ, inked := 0, 0
		for y := place.Min.Y; y < place.Max.Y; y++ {
			for x := place.Min.X; x < place.Max.X; x++ {
				if frame.RGBAAt(x, y) != want.RGBAAt(x, y) {
					differ++
				}
				if want.RGBAAt(x, y) != want.RGBAAt(place.Min.X+1, place.Max.Y-1) {
					inked++
				}
			}
		}
		assert.Zero(t, differ, "pixels of %v that differ", place)
		assert.Greater(t, inked, 100, "something is drawn in %v", place)
	}
}
