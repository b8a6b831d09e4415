package ui

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/cli"
)

// koboldBeside puts an awake kobold next to the player of g.
func koboldBeside(t *testing.T, g *game.Game) *game.Actor {
	t.Helper()
	k, err := g.PlaceCreature("kobold", g.Player.Pos.Add(openDir(t, g)))
	require.NoError(t, err)
	return k
}

// oddsJSON runs the odds command and decodes its report.
func oddsJSON(t *testing.T, args ...string) combat.Report {
	t.Helper()
	var out, errs bytes.Buffer
	status, ok := cli.Run("cleave", append([]string{"odds", "--json"}, args...), &out, &errs)
	require.True(t, ok)
	require.Equal(t, cli.ExitOK, status, errs.String())
	var r combat.Report
	require.NoError(t, json.Unmarshal(out.Bytes(), &r))
	return r
}

// TestLookWordsAreTheOdds: Thora (long sword, Strength 15, Long blades rank 2) against a kobold. The
// look screen's words are the phrase table of words.toml applied to what the odds command says of the
// same matchup: her blow (--target kobold), the kobold's spear against her Defence, and the mean blows
// to kill of the balance command.
func TestLookWordsAreTheOdds(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	k := koboldBeside(t, g)
	m.Update(typed(";"), g)
	l, ok := m.Screen().(*Look)
	require.True(t, ok, "; opens the look mode")
	assert.Equal(t, k.Pos, l.At, "on the creature in view")
	assert.Contains(t, m.Prompt(), "a kobold (unhurt).", "the hover line, with where it lies")
	m.Update(pressed(KeyEnter), g)
	info, ok := m.Screen().(*CreatureInfo)
	require.True(t, ok, "Enter describes the kobold")

	d := g.Data()
	w := d.Words
	mine := oddsJSON(t, "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold")
	sheet := g.CharacterSheet(g.Player)
	theirs := oddsJSON(t, "--weapon", "spear", "--str", "8", "--dex", "13", "--defence", fmt.Sprint(sheet.Dv))
	rows, err := cli.Sheet(d, []string{"long sword"}, []string{"kobold"}, game.AttackSpec{Weapon: "long sword", Str: 15, Rank: 2})
	require.NoError(t, err)
	require.Len(t, rows, 1)
	you := "You would hit it " + assets.Say(w.Chance, mine.Hit)
	if mine.Glance > 0 {
		you += "; your blows would " + assets.Say(w.Glance, mine.Glance/mine.Hit) + " glance off its scales"
	}
	want := []string{
		you + ".",
		"It would hit you " + assets.Say(w.Chance, theirs.Hit) + ".",
		"It would take " + w.BlowsWords(rows[0].ToKill) + ".",
	}
	lines := info.Lines()
	require.GreaterOrEqual(t, len(lines), 3)
	assert.Equal(t, want, lines[len(lines)-3:])
	assert.Equal(t, "A kobold", info.Look.Title)
	c, _ := d.Creature("kobold")
	assert.Equal(t, c.Text, lines[0], "its description from creatures.toml first")
	assert.Contains(t, lines, "It wields a spear.")
	for _, line := range lines {
		assert.False(t, strings.ContainsAny(line, "0123456789"), "no number without the option: %q", line)
	}

	m.Update(typed("x"), g)
	_, back := m.Screen().(*Look)
	assert.True(t, back, "a key goes back to the look mode")
	m.Update(pressed(KeyEscape), g)
	_, play := m.Screen().(*Play)
	assert.True(t, play, "Escape leaves")
}

// TestLookNumbers: with the numbers option the describe screen adds the exact odds, written as the odds
// command writes them; without it, none.
func TestLookNumbers(t *testing.T) {
	g, err := game.New(game.Config{Seed: 1})
	require.NoError(t, err)
	m := New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60, Numbers: true}, false)
	koboldBeside(t, g)
	m.Update(typed(";"), g)
	m.Update(typed(";"), g)
	info, ok := m.Screen().(*CreatureInfo)
	require.True(t, ok, "; again describes")
	mine := oddsJSON(t, "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold")
	lines := strings.Join(info.Lines(), "\n")
	assert.Contains(t, lines, "To hit "+game.Percent(mine.Hit)+", to crit "+game.Percent(mine.Crit))
	assert.Contains(t, lines, "Blows to kill, on average: ")
}

// TestLookTabCycles: Tab goes to the next creature in view and round again; with none, the look starts
// on the player and says so.
func TestLookTabCycles(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed(";"), g)
	l := m.Screen().(*Look)
	assert.Equal(t, g.Player.Pos, l.At)
	assert.Contains(t, m.Prompt(), "Here: you")
	m.Update(pressed(KeyEnter), g)
	assert.Equal(t, "There is nothing there to describe.", m.Notice())
	m.Update(pressed(KeyEscape), g)

	a := koboldBeside(t, g)
	var b *game.Actor
	for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		if k, err := g.PlaceCreature("giant rat", g.Player.Pos.Add(d)); err == nil {
			b = k
			break
		}
	}
	require.NotNil(t, b)
	m.Update(typed(";"), g)
	l = m.Screen().(*Look)
	first := l.At
	m.Update(pressed(KeyTab), g)
	assert.NotEqual(t, first, l.At)
	assert.ElementsMatch(t, []gruid.Point{a.Pos, b.Pos}, []gruid.Point{first, l.At})
	m.Update(pressed(KeyTab), g)
	assert.Equal(t, first, l.At, "round again")
}
