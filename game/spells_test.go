package game

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// inPlate puts the player of g in a suit of plate armour and a great helm, and full health well above any hit.
func inPlate(t *testing.T, g *Game) *Actor {
	t.Helper()
	pl := g.Player
	for _, name := range []string{"suit of plate armour", "great helm"} {
		it, ok := itemNamed(g.data, name, 1)
		require.True(t, ok, name)
		g.gear.addToPack(pl, it)
		_, ok = g.gear.equip(pl, indexOf(pl.Pack, it), false)
		require.True(t, ok, name)
	}
	pl.MaxHP, pl.HP = 1000, 1000
	return pl
}

// TestFireballThroughPlateGame: RULES.md §28.2, §28.3 through the game layer: a fireball's damage is not
// reduced by plate (the player loses all of it), but fire resistance takes exactly its share.
func TestFireballThroughPlateGame(t *testing.T) {
	g := newGame(t, 1)
	pl := inPlate(t, g)
	d := g.arms.defenderOf(pl)
	prot, _ := d.ProtectionAgainst(combat.Slashing, 0)
	require.Greater(t, prot, 5, "plate soaks blows")
	fireball, ok := g.data.Spell("fireball")
	require.True(t, ok)
	fire, _, _ := g.data.Element("fire")
	for level := 0; level <= 4; level++ {
		pl.Resist = make([]int, int(fire)+1)
		pl.Resist[fire] = level
		for range 30 {
			before := pl.HP
			o := g.spells.spellOn(nil, pl, fireball)
			require.True(t, o.Hit, "a blast never misses")
			share := o.Damage * level * g.data.Resist.Step / 100
			assert.Equal(t, share, o.Resisted, "level %d", level)
			assert.Equal(t, o.Damage-share, before-pl.HP, "plate takes nothing, resistance its share")
		}
	}
}

// TestSpearTrapSoaked: RULES.md §29.1: a spear trap's spear is soaked by Protection like a blow; a pit's
// fall is not (§28.2).
func TestSpearTrapSoaked(t *testing.T) {
	g := newGame(t, 2)
	pl := inPlate(t, g)
	spear, ok := g.data.Trap("spear trap")
	require.True(t, ok)
	pit, ok := g.data.Trap("pit")
	require.True(t, ok)
	hits, soaked := 0, 0
	for range 200 {
		pl.HP = pl.MaxHP
		before := pl.HP
		o := g.trapping.missile(spear, pl)
		if o.Hit {
			hits++
			soaked += o.Soaked
			assert.Greater(t, o.Soaked, 0, "plate soaks a spear")
			assert.Equal(t, max(0, o.Damage-o.Soaked), before-pl.HP)
		}
		before = pl.HP
		f := g.trapping.fall(pit, pl)
		assert.Equal(t, f.Damage, f.Dealt, "a fall goes straight through plate")
		assert.Equal(t, f.Damage, before-pl.HP)
		assert.Zero(t, f.Soaked)
	}
	assert.Greater(t, hits, 10)
	// The trap's odds are an attack's: Protection counts in them as for a blow.
	rep, err := combat.Odds(TrapAttack(spear), g.arms.defenderOf(pl))
	require.NoError(t, err)
	bare, err := combat.Odds(TrapAttack(spear), combat.Defender{HP: 1000, Defence: g.arms.defenderOf(pl).Defence})
	require.NoError(t, err)
	assert.Less(t, rep.MeanDamage, bare.MeanDamage)
}

// TestCasterAndPlayerSameOdds: RULES.md §31: a caster's bolt and the player's bolt of the same spell, at the
// same rank, have the same odds against the same target.
func TestCasterAndPlayerSameOdds(t *testing.T) {
	g, err := New(Config{Seed: 3, Character: Character{Race: "human", Background: "hedge mage"}})
	require.NoError(t, err)
	pl := g.Player
	require.Contains(t, pl.Spells, "fire bolt", "a hedge mage starts with the fire bolt (spells.toml learned_by)")
	shamanRow, ok := g.data.Creature("kobold shaman")
	require.True(t, ok)
	shaman := g.dungeon.newCreature(shamanRow, pl.Pos)
	require.Contains(t, shaman.Spells, "fire bolt")
	shaman.Skills["Sorcery"] = pl.Rank("Sorcery")
	bolt, _ := g.data.Spell("fire bolt")
	goblinRow, _ := g.data.Creature("goblin")
	target := g.arms.defenderOf(g.dungeon.newCreature(goblinRow, pl.Pos))
	mine := combat.SpellOdds(g.arms.spell(pl, bolt), target, g.data.Resist)
	theirs := combat.SpellOdds(g.arms.spell(shaman, bolt), target, g.data.Resist)
	assert.Equal(t, mine, theirs)
	assert.Greater(t, mine.Hit, 0.3)
	// A dazzle on the caster spoils it (RULES.md §30.5: the dazzle of §24.1).
	shaman.DazzledUntil = g.Time + 100
	assert.Less(t, combat.SpellOdds(g.arms.spell(shaman, bolt), target, g.data.Resist).Hit, mine.Hit)
}

// TestCastTrainsAndRecharges: RULES.md §30.3, §30.4: a cast trains the spell's skill, and the same spell
// waits for its recharge.
func TestCastTrainsAndRecharges(t *testing.T) {
	g, err := New(Config{Seed: 5, Character: Character{Race: "elf", Background: "hedge mage"}})
	require.NoError(t, err)
	pl := g.Player
	pl.HP = 1
	r := g.Do(Action{Kind: ActCast, Spell: "mend"})
	require.True(t, r.Took, r.Refusal)
	assert.Greater(t, pl.HP, 1, "mend heals")
	assert.Equal(t, 1, pl.Practice["Sorcery"])
	r = g.Do(Action{Kind: ActCast, Spell: "mend"})
	assert.False(t, r.Took)
	assert.Equal(t, "You cannot cast mend again yet.", r.Refusal)
	r = g.Do(Action{Kind: ActCast, Spell: "fireball", Target: pl.Pos.Add(dirs[0])})
	assert.Equal(t, "You do not know fireball.", r.Refusal)
	assert.True(t, g.spells.learn(pl, "fireball"), "a book or a scroll teaches through Learn")
}

// TestCreaturesAvoidKnownTraps: RULES.md §29.4: a creature does not step onto a trap it knows, and springs
// one it does not.
func TestCreaturesAvoidKnownTraps(t *testing.T) {
	g := newGame(t, 6)
	row, _ := g.data.Creature("kobold")
	var at = g.Player.Pos
	for _, d := range dirs {
		if p := g.Player.Pos.Add(d); g.Level.At(p).Passable() && g.ActorAt(p) == nil {
			at = p
			break
		}
	}
	k := g.dungeon.newCreature(row, at)
	g.dungeon.addActor(k)
	var to = at
	for _, d := range dirs {
		if p := at.Add(d); g.Level.At(p).Passable() && g.ActorAt(p) == nil && p != g.Player.Pos {
			to = p
			break
		}
	}
	require.NotEqual(t, at, to)
	g.Traps = append(g.Traps, Trap{Name: "pit", Pos: to})
	k.KnowsTraps = true
	assert.Zero(t, g.moveOrAttack(k, to), "it knows the pit")
	assert.Equal(t, at, k.Pos)
	k.KnowsTraps = false
	k.HP, k.MaxHP = 100, 100
	assert.NotZero(t, g.moveOrAttack(k, to))
	assert.Equal(t, to, k.Pos)
	assert.Less(t, k.HP, 100, "it fell in")
	assert.True(t, g.Traps[len(g.Traps)-1].Sprung)
}

// TestNoticeAndDisarm: RULES.md §29.2, §29.3: searching next to a trap finds it sooner or later, a found
// trap is stepped over, and a disarm removes it or fails.
func TestNoticeAndDisarm(t *testing.T) {
	g := newGame(t, 8)
	pl := g.Player
	var p = pl.Pos
	for _, d := range dirs {
		if q := pl.Pos.Add(d); g.Level.At(q).Passable() && g.ActorAt(q) == nil {
			p = q
			break
		}
	}
	g.Traps = append(g.Traps, Trap{Name: "arrow trap", Pos: p})
	for range 100 {
		if g.FoundTrapAt(p) != nil {
			break
		}
		g.trapping.notice(pl, true)
	}
	require.NotNil(t, g.FoundTrapAt(p), "a search finds it")
	for range 50 {
		if g.trapping.at(p) == nil || g.Over {
			break
		}
		pl.HP = pl.MaxHP
		g.Do(Action{Kind: ActDisarm, Dir: p.Sub(pl.Pos)})
	}
	assert.Nil(t, g.trapping.at(p), "disarmed at last")
}

// TestBotCastsAndIsCastAt: the bot, a hedge mage, casts and is cast at over many seeds without a panic;
// casters appear from the depth the data gives. CLEAVE_LONG=1 plays 120 seeds, else 12.
func TestBotCastsAndIsCastAt(t *testing.T) {
	seeds, turns := 12, 600
	if os.Getenv("CLEAVE_LONG") != "" {
		seeds, turns = 120, 1500
	}
	cast, castAt, sprung := 0, 0, 0
	for seed := uint64(1); seed <= uint64(seeds); seed++ {
		bg := []string{"hedge mage", "warrior"}[seed%2]
		g, err := New(Config{Seed: seed, Character: Character{Race: "human", Background: bg}})
		require.NoError(t, err)
		for i := 0; i < turns && !g.Over; i++ {
			g.Act(g.BotAction())
			for _, e := range g.TakeEvents() {
				switch {
				case (e.Kind == EventBolt || e.Kind == EventBeam || e.Kind == EventBlast || e.Kind == EventSelf) && e.Actor == 0:
					cast++
				case e.Kind == EventAttack && e.Target == 0 && e.Outcome.Elemental:
					castAt++
				case e.Kind == EventTrap:
					sprung++
				}
			}
			for _, c := range g.Creatures {
				if len(c.Spells) > 0 {
					row, _ := g.data.Creature(c.Kind)
					assert.GreaterOrEqual(t, g.Depth, row.DepthMin, "casters appear from their depth")
				}
			}
		}
	}
	t.Logf("%d seeds: the bot cast %d spells, was struck by %d, %d traps went off", seeds, cast, castAt, sprung)
	assert.Greater(t, cast, 0)
	assert.Greater(t, castAt, 0)
}

// TestLookSaysSpellsAndResistances: the look screen names a caster's spells and a creature's resistances in
// words, never their numbers (RULES.md §28.3, §31).
func TestLookSaysSpellsAndResistances(t *testing.T) {
	g := newGame(t, 1)
	sh := g.SpawnForTest("kobold shaman")
	assert.Contains(t, g.spells.lookLines(sh), "It casts fire bolt and dazzle.")
	sk := g.SpawnForTest("skeleton")
	assert.Equal(t, []string{"It resists cold.", "It cannot be hurt by poison."}, g.spells.lookLines(sk))
}

// TestResistanceRing: RULES.md §19.2, §28.3, §19.4: a ring of fire resistance adds its level to the
// wearer's; the roll counts it unknown, the player's screens only once known; the fire it first takes its
// share of makes it known, with words and no number; a cursed ring of kindling is a weakness.
func TestResistanceRing(t *testing.T) {
	g := newGame(t, 1)
	pl := g.Player
	fire, _, _ := g.data.Element("fire")
	base := g.arms.resistances(pl)[fire]
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "fire resistance")
	assert.Equal(t, base+1, g.arms.resistances(pl)[fire], "the roll counts it")
	g.arms.knownOnly = true
	assert.Equal(t, base, g.arms.resistances(pl)[fire], "the player's screens do not, while it is unknown")
	g.arms.knownOnly = false
	fireball, ok := g.data.Spell("fireball")
	require.True(t, ok)
	for i := 0; i < 50 && !pl.Worn[SlotLeftRing].Known; i++ {
		pl.HP = pl.MaxHP
		o := g.spells.spellOn(nil, pl, fireball)
		if o.Resisted > 0 {
			assert.Equal(t, o.Damage*(base+1)*g.data.Resist.Step/100, o.Resisted)
		}
	}
	require.True(t, pl.Worn[SlotLeftRing].Known, "the fire made it known")
	assert.Contains(t, strings.Join(lastLines(g, 3), "\n"), "Something you wear shields you from the fire.")
	g.arms.knownOnly = true
	assert.Equal(t, base+1, g.arms.resistances(pl)[fire], "known: the screens count it")
	g.arms.knownOnly = false
	pl.Worn[SlotLeftRing] = magical(ItemArmour, "ring of bone", "kindling")
	assert.Equal(t, base-1, g.arms.resistances(pl)[fire], "a cursed ring: a weakness")
}

// lastLines is the text of the log's last n lines.
func lastLines(g *Game, n int) []string {
	var out []string
	for _, m := range g.Log[max(0, len(g.Log)-n):] {
		out = append(out, m.Text)
	}
	return out
}
