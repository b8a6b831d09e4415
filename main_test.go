// Smoke test of the real binary under a display: a bot run leaves a screenshot of the dungeon and a log of fights.
//go:build !js

package main

import (
	"bufio"
	"bytes"
	"flag"
	"go/parser"
	"go/token"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/render"
	"github.com/cleave-game/cleave/render/art"
	"github.com/cleave-game/cleave/render/flags"
	"github.com/cleave-game/cleave/render/prefs"
)

// buildBinary builds the game once for the smoke tests.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "cleave")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	require.NoError(t, err, "go build: %s", out)
	return bin
}

// botRun runs the binary with a bot and returns the screenshot and the log.
func botRun(t *testing.T, bin string, seed string) (image.Image, string) {
	t.Helper()
	dir := t.TempDir()
	shot, logf := filepath.Join(dir, "shot.png"), filepath.Join(dir, "log.txt")
	cmd := exec.Command(bin, "--seed", seed, "--bot", "200", "--screenshot", shot, "--log", logf)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "cleave: %s", out)
	f, err := os.ReadFile(shot)
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(f))
	require.NoError(t, err)
	l, err := os.ReadFile(logf)
	require.NoError(t, err)
	return img, string(l)
}

// findSprite reports whether the sprite appears anywhere in img, pixel for pixel on at least frac of its
// opaque pixels (an animation may nudge or tint a few).
func findSprite(img image.Image, a *art.Atlas, name string, frac float64) bool {
	return findSpriteScaled(img, a, name, frac, 1, 1, 1)
}

// attackLine matches a message of an attack: a verb of a blow, a shot or a miss.
var attackLine = regexp.MustCompile(`\b(miss(es)?|hits?|slash(es)?|stabs?|bites?|glances?|dodges?|block|parry|bash(es)?|punch(es)?|cleaves?|crush(es)?|shoots?|pummels?)\b`)

// anySprite reports whether any of the named sprites is on screen, lit.
func anySprite(img image.Image, a *art.Atlas, names ...string) bool {
	for _, n := range names {
		if _, ok := a.Rects[n]; ok && findSprite(img, a, n, 0.9) {
			return true
		}
	}
	return false
}

// findImage is findSprite for a composed sprite.
func findImage(img image.Image, sprite *image.RGBA, frac float64) bool {
	a := &art.Atlas{Image: sprite, Rects: map[string]image.Rectangle{"s": sprite.Bounds()}}
	return findSprite(img, a, "s", frac)
}

// findSpriteScaled is findSprite for a sprite drawn with its colour scaled (remembered cells are dimmed).
func findSpriteScaled(img image.Image, a *art.Atlas, name string, frac, sr, sg, sb float64) bool {
	r := a.Rects[name]
	type px struct {
		x, y       int
		r, g, b, a uint32
	}
	var opaque []px
	for y := 0; y < art.Size; y++ {
		for x := 0; x < art.Size; x++ {
			c := a.Image.RGBAAt(r.Min.X+x, r.Min.Y+y)
			if c.A == 0xff {
				opaque = append(opaque, px{x, y, uint32(float64(c.R) * sr), uint32(float64(c.G) * sg), uint32(float64(c.B) * sb), 0})
			}
		}
	}
	allowed := len(opaque) - int(frac*float64(len(opaque)))
	b := img.Bounds()
	for y := b.Min.Y; y+art.Size <= b.Max.Y; y++ {
		for x := b.Min.X; x+art.Size <= b.Max.X; x++ {
			miss := 0
			for _, p := range opaque {
				cr, cg, cb, _ := img.At(x+p.x, y+p.y).RGBA()
				if absDiff(cr>>8, p.r) > 1 || absDiff(cg>>8, p.g) > 1 || absDiff(cb>>8, p.b) > 1 {
					miss++
					if miss > allowed {
						break
					}
				}
			}
			if miss <= allowed {
				return true
			}
		}
	}
	return false
}

func TestSmokeBotRun(t *testing.T) {
	bin := buildBinary(t)
	img, log := botRun(t, bin, "1")

	a, err := art.Parse("sprites.txt", art.Sprites)
	require.NoError(t, err)
	colours := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[r>>8<<16|g>>8<<8|bl>>8] = true
		}
	}
	assert.Greater(t, len(colours), 16, "a dungeon has many colours, not a blank screen")
	d, err := assets.Load(nil)
	require.NoError(t, err)
	g, err := game.New(game.Config{Seed: 1, Data: d})
	require.NoError(t, err)
	var layers [6]string
	n := render.PlayerLayers(d, g.Player, &layers)
	thora := art.Compose(a, layers[:n]...)
	assert.True(t, findImage(img, thora, 0.9), "the player (%v) is on screen", layers[:n])
	assert.True(t, anySprite(img, a, "wall", "wall2", "wall3", "wall4", "cave_wall", "cave_wall2", "cave_wall3"), "a lit wall is on screen")
	assert.True(t, anySprite(img, a, "floor", "floor2", "floor3", "floor4", "cave_floor", "cave_floor2", "cave_floor3"), "a lit floor is on screen")
	// After 200 turns on seed 1 the remains of a creature the bot killed are in view (the same
	// seed plays the same game: a change of the rules or the data that changes it may need another seed).
	creature := false
	for _, c := range d.Creatures {
		name := strings.ReplaceAll(c.Name, " ", "_")
		if _, ok := a.Rects[name]; ok && findSprite(img, a, name, 0.8) {
			creature = true
			t.Logf("on screen: %s", c.Name)
			break
		}
	}
	for _, name := range []string{"corpse", "corpse_small", "bones", "ectoplasm"} {
		if !creature && (findSprite(img, a, name, 0.9) || findSpriteScaled(img, a, name, 0.9, render.RememberedR, render.RememberedG, render.RememberedB)) {
			creature = true
			t.Logf("on screen: a %s", name)
		}
	}
	assert.True(t, creature, "a creature, or a creature's remains, is on screen")

	attacks := 0
	for _, l := range strings.Split(log, "\n") {
		if attackLine.MatchString(l) {
			attacks++
		}
	}
	assert.Greater(t, attacks, 5, "the log holds attack messages:\n%s", log)

	_, again := botRun(t, bin, "1")
	assert.Equal(t, log, again, "the same seed gives the same log")
}

func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// TestOddsCommand runs `cleave odds` and `cleave balance` through the real binary.
func TestOddsCommand(t *testing.T) {
	bin := buildBinary(t)
	out, err := exec.Command(bin, "odds", "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold", "--json").Output()
	require.NoError(t, err)
	assert.Contains(t, string(out), `"to_hit":3,"need":8,"hit":0.8541666666666666`)
	cmd := exec.Command(bin, "odds", "--weapon", "lightsaber", "--target", "kobold")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	err = cmd.Run()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 2, exit.ExitCode())
	assert.Contains(t, stderr.String(), "cleave odds: invalid value \"lightsaber\" for flag --weapon: unknown weapon \"lightsaber\": want one of bare hands, battle axe")
	out, err = exec.Command(bin, "balance", "--target", "kobold", "--csv").Output()
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(out), "weapon,target,hit,crit,mean_damage,damage_per_second,attacks_to_kill\n"))
}

// TestCharacterFlags: --race or --background alone takes the rest from the data's default character
// (backgrounds.toml default_character), with no name; neither plays the default itself. The binary
// given --background archer plays a dwarf archer, as the default character is a dwarf.
func TestCharacterFlags(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	def := game.DefaultCharacter(d)
	require.Equal(t, game.Character{Name: "Thora", Race: "dwarf", Background: "warrior"}, def, "the shipped default")
	assert.Equal(t, def, character(d, "", ""))
	assert.Equal(t, game.Character{Race: def.Race, Background: "archer"}, character(d, "", "archer"))
	assert.Equal(t, game.Character{Race: "elf", Background: def.Background}, character(d, "elf", ""))
	assert.Equal(t, game.Character{Race: "elf", Background: "archer"}, character(d, "elf", "archer"))

	bin := buildBinary(t)
	logf := filepath.Join(t.TempDir(), "log.txt")
	out, err := exec.Command(bin, "--background", "archer", "--frames", "3", "--log", logf).CombinedOutput()
	require.NoError(t, err, "cleave: %s", out)
	l, err := os.ReadFile(logf)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(l), "You, a dwarf archer, enter the dungeon."), "%s", l)
}

// TestSaveResumedAndDamagedSaveKept: the binary goes on with a saved game, and sets a damaged save aside.
func TestSaveResumedAndDamagedSaveKept(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	st := save.DirStore{Dir: dir}
	g, err := game.New(game.Config{Seed: 9})
	require.NoError(t, err)
	for i := 0; i < 30; i++ {
		g.Act(g.BotAction())
	}
	require.NoError(t, save.Save(st, g))
	logf := filepath.Join(dir, "log.txt")
	cmd := exec.Command(bin, "--frames", "20", "--log", logf)
	cmd.Env = append(os.Environ(), "CLEAVE_SAVE_DIR="+dir)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	l, err := os.ReadFile(logf)
	require.NoError(t, err)
	assert.Contains(t, string(l), g.Log[len(g.Log)-1].Text, "the saved game's log goes on")
	back, _, err := save.Resume(lang.English(), st, nil)
	require.NoError(t, err)
	require.NotNil(t, back, "saved again on quit")
	assert.Equal(t, g.Turns, back.Turns)

	// A TERM signal quits as Q does, saving on the way out.
	require.NoError(t, os.Remove(st.Path()))
	require.NoError(t, save.Save(st, g))
	cmd, _, done := startResumed(t, bin, dir)
	time.Sleep(500 * time.Millisecond)
	require.NoError(t, os.Remove(st.Path())) // it has loaded it: only the quit can write it again
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	require.NoError(t, cmd.Wait(), "a TERM signal ends the game cleanly")
	<-done
	back, _, err = save.Resume(lang.English(), st, nil)
	require.NoError(t, err)
	require.NotNil(t, back, "and it is saved")

	// Damage it: the game starts anew (the creation screen) and keeps the bad file aside.
	raw, err := os.ReadFile(st.Path())
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(st.Path(), raw[:len(raw)/2], 0o644))
	cmd = exec.Command(bin, "--frames", "5")
	cmd.Env = append(os.Environ(), "CLEAVE_SAVE_DIR="+dir)
	out, err = cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "damaged")
	aside, err := filepath.Glob(filepath.Join(dir, "*.bad-*"))
	require.NoError(t, err)
	require.Len(t, aside, 1, "the damaged save is kept aside, not deleted")
	kept, err := os.ReadFile(aside[0])
	require.NoError(t, err)
	assert.Equal(t, raw[:len(raw)/2], kept)
}

// TestDamagedHintsFileKeepsTheGame: a damaged file of hints shown is told (its name and why) and the saved
// game goes on as if it were not there: the hints show again, nothing else is lost.
func TestDamagedHintsFileKeepsTheGame(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	st := save.DirStore{Dir: dir}
	g, err := game.New(game.Config{Seed: 9})
	require.NoError(t, err)
	for i := 0; i < 30; i++ {
		g.Act(g.BotAction())
	}
	require.NoError(t, save.Save(st, g))
	require.NoError(t, os.WriteFile(filepath.Join(dir, prefs.HintsFileName), []byte("shown = [\"glance\"\x00"), 0o644))
	logf := filepath.Join(dir, "log.txt")
	cmd := exec.Command(bin, "--frames", "20", "--log", logf)
	cmd.Env = append(os.Environ(), "CLEAVE_SAVE_DIR="+dir)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), prefs.HintsFileName+": ", "the damaged file is told by its name")
	assert.Contains(t, string(out), "the hints will show again")
	l, err := os.ReadFile(logf)
	require.NoError(t, err)
	assert.Contains(t, string(l), g.Log[len(g.Log)-1].Text, "the saved game's log goes on")
	back, _, err := save.Resume(lang.English(), st, nil)
	require.NoError(t, err)
	require.NotNil(t, back, "saved again on quit")
	assert.Equal(t, g.Turns, back.Turns)
}

// TestPackageDocsFirst: `go doc` prints each package's own doc first. Only the comment that opens with
// "Package x" (or "Command x" for a main package) may touch a package line; a file's topic comment stands
// apart from it, else go doc would glue it to the package's doc.
func TestPackageDocsFirst(t *testing.T) {
	docs := map[string]int{} // package directory → files with a package doc
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.PackageClauseOnly|parser.ParseComments)
		if err != nil {
			return err
		}
		if f.Doc == nil {
			return nil
		}
		want := "Package " + f.Name.Name + " "
		if f.Name.Name == "main" {
			want = "Command "
		}
		if strings.HasSuffix(path, "_test.go") {
			assert.Fail(t, "a test file's comment is glued to its package line", "%s: %q", path, f.Doc.Text())
			return nil
		}
		assert.True(t, strings.HasPrefix(f.Doc.Text(), want), "%s: the comment on the package line must open with %q: %q", path, want, f.Doc.Text())
		docs[filepath.Dir(path)]++
		return nil
	})
	require.NoError(t, err)
	for _, dir := range []string{".", "game", "combat", "levels", "assets", "render", "render/ui", "game/cli", "game/cli/designer"} {
		assert.Equal(t, 1, docs[dir], "%s: one file holds the package's doc", dir)
	}
}

// startResumed starts the binary on the game saved in dir and returns once it has said it restored it, with
// what it writes on stderr so far and from then on.
func startResumed(t *testing.T, bin, dir string) (*exec.Cmd, *bytes.Buffer, <-chan struct{}) {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "CLEAVE_SAVE_DIR="+dir)
	stderr, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	var all bytes.Buffer
	loaded, done := make(chan bool, 1), make(chan struct{})
	go func() {
		defer close(done)
		sc := bufio.NewScanner(stderr)
		said := false
		for sc.Scan() {
			all.WriteString(sc.Text() + "\n")
			if !said && strings.Contains(sc.Text(), "Welcome back") {
				said = true
				loaded <- true
			}
		}
		close(loaded)
	}()
	select {
	case ok := <-loaded:
		require.True(t, ok, "the game said it restored the save")
	case <-time.After(2 * time.Minute):
		_ = cmd.Process.Kill()
		require.FailNow(t, "the game never restored the save")
	}
	return cmd, &all, done
}

// TestSaveFailedOnQuitReported: when the save on the way out fails (here the save directory replaced by a
// file, as a full or read-only disk would fail it), the binary says so on stderr and exits non-zero.
func TestSaveFailedOnQuitReported(t *testing.T) {
	bin := buildBinary(t)
	dir := filepath.Join(t.TempDir(), "saves")
	g, err := game.New(game.Config{Seed: 9})
	require.NoError(t, err)
	require.NoError(t, save.Save(save.DirStore{Dir: dir}, g))
	cmd, stderr, done := startResumed(t, bin, dir)
	time.Sleep(500 * time.Millisecond)
	require.NoError(t, os.RemoveAll(dir))
	require.NoError(t, os.WriteFile(dir, []byte("a file where the directory was"), 0o644))
	require.NoError(t, cmd.Process.Signal(syscall.SIGTERM))
	err = cmd.Wait()
	<-done
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, "a quit whose save failed is no clean exit; stderr:\n%s", stderr)
	assert.Equal(t, 1, exit.ExitCode())
	t.Logf("stderr:\n%s", stderr)
	assert.Contains(t, stderr.String(), "your game was not saved")
	assert.Contains(t, stderr.String(), "not a directory", "the reason is told")
}

// TestSaveUnreadableKept: a save that cannot be read (here a directory in its place) is not damage: the
// binary says what is wrong, sets nothing aside and writes nothing over it.
func TestSaveUnreadableKept(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	st := save.DirStore{Dir: dir}
	require.NoError(t, os.MkdirAll(filepath.Join(st.Path(), "inside"), 0o700))
	cmd := exec.Command(bin, "--frames", "5")
	cmd.Env = append(os.Environ(), "CLEAVE_SAVE_DIR="+dir)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	t.Logf("output:\n%s", out)
	assert.Contains(t, string(out), "could not be read")
	assert.Contains(t, string(out), "is a directory", "what is wrong is told")
	assert.NotContains(t, string(out), "damaged")
	assert.Equal(t, []string{save.FileName}, dirEntries(t, dir), "nothing set aside, nothing written")
	fi, err := os.Stat(st.Path())
	require.NoError(t, err)
	assert.True(t, fi.IsDir(), "left as it was")
}

// dirEntries lists the names in dir.
func dirEntries(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

// TestResumeToldOnScreen: a damaged save's note is the creation screen's warning; a restored game's is in
// its log, once (StartAutoSave put it there; it was once said twice).
func TestResumeToldOnScreen(t *testing.T) {
	assert.Equal(t, "kept as x", tellResume("kept as x", nil))
	g, err := game.New(game.Config{Seed: 2})
	require.NoError(t, err)
	t.Setenv(save.DirEnv, t.TempDir())
	st, err := save.DefaultStore()
	require.NoError(t, err)
	require.NoError(t, save.Save(st, g))
	_, back, note, err := save.StartAutoSave(lang.English(), nil)
	require.NoError(t, err)
	require.NotNil(t, back)
	assert.Equal(t, lang.English().Say(save.RestoredNote), note)
	assert.Empty(t, tellResume(note, back))
	said := 0
	for _, m := range back.Log {
		if m.Text == note {
			said++
		}
	}
	assert.Equal(t, 1, said, "the welcome is in the log once")
}

// A daily game is played on the day's seed and recorded beside the save; --replay plays the recording back,
// says so when it was recorded with other data, and refuses what is not a replay.
func TestDailyRecordedAndReplayed(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	cmd := exec.Command(bin, "--daily", "--bot", "60")
	cmd.Env = append(os.Environ(), "CLEAVE_SAVE_DIR="+dir)
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s", out)
	_, err = os.Stat(filepath.Join(dir, save.FileName))
	assert.ErrorIs(t, err, os.ErrNotExist, "a daily game is not saved")
	path := filepath.Join(dir, save.DailyReplayFileName)
	b, err := os.ReadFile(path)
	require.NoError(t, err, "the daily game's replay is kept")
	r, err := save.ParseReplay(b)
	require.NoError(t, err)
	seed, day := save.DailySeed(time.Now())
	assert.Equal(t, seed, r.Header.Seed)
	assert.Equal(t, day, r.Header.Daily)
	assert.GreaterOrEqual(t, len(r.Steps), 60)

	shot := filepath.Join(dir, "replay.png")
	out, err = exec.Command(bin, "--replay", path, "--replay-speed", "0", "--frames", "20", "--screenshot", shot).CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.NotContains(t, string(out), "other data")
	_, err = os.Stat(shot)
	require.NoError(t, err)

	other := filepath.Join(dir, "other.txt")
	require.NoError(t, os.WriteFile(other, bytes.Replace(b, []byte("data="), []byte("data=0"), 1), 0o600))
	out, err = exec.Command(bin, "--replay", other, "--frames", "5").CombinedOutput()
	require.NoError(t, err, "%s", out)
	assert.Contains(t, string(out), "recorded with other data")

	out, err = exec.Command(bin, "--replay", filepath.Join(dir, "nothing.txt"), "--frames", "5").CombinedOutput()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 2, exit.ExitCode(), "a bad request")
	assert.Contains(t, string(out), `nothing.txt" for flag --replay: no such file or directory: want a replay file that is there`)
}

// TestLayoutOptionsTextSize: settings.toml's text_size reaches the layout, beside the scale and the log's
// height (the flags, when given, override those two).
func TestLayoutOptionsTextSize(t *testing.T) {
	s := prefs.Settings{Scale: 2, LogLines: 7, TextSize: 2}
	assert.Equal(t, 2, layoutOptions(s, -1, 0).TextSize)
	o := layoutOptions(s, 1, 9)
	assert.Equal(t, []int{1, 9, 2}, []int{o.Scale, o.LogLines, o.TextSize})
}

// TestNoDisplayOneLine: with no display (no DISPLAY, or one where no X server answers) the binary says so in
// one line, how to get one and that the designer commands need none, and exits 1: no Go panic, no trace;
// before Ebitengine's own init, so the designer commands the binary runs say it too.
func TestNoDisplayOneLine(t *testing.T) {
	bin := buildBinary(t)
	free := ":9" + strconv.Itoa(os.Getpid()%90+10) // some display no X server is likely to hold
	for _, c := range []struct {
		env  []string
		args []string
		want string
	}{
		{[]string{"DISPLAY=", "WAYLAND_DISPLAY="}, []string{"--frames", "5"}, "no display to open the game's window on (DISPLAY is not set)"},
		{[]string{"DISPLAY=", "WAYLAND_DISPLAY="}, []string{"odds", "--weapon", "dagger", "--target", "kobold"}, "DISPLAY is not set"},
		{[]string{"DISPLAY=", "WAYLAND_DISPLAY=wayland-0"}, nil, "this Wayland session has no XWayland"},
		{[]string{"DISPLAY=" + free}, []string{"--seed", "1"}, "no X server answers at DISPLAY=" + free},
	} {
		if _, err := os.Stat("/tmp/.X11-unix/X" + free[1:]); err == nil && strings.HasPrefix(c.env[0], "DISPLAY=:") {
			t.Logf("%s is taken: skipped", free)
			continue
		}
		cmd := exec.Command("env", append(append([]string{"-u", "DISPLAY", "-u", "WAYLAND_DISPLAY"}, c.env...), append([]string{bin}, c.args...)...)...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, "%v: %s", c.env, stderr.String())
		assert.Equal(t, 1, exit.ExitCode(), "%v", c.env)
		out := stderr.String()
		assert.Equal(t, 1, strings.Count(out, "\n"), "one line: %s", out)
		assert.Contains(t, out, c.want)
		assert.Contains(t, out, "xvfb-run -a cleave")
		assert.Contains(t, out, "the designer commands need none: go run ./game/cli/designer")
		assert.NotContains(t, out, "goroutine")
		assert.NotContains(t, out, "panic")
	}
}

// TestBadFlagsOneLine walks every flag of the game's flag set through the binary: an empty value is refused
// with exit status 2 and one line that names the flag and its range; so are the examples (a
// negative frame count or bot, a speed that is not a number, a stray argument), and a replay that is no
// replay (/dev/zero, at once) or larger than one can be. -h lists the flags and exits 0.
func TestBadFlagsOneLine(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	refused := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "CLEAVE_SAVE_DIR="+dir)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, "%v is refused: %s", args, stderr.String())
		assert.Equal(t, 2, exit.ExitCode(), "%v: a bad request", args)
		out := stderr.String()
		assert.Equal(t, 1, strings.Count(out, "\n"), "%v: one line: %s", args, out)
		assert.True(t, strings.HasPrefix(out, "cleave: "), "%v: %s", args, out)
		return out
	}
	var o flags.Options
	fs := flags.NewFlagSet(&o)
	n := 0
	fs.VisitAll(func(f *flag.Flag) {
		n++
		out := refused("--" + f.Name + "=")
		assert.Contains(t, out, "cleave: invalid value \"\" for flag --"+f.Name+": ", "--%s", f.Name)
		assert.Contains(t, out, "want ", "--%s says its range", f.Name)
	})
	assert.Greater(t, n, 10)

	replay := filepath.Join(dir, "r.txt")
	require.NoError(t, os.WriteFile(replay, []byte("cleave-replay 1 seed=1&rules=cleave\n"), 0o600))
	for args, want := range map[string]string{
		"--frames -5":                           `invalid value "-5" for flag --frames: want 0 to 5184000 ticks, a day at 60 a second (0: no limit)`,
		"--bot -10":                             `invalid value "-10" for flag --bot: want 0 to 5184000 turns`,
		"--replay-speed NaN --replay " + replay: `invalid value "NaN" for flag --replay-speed: want 0, or 0.25 to 64`,
		"stray":                                 `unexpected argument "stray"`,
		"--seed 1 stray":                        `unexpected argument "stray"`,
		"--race gnome":                          `invalid value "gnome" for flag --race: want a race of races.toml: dwarf, elf, human, lizardfolk`,
		"--rules nope":                          `invalid value "nope" for flag --rules: want one of cleave, drn, thac0, nethack, tiers`,
		"--replay /dev/zero":                    `/dev/zero: not a readable replay: it does not begin with "cleave-replay 1"`,
	} {
		assert.Contains(t, refused(strings.Fields(args)...), want)
	}
	big := filepath.Join(dir, "big.txt")
	f, err := os.Create(big)
	require.NoError(t, err)
	require.NoError(t, f.Truncate(save.MaxReplayBytes+1)) // sparse: nothing written
	require.NoError(t, f.Close())
	assert.Contains(t, refused("--replay", big), "not a readable replay: larger than a replay can be: a replay holds at most 1000000 actions, 128 MiB")

	out, err := exec.Command(bin, "-h").Output()
	require.NoError(t, err, "-h is no mistake")
	assert.Contains(t, string(out), "--frames VALUE")
	assert.Contains(t, string(out), "odds")
}
