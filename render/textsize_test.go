// The text size on screen: the interface's text drawn larger, the map's cells not.

package render

import (
	"image"
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// colourExtent is the smallest rectangle of p holding every pixel of colour c in frame, and how many there are.
func colourExtent(frame *image.RGBA, p image.Rectangle, c color.RGBA) (image.Rectangle, int) {
	var box image.Rectangle
	n := 0
	for y := p.Min.Y; y < p.Max.Y; y++ {
		for x := p.Min.X; x < p.Max.X; x++ {
			if frame.RGBAAt(x, y) == c {
				box = box.Union(image.Rect(x, y, x+1, y+1))
				n++
			}
		}
	}
	return box, n
}

// TestTextSizeDrawn: at text size 2 the side panel's title (the character's name, in the title colour)
// is drawn twice as wide and twice as tall, each pixel of the font a 2×2 square, and the log's first line
// too (its first ten characters); the player's cell is drawn the same, pixel for pixel, at both sizes.
func TestTextSizeDrawn(t *testing.T) {
	frames := map[int]*image.RGBA{}
	lays := map[int]ui.Layout{}
	cells := map[int]*image.RGBA{}
	for _, size := range []int{1, 2} {
		r, err := New(Options{Seed: 1, Layout: ui.LayoutOptions{TextSize: size}})
		require.NoError(t, err)
		frames[size] = renderCanvas(r, 1280, 960)
		lays[size] = r.lay
		x, y := r.view.screenPos(r.camera(), r.g.Player.Pos)
		cell := image.NewRGBA(image.Rect(0, 0, tile, tile))
		for dy := range tile {
			for dx := range tile {
				cell.SetRGBA(dx, dy, frames[size].RGBAAt(int(x)+dx, int(y)+dy))
			}
		}
		cells[size] = cell
	}
	require.Equal(t, 2, lays[2].Text, "the layout takes the size")
	require.Equal(t, lays[1].Scale, lays[2].Scale)

	title := func(size int) (image.Rectangle, int) {
		p := lays[size].Panel
		p.Max.Y = p.Min.Y + 4 + lays[size].LineH // the title's line
		return colourExtent(frames[size], p, ui.ColTitle)
	}
	box1, n1 := title(1)
	box2, n2 := title(2)
	require.Positive(t, n1, "the title is drawn")
	assert.Equal(t, 2*box1.Dx(), box2.Dx(), "the title twice as wide: %v, %v", box1, box2)
	assert.Equal(t, 2*box1.Dy(), box2.Dy(), "the title twice as tall: %v, %v", box1, box2)
	assert.Equal(t, 4*n1, n2, "each pixel of the font a 2×2 square")
	assert.LessOrEqual(t, box1.Dy(), 13, "the font's 13 pixels at size 1")

	logLine := func(size int) image.Rectangle {
		l := lays[size].Log
		l.Max.Y = l.Min.Y + 2 + lays[size].LineH
		l.Max.X = 4 + 10*lays[size].CharW // its first ten characters (the line wraps sooner at size 2)
		f := frames[size]
		bg := f.RGBAAt(lays[size].W-1, l.Min.Y+1)
		var box image.Rectangle
		for y := l.Min.Y; y < l.Max.Y; y++ {
			for x := l.Min.X; x < l.Max.X; x++ {
				if f.RGBAAt(x, y) != bg {
					box = box.Union(image.Rect(x, y, x+1, y+1))
				}
			}
		}
		return box
	}
	log1, log2 := logLine(1), logLine(2)
	require.False(t, log1.Empty(), "the log's first line is drawn")
	assert.Equal(t, 2*log1.Dx(), log2.Dx(), "the log's first characters twice as wide: %v, %v", log1, log2)
	assert.Equal(t, 2*log1.Dy(), log2.Dy(), "and twice as tall")

	t.Logf("title %v at size 1, %v at size 2 (%d, %d pixels); the log's first characters %v, %v", box1, box2, n1, n2, log1, log2)
	assert.Equal(t, lays[1].Cell, lays[2].Cell, "the map's cells keep their size")
	assert.Equal(t, cells[1].Pix, cells[2].Pix, "the player's cell drawn the same")
}

// TestTextSizeFromTheSettingsScreen: the settings screen's text size row lays the screen out again at once
// (the panel twice as wide, the lines twice as tall) and saves the size.
func TestTextSizeFromTheSettingsScreen(t *testing.T) {
	var saved []prefs.Settings
	r, err := New(Options{Seed: 1, SaveSettings: func(s prefs.Settings) error { saved = append(saved, s); return nil }})
	require.NoError(t, err)
	renderCanvas(r, 1280, 960)
	require.Equal(t, 1, r.lay.Text)
	panel := r.lay.Panel.Dx()
	r.ui.Update(ui.Input{Typed: []rune{ui.SettingsKey}}, r.g)
	s, ok := r.ui.Screen().(*ui.Settings)
	require.True(t, ok)
	for s.Row < len(s.RowsOf(r.ui.Settings())) && s.RowsOf(r.ui.Settings())[s.Row].Name != "Text size (the map keeps its size)" {
		r.ui.Update(ui.Input{Keys: []string{"Down"}}, r.g)
	}
	r.ui.Update(ui.Input{Keys: []string{"Right"}}, r.g)
	require.Equal(t, 2, r.ui.Settings().TextSize)
	r.settingsChanged()
	assert.Equal(t, 2, r.lay.Text)
	assert.Equal(t, 2*ui.FontLineH, r.lay.LineH)
	assert.Equal(t, 2*panel, r.lay.Panel.Dx())
	require.NotEmpty(t, saved)
	assert.Equal(t, 2, saved[len(saved)-1].TextSize, "saved")
	renderCanvas(r, 1280, 960) // and draws
}
