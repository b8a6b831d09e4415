package arena

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// agreement plays n arena fights of s (seeds 1..n) and checks the win chance against the exact duel's,
// within the 95% interval of n fights around it.
func agreement(t *testing.T, s Setup, n int) ExactDuel {
	t.Helper()
	x, err := Exact(s)
	require.NoError(t, err)
	assert.InDelta(t, 1, x.Win+x.Lose, 1e-9)
	sum := 0.0
	for _, v := range x.Blows {
		sum += v
	}
	assert.InDelta(t, x.Win, sum, 1e-9, "the blows that win add up to the win")
	won, secs := 0, 0.0
	for i := range n {
		r, err := Run(s, uint64(i)+1)
		require.NoError(t, err)
		require.True(t, r.Won || r.Lost, "decided")
		if r.Won {
			won++
		}
		secs += r.Seconds
	}
	p := float64(won) / float64(n)
	const z = 1.959963984540054
	half := z * math.Sqrt(x.Win*(1-x.Win)/float64(n))
	t.Logf("exact %.4f, arena %.4f ± %.4f over %d fights; seconds exact %.2f, arena %.2f", x.Win, p, half, n, x.MeanSeconds, secs/float64(n))
	assert.InDelta(t, x.Win, p, half+1e-9, "the arena's win chance lies within the interval around the exact one")
	return x
}

// The arena's Monte Carlo on the game's engine agrees with the exact duel within its 95% interval (fixed
// seeds): Thora, keeping her stance and striking, against a kobold, neither bleeding nor fleeing.
func TestExactAgreesWithTheArena(t *testing.T) {
	s := Setup{Config: game.Config{Data: arenaData(t)}, Foes: []Group{{N: 1, Kind: "kobold"}}, Apart: 1,
		AI: Melee, NoBleeding: true, NoFleeing: true}
	agreement(t, s, 4000)
}

// A close fight, so that the check means something: Thora against a mud golem (42% by the exact duel).
func TestExactAgreesInACloseFight(t *testing.T) {
	s := Setup{Config: game.Config{Data: arenaData(t)}, Foes: []Group{{N: 1, Kind: "mud golem"}}, Apart: 1,
		AI: Melee, NoBleeding: true, NoFleeing: true}
	x := agreement(t, s, 4000)
	assert.InDelta(t, 0.42, x.Win, 0.05)
}

// The exact duel says why it does not apply.
func TestExactDoesNotApply(t *testing.T) {
	d := arenaData(t)
	base := Setup{Config: game.Config{Data: d}, Foes: []Group{{N: 1, Kind: "kobold"}}, Apart: 1, AI: Melee}
	for name, c := range map[string]struct {
		mod  func(*Setup)
		says string
	}{
		"two":    {func(s *Setup) { s.Foes[0].N = 2 }, "one creature only"},
		"apart":  {func(s *Setup) { s.Apart = 3 }, "side by side"},
		"bot":    {func(s *Setup) { s.AI = "" }, "melee AI"},
		"flees":  {func(s *Setup) {}, "flee"},
		"bleed":  {func(s *Setup) { s.Foes[0].Kind = "skeleton" }, "bleeding wound"},
		"poison": {func(s *Setup) { s.Foes[0].Kind = "giant spider"; s.NoBleeding, s.NoFleeing = true, true }, "poisons"},
		"spells": {func(s *Setup) { s.Foes[0].Kind = "kobold shaman"; s.NoFleeing = true }, "spells"},
	} {
		s := base
		s.Foes = []Group{base.Foes[0]}
		c.mod(&s)
		_, err := Exact(s)
		require.ErrorIs(t, err, ErrNotExact, name)
		assert.Contains(t, err.Error(), c.says, name)
	}
}
