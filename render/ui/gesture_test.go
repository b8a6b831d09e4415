package ui

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// TestLongPressBeforeIOSCutsIt (issue 32, "a long press that iOS Safari does not cut: it ends touches at
// 500 ms"): the long press comes at 350 ms, well under 500 ms with a margin for a slow frame; a tick less is
// not one; a finger that moved never is.
func TestLongPressBeforeIOSCutsIt(t *testing.T) {
	ms := LongPressTicks * 1000 / TicksPerSecond
	assert.Equal(t, 350, ms)
	assert.LessOrEqual(t, ms, 400, "100 ms of margin under iOS's 500 ms")
	assert.False(t, LongPress(LongPressTicks-1, false), "a tick short")
	assert.True(t, LongPress(LongPressTicks, false), "held to the threshold")
	assert.True(t, LongPress(TicksPerSecond, false), "held longer")
	assert.False(t, LongPress(2*TicksPerSecond, true), "a finger that moved: a drag, not a press")
}

// TestPinchSteps: two fingers moving apart a quarter more than they started zoom in one step, together by a
// fifth zoom out one step; less does nothing; each step starts the next from where the fingers are; an
// ended pinch begins again.
func TestPinchSteps(t *testing.T) {
	var p Pinch
	assert.Equal(t, 0, p.Move(100), "the first distance begins the pinch")
	assert.True(t, p.UnderWay())
	assert.Equal(t, 0, p.Move(124), "apart by less than a quarter")
	assert.Equal(t, 1, p.Move(125), "apart by a quarter: in")
	assert.Equal(t, 0, p.Move(150), "the next step counts from 125")
	assert.Equal(t, 1, p.Move(157), "157/125 > 1.25")
	assert.Equal(t, 0, p.Move(126), "together by less than a fifth of 157")
	assert.Equal(t, -1, p.Move(125), "together by a fifth: out")
	assert.Equal(t, -1, p.Move(90), "and again")
	p.End()
	assert.False(t, p.UnderWay())
	assert.Equal(t, 0, p.Move(300), "a new pinch begins where its fingers are")
	assert.Equal(t, 0, p.Move(0), "no distance: nothing")
	assert.Equal(t, 5.0, Distance(0, 0, 3, 4))
}

// TestMapZoomBounds: the zoom a pinch chooses stays within MinMapZoom..MaxMapZoom, and the layout lowers it
// where the map would keep fewer than MinMapCols×MinMapRows cells (a phone's 390 pixels hold 12 cells of 32
// pixels, so at most 2 there); none chosen keeps the touch screen's 2.
func TestMapZoomBounds(t *testing.T) {
	phone := LayoutOptions{MinScale: 3, Touch: true}
	assert.Equal(t, 2, NewLayout(1170, 2532, 16, phone).Zoom, "none chosen: doubled for fingers")
	for z, want := range map[int]int{1: 1, 2: 2, 3: 2, 9: 2} {
		o := phone
		o.MapZoom = z
		l := NewLayout(1170, 2532, 16, o)
		assert.Equal(t, want, l.Zoom, "zoom %d on the phone", z)
		assert.GreaterOrEqual(t, l.Map.Dx()/l.Cell, MinMapCols, "zoom %d keeps the fewest columns", z)
	}
	big := LayoutOptions{MapZoom: 9, Scale: 1}
	l := NewLayout(1920, 1080, 16, big)
	assert.Equal(t, MaxMapZoom, l.Zoom, "a big screen: the most there is")
	assert.Equal(t, 16*MaxMapZoom, l.Cell)
	assert.Equal(t, MinMapZoom, ClampMapZoom(-3))
	assert.Equal(t, MaxMapZoom, ClampMapZoom(MaxMapZoom+1))
}

// TestPinchZoomsTheMap: a pinch's step over the map (play or a mode over it) asks the renderer for a zoom; over
// a screen that hides the map (the inventory) it does nothing.
func TestPinchZoomsTheMap(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	assert.Equal(t, 1, m.Update(Input{MapZoom: 1}, g).MapZoom, "in play")
	m.look(g)
	require.IsType(t, &Look{}, m.Screen())
	assert.Equal(t, -1, m.Update(Input{MapZoom: -1}, g).MapZoom, "in the look mode")
	m.back()
	m.Update(Input{Typed: []rune{'i'}}, g)
	require.IsType(t, &Pick{}, m.Screen())
	assert.Equal(t, 0, m.Update(Input{MapZoom: 1}, g).MapZoom, "the inventory hides the map")
}

// TestLeftHandedBar: by default each row of the touch bar starts at the right edge (the first button, wait,
// under a right thumb); left-handed, the bar is its mirror image: every button at the mirrored place, wait at
// the left edge.
func TestLeftHandedBar(t *testing.T) {
	phone := LayoutOptions{MinScale: 3, Touch: true}
	right := NewLayout(1170, 2532, 16, phone)
	phone.LeftHanded = true
	left := NewLayout(1170, 2532, 16, phone)
	require.Equal(t, right.Bar, left.Bar)
	assert.Equal(t, right.W, right.Button(0).Max.X, "wait at the right edge")
	assert.Equal(t, 0, left.Button(0).Min.X, "left-handed: wait at the left edge")
	for i := range TouchButtons {
		r, l := right.Button(i), left.Button(i)
		assert.Equal(t, r.Min.Y, l.Min.Y, "button %d on its row", i)
		assert.Equal(t, right.W-r.Max.X, l.Min.X, "button %d mirrored", i)
		assert.Equal(t, r.Dx(), l.Dx())
		j, ok := left.ButtonAt(l.Min.Add(l.Size().Div(2)))
		assert.True(t, ok)
		assert.Equal(t, i, j, "a tap on button %d's mirrored place presses it", i)
	}
}
