// Saves of format 4, the last before the rule sets kept their State (issue 28), migrate: each was written by
// that version under one rule set with some of the rule set's numbers set (testdata/saves), and plays on here
// to the very log and state that version played on to.

package save

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A save of format 4 (the last before the rule sets kept their State), written by that version under each
// rule set with some of the rule set's numbers set, loads migrated, and the bot's next 600 actions give the
// very log and state that version gave (testdata/saves/format4-*.played.txt, written by it).
func TestFormat4SavesMigrateAndPlayOn(t *testing.T) {
	for _, name := range []string{"cleave", "drn", "thac0", "nethack", "tiers"} {
		t.Run(name, func(t *testing.T) {
			b, err := os.ReadFile(filepath.Join("testdata", "saves", "format4-"+name+".sav"))
			require.NoError(t, err)
			require.Equal(t, uint16(4), uint16(b[6])<<8|uint16(b[7]), "a save of format 4")
			g, err := Decode(b, nil)
			require.NoError(t, err)
			assert.Equal(t, name, g.RulesName(), "the rule set's number became its name")
			for i := 0; i < 600 && !g.Over; i++ {
				g.Act(g.BotAction())
			}
			var sb strings.Builder
			for _, m := range g.Log {
				fmt.Fprintf(&sb, "%d %s\n", m.Kind, m.Text)
			}
			pl := g.Player
			fmt.Fprintf(&sb, "-- turns %d time %d depth %d over %v hp %d/%d\n", g.Turns, g.Time, g.Depth, g.Over, pl.HP, pl.MaxHP)
			want, err := os.ReadFile(filepath.Join("testdata", "saves", "format4-"+name+".played.txt"))
			require.NoError(t, err)
			got := sb.String()
			lines := strings.SplitAfter(string(want), "\n")
			require.GreaterOrEqual(t, len(lines), 3)
			assert.Equal(t, strings.Join(lines[:len(lines)-2], ""), got, "played on as the version that wrote it")
			// The rule set's numbers of the player at the end, as that version kept them on its Actor.
			var old legacyActor
			_, err = fmt.Sscanf(lines[len(lines)-2], "-- fatigue %d/%d harassed %d/%d guard %d/%d block %d luck %d/%d exp %d\n",
				&old.Fatigue, &old.FatigueAt, &old.Harassed, &old.HarassRound, &old.GuardSpent, &old.GuardAt, &old.BlockLeft, &old.Luck, &old.LuckAt, &old.Exp)
			require.NoError(t, err)
			assert.Equal(t, g.RuleSet().Migrate(old.legacy()), pl.RuleState, "the rule set's numbers of the player")
		})
	}
}
