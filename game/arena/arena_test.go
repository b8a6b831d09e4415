package arena

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

func arenaData(t testing.TB) *assets.Data {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	return d
}

// An arena fight ends with a winner, the same for the same seed, and says how the loser died.
func TestArenaFight(t *testing.T) {
	s := Setup{Config: game.Config{Data: arenaData(t)}, Foes: []Group{{N: 1, Kind: "kobold"}}, Apart: 1}
	f, err := New(s, 3)
	require.NoError(t, err)
	g := f.Game
	assert.Len(t, g.Creatures, 1)
	assert.Equal(t, 1, g.Creatures[0].Pos.X-g.Player.Pos.X, "side by side")
	r := f.Play(0)
	assert.True(t, r.Won != r.Lost, "one side won: %+v", r)
	assert.Contains(t, []string{DeathBlow, DeathCritical, DeathBled, DeathPoison, DeathOther}, r.Death)
	assert.Positive(t, r.Seconds)
	again, err := Run(s, 3)
	require.NoError(t, err)
	assert.Equal(t, r, again)
	if r.Won {
		assert.Equal(t, g.Player.HP, r.HPLeft)
	}
	s.Foes = []Group{{N: 1, Kind: "no such thing"}}
	_, err = New(s, 1)
	assert.ErrorContains(t, err, "unknown creature")
}

// A fight nobody can win in the time is undecided.
func TestArenaUndecided(t *testing.T) {
	s := Setup{Config: game.Config{Data: arenaData(t)}, Foes: []Group{{N: 1, Kind: "kobold"}}, Apart: 1}
	f, err := New(s, 3)
	require.NoError(t, err)
	f.Game.Creatures[0].HP, f.Game.Creatures[0].MaxHP = 1_000_000, 1_000_000
	r := f.Play(5)
	assert.False(t, r.Won || r.Lost)
	assert.Equal(t, DeathNone, r.Death)
}

// BenchmarkArenaFight: one whole arena fight, Thora against a kobold (setup included); turns/op is how many
// of the build's turns it took, ns/turn the cost of one, to set beside BenchmarkBotTurn's.
func BenchmarkArenaFight(b *testing.B) {
	s := Setup{Config: game.Config{Data: arenaData(b)}, Foes: []Group{{N: 1, Kind: "kobold"}}, Apart: 1}
	turns := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		r, err := Run(s, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		turns += r.Turns
	}
	b.ReportMetric(float64(turns)/float64(b.N), "turns/op")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(max(1, turns)), "ns/turn")
}

// Creatures in the build's place fight the foes; the build, walled off, takes no part and comes out whole.
func TestArenaSides(t *testing.T) {
	s := Setup{Config: game.Config{Data: arenaData(t)}, Side: []Group{{N: 2, Kind: "goblin"}}, Foes: []Group{{N: 3, Kind: "kobold"}}, Apart: 3}
	won := 0
	for seed := range uint64(40) {
		f, err := New(s, seed)
		require.NoError(t, err)
		g := f.Game
		require.Len(t, g.Creatures, 5)
		hp := g.Player.HP
		r := f.Play(0)
		require.True(t, r.Won != r.Lost, "one side won: %+v", r)
		assert.Equal(t, hp, g.Player.HP, "the build took no part")
		if r.Won {
			won++
			assert.Zero(t, f.foesLeft())
			assert.Positive(t, f.sideLeft())
		} else {
			assert.Zero(t, f.sideLeft())
		}
	}
	assert.Positive(t, won)
	_, err := Exact(Setup{Config: s.Config, Side: []Group{{N: 1, Kind: "goblin"}}, Foes: []Group{{N: 1, Kind: "kobold"}}, Apart: 1, AI: Melee})
	assert.ErrorIs(t, err, ErrNotExact)
}

// TestApartIsBoundedByALevel (issue 29, point 4): the arena is no wider than a level of the game, the
// build's pocket included; the farthest start it allows is MaxApart, and farther (or a negative distance)
// is refused, not drawn as a floor of a million cells. Its floor holds MaxFoes foes and MaxSide on the
// build's side.
func TestApartIsBoundedByALevel(t *testing.T) {
	d := arenaData(t)
	s := Setup{Config: game.Config{Data: d}, Foes: []Group{{N: MaxFoes, Kind: "kobold"}}, Apart: MaxApart}
	f, err := New(s, 1)
	require.NoError(t, err)
	assert.LessOrEqual(t, f.Game.Floor.Level.W, game.LevelW)
	assert.Len(t, f.Game.Creatures, MaxFoes)
	assert.Equal(t, MaxApart, f.Game.Creatures[0].Pos.X-f.Game.Player.Pos.X)
	s.Side = []Group{{N: MaxSide, Kind: "goblin"}}
	f, err = New(s, 1)
	require.NoError(t, err)
	assert.Equal(t, game.LevelW, f.Game.Floor.Level.W, "the widest arena is a level's width")
	for _, apart := range []int{MaxApart + 1, 1_000_000, -1} {
		s.Apart = apart
		_, err = New(s, 1)
		assert.ErrorContains(t, err, "want 1 to 70", "apart %d", apart)
	}
	s = Setup{Config: game.Config{Data: d}, Foes: []Group{{N: MaxFoes + 1, Kind: "kobold"}}}
	_, err = New(s, 1)
	assert.ErrorContains(t, err, "too many creatures")
	s = Setup{Config: game.Config{Data: d}, Foes: []Group{{N: 1, Kind: "kobold"}}, Side: []Group{{N: MaxSide + 1, Kind: "goblin"}}}
	_, err = New(s, 1)
	assert.ErrorContains(t, err, "too many creatures")
}
