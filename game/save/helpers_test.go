// Helpers of the tests of saves: games made and played through game's exported API.

package save

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// english is the language of the tests' texts.
var english = lang.English()

// russian is the Russian texts.
func russian(t testing.TB) *text.Lang {
	t.Helper()
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	return ru
}

// newGame is a new game of seed, by the embedded data.
func newGame(t testing.TB, seed uint64) *game.Game {
	t.Helper()
	g, err := game.New(game.Config{Seed: seed})
	require.NoError(t, err)
	return g
}

// playBot is a new game of seed after the bot's actions, turns of them or until the game is over.
func playBot(t testing.TB, seed uint64, turns int) *game.Game {
	g := newGame(t, seed)
	for i := 0; i < turns && !g.Over; i++ {
		g.Act(g.BotAction())
	}
	return g
}

// die ends g as a death by cause does (the game's own death also says "You die..." in the log).
func die(g *game.Game, cause string) {
	g.Player.Dead = true
	g.Over, g.Cause = true, cause
}

// readAny is a Store.Read limit that no save of a test reaches: the tests that are not of the limit.
const readAny = 1 << 30

// firstPickupVersion is the first version of the save whose builds (and gencorpus.go's games) have
// auto-pickup, on by default: version 21.
const firstPickupVersion = 21

// asOldBuilds switches every kind of auto-pickup off in g (issue 32): the builds that wrote the corpus had no
// auto-pickup, and their bot explored without walking to items first, which is how g plays on then.
func asOldBuilds(t testing.TB, g *game.Game) {
	t.Helper()
	for _, k := range g.PickupKinds() {
		a, ok := g.PickupSwitch(k.Name, false)
		require.True(t, ok, k.Name)
		g.Do(a)
	}
}

// withoutLuck is a played log without the luck ledger's words (which builds of version 21 and later say,
// and playedLog leaves out).
func withoutLuck(g *game.Game, log string) string {
	var sb strings.Builder
	for _, l := range strings.SplitAfter(log, "\n") {
		if _, text, ok := strings.Cut(strings.TrimSuffix(l, "\n"), " "); ok && g.Data().Words.SaysLuck(text) {
			continue
		}
		sb.WriteString(l)
	}
	return sb.String()
}

func playedLog(g *game.Game) string {
	var sb strings.Builder
	for _, m := range g.Log {
		if g.Data().Words.SaysLuck(m.Text) {
			continue // the luck ledger's words after a fight (RULES.md §39.3): the game played is the same
		}
		fmt.Fprintf(&sb, "%d %s\n", m.Kind, m.Text)
	}
	pl := g.Player
	fmt.Fprintf(&sb, "-- turns %d time %d depth %d over %v hp %d/%d\n", g.Turns, g.Time, g.Depth, g.Over, pl.HP, pl.MaxHP)
	return sb.String()
}

// playOnAsWritten plays g on for at most n of the bot's actions, checking the rules of the world after
// each when check is set, and stops early at the end of the game. It returns how many lines of the played
// log (playedLog's, without its last line) came before the first level made after the load, and whether
// one was made: a level deeper than any the save held is made by today's generator, which the builds that
// wrote the corpus did not have (since the vault-piece fix, RULES.md §38.2, a level with vault pieces also
// gets its packs), so a log written by them is compared only up to the arrival there.
func playOnAsWritten(t testing.TB, g *game.Game, n int, check bool) (lines int, newLevel bool) {
	t.Helper()
	deepest := g.Deepest
	for i := 0; i < n && !g.Over; i++ {
		g.Act(g.BotAction())
		if check {
			require.NoError(t, g.Check(), "action %d after the load", i+1)
		}
		if g.Depth > deepest {
			return strings.Count(playedLog(g), "\n") - 1, true
		}
	}
	return strings.Count(playedLog(g), "\n") - 1, false
}

// firstLines is the first n lines of log.
func firstLines(log string, n int) string {
	lines := strings.SplitAfter(log, "\n")
	return strings.Join(lines[:min(n, len(lines))], "")
}
