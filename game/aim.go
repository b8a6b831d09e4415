// Aiming: what the player's aim shows before a missile flies — the odds against the creature aimed at,
// the words for them, and what t looses.

package game

import (
	"fmt"
	"math"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// AimReport is the exact odds of one of the player's missiles against a creature.
type AimReport struct {
	combat.Report
	// Missiles is the mean number of such missiles that would kill the creature from its hit points now
	// (combat.ExpectedAttacks, as Matchup counts blows); +Inf when none can hurt it.
	Missiles float64
}

// AimOdds are the exact odds of the player's missile against creature t: the shot of the missile weapon
// (or the throw of the rock readied in its place) when item < 0, else the throw of pack item item. They
// are counted as the missile would fly now (the strike the game builds, t's Defence and Protection as
// the rules take them) by combat's exact odds, the odds command's code.
//
// They count the magic the player knows about, as the @ screen does (RULES.md §19.4).
func (sh Shots) AimOdds(t *Actor, item int) (AimReport, error) {
	g := sh.g
	g.arms.knownOnly = true
	defer func() { g.arms.knownOnly = false }()
	pl := g.Player
	var s strike
	switch {
	case item >= 0 && item < len(pl.Pack):
		s = g.arms.throwStrike(pl, pl.Pack[item])
	case item >= 0:
		return AimReport{}, fmt.Errorf("aim odds: no pack item %d", item)
	case !g.Shots().CanShoot(pl):
		return AimReport{}, fmt.Errorf("aim odds: %s", g.Shots().ShootRefusal(pl))
	default:
		w, _ := g.gear.weaponIn(pl, SlotMissile)
		if shoots(w) {
			s = g.arms.buildStrike(pl, SlotMissile, combat.Shot)
		} else {
			s = g.arms.throwStrike(pl, pl.Worn[SlotMissile])
		}
	}
	s.attack.Adjacent = levels.Distance(pl.Pos, t.Pos) <= 1
	s.attack.Unseen = !g.sees(t, pl)
	s.attack.Blind = !g.sees(pl, t)
	rep, dealt, err := g.arms.exactAgainst(pl, t, s.attack, g.arms.defenderOf(t))
	if err != nil {
		return AimReport{}, fmt.Errorf("aim odds against the %s: %w", t.Name, err)
	}
	return AimReport{Report: rep, Missiles: combat.ExpectedAttacks(dealt, max(1, t.HP))}, nil
}

// AimNumbers are the exact numbers of an aim in l, written as the look screen's (OddsNumbers) and the odds
// command write them: "to hit 52.3%, to crit 4.1%, mean missiles to kill 3.2"; "…, no missile would
// hurt it" when none can. Short enough for the line under the map at 640 pixels with the longest name.
func AimNumbers(l *text.Lang, r AimReport) string {
	never := math.IsInf(r.Missiles, 1)
	missiles := ""
	if !never {
		missiles = meanCount(r.Missiles)
	}
	return l.Say("describe.aim.numbers", text.S("hit", Percent(r.Hit)), text.S("crit", Percent(r.Crit)),
		text.S("never", yes(never)), text.S("missiles", missiles))
}

// HitWords is the phrase of words.toml's chance table for a chance p (0 to 1) to hit, as the look screen says it.
func (g *Game) HitWords(p float64) string { return assets.Say(OddsWordsOf(g).Chance, p) }

// AimRange is how far what the aim looses flies: the missile weapon's range (or the readied rock's throw)
// when item < 0, else pack item item's throw; 0 when there is none.
func (sh Shots) AimRange(item int) int {
	g := sh.g
	pl := g.Player
	if item >= 0 {
		if item < len(pl.Pack) {
			return g.arms.throwRange(pl.Pack[item])
		}
		return 0
	}
	return g.Shots().ShotRange(pl)
}
