package ui

import (
	"testing"

	"github.com/cleave-game/cleave/game"
)

// BenchmarkSidebar: the side panel's contents with six creatures in view, each with its exact odds (the
// panel is built again once a turn, not a frame).
func BenchmarkSidebar(b *testing.B) {
	g, err := game.New(game.Config{Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	m := New(Config{Data: g.Data()}, false)
	n := 0
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}} {
		p := g.Player.Pos
		p.X += d[0]
		p.Y += d[1]
		for _, k := range []string{"kobold", "skeleton", "giant rat", "mud golem"} {
			if _, err := g.PlaceCreature(k, p); err == nil {
				n++
				break
			}
		}
	}
	if n < 6 {
		b.Fatalf("only %d foes placed", n)
	}
	b.ReportAllocs()
	for b.Loop() {
		m.Sidebar(g)
	}
}
