// Tests of aiming that tells the truth (issue 13 §3): no shot at an empty cell, the line of fire as far
// as the player knows it, the line under the map, wrong ammunition, the quiver.

package ui

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/cli"
	"github.com/cleave-game/cleave/levels"
)

// archer is a game with the elf archer (a short bow, 40 arrows) and a model in play on it.
func archer(t *testing.T) (*game.Game, *Model) {
	t.Helper()
	return newGame(t, game.Character{Race: "elf", Background: "archer"}, nil)
}

// TestFireWithNoFoeKeepsTheArrow: t with no foe in view says so, opens no aim and looses nothing; an aim
// moved off every foe looses nothing either, says why and stays open.
func TestFireWithNoFoeKeepsTheArrow(t *testing.T) {
	g, m := archer(t)
	pl := g.Player
	require.Empty(t, g.Targets(), "no foe in view at the start of seed 1")
	turns, arrows, log := g.Turns, pl.Worn[game.SlotAmmo].Count, len(g.Log)
	m.Update(typed("t"), g)
	assert.Equal(t, lang.English().Say(NoFoeInView), m.Notice())
	assert.IsType(t, &Play{}, m.Screen(), "no aim at an empty cell")
	m.Update(pressed(KeyEnter), g)
	assert.Equal(t, turns, g.Turns, "no shot")
	assert.Equal(t, arrows, pl.Worn[game.SlotAmmo].Count, "the arrow is kept")
	assert.Len(t, g.Log, log, "the refusal is not in the log")

	foes := placeFoes(t, g, 1)
	m.Update(typed("t"), g)
	aim, ok := m.Screen().(*Aim)
	require.True(t, ok)
	aim.At = pl.Pos.Add(pl.Pos.Sub(foes[0])) // the other way
	require.Nil(t, aim.View(g).Target, "no foe that way")
	m.Update(pressed(KeyEnter), g)
	assert.Contains(t, []string{lang.English().Say(NothingToHit), lang.English().Say(TargetTooFar)}, m.Notice())
	assert.IsType(t, &Aim{}, m.Screen(), "the aim stays open")
	assert.Equal(t, turns, g.Turns, "no shot")
	assert.Equal(t, arrows, pl.Worn[game.SlotAmmo].Count, "the arrow is kept")
}

// TestAimLineKnowsOnlyWhatThePlayerKnows: for every cell aimed at, the drawn line crosses only cells the
// player has seen, within the range, and stops at the first creature in view; the cells past the range
// lead to the cell aimed at.
func TestAimLineKnowsOnlyWhatThePlayerKnows(t *testing.T) {
	g, m := archer(t)
	placeFoes(t, g, 1)
	m.Update(typed("t"), g)
	aim := m.Screen().(*Aim)
	pl := g.Player
	rng := g.Shots().ShotRange(pl)
	for y := range g.Level.H {
		for x := range g.Level.W {
			aim.At = gruid.Point{X: x, Y: y}
			v := aim.View(g)
			assert.LessOrEqual(t, len(v.Path), rng)
			for i, p := range v.Path {
				require.True(t, g.IsSeen(p), "%v: %v never seen", aim.At, p)
				if a := g.ActorAt(p); a != nil && g.IsVisible(p) {
					require.Equal(t, len(v.Path)-1, i, "%v: the line stops at the %s", aim.At, a.Name)
					require.Same(t, a, v.Target)
				}
			}
			for _, p := range v.Beyond {
				require.True(t, g.IsSeen(p), "%v: %v never seen", aim.At, p)
				require.Greater(t, levels.Distance(pl.Pos, p), rng, "past the range")
				require.Less(t, levels.Distance(pl.Pos, p), levels.Distance(pl.Pos, aim.At), "short of the cell aimed at")
			}
		}
	}
}

// TestAimLineNamesTheTargetAndItsOdds: the line under the map names the foe aimed at and the chance to
// hit it in the words of words.toml, from the exact odds.
func TestAimLineNamesTheTargetAndItsOdds(t *testing.T) {
	g, m := archer(t)
	foes := placeFoes(t, g, 1)
	m.Update(typed("t"), g)
	aim := m.Screen().(*Aim)
	foe := g.ActorAt(foes[0])
	rep, err := g.Shots().AimOdds(foe, -1)
	require.NoError(t, err)
	assert.Greater(t, rep.Hit, 0.0)
	assert.Equal(t, "The "+foe.Name+": you would hit it "+g.HitWords(rep.Hit)+".", aim.Line(g))

	// A foe in view that the line of fire cannot reach (a wall's corner first) is named, and not hit.
	pl := g.Player
	for y := range g.Level.H {
		for x := range g.Level.W {
			p := gruid.Point{X: x, Y: y}
			aim.At = p
			if v := aim.View(g); g.IsVisible(p) && g.Level.At(p).Passable() && g.ActorAt(p) == nil && !v.OutOfRange && v.Target == nil && !slices.Contains(v.Path, p) {
				g.Place(foe, p)
				assert.Equal(t, "The "+foe.Name+": something stands in the line of fire.", aim.Line(g), "%v from %v", p, pl.Pos)
				return
			}
		}
	}
	t.Log("no cell in view behind a corner on this seed")
}

// TestOutOfRange: a foe past the range is named "out of range", and Enter looses nothing at it.
func TestOutOfRange(t *testing.T) {
	// seed 9 starts on first.txt, whose rooms see farther than a rock flies
	g, err := game.New(game.Config{Seed: 9})
	require.NoError(t, err)
	m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
	pl := g.Player
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemWeapon, Name: "rock", Count: 1, Letter: 'Z'})
	m.Update(typed("w"), g)
	m.Update(typed("Z"), g)
	foes := placeFoes(t, g, 1)
	m.Update(typed("t"), g)
	aim := m.Screen().(*Aim)
	far, found := gruid.Point{}, false
	for y := range g.Level.H {
		for x := range g.Level.W {
			aim.At = gruid.Point{X: x, Y: y}
			if v := aim.View(g); g.IsVisible(aim.At) && reaches(g, aim.At, v) && len(v.Beyond) > 0 && v.Target == nil && g.ActorAt(aim.At) == nil {
				far, found = aim.At, true
			}
		}
	}
	require.True(t, found, "a cell in view past the rock's range")
	foe := g.ActorAt(foes[0])
	g.Place(foe, far)
	aim.At = far
	assert.Equal(t, "The "+foe.Name+": out of range.", aim.Line(g))
	assert.NotContains(t, aim.View(g).Beyond, far, "the cell aimed at has its brackets, not a mark past the range")
	turns := g.Turns
	m.Update(pressed(KeyEnter), g)
	assert.Equal(t, lang.English().Say(TargetTooFar), m.Notice())
	assert.Equal(t, turns, g.Turns, "no throw")
	assert.Equal(t, "rock", pl.Worn[game.SlotMissile].Name, "the rock is kept")
}

// TestWrongAmmunition: wielding a crossbow with arrows in the quiver warns at once; t says what is
// missing; a click on a far foe neither shoots nor walks towards it.
func TestWrongAmmunition(t *testing.T) {
	g, m := archer(t)
	pl := g.Player
	pl.Pack = append(pl.Pack, game.Item{Kind: game.ItemWeapon, Name: "heavy crossbow", Count: 1, Letter: 'Z'})
	m.Update(typed("w"), g)
	m.Update(typed("Z"), g)
	require.Equal(t, "heavy crossbow", pl.Worn[game.SlotMissile].Name)
	assert.Equal(t, "You wield the heavy crossbow. Your heavy crossbow cannot shoot arrows: it needs crossbow bolts.",
		g.Log[len(g.Log)-1].Text, "the warning comes at once")
	assert.Equal(t, "t: heavy crossbow, no crossbow bolts", m.Quiver(g), "the side panel shows what is missing")
	m.Update(typed("t"), g)
	assert.Equal(t, "Your heavy crossbow needs crossbow bolts.", m.Notice())
	assert.IsType(t, &Play{}, m.Screen())
	foes := placeFoes(t, g, 1)
	from, turns := pl.Pos, g.Turns
	m.Update(Input{Click: true, Hover: foes[0], HoverOK: true}, g)
	assert.Equal(t, "Your heavy crossbow needs crossbow bolts.", m.Notice())
	for range 3 * travelEvery {
		m.Update(Input{Hover: foes[0], HoverOK: true}, g)
	}
	assert.Equal(t, from, pl.Pos, "no walk towards the foe")
	assert.Equal(t, turns, g.Turns)
	assert.False(t, m.play.Traveling())
}

// TestQuiverCycles: ( chooses what t looses, shown on the side panel: the bow with its quiver, the pack's
// arrows (filling the quiver), a throwing weapon (which t then throws), and round again.
func TestQuiverCycles(t *testing.T) {
	g, m := archer(t)
	pl := g.Player
	pl.Pack = append(pl.Pack,
		game.Item{Kind: game.ItemAmmo, Name: "arrow", Count: 5, Letter: 'Y'},
		game.Item{Kind: game.ItemWeapon, Name: "javelin", Count: 3, Letter: 'Z'})
	assert.Equal(t, "t: short bow, 40 arrows", m.Quiver(g))
	m.Update(typed(string(QuiverKey)), g)
	assert.Equal(t, 45, pl.Worn[game.SlotAmmo].Count, "the pack's arrows fill the quiver")
	assert.Equal(t, "t: short bow, 45 arrows", m.Quiver(g))
	m.Update(typed(string(QuiverKey)), g)
	assert.Equal(t, "t: 3 javelins", m.Quiver(g))
	placeFoes(t, g, 1)
	turns := g.Turns
	m.Update(typed("t"), g)
	aim, ok := m.Screen().(*Aim)
	require.True(t, ok)
	assert.True(t, aim.Throw, "t throws the javelin")
	m.Update(pressed(KeyEnter), g)
	assert.Equal(t, turns+1, g.Turns)
	assert.Equal(t, 45, pl.Worn[game.SlotAmmo].Count, "no arrow shot")
	assert.Equal(t, "t: 2 javelins", m.Quiver(g))
	m.Update(typed(string(QuiverKey)), g)
	assert.Equal(t, "t: short bow, 45 arrows", m.Quiver(g), "and round again")
}

// TestAimLineNumbers: with the numbers option the line under the map gives the exact odds of the shot
// instead of words: those the odds command gives for the same matchup (the elf archer: Strength 10,
// Dexterity 17, Bows rank 2, a short bow, against a kobold at range) and the mean missiles to kill of
// the balance command; without the option, the words and no digit.
func TestAimLineNumbers(t *testing.T) {
	for _, numbers := range []bool{true, false} {
		g, err := game.New(game.Config{Seed: 1, Character: game.Character{Race: "elf", Background: "archer"}})
		require.NoError(t, err)
		m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60, Numbers: numbers}, false)
		require.Empty(t, g.Targets(), "no foe in view at the start of seed 1")
		var k *game.Actor
		for _, d := range []gruid.Point{{X: 3}, {X: -3}, {Y: 3}, {Y: -3}} {
			if p := g.Player.Pos.Add(d); k == nil && g.IsVisible(p) {
				k, _ = g.PlaceCreature("kobold", p)
			}
		}
		require.NotNil(t, k, "room for a kobold 3 cells away")
		m.Update(typed("t"), g)
		aim := m.Screen().(*Aim)
		require.Same(t, k, aim.View(g).Target)
		line := aim.Line(g)
		if !numbers {
			rep, err := g.Shots().AimOdds(k, -1)
			require.NoError(t, err)
			assert.Equal(t, "The kobold: you would hit it "+g.HitWords(rep.Hit)+".", line)
			assert.False(t, strings.ContainsAny(line, "0123456789"), "no digit without the option: %q", line)
			continue
		}
		shot := oddsJSON(t, "--weapon", "short bow", "--str", "10", "--dex", "17", "--rank", "2", "--target", "kobold")
		rows, err := cli.Sheet(g.Data(), []string{"short bow"}, []string{"kobold"}, game.AttackSpec{Str: 10, Dex: 17, Rank: 2})
		require.NoError(t, err)
		require.Len(t, rows, 1)
		assert.Equal(t, fmt.Sprintf("The kobold: to hit %s, to crit %s, mean missiles to kill %.1f.",
			game.Percent(shot.Hit), game.Percent(shot.Crit), rows[0].ToKill), line)
	}
}

// reaches: the line of v goes on up to the cell at, aimed at: its last cell, within the range or past
// it, is at or next to at.
func reaches(g *game.Game, at gruid.Point, v AimView) bool {
	line := append(slices.Clone(v.Path), v.Beyond...)
	return len(line) > 0 && levels.Distance(g.Player.Pos, line[len(line)-1]) >= levels.Distance(g.Player.Pos, at)-1
}
