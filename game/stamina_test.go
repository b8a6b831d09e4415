package game

import (
	"os"
	"strconv"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat"
)

// TestBattleScarredWhileRaging: RULES.md §27.2, §27.3 — the brute's Battle-scarred adds Protection 1 in any
// armour, 3 while raging and only then; the boldest stance starts the rage, another stance ends it.
func TestBattleScarredWhileRaging(t *testing.T) {
	g := arena(t, "brute")
	pl := g.Player
	base := g.CharacterSheet(pl).Pv
	pl.Worn[SlotBody] = Item{} // in any armour: none at all too
	bare := g.CharacterSheet(pl).Pv
	assert.Equal(t, 1, bare, "RULES.md §27.3: Battle-scarred 1 in no armour")
	assert.Greater(t, base, bare)
	frenzy := g.Stances()[len(g.Stances())-1]
	require.Positive(t, g.fight.changeStance(pl, frenzy))
	assert.True(t, pl.Raging, "RULES.md §27.2: the boldest stance starts the rage")
	assert.Equal(t, 3, g.CharacterSheet(pl).Pv, "RULES.md §27.3: 3 while raging")
	assert.Equal(t, 3, g.arms.talentProtection(pl))
	require.Positive(t, g.fight.changeStance(pl, "neutral"))
	assert.False(t, pl.Raging, "RULES.md §27.2: another stance ends it")
	assert.Equal(t, 1, g.CharacterSheet(pl).Pv)
	// Rage adds [rage]'s to-hit and damage to every blow.
	calm := g.arms.bumpStrike(pl).attack.Profile()
	pl.Raging = true
	hot := g.arms.bumpStrike(pl).attack.Profile()
	assert.Equal(t, calm.ToHit+g.data.Tactics.Rage.ToHit, hot.ToHit)
	assert.Equal(t, calm.Damage.Bonus+g.data.Tactics.Rage.Damage, hot.Damage.Bonus)
	// The warrior, without the talent, never rages and has no guard.
	w := arena(t, "warrior")
	require.Positive(t, w.fight.changeStance(w.Player, frenzy))
	assert.False(t, w.Player.Raging)
	assert.Zero(t, w.arms.talentProtection(w.Player))
}

// TestBulwarkAtSwordAndBoardThree: RULES.md §27.1, §27.3 — Bulwark comes at rank 3 in Sword and Board, with a
// message, and adds Protection 2 in any armour.
func TestBulwarkAtSwordAndBoardThree(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	before := g.CharacterSheet(pl).Pv
	pl.Skills["Sword and Board"] = 2
	pl.Practice["Sword and Board"] = g.fight.usesForRank(2) - 1
	from := len(g.Log)
	g.fight.trainSkill(pl, "Sword and Board")
	assert.Equal(t, 3, pl.Rank("Sword and Board"))
	assert.Contains(t, logSince(g, from), "You have a new talent: Bulwark.")
	assert.Equal(t, before+2, g.CharacterSheet(pl).Pv, "RULES.md §27.3: Bulwark 2")
	assert.Contains(t, g.CharacterSheet(pl).Talents, "Bulwark: Protection 2 in any armour.")
	assert.Equal(t, "Talents: Bulwark (Protection 2 in any armour.)", g.CharacterSheet(pl).TalentLine(lang.English()))
	pl.Skills["Twin Blades"] = 3
	assert.Equal(t, "Talents: Bulwark, Twin fangs", g.CharacterSheet(pl).TalentLine(lang.English()), "RULES.md §27.1: listed on @")
}

// TestTwinFangsAndSteadyAim: RULES.md §27.3 — a talent's to-hit counts for its mode only; two_weapon gives
// back part of each two-weapon penalty.
func TestTwinFangsAndSteadyAim(t *testing.T) {
	g := arena(t, "archer")
	pl := g.Player
	pl.Skills["Archer"] = 2
	assert.Zero(t, g.arms.buildStrike(pl, SlotMissile, combat.Shot).attack.TalentToHit)
	pl.Skills["Archer"] = 3
	assert.Equal(t, 1, g.arms.buildStrike(pl, SlotMissile, combat.Shot).attack.TalentToHit, "Steady aim: +1 to shots")
	assert.Zero(t, g.arms.bumpStrike(pl).attack.TalentToHit, "and nothing to blows")

	a := Actor{Skills: map[string]int{"Twin Blades": 3}}
	at := combat.Attack{TwoWeapon: true, Hand: combat.OffHand}
	g.arms.addTalents(&a, &at)
	assert.Equal(t, 1, at.TalentToHit, "Twin fangs: 1 of the off hand's penalty back")
	at = combat.Attack{TwoWeapon: true, Style: combat.RankStep{TwoWeapon: 4}}
	g.arms.addTalents(&a, &at)
	assert.Zero(t, at.TalentToHit, "never more than the penalty left")
}

// TestDazzledByABash: RULES.md §24.1 — a shield bash that hits dazzles its target for bash_seconds: −4 to hit,
// −2 Defence; it ends with time.
func TestDazzledByABash(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.HP, k.MaxHP = 500, 500
	for range 50 {
		g.fight.bash(g.Player, gruid.Point{X: 1})
		if g.arms.dazzled(k) {
			break
		}
	}
	require.True(t, g.arms.dazzled(k), "a bash hit in 50")
	assert.Contains(t, logSince(g, 0), "The kobold is dazzled.")
	assert.Equal(t, []string{"Dazzled"}, g.MomentWords(k))
	plain := g.arms.bumpStrike(k).attack
	at := plain
	g.arms.moment(k, &at)
	assert.Equal(t, plain.Profile().ToHit-4, at.Profile().ToHit, "RULES.md §24.1: −4 to hit")
	d := g.arms.defenderOf(k)
	before := d.Defence.Total(combat.Blow, true, false)
	g.arms.momentDefence(k, &d)
	assert.Equal(t, before-2, d.Defence.Total(combat.Blow, true, false), "RULES.md §24.1: −2 Defence")
	assert.Equal(t, g.arms.defence(k), g.arms.defence(k), "the sheet's Defence leaves it out")
	// It ends.
	g.Time = k.DazzledUntil
	g.fight.endMoments(k, g.Time)
	assert.False(t, g.arms.dazzled(k))
}

// TestStaminaByStance: RULES.md §26.1, §26.2 — frenzy drains 2 every 6 seconds; at 0 you are winded, fall back to
// neutral, and cannot take frenzy again until stamina is back to `winded`.
func TestStaminaByStance(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	top := g.arms.maxStamina(pl)
	assert.Equal(t, 20+2*combat.Mod(pl.Str), top, "RULES.md §26.1: base + per_strength × modifier")
	require.Positive(t, g.fight.changeStance(pl, "frenzy"))
	g.fight.staminaTick(pl, 0, 60)
	assert.Equal(t, top-2, g.arms.stamina(pl), "RULES.md §26.1: frenzy −2 each 6 s")
	drain := int64(top-2) / 2 // the 6-second steps left to 0
	g.fight.staminaTick(pl, 60, 60*(1+drain))
	assert.Zero(t, g.arms.stamina(pl))
	assert.True(t, pl.Winded, "RULES.md §26.2: winded at 0")
	assert.Equal(t, "neutral", pl.Stance, "RULES.md §26.2: falls back from a draining stance")
	assert.Contains(t, g.MomentWords(pl), "Winded")
	assert.Zero(t, g.fight.changeStance(pl, "frenzy"), "RULES.md §26.2: refused while winded")
	at := g.arms.bumpStrike(pl).attack
	g.arms.moment(pl, &at)
	assert.Equal(t, -2, at.MomentToHit, "RULES.md §26.2: winded −2 to hit")
	// Neutral gives 1 every 6 s: winded until 6.
	g.fight.staminaTick(pl, 0, 60*5)
	assert.True(t, pl.Winded)
	g.fight.staminaTick(pl, 60*5, 60*6)
	assert.False(t, pl.Winded, "RULES.md §26.2: breath back at `winded`")
}

// TestStanceChangeTakesTime: RULES.md §26.4 — a change of stance takes stance_seconds; the stance held is refused.
func TestStanceChangeTakesTime(t *testing.T) {
	g := arena(t, "warrior")
	t0 := g.Time
	r := g.Do(Action{Kind: ActStance, Stance: "defensive"})
	assert.True(t, r.Took)
	assert.Equal(t, t0+30, g.Time, "RULES.md §26.4: 3 seconds")
	r = g.Do(Action{Kind: ActStance, Stance: "defensive"})
	assert.False(t, r.Took)
	assert.NotEmpty(t, r.Refusal)
}

// TestFreeBlowAtAFoeSteppingAway: RULES.md §26.3 — a kobold stepping away from you gets your free blow, for 2
// stamina, once a turn; you stepping away from an awake kobold get its.
func TestFreeBlowAtAFoeSteppingAway(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.HP, k.MaxHP = 500, 500
	g.TakeEvents()
	from := len(g.Log)
	g.moveOrAttack(k, gruid.Point{X: 5, Y: 4})
	os := attacksOf(g)
	require.Len(t, os, 1, "RULES.md §26.3: one free blow")
	assert.Contains(t, logSince(g, from), "You take a free blow as the kobold steps away.")
	assert.Equal(t, g.arms.maxStamina(pl)-2, g.arms.stamina(pl))
	// Not twice in a turn.
	g.Place(k, gruid.Point{X: 4, Y: 4})
	g.moveOrAttack(k, gruid.Point{X: 5, Y: 4})
	assert.Empty(t, attacksOf(g))
	// You step away from it: its free blow.
	g.Place(k, gruid.Point{X: 4, Y: 4})
	from = len(g.Log)
	g.moveOrAttack(pl, gruid.Point{X: 2, Y: 4})
	assert.Len(t, attacksOf(g), 1)
	assert.Contains(t, logSince(g, from), "The kobold takes a free blow as you step away.")
	// A sleeping creature takes none.
	g.Turns++
	k.Awake = false
	k.Pos, pl.Pos = gruid.Point{X: 4, Y: 4}, gruid.Point{X: 3, Y: 4}
	g.moveOrAttack(pl, gruid.Point{X: 2, Y: 4})
	assert.Empty(t, attacksOf(g))
}

// TestStealthChance: RULES.md §23.1 — the chance to be noticed, exactly: base, less rank and distance, plus
// armour and burden noise, within min_percent and 100.
func TestStealthChance(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.Awake, k.Wanders = false, false
	st := g.data.Tactics.Stealth
	chain := 3 // the warrior's chain mail shirt's Protection
	assert.Equal(t, st.SleepPercent+st.ArmourNoise*chain, g.arms.stealthChance(k, pl))
	k.Wanders = true
	g.Place(k, gruid.Point{X: 7, Y: 4})
	pl.Skills[st.Skill] = 2
	assert.Equal(t, st.WanderPercent-2*st.PerRank-3*st.PerCell+st.ArmourNoise*chain, g.arms.stealthChance(k, pl))
	pl.Worn[SlotBody] = Item{}
	pl.Skills[st.Skill] = 10
	k.Wanders = false
	assert.Equal(t, st.MinPercent, g.arms.stealthChance(k, pl), "never below min_percent")
	// Going unnoticed trains it.
	pl.Skills[st.Skill] = 0
	for range 200 {
		g.monsters.notices(k, pl)
	}
	assert.Positive(t, pl.Practice[st.Skill]+pl.Skills[st.Skill], "RULES.md §23.2: trained by going unnoticed")
}

// TestTumble: RULES.md §25.1 — attacks on an unburdened, lightly armoured player train Tumble, whose rank adds to
// Dodge by the rank table; in chain mail they do not.
func TestTumble(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	assert.False(t, g.arms.tumbleTrains(pl), "chain mail: no tumbling")
	pl.Worn[SlotBody] = Item{}
	assert.True(t, g.arms.tumbleTrains(pl))
	dv := g.CharacterSheet(pl).Dv
	pl.Skills["Tumble"] = 10
	assert.Equal(t, dv+g.data.Tactics.Tumble.Dodge[10]+1, g.CharacterSheet(pl).Dv, "rank 10's Dodge, and Light feet's +1")
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	pl.Skills["Tumble"] = 0
	pl.HP, pl.MaxHP = 500, 500
	g.fight.melee(k, pl)
	assert.Equal(t, 1, pl.Practice["Tumble"], "one attack, one use")
}

// TestBotStamina: the bot uses stances and stamina sensibly: over the seeds it never asks for a draining stance
// while winded (nor loops on a refused stance), never dies winded in a draining stance, rarely runs out of breath
// at all, and spends few of its actions changing stance. CLEAVE_STAMINA_SEEDS
// sets how many seeds (100 for the long run; 8 in the normal run).
func TestBotStamina(t *testing.T) {
	seeds := 8
	if s := os.Getenv("CLEAVE_STAMINA_SEEDS"); s != "" {
		n, err := strconv.Atoi(s)
		require.NoError(t, err)
		seeds = n
	}
	totalActs, totalStances, winded, winds := 0, 0, 0, 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		g := newGame(t, seed)
		for i := 0; i < 1500 && !g.Over; i++ {
			a := g.BotAction()
			if a.Kind == ActStance {
				totalStances++
				s, ok := g.data.Stance(a.Stance)
				require.True(t, ok)
				assert.False(t, g.Player.Winded && s.Stamina < 0, "seed %d: it asks for a draining stance while winded", seed)
			}
			if g.Player.Winded {
				winded++
			}
			was := g.Player.Winded
			r := g.Do(a)
			if !was && g.Player.Winded {
				winds++
			}
			require.True(t, r.Took || a.Kind != ActStance, "seed %d: a stance change refused: %s", seed, r.Refusal)
			totalActs++
		}
		if g.Over {
			assert.False(t, g.Player.Winded && g.arms.stanceRow(g.Player).Stamina < 0, "seed %d: died winded in a draining stance", seed)
		}
	}
	t.Logf("%d seeds: %d actions, %d stance changes, %d times out of breath, %d actions winded", seeds, totalActs, totalStances, winds, winded)
	assert.LessOrEqual(t, winds*4, seeds, "it rarely runs out of breath: it drops a draining stance at half its stamina and between fights")
	assert.Less(t, totalStances*10, totalActs, "stance changes are under a tenth of its actions")
}
