// Tests of the generators: connectivity over 500 seeds each, same seed same level, stairs and places.

package levels

import (
	"bytes"
	"encoding/gob"
	"math/rand/v2"
	"testing"

	"codeberg.org/anaseto/gruid"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkLevel asserts the invariants every level keeps.
func checkLevel(t *testing.T, what string, l *Level) {
	t.Helper()
	require.Truef(t, len(l.Tiles) == l.W*l.H, "%s: %d tiles for %dx%d", what, len(l.Tiles), l.W, l.H)
	require.Truef(t, l.Connected(), "%s: not connected\n%s", what, l)
	require.Truef(t, l.At(l.Up) == StairsUp, "%s: up stairs at %v is %q", what, l.Up, l.At(l.Up).Glyph())
	require.Truef(t, l.At(l.Down) == StairsDown || l.At(l.Down) == Artefact, "%s: down stairs (the goal's level: the artefact) at %v is %q",
		what, l.Down, l.At(l.Down).Glyph())
	require.Truef(t, l.Up != l.Down, "%s: both stairs on %v", what, l.Up)
	for x := 0; x < l.W; x++ {
		require.Truef(t, !l.At(gruid.Point{X: x}).Passable() && !l.At(gruid.Point{X: x, Y: l.H - 1}).Passable(), "%s: open top or bottom edge", what)
	}
	for y := 0; y < l.H; y++ {
		require.Truef(t, !l.At(gruid.Point{Y: y}).Passable() && !l.At(gruid.Point{X: l.W - 1, Y: y}).Passable(), "%s: open side edge", what)
	}
	seen := map[gruid.Point]bool{}
	for _, ps := range [][]gruid.Point{l.Spawns, l.ItemPlaces} {
		for _, p := range ps {
			require.Truef(t, l.At(p) == Floor, "%s: place %v on %q", what, p, l.At(p).Glyph())
			require.Truef(t, !seen[p], "%s: place %v given twice", what, p)
			seen[p] = true
		}
	}
	for _, s := range l.Fixed {
		require.Truef(t, l.At(s.P) == Floor, "%s: fixed %c at %v on %q", what, s.Code, s.P, l.At(s.P).Glyph())
		require.Truef(t, !seen[s.P], "%s: fixed %c at %v on another place", what, s.Code, s.P)
		seen[s.P] = true
	}
}

// issue 5, Tests: "connectivity over 500 seeds", for both generators.
func TestGeneratorsConnected500Seeds(t *testing.T) {
	for _, g := range []struct {
		name string
		gen  func(*rand.Rand, int, int) *Level
		kind Kind
	}{{"rooms", Generate, KindRooms}, {"caves", GenerateCave, KindCave}} {
		doors, water, spawns := 0, 0, 0
		for seed := range uint64(500) {
			l := g.gen(rand.New(rand.NewPCG(seed, 1)), 80, 50)
			checkLevel(t, g.name, l)
			require.Truef(t, l.Kind == g.kind, "%s seed %d: kind %d", g.name, seed, l.Kind)
			doors += len(l.cellsOf(DoorClosed)) + len(l.cellsOf(DoorOpen))
			water += len(l.cellsOf(Water))
			spawns += len(l.Spawns)
			require.Truef(t, len(l.Spawns) > 0, "%s seed %d: no creature places", g.name, seed)
		}
		if g.kind == KindRooms {
			assert.Truef(t, doors > 500, "rooms: only %d doors over 500 levels", doors)
		} else {
			assert.Truef(t, water > 0, "caves: no water over 500 levels")
		}
	}
}

// issue 5, Levels: "Same seed, same level" — for every generator and GenerateDepth with vaults.
func TestSameSeedSameLevel(t *testing.T) {
	vs := loadAssetVaults(t)
	gens := map[string]func(*rand.Rand) *Level{
		"rooms": func(r *rand.Rand) *Level { return Generate(r, 80, 50) },
		"caves": func(r *rand.Rand) *Level { return GenerateCave(r, 80, 50) },
		"depth": func(r *rand.Rand) *Level { return GenerateDepth(r, 4, 80, 50, vs) },
	}
	for name, gen := range gens {
		for seed := range uint64(20) {
			a := gen(rand.New(rand.NewPCG(seed, 9)))
			b := gen(rand.New(rand.NewPCG(seed, 9)))
			require.Truef(t, levelBytes(t, a) == levelBytes(t, b), "%s seed %d: two levels from one seed", name, seed)
			c := gen(rand.New(rand.NewPCG(seed+1000, 9)))
			assert.Truef(t, a.String() != c.String(), "%s seed %d: another seed made the same map", name, seed)
		}
	}
}

func levelBytes(t *testing.T, l *Level) string {
	t.Helper()
	var buf bytes.Buffer
	require.Truef(t, gob.NewEncoder(&buf).Encode(l) == nil, "gob encode")
	return buf.String()
}

// issue 5, Depth: "going down and up keeps each level as it was left" — levels survive gob.
func TestLevelGobRoundTrip(t *testing.T) {
	vs := loadAssetVaults(t)
	for depth := 1; depth <= 8; depth++ {
		l := GenerateDepth(rand.New(rand.NewPCG(uint64(depth), 3)), depth, 80, 50, vs)
		l.Set(l.cellsOf(Floor)[0], DoorOpen) // a change made in play is kept too
		var buf bytes.Buffer
		require.Truef(t, gob.NewEncoder(&buf).Encode(l) == nil, "encode depth %d", depth)
		var back Level
		require.Truef(t, gob.NewDecoder(&buf).Decode(&back) == nil, "decode depth %d", depth)
		require.Truef(t, back.String() == l.String(), "depth %d: tiles differ after gob", depth)
		require.Truef(t, back.W == l.W && back.H == l.H && back.Up == l.Up && back.Down == l.Down &&
			back.Depth == l.Depth && back.Kind == l.Kind, "depth %d: fields differ after gob", depth)
		require.Truef(t, len(back.Spawns) == len(l.Spawns) && len(back.ItemPlaces) == len(l.ItemPlaces) && len(back.Fixed) == len(l.Fixed),
			"depth %d: places differ after gob", depth)
		for i := range l.Fixed {
			require.Truef(t, back.Fixed[i] == l.Fixed[i], "depth %d: fixed spawn %d differs", depth, i)
		}
	}
}

// issue 5, Levels: "at least two generators mixed by depth", the authored first level, vaults placed.
func TestGenerateDepthMix(t *testing.T) {
	vs := loadAssetVaults(t)
	kinds := map[int]map[Kind]int{}
	placed := 0
	for depth := 1; depth <= 8; depth++ {
		kinds[depth] = map[Kind]int{}
		for seed := range uint64(60) {
			l := GenerateDepth(rand.New(rand.NewPCG(seed, uint64(depth))), depth, 80, 50, vs)
			checkLevel(t, "depth", l)
			require.Truef(t, l.Depth == depth, "depth %d: level says %d", depth, l.Depth)
			kinds[depth][l.Kind]++
			if l.Kind != KindAuthored {
				placed += len(l.Fixed)
			}
		}
	}
	assert.Truef(t, kinds[1][KindAuthored] == 60, "depth 1 is the authored first level: %v", kinds[1])
	assert.Truef(t, kinds[2][KindRooms] > 0 && kinds[2][KindCave] > 0, "depth 2 mixes rooms and caves: %v", kinds[2])
	assert.Truef(t, kinds[8][KindCave] > kinds[2][KindCave], "caves grow commoner deeper: %v vs %v", kinds[8], kinds[2])
	assert.Truef(t, placed > 0, "no vault spawns placed in generated levels")
	// Without vaults depth 1 is generated.
	l := GenerateDepth(rand.New(rand.NewPCG(1, 1)), 1, 80, 50, nil)
	assert.Truef(t, l.Kind == KindRooms, "depth 1 without vaults: kind %d", l.Kind)
}

// issue 5, Levels: vaults placed into generated levels keep them connected, on both generators.
func TestPlaceVaultKeepsConnected(t *testing.T) {
	vs := loadAssetVaults(t)
	for _, v := range vs {
		if v.Whole {
			continue
		}
		ok := 0
		for seed := range uint64(40) {
			rng := rand.New(rand.NewPCG(seed, 5))
			l := Generate(rng, 80, 50)
			if seed%2 == 1 {
				l = GenerateCave(rng, 80, 50)
			}
			before := l.String()
			if !l.PlaceVault(rng, v) {
				require.Truef(t, l.String() == before, "%s: failed placement changed the level", v.Name)
				continue
			}
			ok++
			checkLevel(t, v.Name, l)
			require.Truef(t, len(l.Fixed) == len(v.Spawns), "%s: %d fixed spawns, vault has %d", v.Name, len(l.Fixed), len(v.Spawns))
		}
		assert.Truef(t, ok >= 20, "%s placed in only %d of 40 levels", v.Name, ok)
	}
}
