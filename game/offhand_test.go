// Issue 11, points 1 and 11: a weapon held in the off hand alone strikes (RULES.md §12), and a two-weapon
// bump is one attack that trains the style once and each hand's weapon skill once (RULES.md §15.3).

package game

import (
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// bumpEvents bumps east from the player into the creature there and returns the player's attack events.
func bumpEvents(t *testing.T, g *Game) []Event {
	t.Helper()
	g.TakeEvents()
	require.True(t, g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}}))
	var out []Event
	for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
		if e.Actor == g.Player.ID {
			out = append(out, e)
		}
	}
	return out
}

// offHandDagger is the duelist with the rapier taken off, the dagger left in the off hand, and a
// kobold that does not die to the east.
func offHandDagger(t *testing.T) (*Game, *Actor) {
	t.Helper()
	g := arena(t, "duelist")
	pl := g.Player
	require.True(t, g.Act(Action{Kind: ActTakeOff, Slot: SlotMain}))
	require.True(t, pl.Worn[SlotMain].IsZero())
	require.Equal(t, "dagger", pl.Worn[SlotOff].Name)
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.HP, k.MaxHP = 500, 500
	return g, k
}

// daggerOdds is the attack the odds command counts for the duelist's dagger held in the off hand alone.
func daggerOdds(t *testing.T, g *Game) combat.Attack {
	t.Helper()
	pl := g.Player
	a, _, err := SpecAttack(g.data, AttackSpec{Weapon: "dagger", Mode: "melee", Str: pl.Str, Dex: pl.Dex,
		Rank: pl.Rank("Daggers and knives"), Stance: pl.Stance, Hand: "off"})
	require.NoError(t, err)
	return a
}

// TestALoneOffHandWeaponStrikes: RULES.md §12, a weapon in the off hand alone strikes as an off-hand blow,
// at no two-weapon penalty and in no fighting style; the @ screen shows that blow and nothing else up
// close, and the odds command (SpecAttack with Hand "off") counts the same numbers the game rolls.
func TestALoneOffHandWeaponStrikes(t *testing.T) {
	g, _ := offHandDagger(t)
	pl := g.Player
	want := daggerOdds(t, g)
	p := want.Profile()
	// Human duelist: Dexterity 15 (+2, the dagger is finesse), Daggers and knives rank 1 (nothing yet):
	// +2 to hit, 1d4 and Strength 11's +0.
	assert.Equal(t, 2, p.ToHit)

	assert.Equal(t, want, g.arms.bumpStrike(pl).attack, "the bump's attack is the one odds counts, field for field")
	sh := g.CharacterSheet(pl)
	require.NotEmpty(t, sh.Attacks)
	assert.Equal(t, AttackLine{"Off hand (dagger)", combat.FormatAttack(want)}, sh.Attacks[0],
		"the @ screen's blow is the off hand's dagger, counted as odds counts it")
	for _, l := range sh.Attacks {
		assert.NotEqual(t, "Bare hands", l.Label, "a hand holds a weapon: no bare hands")
	}
	assert.Equal(t, "", g.arms.wayOfFighting(pl, combat.Blow), "a lone off-hand weapon fights in no style")

	// The odds command's kobold (CreatureDefender) is the Defence the game rolls against.
	kd, err := CreatureDefender(g.data, "kobold")
	require.NoError(t, err)
	rep, err := combat.Odds(want, kd)
	require.NoError(t, err)
	hits := 0
	for try := 0; try < 60 && hits < 3; try++ {
		pl.HP = pl.MaxHP
		evs := bumpEvents(t, g)
		require.Len(t, evs, 1, "one blow: %v", evs)
		e := evs[0]
		if !assert.Equal(t, "dagger", e.Weapon, "the dagger strikes, not bare hands") ||
			!assert.Equal(t, combat.Blow, e.Mode) ||
			!assert.Equal(t, p.ToHit, e.Outcome.ToHit, "the game rolls the to-hit the sheet and odds show") ||
			!assert.Equal(t, rep.Defence, e.Outcome.Defence, "against the Defence odds counts") {
			break
		}
		if e.Outcome.Hit && !e.Outcome.Critical {
			hits++
			assert.GreaterOrEqual(t, e.Outcome.Damage, max(1, p.Damage.Min()))
			assert.LessOrEqual(t, e.Outcome.Damage, p.Damage.Max())
		}
	}
	assert.Positive(t, hits, "the dagger lands in 60 bumps")
}

// TestShieldInTheMainHandDaggerInTheOff: RULES.md §12, a shield in the main hand and a dagger in the off
// hand are a pair: a bump is the dagger's blow (not a bash), and x bashes with the shield.
func TestShieldInTheMainHandDaggerInTheOff(t *testing.T) {
	g, _ := offHandDagger(t)
	pl := g.Player
	pl.Pack = append(pl.Pack, Item{Kind: ItemArmour, Name: "small shield", Count: 1})
	require.True(t, g.Act(Action{Kind: ActWield, Item: len(pl.Pack) - 1, Off: true}))
	require.Equal(t, "small shield", pl.Worn[SlotMain].Name)
	require.Equal(t, "dagger", pl.Worn[SlotOff].Name)

	sh := g.CharacterSheet(pl)
	require.NotEmpty(t, sh.Attacks)
	assert.Equal(t, AttackLine{"Off hand (dagger)", combat.FormatAttack(daggerOdds(t, g))}, sh.Attacks[0])
	assert.Equal(t, "Shield bash (small shield)", sh.Attacks[len(sh.Attacks)-1].Label)

	evs := bumpEvents(t, g)
	require.Len(t, evs, 1, "one blow: %v", evs)
	assert.Equal(t, "dagger", evs[0].Weapon, "the bump is the dagger's blow")
	assert.Equal(t, combat.Blow, evs[0].Mode)

	g.TakeEvents()
	require.True(t, g.Act(Action{Kind: ActBash, Dir: gruid.Point{X: 1}}))
	var bash []Event
	for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
		if e.Actor == pl.ID {
			bash = append(bash, e)
		}
	}
	require.Len(t, bash, 1)
	assert.Equal(t, "small shield", bash[0].Weapon)
	assert.Equal(t, combat.Bash, bash[0].Mode)
}

// TestATwoWeaponBumpTrainsTheStyleOnce: RULES.md §15.3, the bump of two weapons is one attack: it trains
// the fighting style once, and each hand's weapon skill once.
func TestATwoWeaponBumpTrainsTheStyleOnce(t *testing.T) {
	g := arena(t, "duelist")
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.HP, k.MaxHP = 500, 500
	before := map[string]int{}
	for _, n := range []string{"Twin Blades", "Long blades", "Daggers and knives"} {
		before[n] = pl.Practice[n]
	}
	evs := bumpEvents(t, g)
	require.Len(t, evs, 2, "a blow from each hand")
	assert.Equal(t, before["Twin Blades"]+1, pl.Practice["Twin Blades"], "the style once")
	assert.Equal(t, before["Long blades"]+1, pl.Practice["Long blades"], "the rapier's skill once")
	assert.Equal(t, before["Daggers and knives"]+1, pl.Practice["Daggers and knives"], "the dagger's skill once")
}
