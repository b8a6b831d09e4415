// Training: every attack trains the weapon skill it uses and the fighting style it is made in.

package game

import "github.com/cleave-game/cleave/assets"

// usesForRank is how many attacks raise a skill from rank r to r+1: training·(r+1)² (rules.toml), so
// with 10 rank 1 takes 10 attacks, rank 2 another 40, rank 5 another 250, rank 10 another 1000 (3850
// in all). A glance counts: it landed. Misses count too: a blow that misses still teaches.
func (g *Game) usesForRank(r int) int { return g.data.Rules.Training * (r + 1) * (r + 1) }

// train counts one attack toward the ranks of the strike's skill and style.
func (g *Game) train(a *Actor, s strike) {
	if a.Practice == nil {
		return
	}
	for _, name := range []string{s.skill, s.style} {
		if name == "" {
			continue
		}
		r := a.Skills[name]
		if r >= assets.MaxRank {
			continue
		}
		a.Practice[name]++
		if a.Practice[name] >= g.usesForRank(r) {
			a.Practice[name] = 0
			a.Skills[name] = r + 1
			if a.Player {
				// Messages never give numbers (RULES.md §7.6): the rank is said by its name
				// (skills.toml rank_names); the character screen shows the number.
				g.message(MsgGood, "Your skill in %s grows: you are now %s.", name, g.data.RankName(r+1))
			}
		}
	}
}
