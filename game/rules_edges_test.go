// Tests of the rules of play at their edges, each naming its rule: who flees at which hit points and who
// fights again (RULES.md §16.2), how much a wound bleeds and when one opens (§8.1), poison (§8.2), disease
// (§8.3), the noise that wakes a target (§16.3), the free blow's hit points (§26.3). The recorded logs
// catch a change of these too, but only as a changed log; these say which rule broke.

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// TestRule16_2FleesAtAQuarter: RULES.md §16.2 — a creature at a quarter of its hit points or less turns to
// flee (10 of 40), one hit point more does not (11 of 40); a fearless one never does.
func TestRule16_2FleesAtAQuarter(t *testing.T) {
	for _, c := range []struct {
		kind   string
		hp     int // of 40
		flees  bool
		reason string
	}{
		{"giant rat", 10, true, "a quarter"},
		{"giant rat", 11, false, "above a quarter"},
		{"giant rat", 1, true, "far below"},
		{"skeleton", 1, false, "fearless (undead)"},
	} {
		t.Run(c.kind+" "+c.reason, func(t *testing.T) {
			g := arena(t, "warrior")
			r := put(t, g, c.kind, gruid.Point{X: 8, Y: 4})
			require.False(t, g.arms.traits(r).Rally, "no rally: §37.4 changes when a rallier flees")
			r.HP, r.MaxHP = c.hp, 40
			from := len(g.Log)
			g.monsters.beginTurn()
			g.monsters.turn(r)
			assert.Equal(t, c.flees, r.Fleeing, "%d of 40 hit points", c.hp)
			if c.flees {
				assert.Contains(t, logSince(g, from), "turns to flee.")
			}
		})
	}
}

// TestRule16_2NerveBackAboveHalf: RULES.md §16.2 — a fleeing creature whose wounds heal above half its hit
// points has its nerve back (21 of 40); at half (20 of 40) it flees on.
func TestRule16_2NerveBackAboveHalf(t *testing.T) {
	for _, c := range []struct {
		hp    int
		flees bool
	}{{20, true}, {21, false}} {
		g := arena(t, "warrior")
		r := put(t, g, "giant rat", gruid.Point{X: 8, Y: 4})
		r.HP, r.MaxHP, r.Fleeing = c.hp, 40, true
		g.monsters.beginTurn()
		g.monsters.turn(r)
		assert.Equal(t, c.flees, r.Fleeing, "%d of 40 hit points", c.hp)
	}
}

// TestRule16_2HitAboveAQuarterFightsAgain: RULES.md §16.2 — a fleeing creature hit while above a quarter of
// its hit points turns and fights again (126 of 500); at a quarter (125 of 500) it flees on. The hit points
// are those before the blow.
func TestRule16_2HitAboveAQuarterFightsAgain(t *testing.T) {
	for _, c := range []struct {
		hp    int
		flees bool
	}{{125, true}, {126, false}} {
		g := arena(t, "warrior")
		pl := g.Player
		r := put(t, g, "giant rat", gruid.Point{X: 4, Y: 4})
		hit := false
		for try := 0; try < 300 && !hit; try++ {
			r.HP, r.MaxHP, r.Fleeing, r.Dead = c.hp, 500, true, false
			hit = g.fight.strikeAt(pl, r, g.arms.buildStrike(pl, SlotMain, combat.Blow)).Hit
		}
		require.True(t, hit, "a hit in 300 blows")
		assert.Equal(t, c.flees, r.Fleeing, "hit at %d of 500 hit points", c.hp)
	}
}

// TestRule16_2CorneredFights: RULES.md §16.2 — a fleeing creature with nowhere to run fights: walled into a
// corner with the player beside it, the giant rat bites; in the open it runs.
func TestRule16_2CorneredFights(t *testing.T) {
	for _, cornered := range []bool{true, false} {
		g := arena(t, "warrior")
		pl := g.Player
		pl.Pos = gruid.Point{X: 2, Y: 2}
		if cornered {
			g.Level.Set(gruid.Point{X: 2, Y: 1}, levels.Wall)
			g.Level.Set(gruid.Point{X: 1, Y: 2}, levels.Wall)
		}
		r := put(t, g, "giant rat", gruid.Point{X: 1, Y: 1})
		r.HP, r.MaxHP, r.Fleeing = 1, 40, true
		g.TakeEvents()
		g.monsters.beginTurn()
		g.monsters.turn(r)
		bites := 0
		for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
			if e.Actor == r.ID && e.Target == pl.ID {
				bites++
			}
		}
		if cornered {
			assert.Equal(t, 1, bites, "cornered, it fights")
			assert.Equal(t, gruid.Point{X: 1, Y: 1}, r.Pos)
		} else {
			assert.Zero(t, bites, "in the open, it runs")
			assert.NotEqual(t, gruid.Point{X: 1, Y: 1}, r.Pos)
		}
	}
}

// TestRule16_2CorneredComesToFight: RULES.md §16.2 — a fleeing creature at the end of a blind alley, the
// player two cells off in the only way out, has nowhere to run: it comes to fight (a step towards the
// player), rather than wait to be struck.
func TestRule16_2CorneredComesToFight(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	for x := 1; x < 19; x++ { // row 1 alone is open, from x 1 to 3
		for y := 1; y < 8; y++ {
			if y > 1 || x > 3 {
				g.Level.Set(gruid.Point{X: x, Y: y}, levels.Wall)
			}
		}
	}
	pl.Pos = gruid.Point{X: 3, Y: 1}
	r := put(t, g, "giant rat", gruid.Point{X: 1, Y: 1})
	r.HP, r.MaxHP, r.Fleeing = 1, 40, true
	g.monsters.beginTurn()
	g.monsters.turn(r)
	assert.Equal(t, gruid.Point{X: 2, Y: 1}, r.Pos, "it steps up to fight")
	assert.True(t, r.Fleeing, "still afraid, but cornered")
}

// wounds strikes the giant rat (max hit points maxHP, hit points to spare) with the player's blows until
// n hits have landed, each on a fresh rat, and returns each hit's outcome with the bleeding it left.
func wounds(t *testing.T, g *Game, maxHP, n int) (outs []combat.Outcome, bled []int) {
	t.Helper()
	pl := g.Player
	r := put(t, g, "giant rat", gruid.Point{X: 4, Y: 4})
	for try := 0; try < 50*n && len(outs) < n; try++ {
		r.HP, r.MaxHP, r.Dead, r.Bleeding = 1000, maxHP, false, 0
		o := g.fight.strikeAt(pl, r, g.arms.buildStrike(pl, SlotMain, combat.Blow))
		if o.Hit {
			outs, bled = append(outs, o), append(bled, r.Bleeding)
		}
	}
	require.Len(t, outs, n, "%d hits", n)
	return outs, bled
}

// TestRule8_1WoundBleedsHalfItsDamage: RULES.md §8.1 — a wound bleeds half the damage dealt, rounded down,
// at least bleed_min: with bleed_min 0, exactly half; with bleed_min 50, 50 for any wound of less than 100.
func TestRule8_1WoundBleedsHalfItsDamage(t *testing.T) {
	for _, least := range []int{0, 50} {
		g := arena(t, "brute")
		g.SetData(withRules(t, "bleed_min", least))
		g.Player.Str = 30 // blows strong enough to open wounds
		outs, bled := wounds(t, g, 30, 150)
		woundsSeen, odd := 0, false
		for i, o := range outs {
			if !o.Bleeding {
				assert.Zero(t, bled[i], "no wound, no bleeding: %+v", o)
				continue
			}
			woundsSeen++
			odd = odd || o.Dealt%2 == 1
			assert.Equal(t, max(least, o.Dealt/2), bled[i], "a wound of %d with bleed_min %d", o.Dealt, least)
		}
		require.Positive(t, woundsSeen, "wounds opened")
		if least == 0 {
			assert.True(t, odd, "a wound of an odd damage, to see it rounded down")
		}
	}
}

// TestRule8_1WhenAWoundOpens: RULES.md §8.1 — a hit opens a wound when it is a confirmed critical or deals
// at least a third of the target's maximum hit points, rounded up (8 of 22: 7 does not); a glance never.
func TestRule8_1WhenAWoundOpens(t *testing.T) {
	g := arena(t, "warrior")
	outs, bled := wounds(t, g, 22, 300)
	seen := map[int]bool{}
	for i, o := range outs {
		want := !o.Glance && (o.Critical || o.Dealt >= 8)
		assert.Equal(t, want, o.Bleeding, "%+v", o)
		assert.Equal(t, want, bled[i] > 0, "%+v", o)
		if !o.Critical && !o.Glance {
			seen[o.Dealt] = true
		}
	}
	assert.True(t, seen[7] && seen[8], "hits of 7 and 8 on a target of 22 hit points: %v", seen)
}

// TestRule8_1YouAreBleedingOnce: RULES.md §8.1 — the player is told of a wound once, when it opens: not
// again while it bleeds.
func TestRule8_1YouAreBleedingOnce(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.Str = 30
	told, wounded := 0, 0
	for try := 0; try < 500 && wounded < 2; try++ {
		pl.HP, pl.Dead = 1000, false
		from := len(g.Log)
		o := g.fight.strikeAt(k, pl, g.arms.buildStrike(k, SlotMain, combat.Blow))
		if o.Bleeding {
			wounded++
			for _, m := range g.Log[from:] {
				if m.Text == "You are bleeding." {
					told++
				}
			}
		}
	}
	require.Equal(t, 2, wounded, "two wounds")
	assert.Equal(t, 1, told, "told once")
	assert.Positive(t, pl.Bleeding)
}

// TestRule8_2PoisonAddsItsStrength: RULES.md §8.2 — each hit of the giant spider's fangs that deals damage
// adds their poison (3, creatures.toml) to the target's; a miss adds none.
func TestRule8_2PoisonAddsItsStrength(t *testing.T) {
	g := arena(t, "warrior")
	c, ok := g.data.Creature("giant spider")
	require.True(t, ok)
	strength := c.Attacks[0].Poison
	require.Positive(t, strength)
	spider := put(t, g, "giant spider", gruid.Point{X: 10, Y: 4})
	v := put(t, g, "kobold", gruid.Point{X: 11, Y: 4})
	v.HP, v.MaxHP = 1000, 1000
	hits, misses := 0, 0
	for try := 0; try < 400 && (hits < 2 || misses < 1); try++ {
		before := v.Poison
		o := g.fight.strikeAt(spider, v, g.arms.buildStrike(spider, SlotMain, combat.Blow))
		switch {
		case o.Hit && !o.Glance && o.Dealt > 0:
			hits++
			assert.Equal(t, before+strength, v.Poison, "a hit adds %d", strength)
		case !o.Hit:
			misses++
			assert.Equal(t, before, v.Poison, "a miss adds none")
		}
	}
	require.True(t, hits >= 2 && misses >= 1, "hits and misses")
}

// TestRule8_2PoisonCostsAHitPointAnInterval: RULES.md §8.2, §8.4 — poison costs a hit point every
// poison_seconds (9) until spent, and no hit point comes back meanwhile.
func TestRule8_2PoisonCostsAHitPointAnInterval(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.HP, pl.Poison, pl.PoisonCause = pl.MaxHP-5, 2, "a giant spider's fangs"
	hp := pl.HP
	from := len(g.Log)
	for range 3 { // 18 seconds: two of 9
		g.Act(Action{Kind: ActWait})
	}
	assert.Equal(t, hp-2, pl.HP)
	assert.Zero(t, pl.Poison, "spent")
	assert.Contains(t, logSince(g, from), "You feel the poison leave you.")
}

// TestRule8_3DiseaseByItsChance: RULES.md §8.3 — a bite that deals damage passes its disease with
// disease_percent chance (100: always, 0: never), for disease_seconds, to a target not already sick and not
// disease_immune (the undead).
func TestRule8_3DiseaseByItsChance(t *testing.T) {
	for _, c := range []struct {
		percent int
		target  string
		sick    bool
	}{{100, "kobold", true}, {0, "kobold", false}, {100, "zombie", false}} {
		g := arena(t, "warrior")
		g.SetData(withRules(t, "disease_percent", c.percent))
		rat := put(t, g, "giant rat", gruid.Point{X: 10, Y: 4})
		v := put(t, g, c.target, gruid.Point{X: 11, Y: 4})
		bitten := false
		for try := 0; try < 300 && !bitten; try++ {
			v.HP, v.MaxHP = 1000, 1000
			o := g.fight.strikeAt(rat, v, g.arms.buildStrike(rat, SlotMain, combat.Blow))
			bitten = o.Hit && !o.Glance && o.Dealt > 0
		}
		require.True(t, bitten, "a bite that draws blood")
		if !c.sick {
			assert.Empty(t, v.Disease, "%d%%, the %s", c.percent, c.target)
			continue
		}
		assert.Equal(t, "rat fever", v.Disease)
		assert.Equal(t, tenths(g.data.Rules.DiseaseSeconds), v.Sick, "for disease_seconds")
		v.Sick -= 10 // a second later, another bite does not make it last longer
		left := v.Sick
		for try := 0; try < 300; try++ {
			if o := g.fight.strikeAt(rat, v, g.arms.buildStrike(rat, SlotMain, combat.Blow)); o.Hit && !o.Glance && o.Dealt > 0 {
				break
			}
		}
		assert.Equal(t, left, v.Sick, "not to a target already sick")
	}
}

// TestRule8_3SickRecoverAtHalfSpeed: RULES.md §8.3, §8.4 — a hit point comes back every recover_seconds
// (20), every 40 while sick: in 120 seconds, 6 or 3.
func TestRule8_3SickRecoverAtHalfSpeed(t *testing.T) {
	for _, sick := range []bool{false, true} {
		g := arena(t, "warrior")
		pl := g.Player
		pl.HP = pl.MaxHP - 10
		if sick {
			pl.Disease, pl.Sick = "rat fever", tenths(g.data.Rules.DiseaseSeconds)
		}
		hp := pl.HP
		for range 20 { // 120 seconds
			g.Act(Action{Kind: ActWait})
		}
		want := 6
		if sick {
			want = 3
		}
		assert.Equal(t, hp+want, pl.HP, "sick: %v", sick)
	}
}

// TestRule16_3TheTargetWakes: RULES.md §16.3 — the target of an attack is awake after it, a miss too, even
// when no noise wakes a sleeper (wake_percent 0).
func TestRule16_3TheTargetWakes(t *testing.T) {
	g := arena(t, "warrior")
	g.SetData(withRules(t, "wake_percent", 0))
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	missed := false
	for try := 0; try < 300 && !missed; try++ {
		k.Awake, k.Wanders, k.HP, k.MaxHP = false, false, 500, 500
		missed = !g.fight.strikeAt(pl, k, g.arms.buildStrike(pl, SlotMain, combat.Blow)).Hit
		assert.True(t, k.Awake, "the target wakes")
	}
	require.True(t, missed, "a miss in 300 blows")
}

// TestRule26_3FreeBlowAboveHalf: RULES.md §26.3 — a creature takes a free blow at a foe stepping away only
// above free_blow_min_percent (50) of its hit points: not at 5 of 10, at 6 of 10; never while fleeing.
func TestRule26_3FreeBlowAboveHalf(t *testing.T) {
	for _, c := range []struct {
		hp      int
		fleeing bool
		blow    bool
	}{{5, false, false}, {6, false, true}, {10, true, false}} {
		g := arena(t, "warrior")
		pl := g.Player
		k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
		k.HP, k.MaxHP, k.Fleeing = c.hp, 10, c.fleeing
		g.TakeEvents()
		g.moveOrAttack(pl, gruid.Point{X: 2, Y: 4})
		assert.Equal(t, c.blow, len(attacksOf(g)) == 1, "%d of 10 hit points, fleeing %v", c.hp, c.fleeing)
	}
}
