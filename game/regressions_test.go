// Tests that catch regressions the rest of the suite let through: each was written against a
// deliberate change to the code (see the commit that added it) and fails on that change.

package game

import (
	"fmt"
	"regexp"
	"testing"
	"testing/fstest"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// withRules loads the default data with keys of rules.toml set to other values, as a designer's
// overlay would: withRules(t, "wake_percent", 100).
func withRules(t *testing.T, kv ...any) *assets.Data {
	t.Helper()
	src, err := assets.Files.ReadFile("rules.toml")
	require.NoError(t, err)
	doc := string(src)
	for i := 0; i+1 < len(kv); i += 2 {
		re := regexp.MustCompile(`(?m)^` + kv[i].(string) + ` = .*$`)
		require.Len(t, re.FindAllString(doc, -1), 1, "rules.toml has one %s", kv[i])
		doc = re.ReplaceAllString(doc, fmt.Sprintf("%s = %v", kv[i], kv[i+1]))
	}
	d, err := assets.Load(fstest.MapFS{"rules.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	return d
}

// TestPoisonSparesTheUndeadAndConstructs: the giant spider's fangs poison a kobold that they draw
// blood from, but not the undead (the skeleton, the draugr) nor a construct (the mud golem), as
// creatures.toml tags them (combat/RULES.md §8.2).
func TestPoisonSparesTheUndeadAndConstructs(t *testing.T) {
	for _, tc := range []struct {
		target   string
		poisoned bool
	}{{"kobold", true}, {"skeleton", false}, {"draugr", false}, {"mud golem", false}} {
		t.Run(tc.target, func(t *testing.T) {
			g := arena(t, "warrior")
			spider := put(t, g, "giant spider", gruid.Point{X: 10, Y: 4})
			v := put(t, g, tc.target, gruid.Point{X: 11, Y: 4})
			drewBlood := false
			for try := 0; try < 300 && !drewBlood; try++ {
				v.HP, v.MaxHP, v.Dead = 500, 500, false
				o := g.fight.strikeAt(spider, v, g.arms.buildStrike(spider, SlotMain, combat.Blow))
				drewBlood = o.Hit && !o.Glance
			}
			require.True(t, drewBlood, "the spider draws blood from the %s in 300 tries", tc.target)
			if tc.poisoned {
				assert.Positive(t, v.Poison, "the fangs poison the %s", tc.target)
			} else {
				assert.Zero(t, v.Poison, "poison does nothing to the %s", tc.target)
			}
		})
	}
}

// TestAFleeingCreatureTurnsWhenHit: a fleeing creature that is hit turns to fight unless it is still at
// a quarter of its hit points or below; a miss changes nothing (combat/RULES.md §16.2).
func TestAFleeingCreatureTurnsWhenHit(t *testing.T) {
	for _, tc := range []struct {
		name      string
		hp        int // of 500
		wantHit   bool
		stillFlee bool
	}{
		{"hit above a quarter", 400, true, false},
		{"hit at a quarter or below", 100, true, true},
		{"missed", 400, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := arena(t, "warrior")
			pl := g.Player
			k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
			found := false
			for try := 0; try < 300 && !found; try++ {
				k.HP, k.MaxHP, k.Fleeing = tc.hp, 500, true
				o := g.fight.strikeAt(pl, k, g.arms.buildStrike(pl, SlotMain, combat.Blow))
				found = o.Hit == tc.wantHit
			}
			require.True(t, found, "a blow that hits=%v in 300 tries", tc.wantHit)
			assert.Equal(t, tc.stillFlee, k.Fleeing)
		})
	}
}

// TestShotAmmunitionBreaksOnlyOnAHit: with break_percent 100 every arrow that hits breaks and every
// arrow that misses lands by its target; with 0 every arrow lands (combat/RULES.md §13.1).
func TestShotAmmunitionBreaksOnlyOnAHit(t *testing.T) {
	for _, pct := range []int{100, 0} {
		t.Run(fmt.Sprintf("break_percent %d", pct), func(t *testing.T) {
			g := arena(t, "archer")
			g.SetData(withRules(t, "break_percent", pct))
			pl := g.Player
			require.True(t, g.Shots().CanShoot(pl))
			pl.Worn[SlotAmmo].Count = 100
			k := put(t, g, "kobold", gruid.Point{X: 8, Y: 4})
			hits, misses := 0, 0
			for shot := 0; shot < 40; shot++ {
				k.HP, k.MaxHP = 500, 500
				require.Positive(t, g.missiles.shoot(pl, k.Pos))
				for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
					if e.Outcome.Hit {
						hits++
					} else {
						misses++
					}
				}
			}
			require.Equal(t, 40, hits+misses, "one attack a shot")
			require.Positive(t, hits)
			require.Positive(t, misses)
			landed := 0
			for _, it := range g.ItemsAt(k.Pos) {
				if it.Kind == ItemAmmo {
					landed += it.Count
				}
			}
			if pct == 100 {
				assert.Equal(t, misses, landed, "every miss lands, every hit breaks (%d hits)", hits)
			} else {
				assert.Equal(t, 40, landed, "nothing breaks")
			}
		})
	}
}

// TestAWornItemGetsItsOwnLetterBack: an item taken off gets its old letter when that letter is free,
// even when an earlier letter is free too (TestPackLettersStay's letter is also the first free one).
func TestAWornItemGetsItsOwnLetterBack(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.Pack = nil
	for _, n := range []string{"dagger", "spear", "mace", "javelin"} {
		g.gear.addToPack(pl, Item{Kind: ItemWeapon, Name: n, Count: 1})
	}
	require.Equal(t, "mace", pl.Pack[PackIndex(pl, 'c')].Name)
	require.True(t, g.Act(Action{Kind: ActWield, Item: PackIndex(pl, 'c')}))
	require.Equal(t, "mace", pl.Worn[SlotMain].Name)
	// Free 'a' and 'c': 'a' is now the first free letter, 'c' the mace's own.
	require.True(t, g.Act(Action{Kind: ActDrop, Item: PackIndex(pl, 'a')}))
	if i := PackIndex(pl, 'c'); i >= 0 {
		require.True(t, g.Act(Action{Kind: ActDrop, Item: i}))
	}
	require.Equal(t, -1, PackIndex(pl, 'a'))
	require.Equal(t, -1, PackIndex(pl, 'c'))
	require.True(t, g.Act(Action{Kind: ActTakeOff, Slot: SlotMain}))
	i := PackIndex(pl, 'c')
	require.GreaterOrEqual(t, i, 0, "the mace comes back to c, not to the first free letter")
	assert.Equal(t, "mace", pl.Pack[i].Name)
}

// TestKillsAreCounted: the killer's count (the character sheet's) rises by one for each kill, and
// only the killer's.
func TestKillsAreCounted(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	for n := 1; n <= 2; n++ {
		k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
		for try := 0; try < 100 && !k.Dead; try++ {
			pl.HP = pl.MaxHP
			require.True(t, g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}}))
		}
		require.True(t, k.Dead, "the kobold falls in 100 blows")
		assert.Equal(t, n, pl.Kills)
		assert.Equal(t, n, g.CharacterSheet(pl).Kills)
		assert.Zero(t, k.Kills, "the victim counts nothing")
	}
}

// TestNoiseWakesSleepersInEarshot: the sounds of a fight wake, with wake_percent, the sleeping
// creatures within noise_cells of the target, and nobody beyond (combat/RULES.md §16.3).
func TestNoiseWakesSleepersInEarshot(t *testing.T) {
	for _, tc := range []struct {
		wake           int
		nearWakes      bool
		nearX, farX, n int
	}{
		{wake: 100, nearWakes: true, n: 5, nearX: 9, farX: 10},
		{wake: 0, nearWakes: false, n: 5, nearX: 9, farX: 10},
	} {
		t.Run(fmt.Sprintf("wake_percent %d", tc.wake), func(t *testing.T) {
			g := arena(t, "warrior")
			g.SetData(withRules(t, "wake_percent", tc.wake, "noise_cells", tc.n))
			pl := g.Player
			k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4}) // the target, noise_cells from near
			near := put(t, g, "giant rat", gruid.Point{X: tc.nearX, Y: 4})
			far := put(t, g, "giant rat", gruid.Point{X: tc.farX, Y: 2})
			require.Equal(t, tc.n, levels.Distance(near.Pos, k.Pos))
			require.Equal(t, tc.n+1, levels.Distance(far.Pos, k.Pos))
			near.Awake, far.Awake = false, false
			k.HP, k.MaxHP = 500, 500
			g.fight.strikeAt(pl, k, g.arms.buildStrike(pl, SlotMain, combat.Blow))
			assert.Equal(t, tc.nearWakes, near.Awake, "the sleeper %d cells away", tc.n)
			assert.False(t, far.Awake, "the sleeper %d cells away sleeps on", tc.n+1)
		})
	}
}
