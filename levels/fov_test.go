// Tests of sight on small fixture maps: symmetry, walls and doors blocking, the radius.

package levels

import (
	"math/rand/v2"
	"testing"

	"codeberg.org/anaseto/gruid"
	"codeberg.org/anaseto/gruid/rl"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var fovFixtures = map[string]string{
	"pillars": `
##########################
#........................#
#..#....#.....##.........#
#.......#..#.......#.....#
#....#.......##......#...#
#..........#.......#.....#
#...##...........#.......#
#........#....#..........#
##########################`,
	"rooms": `
####################
#......#...........#
#......+...........#
#......#....####...#
####'###....#..#...#
#...........#..'...#
#..~~~......####...#
#..~~~.............#
####################`,
	"caveish": `
####################
##....###.....######
#......#...#.....###
#..##......##.....##
#...#...::...#.....#
##......::.......###
###..#.......#...###
####################`,
}

// issue 5, Sight: "symmetric shadowcasting (if I see you, you see me)".
func TestFOVSymmetric(t *testing.T) {
	f := NewFOV()
	g := NewFOV()
	for name, rows := range fovFixtures {
		l, _ := fixture(t, rows)
		for _, radius := range []int{4, 8, 40} {
			pairs := 0
			for a := range l.Bounds().Points() {
				if l.At(a).Opaque() {
					continue
				}
				f.Compute(l, a, radius)
				for b := range l.Bounds().Points() {
					if l.At(b).Opaque() {
						continue
					}
					g.Compute(l, b, radius)
					require.Truef(t, f.Visible(b) == g.Visible(a), "%s r%d: %v sees %v is %v, the converse %v", name, radius, a, b, f.Visible(b), g.Visible(a))
					if f.Visible(b) {
						pairs++
					}
				}
			}
			assert.Truef(t, pairs > 0, "%s: no pair sees each other", name)
		}
	}
}

// issue 5, Sight: walls and closed doors block sight; an open door, water and a chasm do not.
func TestFOVBlocks(t *testing.T) {
	l, m := fixture(t, `
###########
#A..#..B..#
#...#.....#
#G..+..C..#
#F..'..D..#
#E~~:.....#
###########`)
	f := NewFOV()
	f.Compute(l, m['A'], 20)
	assert.Truef(t, f.Visible(m['A']), "the viewer sees its own cell")
	assert.Truef(t, !f.Visible(m['B']), "behind a wall")
	assert.Truef(t, f.Visible(gruid.Point{X: 4, Y: 1}), "the wall itself is seen")
	assert.Truef(t, !f.Visible(m['C']), "behind a wall")
	f.Compute(l, m['G'], 20)
	assert.Truef(t, !f.Visible(m['C']), "behind a closed door")
	assert.Truef(t, f.Visible(gruid.Point{X: 4, Y: 3}), "the closed door itself is seen")
	f.Compute(l, m['F'], 20)
	assert.Truef(t, f.Visible(m['D']), "through an open door")
	f.Compute(l, m['A'], 20)
	assert.Truef(t, f.Visible(m['E']), "over water and chasm")
	f.Compute(l, m['E'], 20)
	assert.Truef(t, f.Visible(gruid.Point{X: 8, Y: 5}), "across water and a chasm")
}

// issue 5, Sight: "a light radius".
func TestFOVRadius(t *testing.T) {
	l, m := fixture(t, `
#################
#A..............#
#...............#
#...............#
#...............#
#...............#
#################`)
	f := NewFOV()
	f.Compute(l, m['A'], 3)
	a := m['A']
	assert.Truef(t, f.Visible(a.Shift(3, 0)), "3 east is within radius 3")
	assert.Truef(t, f.Visible(a.Shift(2, 2)), "2,2 is within radius 3 (8 ≤ 12)")
	assert.Truef(t, !f.Visible(a.Shift(3, 2)), "3,2 is outside radius 3 (13 > 12)")
	assert.Truef(t, !f.Visible(a.Shift(4, 0)), "4 east is outside radius 3")
	for _, p := range f.Points() {
		require.Truef(t, f.Visible(p), "listed point %v not visible", p)
	}
	f.Compute(l, gruid.Point{X: -1, Y: 0}, 3)
	assert.Truef(t, len(f.Points()) == 0, "from outside the level nothing is seen")
}

// issue 5, Sight: the FOV is reusable without allocating.
func TestFOVNoAllocs(t *testing.T) {
	l := benchLevel(t, KindCave)
	from := benchFrom(l)
	f := NewFOV()
	f.Compute(l, from, 40)
	n := testing.AllocsPerRun(20, func() { f.Compute(l, from, 40) })
	assert.Truef(t, n == 0, "Compute allocates %v times", n)
}

// issue 5, Sight: the same algorithm as gruid's SSCVisionMap — identical cells inside the radius,
// from many viewpoints of both generators' levels.
func TestFOVMatchesGruid(t *testing.T) {
	f := NewFOV()
	for _, kind := range []Kind{KindRooms, KindCave} {
		for seed := range uint64(5) {
			rng := rand.New(rand.NewPCG(seed, 11))
			l := Generate(rng, 80, 50)
			if kind == KindCave {
				l = GenerateCave(rng, 80, 50)
			}
			g := rl.NewFOV(l.Bounds())
			pass := func(p gruid.Point) bool { return !l.At(p).Opaque() }
			for from := range l.Bounds().Points() {
				if !l.At(from).Passable() || (from.X+from.Y)%5 != 0 {
					continue
				}
				for _, radius := range []int{1, 6, 40} {
					f.Compute(l, from, radius)
					in := 0
					for _, p := range g.SSCVisionMap(from, radius, pass, true) {
						if d := p.Sub(from); d.X*d.X+d.Y*d.Y <= radius*radius+radius {
							in++
							require.Truef(t, f.Visible(p), "kind %d seed %d from %v r%d: gruid sees %v, we do not", kind, seed, from, radius, p)
						}
					}
					require.Truef(t, len(f.Points()) == in, "kind %d seed %d from %v r%d: we see %d cells, gruid %d", kind, seed, from, radius, len(f.Points()), in)
				}
			}
		}
	}
}
