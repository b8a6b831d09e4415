// Exact duels: a one-on-one melee fight of the arena worked out by dynamic programming over both sides'
// hit points and the clock, where the rules allow it to be enumerated.

package arena

import (
	"errors"
	"fmt"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
)

// ExactDuel is the exact outcome of an arena duel: the chance each side wins, and the distribution of the
// build's blows it takes to win.
type ExactDuel struct {
	Win  float64 `json:"win"`  // the build kills the creature
	Lose float64 `json:"lose"` // the creature kills the build
	// Blows[k] is the chance the build wins with its k-th blow (Blows[0] unused).
	Blows []float64 `json:"blows"`
	// MeanSeconds is the mean game time to the end.
	MeanSeconds float64 `json:"mean_seconds"`
}

// ErrNotExact is wrapped by Exact's errors: the duel is not one the rules allow to enumerate.
var ErrNotExact = errors.New("the exact duel does not apply")

// Exact works out setup's duel exactly: the build's blow and the creature's attack every blow time each
// (the creature's first at a time drawn evenly over its step time, as the game places a creature on the
// clock), each blow's damage from the rule set's exact odds of the attacks the game makes (game.Duel). It
// applies to one creature side by side with the build in Melee, under a rule set whose blows keep nothing
// from one to the next (Memoryless), when neither side can bleed (both bloodless), the creature never flees
// (fearless), and its attack carries no poison or disease, no spells, and one attack; else it returns an
// error wrapping ErrNotExact that says why. What it leaves out: training during the fight, hit points coming
// back, stamina, and a creature's natural attacks taken in turn (it counts the first).
func Exact(setup Setup) (ExactDuel, error) {
	why := func(f string, args ...any) (ExactDuel, error) {
		return ExactDuel{}, fmt.Errorf("%w: %s", ErrNotExact, fmt.Sprintf(f, args...))
	}
	switch {
	case len(setup.Foes) != 1 || setup.Foes[0].N != 1:
		return why("one creature only")
	case len(setup.Side) > 0:
		return why("the build against a creature only, not two creatures")
	case max(1, setup.Apart) != 1:
		return why("the two must start side by side (--apart 1)")
	case setup.AI != Melee:
		return why("the bot changes stance, bashes and drinks: use the melee AI (--ai melee)")
	}
	f, err := New(setup, 1)
	if err != nil {
		return ExactDuel{}, err
	}
	g := f.Game
	if !g.RuleSet().Memoryless() {
		return why("the %s rule set keeps something from blow to blow (fatigue, Guard Points): no blow's odds stand alone", g.RulesName())
	}
	pl, m := g.Player, g.Creatures[0]
	duel, duelErr := g.Duel(m)
	var tr assets.Traits
	row, ok := g.Data().Creature(m.Kind)
	if ok {
		tr = row.Traits
	}
	if !tr.Fearless && !setup.NoFleeing {
		return why("the %s may flee when hurt (only a fearless creature stands)", m.Name)
	}
	if tr.Skirmish || (tr.Bash && g.CanBash(m)) || duel.It.TwoWeapons {
		return why("the %s steps back, bashes or strikes with two weapons (RULES.md §37)", m.Name)
	}
	if ok && (len(row.Spells) > 0 || len(row.Attacks) > 1) {
		return why("the %s casts spells or takes its attacks in turn", m.Name)
	}
	if duel.It.Poison > 0 || duel.It.Disease != "" {
		return why("the %s's attack poisons or sickens", m.Name)
	}
	if duelErr != nil {
		return ExactDuel{}, fmt.Errorf("arena: %w", duelErr)
	}
	// RULES.md §8.1: a confirmed critical, or a hit of a third of the hit points, opens a bleeding wound.
	switch {
	case setup.NoBleeding:
	case duel.You.Bleeds:
		return why("the build's blows can open a bleeding wound on the %s", m.Name)
	case duel.It.Bleeds:
		return why("the %s's attacks can open a bleeding wound on the build", m.Name)
	}
	youDeal, itDeals := duel.You.Dealt, duel.It.Dealt
	steps := int(max(1, m.StepTime))
	var out ExactDuel
	for off := range steps {
		x := exactDuel(pl.HP, m.HP, youDeal, itDeals, max(1, duel.You.Time), max(1, duel.It.Time), int64(off))
		p := 1 / float64(steps)
		out.Win += p * x.Win
		out.Lose += p * x.Lose
		out.MeanSeconds += p * x.MeanSeconds
		for len(out.Blows) < len(x.Blows) {
			out.Blows = append(out.Blows, 0)
		}
		for k, v := range x.Blows {
			out.Blows[k] += p * v
		}
	}
	return out, nil
}

// blow deals one blow of distribution dealt to every state of p (p[b][f]: the chance both stand with b and
// f hit points): to the creature (f) when byBuild, else to the build (b). It returns the chance the blow
// ends the duel.
func blow(p [][]float64, dealt combat.Dist, byBuild bool) (ended float64) {
	for b := 1; b < len(p); b++ {
		for f := 1; f < len(p[b]); f++ {
			q := p[b][f]
			if q == 0 {
				continue
			}
			p[b][f] = 0
			for i, pd := range dealt.P {
				if pd == 0 {
					continue
				}
				// the state lowered is one already passed in this sweep: it is not struck twice
				nb, nf := b, f
				if byBuild {
					nf -= dealt.Min + i
				} else {
					nb -= dealt.Min + i
				}
				if nb <= 0 || nf <= 0 {
					ended += q * pd
				} else {
					p[nb][nf] += q * pd
				}
			}
		}
	}
	return ended
}

// exactDuel is the exact duel of a build of hpB hit points dealing you a blow every tb tenths from time 0
// against a creature of hpF dealing it every tf from time off; at the same time the creature, whose turn
// was placed on the clock first, goes first. It stops when less than 1e-13 of the chance is left (or after 100,000 blows).
func exactDuel(hpB, hpF int, you, it combat.Dist, tb, tf, off int64) ExactDuel {
	// p[b][f]: the chance both still stand with b and f hit points.
	p := make([][]float64, hpB+1)
	for i := range p {
		p[i] = make([]float64, hpF+1)
	}
	p[hpB][hpF] = 1
	var out ExactDuel
	out.Blows = []float64{0}
	nb, tNextB, tNextF := 0, int64(0), off
	left := 1.0
	for left > 1e-13 && nb < 100000 {
		if tNextF <= tNextB { // the creature strikes
			lost := blow(p, it, false)
			out.Lose += lost
			out.MeanSeconds += lost * float64(tNextF) / 10
			tNextF += tf
		} else { // the build strikes
			nb++
			won := blow(p, you, true)
			out.Win += won
			out.MeanSeconds += won * float64(tNextB+tb) / 10 // the game clock stands at the blow's end
			out.Blows = append(out.Blows, won)
			tNextB += tb
		}
		left = 0 // what still stands, added up (1 − Win − Lose drifts by rounding)
		for _, row := range p {
			for _, q := range row {
				left += q
			}
		}
	}
	return out
}
