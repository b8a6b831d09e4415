package game

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestThreatRatio: the threat is the time the player needs to kill over the time the creature needs;
// a creature that cannot hurt is no threat, one the player cannot hurt is the most.
func TestThreatRatio(t *testing.T) {
	inf := math.Inf(1)
	for _, c := range []struct {
		name string
		mu   Matchup
		want float64
	}{
		{"even blows, even times", Matchup{Blows: 3, Theirs: 3, YourTime: 10, TheirTime: 10}, 1},
		{"half the blows", Matchup{Blows: 2, Theirs: 4, YourTime: 10, TheirTime: 10}, 0.5},
		{"slower blows count", Matchup{Blows: 2, Theirs: 4, YourTime: 20, TheirTime: 10}, 1},
		{"it cannot hurt you", Matchup{Blows: inf, Theirs: inf, YourTime: 10, TheirTime: 10}, 0},
		{"you cannot hurt it", Matchup{Blows: inf, Theirs: 5, YourTime: 10, TheirTime: 10}, inf},
	} {
		assert.Equal(t, c.want, c.mu.Threat(), c.name)
	}
}

// TestMatchupTheirs: at 1 hit point the player dies of the creature's first blow that gets through
// Protection, so the mean number of its attacks is one over the chance of a hit that is no glance; at
// full hit points it takes more, and the look screen says the threat in words.toml's words.
func TestMatchupTheirs(t *testing.T) {
	g, err := New(Config{Seed: 1})
	require.NoError(t, err)
	k, err := g.PlaceBeside("kobold")
	require.NoError(t, err)
	full, err := g.Matchup(k)
	require.NoError(t, err)
	require.Positive(t, full.It.Hit)
	g.Player.HP = 1
	one, err := g.Matchup(k)
	require.NoError(t, err)
	assert.InDelta(t, 1/(one.It.Hit-one.It.Glance), one.Theirs, 1e-9)
	assert.Greater(t, full.Theirs, one.Theirs)
	assert.Positive(t, one.TheirTime)
	assert.Positive(t, one.YourTime)
	l, err := g.LookAt(k)
	require.NoError(t, err)
	words, _ := g.Data().Words.ThreatWords(one.Threat())
	assert.Contains(t, l.Lines, "A fight with it looks "+words+".")
}
