// Tests of the interface's rules at their edges: a target exactly at the range and one cell past it, a
// refused action (no time passes, the screen and the notice are right), the reach of a click and of a
// direction, the keys past the last stance or slot, the walks' pace and the rest's end, the scrolls and
// choices that stop or wrap at their ends, the layout's scale at the window sizes where it changes.

package ui

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
	"github.com/cleave-game/cleave/render/prefs"
)

// withSword is a game on seed with the default character (Thora) and a second long sword in the pack,
// under letter Z, to throw (a sword is not made for throwing: it flies the improvised range), and a model
// in play on it.
func withSword(t *testing.T, seed uint64) (*game.Game, *Model) {
	t.Helper()
	g, m := seededGame(t, seed)
	g.Player.Pack = append(g.Player.Pack, game.Item{Kind: game.ItemWeapon, Name: "long sword", Count: 1, Letter: 'Z'})
	return g, m
}

// clearLine is a direction along which the n cells from the player are in view, bare and empty, on
// the first of the seeds that has one; it returns the game, its model and the direction.
func clearLine(t *testing.T, n int) (*game.Game, *Model, gruid.Point) {
	t.Helper()
	for seed := uint64(1); seed <= 40; seed++ {
		g, m := withSword(t, seed)
		pl := g.Player
		for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: 1}, {X: 1, Y: -1}, {X: -1, Y: -1}} {
			ok := true
			for k := 1; k <= n && ok; k++ {
				p := cells(pl.Pos, d, k)
				ok = g.Level.In(p) && g.Level.At(p) == levels.Floor && g.IsVisible(p) && g.ActorAt(p) == nil
			}
			if ok {
				return g, m, d
			}
		}
	}
	require.FailNow(t, "no seed with a clear line")
	return nil, nil, gruid.Point{}
}

// cells is the cell k steps from p in direction d.
func cells(p, d gruid.Point, k int) gruid.Point { return p.Add(gruid.Point{X: d.X * k, Y: d.Y * k}) }

// TestAimAtTheRangeLimit: a foe exactly at the range is in the line of fire, named with the odds, and the
// throw flies; one cell past it, the foe is out of range, the line stops at the range, Enter throws
// nothing, says why and keeps the aim open; the cells past the range lead to the cell aimed at, not onto
// it (README, the t key).
func TestAimAtTheRangeLimit(t *testing.T) {
	probe, _ := withSword(t, 1)
	item := len(probe.Player.Pack) - 1
	rng := probe.Shots().AimRange(item)
	require.Positive(t, rng, "a sword flies")

	for _, far := range []int{rng, rng + 1, rng + 2} {
		g, m, d := clearLine(t, rng+2)
		pl := g.Player
		at := cells(pl.Pos, d, far)
		foe, err := g.PlaceCreature("kobold", at)
		require.NoError(t, err)
		m.Update(typed("T"), g)
		m.Update(typed("Z"), g)
		aim, ok := m.Screen().(*Aim)
		require.True(t, ok, "T and the sword's letter aim")
		aim.At = at
		v := aim.View(g)
		assert.Equal(t, rng, v.Range)
		turns, log, pack := g.Turns, len(g.Log), len(pl.Pack)
		if far == rng {
			assert.Same(t, foe, v.Target, "a foe at the range is in the line of fire")
			assert.False(t, v.OutOfRange)
			assert.Len(t, v.Path, rng, "the line runs to the foe")
			assert.Empty(t, v.Beyond)
			assert.Contains(t, aim.Line(g), "The kobold: you would hit it ")
			m.Update(pressed(KeyEnter), g)
			assert.Empty(t, m.Notice(), "no refusal at the range")
			assert.IsType(t, &Play{}, m.Screen())
			assert.Equal(t, turns+1, g.Turns, "the sword flies")
			assert.Len(t, pl.Pack, pack-1, "the sword is gone from the pack")
			continue
		}
		assert.Nil(t, v.Target, "%d cells away, past the range of %d", far, rng)
		assert.True(t, v.OutOfRange)
		assert.Len(t, v.Path, rng, "the line stops at the range")
		var beyond []gruid.Point
		for k := rng + 1; k < far; k++ {
			beyond = append(beyond, cells(pl.Pos, d, k))
		}
		assert.Equal(t, beyond, v.Beyond, "the cells past the range up to the cell aimed at, not it")
		assert.Equal(t, "The kobold: out of range.", aim.Line(g))
		m.Update(pressed(KeyEnter), g)
		assert.Equal(t, lang.English().Say(TargetTooFar), m.Notice())
		assert.IsType(t, &Aim{}, m.Screen(), "the aim stays open")
		assert.Equal(t, turns, g.Turns, "no time passes")
		assert.Len(t, g.Log, log, "nothing happened")
		assert.Len(t, pl.Pack, pack, "the sword is kept")
	}
}

// TestRefusedActionTakesNoTime: an action the game refuses takes no time, shows the game's refusal as the
// notice, leaves the log as it was and the screen where the action leads (play); it ends a walk under way,
// where an action that took time does not.
func TestRefusedActionTakesNoTime(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	empty := game.NumSlots - 1
	require.True(t, pl.Worn[empty].IsZero(), "Thora wears nothing in the last slot")
	turns, log := g.Turns, len(g.Log)
	m.play.begin(walkClick, pl.Pos.Add(openDir(t, g))) // a walk under way
	m.act(g, game.Action{Kind: game.ActTakeOff, Slot: empty})
	assert.Equal(t, "You wear nothing there.", m.Notice())
	assert.False(t, m.play.Traveling(), "a refused action ends the walk")
	assert.Equal(t, turns, g.Turns, "no time passed")
	assert.Len(t, g.Log, log)

	m.play.begin(walkClick, pl.Pos.Add(openDir(t, g)))
	m.notice = ""
	m.act(g, game.Action{Kind: game.ActWait})
	assert.Empty(t, m.Notice())
	assert.True(t, m.play.Traveling(), "an action that took time leaves the walk going")
	assert.Equal(t, turns+1, g.Turns)
	m.play.traveling = false

	// Through the keys: wielding a potion is refused, from the pack's screen back to play.
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemPotion, Name: "healing", Count: 1, Letter: 'Y'})
	turns, log = g.Turns, len(g.Log)
	m.Update(typed("w"), g)
	require.IsType(t, &Pick{}, m.Screen())
	m.Update(typed("Y"), g)
	assert.NotEmpty(t, m.Notice(), "the game's refusal")
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, turns, g.Turns, "no time passed")
	assert.Len(t, g.Log, log, "the refusal is not in the log")
}

// foeAt puts a kobold at the cell k steps from the player in the first direction where the cells up to it
// are bare floor in view; it returns the kobold.
func foeAt(t *testing.T, g *game.Game, k int) *game.Actor {
	t.Helper()
	pl := g.Player
	for _, d := range []gruid.Point{{X: 1, Y: 1}, {X: -1, Y: 1}, {X: 1, Y: -1}, {X: -1, Y: -1}, {X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
		ok := true
		for i := 1; i <= k && ok; i++ {
			p := cells(pl.Pos, d, i)
			ok = g.Level.In(p) && g.Level.At(p) == levels.Floor && g.IsVisible(p) && g.ActorAt(p) == nil
		}
		if ok {
			foe, err := g.PlaceCreature("kobold", cells(pl.Pos, d, k))
			require.NoError(t, err)
			return foe
		}
	}
	require.FailNow(t, "no room for a kobold")
	return nil
}

// click is a mouse click on cell p.
func click(p gruid.Point) Input { return Input{Click: true, Hover: p, HoverOK: true} }

// TestClickReach: a click on a foe next to the player, a diagonal too, strikes it; one cell farther, it walks
// towards it without a missile weapon and shoots it with one.
func TestClickReach(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	pl := g.Player
	foe := foeAt(t, g, 1)
	from, turns := pl.Pos, g.Turns
	m.Update(click(foe.Pos), g)
	assert.Equal(t, from, pl.Pos, "a blow, not a step")
	assert.Equal(t, turns+1, g.Turns, "the blow took its time")
	assert.False(t, m.play.Traveling())

	g, m = newGame(t, game.Character{}, nil)
	foe = foeAt(t, g, 2)
	turns = g.Turns
	m.Update(click(foe.Pos), g)
	assert.True(t, m.play.Traveling(), "two cells away, no bow: a walk towards it")
	assert.Equal(t, turns, g.Turns, "nothing yet")

	g, m = archer(t)
	foe = foeAt(t, g, 2)
	arrows, turns := g.Player.Worn[game.SlotAmmo].Count, g.Turns
	m.Update(click(foe.Pos), g)
	assert.False(t, m.play.Traveling(), "two cells away, a bow: a shot")
	assert.Equal(t, arrows-1, g.Player.Worn[game.SlotAmmo].Count)
	assert.Equal(t, turns+1, g.Turns)
}

// TestStanceUpAtTheLast: ] goes up to the last stance and no further, and past it takes no time.
func TestStanceUpAtTheLast(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	st := g.Stances()
	m.Update(typed(string(rune('0'+len(st)-1))), g)
	require.Equal(t, st[len(st)-2], g.Player.Stance)
	m.Update(typed(string(StanceUp)), g)
	require.Equal(t, st[len(st)-1], g.Player.Stance, "] up to the last")
	turns := g.Turns
	m.Update(typed(string(StanceUp)), g)
	assert.Equal(t, st[len(st)-1], g.Player.Stance, "none after the last")
	assert.Equal(t, turns, g.Turns)
	m.Update(typed(string(StanceDown)), g)
	assert.Equal(t, st[len(st)-2], g.Player.Stance, "[ goes back one")
	m.Update(typed("0"), g)
	assert.Equal(t, st[len(st)-2], g.Player.Stance, "0 chooses no stance")
}

// TestSlotLetters: the slots screen takes the letters of the slots, a to the last; the letter after the last
// does nothing.
func TestSlotLetters(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	last := game.NumSlots - 1
	require.True(t, g.Player.Worn[last].IsZero())
	turns := g.Turns
	m.Update(typed("r"), g)
	m.Update(typed(string(rune('a'+last))), g)
	assert.Equal(t, "You wear nothing there.", m.Notice(), "the last slot's letter asks the game")
	m.Update(typed("r"), g)
	m.Update(typed(string(rune('a'+last+1))), g)
	assert.Empty(t, m.Notice(), "the letter after the last is no slot's")
	assert.IsType(t, &Play{}, m.Screen())
	assert.Equal(t, turns, g.Turns)
	assert.Equal(t, '1', WornKey(0))
	assert.Equal(t, '=', WornKey(11))
	assert.Equal(t, rune(0), WornKey(12), "no key past the twelfth slot")
}

// TestWalkPace: a walk to a clicked cell steps every 4 ticks (travelEvery), auto-explore every 2
// (exploreEvery), a rest waits a turn every tick: at 60 ticks a second, 15 steps, 30 steps and 60 turns.
func TestWalkPace(t *testing.T) {
	for _, c := range []struct {
		name  string
		every int
		begin func(g *game.Game, m *Model)
	}{
		{"click", 4, func(g *game.Game, m *Model) {
			far := foeAt(t, g, 5).Pos
			onlyFoe(g, false)
			m.Update(click(far), g)
		}},
		{"explore", 2, func(g *game.Game, m *Model) {
			onlyFoe(g, false)
			m.Update(typed(string(ExploreKey)), g)
		}},
		{"rest", 1, func(g *game.Game, m *Model) {
			onlyFoe(g, false)
			g.Player.HP = 1
			m.Update(typed(string(RestKey)), g)
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, m := newGame(t, game.Character{}, nil)
			c.begin(g, m)
			require.True(t, m.play.Traveling(), "the walk began")
			var acted []int
			turns := g.Turns
			for tick := 1; tick <= 3*c.every && m.play.Traveling(); tick++ {
				m.Update(Input{}, g)
				if g.Turns > turns {
					acted, turns = append(acted, m.tick), g.Turns
				}
			}
			require.Len(t, acted, 3, "three steps in %d ticks", 3*c.every)
			assert.Equal(t, c.every, acted[1]-acted[0])
			assert.Equal(t, c.every, acted[2]-acted[1])
		})
	}
}

// TestRestEndsAtItsMost: a rest waits at most 1000 turns (restTurnsMost: hit points that never come
// back), then says it has rested.
func TestRestEndsAtItsMost(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	onlyFoe(g, false)
	g.Player.HP = 1
	m.Update(typed(string(RestKey)), g)
	require.True(t, m.play.Traveling())
	m.play.restTurns = 999
	turns := g.Turns
	m.Update(Input{}, g)
	assert.Equal(t, turns+1, g.Turns, "the last turn of the rest")
	assert.True(t, m.play.Traveling())
	m.Update(Input{}, g)
	assert.Equal(t, turns+1, g.Turns, "no more")
	assert.False(t, m.play.Traveling())
	assert.Equal(t, "You have rested.", m.Notice())
}

// TestScrollsStopAtTheirEnds: the history goes no lower than its last line; the creation screen's choices
// wrap from the last to the first, and a letter past them chooses nothing.
func TestScrollsStopAtTheirEnds(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed("P"), g)
	h := m.Screen().(*History)
	m.Update(held(gruid.Point{Y: 1}, 1), g)
	assert.Zero(t, h.Scroll, "down from the last line: no lower")
	m.Update(pressed(KeyPageDown), g)
	assert.Zero(t, h.Scroll)

	d := g.Data()
	m = New(Config{Data: d}, true)
	c := m.Screen().(*Creation)
	m.Update(pressed(KeyEnter), nil) // past the rule-set step
	m.Update(typed(string(rune('a'+len(d.Races)-1))), nil)
	require.Equal(t, len(d.Races)-1, c.Race, "the last race's letter")
	m.Update(held(gruid.Point{Y: 1}, 1), nil)
	assert.Equal(t, 0, c.Race, "down from the last: the first")
	m.Update(typed(string(rune('a'+len(d.Races)))), nil)
	assert.Equal(t, 0, c.Race, "the letter past the last race chooses nothing")
}

// TestSettingsStopAtTheirEnds: the log's height goes no lower than prefs.MinLogLines, the animation speed
// from prefs.MinAnimSpeed to prefs.MaxAnimSpeed, the volume no higher than 100; up from the first row is the last.
func TestSettingsStopAtTheirEnds(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed(string(SettingsKey)), g)
	s := m.Screen().(*Settings)
	row := func(r int) {
		for s.Row != r {
			m.Update(namedKeys("Down"), g)
		}
	}
	times := func(n int, key string) {
		for range n {
			m.Update(namedKeys(key), g)
		}
	}
	row(optLogLines)
	times(30, "Left")
	assert.Equal(t, prefs.MinLogLines, m.Settings().LogLines)
	row(optAnimSpeed)
	times(20, "Left")
	assert.Equal(t, prefs.MinAnimSpeed, m.Settings().AnimSpeed)
	times(20, "Right")
	assert.Equal(t, prefs.MaxAnimSpeed, m.Settings().AnimSpeed)
	row(optVolume)
	times(20, "Right")
	assert.Equal(t, 100, m.Settings().SoundVolume())
	row(0)
	m.Update(namedKeys("Up"), g)
	assert.Equal(t, s.Rows()-1, s.Row, "up from the first row: the last")
	m.Update(namedKeys("Down"), g)
	assert.Equal(t, 0, s.Row, "down from the last: the first")
}

// TestAimCursorStaysOnTheLevel: the direction keys move the aim up to the level's edge, not past it.
func TestAimCursorStaysOnTheLevel(t *testing.T) {
	g, m := archer(t)
	placeFoes(t, g, 1)
	m.Update(typed("t"), g)
	aim := m.Screen().(*Aim)
	aim.At = gruid.Point{X: 0, Y: 0}
	m.Update(held(gruid.Point{X: -1, Y: -1}, 1), g)
	assert.Equal(t, gruid.Point{}, aim.At, "the corner of the level")
	aim.At = gruid.Point{X: g.Level.W - 1, Y: g.Level.H - 1}
	m.Update(held(gruid.Point{X: 1, Y: 1}, 1), g)
	assert.Equal(t, gruid.Point{X: g.Level.W - 1, Y: g.Level.H - 1}, aim.At)
}

// TestLayoutScaleEdges: the scale is the largest that keeps the logical screen at least MinW×MinH, changing
// exactly where the window is twice that; a window smaller than MinW×MinH is shrunk (Fit), one that size is
// not; the scale stops at prefs.MaxScale; a text size that would leave the map fewer than MinMapCols cells
// across, or a line fewer than MinTextCols characters, is lowered, one that leaves exactly that many is kept; a touch screen's cells double where the map
// keeps touchZoomCells each way at double size.
func TestLayoutScaleEdges(t *testing.T) {
	for _, c := range []struct {
		w, h, scale int
	}{{2 * MinW, 2 * MinH, 2}, {2*MinW - 1, 2 * MinH, 1}, {2 * MinW, 2*MinH - 1, 1}, {3 * MinW, 3 * MinH, 3},
		{MinW * (prefs.MaxScale + 1), MinH * (prefs.MaxScale + 1), prefs.MaxScale}} {
		l := NewLayout(c.w, c.h, 16, LayoutOptions{})
		assert.Equal(t, c.scale, l.Scale, "%dx%d", c.w, c.h)
		assert.GreaterOrEqual(t, l.W, MinW)
		assert.GreaterOrEqual(t, l.H, MinH)
	}
	assert.Zero(t, NewLayout(MinW, MinH, 16, LayoutOptions{}).Fit, "MinW×MinH is not shrunk")
	assert.InDelta(t, float64(MinW-1)/MinW, NewLayout(MinW-1, MinH, 16, LayoutOptions{}).Fit, 1e-9, "one pixel less is")

	// At scale 1, text size 3: the panel is 3×PanelW wide; the map keeps MinMapCols cells of 16 at a width
	// of 3×PanelW + MinMapCols×16, and not one pixel narrower.
	// The line keeps MinTextCols characters of 3×FontW too: the wider of the two edges holds.
	edge := max(3*PanelW+MinMapCols*16, MinTextCols*3*FontW)
	assert.Equal(t, 3, NewLayout(edge, MinH, 16, LayoutOptions{Scale: 1, TextSize: 3}).Text)
	assert.Equal(t, 2, NewLayout(edge-1, MinH, 16, LayoutOptions{Scale: 1, TextSize: 3}).Text)
	cols := MinTextCols * 2 * FontW                  // text size 2 on a phone's width: MinTextCols characters, and not one fewer
	phone := LayoutOptions{MinScale: 2, TextSize: 2} // a phone at ratio 2: its logical screen is its CSS pixels
	assert.Equal(t, 2, NewLayout(2*cols, 4*MinH, 16, phone).Text)
	assert.Equal(t, 1, NewLayout(2*(cols-1), 4*MinH, 16, phone).Text)

	// A touch screen: cells doubled when the map has room for touchZoomCells of them each way.
	var zoomed, last Layout
	for h := MinH; h <= 4*MinH; h++ {
		l := NewLayout(4*MinW, h, 16, LayoutOptions{Scale: 1, Touch: true})
		if l.Zoom == 2 {
			zoomed = l
			break
		}
		last = l
	}
	require.Equal(t, 2, zoomed.Zoom, "a tall enough touch screen doubles its cells")
	assert.Equal(t, touchZoomCells, zoomed.Map.Dy()/(2*16), "doubled at exactly touchZoomCells down")
	assert.Equal(t, 1, last.Zoom)
	assert.Less(t, last.Map.Dy()/(2*16), touchZoomCells, "not one pixel shorter")
}
