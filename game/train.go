// Training: every attack trains the weapon skill it uses and the fighting style it is made in.

package game

// usesForRank is how many attacks raise a skill from rank r to r+1: training·(r+1)² (rules.toml), so
// with 10 rank 1 takes 10 attacks, rank 2 another 40, rank 5 another 250, rank 10 another 1000 (3850
// in all). A glance counts: it landed. Misses count too: a blow that misses still teaches.
func (ft *fight) usesForRank(r int) int {
	return ft.g.data.Rules.Training * (r + 1) * (r + 1)
}

// train counts one attack toward the ranks of the strike's skill and style.
func (ft *fight) train(a *Actor, s strike) {
	for _, name := range []string{s.skill, s.style} {
		ft.trainSkill(a, name)
	}
}
