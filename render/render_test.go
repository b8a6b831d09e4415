// Pixel tests: run inside ebiten.RunGame (under Xvfb) and read back what the renderer drew.

package render

import (
	"errors"
	"image"
	"image/color"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/render/art"
)

// testLoop runs the tests from inside Ebitengine's loop, as Ebitengine's own internal/testing does,
// so images can be drawn and read back.
type testLoop struct {
	m       *testing.M
	started bool
	done    chan int
	code    int
	hold    chan chan struct{} // a benchmark parks the loop in Update until it closes the channel it sent
	host    chan hosted        // a test hands over a game to run inside the loop for a while
	inner   *hosted
}

// hosted is a game run inside the test loop until it ends or its ticks run out; done is closed then.
type hosted struct {
	game  ebiten.Game
	ticks int
	done  chan struct{}
}

// run plays g inside Ebitengine's loop for at most ticks updates, and returns when it is over.
func (l *testLoop) run(g ebiten.Game, ticks int) {
	h := hosted{game: g, ticks: ticks, done: make(chan struct{})}
	l.host <- h
	<-h.done
}

// theLoop is the test harness's loop, set once by TestMain, so a benchmark can park it: Ebitengine's
// own allocations while it draws frames would otherwise count against the code measured.
var theLoop *testLoop

// park stops Ebitengine's loop inside Update (no frames drawn) until the returned func is called.
func (l *testLoop) park() (resume func()) {
	release := make(chan struct{})
	l.hold <- release
	return func() { close(release) }
}

func (l *testLoop) Update() error {
	if !l.started {
		l.started = true
		go func() { l.done <- l.m.Run() }()
	}
	select {
	case l.code = <-l.done:
		return ebiten.Termination
	case release := <-l.hold:
		<-release
		return nil
	case h := <-l.host:
		l.inner = &h
		return nil
	default:
	}
	if h := l.inner; h != nil {
		h.ticks--
		if err := h.game.Update(); err != nil || h.ticks <= 0 {
			l.inner = nil
			close(h.done)
		}
	}
	return nil
}

func (l *testLoop) Draw(screen *ebiten.Image) {
	if l.inner != nil {
		l.inner.game.Draw(screen)
	}
}

// Layout is the hosted game's while one runs (a whole logical screen for the runner), else a small one.
func (l *testLoop) Layout(w, h int) (int, int) {
	if l.inner != nil {
		return l.inner.game.Layout(w, h)
	}
	return 16, 16
}
func newTestLoop(m *testing.M) *testLoop {
	return &testLoop{m: m, done: make(chan int, 1), hold: make(chan chan struct{}), host: make(chan hosted)}
}
func rgba(c color.Color) color.RGBA {
	r, g, b, a := c.RGBA()
	return color.RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func TestMain(m *testing.M) {
	ebiten.SetWindowSize(64, 64)
	l := newTestLoop(m)
	theLoop = l
	if err := ebiten.RunGame(l); err != nil && !errors.Is(err, ebiten.Termination) {
		panic(err)
	}
	os.Exit(l.code)
}

// TestAtlasOnGPU checks that the atlas uploaded to Ebitengine reads back pixel for pixel as the art source.
func TestAtlasOnGPU(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	a, err := art.Parse("sprites.txt", art.Sprites)
	require.NoError(t, err)
	got := make([]byte, 4*a.Image.Bounds().Dx()*a.Image.Bounds().Dy())
	r.sprites.atlas.ReadPixels(got)
	require.Equal(t, a.Image.Pix, got, "the atlas on the GPU differs from the art source")
	// A sub-image is the sprite, pixel for pixel.
	rect := a.Rects["player_dwarf"]
	sub := make([]byte, 4*art.Size*art.Size)
	r.sprites.byName["player_dwarf"].ReadPixels(sub)
	want := image.NewRGBA(image.Rect(0, 0, art.Size, art.Size))
	for y := 0; y < art.Size; y++ {
		for x := 0; x < art.Size; x++ {
			want.SetRGBA(x, y, a.Image.RGBAAt(rect.Min.X+x, rect.Min.Y+y))
		}
	}
	assert.Equal(t, want.Pix, sub)
}

// TestFrame draws the first frame of seed 1 and checks the player's sprite where the camera puts it,
// lit floor around, and the side panel's text.
func TestFrame(t *testing.T) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	screen := ebiten.NewImage(ScreenW, ScreenH)
	r.Draw(screen)
	frame := image.NewRGBA(image.Rect(0, 0, ScreenW, ScreenH))
	screen.ReadPixels(frame.Pix)

	a, err := art.Parse("sprites.txt", art.Sprites)
	require.NoError(t, err)
	cam := r.camera()
	sx, sy := r.view.screenPos(cam, r.g.Player.Pos)
	var layers [6]string
	n := PlayerLayers(r.data, r.g.Player, &layers)
	require.Equal(t, []string{"player_dwarf", "armour_chain", "shield_large", "weapon_sword"}, layers[:n], "Thora: a dwarf in chain mail with a large shield and a sword")
	body := art.Compose(a, layers[:n]...)
	mismatch := 0
	for y := 0; y < art.Size; y++ {
		for x := 0; x < art.Size; x++ {
			want := body.RGBAAt(x, y)
			if want.A == 0xff && frame.RGBAAt(int(sx)+x, int(sy)+y) != want {
				mismatch++
			}
		}
	}
	assert.Zero(t, mismatch, "the player's sprite is drawn exactly at its cell")
	// The cell left of the player is lit (not the background colour), the far corner of the view unseen.
	assert.NotEqual(t, color.RGBA{0x0c, 0x0c, 0x12, 0xff}, frame.RGBAAt(int(sx)-8, int(sy)+8))
	// The side panel has the player's title in light text, and the hit point bar full and green.
	p := r.lay.Panel
	light := 0
	for x := p.Min.X; x < p.Max.X; x++ {
		for y := 4; y < 18; y++ {
			if c := frame.RGBAAt(x, y); c.R > 0x90 {
				light++
			}
		}
	}
	assert.Greater(t, light, 50, "the panel is written")
	bar := 0
	for x := p.Min.X; x < p.Max.X; x++ {
		if c := frame.RGBAAt(x, 32); c == healthColour(1) {
			bar++
		}
	}
	assert.Equal(t, 96, bar, "the hit point bar, full")
}
