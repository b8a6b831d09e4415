// Check: the rules of the world that a game in play keeps, checked of a game as it stands. The bot's games
// hold them after every action (TestInvariants), and a loaded save is refused when it breaks one
// (game/save): a forged save cannot put the game in a state its rules never make.

package game

import (
	"errors"
	"fmt"

	"codeberg.org/anaseto/gruid"
)

// Check reports the first rule of the world that g breaks, nil when it keeps them all. On every floor,
// the player's and those left behind:
//   - no actor has more hit points than its maximum, and the maximum is at least 1;
//   - a living actor has hit points left (at 0 or below it dies: fight.go, status.go);
//   - a living actor stands on the level, and in no wall or chasm unless it is incorporeal (it passes
//     through walls: RULES.md §4.1, the traits' table);
//   - no two living actors share a cell, the player among them;
//   - no pack holds more than PackSize things (one for each of its letters);
//   - the luck ledger keeps the chances of at most MaxFightBlows blows a side of a fight, each from 0 to 1.
//
// It needs the data the game plays by (a creature's traits) and reads the game only.
func (g *Game) Check() error {
	if g.Player == nil || g.Depth < 1 || g.Depth > len(g.Floors) || g.Floors[g.Depth-1] == nil {
		return fmt.Errorf("no player on a floor at depth %d of %d", g.Depth, len(g.Floors))
	}
	if err := g.Ledger.check(); err != nil {
		return fmt.Errorf("the luck ledger: %w", err)
	}
	for i, f := range g.Floors {
		if f == nil || f.Level == nil {
			return fmt.Errorf("floor %d: no level", i+1)
		}
		if err := g.checkFloor(f, i+1 == g.Depth); err != nil {
			return fmt.Errorf("floor %d: %w", i+1, err)
		}
	}
	return nil
}

// checkFloor reports the first rule of the world broken on f; the player stands there when here is set.
func (g *Game) checkFloor(f *Floor, here bool) error {
	taken := make(map[gruid.Point]*Actor, len(f.Creatures)+1)
	check := func(a *Actor) error {
		switch {
		case a == nil:
			return errors.New("a creature missing")
		case a.MaxHP < 1:
			return fmt.Errorf("%s with a maximum of %d hit points", checkName(a), a.MaxHP)
		case a.HP > a.MaxHP:
			return fmt.Errorf("%s with %d hit points of %d", checkName(a), a.HP, a.MaxHP)
		case len(a.Pack) > PackSize:
			return fmt.Errorf("%s carrying %d things, more than a pack holds (%d)", checkName(a), len(a.Pack), PackSize)
		case a.Dead:
			return nil
		case a.HP < 1:
			return fmt.Errorf("%s alive at %d hit points", checkName(a), a.HP)
		case !f.Level.In(a.Pos):
			return fmt.Errorf("%s at %v, off the level", checkName(a), a.Pos)
		case !f.Level.At(a.Pos).Passable() && !g.arms.traits(a).Incorporeal:
			return fmt.Errorf("%s in a wall at %v", checkName(a), a.Pos)
		}
		if other, ok := taken[a.Pos]; ok {
			return fmt.Errorf("%s and %s share %v", checkName(other), checkName(a), a.Pos)
		}
		taken[a.Pos] = a
		return nil
	}
	if here {
		if err := check(g.Player); err != nil {
			return err
		}
	}
	for _, a := range f.Creatures {
		if err := check(a); err != nil {
			return err
		}
	}
	return nil
}

// checkName names a for the words of Check: "the player", "creature 3 (kobold)".
func checkName(a *Actor) string {
	if a.Player {
		return "the player"
	}
	return fmt.Sprintf("creature %d (%.40s)", a.ID, a.Kind)
}
