// The seam of persistence (game/save): a game's state as it stands, its random generator's state, and a game
// rebuilt from both with the data it plays by.

package game

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/cleave-game/cleave/assets"
)

// RandomState is the exact state of g's random generator (the PCG source's MarshalBinary): with g.State it
// is everything a save keeps, and Restore plays on from both exactly as g would.
func (g *Game) RandomState() ([]byte, error) {
	if g == nil || g.src == nil {
		return nil, errors.New("random state: not a game in play")
	}
	b, err := g.src.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("random state: %w", err)
	}
	return b, nil
}

// Restore rebuilds a game from its state s and its random generator's state rng (RandomState), playing by
// data d: the player's floor made current, the unexported helpers built again and the cells in view worked
// out, the looks of potions and scrolls dealt to a game of none (saved before magic). It checks no more
// than it needs to build the game (a save checks what it loads first); a state it cannot build from is
// an error, never a panic.
func Restore(s State, rng []byte, d *assets.Data) (*Game, error) {
	switch {
	case d == nil:
		return nil, errors.New("restore: no data")
	case s.Depth < 1 || s.Depth > len(s.Floors):
		return nil, fmt.Errorf("restore: depth %d of %d floors", s.Depth, len(s.Floors))
	case s.Floors[s.Depth-1] == nil || s.Floors[s.Depth-1].Level == nil:
		return nil, fmt.Errorf("restore: no level at depth %d", s.Depth)
	case s.Player == nil:
		return nil, errors.New("restore: no player")
	}
	if l, f := s.Floors[s.Depth-1].Level, s.Floors[s.Depth-1]; !l.In(s.Player.Pos) || len(f.Seen) != l.W*l.H || len(l.Tiles) != l.W*l.H {
		return nil, fmt.Errorf("restore: the player at %v of a level of %d×%d cells (%d tiles, %d seen)", s.Player.Pos, l.W, l.H, len(l.Tiles), len(f.Seen))
	}
	g := &Game{State: s, src: new(rand.PCG)}
	if err := g.src.UnmarshalBinary(rng); err != nil {
		return nil, fmt.Errorf("restore: random generator: %w", err)
	}
	g.Floor = g.Floors[g.Depth-1]
	g.Visible = make([]bool, g.Level.W*g.Level.H)
	g.wire()
	g.data, g.vaults = d, d.Vaults
	if err := g.arms.bindRules(); err != nil {
		return nil, fmt.Errorf("restore: %w", err)
	}
	if err := g.run.bind(); err != nil {
		return nil, fmt.Errorf("restore: %w", err)
	}
	if g.Magic.Looks == nil {
		// A game saved before magic (issue 15; a save of version 9 or older, game/save/migrate.go): the
		// looks of its potions and scrolls dealt as New deals them, from the seed.
		g.lore.dealLooks()
	}
	g.gear.unpackPastSize(g.Player)
	g.bestiary.metBefore() // a save that kept no bestiary: the kinds killed; updateSight adds those in view
	g.updateSight()
	return g, nil
}

// unpackPastSize lays what a's pack holds past PackSize at its feet, and gives a letter to each thing kept
// that has none: a save written before the pack was bounded (issue 29) carried anything, its things past
// the 52nd without a letter. Nothing is lost, and the game loads within the rule of the pack (Check).
func (gr *gear) unpackPastSize(a *Actor) {
	if len(a.Pack) <= PackSize {
		return
	}
	for _, it := range a.Pack[PackSize:] {
		it.Letter = 0
		gr.g.Items = append(gr.g.Items, FloorItem{Pos: a.Pos, Item: it}) // unstacked: no count grows
	}
	a.Pack = a.Pack[:PackSize:PackSize]
	gr.reletter(a)
}
