// Tests of what the turn keeps between blows (issue 35): the kits (game/kit.go) answer as the data does
// after every change of the actor, the bot's exploring walk and wanted cells answer as the general ones, and
// games made from one loaded Data play as games that load their own.

package game

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/levels"
)

// kitMatchesData checks every answer of a's kit against the data asked afresh: its kind's row, the rows
// of what it holds and wears, its faction, the weight it carries (RULES.md §4.2: what burden counts).
func kitMatchesData(t *testing.T, g *Game, a *Actor, when string) {
	t.Helper()
	d := g.data
	if !a.Player {
		row, _ := d.Creature(a.Kind)
		assert.Same(t, row, g.arms.creatureRow(a), "%s: the kind's row", when)
		fi, fok := g.kits.faction(d, a)
		wi, wok := d.FactionIndex(a.Faction)
		assert.Equal(t, [2]any{wi, wok}, [2]any{fi, fok}, "%s: the faction", when)
	}
	for s := range NumSlots {
		it := a.Worn[s]
		w, wok := g.gear.weaponIn(a, s)
		ar, aok := g.gear.armourIn(a, s)
		var dw *assets.Weapon
		var da *assets.Armour
		if !it.IsZero() && it.Kind == ItemWeapon {
			dw, _ = d.Weapon(it.Name)
		}
		if !it.IsZero() && it.Kind == ItemArmour {
			da, _ = d.Armour(it.Name)
		}
		assert.Same(t, dw, w, "%s: the weapon in slot %d", when, s)
		assert.Equal(t, dw != nil, wok, "%s: a weapon in slot %d", when, s)
		assert.Same(t, da, ar, "%s: the armour in slot %d", when, s)
		assert.Equal(t, da != nil, aok, "%s: armour in slot %d", when, s)
	}
	assert.Equal(t, g.gear.weigh(a), g.CarriedWeight(a), "%s: the weight carried", when)
	assert.Equal(t, the(a), g.kits.the(d, a), "%s: its name", when)
	assert.Same(t, stanceOf(d, a.Stance), g.arms.stanceRow(a), "%s: its stance", when)
	for i, name := range a.Spells {
		sp, _ := d.Spell(name)
		assert.Same(t, sp, g.kits.spellNamed(d, a, i), "%s: its spell %d, %q", when, i, name)
	}
}

// A creature's kit follows every change of what it is, holds, wears and carries: a row is found again when
// its name changes, the weight added up again when a count, a kind or a name changes, in a slot or the pack.
func TestKitFollowsTheActor(t *testing.T) {
	g := crowd(t, 3)
	a := g.Creatures[0]
	d := g.data
	kitMatchesData(t, g, a, "at first")

	var sword, spear *assets.Weapon
	for i := range d.Weapons {
		if w := &d.Weapons[i]; w.Held != assets.HeldMissile && w.Weight > 0 {
			if sword == nil {
				sword = w
			} else if w.Weight != sword.Weight {
				spear = w
				break
			}
		}
	}
	require.NotNil(t, spear, "two hand weapons of different weights")
	var mail *assets.Armour
	for i := range d.Armours {
		if ar := &d.Armours[i]; ar.Weight > 0 {
			mail = ar
			break
		}
	}
	require.NotNil(t, mail)

	a.Worn[SlotMain] = Item{Kind: ItemWeapon, Name: sword.Name, Count: 1}
	kitMatchesData(t, g, a, "a sword in hand")
	a.Worn[SlotMain].Name = spear.Name
	kitMatchesData(t, g, a, "the sword's name changed to a spear's")
	a.Worn[SlotBody] = Item{Kind: ItemArmour, Name: mail.Name, Count: 1}
	kitMatchesData(t, g, a, "armour worn")
	a.Pack = append(a.Pack, Item{Kind: ItemWeapon, Name: sword.Name, Count: 1})
	kitMatchesData(t, g, a, "a sword carried")
	a.Pack[0].Count = 3
	kitMatchesData(t, g, a, "three swords carried")
	a.Pack[0].Kind, a.Pack[0].Name = ItemArmour, mail.Name
	kitMatchesData(t, g, a, "mail carried in their place")
	a.Worn[SlotMain] = Item{}
	kitMatchesData(t, g, a, "the hand emptied")
	a.Pack = a.Pack[:0]
	kitMatchesData(t, g, a, "the pack emptied")

	other := g.Creatures[1]
	require.NotEqual(t, a.Kind, other.Kind)
	a.Kind, a.Faction, a.Name = other.Kind, other.Faction, other.Name
	kitMatchesData(t, g, a, "another kind")
	a.Kind = "no such kind"
	kitMatchesData(t, g, a, "a kind the data lost")
	require.Greater(t, len(d.Stances), 1)
	a.Stance = d.Stances[len(d.Stances)-1].Name
	kitMatchesData(t, g, a, "another stance")
	a.Stance = "no such stance"
	kitMatchesData(t, g, a, "an unknown stance")
	require.Greater(t, len(d.Spells), 1)
	a.Spells = []string{d.Spells[0].Name}
	kitMatchesData(t, g, a, "a spell")
	a.Spells[0] = d.Spells[1].Name
	kitMatchesData(t, g, a, "the spell's name changed")
	a.Spells = append(a.Spells, "no such spell", d.Spells[0].Name)
	kitMatchesData(t, g, a, "three spells, one unknown")
	a.Spells = a.Spells[1:]
	kitMatchesData(t, g, a, "the first spell forgotten: the others move up")

	// another actor in a's place (the same ID on another floor) has a kit of its own
	b := *other
	b.ID = a.ID
	kitMatchesData(t, g, &b, "another actor of the same ID")
	kitMatchesData(t, g, a, "back to the first")
	kitMatchesData(t, g, g.Player, "the player")

	// other data (a hot reload): every kit forgotten
	d2, err := assets.Load(nil)
	require.NoError(t, err)
	g.SetData(d2)
	kitMatchesData(t, g, a, "after a reload")
}

// wantedAt reports whether auto-explore walks to p: a seen cell where lies an item auto-pickup takes (not one
// the player dropped). It is the rule wantedSpots answers for every cell at once.
func (pk *pickups) wantedAt(p gruid.Point) bool {
	g := pk.g
	if !g.IsSeen(p) {
		return false
	}
	for _, fi := range g.Items {
		if fi.Pos == p && !pk.dropped[pk.spot(p, fi.Item)] && pk.takes(g.Player, fi.Item) {
			return true
		}
	}
	return false
}

// The bot's exploring walk (bfsScratch.explore) and the cells of items it walks to (wantedSpots) answer as
// the general walk and wantedAt cell by cell, at every action of bot games.
func TestExploreAsTheGeneralWalk(t *testing.T) {
	var ref bfsScratch
	checked, found := 0, 0
	for seed := uint64(1); seed <= 4; seed++ {
		g := newGame(t, seed)
		for i := 0; i < 600 && !g.Over; i++ {
			bt, s := &g.bot, &g.bot.walks
			bt.markSeen()
			ref.seen = s.seen
			from := g.Player.Pos

			var want []gruid.Point
			for _, fi := range g.Items {
				if !slices.Contains(want, fi.Pos) && g.pickup.wantedAt(fi.Pos) {
					want = append(want, fi.Pos)
				}
			}
			s.items = g.pickup.wantedSpots(s.items)
			require.Equal(t, len(want), len(s.items), "seed %d, action %d: the wanted cells", seed, i)
			if len(want) > 0 {
				assert.Equal(t, want, s.items, "seed %d, action %d: the wanted cells", seed, i)
			}
			ref.items = s.items

			ok := func(q gruid.Point) bool {
				return g.IsSeen(q) && g.Level.At(q).Passable() && !ref.seenAt(g.Level, q)
			}
			wantItems := ref.walk(g.Level, from, ok, func(p gruid.Point) bool { return p != from && slices.Contains(ref.items, p) })
			assert.Equal(t, slices.Clone(wantItems), slices.Clone(s.explore(g.Level, g.Seen, from, seenWalk{to: toItems})), "seed %d, action %d: to the items", seed, i)
			wantUnseen := ref.walk(g.Level, from, ok, func(p gruid.Point) bool { return p != from && bt.bordersUnseen(p) })
			got := s.explore(g.Level, g.Seen, from, seenWalk{to: toUnseen})
			assert.Equal(t, slices.Clone(wantUnseen), slices.Clone(got), "seed %d, action %d: to the unseen", seed, i)
			// step's walk to a goal: the nearest creature the player sees, else a cell some way off
			goal := gruid.Point{X: (from.X + 7*i) % g.Level.W, Y: (from.Y + 3*i) % g.Level.H}
			for _, c := range g.Creatures {
				if !c.Dead && g.IsVisible(c.Pos) {
					goal = c.Pos
					break
				}
			}
			toGoalRef := ref.walk(g.Level, from, func(q gruid.Point) bool {
				return g.IsSeen(q) && g.Level.At(q).Passable() && (!ref.seenAt(g.Level, q) || q == goal)
			}, func(p gruid.Point) bool { return p == goal })
			assert.Equal(t, slices.Clone(toGoalRef), slices.Clone(s.explore(g.Level, g.Seen, from, seenWalk{to: toGoal, goal: goal})), "seed %d, action %d: to %v", seed, i, goal)
			checked++
			if len(got) > 0 {
				found++
			}
			g.Act(g.BotAction())
		}
	}
	assert.Greater(t, found, checked/2, "walks that found their way: %d of %d", found, checked)
}

// Games made from one loaded Data (Config.Data: the benchmark's, the arena's, the screen's new game) play as
// games that load their own: nothing in play changes the data. Two games from one Data, one after the
// other, end in the states and logs of two games of fresh loads, and the data is as loaded.
func TestGamesShareTheirData(t *testing.T) {
	shared, err := assets.Load(nil)
	require.NoError(t, err)
	play := func(d *assets.Data, seed uint64) *Game {
		g, err := New(Config{Seed: seed, Data: d})
		require.NoError(t, err)
		for i := 0; i < 1500 && !g.Over; i++ {
			g.Act(g.BotAction())
		}
		return g
	}
	for _, seed := range []uint64{2, 3} {
		a := play(shared, seed)
		fresh, err := assets.Load(nil)
		require.NoError(t, err)
		b := play(fresh, seed)
		require.Greater(t, a.Turns, 100, "seed %d: a game of some length", seed)
		assert.Equal(t, b.Log, a.Log, "seed %d: the log", seed)
		assert.Equal(t, b.State, a.State, "seed %d: the state", seed)
	}
	again, err := assets.Load(nil)
	require.NoError(t, err)
	assert.Equal(t, again, shared, "the shared data after two games: as loaded")
}

// The approach map worked out as far as asked (lazyApproach) has levels' Approach's value at every cell, in
// whatever order the cells are asked (the nearest first, the farthest first, at random), on the dungeon's
// generated levels and with the goal anywhere, one map started again for every goal (its values kept plus
// one, cleared at each start); and it keeps walking the tiles it started on.
func TestLazyApproachAsLevels(t *testing.T) {
	g := newGame(t, 7)
	rng := rand.New(rand.NewPCG(7, 35))
	var m lazyApproach
	for depth := 0; depth < 6; depth++ {
		l := g.Level
		for range 4 {
			goal := gruid.Point{X: rng.IntN(l.W), Y: rng.IntN(l.H)}
			var want levels.DijkstraMap
			want.Approach(l, []gruid.Point{goal}, nil)
			cells := make([]gruid.Point, 0, l.W*l.H)
			for y := -1; y <= l.H; y++ {
				for x := -1; x <= l.W; x++ {
					cells = append(cells, gruid.Point{X: x, Y: y})
				}
			}
			orders := map[string]func(){
				"nearest first": func() {
					slices.SortStableFunc(cells, func(a, b gruid.Point) int { return levels.Distance(a, goal) - levels.Distance(b, goal) })
				},
				"farthest first": func() { slices.Reverse(cells) },
				"at random":      func() { rng.Shuffle(len(cells), func(i, j int) { cells[i], cells[j] = cells[j], cells[i] }) },
			}
			for _, name := range []string{"nearest first", "farthest first", "at random"} {
				orders[name]()
				m.start(l, goal)
				for _, p := range cells {
					require.Equal(t, want.At(p), m.At(p), "depth %d, goal %v, %s: the value at %v", depth+1, goal, name, p)
				}
			}
		}
		g.dungeon.changeFloor(1)
	}
	// levels of other sizes, caves and open ground (floor to the edge), the same map started on each, the goal
	// in the corners, on the edge and inside, every cell asked
	for k, size := range [][2]int{{30, 20}, {80, 50}, {17, 41}, {30, 20}, {41, 17}, {80, 50}} {
		l := levels.GenerateCave(rng, size[0], size[1])
		if k%2 == 0 {
			for i := range l.Tiles {
				l.Tiles[i] = levels.Floor
			}
		}
		w, h := size[0], size[1]
		for _, goal := range []gruid.Point{{X: 0, Y: 0}, {X: w - 1, Y: h - 1}, {X: w - 1, Y: h / 2}, {X: w / 2, Y: h / 2}} {
			l.Set(goal, levels.Floor) // through Set, as the game changes a tile: the map keeps what it works out of the tiles while Level.Changes stands
			var want levels.DijkstraMap
			want.Approach(l, []gruid.Point{goal}, nil)
			m.start(l, goal)
			for y := -1; y <= l.H; y++ {
				for x := -1; x <= l.W; x++ {
					p := gruid.Point{X: x, Y: y}
					require.Equal(t, want.At(p), m.At(p), "a %d×%d cave, goal %v: the value at %v", l.W, l.H, goal, p)
				}
			}
		}
	}
	// a tile changed after the start changes nothing of the walk under way
	l := g.Level
	m.start(l, g.Player.Pos)
	var want levels.DijkstraMap
	want.Approach(l, []gruid.Point{g.Player.Pos}, nil)
	saved := slices.Clone(l.Tiles)
	for i := range l.Tiles {
		l.Tiles[i] = levels.Wall
	}
	for y := range l.H {
		for x := range l.W {
			p := gruid.Point{X: x, Y: y}
			require.Equal(t, want.At(p), m.At(p), "the tiles walked are the start's: %v", p)
		}
	}
	copy(l.Tiles, saved)
}

// The luck ledger's odds of a blow (RULES.md §39.1) come from the rule set's LedgerOdds where it has one (the
// chapter's): the same Report and Dealt as its Odds, for the blows of every kind of creature on the player
// and of the player on each.
func TestLedgerOddsAsOdds(t *testing.T) {
	g := crowd(t, 40)
	lo, lean := g.arms.rules.(ledgerOdds)
	require.True(t, lean, "the default rule set gives the ledger its odds alone")
	var sc combat.OddsScratch
	pl := g.Player
	compared := 0
	for _, c := range g.Creatures {
		for _, pair := range [][2]*Actor{{c, pl}, {pl, c}} {
			a, t2 := pair[0], pair[1]
			s := g.arms.closeStrike(a, t2)
			b := g.arms.blowOf(a, t2, s.attack, g.arms.defenderOf(t2))
			rep, dealt, err := lo.LedgerOdds(b, &sc) // one scratch for all: what the last blow left in it does not matter
			require.NoError(t, err)
			o, err := g.arms.rules.Odds(b)
			require.NoError(t, err)
			assert.Equal(t, o.Report, rep, "%s on %s: the report", a.Name, t2.Name)
			assert.Equal(t, o.Dealt, dealt, "%s on %s: the damage dealt", a.Name, t2.Name)
			compared++
		}
	}
	assert.Equal(t, 2*len(g.Creatures), compared)
}

// The fighting styles kept for the data (arms.style) are styleSkill's rows for every way of fighting, and
// follow other data (a hot reload) with a style's way changed: RULES.md §15 (a style counts in its way of
// fighting only).
func TestStyleRowsAsData(t *testing.T) {
	g := crowd(t, 1)
	check := func(when string) {
		t.Helper()
		ways := []string{"", "no such way", assets.StyleArcher, assets.StyleDuelist, assets.StyleStaff, assets.StyleTwoHanded,
			assets.StyleTwinBlades, assets.StyleSwordAndBoard, assets.StyleTwoShields}
		for i := range g.data.Skills {
			ways = append(ways, g.data.Skills[i].When)
		}
		found := 0
		for _, w := range ways {
			want := styleSkill(g.data, w)
			assert.Same(t, want, g.arms.style(w), "%s: the style of %q", when, w)
			if want != nil {
				found++
			}
		}
		assert.Greater(t, found, 5, "%s: styles found", when)
		want := ""
		if st := styleSkill(g.data, assets.StyleStaff); st != nil {
			want = st.WeaponSkill
		}
		assert.Equal(t, want, g.arms.staffSkill(), "%s: the staff's skill", when)
	}
	check("at first")
	d2, err := assets.Load(nil)
	require.NoError(t, err)
	for i := range d2.Skills {
		if st := &d2.Skills[i]; st.Kind == assets.FightingStyle && st.When == assets.StyleStaff {
			st.When = assets.StyleDuelist // the staff's style now counts for a duelist
			d2.Skills[i], d2.Skills[0] = d2.Skills[0], d2.Skills[i]
			break
		}
	}
	g.SetData(d2)
	require.Nil(t, styleSkill(g.data, assets.StyleStaff), "no staff style in the data changed")
	check("other data")
}

// A rule set that settles a blow on its attack and defender alone (attackOnly: the chapter's) settles every
// blow strikeAt builds without the fighters as it settles it with them: the same throws, the same outcome,
// the same ledger odds (RULES.md §39.1); its kills earn nothing and it has no saving throw against poison
// (the chapter has neither: §34.4 and §33.1 are other rule sets'); and the burdens held for a blow, each worked out when first asked,
// are the fighters' (RULES.md §4.2). Every creature of a crowd strikes the player and the creature after
// it, wherever it stands, under each rule set that says it is one.
func TestAttackOnlyBlowsWithoutFighters(t *testing.T) {
	ruled := 0
	for _, rules := range registry.List().Names() {
		g := crowd(t, 40)
		g2, err := New(Config{Seed: 5, Rules: rules})
		require.NoError(t, err)
		g.arms.rules = g2.arms.rules
		if !g.arms.settlesOnAttack() {
			continue
		}
		ruled++
		// the player strained by a load of mail, the creatures not: a burden held for the wrong one shows
		heavy := slices.MaxFunc(g.data.Armours, func(x, y assets.Armour) int { return cmp.Compare(x.Weight, y.Weight) })
		for g.Burden(g.Player) < combat.Strained {
			g.Player.Pack = append(g.Player.Pack, Item{Kind: ItemArmour, Name: heavy.Name, Count: 1})
		}
		settled := 0
		for i, a := range g.Creatures {
			for _, tg := range []*Actor{g.Player, g.Creatures[(i+1)%len(g.Creatures)]} {
				s := g.arms.closeStrike(a, tg)
				g.arms.holdBurdens(a, tg)
				assert.Equal(t, g.Burden(tg), g.arms.burden(tg), "%s: the target's burden held", rules)
				assert.Equal(t, g.Burden(a), g.arms.burden(a), "%s: the attacker's burden held", rules)
				d := g.arms.defenderOf(tg)
				without := *g.arms.blowWith(a, tg, &s.attack, &d, false)
				with := *g.arms.blowWith(a, tg, &s.attack, &d, true)
				g.arms.releaseBurdens()
				require.NotNil(t, with.By)
				require.Nil(t, without.By)
				settle := func(b *ruleset.Blow) (combat.Outcome, []combat.Roll, error) {
					var rolls []combat.Roll
					r := combat.NewRoller(rand.New(rand.NewPCG(uint64(i), 35)))
					r.Log = func(x combat.Roll) { rolls = append(rolls, x) }
					o, err := g.arms.rules.Resolve(r, b)
					return o, rolls, err
				}
				ow, rw, ew := settle(&with)
				oo, ro, eo := settle(&without)
				require.Equal(t, ew, eo, "%s: %s on %s", rules, a.Name, tg.Name)
				assert.Equal(t, ow, oo, "%s: %s on %s: the outcome", rules, a.Name, tg.Name)
				assert.Equal(t, rw, ro, "%s: %s on %s: the throws", rules, a.Name, tg.Name)
				if lo, ok := g.arms.rules.(ledgerOdds); ok {
					var s1, s2 combat.OddsScratch
					rep1, d1, err1 := lo.LedgerOdds(&with, &s1)
					rep2, d2, err2 := lo.LedgerOdds(&without, &s2)
					assert.Equal(t, err1, err2)
					assert.Equal(t, rep1, rep2, "%s: %s on %s: the ledger's odds", rules, a.Name, tg.Name)
					assert.Equal(t, d1, d2, "%s: %s on %s: the ledger's damage", rules, a.Name, tg.Name)
				}
				// a kill earns nothing, no poison is shaken off: nothing said, thrown or kept
				states := [2]ruleset.State{*with.By.State, *with.To.State}
				assert.Empty(t, g.arms.rules.Killed(&with), "%s: %s kills %s", rules, a.Name, tg.Name)
				var thrown []combat.Roll
				r := combat.NewRoller(rand.New(rand.NewPCG(uint64(i), 36)))
				r.Log = func(x combat.Roll) { thrown = append(thrown, x) }
				assert.False(t, g.arms.rules.ShakesPoison(r, &with), "%s: %s shakes a poison off", rules, a.Name)
				assert.Empty(t, thrown, "%s: no saving throw", rules)
				assert.Equal(t, states, [2]ruleset.State{*with.By.State, *with.To.State}, "%s: the fighters' states", rules)
				settled++
			}
		}
		assert.Equal(t, 2*len(g.Creatures), settled)
	}
	assert.Equal(t, 1, ruled, "the chapter's rule set settles on the attack alone")
}
