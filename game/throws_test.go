// Tests of throws (RULES.md §13.2): a thrown thing that is not a weapon, a thrown missile weapon, and
// the rock readied in the missile weapon's place.

package game

import (
	"fmt"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// throwMany throws a fresh copy of it from the player's pack at k n times (k never dies, nothing
// piles up on the floor) and returns the outcomes and the messages of the throws.
func throwMany(t *testing.T, g *Game, it Item, k *Actor, n int) ([]combat.Outcome, []string) {
	t.Helper()
	pl := g.Player
	var outs []combat.Outcome
	var texts []string
	for range n {
		k.HP, k.Bleeding = k.MaxHP, 0
		pl.Pack = append(pl.Pack, it)
		from := len(g.Log)
		require.Positive(t, g.missiles.throw(pl, len(pl.Pack)-1, k.Pos))
		for _, e := range eventsOf(g.TakeEvents(), EventAttack) {
			outs = append(outs, e.Outcome)
		}
		for _, m := range g.Log[from:] {
			texts = append(texts, m.Text)
		}
		g.Items = nil
	}
	return outs, texts
}

// TestThrownThingsAreNamedAndTrainNothing: issue 11 point 2, RULES.md §13.2. A thrown helm or arrow is
// named as itself ("Your iron helm hits the kobold.", "The kobold dodges your arrow."), never as a fist;
// it trains no skill (not Unarmed combat), takes nothing from the thrower's Unarmed rank, and keeps its
// −4 to hit and its improvised damage (bare hands' 1d3).
func TestThrownThingsAreNamedAndTrainNothing(t *testing.T) {
	for _, it := range []Item{{Kind: ItemArmour, Name: "iron helm", Count: 1}, {Kind: ItemAmmo, Name: "arrow", Count: 1}} {
		t.Run(it.Name, func(t *testing.T) {
			g := arena(t, "warrior")
			pl := g.Player
			pl.Skills["Unarmed combat"] = 9 // its rank must not count, and it must not train
			k := put(t, g, "kobold", gruid.Point{X: 5, Y: 4})
			k.HP, k.MaxHP = 5000, 5000
			practice := map[string]int{}
			for n, v := range pl.Practice {
				practice[n] = v
			}
			outs, texts := throwMany(t, g, it, k, 200)
			require.Len(t, outs, 200)
			str, dex := combat.Mod(pl.Str), combat.Mod(pl.Dex)
			hits, dodges := 0, 0
			var toHits, tooHard, bad []string
			for _, o := range outs {
				if o.ToHit != dex-4 {
					toHits = append(toHits, fmt.Sprint(o.ToHit))
				}
				if o.Hit {
					hits++
					if (o.Critical && o.Damage > 2*(3+str)) || (!o.Critical && o.Damage > 3+str) {
						tooHard = append(tooHard, fmt.Sprint(o.Damage))
					}
				}
			}
			for _, m := range texts {
				switch {
				case strings.Contains(m, "punch"), strings.Contains(m, "bare hands"), strings.Contains(m, "fist"),
					strings.Contains(m, "rank"):
					bad = append(bad, m)
				case strings.Contains(m, "hits the kobold") && m != "Your "+it.Name+" hits the kobold." &&
					m != "Your "+it.Name+" hits the kobold hard!":
					bad = append(bad, m)
				case strings.Contains(m, "dodges"):
					dodges++
					if m != "The kobold dodges your "+it.Name+"." {
						bad = append(bad, m)
					}
				}
			}
			require.Positive(t, hits)
			assert.Empty(t, toHits, "Dexterity aims it, −4 for a thing not made for throwing, no rank: want %+d", dex-4)
			assert.Empty(t, tooHard, "1d3 plus Strength (%+d)", str)
			assert.Empty(t, bad, "a thrown %s is named as itself, never a fist, and trains nothing", it.Name)
			assert.Contains(t, texts, "Your "+it.Name+" hits the kobold.")
			assert.Positive(t, dodges, "some throws are dodged")
			assert.Equal(t, practice, pl.Practice, "a thrown thing that is not a weapon trains no skill")
		})
	}
}

// TestThrownMissileWeaponIsImprovised: issue 11 point 7, RULES.md §13.2. A bow or a crossbow thrown is an
// object, not a weapon made for throwing: −4 to hit, bare hands' 1d3 plus Strength (no draw weight), no
// rank in Bows or Crossbows, and it trains nothing.
func TestThrownMissileWeaponIsImprovised(t *testing.T) {
	for _, name := range []string{"long war bow", "heavy crossbow"} {
		t.Run(name, func(t *testing.T) {
			g := arena(t, "warrior")
			pl := g.Player
			pl.Skills["Bows"], pl.Skills["Crossbows"] = 9, 9
			k := put(t, g, "kobold", gruid.Point{X: 5, Y: 4})
			k.HP, k.MaxHP = 5000, 5000
			before := map[string]int{}
			for n, v := range pl.Practice {
				before[n] = v
			}
			outs, texts := throwMany(t, g, Item{Kind: ItemWeapon, Name: name, Count: 1}, k, 200)
			str, dex := combat.Mod(pl.Str), combat.Mod(pl.Dex)
			hits := 0
			var toHits, tooHard []string
			for _, o := range outs {
				if o.ToHit != dex-4 {
					toHits = append(toHits, fmt.Sprint(o.ToHit))
				}
				if o.Hit && !o.Critical {
					hits++
					if o.Damage > 3+str {
						tooHard = append(tooHard, fmt.Sprint(o.Damage))
					}
				}
			}
			assert.Empty(t, toHits, "Dexterity aims it, −4, no rank in its skill: want %+d", dex-4)
			assert.Empty(t, tooHard, "a thrown %s does 1d3 plus Strength (%+d), not its draw", name, str)
			require.Positive(t, hits)
			assert.Contains(t, texts, "Your "+name+" hits the kobold.")
			assert.Equal(t, before, pl.Practice, "a thrown %s trains nothing", name)
		})
	}
}

// TestRockIsReadiedAsMissileWeapon: issue 11 point 6, RULES.md §9.2 and §13.2. The rock is a missile
// weapon: w readies it in the missile weapon's slot, t throws it (a throw: Dexterity to hit, Strength to
// damage, 6 cells, Thrown weapons), the next rock of the pack takes its place, and the character screen
// shows the throw.
func TestRockIsReadiedAsMissileWeapon(t *testing.T) {
	g := arena(t, "warrior")
	pl := g.Player
	rock := Item{Kind: ItemWeapon, Name: "rock", Count: 1}
	pl.Pack = append(pl.Pack, rock, rock)
	require.False(t, g.Shots().CanShoot(pl))
	require.True(t, g.Act(Action{Kind: ActWield, Item: len(pl.Pack) - 2}))
	assert.Equal(t, "You ready the rock to throw.", lastTexts(g, 1)[0])
	assert.Equal(t, "rock", pl.Worn[SlotMissile].Name, "a rock goes to the missile weapon's slot")
	assert.Equal(t, "long sword", pl.Worn[SlotMain].Name, "and leaves the hands alone")
	require.True(t, g.Shots().CanShoot(pl), "t throws the readied rock")
	assert.Equal(t, 6, g.Shots().ShotRange(pl), "a rock flies 6 cells")
	assert.Equal(t, 6, g.arms.throwRange(rock), "and as far from the pack (T)")
	var line string
	for _, l := range g.CharacterSheet(pl).Attacks {
		if strings.HasPrefix(l.Label, "Missile") {
			line = l.Label + ": " + l.Text
		}
	}
	str, dex := combat.Mod(pl.Str), combat.Mod(pl.Dex)
	want := combat.FormatAttack(combat.Attack{Str: pl.Str, Dex: pl.Dex, Mode: combat.Throw, Weapon: combat.Weapon{Damage: combat.Dice{Count: 1, Sides: 3}, Throwable: true, Types: combat.AnyOf(combat.Bludgeoning)}})
	assert.Equal(t, "Missile (rock): "+want+", range 6", line, "the sheet shows the throw (Dexterity %+d to hit, Strength %+d to damage)", dex, str)

	k := put(t, g, "kobold", gruid.Point{X: 8, Y: 4})
	k.HP, k.MaxHP = 500, 500
	pack := len(pl.Pack)
	require.True(t, g.Act(Action{Kind: ActFire, Target: k.Pos}))
	attacks := eventsOf(g.TakeEvents(), EventAttack)
	require.NotEmpty(t, attacks)
	assert.Equal(t, combat.Throw, attacks[0].Mode)
	assert.Equal(t, "rock", attacks[0].Weapon)
	assert.Equal(t, dex, attacks[0].Outcome.ToHit, "made for throwing: no −4")
	assert.Equal(t, 1, pl.Practice["Thrown weapons"], "a rock trains Thrown weapons")
	assert.Equal(t, "rock", pl.Worn[SlotMissile].Name, "the next rock is readied")
	assert.Len(t, pl.Pack, pack-1)
	var rocks int
	for _, it := range g.Items {
		if it.Item.Name == "rock" {
			rocks++
		}
	}
	assert.Equal(t, 1, rocks, "the thrown rock lies where it stopped")

	require.True(t, g.Act(Action{Kind: ActFire, Target: k.Pos}))
	assert.True(t, pl.Worn[SlotMissile].IsZero(), "no rock left to ready")
	assert.False(t, g.Shots().CanShoot(pl))
}

// TestThrownWeaponIsToldAsThrown: issue 32, RULES.md §13.2. A weapon made for throwing strikes with the
// thrower's rank, but its hit and its miss are told of the weapon in flight, "Your thrown spear stabs the
// kobold.", "The kobold dodges your thrown spear.", never as a blow of the hand ("You stab the kobold.").
func TestThrownWeaponIsToldAsThrown(t *testing.T) {
	g := arena(t, "warrior")
	k := put(t, g, "kobold", gruid.Point{X: 5, Y: 4})
	k.HP, k.MaxHP = 5000, 5000
	outs, texts := throwMany(t, g, Item{Kind: ItemWeapon, Name: "spear", Count: 1}, k, 200)
	require.Len(t, outs, 200)
	hits, told := 0, 0
	var bad []string
	for _, o := range outs {
		if o.Hit {
			hits++
		}
	}
	for _, m := range texts {
		switch {
		case strings.HasPrefix(m, "You ") && strings.Contains(m, "the kobold"):
			bad = append(bad, m) // a blow of the hand
		case strings.HasPrefix(m, "Your thrown spear ") && strings.Contains(m, "the kobold"):
			told++
		}
	}
	require.Positive(t, hits)
	assert.Empty(t, bad, "a thrown spear's blow is told of the spear")
	assert.Positive(t, told, "\"Your thrown spear ... the kobold\"")
}
