// The same seed gives the same game, across refactors: bot games on a few seeds and characters are played
// and their whole message logs, plus a summary of the final state, compared byte for byte with logs
// recorded before the architecture refactor (testdata/logs). CLEAVE_LOGS=update records them anew, which
// only a deliberate change of the rules or the data should need.

package game_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
)

// recordedGames are the games whose logs are kept: every background, each on its own seed, deep enough
// to change floors several times.
var recordedGames = []struct {
	seed      uint64
	ch        game.Character // the zero Character: the data's default (Thora, a dwarf warrior)
	turns     int
	saveEvery int // save and load the game every this many turns (0: never)
}{
	{1, game.Character{}, 1200, 0},
	{2, game.Character{Name: "Ash", Race: "elf", Background: "archer"}, 1200, 0},
	{3, game.Character{Race: "human", Background: "duelist"}, 1200, 0},
	{4, game.Character{Name: "Grak", Race: "lizardfolk", Background: "brute"}, 1200, 0},
	{42, game.Character{}, 1500, 0},
	{42, game.Character{}, 1500, 97},
}

// playedLog is the text of a bot game: every message, one a line, then the final state.
func playedLog(t *testing.T, seed uint64, ch game.Character, turns, saveEvery int) string {
	t.Helper()
	g, err := game.New(game.Config{Seed: seed, Character: ch})
	require.NoError(t, err)
	for i := 0; i < turns && !g.Over; i++ {
		if saveEvery > 0 && i > 0 && i%saveEvery == 0 {
			b, err := save.Encode(g)
			require.NoError(t, err)
			g, err = save.Decode(b, g.Data())
			require.NoError(t, err)
		}
		g.Act(g.BotAction())
	}
	var b strings.Builder
	for _, m := range g.Log {
		fmt.Fprintf(&b, "%d %s\n", m.Kind, m.Text)
	}
	pl := g.Player
	fmt.Fprintf(&b, "-- turns %d time %d depth %d deepest %d over %v cause %q\n", g.Turns, g.Time, g.Depth, g.Deepest, g.Over, g.Cause)
	fmt.Fprintf(&b, "-- player at %v hp %d/%d bleeding %d poison %d skills %v practice %v\n", pl.Pos, pl.HP, pl.MaxHP, pl.Bleeding, pl.Poison, pl.Skills, pl.Practice)
	return b.String()
}

func TestLogsUnchanged(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for _, r := range recordedGames {
		if r.ch == (game.Character{}) {
			r.ch = game.DefaultCharacter(d)
		}
		name := fmt.Sprintf("seed-%d-%s-%s.txt", r.seed, r.ch.Race, r.ch.Background)
		t.Run(fmt.Sprintf("%s-saved-every-%d", name, r.saveEvery), func(t *testing.T) {
			got := playedLog(t, r.seed, r.ch, r.turns, r.saveEvery)
			path := filepath.Join("testdata", "logs", name)
			if r.saveEvery > 0 {
				// A game saved and loaded along the way plays on exactly as the one never saved.
				want, err := os.ReadFile(path)
				require.NoError(t, err)
				assert.Equal(t, string(want), got, "saving and loading must not change the game")
				return
			}
			if os.Getenv("CLEAVE_LOGS") == "update" {
				require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
				return
			}
			want, err := os.ReadFile(path)
			require.NoError(t, err, "no recorded log: CLEAVE_LOGS=update records it")
			assert.Equal(t, string(want), got, "the same seed must give the same game as recorded")
		})
	}
}
