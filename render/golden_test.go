// The golden frame: seed 1 after a fixed number of bot turns, drawn and compared pixel by pixel with a stored image; and ActualTPS measured while the bot plays (on demand).

package render

import (
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The golden frame and its tolerance: at most goldenShare of the pixels may differ by more than
// goldenDelta in any channel. Regenerate it after a deliberate change of the art, the layout or the game:
//
//	CLEAVE_GOLDEN=update xvfb-run -a go test ./render -run TestGolden
const (
	goldenPath  = "testdata/golden_frame.png"
	goldenTurns = 40
	goldenDelta = 8
	goldenShare = 0.005
)

// goldenFrame draws seed 1 after goldenTurns bot turns, at tick 0 with no animation running.
func goldenFrame(t *testing.T) *image.RGBA {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	for range goldenTurns {
		if r.g.Over {
			break
		}
		r.g.Act(r.g.BotAction())
	}
	r.g.TakeEvents()
	r.anim.list = r.anim.list[:0]
	r.anim.tick = 0
	return renderFrame(r)
}

// TestGolden compares the golden frame with testdata/golden_frame.png within the stated tolerance.
func TestGolden(t *testing.T) {
	got := goldenFrame(t)
	if os.Getenv("CLEAVE_GOLDEN") == "update" {
		require.NoError(t, writePNG(goldenPath, got))
		t.Logf("wrote %s", goldenPath)
	}
	f, err := os.Open(goldenPath)
	require.NoError(t, err, "no golden frame: CLEAVE_GOLDEN=update xvfb-run -a go test ./render -run TestGolden")
	defer f.Close()
	img, err := png.Decode(f)
	require.NoError(t, err)
	require.Equal(t, got.Bounds(), img.Bounds())
	differ := 0
	b := got.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			g, w := got.RGBAAt(x, y), rgba(img.At(x, y))
			if absDiff(g.R, w.R) > goldenDelta || absDiff(g.G, w.G) > goldenDelta || absDiff(g.B, w.B) > goldenDelta || absDiff(g.A, w.A) > goldenDelta {
				differ++
			}
		}
	}
	limit := int(goldenShare * float64(b.Dx()*b.Dy()))
	t.Logf("%d of %d pixels differ by more than %d (at most %d may)", differ, b.Dx()*b.Dy(), goldenDelta, limit)
	if differ > limit {
		out := filepath.Join(t.TempDir(), "golden_frame.got.png")
		if err := writePNG(out, got); err == nil {
			t.Logf("the frame drawn is in %s", out)
		}
	}
	assert.LessOrEqual(t, differ, limit, "%d pixels differ by more than %d (at most %d may)", differ, goldenDelta, limit)
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// writePNG saves img as a PNG file at path.
func writePNG(path string, img image.Image) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// TestActualTPS runs the bot inside Ebitengine's loop for some seconds and checks that the median of
// ActualTPS, sampled each second after a warm-up, is 59 or more (on a machine shared with other busy
// processes single seconds dip). It takes time, so it runs only when asked:
//
//	CLEAVE_TPS=1 xvfb-run -a go test ./render -run TestActualTPS -v
func TestActualTPS(t *testing.T) {
	if os.Getenv("CLEAVE_TPS") == "" {
		t.Skip("set CLEAVE_TPS=1 to measure ActualTPS during bot play")
	}
	r, err := New(Options{Seed: 1, BotTurns: 2000})
	require.NoError(t, err)
	const seconds = 12
	samples := make(chan []float64)
	go func() {
		var s []float64
		for range seconds - 1 {
			time.Sleep(time.Second)
			s = append(s, ebiten.ActualTPS())
		}
		samples <- s
	}()
	theLoop.run(r, seconds*tps)
	s := <-samples
	t.Logf("ActualTPS each second: %.1f (bot turns played: %d, dead: %v)", s, r.ui.BotPlayed(), r.g.Over)
	warm := slices.Clone(s[2:]) // the first seconds warm up
	slices.Sort(warm)
	assert.GreaterOrEqual(t, warm[len(warm)/2], 59.0, "median ActualTPS")
}
