package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/drn"
)

// TestLookCountsThePlayersConditions: issue 31 — the look screen's odds (Matchup) are the player's as the
// game rolls them: under drn a human pays the dark of the dungeon (RULES.md §32.2: −3 Attack without
// darkvision) and a dwarf does not; under any rules a dazzled player's blow is −4 (§24.1).
func TestLookCountsThePlayersConditions(t *testing.T) {
	g := arena(t, "warrior") // a human
	under(t, g, "drn")
	n := numbers[*drn.Numbers](t, g)
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	mu, err := g.Matchup(k)
	require.NoError(t, err)
	s := g.arms.closeStrike(pl, k)
	b := g.arms.blowOf(pl, k, s.attack, g.arms.defenderOf(k))
	b.Lit = true
	lit := n.AttackOf(b).Attack
	assert.Equal(t, lit-n.Dark, mu.You.ToHit, "a human in the dark")
	pl.Race = "dwarf"
	mu, err = g.Matchup(k)
	require.NoError(t, err)
	assert.Equal(t, lit, mu.You.ToHit, "a dwarf sees in the dark")
	pl.DazzledUntil = g.Time + 100
	mu, err = g.Matchup(k)
	require.NoError(t, err)
	assert.Equal(t, lit+g.data.Tactics.Dazzle.ToHit, mu.You.ToHit, "dazzled: the look screen counts it as the blow does")
}
