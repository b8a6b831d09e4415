// Tests of the seam of persistence: a game rebuilt from its state and its random generator's state (game/save
// tests the save around them).

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// TestRestore: a game rebuilt from g's State and RandomState has the generator where g's is, wired to the
// dice, the data and its vaults, the player's floor current and the cells in view worked out again.
func TestRestore(t *testing.T) {
	g := playBot(t, 2, 500)
	require.False(t, g.Over)
	rng, err := g.RandomState()
	require.NoError(t, err)
	h, err := Restore(g.State, rng, g.data)
	require.NoError(t, err)
	assert.Equal(t, *g.src, *h.src)
	assert.Equal(t, g.rng.Uint64(), h.rng.Uint64(), "the generators go on alike")
	assert.Equal(t, g.roller.Roll("test", combat.Dice{Count: 2, Sides: 12}), h.roller.Roll("test", combat.Dice{Count: 2, Sides: 12}), "the dice hang on the generator")
	assert.Same(t, g.data, h.data)
	assert.Len(t, h.vaults, len(g.vaults))
	assert.Same(t, h.Floors[h.Depth-1], h.Floor)
	assert.Equal(t, g.Visible, h.Visible, "the cells in view are worked out again")
}

// TestRestoreRefuses: a state Restore cannot build a game from is an error, never a panic.
func TestRestoreRefuses(t *testing.T) {
	g := newGame(t, 1)
	rng, err := g.RandomState()
	require.NoError(t, err)
	for name, c := range map[string]struct {
		change func(s *State)
		rng    []byte
	}{
		"no floor at the depth":  {func(s *State) { s.Depth = len(s.Floors) + 1 }, rng},
		"depth 0":                {func(s *State) { s.Depth = 0 }, rng},
		"a floor with no level":  {func(s *State) { s.Floors = []*Floor{{}} }, rng},
		"no player":              {func(s *State) { s.Player = nil }, rng},
		"the player off the map": {func(s *State) { p := *s.Player; p.Pos.X = -1; s.Player = &p }, rng},
		"seen cells missing":     {func(s *State) { f := *s.Floors[0]; f.Seen = nil; s.Floors = []*Floor{&f} }, rng},
		"no random state":        {func(*State) {}, nil},
		"a damaged random state": {func(*State) {}, rng[:3]},
	} {
		t.Run(name, func(t *testing.T) {
			s := g.State
			c.change(&s)
			h, err := Restore(s, c.rng, g.data)
			assert.Error(t, err)
			assert.Nil(t, h)
		})
	}
	_, err = Restore(g.State, rng, nil)
	assert.Error(t, err, "no data")
	_, err = (&Game{}).RandomState()
	assert.Error(t, err, "no generator")
}
