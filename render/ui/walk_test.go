// Tests of the walks that stop for danger: held keys, rest, auto-explore, travel, runs.

package ui

import (
	"cmp"
	"maps"
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// seededGame is a game on seed with the default character, and a model in play on it.
func seededGame(t *testing.T, seed uint64) (*game.Game, *Model) {
	t.Helper()
	g, err := game.New(game.Config{Seed: seed})
	require.NoError(t, err)
	return g, New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
}

// onlyFoe leaves one creature of the level alive (nil: none) and returns it.
func onlyFoe(g *game.Game, keep bool) *game.Actor {
	var kept *game.Actor
	for _, a := range g.Creatures {
		if keep && kept == nil && !a.Dead {
			kept = a
			continue
		}
		a.Dead = true
	}
	return kept
}

// reach is every cell a walker reaches from p, by its walking distance.
func reach(g *game.Game, from gruid.Point) map[gruid.Point]int {
	dist := map[gruid.Point]int{from: 0}
	frontier := []gruid.Point{from}
	for len(frontier) > 0 {
		p := frontier[0]
		frontier = frontier[1:]
		for dx := -1; dx <= 1; dx++ {
			for dy := -1; dy <= 1; dy++ {
				q := p.Add(gruid.Point{X: dx, Y: dy})
				if _, ok := dist[q]; ok || !g.Level.In(q) || !g.Level.At(q).Passable() {
					continue
				}
				dist[q] = dist[p] + 1
				frontier = append(frontier, q)
			}
		}
	}
	return dist
}

// byWalk is the cells of a reach, nearest first, then by row and column: a fixed order.
func byWalk(dist map[gruid.Point]int) []gruid.Point {
	cells := slices.Collect(maps.Keys(dist))
	slices.SortFunc(cells, func(a, b gruid.Point) int {
		return cmp.Or(cmp.Compare(dist[a], dist[b]), cmp.Compare(a.Y, b.Y), cmp.Compare(a.X, b.X))
	})
	return cells
}

// lurk puts foe, awake, on a cell out of view that a walk of about n steps reaches from the player: it
// comes after the player.
func lurk(t *testing.T, g *game.Game, foe *game.Actor, n int) {
	t.Helper()
	dist := reach(g, g.Player.Pos)
	for _, p := range byWalk(dist) {
		if d := dist[p]; d >= n && d <= n+4 && !g.IsVisible(p) && g.ActorAt(p) == nil {
			foe.Pos, foe.Awake = p, true
			return
		}
	}
	require.FailNow(t, "no cell out of view to lurk in")
}

// straight puts the player on a cell from which direction d leads on over bare floor (no stairs, no
// items, no doors) for at least n cells, and returns d.
func straight(t *testing.T, g *game.Game, n int) gruid.Point {
	t.Helper()
	for _, p := range byWalk(reach(g, g.Player.Pos)) {
		for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}} {
			ok := true
			for k := 1; k <= n && ok; k++ {
				q := p.Add(gruid.Point{X: d.X * k, Y: d.Y * k})
				tile := g.Level.At(q)
				ok = tile == levels.Floor && g.ActorAt(q) == nil && len(g.ItemsAt(q)) == 0
			}
			if ok {
				g.Player.Pos = p
				require.True(t, g.Act(game.Action{Kind: game.ActWait}), "a wait to look around")
				return d
			}
		}
	}
	require.FailNow(t, "no straight way")
	return gruid.Point{}
}

// holdUntilStop holds a movement key of direction d for up to n ticks and returns the tick at which the
// notice said the walk stopped (0: it did not).
func holdUntilStop(m *Model, g *game.Game, d gruid.Point, n int) int {
	for tick := 1; tick <= n; tick++ {
		m.Update(held(d, tick), g)
		if m.Notice() != "" {
			return tick
		}
	}
	return 0
}

// TestHeldMoveStopsForAFoeInView: holding a direction, the walk stops when a foe comes into view, says
// so, and goes on only when the key is pressed again.
func TestHeldMoveStopsForAFoeInView(t *testing.T) {
	g, m := seededGame(t, 1)
	foe := onlyFoe(g, true)
	d := straight(t, g, 12)
	lurk(t, g, foe, 8)
	require.Empty(t, g.Targets(), "no foe in view at first")
	tick := holdUntilStop(m, g, d, 400)
	require.NotZero(t, tick, "the walk stopped")
	assert.Equal(t, comesIntoView(foe.Name), m.Notice())
	assert.True(t, g.IsVisible(foe.Pos))
	turns := g.Turns
	for i := 1; i <= 60; i++ {
		m.Update(held(d, tick+i), g)
	}
	assert.Equal(t, turns, g.Turns, "the held key does nothing more")
	m.Update(Input{}, g)
	m.Update(held(d, 1), g)
	assert.Greater(t, g.Turns, turns, "pressed again, it acts")
}

// TestHeldMoveStopsWhenAttacked: a foe beside the player attacks; the held key stops at its first
// attack, hit or miss, and says who attacked.
func TestHeldMoveStopsWhenAttacked(t *testing.T) {
	for _, wait := range []bool{false, true} {
		g, m := seededGame(t, 1)
		foe := onlyFoe(g, true)
		d := straight(t, g, 12)
		foe.Pos, foe.Awake = g.Player.Pos.Sub(d), true
		key := d
		if wait {
			key = gruid.Point{}
		}
		tick := holdUntilStop(m, g, key, 400)
		require.NotZero(t, tick, "the walk stopped")
		assert.Equal(t, "You stop: the "+foe.Name+" attacks you.", m.Notice())
		turns, hp := g.Turns, g.Player.HP
		for i := 1; i <= 60; i++ {
			m.Update(held(key, tick+i), g)
		}
		assert.Equal(t, turns, g.Turns, "no more steps: the foe gets no more blows")
		assert.Equal(t, hp, g.Player.HP)
	}
}

// TestRestStopsForAFoe: R waits until healed, but a foe coming into view stops it.
func TestRestStopsForAFoe(t *testing.T) {
	g, m := seededGame(t, 1)
	foe := onlyFoe(g, true)
	lurk(t, g, foe, 10)
	g.Player.HP = 1
	m.Update(typed("R"), g)
	require.True(t, m.play.Traveling(), "resting")
	for range 3000 {
		if !m.play.Traveling() {
			break
		}
		m.Update(Input{}, g)
	}
	assert.False(t, m.play.Traveling())
	assert.Equal(t, comesIntoView(foe.Name), m.Notice())
	assert.Less(t, g.Player.HP, g.Player.MaxHP, "not healed yet")
}

// TestRestHeals: with no foe about, R waits until healed, then says so; rested, it refuses.
func TestRestHeals(t *testing.T) {
	g, m := seededGame(t, 1)
	onlyFoe(g, false)
	g.Player.HP = g.Player.MaxHP / 2
	turns := g.Turns
	m.Update(typed("R"), g)
	healedAt := -1
	for range 5000 {
		if !m.play.Traveling() {
			break
		}
		m.Update(Input{}, g)
		if healedAt < 0 && g.Player.HP == g.Player.MaxHP {
			healedAt = g.Turns
		}
	}
	assert.Equal(t, g.Player.MaxHP, g.Player.HP, "healed")
	assert.Greater(t, g.Turns, turns)
	assert.Equal(t, healedAt, g.Turns, "the rest ends when healed")
	assert.Equal(t, "You have rested.", m.Notice())
	m.Update(typed("R"), g)
	assert.Equal(t, "You have no need to rest.", m.Notice())
	assert.False(t, m.play.Traveling())
}

// explore presses o and lets the walk run until "Done exploring." or a stop it does not press on from
// (a foe); it returns the last notice.
func explore(t *testing.T, m *Model, g *game.Game) string {
	t.Helper()
	for range 500 {
		m.Update(typed("o"), g)
		for i := 0; m.play.Traveling() && i < 20000; i++ {
			m.Update(Input{}, g)
		}
		switch n := m.Notice(); {
		case n == "Done exploring.", g.Walks().FoeInView() != nil, g.Over:
			return n
		}
	}
	require.FailNow(t, "auto-explore never ends")
	return ""
}

// TestAutoExploreExploresALevel: on 20 levels with their creatures taken away, o (pressed again after
// each stop at what lies underfoot) sees every cell a walk reaches, picks up on the way every item of a
// kind auto-pickup takes by default and nothing else (issue 32), and then says "Done exploring.".
func TestAutoExploreExploresALevel(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g, m := seededGame(t, seed)
		onlyFoe(g, false)
		had := slices.Clone(g.Player.Pack)
		assert.Equal(t, "Done exploring.", explore(t, m, g), "seed %d", seed)
		unseen := 0
		reached := reach(g, g.Player.Pos)
		for p := range reached {
			if !g.IsSeen(p) {
				unseen++
			}
		}
		assert.Zero(t, unseen, "seed %d: cells a walk reaches left unseen", seed)
		for _, it := range g.Player.Pack {
			if !slices.ContainsFunc(had, func(h game.Item) bool { return h.Letter == it.Letter && h.Name == it.Name }) {
				k, ok := g.PickupKindOf(it)
				assert.True(t, ok && g.Data().Pickup[k].Default, "seed %d: %s picked up", seed, it.Name)
			}
		}
		for _, fi := range g.Items {
			if _, ok := reached[fi.Pos]; ok {
				assert.False(t, g.AutoPicks(fi.Item), "seed %d: %s left at %v", seed, fi.Item.Name, fi.Pos)
			}
		}
		m.Update(typed("o"), g)
		assert.Equal(t, "Done exploring.", m.Notice())
		assert.False(t, m.play.Traveling())
	}
}

// TestAutoExploreStopsAtTheFirstFoe: with its creatures, o stops when the first foe comes into view,
// before it is hurt. On seed 1 that is the giant rat, unaware of the player: o pressed again
// explores on past it, saying why once (issue 32, as DCSS's o), and walking back into its sight does not
// stop the walk again; once it is awake and near, o refuses.
func TestAutoExploreStopsAtTheFirstFoe(t *testing.T) {
	g, m := seededGame(t, 1)
	n := explore(t, m, g)
	foe := g.Walks().FoeInView()
	require.NotNil(t, foe, "a foe was met")
	assert.Equal(t, comesIntoView(foe.Name), n)
	assert.Equal(t, g.Player.MaxHP, g.Player.HP, "unhurt")
	require.NotEmpty(t, g.Walks().Calm(foe), "seed 1's first foe has not noticed the player")

	for _, a := range g.Creatures { // the rat alone: no other foe stops the walk
		a.Dead = a != foe
	}
	foe.Wanders, foe.Awake = false, false // asleep: it stays where it is
	m.Update(typed("o"), g)
	assert.Equal(t, "You explore on: the "+foe.Name+" is asleep.", m.Notice())
	assert.True(t, m.play.Traveling(), "o explores on past a calm foe")
	stops := 0
	for range 200 { // the rest of the level: the rat never stops the walk again
		for i := 0; m.play.Traveling() && i < 20000; i++ {
			m.Update(Input{}, g)
		}
		if n := m.Notice(); n == "Done exploring." || g.Over {
			break
		}
		if m.Notice() == comesIntoView(foe.Name) {
			stops++
		}
		foe.Wanders, foe.Awake = false, false
		m.Update(typed("o"), g)
		assert.NotEqual(t, "You explore on: the "+foe.Name+" is asleep.", m.Notice(), "said once")
	}
	assert.Zero(t, stops, "the passed rat stopped the walk again")
	assert.Equal(t, "Done exploring.", m.Notice())

	foe.Awake, foe.Wanders = true, true
	foe.Pos = g.Player.Pos.Add(gruid.Point{X: 1})
	if !g.Level.At(foe.Pos).Passable() {
		foe.Pos = g.Player.Pos.Add(gruid.Point{X: -1})
	}
	require.True(t, g.Act(game.Action{Kind: game.ActWait}))
	require.Empty(t, g.Walks().Calm(foe))
	turns := g.Turns
	m.Update(typed("o"), g)
	assert.Equal(t, "You cannot explore with "+game.An(foe.Name)+" in view.", m.Notice())
	assert.Equal(t, turns, g.Turns)
}

// TestTravelToStairs: > off the stairs walks to the known stairs down, saying so, or says why it cannot;
// > on them descends.
func TestTravelToStairs(t *testing.T) {
	g, m := seededGame(t, 2)
	onlyFoe(g, false)
	_, known := g.Walks().StairsTo(levels.StairsDown)
	require.False(t, known, "not seen yet")
	turns := g.Turns
	m.Update(typed(">"), g)
	assert.Equal(t, "You know of no stairs down on this level.", m.Notice(), "issue 32: > says why it cannot")
	assert.Equal(t, turns, g.Turns)
	require.Equal(t, "Done exploring.", explore(t, m, g))
	down, ok := g.Walks().StairsTo(levels.StairsDown)
	require.True(t, ok, "the stairs down were seen")
	require.NotEqual(t, down, g.Player.Pos)
	m.Update(typed(">"), g)
	assert.Equal(t, "You travel to the stairs down.", m.Notice(), "issue 32: > says where it goes")
	for i := 0; m.play.Traveling() && i < 20000; i++ {
		m.Update(Input{}, g)
	}
	assert.Equal(t, down, g.Player.Pos, "at the stairs")
	assert.Empty(t, m.Notice(), "arriving is no stop")
	depth := g.Depth
	m.Update(typed(">"), g)
	assert.Equal(t, depth+1, g.Depth, "down")
}

// TestRunStopsWhereTheWayOpens: Shift and a direction runs on after the key, and stops where the way
// ahead changes (a wall, an opening), never further than the way goes.
func TestRunStopsWhereTheWayOpens(t *testing.T) {
	g, m := seededGame(t, 1)
	onlyFoe(g, false)
	d := straight(t, g, 6)
	from := g.Player.Pos
	m.Update(Input{Run: d}, g)
	require.Equal(t, from.Add(d), g.Player.Pos, "the first step")
	for i := 0; m.play.Traveling() && i < 2000; i++ {
		m.Update(Input{}, g)
	}
	assert.False(t, m.play.Traveling())
	assert.Greater(t, levels.Distance(g.Player.Pos, from), 1, "it ran on after the first step")
}

// TestStopNoticeStaysWhileTheKeyRepeats: the system's key repeat types the held key's character again
// and again; that is no new key, so the notice of what stopped the walk stays on screen.
func TestStopNoticeStaysWhileTheKeyRepeats(t *testing.T) {
	g, m := seededGame(t, 1)
	foe := onlyFoe(g, true)
	d := straight(t, g, 12)
	foe.Pos, foe.Awake = g.Player.Pos.Sub(d), true
	in := func(tick int) Input { return Input{Typed: []rune("."), Moves: []Move{{Held: tick}}} }
	tick := 1
	for ; tick <= 400 && m.Notice() == ""; tick++ {
		m.Update(in(tick), g)
	}
	require.NotEmpty(t, m.Notice(), "the wait stopped")
	turns := g.Turns
	for i := range 30 {
		m.Update(in(tick+i), g)
	}
	assert.Equal(t, "You stop: the "+foe.Name+" attacks you.", m.Notice())
	assert.Equal(t, turns, g.Turns)
}

// TestHeldMoveStopsOnItems: a single step onto items stops nothing and says nothing more than the log;
// a held key stops there, and says so once it would have repeated.
func TestHeldMoveStopsOnItems(t *testing.T) {
	g, m := seededGame(t, 1)
	onlyFoe(g, false)
	d := straight(t, g, 6)
	p := g.Player.Pos.Add(d)
	g.Items = append(g.Items, game.FloorItem{Pos: p, Item: game.Item{Kind: game.ItemWeapon, Name: "dagger", Count: 1}})
	tick := 1
	m.Update(held(d, tick), g)
	require.Equal(t, p, g.Player.Pos)
	assert.Empty(t, m.Notice(), "a single step onto items")
	for tick++; tick <= 60; tick++ {
		m.Update(held(d, tick), g)
	}
	assert.Equal(t, p, g.Player.Pos, "the held key stopped on the items")
	assert.Equal(t, "You stop: a dagger lies here.", m.Notice())
}

// TestClickWalkStopsWhenAttacked: a walk to a clicked cell keeps the stop rules: a foe's attack ends it.
func TestClickWalkStopsWhenAttacked(t *testing.T) {
	g, m := seededGame(t, 1)
	foe := onlyFoe(g, true)
	d := straight(t, g, 12)
	foe.Pos, foe.Awake = g.Player.Pos.Sub(d), true
	goal := g.Player.Pos
	for k := 1; k <= 12 && g.IsSeen(g.Player.Pos.Add(gruid.Point{X: k * d.X, Y: k * d.Y})); k++ {
		goal = g.Player.Pos.Add(gruid.Point{X: k * d.X, Y: k * d.Y})
	}
	require.GreaterOrEqual(t, levels.Distance(goal, g.Player.Pos), 3, "a seen cell to walk to")
	m.Update(Input{Click: true, Hover: goal, HoverOK: true}, g)
	require.True(t, m.play.Traveling())
	for i := 0; m.play.Traveling() && i < 400; i++ {
		m.Update(Input{}, g)
	}
	assert.False(t, m.play.Traveling())
	assert.NotEqual(t, goal, g.Player.Pos, "it stopped on the way")
	assert.Equal(t, "You stop: the "+foe.Name+" attacks you.", m.Notice())
}
