package game

import (
	"math"
	"regexp"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/levels"
)

// TestCompassEightPoints: Compass gives each direction the point of the compass whose 45° holds it, checked
// against the angle itself (atan2) for every direction up to twenty cells each way, and by hand for a few.
func TestCompassEightPoints(t *testing.T) {
	for dy := -20; dy <= 20; dy++ {
		for dx := -20; dx <= 20; dx++ {
			if dx == 0 && dy == 0 {
				continue
			}
			// the angle clockwise from north, y growing southward; each point takes 22.5° either side
			deg := math.Atan2(float64(dx), float64(-dy)) * 180 / math.Pi
			want := int(math.Floor(math.Mod(deg+360+22.5, 360) / 45))
			require.Equal(t, want, Compass(gruid.Point{X: dx, Y: dy}), "direction %d,%d (%.1f°)", dx, dy, deg)
		}
	}
	for d, want := range map[gruid.Point]string{{X: 0, Y: -1}: "north", {X: 1, Y: -1}: "north-east", {X: 2, Y: -1}: "north-east",
		{X: 3, Y: -1}: "east", {X: -3, Y: 3}: "south-west", {X: 0, Y: 5}: "south", {X: -1, Y: -5}: "north"} {
		assert.Equal(t, want, CompassWords(lang.English(), Compass(d)), "%v", d)
	}
}

// TestCellsWords: a distance is said in words, never a figure (RULES.md §7.6: no message shows a number).
func TestCellsWords(t *testing.T) {
	assert.Equal(t, "next to you", CellsWords(lang.English(), 1))
	assert.Equal(t, "two cells", CellsWords(lang.English(), 2))
	assert.Equal(t, "twenty cells", CellsWords(lang.English(), 20))
	assert.Equal(t, "far off", CellsWords(lang.English(), 21))
	for n := 1; n <= 30; n++ {
		assert.NotRegexp(t, `[0-9]`, CellsWords(lang.English(), n))
	}
}

// lookoutRoom is a game on a hand-built 15×11 room (floor x 1–13, y 1–9), the player at (7,5), a closed door
// in the east wall at (14,5), stairs down at (4,8), and a walled-off cell at (2,2) holding stairs up behind
// walls (remembered, out of view).
func lookoutRoom(t *testing.T) *Game {
	t.Helper()
	l := levels.NewLevel(15, 11)
	floorRect(l, 1, 1, 13, 9)
	l.Set(gruid.Point{X: 14, Y: 5}, levels.DoorClosed)
	l.Set(gruid.Point{X: 4, Y: 8}, levels.StairsDown)
	l.Down = gruid.Point{X: 4, Y: 8}
	// a closet at (2,2) walled in on every side: seen before, not in view now
	for _, p := range []gruid.Point{{X: 1, Y: 1}, {X: 2, Y: 1}, {X: 3, Y: 1}, {X: 1, Y: 2}, {X: 3, Y: 2}, {X: 1, Y: 3}, {X: 2, Y: 3}, {X: 3, Y: 3}} {
		l.Set(p, levels.Wall)
	}
	l.Set(gruid.Point{X: 2, Y: 2}, levels.StairsUp)
	l.Up = gruid.Point{X: 2, Y: 2}
	g, err := NewOn(Config{Seed: 3}, l, gruid.Point{X: 7, Y: 5})
	require.NoError(t, err)
	g.Seen[2*l.W+2] = true
	return g
}

// TestSurroundingsOnAHandBuiltLevel (issue 38, the surroundings key): the line names what the player sees,
// creatures first, then the nearest things, each by its point of the compass and its distance in words; what
// is out of view (the stairs up in their closet, remembered, and a creature beside them) is not named; the
// line holds no figure (RULES.md §7.6), a stack is named by its plural with no count.
func TestSurroundingsOnAHandBuiltLevel(t *testing.T) {
	g := lookoutRoom(t)
	_, err := g.PlaceCreature("kobold", gruid.Point{X: 7, Y: 3})
	require.NoError(t, err)
	require.NoError(t, Wizard(g).Drop(Item{Kind: ItemWeapon, Name: "long sword", Count: 1}, gruid.Point{X: 9, Y: 7}))
	require.NoError(t, Wizard(g).Drop(Item{Kind: ItemAmmo, Name: "arrow", Count: 19}, gruid.Point{X: 6, Y: 4}))
	_, err = g.PlaceCreature("giant rat", gruid.Point{X: 2, Y: 2}) // in the closet, on the stairs up
	require.NoError(t, err)
	require.True(t, g.IsSeen(gruid.Point{X: 2, Y: 2}), "the stairs up are remembered")
	require.False(t, g.IsVisible(gruid.Point{X: 2, Y: 2}), "and out of view")

	line := SurroundingsLine(g)
	assert.Equal(t, "Around you: north: a kobold, two cells; north-west: some arrows, next to you; "+
		"south-east: a long sword, two cells; south-west: stairs down, three cells; east: a closed door, seven cells.", line)
	assert.NotRegexp(t, regexp.MustCompile(`[0-9]`), line, "the log never gives numbers")
	assert.NotContains(t, line, "rat", "a creature out of view is not named")
	assert.NotContains(t, line, "stairs up", "a cell only remembered is not named")

	// the player's own cell is the panel's, not the line's
	require.NoError(t, Wizard(g).Drop(Item{Kind: ItemWeapon, Name: "spear", Count: 1}, g.Player.Pos))
	assert.NotContains(t, SurroundingsLine(g), "spear")
}

// TestSurroundingsNothingAndMore: nothing in view says so; more than MostSightings things are cut to the
// nearest, said to be more.
func TestSurroundingsNothingAndMore(t *testing.T) {
	l := levels.NewLevel(5, 5)
	for y := 1; y <= 3; y++ {
		for x := 1; x <= 3; x++ {
			l.Set(gruid.Point{X: x, Y: y}, levels.Floor)
		}
	}
	g, err := NewOn(Config{Seed: 3}, l, gruid.Point{X: 2, Y: 2})
	require.NoError(t, err)
	assert.Equal(t, "You see nothing around you but the walls and the floor.", SurroundingsLine(g))

	g = lookoutRoom(t)
	for x := 1; x <= 13; x++ {
		require.NoError(t, Wizard(g).Drop(Item{Kind: ItemWeapon, Name: "spear", Count: 1}, gruid.Point{X: x, Y: 9}))
	}
	line := SurroundingsLine(g)
	assert.Equal(t, MostSightings, strings.Count(line, ", "), "the nearest MostSightings named: %s", line)
	assert.True(t, strings.HasSuffix(line, "; and more besides."), line)
	assert.Len(t, Surroundings(g), 15, "thirteen spears, the door and the stairs down")
}
