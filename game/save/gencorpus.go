// Command gencorpus regrows the corpus of saves of every version (testdata/saves/vNN-<commit>-<rules>.sav):
// for each version of the save in its list it checks that version's commit of main out in a git worktree
// under the temporary directory, drops a test into that commit's save code that plays a seeded bot game
// under each rule set the commit had, saves it with that commit's own Encode, loads the save with that
// commit's own Decode and plays it on, and copies here the save, what that build loaded from it
// (.saved.txt: a summary in fields every version has) and the log of its playing on (.played.txt).
// TestCorpusMigratesAndPlaysOn loads each save in this build, says the same summary of it, and plays it on.
//
// A .played.txt is kept only where this build plays the save on to the very log the old build did (its
// rules and data unchanged since for that game): after regrowing, delete those the test finds otherwise.
// A save of a new version is made by this build: its log is exact.
//
// From the root of the repository:
//
//	go run game/save/gencorpus.go                      # every version in the list below
//	go run game/save/gencorpus.go -version 19          # one of them
//	go run game/save/gencorpus.go -version 19 -commit HEAD
//
// The last form is the one a new version of the save needs: commit the change of the saved types with its
// version and step (migrate.go), add the version and its commit to versionCommits below, and run it.

//go:build ignore

package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// versionCommits is the commit of main each version of the save is grown from: the last commit of main
// that wrote that version (the version's number is its place in migrate.go's versions).
var versionCommits = map[int]string{
	1:  "da1cf64", // format 1: the first saves
	2:  "820381e", // format 1: BleedCause, NextAttack, PoisonCause
	3:  "c929ca2", // format 1: pack letters, HeardAt
	4:  "e0bf8f5", // format 2: State and its Floors
	5:  "df5a927", // format 2: Level.ItemPlaces (was Items)
	6:  "4802a47", // format 2: the player once, Floor.Creatures
	7:  "9937b0e", // format 2: the bot's chase
	8:  "13ba41c", // format 2: the layout's fields sorted
	9:  "a77c470", // format 2: kills by kind
	10: "58cbde8", // format 3: magic, 12 slots
	11: "bd53cfe", // format 3: surprise
	12: "d357e94", // format 3: spells and traps
	13: "3328322", // format 3: rule sets cleave and drn
	14: "be628f6", // format 3: thac0, nethack, tiers
	15: "d3d3c62", // format 4: deflated
	16: "403dbd3", // format 4: Luck and experience
	17: "eb2e083", // format 4: the goal
	18: "0635da9", // format 5: the rule set by name and its State
	19: "f488a80", // format 5: the bestiary (State.Met)
	20: "252a7ae", // format 5: the kind of run (State.Mode)
	21: "be9a100", // format 5: the luck ledger (State.Ledger)
	22: "8cb020d", // format 5: the sandbox's mark (State.Sandbox)
}

// Each save is of the first seed from 1 whose game is not over after saveAfter of the bot's actions, and
// played on for playOn more.
const (
	saveAfter = 400
	playOn    = 300
)

func main() {
	version := flag.Int("version", 0, "the version to grow (0: every version in the list)")
	commit := flag.String("commit", "", "the commit to grow it from (default: the list's)")
	flag.Parse()
	root, err := git("", "rev-parse", "--show-toplevel")
	if err != nil {
		fail(err)
	}
	out := filepath.Join(root, "game", "save", "testdata", "saves")
	var vs []int
	if *version != 0 {
		vs = []int{*version}
	} else {
		for v := range versionCommits {
			vs = append(vs, v)
		}
		sort.Ints(vs)
	}
	for _, v := range vs {
		c := *commit
		if c == "" {
			c = versionCommits[v]
		}
		if c == "" {
			fail(fmt.Errorf("no commit for version %d: give -commit", v))
		}
		if err := grow(root, out, v, c); err != nil {
			fail(fmt.Errorf("version %d at %s: %w", v, c, err))
		}
	}
}

// grow writes the saves of version v from commit c into out.
func grow(root, out string, v int, c string) error {
	hash, err := git(root, "rev-parse", "--short=7", c)
	if err != nil {
		return err
	}
	wt := filepath.Join(os.TempDir(), "wt-"+hash)
	if _, err := git(root, "worktree", "add", "--detach", "--force", wt, hash); err != nil {
		return err
	}
	defer git(root, "worktree", "remove", "--force", wt)
	src, err := testSource(wt)
	if err != nil {
		return err
	}
	pkg := "game"
	if exists(filepath.Join(wt, "game", "save", "save.go")) {
		pkg = "game/save"
	}
	// That commit's own tests are left out: only the save code and the game are built.
	old, _ := filepath.Glob(filepath.Join(wt, pkg, "*_test.go"))
	for _, f := range old {
		if err := os.Remove(f); err != nil {
			return err
		}
	}
	if err := os.WriteFile(filepath.Join(wt, pkg, "zz_corpus_test.go"), []byte(src), 0o644); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "corpus-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	cmd := exec.Command("go", "test", "-count=1", "-run", "^TestZZWriteCorpus$", "./"+pkg)
	cmd.Dir = wt
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "CORPUS_OUT="+tmp, fmt.Sprintf("CORPUS_PREFIX=v%02d-%s-", v, hash))
	if b, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go test: %w\n%s", err, b)
	}
	files, _ := filepath.Glob(filepath.Join(tmp, "*"))
	if len(files) == 0 {
		return errors.New("no save written")
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(out, filepath.Base(f)), b, 0o644); err != nil {
			return err
		}
		fmt.Printf("%s (%d bytes)\n", filepath.Join("game/save/testdata/saves", filepath.Base(f)), len(b))
	}
	return nil
}

// testSource is the test that writes the corpus saves of the commit checked out at wt, by the API it has:
// Encode and Decode in package game (formats 1 to 4) or game/save (5 on), the player among a floor's Actors
// (formats 1 and 2 to the player once) or on its own, the rule sets none (cleave only), combat.RuleSet
// numbers or registered by name.
func testSource(wt string) (string, error) {
	gameSrc, err := os.ReadFile(filepath.Join(wt, "game", "game.go"))
	if err != nil {
		return "", err
	}
	rulesSrc, _ := os.ReadFile(filepath.Join(wt, "combat", "rulesets.go"))
	r := strings.NewReplacer("SAVEAFTER", fmt.Sprint(saveAfter), "PLAYON", fmt.Sprint(playOn))
	switch {
	case exists(filepath.Join(wt, "game", "save", "save.go")):
		return r.Replace(header("save", `"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"`) + `
func TestZZWriteCorpus(t *testing.T) {
	for _, rs := range registry.List() {
		name := rs.Name()
		write(t, name, func(seed uint64) *game.Game {
			g, err := game.New(game.Config{Seed: seed, Rules: name})
			if err != nil {
				t.Fatal(err)
			}
			return g
		}, func(g *game.Game) ([]byte, error) { return Encode(g) },
			func(g *game.Game, b []byte) (*game.Game, error) { return Decode(b, g.Data()) },
			accessors[*game.Game, *game.Floor, *game.Actor]{
				player:    func(g *game.Game) *game.Actor { return g.Player },
				creatures: func(f *game.Floor) []*game.Actor { return f.Creatures },
				places:    func(f *game.Floor) int { return len(f.Level.ItemPlaces) },
				rules:     func(g *game.Game) string { return g.RulesName() },
			})
	}
}
` + writeFunc("game.")), nil
	case bytes.Contains(rulesSrc, []byte("NumRuleSets")):
		return r.Replace(header("game", `"github.com/cleave-game/cleave/combat"`) + `
func TestZZWriteCorpus(t *testing.T) {
	for rs := combat.RuleSet(0); rs < combat.NumRuleSets; rs++ {
		write(t, rs.String(), func(seed uint64) *Game {
			g, err := New(Config{Seed: seed, Rules: rs})
			if err != nil {
				t.Fatal(err)
			}
			return g
		}, Encode, func(g *Game, b []byte) (*Game, error) { return Decode(b, g.data) }, ` + accessorsOf(wt, gameSrc, "g.Rules.String()") + `)
	}
}
` + writeFunc("")), nil
	default:
		return r.Replace(header("game", "") + `
func TestZZWriteCorpus(t *testing.T) {
	write(t, "cleave", func(seed uint64) *Game {
		g, err := New(Config{Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		return g
	}, Encode, func(g *Game, b []byte) (*Game, error) { return Decode(b, g.data) }, ` + accessorsOf(wt, gameSrc, `"cleave"`) + `)
}
` + writeFunc("")), nil
	}
}

// accessorsOf is the accessors of the game of the commit checked out at wt, by where it keeps what the
// summary says: the player among a floor's Actors (first) before it was held once, a level's places for
// items in Items before ItemPlaces, the rule set by rules (a Go expression of g).
func accessorsOf(wt string, gameSrc []byte, rules string) string {
	player, creatures := "g.Actors[0]", "f.Actors[1:]"
	if bytes.Contains(gameSrc, []byte("\tPlayer *Actor")) {
		player, creatures = "g.Player", "f.Creatures"
	}
	places := "f.Level.Items"
	if b, _ := os.ReadFile(filepath.Join(wt, "levels", "level.go")); bytes.Contains(b, []byte("ItemPlaces")) {
		places = "f.Level.ItemPlaces"
	}
	return `accessors[*Game, *Floor, *Actor]{
			player:    func(g *Game) *Actor { return ` + player + ` },
			creatures: func(f *Floor) []*Actor { return ` + creatures + ` },
			places:    func(f *Floor) int { return len(` + places + `) },
			rules:     func(g *Game) string { return ` + rules + ` },
		}`
}

func header(pkg, imports string) string {
	return `package ` + pkg + `

import (
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strings"
	"testing"

	` + imports + `
)
`
}

// writeFunc is write of the test, with q the qualifier of package game's names.
func writeFunc(q string) string {
	return strings.ReplaceAll(`
// write saves the game of the first seed not over after SAVEAFTER of the bot's actions under rule set name,
// loads the save and plays it on for PLAYON more, and writes the save and the log of the playing on.
func write(t *testing.T, name string, newGame func(uint64) *Q.Game, encode func(*Q.Game) ([]byte, error),
	decode func(*Q.Game, []byte) (*Q.Game, error), acc accessors[*Q.Game, *Q.Floor, *Q.Actor]) {
	for seed := uint64(1); seed < 100; seed++ {
		g := newGame(seed)
		for i := 0; i < SAVEAFTER && !g.Over; i++ {
			g.Act(g.BotAction())
		}
		if g.Over {
			continue
		}
		b, err := encode(g)
		if err != nil {
			t.Fatal(err)
		}
		g, err = decode(g, b)
		if err != nil {
			t.Fatal(err)
		}
		saved := summary(g, acc)
		for i := 0; i < PLAYON && !g.Over; i++ {
			g.Act(g.BotAction())
		}
		var sb strings.Builder
		for _, m := range g.Log {
			fmt.Fprintf(&sb, "%d %s\n", m.Kind, m.Text)
		}
		pl := acc.player(g)
		fmt.Fprintf(&sb, "-- turns %d time %d depth %d over %v hp %d/%d\n", g.Turns, g.Time, g.Depth, g.Over, pl.HP, pl.MaxHP)
		base := filepath.Join(os.Getenv("CORPUS_OUT"), os.Getenv("CORPUS_PREFIX")+name)
		if err := os.WriteFile(base+".sav", b, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(base+".saved.txt", []byte(saved), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(base+".played.txt", []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatalf("every game under %s over after SAVEAFTER actions", name)
}

// accessors are where the game of a version keeps what the summary says.
type accessors[G, F, A any] struct {
	player    func(G) A
	creatures func(F) []A
	places    func(F) int
	rules     func(G) string
}

// summary is what a game holds, in fields every version has: TestCorpusMigratesAndPlaysOn says the same of
// the game migrated from the save.
func summary(g *Q.Game, acc accessors[*Q.Game, *Q.Floor, *Q.Actor]) string {
	var sb strings.Builder
	pl := acc.player(g)
	fmt.Fprintf(&sb, "seed %d rules %s turns %d time %d depth %d deepest %d over %v cause %q log %d\n", g.Seed, acc.rules(g), g.Turns, g.Time, g.Depth, g.Deepest, g.Over, g.Cause, len(g.Log))
	if len(g.Log) > 0 {
		fmt.Fprintf(&sb, "last %q\n", g.Log[len(g.Log)-1].Text)
	}
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
		cs := acc.creatures(f)
		fmt.Fprintf(&sb, "floor %d %dx%d tiles %08x seen %d places %d items %d corpses %d queue %d creatures %d\n", i+1, f.Level.W, f.Level.H, crc32.ChecksumIEEE(tiles), seen, acc.places(f), len(f.Items), len(f.Corpses), len(f.Queue.Entries), len(cs))
		for _, a := range cs {
			if !a.Dead {
				fmt.Fprintf(&sb, "  %s at %d,%d hp %d/%d\n", a.Kind, a.Pos.X, a.Pos.Y, a.HP, a.MaxHP)
			}
		}
	}
	return sb.String()
}
`, "Q.", q)
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// git runs git in dir (the working directory when empty) and gives its output, trimmed.
func git(dir string, args ...string) (string, error) {
	cmd := exec.Command("git", args...)
	cmd.Dir = dir
	b, err := cmd.CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("git %s: %w\n%s", strings.Join(args, " "), err, b)
	}
	return strings.TrimSpace(string(b)), nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gencorpus:", err)
	os.Exit(1)
}
