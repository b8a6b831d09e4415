// Tests of the player's toolbox and the creatures' lives: shots, throws, bashes, stances, training, wounds, items, factions, levels kept by depth.

package game

import (
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// arena makes a game of the given background on a bare 20×9 room, the player at (3,4), nobody else.
func arena(t *testing.T, background string) *Game {
	t.Helper()
	g, err := New(Config{Seed: 11, Character: Character{Name: "T", Race: "human", Background: background}})
	require.NoError(t, err)
	l := levels.NewLevel(20, 9)
	for y := 1; y < 8; y++ {
		for x := 1; x < 19; x++ {
			l.Set(gruid.Point{X: x, Y: y}, levels.Floor)
		}
	}
	l.Up, l.Down = gruid.Point{X: 1, Y: 1}, gruid.Point{X: 18, Y: 7}
	pl := g.Player
	pl.Pos = gruid.Point{X: 3, Y: 4}
	g.Floor = &Floor{Level: l, Seen: make([]bool, 20*9)}
	g.Floors[0] = g.Floor
	g.Visible = make([]bool, 20*9)
	g.updateSight()
	return g
}

// put places an awake creature of the bestiary at p.
func put(t *testing.T, g *Game, kind string, p gruid.Point) *Actor {
	t.Helper()
	c, ok := g.data.Creature(kind)
	require.True(t, ok, kind)
	a := g.dungeon.newCreature(c, p)
	g.dungeon.addActor(a)
	a.Awake = true
	g.updateSight()
	return a
}

func eventsOf(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

func TestArcherShoots(t *testing.T) {
	g := arena(t, "archer")
	pl := g.Player
	require.True(t, g.Shots().CanShoot(pl), "an archer starts with a bow and arrows in the quiver")
	arrows := pl.Worn[SlotAmmo].Count
	k := put(t, g, "kobold", gruid.Point{X: 8, Y: 4})
	k.HP, k.MaxHP = 500, 500 // it stays to be shot at
	at := k.Pos
	require.True(t, g.Act(Action{Kind: ActFire, Target: at}))
	evs := g.TakeEvents()
	missiles := eventsOf(evs, EventMissile)
	require.Len(t, missiles, 1)
	assert.Equal(t, pl.Pos, missiles[0].From)
	assert.Equal(t, at, missiles[0].To, "the arrow flies to the first creature on its line")
	attacks := eventsOf(evs, EventAttack)
	require.NotEmpty(t, attacks)
	assert.Equal(t, combat.Shot, attacks[0].Mode)
	assert.Equal(t, arrows-1, pl.Worn[SlotAmmo].Count, "a shot uses an arrow")
	// The arrow lies where it stopped unless it broke on a hit.
	landed := 0
	for _, it := range g.ItemsAt(at) {
		if it.Kind == ItemAmmo {
			landed += it.Count
		}
	}
	assert.True(t, landed == 1 || attacks[0].Outcome.Hit, "a missed arrow lands by its target")
	assert.Equal(t, 1, pl.Practice["Bows"], "a shot trains Bows")
	assert.Equal(t, 1, pl.Practice["Archer"], "and the Archer style")
}

func TestLineOfFireStopsAtWallsAndCreatures(t *testing.T) {
	g := arena(t, "archer")
	g.Level.Set(gruid.Point{X: 6, Y: 4}, levels.Wall)
	path, hit := g.Shots().FlightPath(g.Player.Pos, gruid.Point{X: 10, Y: 4}, 10)
	assert.Nil(t, hit)
	assert.Equal(t, []gruid.Point{{X: 4, Y: 4}, {X: 5, Y: 4}}, path, "the wall stops the arrow")
	g.Level.Set(gruid.Point{X: 6, Y: 4}, levels.Floor)
	r := put(t, g, "giant rat", gruid.Point{X: 5, Y: 4})
	put(t, g, "kobold", gruid.Point{X: 8, Y: 4})
	_, hit = g.Shots().FlightPath(g.Player.Pos, gruid.Point{X: 8, Y: 4}, 10)
	assert.Equal(t, r, hit, "the first creature in the way takes the shot")
}

func TestThrowSpear(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.Pack = append(pl.Pack, Item{Kind: ItemWeapon, Name: "spear", Count: 1})
	k := put(t, g, "kobold", gruid.Point{X: 7, Y: 4})
	k.HP, k.MaxHP = 500, 500
	i := len(pl.Pack) - 1
	at := k.Pos
	require.True(t, g.Act(Action{Kind: ActThrow, Item: i, Target: at}))
	attacks := eventsOf(g.TakeEvents(), EventAttack)
	require.NotEmpty(t, attacks)
	assert.Equal(t, combat.Throw, attacks[0].Mode)
	assert.Equal(t, "spear", attacks[0].Weapon)
	assert.Len(t, pl.Pack, i, "the spear left the pack")
	assert.NotEmpty(t, g.ItemsAt(at), "the spear lies by its target")
}

func TestShieldBash(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	var hit *Event
	for try := 0; try < 100 && hit == nil; try++ {
		k.HP, k.MaxHP = 500, 500
		g.Place(k, gruid.Point{X: 4, Y: 4})
		before := g.Time
		require.True(t, g.Act(Action{Kind: ActBash, Dir: gruid.Point{X: 1}}))
		// RULES.md §14: a bash takes the time of a plain blow, 6 seconds, whatever the weapon.
		require.Equal(t, int64(60), g.Time-before)
		for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
			if e.Actor == 0 && e.Outcome.Hit && !e.Outcome.Critical {
				e := e
				hit = &e
			}
		}
	}
	require.NotNil(t, hit, "a bash lands in 100 tries")
	assert.Equal(t, combat.Bash, hit.Mode)
	assert.Equal(t, "large shield", hit.Weapon)
	// RULES.md §14: a bash does the shield's bash dice plus Strength: large shield 1d4, Str 13 +1.
	assert.True(t, hit.Outcome.Damage >= 2 && hit.Outcome.Damage <= 5, "bash damage %d outside 1d4+1", hit.Outcome.Damage)
}

func TestStanceChangesTheSheet(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	base := g.CharacterSheet(pl).Attacks[0].Text
	g.Act(Action{Kind: ActStance, Stance: "frenzy"})
	// RULES.md §11: frenzy +2 to hit, +4 damage.
	assert.Equal(t, "frenzy", pl.Stance)
	frenzy := g.CharacterSheet(pl).Attacks[0].Text
	assert.NotEqual(t, base, frenzy)
	// Human warrior: Strength 13 (+1), Long blades rank 2 (+1, +1); frenzy +2, +4.
	assert.True(t, strings.HasPrefix(frenzy, "+4 to hit, 1d9+6"), frenzy)
	g.Act(Action{Kind: ActStance, Stance: "coward"})
	// Coward −4, −3.
	assert.True(t, strings.HasPrefix(g.CharacterSheet(pl).Attacks[0].Text, "-2 to hit, 1d9-1"), g.CharacterSheet(pl).Attacks[0].Text)
}

func TestTwoWeaponsBlowFromEachHand(t *testing.T) {
	g := arena(t, "duelist")
	pl := g.Player
	require.Equal(t, "rapier", pl.Worn[SlotMain].Name)
	require.Equal(t, "dagger", pl.Worn[SlotOff].Name)
	sh := g.CharacterSheet(pl)
	require.Len(t, sh.Attacks[:2], 2)
	assert.Contains(t, sh.Attacks[1].Label, "Off hand")
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.HP, k.MaxHP = 500, 500
	g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}})
	var weapons []string
	for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
		if e.Actor == pl.ID {
			weapons = append(weapons, e.Weapon)
		}
	}
	assert.Equal(t, []string{"rapier", "dagger"}, weapons, "a bump with two weapons is a blow with each")
}

func TestTrainingRaisesRanks(t *testing.T) {
	g := arena(t, "brute")
	pl := g.Player
	require.Equal(t, 2, pl.Rank("Axes"))
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	for i := 0; i < g.fight.usesForRank(2); i++ {
		k.HP, k.MaxHP, k.Dead = 500, 500, false
		pl.HP = pl.MaxHP
		g.fight.strikeAt(pl, k, g.arms.buildStrike(pl, SlotMain, combat.Blow))
	}
	assert.Equal(t, 3, pl.Rank("Axes"), "%d attacks raise a rank 2 skill to 3", g.fight.usesForRank(2))
	assert.Equal(t, 0, pl.Practice["Axes"])
	assert.Equal(t, 2, pl.Rank("Two-handed"), "the style trains too (from rank 1: 10 then 40 attacks)")
}

func TestBleedingRunsItsCourse(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.Bleeding, pl.BleedCause = 3, "a kobold's spear"
	hp := pl.HP
	for i := 0; i < 3; i++ {
		g.Act(Action{Kind: ActWait})
	}
	// A hit point every 6 seconds for 18 seconds, no recovery while bleeding.
	assert.Equal(t, hp-3, pl.HP)
	assert.Equal(t, 0, pl.Bleeding, "the wound stops bleeding")
	assert.Contains(t, strings.Join(lastTexts(g, 3), "|"), "Your wound stops bleeding.")
}

func TestBleedingToDeathNamesTheWound(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.HP, pl.Bleeding, pl.BleedCause = 2, 5, "a kobold's spear"
	for i := 0; i < 5 && !g.Over; i++ {
		g.Act(Action{Kind: ActWait})
	}
	require.True(t, g.Over)
	assert.Equal(t, "bleeding from a kobold's spear", g.Cause)
}

func lastTexts(g *Game, n int) []string {
	var out []string
	for _, m := range g.Log[max(0, len(g.Log)-n):] {
		out = append(out, m.Text)
	}
	return out
}

func TestRecoveryOverTime(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.HP = pl.MaxHP - 5
	for i := 0; i < 20; i++ { // 120 seconds: 6 hit points at one per 20 seconds
		g.Act(Action{Kind: ActWait})
	}
	assert.Equal(t, pl.MaxHP, pl.HP)
}

func TestPickUpDropWieldTakeOff(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	g.gear.dropItem(pl.Pos, Item{Kind: ItemWeapon, Name: "battle axe", Count: 1})
	require.True(t, g.Act(Action{Kind: ActPickUp}))
	i := indexOf(pl.Pack, Item{Kind: ItemWeapon, Name: "battle axe", Count: 1})
	require.GreaterOrEqual(t, i, 0)
	require.True(t, g.Act(Action{Kind: ActWield, Item: i}))
	assert.Equal(t, "battle axe", pl.Worn[SlotMain].Name)
	assert.Contains(t, g.CharacterSheet(pl).Attacks[0].Text, "1d8")
	require.True(t, g.Act(Action{Kind: ActTakeOff, Slot: SlotBody}))
	assert.True(t, pl.Worn[SlotBody].IsZero())
	assert.Equal(t, 0, g.CharacterSheet(pl).Pv, "no armour, no Protection")
	j := indexOf(pl.Pack, Item{Kind: ItemArmour, Name: "chain mail shirt", Count: 1})
	require.True(t, g.Act(Action{Kind: ActDrop, Item: j}))
	assert.Len(t, g.ItemsAt(pl.Pos), 1)
}

func TestBurdenCapsDexterity(t *testing.T) {
	g := arena(t, "archer")
	pl := g.Player
	pl.Dex = 20 // +5, limited by the leather jerkin to +6: +5 counts
	free := g.arms.defence(pl).Parts(combat.Blow, true, false)[combat.Dexterity]
	require.Equal(t, 5, free)
	// RULES.md §4.2: Dexterity adds at most +3 burdened, +1 strained, nothing overloaded.
	for _, tc := range []struct {
		pounds float64
		want   int
	}{{5.5, 3}, {8, 1}, {10.5, 0}} {
		pl.Pack = nil
		// Load limits are per point of Strength: 5, 7.5 and 10 pounds; add what makes tc.pounds a point.
		bullet := Item{Kind: ItemAmmo, Name: "sling bullet", Count: 1}
		extra := tc.pounds*float64(pl.Str) - g.CarriedWeight(pl)
		bullet.Count = int(extra/g.gear.itemWeight(bullet)) + 1
		pl.Pack = append(pl.Pack, bullet)
		got := g.arms.defence(pl).Parts(combat.Blow, true, false)[combat.Dexterity]
		assert.Equal(t, tc.want, got, "%s", BurdenName(lang.English(), g.Burden(pl)))
	}
}

func TestCreaturesOfHostileFactionsFight(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 10, Y: 4})
	r := put(t, g, "giant rat", gruid.Point{X: 11, Y: 4})
	require.True(t, g.data.Hostile(k.Faction, r.Faction), "kobolds and vermin are enemies")
	k.HP, k.MaxHP, r.HP, r.MaxHP = 500, 500, 500, 500
	g.updateSight()
	require.True(t, g.IsVisible(k.Pos))
	g.monsters.turn(r)
	attacks := eventsOf(g.TakeEvents(), EventAttack)
	require.NotEmpty(t, attacks, "the rat attacks the kobold beside it")
	assert.Equal(t, r.ID, attacks[0].Actor)
	assert.Equal(t, k.ID, attacks[0].Target)
	msg := g.Log[len(g.Log)-1].Text
	assert.Regexp(t, `^The giant rat (bites|misses) the kobold|^The kobold`, msg)
	// Out of sight: the player only hears it.
	g.Level.Set(gruid.Point{X: 7, Y: 3}, levels.Wall)
	g.Level.Set(gruid.Point{X: 7, Y: 4}, levels.Wall)
	g.Level.Set(gruid.Point{X: 7, Y: 5}, levels.Wall)
	for y := 1; y < 8; y++ {
		g.Level.Set(gruid.Point{X: 7, Y: y}, levels.Wall)
	}
	g.updateSight()
	require.False(t, g.IsVisible(k.Pos))
	g.Turns++
	g.monsters.turn(r)
	assert.Equal(t, "You hear fighting.", g.Log[len(g.Log)-1].Text)
}

func TestWeakCreaturesFlee(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 5, Y: 4})
	k.HP = 1
	g.monsters.beginTurn()
	from := k.Pos
	g.monsters.turn(k)
	assert.True(t, k.Fleeing)
	assert.Greater(t, levels.Distance(k.Pos, g.Player.Pos), levels.Distance(from, g.Player.Pos), "it steps away")
}

func TestArcherKeepsDistanceAndShoots(t *testing.T) {
	g := arena(t, "warrior")
	a := put(t, g, "kobold archer", gruid.Point{X: 9, Y: 4})
	require.True(t, g.Shots().CanShoot(a), "the game gives archers arrows")
	g.monsters.beginTurn()
	g.monsters.turn(a)
	assert.NotEmpty(t, eventsOf(g.TakeEvents(), EventMissile), "at range it shoots")
	// Next to the player, it steps back rather than stab (the player, winded, takes no free blow: RULES.md
	// §26.3).
	g.Place(a, gruid.Point{X: 4, Y: 4})
	g.Player.Winded = true
	g.monsters.beginTurn()
	g.monsters.turn(a)
	assert.Equal(t, 2, levels.Distance(a.Pos, g.Player.Pos), "it keeps its distance")
	assert.Empty(t, eventsOf(g.TakeEvents(), EventAttack))
}

func TestIncorporealPassWallsAndGainWallDefence(t *testing.T) {
	g := arena(t, "warrior")
	for y := 1; y < 8; y++ {
		g.Level.Set(gruid.Point{X: 6, Y: y}, levels.Wall)
	}
	gh := put(t, g, "ghost", gruid.Point{X: 7, Y: 4})
	g.data.Tactics.Stealth.AmbushCells = 10 // a ghost lies in ambush (RULES.md §23.3): here it is close enough to come
	g.updateSight()
	before := g.arms.defence(gh).Parts(combat.Blow, true, false)[combat.Wall]
	assert.Equal(t, 0, before)
	g.monsters.beginTurn()
	g.monsters.turn(gh)
	require.Equal(t, 6, gh.Pos.X, "the ghost walks into the wall toward the player")
	require.Equal(t, levels.Wall, g.Level.At(gh.Pos))
	assert.Equal(t, g.data.Rules.WallDefence, g.arms.defence(gh).Parts(combat.Blow, true, false)[combat.Wall])
}

func TestLevelsKeptByDepth(t *testing.T) {
	g := newGame(t, 2)
	first := g.Level
	firstCreatures := len(g.Creatures)
	g.Player.Pos = g.Level.Down
	g.Level.Set(g.Level.Down, levels.StairsDown)
	require.True(t, g.Act(Action{Kind: ActDescend}))
	assert.Equal(t, 2, g.Depth)
	second := g.Level
	require.NotSame(t, first, second)
	require.Same(t, g.Floors[1], g.Floor, "the floor played on is the one kept at its depth")
	g.gear.dropItem(g.Player.Pos, Item{Kind: ItemWeapon, Name: "dagger", Count: 1})
	secondItems := len(g.Items)
	g.Player.Pos = g.Level.Up
	require.True(t, g.Act(Action{Kind: ActAscend}))
	assert.Same(t, first, g.Level, "going back up finds the level as it was")
	assert.Same(t, g.Floors[0], g.Floor)
	assert.Len(t, g.Floors[1].Items, secondItems, "what was dropped below stays on the floor below")
	assert.Len(t, g.Creatures, firstCreatures)
	assert.Equal(t, g.Level.Down, g.Player.Pos)
	assert.Equal(t, 2, g.Deepest)
}

func TestDeathNamesItsCause(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	pl.HP = 1
	for i := 0; i < 200 && !g.Over; i++ {
		pl.Bleeding, pl.Poison = 0, 0
		g.fight.strikeAt(k, pl, g.arms.buildStrike(k, SlotMain, combat.Blow))
	}
	require.True(t, g.Over)
	assert.Equal(t, "a kobold's spear", g.Cause)
}

// TestBotUsesItsToolbox: the bot shoots with a bow, throws what it picks up, bashes with its shield and
// changes stance, each with the backgrounds that have them.
func TestBotUsesItsToolbox(t *testing.T) {
	modes := map[string]map[combat.Mode]int{}
	stances := map[string]int{}
	for _, bg := range []string{"warrior", "archer"} {
		modes[bg] = map[combat.Mode]int{}
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := New(Config{Seed: seed, Character: Character{Name: "B", Race: "human", Background: bg}})
			require.NoError(t, err)
			for i := 0; i < 400 && !g.Over; i++ {
				a := g.BotAction()
				if a.Kind == ActStance {
					stances[a.Stance]++
				}
				g.Act(a)
				for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
					if e.Actor == 0 {
						modes[bg][e.Mode]++
					}
				}
			}
		}
	}
	t.Logf("attacks by mode: %v; stances taken: %v", modes, stances)
	assert.Positive(t, modes["archer"][combat.Shot], "the archer shoots")
	assert.Positive(t, modes["warrior"][combat.Bash], "the warrior bashes")
	assert.Positive(t, modes["warrior"][combat.Throw]+modes["archer"][combat.Throw], "the bot throws what it picked up")
	assert.GreaterOrEqual(t, len(stances), 2, "the bot changes stance")
}

// TestNoOffHandBlowWithAnEmptyMainHand: RULES.md §12, two weapons are a weapon in each hand; with
// nothing in the main hand there are not two weapons: one blow, the off hand's weapon's alone.
func TestNoOffHandBlowWithAnEmptyMainHand(t *testing.T) {
	g := arena(t, "duelist")
	pl := g.Player
	require.True(t, g.gear.unequip(pl, SlotMain))
	k := put(t, g, "kobold", gruid.Point{X: 4, Y: 4})
	k.HP, k.MaxHP = 500, 500
	g.Act(Action{Kind: ActMove, Dir: gruid.Point{X: 1}})
	var weapons []string
	for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
		if e.Actor == 0 {
			weapons = append(weapons, e.Weapon)
		}
	}
	assert.Equal(t, []string{"dagger"}, weapons, "one blow, the dagger's")
}

// TestTwoShields: RULES.md §15.2, Two Shields is a shield in each hand: W puts a second shield in the
// main hand; the style counts, and the bash uses a shield.
func TestTwoShields(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.Pack = append(pl.Pack, Item{Kind: ItemArmour, Name: "small shield", Count: 1})
	require.True(t, g.Act(Action{Kind: ActWield, Item: len(pl.Pack) - 1, Off: true}))
	assert.Equal(t, "small shield", pl.Worn[SlotMain].Name)
	assert.Equal(t, "large shield", pl.Worn[SlotOff].Name)
	assert.Equal(t, assets.StyleTwoShields, g.arms.wayOfFighting(pl, combat.Blow))
	slot, ok := g.arms.bashSlot(pl)
	assert.True(t, ok)
	assert.Equal(t, SlotOff, slot, "the large shield's 1d4 bashes harder than the small one's 1d3")
	// A bump with two shields is a bash with the main hand's.
	assert.Equal(t, combat.Bash, g.arms.bumpStrike(pl).attack.Mode)
	assert.Equal(t, "Main hand (small shield bash)", g.CharacterSheet(pl).Attacks[0].Label)
}

// TestNaturalAttacksInTurn: a ghoul claws, then bites (its bite carries a disease).
func TestNaturalAttacksInTurn(t *testing.T) {
	g := arena(t, "warrior")
	gh := put(t, g, "ghoul", gruid.Point{X: 4, Y: 4})
	var names []string
	for i := 0; i < 3; i++ {
		s := g.arms.buildStrike(gh, SlotMain, combat.Blow)
		names = append(names, s.attack.Weapon.Name)
		g.fight.strikeAt(gh, g.Player, s)
		g.Player.HP = g.Player.MaxHP
	}
	c, _ := g.data.Creature("ghoul")
	require.GreaterOrEqual(t, len(c.Attacks), 2)
	assert.Equal(t, []string{c.Attacks[0].Name, c.Attacks[1].Name, c.Attacks[0].Name}, names)
}

// TestPaddedCoatSoaksBludgeoning: the chapter's padded coat gives no Protection ("-" in the armour
// table, RULES.md §10), against any damage type; a piece a designer gives no Protection but a bonus
// against one type still counts (a padded coat with protection_vs = { bludgeoning = 1 }).
func TestPaddedCoatSoaksBludgeoning(t *testing.T) {
	g := arena(t, "duelist")
	pl := g.Player
	require.Equal(t, "padded coat", pl.Worn[SlotBody].Name)
	assert.Empty(t, g.arms.defenderOf(pl).Protection, "the table's padded coat soaks nothing")
	g.SetData(editedData(t, "armour.toml", "name = \"padded coat\"\n", "name = \"padded coat\"\nprotection_vs = { bludgeoning = 1 }\n"))
	d := g.arms.defenderOf(pl)
	require.Len(t, d.Protection, 1)
	assert.Equal(t, 1, d.Protection[0].Against(combat.Bludgeoning))
	assert.Equal(t, 0, d.Protection[0].Against(combat.Slashing))
}

// TestUnseenFightsAreHeard: when the player sees only one of two fighting creatures, the message is
// only "You hear fighting." (RULES.md §7.6; §5: what is not seen is just a miss).
func TestUnseenFightsAreHeard(t *testing.T) {
	g := arena(t, "warrior")
	for y := 1; y < 8; y++ {
		g.Level.Set(gruid.Point{X: 10, Y: y}, levels.Wall)
	}
	g.Level.Set(gruid.Point{X: 10, Y: 4}, levels.Floor) // a gap: the rat at 10,4 is in view, the kobold beyond it is not
	r := put(t, g, "giant rat", gruid.Point{X: 10, Y: 4})
	k := put(t, g, "kobold", gruid.Point{X: 11, Y: 3})
	k.HP, k.MaxHP, r.HP, r.MaxHP = 500, 500, 500, 500
	g.updateSight()
	require.True(t, g.IsVisible(r.Pos))
	require.False(t, g.IsVisible(k.Pos))
	g.fight.strikeAt(r, k, g.arms.buildStrike(r, SlotMain, combat.Blow))
	assert.Equal(t, "You hear fighting.", g.Log[len(g.Log)-1].Text)
}

// TestPackLettersStay: letters do not shift when an item leaves the pack, and a worn item taken off gets
// its letter back when it is still free.
func TestPackLettersStay(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	pl.Pack = nil
	for _, n := range []string{"dagger", "spear", "mace"} {
		g.gear.addToPack(pl, Item{Kind: ItemWeapon, Name: n, Count: 1})
	}
	require.Equal(t, 1, PackIndex(pl, 'b'))
	require.True(t, g.Act(Action{Kind: ActDrop, Item: PackIndex(pl, 'a')}))
	assert.Equal(t, "mace", pl.Pack[PackIndex(pl, 'c')].Name, "the mace keeps its letter when the dagger leaves")
	require.True(t, g.Act(Action{Kind: ActWield, Item: PackIndex(pl, 'b')}))
	assert.Equal(t, "spear", pl.Worn[SlotMain].Name)
	sword := PackIndex(pl, 'a')
	require.GreaterOrEqual(t, sword, 0, "the long sword put back takes the first free letter")
	assert.Equal(t, "long sword", pl.Pack[sword].Name)
	require.True(t, g.Act(Action{Kind: ActTakeOff, Slot: SlotMain}))
	assert.Equal(t, "spear", pl.Pack[PackIndex(pl, 'b')].Name, "the spear comes back to its letter")
}
