// Issue 18: the whole game under the drn rule set (RULES.md §32.2): the bot plays, creatures fight each
// other, saves keep the rule set, @ shows drn's numbers, messages say shield hits and glances.

package game

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/drn"
)

func TestDRNBotPlaysWithoutPanic(t *testing.T) {
	attacks, hits, shield, glances, crits := 0, 0, 0, 0, 0
	seeds, spells := ruleBotGames(t, "drn", "CLEAVE_DRN_SEEDS", func(seed uint64, o combat.Outcome) {
		rolls, ok := o.Own.(drn.Rolls)
		require.True(t, ok, "seed %d: drn's rolls on every outcome", seed)
		require.Equal(t, o.Hit, rolls.Attack > rolls.Defence, "seed %d: the attack roll must beat the defence roll", seed)
		attacks++
		if o.Hit {
			hits++
		}
		if o.ShieldHit {
			shield++
		}
		if o.Glance {
			glances++
		}
		if o.Critical {
			crits++
		}
	}, nil) // spells keep the chapter's rules (RULES.md §32.3)
	t.Logf("drn, %d seeds: %d attacks, %d hits, %d shield hits, %d glances, %d criticals (and %d spells)", seeds, attacks, hits, shield, glances, crits, spells)
	assert.Positive(t, attacks)
	assert.Positive(t, hits)
}

func TestDRNCreaturesFightEachOther(t *testing.T) {
	g, gob, hits := fightEachOther(t, "drn", true)
	assert.Positive(t, hits, "the goblin lands blows on the kobold under drn")
	assert.Positive(t, numbers[*drn.Numbers](t, g).Fatigue(g.arms.facts(gob), g.Time), "fighting tires")
}

func TestDRNSaveKeepsRules(t *testing.T) {
	g := playedUnder(t, "drn", 50)
	n := numbers[*drn.Numbers](t, g)
	g.Player.RuleState[0], g.Player.RuleState[1] = 37, g.Time // drn's fatigue, and when it stood so
	require.Equal(t, 37, n.Fatigue(g.arms.facts(g.Player), g.Time))
	h := reloaded(t, g)
	assert.Equal(t, "drn", h.RulesName(), "the save keeps the rule set")
	assert.Equal(t, 37, n.Fatigue(h.arms.facts(h.Player), h.Time), "and the fatigue")
	for range 50 {
		h.Act(h.BotAction())
	}
	assert.Equal(t, "cleave", reloaded(t, playedUnder(t, "", 0)).RulesName())
}

func TestDRNSheetShowsDRNNumbers(t *testing.T) {
	g := arena(t, "warrior")
	cl := g.CharacterSheet(g.Player)
	assert.Equal(t, []string{"Dv", "Pv"}, ruleset.Names(cl.Rules.Numbers), "the chapter's @ screen is as it was")
	assert.Contains(t, cl.Attacks[0].Text, "to hit")
	under(t, g, "drn")
	n := numbers[*drn.Numbers](t, g)
	s := g.CharacterSheet(g.Player)
	assert.Contains(t, rulesText(s), "Rules: drn")
	assert.Contains(t, rulesText(s), "Parry", "the warrior's large shield")
	require.NotEmpty(t, s.Attacks)
	assert.True(t, strings.HasPrefix(s.Attacks[0].Text, "Attack "), "drn's terms: %q", s.Attacks[0].Text)
	// Dv is drn's Defence: the chapter's less the shield, less 3 (drn.toml defence_offset), less the dark
	// for a human.
	d := g.arms.defenderOf(g.Player)
	parts := d.Defence.Parts(combat.Blow, true, d.Measure)
	want := 10 + n.DefenceOffset - n.Dark
	for k, v := range parts {
		if combat.DefenceKind(k) != combat.Shield {
			want += v
		}
	}
	def, _ := ruleset.Value(s.Rules.Numbers, "Defence")
	assert.Equal(t, want, def)
	at := g.arms.bumpStrike(g.Player).attack
	want = n.AttackBase + at.Profile().ToHit - n.Dark
	assert.Contains(t, s.Attacks[0].Text, fmt.Sprintf("Attack %d,", want))
}

func TestDRNMessagesSayShieldHitsAndGlances(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "drn")
	pl := g.Player
	require.Equal(t, "large shield", pl.Worn[SlotOff].Name)
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	shieldHits, glances := 0, 0
	for range 400 {
		pl.HP, pl.MaxHP, pl.Dead, pl.Bleeding = 1000, 1000, false, 0
		pl.RuleState = ruleset.State{} // rested
		g.Log = g.Log[:0]
		o := g.fight.strikeAt(k, pl, g.arms.bumpStrike(k))
		text := ""
		for _, m := range g.Log {
			text += m.Text + "\n"
		}
		switch {
		case o.ShieldHit && o.Glance:
			shieldHits++
			assert.Contains(t, text, "off your large shield", "a shield hit that glances")
		case o.ShieldHit:
			shieldHits++
			assert.Contains(t, text, "through your large shield", "a shield hit")
		case o.Glance:
			glances++
			assert.Contains(t, text, "glances off", "a glance")
		}
	}
	assert.Positive(t, shieldHits)
	t.Logf("400 kobold blows on the warrior: %d shield hits, %d other glances", shieldHits, glances)
}

func TestDRNFatigueGrowsAndRests(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "drn")
	n := numbers[*drn.Numbers](t, g)
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	enc := n.Encumbrance(g.arms.facts(pl))
	require.Positive(t, enc)
	k.HP, k.MaxHP = 500, 500
	g.fight.strikeAt(pl, k, g.arms.bumpStrike(pl))
	assert.Equal(t, enc, n.Fatigue(g.arms.facts(pl), g.Time), "an attack adds the encumbrance")
	g.Time += 10 // a second
	assert.Equal(t, max(0, enc-n.RestPerSecond), n.Fatigue(g.arms.facts(pl), g.Time), "rest takes fatigue off")
	pl.RuleState[0], pl.RuleState[1] = int64(n.MaxFatigue), g.Time
	b := g.arms.blowOf(pl, pl, g.arms.bumpStrike(pl).attack, g.arms.defenderOf(pl))
	assert.True(t, n.AttackOf(b).NoAttack, "at 100 fatigue no attack")
	b.Attack.Adjacent = true
	d := n.DefenceOf(b)
	assert.Zero(t, d.Defence, "and Defence 0")
	assert.Equal(t, 7, d.CritBelow, "100 / 15: a DRN of 6 or less is critical")
}

func TestDRNCreatureHitPointsFromData(t *testing.T) {
	doc, err := assets.Files.ReadFile("drn.toml")
	require.NoError(t, err)
	d, err := assets.Load(fstest.MapFS{"drn.toml": {Data: append(doc, []byte("\n[[creature]]\nname = \"kobold\"\nhp = 9\n")...)}})
	require.NoError(t, err)
	c, ok := d.Creature("kobold")
	require.True(t, ok)
	require.NotEqual(t, 9, c.HP)
	for _, tc := range []struct {
		rules string
		hp    int
	}{{"cleave", c.HP}, {"drn", 9}} {
		g, err := New(Config{Seed: 1, Data: d, Rules: tc.rules})
		require.NoError(t, err)
		k := g.dungeon.newCreature(c, gruid.Point{})
		assert.Equal(t, tc.hp, k.MaxHP, "a kobold's hit points under %s", tc.rules)
		assert.Equal(t, tc.hp, k.HP)
	}
}

func TestDRNTwoWeaponsPayTheirLengths(t *testing.T) {
	g := arena(t, "duelist")
	under(t, g, "drn")
	n := numbers[*drn.Numbers](t, g)
	pl := g.Player
	at := g.arms.bumpStrike(pl).attack
	require.True(t, at.TwoWeapon, "the duelist fights with rapier and dagger")
	one := at
	one.TwoWeapon = false
	two := n.AttackOf(g.arms.blowOf(pl, pl, at, combat.Defender{})).Attack
	alone := n.AttackOf(g.arms.blowOf(pl, pl, one, combat.Defender{})).Attack
	f := g.arms.facts(pl)
	lengths := n.Length(f, combat.MainHand) + n.Length(f, combat.OffHand)
	assert.Equal(t, 2, lengths, "two finesse weapons: Length 1 each")
	assert.Equal(t, alone-max(0, lengths-at.Style.TwoWeapon), two, "Attack less the Lengths, less Ambidextrous (the style's two-weapon rank)")
}

func TestDRNHarassmentDarkSleepAndDaze(t *testing.T) {
	g := arena(t, "warrior")
	under(t, g, "drn")
	n := numbers[*drn.Numbers](t, g)
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	blow := combat.Attack{Mode: combat.Blow, Adjacent: true}
	defence := func(a *Actor) int { return n.DefenceOf(g.arms.blowOf(nil, a, blow, g.arms.defenderOf(a))).Defence }
	fresh := defence(pl)
	n.After(g.arms.blowOf(k, pl, blow, g.arms.defenderOf(pl)))
	n.After(g.arms.blowOf(k, pl, blow, g.arms.defenderOf(pl)))
	assert.Equal(t, fresh-2*n.Harassment, defence(pl), "two attacks taken this round")
	g.Time += 10 * int64(n.RoundSeconds+1)
	assert.Equal(t, fresh, defence(pl), "a new round")
	// The dark: the human warrior has no darkvision, the kobold does.
	assert.False(t, n.Darkvision(g.arms.facts(pl)))
	assert.True(t, n.Darkvision(g.arms.facts(k)))
	kd := defence(k)
	require.Positive(t, kd)
	k.DazzledUntil = g.Time + 50
	assert.Equal(t, kd-kd*n.StunnedPercent/100, defence(k), "dazzled is stunned: −75%")
	k.DazzledUntil = 0
	k.Awake, k.Wanders = false, false // a wanderer is never asleep
	assert.Zero(t, defence(k), "asleep: Defence 0")
}
