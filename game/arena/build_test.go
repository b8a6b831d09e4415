// Issue 36, part 3: any build in the arena (Setup.Build, game.Build).

package arena

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func intp(v int) *int { return &v }

// hammer is the build: Thora with a war hammer and Strength 16, in a duel the exact odds allow
// (RULES.md §2.4's Thora; the mud golem is fearless with --no-fleeing, bloodless with --no-bleeding).
func hammer(t *testing.T) Setup {
	return Setup{Config: game.Config{Data: arenaData(t)}, Build: game.Build{Weapon: "war hammer", Str: intp(16)},
		Foes: []Group{{N: 1, Kind: "mud golem"}}, Apart: 1, AI: Melee, NoBleeding: true, NoFleeing: true}
}

// The build took: the fight's player holds the war hammer with Strength 16, and strikes the golem exactly as
// the odds command says that build strikes it (game.SpecBlow: the war hammer, Str 16, Thora's Dexterity and
// rank in its skill, the neutral stance), not as Thora's long sword does.
func TestBuildTakesInTheArena(t *testing.T) {
	s := hammer(t)
	f, err := New(s, 1)
	require.NoError(t, err)
	g := f.Game
	pl := g.Player
	assert.Equal(t, "war hammer", pl.Worn[game.SlotMain].Name)
	assert.Equal(t, 16, pl.Str)
	duel, err := g.Duel(g.Creatures[0])
	require.NoError(t, err)
	b, err := game.SpecBlow(s.Data, g.RuleSet(), game.AttackSpec{Weapon: "war hammer", Str: 16, Dex: pl.Dex, Rank: pl.Skills["Maces and clubs"], Race: pl.Race},
		game.SpecTarget{Creature: "mud golem"})
	require.NoError(t, err)
	o, err := g.RuleSet().Odds(&b)
	require.NoError(t, err)
	assert.InDelta(t, o.Report.Hit, duel.You.Report.Hit, 1e-12, "the chance to hit")
	assert.InDelta(t, o.Report.MeanDamage, duel.You.Report.MeanDamage, 1e-12, "the mean damage")
	sword, err := game.SpecBlow(s.Data, g.RuleSet(), game.AttackSpec{Weapon: "long sword", Str: 16, Dex: pl.Dex, Rank: 2, Race: pl.Race},
		game.SpecTarget{Creature: "mud golem"})
	require.NoError(t, err)
	viaSword, err := g.RuleSet().Odds(&sword)
	require.NoError(t, err)
	assert.NotEqual(t, viaSword.Report.MeanDamage, duel.You.Report.MeanDamage, "the sword's blow is another")
}

// The build moves the duel: Thora wins 42.37% against the mud golem with her long sword (the README's
// figure), and the exact duel of the hammer build is another number, which the arena's Monte Carlo agrees
// with within its 95% interval (fixed seeds).
func TestBuildMovesTheExactDuel(t *testing.T) {
	plain := hammer(t)
	plain.Build = game.Build{}
	x0, err := Exact(plain)
	require.NoError(t, err)
	assert.InDelta(t, 0.4237, x0.Win, 0.00005)
	x := agreement(t, hammer(t), 4000)
	assert.Greater(t, x.Win-x0.Win, 0.1, "the hammer and Strength 16 win more often than the sword")
}

// A build that does not fit is refused by New, saying what (and so by Run and the arena command).
func TestBuildRefusedInTheArena(t *testing.T) {
	s := hammer(t)
	s.Build.Weapon, s.Build.Shield = "great axe", "buckler"
	_, err := New(s, 1)
	assert.EqualError(t, err, "arena: build: the great axe takes both hands: no shield with it")
}
