// Browser test of the designer page (issue 34, part 4): the designer commands answer in headless Chromium,
// asked by the address and by the form, over the build's data and over files given to the page, and each
// answer is the headless command's for the same flags.

package main

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game/cli"
)

// answer is what the designer page shows: the state ("answered", "refused"...), the command line it ran,
// the command's output and its error text.
type answer struct {
	State, Asked, Out, Err string
}

const readAnswer = `({State: document.getElementById("state").dataset.state, Asked: document.getElementById("asked").textContent,
	Out: document.getElementById("out").textContent, Err: document.getElementById("err").textContent})`

// waitAnswer waits until the page has answered (or refused) the question whose command line is asked.
func waitAnswer(t *testing.T, ctx context.Context, asked string) answer {
	t.Helper()
	var a answer
	deadline := time.Now().Add(60 * time.Second)
	for {
		require.NoError(t, chromedp.Run(ctx, chromedp.Evaluate(readAnswer, &a)))
		if (a.State == "answered" || a.State == "refused") && a.Asked == asked {
			return a
		}
		require.True(t, time.Now().Before(deadline), "the page never answered %q: it shows %+v", asked, a)
		time.Sleep(100 * time.Millisecond)
	}
}

// headless is the designer command's output for args (over the data files of dir when not "").
func headless(t *testing.T, dir string, args ...string) string {
	t.Helper()
	if dir != "" {
		args = append(args, "--assets", dir)
	}
	var out, errs bytes.Buffer
	st, ok := cli.Run("designer", args, &out, &errs)
	require.True(t, ok)
	require.Equal(t, cli.ExitOK, st, errs.String())
	return out.String()
}

// noSpeed is arena's output less its speed line (fights a second on how many goroutines: the machine's, not
// the fights').
func noSpeed(s string) string {
	var keep []string
	for _, l := range strings.Split(s, "\n") {
		if !strings.HasPrefix(l, "Speed ") {
			keep = append(keep, l)
		}
	}
	return strings.Join(keep, "\n")
}

// TestDesignerModuleHasNoRenderer: the designer page's module links no Ebitengine (the page does not download
// the game to answer).
func TestDesignerModuleHasNoRenderer(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "github.com/cleave-game/cleave/game/cli/designer/web")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	require.NoError(t, err)
	deps := string(out)
	require.Contains(t, deps, "github.com/cleave-game/cleave/game/cli\n", "the module runs the commands")
	assert.NotContains(t, deps, "ebiten")
	assert.NotContains(t, deps, "github.com/cleave-game/cleave/render")
}

func TestBrowserDesigner(t *testing.T) {
	began := time.Now()
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	site, err := BuildDesigner(ctx, dir)
	require.NoError(t, err)
	t.Log(site.Sizes())
	var asked sync.Map // every path the page asked for
	h := Handler(dir)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		asked.Store(r.URL.Path, true)
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	tab := browserTab(t, ctx, 1100, 900)
	var log console
	log.listen(tab)

	t.Run("odds by address", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/designer#odds?weapon=long+sword&str=15&target=kobold&rules=drn")))
		a := waitAnswer(t, tab, "designer odds --weapon=\"long sword\" --str=15 --target=kobold --rules=drn")
		assert.Equal(t, "answered", a.State, a.Err)
		assert.Equal(t, headless(t, "", "odds", "--weapon", "long sword", "--str", "15", "--target", "kobold", "--rules", "drn"), a.Out)
		assert.Contains(t, a.Out, "Hit") // the odds table itself, not an empty answer equal to an empty one
		var weapon string
		require.NoError(t, chromedp.Run(tab, chromedp.Value("#f-weapon", &weapon)))
		assert.Equal(t, "long sword", weapon, "the form shows the address's question")
		shot(t, tab, "designer-page")
	})

	t.Run("arena by address, seeded", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/designer#arena?vs=kobold&n=60&seed=7&rules=drn")))
		a := waitAnswer(t, tab, "designer arena --vs=kobold --n=60 --seed=7 --rules=drn")
		assert.Equal(t, "answered", a.State, a.Err)
		assert.Regexp(t, `Fights +60 \(seed 7\)`, a.Out)
		assert.Equal(t, noSpeed(headless(t, "", "arena", "--vs", "kobold", "--n", "60", "--seed", "7", "--rules", "drn")), noSpeed(a.Out))
	})

	t.Run("arena by the form, which writes the address", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab,
			chromedp.SetValue("#f-cmd", "arena", chromedp.ByID),
			chromedp.SetValue("#f-rules", "thac0", chromedp.ByID),
			chromedp.SetValue("#f-vs", "2 kobold", chromedp.ByID),
			chromedp.SetValue("#f-n", "40", chromedp.ByID),
			chromedp.SetValue("#f-seed", "3", chromedp.ByID),
			chromedp.SetValue("#f-more", "apart=4", chromedp.ByID),
			chromedp.Click("#ask", chromedp.ByID)))
		a := waitAnswer(t, tab, "designer arena --rules=thac0 --vs=\"2 kobold\" --n=40 --seed=3 --apart=4")
		assert.Equal(t, "answered", a.State, a.Err)
		var hash string
		require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(`location.hash`, &hash)))
		assert.Equal(t, "#arena?rules=thac0&vs=2+kobold&n=40&seed=3&apart=4", hash)
		assert.Equal(t, noSpeed(headless(t, "", "arena", "--rules", "thac0", "--vs", "2 kobold", "--n", "40", "--seed", "3", "--apart", "4")), noSpeed(a.Out))
	})

	t.Run("odds by the form", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab,
			chromedp.SetValue("#f-cmd", "odds", chromedp.ByID),
			chromedp.Evaluate(`for (const id of ["f-vs", "f-n", "f-seed", "f-more"]) document.getElementById(id).value = ""`, nil),
			chromedp.SetValue("#f-rules", "nethack", chromedp.ByID),
			chromedp.SetValue("#f-weapon", "mace", chromedp.ByID),
			chromedp.SetValue("#f-target", "kobold", chromedp.ByID),
			chromedp.SetValue("#f-str", "17", chromedp.ByID),
			chromedp.Click("#ask", chromedp.ByID)))
		a := waitAnswer(t, tab, "designer odds --rules=nethack --weapon=mace --target=kobold --str=17")
		assert.Equal(t, "answered", a.State, a.Err)
		assert.Equal(t, headless(t, "", "odds", "--rules", "nethack", "--weapon", "mace", "--target", "kobold", "--str", "17"), a.Out)
	})

	t.Run("compare and balance by address", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/designer#compare?weapon=spear&target=kobold&rank=2")))
		a := waitAnswer(t, tab, "designer compare --weapon=spear --target=kobold --rank=2")
		assert.Equal(t, "answered", a.State, a.Err)
		assert.Equal(t, headless(t, "", "compare", "--weapon", "spear", "--target", "kobold", "--rank", "2"), a.Out)
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/designer#balance?weapon=dagger&rules=tiers")))
		a = waitAnswer(t, tab, "designer balance --weapon=dagger --rules=tiers")
		assert.Equal(t, "answered", a.State, a.Err)
		assert.Equal(t, headless(t, "", "balance", "--weapon", "dagger", "--rules", "tiers"), a.Out)
	})

	t.Run("a bad address is refused by the command's own words", func(t *testing.T) {
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/designer#odds?weapon=club&str=101")))
		var a answer
		deadline := time.Now().Add(30 * time.Second)
		for a.State != "refused" {
			require.True(t, time.Now().Before(deadline), "never refused: %+v", a)
			time.Sleep(100 * time.Millisecond)
			require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(readAnswer, &a)))
		}
		assert.Contains(t, a.Err, `invalid value "101" for flag --str: want 0 to 100`)
		assert.Empty(t, a.Out)
	})

	t.Run("files given to the page are its data", func(t *testing.T) {
		// the club hits harder in the designer's weapons.toml: the page answers by it, as --assets does
		orig, err := os.ReadFile("../../assets/weapons.toml")
		require.NoError(t, err)
		mine := strings.Replace(string(orig), "name = \"club\"\ndamage = \"1d6\"", "name = \"club\"\ndamage = \"2d6\"", 1)
		require.NotEqual(t, string(orig), mine, "the club's line moved: update this test")
		ov := t.TempDir()
		require.NoError(t, os.WriteFile(filepath.Join(ov, "weapons.toml"), []byte(mine), 0o644))
		require.NoError(t, chromedp.Run(tab, chromedp.Navigate(srv.URL+"/designer#odds?weapon=club&target=kobold")))
		before := waitAnswer(t, tab, "designer odds --weapon=club --target=kobold")
		require.Equal(t, "answered", before.State, before.Err)
		require.NoError(t, chromedp.Run(tab, chromedp.SetUploadFiles("#files", []string{filepath.Join(ov, "weapons.toml")}, chromedp.ByID)))
		deadline := time.Now().Add(30 * time.Second)
		var a answer
		for {
			require.NoError(t, chromedp.Run(tab, chromedp.Evaluate(readAnswer, &a)))
			if a.State == "answered" && a.Out != before.Out {
				break
			}
			require.True(t, time.Now().Before(deadline), "the page never answered over the file: %+v", a)
			time.Sleep(100 * time.Millisecond)
		}
		assert.Equal(t, headless(t, ov, "odds", "--weapon", "club", "--target", "kobold"), a.Out)
		assert.Contains(t, a.Out, "2d6")
	})

	_, game := asked.Load("/" + site.Wasm)
	assert.True(t, game, "the page loaded its module %s", site.Wasm)
	asked.Range(func(k, _ any) bool {
		assert.False(t, strings.HasPrefix(k.(string), "/cleave."), "the designer page asked for the game's module: %s", k)
		return true
	})
	assert.Empty(t, log.all(), "the page's console")
	t.Logf("the designer's browser test took %v", time.Since(began).Round(time.Second))
}
