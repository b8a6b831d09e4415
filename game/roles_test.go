// Tests of the bestiary (issue 20): every creature is drawn in its depth band, uniques come once a game, and
// each role of RULES.md §37 plays as written.

package game

import (
	"math/rand/v2"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// bestiarySeeds is how many games the spawn tables are rolled for.
const bestiarySeeds = 500

// TestEveryCreatureAppearsInItsBand: every creature's depth band lies within the dungeon (levels 1 to the
// goal's, RULES.md §38), and over 500 seeds the spawn table of every level (randomCreature, drawn as many
// times as a level holds creatures) gives every creature of the data with a frequency somewhere in its depth
// band, and never outside it: on a level the generator makes, not only on the wholly authored ones (the
// starts of level 1, the lair, the goal), whose creatures are those their maps place (§38.2).
func TestEveryCreatureAppearsInItsBand(t *testing.T) {
	g := arena(t, "warrior")
	_, deepest := g.Goal()
	for _, c := range g.data.Creatures {
		assert.True(t, c.DepthMin >= 1 && c.DepthMin <= c.DepthMax && c.DepthMax <= deepest,
			"%s: depths %d-%d, out of the dungeon's levels 1-%d", c.Name, c.DepthMin, c.DepthMax, deepest)
	}
	authored := map[int]bool{}
	for depth := 1; depth <= deepest; depth++ {
		th := g.data.Dungeon.ThemeAt(depth)
		for _, v := range g.data.Vaults {
			if v.Whole && v.Fits(depth) && (v.Theme == "" || th != nil && v.Theme == th.Name) {
				authored[depth] = true
			}
		}
	}
	require.True(t, authored[1] && authored[deepest], "level 1 and the goal's are authored")
	seen := map[string]int{}
	for seed := range uint64(bestiarySeeds) {
		g.rng = rand.New(rand.NewPCG(seed, 7))
		for depth := 1; depth <= deepest; depth++ {
			g.Depth = depth
			for range 12 + 3*depth { // populate's number of creatures
				c := g.dungeon.randomCreature()
				if c == nil {
					continue
				}
				require.True(t, depth >= c.DepthMin && depth <= c.DepthMax, "%s drawn at depth %d, out of %d-%d", c.Name, depth, c.DepthMin, c.DepthMax)
				if !authored[depth] {
					seen[c.Name]++
				}
			}
		}
	}
	g.Depth = 1
	kinds := 0
	for _, c := range g.data.Creatures {
		if c.Frequency == 0 {
			continue
		}
		kinds++
		assert.Positive(t, seen[c.Name], "%s (depths %d-%d) never drawn on a generated level in %d seeds", c.Name, c.DepthMin, c.DepthMax, bestiarySeeds)
	}
	assert.GreaterOrEqual(t, kinds, 40, "the bestiary has at least 40 kinds drawn by chance")
	for d := 1; d <= 12; d++ {
		g.Depth = d
		assert.NotNil(t, g.dungeon.randomCreature(), "depth %d has creatures", d)
	}
}

// TestUniquesOnceAGame: games taken down 12 levels (saved and loaded half way) place each unique at most once,
// and over them every unique of the data is met.
func TestUniquesOnceAGame(t *testing.T) {
	met := map[string]int{}
	uniques := 0
	for seed := range uint64(24) {
		g, err := New(Config{Seed: seed})
		require.NoError(t, err)
		if seed == 0 {
			for _, c := range g.data.Creatures {
				if c.Unique {
					uniques++
				}
			}
			require.GreaterOrEqual(t, uniques, 4)
		}
		for range 11 {
			if g.Depth == 6 {
				g = reloaded(t, g)
			}
			g.dungeon.changeFloor(1)
		}
		inGame := map[string]int{}
		for _, f := range g.Floors {
			for _, a := range f.Creatures {
				if c := g.arms.creatureRow(a); c != nil && c.Unique {
					inGame[c.Name]++
				}
			}
		}
		for n, k := range inGame {
			assert.Equal(t, 1, k, "seed %d: %s placed %d times", seed, n, k)
			met[n]++
		}
	}
	assert.Len(t, met, uniques, "every unique is met in some game: %v", met)
}

// holdStill keeps the player alive and in place while the creatures act.
func holdStill(g *Game) {
	g.Player.HP, g.Player.MaxHP = 5000, 5000
}

// TestPackSurrounds (RULES.md §37.1): three wolves coming from the east do not queue on the east side of the
// player: one goes round to the west.
func TestPackSurrounds(t *testing.T) {
	g := arena(t, "warrior")
	holdStill(g)
	g.Player.Pos = gruid.Point{X: 8, Y: 4}
	var pack []*Actor
	for y := 3; y <= 5; y++ {
		w := put(t, g, "wolf", gruid.Point{X: 15, Y: y})
		w.HP, w.MaxHP = 500, 500
		pack = append(pack, w)
	}
	west := false
	for range 40 {
		for _, w := range pack {
			g.monsters.turn(w)
		}
		for _, w := range pack {
			if levels.Distance(w.Pos, g.Player.Pos) == 1 && w.Pos.X < g.Player.Pos.X {
				west = true
			}
		}
	}
	assert.True(t, west, "a wolf went round to the far side of the player")
}

// TestSkirmisherStepsBack (RULES.md §37.2): a bat next to the player strikes and, about half the time, ends
// its turn out of reach; a goblin never does.
func TestSkirmisherStepsBack(t *testing.T) {
	for _, c := range []struct {
		kind     string
		min, max int
	}{{"bat", 60, 140}, {"goblin", 0, 0}} {
		g := arena(t, "warrior")
		holdStill(g)
		g.Player.Pos = gruid.Point{X: 8, Y: 4}
		m := put(t, g, c.kind, gruid.Point{X: 9, Y: 4})
		m.HP, m.MaxHP = 500, 500
		away := 0
		for range 200 {
			g.Place(m, gruid.Point{X: 9, Y: 4})
			g.monsters.turn(m)
			if levels.Distance(m.Pos, g.Player.Pos) > 1 {
				away++
			}
		}
		assert.GreaterOrEqual(t, away, c.min, c.kind)
		assert.LessOrEqual(t, away, c.max, c.kind)
	}
}

// TestShieldBearerBashes (RULES.md §37.3): a goblin shieldbearer carries its shield and bashes with it about
// one blow in three.
func TestShieldBearerBashes(t *testing.T) {
	g := arena(t, "warrior")
	holdStill(g)
	m := put(t, g, "goblin shieldbearer", gruid.Point{X: 4, Y: 4})
	require.True(t, g.CanBash(m), "it holds its shield")
	bashes, blows := 0, 0
	g.TakeEvents()
	for range 300 {
		g.monsters.turn(m)
		for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
			blows++
			if e.Mode == combat.Bash {
				bashes++
			}
		}
	}
	assert.Equal(t, 300, blows)
	assert.InDelta(t, 100, bashes, 30, "one blow in three is a bash")
}

// TestRallyingCreatureFetchesFriends (RULES.md §37.4): a hurt kobold runs to its sleeping fellow, not away
// from the player, wakes it and turns back.
func TestRallyingCreatureFetchesFriends(t *testing.T) {
	g := arena(t, "warrior")
	holdStill(g)
	g.Player.Pos = gruid.Point{X: 10, Y: 1}
	hurt := put(t, g, "kobold", gruid.Point{X: 12, Y: 4})
	hurt.HP, hurt.MaxHP = 100, 200
	friend := put(t, g, "kobold", gruid.Point{X: 3, Y: 4})
	friend.Awake = false
	g.monsters.turn(hurt)
	require.True(t, hurt.Fleeing, "hurt and alone, it runs")
	for i := 0; i < 30 && hurt.Fleeing; i++ {
		g.monsters.turn(hurt)
	}
	assert.True(t, friend.Awake, "the hurt kobold woke its fellow")
	assert.False(t, hurt.Fleeing, "and has its nerve back")
	assert.LessOrEqual(t, levels.Distance(hurt.Pos, friend.Pos), rallyCells)
	said := false
	for _, m := range g.Log {
		said = said || strings.Contains(m.Text, "runs for its fellows")
	}
	assert.True(t, said)
}

// TestArmouredBruteTurnsBlades (RULES.md §37): the ironhide ogre's plates stop 6 of a blade's damage and
// none of a point's or a hammer's.
func TestArmouredBruteTurnsBlades(t *testing.T) {
	g := arena(t, "warrior")
	m := put(t, g, "ironhide ogre", gruid.Point{X: 8, Y: 4})
	d := g.arms.defenderOf(m)
	soak := func(ty combat.DamageType) int {
		n := 0
		for _, p := range d.Protection {
			n += p.Against(ty)
		}
		return n
	}
	assert.Equal(t, 6, soak(combat.Slashing))
	assert.Equal(t, 0, soak(combat.Piercing))
	assert.Equal(t, 0, soak(combat.Bludgeoning))
}

// TestTwoWeaponFighterStrikesTwice: a goblin cutthroat holds a blade in each hand, and a bump is a blow from
// each (RULES.md §12).
func TestTwoWeaponFighterStrikesTwice(t *testing.T) {
	g := arena(t, "warrior")
	holdStill(g)
	m := put(t, g, "goblin cutthroat", gruid.Point{X: 4, Y: 4})
	require.True(t, g.arms.twoWeapons(m))
	g.TakeEvents()
	g.fight.melee(m, g.Player)
	assert.Len(t, eventsOf(g.TakeEvents(), EventAttack), 2)
}

// TestCreaturesDropTheirKit: a creature leaves the weapons and armour it fought with where it falls.
func TestCreaturesDropTheirKit(t *testing.T) {
	g := arena(t, "warrior")
	m := put(t, g, "Ugrakh the Flayer", gruid.Point{X: 8, Y: 4})
	g.fight.kill(m, g.Player, strike{})
	var names []string
	for _, it := range g.Items {
		if it.Pos == m.Pos {
			names = append(names, it.Item.Name)
		}
	}
	assert.ElementsMatch(t, []string{"great axe", "chain mail shirt", "iron helm"}, names)
}

// TestUniquesTakeNoArticle: a unique is named by its own name, and the rest with their article.
func TestUniquesTakeNoArticle(t *testing.T) {
	g := arena(t, "warrior")
	u := put(t, g, "Grizzletooth", gruid.Point{X: 8, Y: 4})
	k := put(t, g, "kobold", gruid.Point{X: 9, Y: 4})
	assert.Equal(t, "Grizzletooth", the(u))
	assert.Equal(t, "Grizzletooth", AName(u.Name))
	assert.Equal(t, "the kobold", the(k))
	assert.Equal(t, "a kobold", AName(k.Name))
}
