package game

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// logSince is every message of g's log since message from, one a line.
func logSince(g *Game, from int) string {
	var lines []string
	for _, m := range g.Log[from:] {
		lines = append(lines, m.Text)
	}
	return strings.Join(lines, "\n")
}

// attacksOf are the outcomes of the attack events since the last TakeEvents.
func attacksOf(g *Game) []combat.Outcome {
	var out []combat.Outcome
	for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
		out = append(out, e.Outcome)
	}
	return out
}

// TestSleepingKoboldTakesASneakAttack: RULES.md §22.2, §22.3, §22.5 — a blow at a sleeping kobold is a sneak
// attack and an exploit: +4 and +4 to hit, the threat 6 rolls wider; the message says it in words.
func TestSleepingKoboldTakesASneakAttack(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.Awake, k.Wanders, k.HP, k.MaxHP = false, false, 500, 500
	plain := g.arms.bumpStrike(g.Player).attack.Profile()
	g.TakeEvents()
	from := len(g.Log)
	require.True(t, g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}}))
	os := attacksOf(g)
	require.NotEmpty(t, os)
	o := os[0]
	assert.True(t, o.Sneak, "RULES.md §22.2: the kobold had not noticed you")
	assert.Equal(t, plain.ToHit+4+4, o.ToHit, "RULES.md §22.2, §22.3: sneak +4, exploit +4")
	if o.Hit {
		assert.Contains(t, logSince(g, from), "You strike the sleeping kobold in the back!")
	}
	// Awake now: the next blow is a plain one.
	g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}})
	for _, o := range attacksOf(g) {
		if o.ToHit == plain.ToHit {
			assert.False(t, o.Sneak, "RULES.md §22.1: it has noticed you now")
		}
	}
}

// TestSneakAttackMessage: RULES.md §22.5 — a sneak attack that hits says so, without numbers.
func TestSneakAttackMessage(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.HP, k.MaxHP = 500, 500
	for range 40 {
		k.Awake, k.Wanders = false, true // wandering, unaware: a sneak attack, no exploit
		from := len(g.Log)
		g.TakeEvents()
		g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}})
		os := attacksOf(g)
		require.NotEmpty(t, os)
		if os[0].Hit {
			assert.True(t, os[0].Sneak)
			text := logSince(g, from)
			assert.Contains(t, text, "You strike the kobold unawares!")
			assert.NotContains(t, text, "sleeping")
			assert.NotRegexp(t, `[0-9]`, text, "RULES.md §7.6: messages give no numbers")
			return
		}
	}
	t.Fatal("no sneak attack hit in 40 tries")
}

// TestSkeletonNeverTakesASneakAttack: RULES.md §22.4 — a sleeping skeleton has no vitals: the blow is a plain
// one, and a hit says "It has no vital spot."
func TestSkeletonNeverTakesASneakAttack(t *testing.T) {
	g := arena(t, "warrior")
	s := put(t, g, "skeleton", gruid.Point{X: 4, Y: 4})
	s.HP, s.MaxHP = 500, 500
	plain := g.arms.bumpStrike(g.Player).attack.Profile()
	said := false
	for range 30 {
		s.Awake, s.Wanders = false, false
		from := len(g.Log)
		g.TakeEvents()
		g.fight.melee(g.Player, s)
		os := attacksOf(g)
		require.NotEmpty(t, os)
		o := os[0]
		assert.False(t, o.Sneak, "RULES.md §22.4: no vitals, no sneak attack")
		assert.True(t, o.NoVitalSpot)
		assert.Equal(t, plain.ToHit, o.ToHit)
		assert.False(t, o.Critical)
		if o.Hit {
			assert.Contains(t, logSince(g, from), "It has no vital spot.")
			assert.NotContains(t, logSince(g, from), "in the back")
			said = true
		}
	}
	assert.True(t, said, "some blow hit")
}

// TestWraithAmbush: RULES.md §23.3 — a wraith that has noticed you holds still while unseen and far; next
// to you, unseen inside the wall, its blow is a sneak attack, told as "Something hits you."
func TestWraithAmbush(t *testing.T) {
	g := arena(t, "warrior")
	w := put(t, g, "wraith", gruid.Point{X: 15, Y: 0}) // far, inside the wall
	g.Visible[w.Pos.Y*g.Level.W+w.Pos.X] = false
	require.False(t, g.sees(g.Player, w))
	g.monsters.beginTurn()
	g.monsters.turn(w)
	assert.Equal(t, gruid.Point{X: 15, Y: 0}, w.Pos, "RULES.md §23.3: unseen and far, it lurks")
	// Next to you, still unseen in the wall: it strikes from hiding.
	g.Place(w, gruid.Point{X: 3, Y: 3})
	g.Level.Set(w.Pos, levels.Wall)
	g.updateSight()
	g.Visible[w.Pos.Y*g.Level.W+w.Pos.X] = false
	require.False(t, g.sees(g.Player, w))
	g.Player.HP, g.Player.MaxHP = 500, 500
	for range 40 {
		from := len(g.Log)
		g.TakeEvents()
		g.fight.melee(w, g.Player)
		os := attacksOf(g)
		require.NotEmpty(t, os)
		assert.True(t, os[0].Sneak, "RULES.md §22.1: you did not see it")
		if os[0].Hit && !os[0].Glance {
			text := logSince(g, from)
			assert.Contains(t, text, "You are taken by surprise!")
			assert.Contains(t, text, "\nSomething ", "RULES.md §5: unseen, it is Something")
			assert.NotContains(t, text, "wraith", "unseen, it is not named")
			return
		}
	}
	t.Fatal("the wraith never hit in 40 tries")
}
