// The sandbox's console driven through the interface's model, key by key (issue 36: "The sandbox is driven
// by a UI-model test (place a troll, set its HP, run the arena on it)").

//go:build !js

package ui

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// sandboxModel is a sandbox game of seed 12 and a model in play on it.
func sandboxModel(t *testing.T) (*game.Game, *Model) {
	t.Helper()
	g, err := game.New(game.Config{Seed: 12, Sandbox: true})
	require.NoError(t, err)
	return g, New(Config{Data: g.Data(), PagerRows: 20, PagerColumns: 60}, false)
}

// enter types line in the open console and presses Enter.
func enter(m *Model, g *game.Game, line string) {
	m.Update(typed(line), g)
	m.Update(pressed(KeyEnter), g)
}

// TestSandboxConsolePlacesATrollSetsItsHPAndRunsTheArena: issue 36's "done when". & opens the console; place
// troll puts a troll beside the player, the cursor on it; hp it 30 sets its hit points; arena 50 runs the
// arena on it as it stands, and its line with a win rate is in the scrollback and drawn; nothing of it took
// a turn; Escape goes back to play.
func TestSandboxConsolePlacesATrollSetsItsHPAndRunsTheArena(t *testing.T) {
	g, m := sandboxModel(t)
	turns, now := g.Turns, g.Time
	m.Update(typed(string(SandboxKey)), g)
	c, ok := m.Screen().(*Console)
	require.True(t, ok, "& opens the console in a sandbox game")
	enter(m, g, "place troll")
	assert.Empty(t, c.Typed, "Enter ran the line")
	var troll *game.Actor
	for _, a := range g.Creatures {
		if a.Kind == "troll" && !a.Dead {
			troll = a
		}
	}
	require.NotNil(t, troll, "a troll placed: %v", m.SandboxLines())
	assert.Equal(t, 1, levels.Distance(troll.Pos, g.Player.Pos), "beside the player")
	enter(m, g, "hp it 30")
	assert.Equal(t, 30, troll.HP, "the troll has the hit points set")
	enter(m, g, "arena 50")
	lines := m.SandboxLines()
	require.GreaterOrEqual(t, len(lines), 2)
	head, rate := lines[len(lines)-2], lines[len(lines)-1]
	assert.Contains(t, head, "against the troll (30/", "the arena fought the troll as it stands")
	assert.Contains(t, head, "50 fights")
	win := regexp.MustCompile(`won (\d+\.\d)% \(95%: \d+\.\d%-\d+\.\d%\)`)
	require.Regexp(t, win, rate, "the arena's line with a win rate")
	assert.Contains(t, drawnTexts(t, m, g), strings.TrimSpace(win.FindString(rate)), "and on the screen")
	assert.Equal(t, 30, troll.HP, "the arena fights a copy")
	assert.Equal(t, turns, g.Turns, "no turn taken")
	assert.Equal(t, now, g.Time, "the clock stood")

	m.Update(pressed(KeyEscape), g)
	assert.IsType(t, &Play{}, m.Screen(), "Escape goes back to play")
	m.Update(typed(string(SandboxKey)), g)
	require.IsType(t, &Console{}, m.Screen())
	assert.Equal(t, lines, m.SandboxLines(), "the scrollback kept")
	m.Update(namedKeys("Up"), g)
	assert.Equal(t, "arena 50", m.Screen().(*Console).Typed, "Up: the last line typed")
}

// TestSandboxConsoleFromTheLook: & on the look screen opens the console with its cursor on the creature
// looked at: odds and hp it act on that one.
func TestSandboxConsoleFromTheLook(t *testing.T) {
	g, m := sandboxModel(t)
	kobold, err := g.PlaceBeside("kobold")
	require.NoError(t, err)
	m.Update(typed(";"), g)
	l, ok := m.Screen().(*Look)
	require.True(t, ok)
	l.At = kobold.Pos
	m.Update(typed(string(SandboxKey)), g)
	require.IsType(t, &Console{}, m.Screen())
	enter(m, g, "hp it 2; odds")
	assert.Equal(t, 2, kobold.HP)
	assert.Contains(t, strings.Join(m.SandboxLines(), "\n"), "and the kobold (2/")
}

// TestSandboxConsoleOnlyInASandbox: & in a game not started with --sandbox opens nothing and says why.
func TestSandboxConsoleOnlyInASandbox(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed(string(SandboxKey)), g)
	assert.IsType(t, &Play{}, m.Screen())
	assert.Contains(t, m.Notice(), "--sandbox")
}

// TestSidebarSandboxTag: issue 36, "marked on screen": the side panel of a sandbox game carries its tag,
// that of any other game none.
func TestSidebarSandboxTag(t *testing.T) {
	g, m := sandboxModel(t)
	assert.True(t, m.Sidebar(g).Sandbox)
	plain, pm := newGame(t, game.Character{}, nil)
	assert.False(t, pm.Sidebar(plain).Sandbox)
}
