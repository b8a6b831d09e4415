// Benchmarks of a frame: building the map view's draw list (ours, no allocations) and the whole Draw in the loop.

package render

import (
	"math"
	"testing"
	"time"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// busyRunner is seed 1's 80×50 level all seen and in view, 40 creatures around the player in the
// 40×24 view, a third of them bleeding or poisoned, and an animation of every kind running on them.
func busyRunner(tb testing.TB) *Runner {
	r, _ := testRunner(tb)
	for i := range r.g.Visible {
		r.g.Visible[i], r.g.Seen[i] = true, true
	}
	cam := r.camera()
	kinds := []string{"kobold", "goblin", "orc", "giant_rat", "skeleton", "troll", "bat", "zombie"}
	outcomes := []combat.Outcome{
		{Hit: true, Type: combat.Slashing}, {Hit: true, Type: combat.Piercing, Bleeding: true},
		{Hit: true, Critical: true, Type: combat.Bludgeoning}, {Hit: true, Glance: true},
		{MissReason: combat.MissDodge}, {MissReason: combat.MissShield}, {MissReason: combat.MissParry},
		{MissReason: combat.MissArmour}, {MissReason: combat.MissPlain}, {MissReason: combat.MissUnseen},
	}
	pl := r.g.Player
	for i := range 40 {
		a := &game.Actor{ID: len(r.g.Creatures) + 1, Name: kinds[i%len(kinds)], Kind: kinds[i%len(kinds)], HP: 5, MaxHP: 5,
			Pos: gruid.Point{X: cam.X + 2 + (i%10)*4, Y: cam.Y + 2 + (i/10)*5}}
		switch i % 3 {
		case 1:
			a.Bleeding = 3
		case 2:
			a.Poison = 2
		}
		r.g.Creatures = append(r.g.Creatures, a)
		from := a.Pos.Add(west)
		r.anim.list = append(r.anim.list, anim{ev: game.Event{Kind: game.EventAttack, Actor: pl.ID, Target: a.ID,
			From: from, To: a.Pos, Outcome: outcomes[i%len(outcomes)]}, start: r.anim.tick - i%4, duration: animTicks})
		switch i % 8 {
		case 3:
			r.anim.list = append(r.anim.list, anim{ev: game.Event{Kind: game.EventMissile, Actor: a.ID, Target: -1,
				From: a.Pos, To: pl.Pos, Mode: combat.Shot, Weapon: "arrow"}, start: r.anim.tick - 1, duration: flightTicks,
				img: r.sprites.projectile("arrow")})
		case 5:
			r.anim.list = append(r.anim.list, anim{ev: game.Event{Kind: game.EventDeath, Actor: a.ID, Target: -1,
				From: a.Pos, To: a.Pos}, start: r.anim.tick - 2, duration: animTicks})
		}
	}
	require.Greater(tb, len(r.anim.list), 40)
	return r
}

// BenchmarkFrameDrawList builds one frame's draw list of the busy view: the part of a frame that is ours.
// ns/sprite is ns/op over the sprites of the list (issue 21's target: 25 or less, and no allocation).
func BenchmarkFrameDrawList(b *testing.B) {
	r := busyRunner(b)
	cam := r.camera()
	r.view.build(r.g, cam, r.anim.shake(r.g)) // the list grows to its size once
	defer theLoop.park()()                    // no Ebitengine frames meanwhile: their allocations are not ours
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		r.anim.tick = 100 + i%4
		r.view.build(r.g, cam, r.anim.shake(r.g))
	}
	b.ReportMetric(float64(len(r.view.cmds)), "sprites/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(max(1, len(r.view.cmds))), "ns/sprite")
}

// TestFrameDrawListAllocates checks the promise of BenchmarkFrameDrawList in every test run: building a
// busy frame's draw list allocates nothing.
func TestFrameDrawListAllocates(t *testing.T) {
	r := busyRunner(t)
	cam := r.camera()
	r.view.build(r.g, cam, r.anim.shake(r.g))
	defer theLoop.park()()
	tick := 100
	allocs := testing.AllocsPerRun(50, func() {
		tick++
		r.anim.tick = 100 + tick%4
		r.view.build(r.g, cam, r.anim.shake(r.g))
	})
	require.Zero(t, allocs, "the draw list of a frame allocates")
	require.Greater(t, len(r.view.cmds), 40*2, "creatures and effects are in the list")
}

// framer draws a runner's frame every tick inside Ebitengine's loop without playing: the steady cost of a frame.
type framer struct {
	r      *Runner // nil: an empty frame, the loop's own cost
	spent  time.Duration
	frames int
}

func (f *framer) Update() error {
	if f.r != nil {
		f.r.anim.tick = 100 + f.r.anim.tick%4
	}
	return nil
}

func (f *framer) Draw(screen *ebiten.Image) {
	if f.r != nil {
		t := time.Now()
		f.r.Draw(screen)
		f.spent += time.Since(t)
		f.frames++
	}
}

func (f *framer) Layout(int, int) (int, int) { return ScreenW, ScreenH }

// BenchmarkDrawInLoop draws the busy frame inside Ebitengine's loop, one frame per op: ns/op is bound by the
// loop's 60 ticks a second, draw-ns/frame is the time Runner.Draw takes (building and submitting the list,
// the text layer, the scaling to the window; the GPU's work follows later), allocs/op counts ours and
// Ebitengine's for a whole frame. Compare with BenchmarkEmptyLoop, the loop's own allocations.
func BenchmarkDrawInLoop(b *testing.B) {
	r := busyRunner(b)
	f := &framer{r: r}
	b.ReportAllocs()
	b.ResetTimer()
	theLoop.run(f, b.N)
	b.ReportMetric(float64(f.spent.Nanoseconds())/float64(max(1, f.frames)), "draw-ns/frame")
}

// BenchmarkEmptyLoop runs Ebitengine's loop drawing nothing, one frame per op.
func BenchmarkEmptyLoop(b *testing.B) {
	b.ReportAllocs()
	b.ResetTimer()
	theLoop.run(&framer{}, b.N)
}

// actorAnimEachPair is how actor id was drawn before the animations were indexed once a frame: every
// animation asked, with a sine each. TestAnimIndexMatchesEachPair holds animator.index to it.
func (am *animator) actorAnimEachPair(id int) (off offset, flash float32, alpha float32) {
	alpha = 1
	for i := range am.list {
		a := &am.list[i]
		if am.waiting(a) {
			continue
		}
		t := am.phase(a)
		bump := math.Sin(t * math.Pi)
		switch {
		case a.ev.Kind == game.EventDeath && a.ev.Actor == id:
			alpha = float32(1 - t)
		case a.ev.Kind != game.EventAttack:
		case a.ev.Actor == id && !ranged(a.ev.Mode):
			dir := unit(a.ev.From, a.ev.To)
			off.X += dir.X * 4 * bump
			off.Y += dir.Y * 4 * bump
		case a.ev.Target != id:
		case a.ev.Outcome.Hit && a.ev.Outcome.Glance:
			dir := unit(a.ev.From, a.ev.To)
			off.X += dir.X * bump
			off.Y += dir.Y * bump
		case a.ev.Outcome.Hit:
			f, k := float32(1), 2.0
			if a.ev.Outcome.Critical {
				f, k = 2, 3
			}
			flash = max(flash, f*am.flashFade(t))
			dir := unit(a.ev.From, a.ev.To)
			off.X += dir.X * k * bump
			off.Y += dir.Y * k * bump
		case sidesteps(a.ev.Outcome.MissReason):
			dir := unit(a.ev.From, a.ev.To)
			off.X += -dir.Y * 4 * bump
			off.Y += dir.X * 4 * bump
			if dir.X == 0 && dir.Y == 0 {
				off.X += 4 * bump
			}
		}
	}
	return off, flash, alpha
}

// TestAnimIndexMatchesEachPair: the animations indexed by actor once a frame move, brighten, fade and keep
// drawn every actor of the busy view exactly as asking every animation for every actor did, tick by tick
// through the animations (an attacker hitting itself and a ranged one too, with and without reduce motion).
func TestAnimIndexMatchesEachPair(t *testing.T) {
	r := busyRunner(t)
	pl := r.g.Player
	r.anim.list = append(r.anim.list,
		anim{ev: game.Event{Kind: game.EventAttack, Actor: 3, Target: 3, From: pl.Pos, To: pl.Pos,
			Outcome: combat.Outcome{Hit: true}}, start: r.anim.tick, duration: animTicks},
		anim{ev: game.Event{Kind: game.EventAttack, Actor: 4, Target: 4, Mode: combat.Shot, From: pl.Pos.Add(west),
			To: pl.Pos, Outcome: combat.Outcome{MissReason: combat.MissDodge}}, start: r.anim.tick + 2, duration: animTicks},
		anim{ev: game.Event{Kind: game.EventDeath, Actor: 6, Target: -1}, start: r.anim.tick + 5, duration: animTicks})
	start := r.anim.tick
	for _, reduce := range []bool{false, true} {
		r.anim.reduceMotion = reduce
		for r.anim.tick = start - 2; r.anim.tick < start+animTicks+2; r.anim.tick++ {
			r.anim.index(r.g)
			for id := -1; id <= len(r.g.Creatures)+1; id++ {
				off, flash, alpha := r.anim.fxOf(id).now()
				wOff, wFlash, wAlpha := r.anim.actorAnimEachPair(id)
				require.Equal(t, wOff, off, "actor %d at tick %d", id, r.anim.tick)
				require.Equal(t, wFlash, flash, "actor %d at tick %d", id, r.anim.tick)
				require.Equal(t, wAlpha, alpha, "actor %d at tick %d", id, r.anim.tick)
				if fx := r.anim.fxOf(id); fx != nil {
					require.Equal(t, r.anim.dying(id), fx.dying, "actor %d at tick %d", id, r.anim.tick)
				}
			}
		}
	}
}

// TestTileTableFollowsTheLevel: the terrain's sprites, worked out once a level, change with the level's theme
// and kind (a room's wall, a themed one, a cave's), as looking each up by name did.
func TestTileTableFollowsTheLevel(t *testing.T) {
	r, _ := testRunner(t)
	l := r.g.Level
	cases := []struct {
		theme string
		kind  levels.Kind
		wall  string
	}{ // one of the two changes at a time
		{"", levels.KindRooms, "wall"}, {"crypts", levels.KindRooms, "crypts_wall"},
		{"crypts", levels.KindCave, "crypts_wall"}, {"", levels.KindCave, "cave_wall"}, {"", levels.KindRooms, "wall"},
	}
	for _, tc := range cases {
		l.Theme, l.Kind = tc.theme, tc.kind
		for y := range 6 {
			for x := range 6 {
				p := gruid.Point{X: x, Y: y}
				v := tileVariant(p)
				assert.Same(t, r.sprites.variant(tc.wall, v), r.sprites.tileSprite(r.g.Level, levels.Wall, p), "%s at %v", tc.wall, p)
				assert.Same(t, r.sprites.lookTile(r.g.Level, levels.Floor, v, r.sprites.themeSprite(tc.theme, "_wall"), r.sprites.themeSprite(tc.theme, "_floor")),
					r.sprites.tileSprite(r.g.Level, levels.Floor, p))
			}
		}
	}
}
