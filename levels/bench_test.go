// Benchmarks on an 80×50 level from a fixed seed, each beside the same algorithm run directly with gruid.
package levels

import (
	"math/rand/v2"
	"testing"

	"codeberg.org/anaseto/gruid"
	"codeberg.org/anaseto/gruid/rl"
)

const benchSeed = 5

func benchLevel(t testing.TB, kind Kind) *Level {
	t.Helper()
	rng := rand.New(rand.NewPCG(benchSeed, benchSeed))
	return Generate(rng, 80, 50)
}

func benchFOV(b *testing.B, radius int) {
	l := benchLevel(b, KindRooms)
	f := NewFOV()
	b.ReportAllocs()
	for b.Loop() {
		f.Compute(l, l.Up, radius)
	}
}

func benchFOVGruid(b *testing.B, radius int) {
	l := benchLevel(b, KindRooms)
	f := rl.NewFOV(l.Bounds())
	pass := func(p gruid.Point) bool { return !l.At(p).Opaque() }
	b.ReportAllocs()
	for b.Loop() {
		f.SSCVisionMap(l.Up, radius, pass, true)
	}
}

// BenchmarkFOV10 is our field of view of radius 10.
func BenchmarkFOV10(b *testing.B) { benchFOV(b, 10) }

// BenchmarkFOV10Gruid is gruid's SSCVisionMap of depth 10 on the same map.
func BenchmarkFOV10Gruid(b *testing.B) { benchFOVGruid(b, 10) }

// BenchmarkFOV40 is our field of view of radius 40.
func BenchmarkFOV40(b *testing.B) { benchFOV(b, 40) }

// BenchmarkFOV40Gruid is gruid's SSCVisionMap of depth 40 on the same map.
func BenchmarkFOV40Gruid(b *testing.B) { benchFOVGruid(b, 40) }
