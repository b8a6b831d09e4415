// The seams of the designer's tools (game/arena): a game on a level of their own, the what-ifs they ask, the
// clock's measure, and the blows a duel trades, counted as the game counts the attacks it makes.

package game

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// NewOn makes a game on level l alone, with no dungeon around it: the player of cfg's character (the zero
// Character: DefaultCharacter of the data) stands at at, on nobody else's floor, and says nothing. Tools put
// their creatures on it (PlaceCreature). Data nil: the embedded defaults. Its errors are NewPlayer's as they
// are, for the tool to say what it was making.
func NewOn(cfg Config, l *levels.Level, at gruid.Point) (*Game, error) {
	d := cfg.Data
	if d == nil {
		var err error
		if d, err = assets.Load(nil); err != nil {
			return nil, fmt.Errorf("the embedded data: %w", err)
		}
	}
	c := cfg.Character
	if c == (Character{}) {
		c = DefaultCharacter(d)
	}
	seed := cfg.Seed
	g := &Game{data: d, vaults: d.Vaults, src: rand.NewPCG(seed, seed^0x9e3779b97f4a7c15), recording: cfg.Record, lang: cfg.Lang}
	g.wire()
	pl, err := g.gear.newPlayer(c)
	if err != nil {
		return nil, err
	}
	g.State = State{Seed: seed, Player: pl, Depth: 1, Deepest: 1, RuleSet: cfg.Rules}
	if err := g.arms.bindRules(); err != nil {
		return nil, err
	}
	if err := g.run.bind(); err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	g.lore.dealLooks()
	g.Floor = &Floor{Level: l, Seen: make([]bool, l.W*l.H)}
	g.Floors = append(g.Floors, g.Floor)
	g.Visible = make([]bool, l.W*l.H)
	pl.Pos = at
	g.dungeon.addActor(pl)
	g.updateSight()
	return g, nil
}

// WhatIfs switch rules off, for a designer's question ("how does the fight go if nobody bleeds?"): a game
// played never sets them, and a save does not keep them.
type WhatIfs struct {
	NoBleeding bool // no wound bleeds
	NoFleeing  bool // no creature flees
}

// Suppose plays g on under the what-ifs w.
func (g *Game) Suppose(w WhatIfs) { g.noBleeding, g.noFleeing = w.NoBleeding, w.NoFleeing }

// Tenths is a time of the data, in seconds, in the clock's tenths of a second (at least one), as the game
// counts it.
func Tenths(seconds float64) int64 { return tenths(seconds) }

// Exchange is what one side of a duel deals the other with each blow up close, as the game would strike
// now under its rule set, every magic counted (closeStrike, defenderOf).
type Exchange struct {
	Report combat.Report // the blow's exact odds
	Dealt  combat.Dist   // the damage it deals
	Time   int64         // the tenths of a second it takes
	// Poison and Disease are what the blow carries besides its damage.
	Poison  int
	Disease string
	// Bleeds: the blow can open a bleeding wound (RULES.md §8.1: a confirmed critical, or a hit of a third of
	// the hit points, on a target that bleeds).
	Bleeds bool
	// TwoWeapons: the striker holds a weapon in each hand, and its bump strikes with both (RULES.md §12).
	TwoWeapons bool
}

// Duel is the blows the player and a creature trade up close.
type Duel struct {
	You, It Exchange
}

// Duel works out the blows the player and creature m trade up close, for the designer's exact duel
// (game/arena). On an error (an attack the odds cannot count) the blows' odds are left out, and what the
// sides carry and hold is there.
//
// NOTE: both defenders are described before either blow is counted, as the exact duel always did, and
// defenderOf reuses its Protection slice: m's blows-against see the player's armour pieces in place of m's
// own whenever both have some. Kept as it was while the code moves (issue 28); describing each defender
// just before its blow is counted fixes it, and changes the exact duel's numbers for armoured creatures.
func (g *Game) Duel(m *Actor) (Duel, error) {
	pl := g.Player
	dm := g.arms.defenderOf(m)
	dm.Protection = slices.Clone(dm.Protection) // defenderOf's buffer is the next call's
	dp := g.arms.defenderOf(pl)
	mine, theirs := g.arms.closeStrike(pl, m), g.arms.closeStrike(m, pl)
	out := Duel{
		You: Exchange{Time: mine.time, Poison: mine.poison, Disease: mine.disease, TwoWeapons: g.arms.twoWeapons(pl)},
		It:  Exchange{Time: theirs.time, Poison: theirs.poison, Disease: theirs.disease, TwoWeapons: g.arms.twoWeapons(m)},
	}
	var err error
	if out.You.Report, out.You.Dealt, err = g.arms.exactAgainst(pl, m, mine.attack, dm); err != nil {
		return out, fmt.Errorf("your blow: %w", err)
	}
	if out.It.Report, out.It.Dealt, err = g.arms.exactAgainst(m, pl, theirs.attack, dp); err != nil {
		return out, fmt.Errorf("its attack: %w", err)
	}
	bleeds := func(rep combat.Report, dealt combat.Dist, d combat.Defender) bool {
		return !d.Bloodless && (rep.Crit > 0 || dealt.AtLeast(d.BleedAt()) > 0)
	}
	out.You.Bleeds = bleeds(out.You.Report, out.You.Dealt, dm)
	out.It.Bleeds = bleeds(out.It.Report, out.It.Dealt, dp)
	return out, nil
}
