// The README's screenshots, made by the game itself: the bot plays until a blow of the wanted kind lands in view, and the frame a few ticks into its animation is saved.

package render

import (
	"image"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/ui"
)

// shotTicks is how far into an animation a screenshot is taken: the flash and the effect at their height.
const shotTicks = 3

// docW×docH is the window the README's whole frames are drawn for: a 1920×1080 screen, scale 2.
const docW, docH = 1920, 1080

// TestDocScreenshots remakes render/doc/hit.png, glance.png, crit.png (a crop around the blow, scaled ×2)
// and screenshot.png (a whole frame of a fight, the logical screen of a 1920×1080 window) when asked:
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocScreenshots -v
func TestDocScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	shots := []struct {
		file  string
		whole bool
		want  func(e game.Event, r *Runner, seed uint64, turn int) bool
	}{
		{"doc/hit.png", false, func(e game.Event, r *Runner, _ uint64, _ int) bool {
			return e.Actor == 0 && !bloodless(r.g, r.sprites, e.Target) && e.Outcome.Hit && !e.Outcome.Glance && !e.Outcome.Critical && !e.Outcome.Killed && e.Outcome.Type == combat.Slashing
		}},
		{"doc/glance.png", false, func(e game.Event, _ *Runner, _ uint64, _ int) bool { return e.Outcome.Glance }},
		{"doc/crit.png", false, func(e game.Event, _ *Runner, _ uint64, _ int) bool { return e.Outcome.Critical }},
		{"doc/screenshot.png", true, nil},
	}
	// The whole frame: the liveliest blow the player lands in the seeds tried, by creatures and cells in view.
	best, bestSeed, bestTurn := 0, uint64(0), 0
	for seed := uint64(1); seed <= 12; seed++ {
		r, err := New(Options{Seed: seed})
		require.NoError(t, err)
		for turn := 1; turn <= 1500 && !r.g.Over; turn++ {
			r.g.Act(r.g.BotAction())
			for _, e := range r.g.TakeEvents() {
				if e.Kind == game.EventAttack && !ranged(e.Mode) && e.Actor == 0 && e.Outcome.Hit && !e.Outcome.Glance && r.g.IsVisible(e.To) {
					if score := 40*busy(r) + lit(r); score > best {
						best, bestSeed, bestTurn = score, seed, turn
					}
				}
			}
		}
	}
	shots[3].want = func(e game.Event, _ *Runner, seed uint64, turn int) bool {
		return seed == bestSeed && turn == bestTurn && e.Actor == 0 && e.Outcome.Hit && !e.Outcome.Glance
	}
	for _, s := range shots {
		t.Run(s.file, func(t *testing.T) {
			frame, at := findBlow(t, s.want, s.whole)
			require.NotNil(t, frame, "no such blow in view in the seeds tried")
			if s.whole {
				require.NoError(t, writePNG(s.file, frame))
				return
			}
			require.NoError(t, writePNG(s.file, double(crop(frame, at))))
		})
	}
}

// busy counts the living creatures in view.
func busy(r *Runner) int {
	n := 0
	for a := range r.g.Everyone() {
		if !a.Dead && r.g.IsVisible(a.Pos) {
			n++
		}
	}
	return n
}

// lit counts the cells in view.
func lit(r *Runner) int {
	n := 0
	for _, v := range r.g.Visible {
		if v {
			n++
		}
	}
	return n
}

// findBlow plays the bot on seeds 1, 2, ... until a melee attack in view matches want, and returns the frame
// shotTicks into its animation with where the blow landed on the screen: the smallest screen, or whole, the
// logical screen of a 1920×1080 window (960×540).
func findBlow(t *testing.T, want func(game.Event, *Runner, uint64, int) bool, whole bool) (*image.RGBA, image.Point) {
	for seed := uint64(1); seed <= 40; seed++ {
		r, err := New(Options{Seed: seed})
		require.NoError(t, err)
		for turn := 1; turn <= 1500 && !r.g.Over; turn++ {
			r.g.Act(r.g.BotAction())
			events := r.g.TakeEvents()
			for _, e := range events {
				if e.Kind != game.EventAttack || ranged(e.Mode) || !r.g.IsVisible(e.To) || !want(e, r, seed, turn) {
					continue
				}
				r.anim.list = r.anim.list[:0]
				r.addAnims(events)
				r.anim.tick += shotTicks
				frame := renderFrame(r)
				if whole {
					frame = renderCanvas(r, docW, docH)
				}
				x, y := r.view.screenPos(r.camera(), e.To)
				t.Logf("seed %d, turn %d: %s", seed, r.g.Turns, lastLine(r))
				return frame, image.Point{X: int(x) + tile/2, Y: int(y) + tile/2}
			}
			r.anim.tick += 20
		}
	}
	return nil, image.Point{}
}

func lastLine(r *Runner) string {
	if len(r.g.Log) == 0 {
		return ""
	}
	return r.g.Log[len(r.g.Log)-1].Text
}

// crop cuts 10×6 cells of the map view around c.
func crop(frame *image.RGBA, c image.Point) *image.RGBA {
	w, h := 10*tile, 6*tile
	x := max(0, min(c.X-w/2, smallest.Map.Max.X-w))
	y := max(0, min(c.Y-h/2, smallest.Map.Max.Y-h))
	return frame.SubImage(image.Rect(x, y, x+w, y+h)).(*image.RGBA)
}

// double scales an image ×2, pixel for pixel.
func double(src *image.RGBA) *image.RGBA {
	b := src.Bounds()
	out := image.NewRGBA(image.Rect(0, 0, 2*b.Dx(), 2*b.Dy()))
	for y := 0; y < 2*b.Dy(); y++ {
		for x := 0; x < 2*b.Dx(); x++ {
			out.SetRGBA(x, y, src.RGBAAt(b.Min.X+x/2, b.Min.Y+y/2))
		}
	}
	return out
}

// TestDocOverviewScreenshot remakes render/doc/overview.png when asked: the bot explores seed 4 for a while,
// then the level overview (X) is drawn as a 1920×1080 window shows it, with its cursor on the stairs down
// when they are known.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocOverviewScreenshot -v
func TestDocOverviewScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	r, err := New(Options{Seed: 4})
	require.NoError(t, err)
	for range 600 {
		a := r.g.BotAction()
		if r.g.Over || a.Kind == game.ActDescend {
			break // the first level, as explored as the bot left it
		}
		r.g.Act(a)
	}
	r.g.TakeEvents()
	r.ui.Update(ui.Input{Typed: []rune{ui.OverviewKey}}, r.g)
	r.ui.Update(ui.Input{Typed: []rune{'>'}}, r.g)
	require.IsType(t, &ui.Overview{}, r.ui.Screen())
	require.NoError(t, writePNG("doc/overview.png", renderCanvas(r, docW, docH)))
}

// TestDocExploreOnScreenshot remakes render/doc/explore-on.png when asked: on seed 1 auto-explore (o) stops
// when a giant rat that has not noticed the player comes into view; o again explores on past it, saying why
// (issue 32).
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocExploreOnScreenshot -v
func TestDocExploreOnScreenshot(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	walking := func() bool { p, ok := r.ui.Screen().(*ui.Play); return ok && p.Traveling() }
	r.ui.Update(ui.Input{Typed: []rune{ui.ExploreKey}}, r.g)
	for i := 0; walking() && i < 20000; i++ {
		r.ui.Update(ui.Input{}, r.g)
	}
	foe := r.g.Walks().FoeInView()
	require.NotNil(t, foe, "a foe stopped the walk")
	require.NotEmpty(t, r.g.Walks().Calm(foe), "one that has not noticed the player")
	r.ui.Update(ui.Input{Typed: []rune{ui.ExploreKey}}, r.g)
	require.Contains(t, r.ui.Notice(), "You explore on: ")
	r.g.TakeEvents()
	require.NoError(t, writePNG("doc/explore-on.png", renderCanvas(r, docW, docH)))
}
