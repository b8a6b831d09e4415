// The corpus of saves (issue 30, item 1): saves written by the builds of main of every version of the save
// (testdata/saves/vNN-<commit>-<rules>.sav, grown by gencorpus.go) load in this build, hold what the build
// that wrote them loaded from them, and play on.

//go:build !js

package save

import (
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// corpusTurns is how many of the bot's actions a corpus save is played on, the rules of the world checked
// after each; the .played.txt of the build that wrote it are of as many (gencorpus.go's playOn).
const corpusTurns = 300

// corpusSave is a save of the corpus: its file's name without .sav, and the version its name gives.
type corpusSave struct {
	base    string
	version int
}

// corpus lists the saves of testdata/saves named by their version.
func corpus(t *testing.T) []corpusSave {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "saves", "v*.sav"))
	require.NoError(t, err)
	var out []corpusSave
	for _, f := range files {
		name := filepath.Base(f)
		n, err := strconv.Atoi(strings.TrimPrefix(strings.SplitN(name, "-", 2)[0], "v"))
		require.NoError(t, err, "%s: a corpus save is named vNN-<commit>-<rules>.sav", name)
		out = append(out, corpusSave{base: strings.TrimSuffix(f, ".sav"), version: n})
	}
	return out
}

// Issue 30, item 1: every version of the save the game has released loads in this build. Each save of the
// corpus, written by a build of main of its version (gencorpus.go), is of the format and layout that
// version has in migrate.go; it loads, migrated step by step to this version; the game loaded holds what
// that build loaded from it (.saved.txt: the player, the pack and what is worn, every floor's tiles, seen
// cells, things, corpses, queue and creatures: a step that lost or misplaced anything shows here); it plays
// on for corpusTurns of the bot's actions keeping the rules of the world (game.Check), to the very log that
// build played it on to where it has one (.played.txt: kept where this build plays that game exactly as the
// old one, its rules and data unchanged since for it; not for the versions whose rules or dungeon have
// changed since); and it saves again as this version and loads.
func TestCorpusMigratesAndPlaysOn(t *testing.T) {
	saves := corpus(t)
	exact := 0
	for _, c := range saves {
		t.Run(filepath.Base(c.base), func(t *testing.T) {
			require.True(t, c.version >= 1 && c.version <= len(versions), "version %d of %d", c.version, len(versions))
			v := versions[c.version-1]
			b, err := os.ReadFile(c.base + ".sav")
			require.NoError(t, err)
			require.Greater(t, len(b), saveHeaderLen)
			assert.Equal(t, v.format, uint16(b[6])<<8|uint16(b[7]), "the format of version %d", v.n)
			assert.Equal(t, v.layout, [8]byte(b[8:16]), "the layout of version %d", v.n)

			g, err := Decode(b, nil)
			require.NoError(t, err, "a save of version %d loads", v.n)
			want, err := os.ReadFile(c.base + ".saved.txt")
			require.NoError(t, err)
			assert.Equal(t, string(want), summary(g), "the game as the build that wrote it loaded it")
			letters := map[byte]bool{}
			for _, it := range g.Player.Pack {
				assert.NotZero(t, it.Letter, "%s in the pack has a letter", it.Name)
				assert.False(t, letters[it.Letter], "%s's letter %c is another's", it.Name, it.Letter)
				letters[it.Letter] = true
			}

			if c.version < firstPickupVersion {
				asOldBuilds(t, g)
			}
			lines, newLevel := playOnAsWritten(t, g, corpusTurns, true)
			if played, err := os.ReadFile(c.base + ".played.txt"); err == nil {
				exact++
				want := withoutLuck(g, string(played))
				if newLevel {
					require.Greater(t, strings.Count(want, "\n"), lines, "the build that wrote it played as far")
					assert.Equal(t, firstLines(want, lines), firstLines(playedLog(g), lines), "played on as the build that wrote it, to the first level made after the load")
				} else {
					assert.Equal(t, want, playedLog(g), "played on as the build that wrote it")
				}
			} else {
				require.ErrorIs(t, err, os.ErrNotExist)
			}
			if !g.Over {
				again, err := Encode(g)
				require.NoError(t, err)
				assert.Equal(t, uint16(Format), uint16(again[6])<<8|uint16(again[7]), "saved again as this version")
				_, err = Decode(again, g.Data())
				require.NoError(t, err)
			}
		})
	}
	t.Logf("%d corpus saves, %d played on to the old build's very log", len(saves), exact)
}

// Issue 30, item 2: the corpus grows by one save per version. Each version of migrate.go has a save in the
// corpus (gencorpus.go -version N grows it), and the versions that had rule sets a save under each.
func TestCorpusHasEveryVersion(t *testing.T) {
	have := map[int][]string{}
	for _, c := range corpus(t) {
		name := filepath.Base(c.base)
		have[c.version] = append(have[c.version], name[strings.LastIndex(name, "-")+1:])
	}
	for _, v := range versions {
		assert.NotEmpty(t, have[v.n], "no save of version %d in testdata/saves: commit, add it to gencorpus.go's versionCommits and run go run game/save/gencorpus.go -version %d", v.n, v.n)
	}
	for n := 14; n <= len(versions); n++ { // thac0, nethack and tiers came in version 14
		assert.ElementsMatch(t, []string{"cleave", "drn", "nethack", "thac0", "tiers"}, have[n], "version %d: a save under each rule set", n)
	}
}

// Issue 30, item 1: a game saved before magic (version 9 and older) gets the looks of its potions and
// scrolls on load, those a new game of its seed is dealt, not "unmarked" for all.
func TestGameBeforeMagicGetsItsLooks(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "saves", "v09-a77c470-cleave.sav"))
	require.NoError(t, err)
	g, err := Decode(b, nil)
	require.NoError(t, err)
	fresh, err := game.New(game.Config{Seed: g.Seed})
	require.NoError(t, err)
	require.NotEmpty(t, fresh.Magic.Looks)
	assert.Equal(t, fresh.Magic.Looks, g.Magic.Looks)
}

// summary is what g holds in fields every version of the save has, as gencorpus.go's test says it of the
// game the build that wrote a save loaded from it.
func summary(g *game.Game) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "seed %d rules %s turns %d time %d depth %d deepest %d over %v cause %q log %d\n", g.Seed, g.RulesName(), g.Turns, g.Time, g.Depth, g.Deepest, g.Over, g.Cause, len(g.Log))
	if len(g.Log) > 0 {
		fmt.Fprintf(&sb, "last %q\n", g.Log[len(g.Log)-1].Text)
	}
	pl := g.Player
	fmt.Fprintf(&sb, "player %q %s %s at %d,%d hp %d/%d str %d dex %d kills %d stance %q\n", pl.Name, pl.Race, pl.Background, pl.Pos.X, pl.Pos.Y, pl.HP, pl.MaxHP, pl.Str, pl.Dex, pl.Kills, pl.Stance)
	for _, it := range pl.Pack {
		fmt.Fprintf(&sb, "pack %q x%d kind %d\n", it.Name, it.Count, it.Kind)
	}
	for i, it := range pl.Worn {
		if it.Name != "" {
			fmt.Fprintf(&sb, "worn %d %q\n", i, it.Name)
		}
	}
	for i, f := range g.Floors {
		tiles := make([]byte, len(f.Level.Tiles))
		for j, t := range f.Level.Tiles {
			tiles[j] = byte(t)
		}
		seen := 0
		for _, s := range f.Seen {
			if s {
				seen++
			}
		}
		fmt.Fprintf(&sb, "floor %d %dx%d tiles %08x seen %d places %d items %d corpses %d queue %d creatures %d\n", i+1, f.Level.W, f.Level.H, crc32.ChecksumIEEE(tiles), seen, len(f.Level.ItemPlaces), len(f.Items), len(f.Corpses), len(f.Queue.Entries), len(f.Creatures))
		for _, a := range f.Creatures {
			if !a.Dead {
				fmt.Fprintf(&sb, "  %s at %d,%d hp %d/%d\n", a.Kind, a.Pos.X, a.Pos.Y, a.HP, a.MaxHP)
			}
		}
	}
	return sb.String()
}

// playedLog is g's log and where it stands, as gencorpus.go's test writes them (and the .played.txt of
// TestFormat4SavesMigrateAndPlayOn, but its last line).
