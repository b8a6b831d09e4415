// Tests of the gamepad (issue 32): the standard layout's snapshots turned into input, and a game played
// with a pad's buttons only.

package ui

import (
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/prefs"
)

// button is the index of the standard layout's button of that name.
func button(t *testing.T, name string) int {
	t.Helper()
	i := slices.Index(prefs.PadButtons(), name)
	require.GreaterOrEqual(t, i, 0, name)
	return i
}

// padPlayer plays model m on game g with a gamepad under bindings b, and nothing else.
type padPlayer struct {
	t   *testing.T
	m   *Model
	g   *game.Game
	b   prefs.Pad
	pad Pad
}

// tick feeds one snapshot to the model.
func (pp *padPlayer) tick(s PadState) {
	var in Input
	pp.pad.Read(s, pp.b, &in)
	pp.m.Update(in, pp.g)
}

// press presses the buttons named for one tick, then lets them go (and lets any walk end).
func (pp *padPlayer) press(names ...string) {
	var s PadState
	for _, n := range names {
		s.Down[button(pp.t, n)] = true
	}
	pp.tick(s)
	pp.tick(PadState{})
	for i := 0; pp.m.play.Traveling() && i < 20000; i++ {
		pp.tick(PadState{})
	}
}

// dpad are the d-pad's buttons that make direction d.
func dpad(d gruid.Point) []string {
	var bs []string
	if d.Y < 0 {
		bs = append(bs, "DpadUp")
	}
	if d.Y > 0 {
		bs = append(bs, "DpadDown")
	}
	if d.X < 0 {
		bs = append(bs, "DpadLeft")
	}
	if d.X > 0 {
		bs = append(bs, "DpadRight")
	}
	return bs
}

// TestPadDirections: the d-pad's buttons, alone and in pairs, and the left stick past the dead zone give
// the eight directions; a stick inside the dead zone gives none; a direction held counts its ticks as a
// held key does, so that it repeats as the keys do.
func TestPadDirections(t *testing.T) {
	for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		var s PadState
		for _, n := range dpad(d) {
			s.Down[button(t, n)] = true
		}
		assert.Equal(t, d, padDir(s), "d-pad %v", d)
		stick := PadState{LX: 0.9 * float64(d.X), LY: 0.9 * float64(d.Y)}
		assert.Equal(t, d, padDir(stick), "stick %v", d)
	}
	assert.Equal(t, gruid.Point{X: 1}, padDir(PadState{LX: 0.8, LY: 0.3}), "22° below east is east")
	assert.Equal(t, gruid.Point{X: 1, Y: 1}, padDir(PadState{LX: 0.6, LY: 0.5}), "40° below east is southeast")
	assert.Equal(t, gruid.Point{}, padDir(PadState{LX: 0.3, LY: 0.3}), "inside the dead zone")

	var p Pad
	var in Input
	for i := 1; i <= 3; i++ {
		in = Input{}
		p.Read(PadState{LX: -1}, nil, &in)
		require.Len(t, in.Moves, 1)
		assert.Equal(t, Move{Dir: gruid.Point{X: -1}, Held: i}, in.Moves[0])
	}
	in = Input{}
	p.Read(PadState{LY: -1}, nil, &in)
	assert.Equal(t, []Move{{Dir: gruid.Point{Y: -1}, Held: 1}}, in.Moves, "a new direction starts again")
	in = Input{}
	p.Read(PadState{}, nil, &in)
	assert.Empty(t, in.Moves, "the stick let go")
}

// TestPadButtonsFireOnce: a bound button pressed gives its action on the tick it goes down, not while
// held (the wait, held, repeats as '.' does); a rebound button gives its new action, and the old one's
// button nothing.
func TestPadButtonsFireOnce(t *testing.T) {
	var p Pad
	var y PadState
	y.Down[button(t, "Y")] = true
	in := Input{}
	p.Read(y, nil, &in)
	assert.Equal(t, []rune{LookKey}, in.Commands, "Y looks")
	in = Input{}
	p.Read(y, nil, &in)
	assert.Empty(t, in.Commands, "held, it does not look again")

	var b PadState
	b.Down[button(t, "B")] = true
	in = Input{}
	p.Read(b, nil, &in)
	assert.Equal(t, KeyEscape, in.Pressed, "B is Escape")

	var x PadState
	x.Down[button(t, "X")] = true
	in = Input{}
	p.Read(x, nil, &in)
	assert.Equal(t, []Move{{Held: 1}}, in.Moves, "X waits")
	in = Input{}
	p.Read(x, nil, &in)
	assert.Equal(t, []Move{{Held: 2}}, in.Moves, "held, the wait repeats as a held key does")

	bind := prefs.Pad{"look": "", "history": "Y"}
	require.NoError(t, bind.Check())
	in = Input{}
	p = Pad{}
	p.Read(y, bind, &in)
	assert.Equal(t, []rune{'P'}, in.Commands, "Y rebound to the history")
}

// TestGamePlayedWithAPad: the elf archer of seed 1 plays with a gamepad's buttons only (issue 32): walks
// to a kobold with the stick and fights it with the d-pad until it dies, opens the look (Y) and leaves it
// (B), opens the inventory (Back) and leaves it, fires an arrow at a foe (RB, then A to loose), explores the level (RT), walks to the stairs down
// with the d-pad and goes down (LS).
func TestGamePlayedWithAPad(t *testing.T) {
	g, m := archer(t)
	pp := &padPlayer{t: t, m: m, g: g}
	pl := g.Player

	// a fight: the kobold two cells off, a step with the stick, then blows with the d-pad
	foe := foeAt(t, g, 2)
	d := foe.Pos.Sub(pl.Pos)
	d = gruid.Point{X: d.X / 2, Y: d.Y / 2}
	from := pl.Pos
	pp.tick(PadState{LX: float64(d.X), LY: float64(d.Y)})
	pp.tick(PadState{})
	require.Equal(t, from.Add(d), pl.Pos, "the stick stepped toward the kobold")
	at := pl.Pos
	require.Equal(t, 1, max(abs(foe.Pos.X-at.X), abs(foe.Pos.Y-at.Y)), "the kobold is next to the player")
	hp := foe.HP
	for i := 0; !foe.Dead && i < 60; i++ {
		pp.press(dpad(foe.Pos.Sub(pl.Pos))...)
	}
	require.False(t, g.Over, "the archer lives")
	assert.True(t, foe.Dead, "the d-pad's blows killed the kobold (it had %d HP)", hp)
	assert.Equal(t, at, pl.Pos, "blows, not steps: the archer did not move")

	// a look, and out of it
	pp.press("Y")
	require.IsType(t, &Look{}, m.Screen(), "Y looks")
	pp.press("B")
	require.IsType(t, &Play{}, m.Screen(), "B leaves the look")
	pp.press("Back")
	require.Equal(t, &Pick{For: ForLook}, m.Screen(), "Back opens the inventory")
	pp.press("B")
	require.IsType(t, &Play{}, m.Screen(), "B leaves it")

	// a shot
	foe = foeAt(t, g, 3)
	arrows := pl.Worn[game.SlotAmmo].Count
	pp.press("RB")
	require.IsType(t, &Aim{}, m.Screen(), "RB aims")
	pp.press("A")
	assert.IsType(t, &Play{}, m.Screen(), "A looses")
	assert.Equal(t, arrows-1, pl.Worn[game.SlotAmmo].Count, "an arrow flew")
	foe.Dead = true

	// a descent: explore, walk to the stairs down, go down
	onlyFoe(g, false)
	for i := 0; m.Notice() != "Done exploring." && i < 500; i++ {
		pp.press("RT")
	}
	require.Equal(t, "Done exploring.", m.Notice())
	down, ok := g.Walks().StairsTo(levels.StairsDown)
	require.True(t, ok, "the stairs down are known")
	for _, step := range pathTo(t, g, pl.Pos, down) {
		pp.press(dpad(step)...)
	}
	require.Equal(t, down, pl.Pos, "the d-pad walked to the stairs")
	pp.press("LS")
	assert.Equal(t, 2, g.Depth, "LS went down")
}

// pathTo is the steps, each of one cell across or along, from p to q over cells the player has seen and
// can walk on.
func pathTo(t *testing.T, g *game.Game, p, q gruid.Point) []gruid.Point {
	t.Helper()
	prev := map[gruid.Point]gruid.Point{p: p}
	queue := []gruid.Point{p}
	for len(queue) > 0 && queue[0] != q {
		c := queue[0]
		queue = queue[1:]
		for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
			n := c.Add(d)
			if _, done := prev[n]; done || !g.Level.In(n) || !g.IsSeen(n) || !g.Level.At(n).Passable() {
				continue
			}
			prev[n] = c
			queue = append(queue, n)
		}
	}
	require.Contains(t, prev, q, "a way to the stairs")
	var steps []gruid.Point
	for c := q; c != p; c = prev[c] {
		steps = append(steps, c.Sub(prev[c]))
	}
	slices.Reverse(steps)
	return steps
}

// TestPadBindsOnTheSettingsScreen: Start opens the menu, whose first row, A, the settings screen; on an action's row A waits for a
// button and the pad's button pressed then becomes the action's (the action that had it takes the old
// one), shown on the row; the vibrate row turns the vibration off and on (issue 32); B leaves.
func TestPadBindsOnTheSettingsScreen(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pp := &padPlayer{t: t, m: m, g: g}
	pp.press("Start")
	require.IsType(t, &Menu{}, m.Screen(), "Start opens the menu")
	pp.press("A")
	s, ok := m.Screen().(*Settings)
	require.True(t, ok, "its first row the settings")
	look := slices.IndexFunc(s.actions, func(a prefs.BoundAction) bool { return a.Name == "look" })
	s.Row = s.firstAction() + look
	pp.press("A")
	require.True(t, s.Capture, "A waits for a button")
	pp.b = m.Settings().Pad
	pp.press("LB")
	require.False(t, s.Capture)
	look1, _ := prefs.ActionNamed("look")
	tab, _ := prefs.ActionNamed("tab")
	assert.Equal(t, "LB", m.Settings().Pad.PadButton(look1))
	assert.Equal(t, "Y", m.Settings().Pad.PadButton(tab), "tab took look's Y")
	assert.Contains(t, s.RowsOf(m.Settings())[s.firstAction()+look].Value, "pad LB")

	s.Row = optVibrate
	require.True(t, m.Settings().Vibrates(), "on by default")
	assert.Equal(t, "on", s.RowsOf(m.Settings())[optVibrate].Value)
	pp.press("A")
	assert.False(t, m.Settings().Vibrates(), "A turns it off")
	assert.Equal(t, "off", s.RowsOf(m.Settings())[optVibrate].Value)
	s.Row = optLeftHanded
	require.False(t, m.Settings().LeftHanded, "right-handed by default")
	pp.press("A")
	assert.True(t, m.Settings().LeftHanded, "A turns the left-handed bar on")
	assert.Equal(t, "on", s.RowsOf(m.Settings())[optLeftHanded].Value)
	pp.press("B")
	assert.IsType(t, &Play{}, m.Screen(), "B leaves")
	pp.b = m.Settings().Pad
	pp.press("LB")
	assert.IsType(t, &Look{}, m.Screen(), "LB looks now")
}

// TestBestiaryWithAPad (issue 32, "the bestiary has no gamepad button"): Start opens the menu; the d-pad
// moves its row highlighted to the bestiary and A opens it; B goes back to play, and Start again leaves the
// menu. A tap on the menu's row opens its screen too.
func TestBestiaryWithAPad(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	koboldBeside(t, g) // a creature met
	m.Update(Input{}, g)
	require.NotEmpty(t, g.Bestiary(), "a creature met")
	pp := &padPlayer{t: t, m: m, g: g}
	pp.press("Start")
	menu, ok := m.Screen().(*Menu)
	require.True(t, ok, "Start opens the menu")
	assert.Contains(t, drawn(m, g), "Bestiary", "the menu names the bestiary")
	pp.press("Start")
	require.IsType(t, &Play{}, m.Screen(), "Start again leaves it")
	pp.press("Start")
	menu = m.Screen().(*Menu)
	for i := 0; i < len(menuRows) && menuRows[menu.Row].Key != BestiaryKey; i++ {
		pp.press("DpadDown")
	}
	require.Equal(t, BestiaryKey, menuRows[menu.Row].Key, "the d-pad reaches the bestiary's row")
	pp.press("A")
	require.IsType(t, &Bestiary{}, m.Screen(), "A opens the bestiary")
	pp.press("B")
	require.IsType(t, &Play{}, m.Screen(), "B goes back")

	m.Update(typed(string(MenuKey)), g)
	require.IsType(t, &Menu{}, m.Screen(), "its key opens the menu")
	tapLine(t, m, g, "Find an item seen")
	assert.IsType(t, &Find{}, m.Screen(), "a tap on a row opens its screen")
}
