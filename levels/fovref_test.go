// The field of view as it was scanned before issue 35's fifth pass (every column between a row's slopes, the
// radius tested cell by cell), kept to hold the scan cut to the light's circle to the very same answer.

package levels

import (
	"math/rand/v2"
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"
)

// plainFOV is FOV's Compute before the scan was cut to the radius: the same result type, the plain scan.
func plainFOV(f *FOV, l *Level, from gruid.Point, radius int) {
	f.scan(l, from, radius, func(radius int) { plainQuadrant(f, radius) })
}

func plainQuadrant(f *FOV, radius int) {
	l, src := f.l, f.from
	colmin, colmax, dmax := f.quadrantBounds(radius)
	if dmax <= 0 {
		return
	}
	rows := []sscRow{{depth: 1, sn: -1, sd: 1, en: 1, ed: 1}}
	for len(rows) > 0 {
		r := rows[len(rows)-1]
		rows = rows[:len(rows)-1]
		lo := floorDiv(2*r.depth*r.sn+r.sd, 2*r.sd)
		hi := -floorDiv(-(2*r.depth*r.en - r.ed), 2*r.ed)
		lo, hi = max(lo, colmin), min(hi, colmax)
		base := src.Add(f.dp.Mul(r.depth))
		bi, ci, d2 := base.Y*l.W+base.X, f.cp.Y*l.W+f.cp.X, r.depth*r.depth
		started, prevWall := false, false
		for col := lo; col <= hi; col++ {
			i := bi + col*ci
			wall := l.Tiles[i].Opaque()
			if (wall || col*r.sd >= r.depth*r.sn && col*r.ed <= r.depth*r.en) && d2+col*col <= f.r2 {
				f.revealAt(i)
			}
			if started {
				if prevWall && !wall {
					r.sn, r.sd = 2*col-1, 2*r.depth
				} else if !prevWall && wall && r.depth < dmax {
					rows = append(rows, sscRow{depth: r.depth + 1, sn: r.sn, sd: r.sd, en: 2*col - 1, ed: 2 * r.depth})
				}
			}
			started, prevWall = true, wall
		}
		if started && !prevWall && r.depth < dmax {
			r.depth++
			rows = append(rows, r)
		}
	}
}

// The scan cut to the light's circle (FOV.Compute: issue 35) sees the very cells the plain scan sees, in the
// same order, from every cell of many random levels — the dungeon's rooms and caves and levels of walls strewn
// at random, thick and thin — at every radius from 0 to 12 and at 40. The plain scan is the one
// TestFOVMatchesGruid held to gruid's (README's Sight, issue 5).
func TestFOVAsPlainScan(t *testing.T) {
	var f, want FOV
	rng := rand.New(rand.NewPCG(35, 5))
	var ls []*Level
	for range 3 {
		ls = append(ls, Generate(rng, 80, 50), GenerateCave(rng, 80, 50))
	}
	for _, wallPct := range []int{5, 20, 40, 60} {
		w, h := 20+rng.IntN(40), 10+rng.IntN(30)
		l := &Level{W: w, H: h, Tiles: make([]Tile, w*h)}
		for i := range l.Tiles {
			switch n := rng.IntN(100); {
			case n < wallPct:
				l.Tiles[i] = Wall
			case n < wallPct+3:
				l.Tiles[i] = DoorClosed
			default:
				l.Tiles[i] = Floor
			}
		}
		ls = append(ls, l)
	}
	radii := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 40}
	cells := 0
	for k, l := range ls {
		for from := range l.Bounds().Points() {
			for _, radius := range radii {
				if radius > 12 && (from.X+from.Y)%7 != 0 {
					continue
				}
				plainFOV(&want, l, from, radius)
				f.Compute(l, from, radius)
				if !slices.Equal(want.cells, f.cells) || !slices.Equal(want.Points(), f.Points()) || !slices.Equal(want.vis.Words, f.vis.Words) {
					require.Failf(t, "not the plain scan's view", "level %d from %v radius %d: %d cells, the plain scan %d", k, from, radius, len(f.cells), len(want.cells))
				}
				cells += len(f.cells)
			}
		}
	}
	require.Greater(t, cells, 1_000_000, "cells seen over all views")
}

// floorDiv divides rounding towards minus infinity (b > 0): the plain scan's.
func floorDiv(a, b int) int {
	q := a / b
	if a%b < 0 {
		q--
	}
	return q
}
