// Animation tests under Xvfb: every outcome draws its own effect at its target, missiles fly and the attack waits.

package render

import (
	"image"
	"math"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/art"
)

// effectNames are every effect sprite an attack can show at its target.
var effectNames = []string{"slash", "slash_hard", "pierce", "crush", "spark", "block", "parry", "dodge", "clank", "miss"}

// renderFrame draws r's whole screen once and reads it back.
func renderFrame(r *Runner) *image.RGBA {
	screen := ebiten.NewImage(ScreenW, ScreenH)
	defer screen.Deallocate()
	r.Draw(screen)
	frame := image.NewRGBA(image.Rect(0, 0, ScreenW, ScreenH))
	screen.ReadPixels(frame.Pix)
	return frame
}

// match is the share of the opaque pixels of sprite name that frame shows at (x, y) in the sprite's colour
// scaled by tint, give or take 2 in each channel.
func match(t *testing.T, a *art.Atlas, frame *image.RGBA, name string, x, y int, tint [3]float64) float64 {
	t.Helper()
	rect, ok := a.Rects[name]
	require.True(t, ok, name)
	opaque, same := 0, 0
	for dy := 0; dy < art.Size; dy++ {
		for dx := 0; dx < art.Size; dx++ {
			s := a.Image.RGBAAt(rect.Min.X+dx, rect.Min.Y+dy)
			if s.A != 0xff {
				continue
			}
			opaque++
			f := frame.RGBAAt(x+dx, y+dy)
			want := [3]float64{float64(s.R) * tint[0], float64(s.G) * tint[1], float64(s.B) * tint[2]}
			if math.Abs(float64(f.R)-want[0]) <= 2 && math.Abs(float64(f.G)-want[1]) <= 2 && math.Abs(float64(f.B)-want[2]) <= 2 {
				same++
			}
		}
	}
	require.NotZero(t, opaque, name)
	return float64(same) / float64(opaque)
}

// testRunner is a runner on seed 1 at its first frame, with no animation running, and its atlas.
func testRunner(t testing.TB) (*Runner, *art.Atlas) {
	r, err := New(Options{Seed: 1})
	require.NoError(t, err)
	a, err := art.Parse("sprites.txt", art.Sprites)
	require.NoError(t, err)
	r.g.TakeEvents()
	r.anim.tick = 100
	return r, a
}

// placeFoe puts the first living creature of r's level at at, and returns it.
func placeFoe(t testing.TB, r *Runner, at gruid.Point) *game.Actor {
	t.Helper()
	for _, c := range r.g.Creatures {
		if !c.Dead {
			r.g.Place(c, at)
			return c
		}
	}
	require.FailNow(t, "no living creature on the level")
	return nil
}

// visibleAround finds a cell in view at distance n from p, in one of the eight directions.
func visibleAround(t testing.TB, r *Runner, p gruid.Point, n int) gruid.Point {
	for _, d := range []gruid.Point{east, west, south, north, se, sw, ne, nw} {
		q := p.Add(d.Mul(n))
		if r.g.IsVisible(q) && r.view.inView(r.camera(), q) {
			return q
		}
	}
	require.FailNowf(t, "no cell in view", "%d from %v", n, p)
	return p
}

// TestEffectPerOutcome draws one synthetic attack on the player per kind of Outcome and checks that the
// effect sprite of that outcome, and no other, lies at the player's cell.
func TestEffectPerOutcome(t *testing.T) {
	grey, blue, plain := [3]float64{0.7, 0.7, 0.7}, [3]float64{0.55, 0.75, 1}, [3]float64{1, 1, 1}
	tests := []struct {
		name   string
		o      combat.Outcome
		effect string
		tint   [3]float64
		blood  bool
		shake  bool
	}{
		{"slashing hit", combat.Outcome{Hit: true, Type: combat.Slashing}, "slash", plain, true, false},
		{"piercing hit", combat.Outcome{Hit: true, Type: combat.Piercing}, "pierce", plain, true, false},
		{"bludgeoning hit", combat.Outcome{Hit: true, Type: combat.Bludgeoning}, "crush", plain, true, false},
		{"threat not confirmed", combat.Outcome{Hit: true, Threat: true, Type: combat.Piercing}, "pierce", plain, true, false},
		{"no vitals", combat.Outcome{Hit: true, NoVitals: true, Type: combat.Bludgeoning}, "crush", plain, true, false},
		{"confirmed critical", combat.Outcome{Hit: true, Threat: true, Critical: true, Bleeding: true, Type: combat.Slashing}, "slash_hard", plain, true, true},
		{"glance", combat.Outcome{Hit: true, Glance: true, Type: combat.Slashing}, "spark", plain, false, false},
		{"miss: plain", combat.Outcome{MissReason: combat.MissPlain}, "miss", plain, false, false},
		{"miss: dexterity", combat.Outcome{MissReason: combat.MissDexterity}, "dodge", plain, false, false},
		{"miss: dodge", combat.Outcome{MissReason: combat.MissDodge}, "dodge", plain, false, false},
		{"miss: shield", combat.Outcome{MissReason: combat.MissShield}, "block", plain, false, false},
		{"miss: parry", combat.Outcome{MissReason: combat.MissParry}, "parry", plain, false, false},
		{"miss: armour", combat.Outcome{MissReason: combat.MissArmour}, "clank", plain, false, false},
		{"miss: natural", combat.Outcome{MissReason: combat.MissNatural}, "clank", plain, false, false},
		{"miss: deflection", combat.Outcome{MissReason: combat.MissDeflection}, "block", blue, false, false},
		{"miss: wall", combat.Outcome{MissReason: combat.MissWall}, "clank", grey, false, false},
	}
	r, a := testRunner(t)
	pl := r.g.Player
	from := visibleAround(t, r, pl.Pos, 1)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r.anim.list = append(r.anim.list[:0], anim{ev: game.Event{Kind: game.EventAttack, Actor: 999, Target: pl.ID,
				From: from, To: pl.Pos, Outcome: tc.o}, start: r.anim.tick, duration: animTicks})
			frame := renderFrame(r)
			sh := r.anim.shake(r.g)
			assert.Equal(t, tc.shake, sh != gruid.Point{}, "a critical shakes the screen, nothing else does")
			x, y := r.view.screenPos(r.camera(), pl.Pos)
			px, py := int(x)+sh.X, int(y)+sh.Y
			assert.InDelta(t, 1.0, match(t, a, frame, tc.effect, px, py, tc.tint), 0.001, "%s is drawn whole at the target", tc.effect)
			for _, other := range effectNames {
				if other != tc.effect {
					assert.Less(t, match(t, a, frame, other, px, py, plain), 0.9, "not %s", other)
				}
			}
			blood := false
			for _, c := range r.view.cmds {
				blood = blood || c.img == r.sprites.byName["blood"] || c.img == r.sprites.byName["blood2"]
			}
			assert.Equal(t, tc.blood, blood, "blood on a wound only")
		})
	}
	t.Run("miss: unseen is only a faint swish", func(t *testing.T) {
		r.anim.list = r.anim.list[:0]
		before := renderFrame(r)
		r.anim.list = append(r.anim.list, anim{ev: game.Event{Kind: game.EventAttack, Actor: 999, Target: pl.ID,
			From: from, To: pl.Pos, Outcome: combat.Outcome{MissReason: combat.MissUnseen}}, start: r.anim.tick, duration: animTicks})
		frame := renderFrame(r)
		x, y := r.view.screenPos(r.camera(), pl.Pos)
		for _, name := range effectNames {
			assert.Less(t, match(t, a, frame, name, int(x), int(y), plain), 0.5, "no full %s", name)
		}
		changed := 0
		for i := range frame.Pix {
			if frame.Pix[i] != before.Pix[i] {
				changed++
			}
		}
		assert.NotZero(t, changed, "something faint is drawn")
	})
}

// TestTargetMoves checks how the target moves halfway through each outcome: struck back by a hit, aside on a
// dodge, still behind a shield; and the flash of a hit, bigger on a critical.
func TestTargetMoves(t *testing.T) {
	r, _ := testRunner(t)
	pl := r.g.Player
	from := pl.Pos.Add(west)
	tests := []struct {
		name  string
		o     combat.Outcome
		off   offset
		flash float32
	}{
		{"hit: pushed back", combat.Outcome{Hit: true}, offset{2, 0}, 0.5},
		{"critical: pushed further, brighter", combat.Outcome{Hit: true, Critical: true}, offset{3, 0}, 1},
		{"glance: a jolt, no flash", combat.Outcome{Hit: true, Glance: true}, offset{1, 0}, 0},
		{"dexterity: sidestep", combat.Outcome{MissReason: combat.MissDexterity}, offset{0, 4}, 0},
		{"dodge: sidestep", combat.Outcome{MissReason: combat.MissDodge}, offset{0, 4}, 0},
		{"shield: stands", combat.Outcome{MissReason: combat.MissShield}, offset{}, 0},
		{"parry: stands", combat.Outcome{MissReason: combat.MissParry}, offset{}, 0},
		{"armour: stands", combat.Outcome{MissReason: combat.MissArmour}, offset{}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r.anim.list = append(r.anim.list[:0], anim{ev: game.Event{Kind: game.EventAttack, Actor: 999, Target: pl.ID,
				From: from, To: pl.Pos, Outcome: tc.o}, start: r.anim.tick - 5, duration: 10})
			off, flash, alpha := r.anim.actorAnim(r.g, pl.ID)
			assert.InDelta(t, tc.off.X, off.X, 1e-9)
			assert.InDelta(t, tc.off.Y, off.Y, 1e-9)
			assert.InDelta(t, tc.flash, flash, 1e-6)
			assert.Equal(t, float32(1), alpha)
		})
	}
}

// TestMissileFlight checks that the attack after a missile waits for it, that the missile is drawn along
// its line turned to its direction, and that each weapon looses its own projectile.
func TestMissileFlight(t *testing.T) {
	r, a := testRunner(t)
	pl := r.g.Player
	to := visibleAround(t, r, pl.Pos, 3)
	hit := combat.Outcome{Hit: true, Type: combat.Piercing}
	r.addAnims([]game.Event{
		{Kind: game.EventMissile, Actor: pl.ID, Target: -1, From: pl.Pos, To: to, Mode: combat.Shot, Weapon: "arrow"},
		{Kind: game.EventAttack, Actor: pl.ID, Target: 5, From: pl.Pos, To: to, Mode: combat.Shot, Outcome: hit},
		{Kind: game.EventDeath, Actor: 5, Target: -1, From: to, To: to},
	})
	require.Len(t, r.anim.list, 3)
	assert.Equal(t, r.anim.tick, r.anim.list[0].start, "the missile flies at once")
	assert.Equal(t, r.anim.tick+flightTicks, r.anim.list[1].start, "the hit lands when the missile arrives")
	assert.Equal(t, r.anim.tick+flightTicks, r.anim.list[2].start, "the death too")
	assert.True(t, r.anim.dying(5), "the target stays drawn until the missile arrives")
	// At the start the arrow is on the shooter's cell; when to is right of the player it is drawn unturned.
	arrow := r.sprites.byName["proj_arrow"]
	r.view.build(r.g, r.camera(), gruid.Point{})
	var cmd *drawCmd
	for i := range r.view.cmds {
		if r.view.cmds[i].img == arrow {
			cmd = &r.view.cmds[i]
		}
	}
	require.NotNil(t, cmd, "the arrow is drawn")
	d := to.Sub(pl.Pos)
	assert.InDelta(t, math.Atan2(float64(d.Y), float64(d.X)), cmd.rot, 1e-9, "turned along its line")
	for _, c := range r.view.cmds {
		assert.NotEqual(t, r.sprites.byName["pierce"], c.img, "no effect before the missile arrives")
	}
	if d.Y == 0 && d.X > 0 {
		frame := renderFrame(r)
		x, y := r.view.screenPos(r.camera(), pl.Pos)
		assert.InDelta(t, 1.0, match(t, a, frame, "proj_arrow", int(x), int(y), [3]float64{1, 1, 1}), 0.001)
	}
	// Halfway, it is halfway along the line.
	r.anim.tick += flightTicks / 2
	r.view.build(r.g, r.camera(), gruid.Point{})
	fx, fy := r.view.screenPos(r.camera(), pl.Pos)
	tx, ty := r.view.screenPos(r.camera(), to)
	found := false
	for _, c := range r.view.cmds {
		if c.img == arrow {
			found = true
			assert.InDelta(t, (fx+tx)/2, c.x, 1e-9)
			assert.InDelta(t, (fy+ty)/2, c.y, 1e-9)
		}
	}
	assert.True(t, found, "the arrow is still flying halfway")
	// When it arrives, the effect plays at the target.
	r.anim.tick += flightTicks / 2
	r.anim.expire() // as Update does before each Draw
	r.view.build(r.g, r.camera(), gruid.Point{})
	found = false
	for _, c := range r.view.cmds {
		found = found || c.img == r.sprites.byName["pierce"]
		assert.NotEqual(t, arrow, c.img, "the arrow has landed")
	}
	assert.True(t, found, "the pierce plays on arrival")

	projectiles := []struct {
		weapon string
		mode   combat.Mode
		want   string
	}{
		{"arrow", combat.Shot, "proj_arrow"},
		{"crossbow bolt", combat.Shot, "proj_bolt"},
		{"sling bullet", combat.Shot, "proj_stone"},
		{"", combat.Shot, "proj_stone"}, // a sling's rock leaves no name
		{"rock", combat.Throw, "proj_stone"},
		{"dagger", combat.Throw, "proj_dagger"},
		{"hand axe", combat.Throw, "proj_axe"},
		{"spear", combat.Throw, "proj_spear"},
		{"javelin", combat.Throw, "proj_javelin"},
		{"short sword", combat.Throw, "proj_dagger"},
		{"leather jerkin", combat.Throw, "proj_stone"}, // not made for throwing: a lump
	}
	for _, p := range projectiles {
		assert.Equal(t, r.sprites.byName[p.want], r.sprites.projectile(p.weapon), "%q %s", p.weapon, p.mode)
	}
}

// TestAilments checks that a bleeding actor drips and a poisoned one bubbles, now and then.
func TestAilments(t *testing.T) {
	r, _ := testRunner(t)
	r.anim.list = r.anim.list[:0]
	pl := r.g.Player
	count := func(name string) int {
		n := 0
		for tick := 0; tick < 240; tick++ {
			r.anim.tick = tick
			r.view.build(r.g, r.camera(), gruid.Point{})
			for _, c := range r.view.cmds {
				if c.img == r.sprites.byName[name] {
					n++
				}
			}
		}
		return n
	}
	assert.Zero(t, count("drip"), "no drips on the unhurt")
	pl.Bleeding = 3
	assert.Equal(t, 240/dripEvery*dripTicks, count("drip"), "a drip for dripTicks of every dripEvery ticks")
	pl.Bleeding, pl.Poison = 0, 2
	assert.Equal(t, 240/bubbleEvery*bubbleTicks, count("poison"), "bubbles on the poisoned")
	assert.Zero(t, count("drip"))
}

// TestDeathFades checks that a dying creature fades under a death puff and is gone after.
func TestDeathFades(t *testing.T) {
	r, _ := testRunner(t)
	pl := r.g.Player
	foe := firstCreature(t, r)
	foe.Pos = visibleAround(t, r, pl.Pos, 2)
	foe.Dead = true
	r.addAnims([]game.Event{{Kind: game.EventDeath, Actor: foe.ID, Target: -1, From: foe.Pos, To: foe.Pos}})
	r.anim.tick += 3
	r.view.build(r.g, r.camera(), gruid.Point{})
	body, puff := false, false
	fx, fy := r.view.screenPos(r.camera(), foe.Pos)
	at := func(c drawCmd) bool { return c.img == r.sprites.sprite(foe.Kind, "kobold") && c.x == fx && c.y == fy }
	for _, c := range r.view.cmds {
		if at(c) {
			body = true
			assert.Less(t, c.cs.A(), float32(1), "fading")
		}
		puff = puff || c.img == r.sprites.byName["death"]
	}
	assert.True(t, body && puff, "the body fades under a puff")
	r.anim.tick += animTicks
	r.anim.expire()
	r.view.build(r.g, r.camera(), gruid.Point{})
	for _, c := range r.view.cmds {
		assert.False(t, at(c), "gone after its death")
	}
}

// TestBloodless checks that a hit spills blood from the living only: not from bones, spirits, clay or stone.
func TestBloodless(t *testing.T) {
	r, _ := testRunner(t)
	pl := r.g.Player
	at := visibleAround(t, r, pl.Pos, 1)
	for _, tc := range []struct {
		kind  string
		blood bool
	}{{"orc", true}, {"giant rat", true}, {"skeleton", false}, {"ghost", false}, {"mud golem", false}, {"earth elemental", false}} {
		foe := &game.Actor{ID: len(r.g.Creatures) + 1, Name: tc.kind, Kind: tc.kind, HP: 5, MaxHP: 5, Pos: at}
		r.g.Creatures = append(r.g.Creatures, foe)
		r.anim.list = r.anim.list[:0]
		r.addAnims([]game.Event{{Kind: game.EventAttack, Actor: pl.ID, Target: foe.ID, From: pl.Pos, To: at,
			Outcome: combat.Outcome{Hit: true, Type: combat.Slashing}}})
		r.view.build(r.g, r.camera(), gruid.Point{})
		blood := false
		for _, c := range r.view.cmds {
			blood = blood || c.img == r.sprites.byName["blood"] || c.img == r.sprites.byName["blood2"]
		}
		assert.Equal(t, tc.blood, blood, tc.kind)
		foe.Dead = true
	}
}

// TestStairsDropTheAnimations: animations name actors by ID and IDs are per floor, so those still
// running when the player takes the stairs are dropped, not played on the new floor's creature of
// the same ID.
func TestStairsDropTheAnimations(t *testing.T) {
	r, _ := testRunner(t)
	pl := r.g.Player
	foe := firstCreature(t, r)
	id := foe.ID
	r.addAnims([]game.Event{
		{Kind: game.EventAttack, Actor: pl.ID, Target: id, From: pl.Pos, To: foe.Pos, Outcome: combat.Outcome{Hit: true, Type: combat.Slashing}},
		{Kind: game.EventDeath, Actor: id, Target: -1, From: foe.Pos, To: foe.Pos},
	})
	require.True(t, r.anim.dying(id), "the foe fades on this floor")

	pl.Pos = r.g.Level.Down
	require.True(t, r.g.Act(game.Action{Kind: game.ActDescend}))
	require.Equal(t, 2, r.g.Depth)
	require.NotNil(t, r.g.Actor(id), "a creature of the new floor has the same ID")
	r.anim.tick++
	r.addAnims(r.g.TakeEvents())
	assert.False(t, r.anim.dying(id), "the new floor's creature does not fade")
	for _, a := range r.anim.list {
		assert.GreaterOrEqual(t, a.start, r.anim.tick, "only animations of the new floor run: %+v", a.ev)
	}
}

// firstCreature is the first creature of the runner's floor.
func firstCreature(t *testing.T, r *Runner) *game.Actor {
	t.Helper()
	require.NotEmpty(t, r.g.Creatures)
	return r.g.Creatures[0]
}
