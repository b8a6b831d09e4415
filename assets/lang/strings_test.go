// The strings test (issue 38): the Go code holds no player-facing English; its words are the catalogue's.

package lang

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pelletier/go-toml/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The scope of the scan is data (testdata/scope.toml): every package of the module is scanned but those
// nobody playing reads (each with why), and those not yet moved (pending, a list that shrinks to nothing).
// What a literal may say without being words is data too (testdata/allowed/*.toml, a file an area, each
// literal with why; and the calls whose leading arguments are keys).
type scope struct {
	NotPlayerFacing map[string]string `toml:"not_player_facing"`
	Pending         []string          `toml:"pending"`
	Grammar         []string          `toml:"grammar"`
}

type allowFile struct {
	Literals map[string]string `toml:"literals"`
	Calls    map[string]int    `toml:"calls"`
}

// rules are what the scan reads: the scope, the allowed literals and the key calls of every area.
type rules struct {
	scope
	allowed  map[string]string
	keyCalls map[string]int
}

func readRules(t *testing.T) rules {
	t.Helper()
	var r rules
	b, err := os.ReadFile(filepath.Join("testdata", "scope.toml"))
	require.NoError(t, err)
	require.NoError(t, toml.Unmarshal(b, &r.scope), "testdata/scope.toml")
	r.allowed, r.keyCalls = map[string]string{}, map[string]int{}
	names, err := filepath.Glob(filepath.Join("testdata", "allowed", "*.toml"))
	require.NoError(t, err)
	require.NotEmpty(t, names)
	for _, n := range names {
		var a allowFile
		b, err := os.ReadFile(n)
		require.NoError(t, err)
		require.NoError(t, toml.Unmarshal(b, &a), n)
		for k, why := range a.Literals {
			require.NotEmpty(t, strings.TrimSpace(why), "%s: %q is allowed without a why", n, k)
			r.allowed[k] = why
		}
		for k, c := range a.Calls {
			if c > r.keyCalls[k] {
				r.keyCalls[k] = c
			}
		}
	}
	return r
}

// formatVerb matches a format verb ("%s", "%-8s", "%+d"): no words.
var formatVerb = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z]`)

// nameLike matches a literal that is a name, never words: a key ("fight.hit", "creation.step."), a data
// field or a sprite ("armour_piercing", "item_sword"), a path ("assets/lang") — lower-case parts joined by
// ".", "_", "-", "/" or ":". A single lower-case word ("nothing", "floor") is not one: it is words unless
// an area's allow-list says why not.
var nameLike = regexp.MustCompile(`^[a-z0-9*]*([._/:-][a-z0-9*]*)+$`)

// playerFacing reports whether s, a literal of Go code, says words: a letter outside format verbs, and not
// an allowed literal nor a name.
func (r rules) playerFacing(s string) bool {
	if _, ok := r.allowed[s]; ok {
		return false
	}
	if nameLike.MatchString(s) {
		return false
	}
	rest := formatVerb.ReplaceAllString(s, "")
	for _, r := range rest {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0x400 && r <= 0x4ff {
			return true
		}
	}
	return false
}

// callName is the name of the function a call calls: "Say" for l.Say(...), "f" for f(...).
func callName(c *ast.CallExpr) string {
	switch fn := c.Fun.(type) {
	case *ast.SelectorExpr:
		return fn.Sel.Name
	case *ast.Ident:
		return fn.Name
	case *ast.IndexExpr: // a generic call, f[T](...)
		if id, ok := fn.X.(*ast.Ident); ok {
			return id.Name
		}
	}
	return ""
}

// englishIn lists the player-facing literals of the Go file at path, as "file:line:col: literal". Literals
// no player reads are let be: an import's path, a struct's tag, the leading arguments of a key call, a
// literal compared (==, !=), a switch's case and a map's index (keys, never said).
func (r rules) englishIn(t *testing.T, path string) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	require.NoError(t, err)
	skip := map[*ast.BasicLit]bool{}
	skipLit := func(e ast.Expr) {
		if lit, ok := e.(*ast.BasicLit); ok {
			skip[lit] = true
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ImportSpec:
			skip[n.Path] = true
		case *ast.Field:
			if n.Tag != nil {
				skip[n.Tag] = true
			}
		case *ast.BinaryExpr:
			if n.Op == token.EQL || n.Op == token.NEQ {
				skipLit(n.X)
				skipLit(n.Y)
			}
		case *ast.CaseClause:
			for _, e := range n.List {
				skipLit(e)
			}
		case *ast.IndexExpr:
			skipLit(n.Index)
		case *ast.CallExpr:
			for i, a := range n.Args {
				if i < r.keyCalls[callName(n)] {
					skipLit(a)
				}
			}
		}
		return true
	})
	var out []string
	ast.Inspect(f, func(n ast.Node) bool {
		lit, ok := n.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING || skip[lit] {
			return true
		}
		s, err := strconv.Unquote(lit.Value)
		if err == nil && r.playerFacing(s) {
			out = append(out, fset.Position(lit.Pos()).String()+": "+lit.Value)
		}
		return true
	})
	return out
}

// goFiles are the module's non-test Go files (from root, slash-separated), but those under testdata.
func goFiles(t *testing.T, root string) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(p, ".go") && !strings.HasSuffix(p, "_test.go") {
			rel, err := filepath.Rel(root, p)
			if err != nil {
				return err
			}
			out = append(out, filepath.ToSlash(rel))
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// scanned are the module's files the scan reads: every non-test Go file but the grammar files and those of
// a folder or file in not_player_facing (with every folder under it) or pending (a folder's own files).
func (r rules) scanned(t *testing.T, root string) []string {
	left := func(rel string) bool {
		for _, e := range append(keysOf(r.NotPlayerFacing), r.Grammar...) {
			if rel == e || strings.HasPrefix(rel, e+"/") {
				return false
			}
		}
		for _, e := range r.Pending { // a pending folder is its own files, not its subfolders'
			if rel == e || path.Dir(rel) == e {
				return false
			}
		}
		return true
	}
	var out []string
	for _, f := range goFiles(t, root) {
		if left(f) {
			out = append(out, f)
		}
	}
	slices.Sort(out)
	return out
}

func keysOf(m map[string]string) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestNoEnglishInGoCode: issue 38 — the module's Go code holds no player-facing string literal: the words
// are the catalogue's (assets/lang) and the data's, the literals keys, names, format verbs and the allowed
// ones (testdata/allowed). Packages nobody playing reads are out of scope, each with why; pending are the
// ones still to move (logged: the issue is done when none is left).
func TestNoEnglishInGoCode(t *testing.T) {
	root := filepath.Join("..", "..")
	r := readRules(t)
	for _, list := range [][]string{keysOf(r.NotPlayerFacing), r.Pending, r.Grammar} {
		for _, e := range list {
			_, err := os.Stat(filepath.Join(root, e))
			assert.NoError(t, err, "testdata/scope.toml names what is not there: %s", e)
		}
	}
	for e, why := range r.NotPlayerFacing {
		assert.NotEmpty(t, strings.TrimSpace(why), "%s is out of scope without a why", e)
	}
	files := r.scanned(t, root)
	for _, f := range files {
		for _, l := range r.englishIn(t, filepath.Join(root, f)) {
			assert.Fail(t, "English in Go code: move it to assets/lang (or, for a name no player reads, allow it in testdata/allowed with why)", l)
		}
	}
	assert.Greater(t, len(files), 8, "the files scanned")
	if len(r.Pending) > 0 {
		t.Logf("still to move (testdata/scope.toml pending): %s", strings.Join(r.Pending, ", "))
	}
}

// TestStringsTestFinds: the scan finds a sentence, a word, a Russian one and a format with words, and lets
// a key, a format's verbs, a compared literal, a case, a map's index, a name and an import be (the test's
// own file, not shipped).
func TestStringsTestFinds(t *testing.T) {
	dir := t.TempDir()
	src := `package x

import "fmt"

func f(l interface{ Say(string) string }, m map[string]int, k string) []string {
	switch k {
	case "up":
	}
	if k == "down" || m["left"] > 0 {
		return nil
	}
	return []string{"You hit the kobold.", "nothing", "Кобольд", fmt.Sprintf("%d kills", 3),
		l.Say("fight.hit"), fmt.Sprintf("%s%c) %-8s %s", "1", '2', "3", "4"), "creation.step.", ", ",
		"item_sword", "assets/lang"}
}
`
	p := filepath.Join(dir, "x.go")
	require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	r := rules{keyCalls: map[string]int{"Say": 1}, allowed: map[string]string{}}
	found := r.englishIn(t, p)
	require.Len(t, found, 4, "%v", found)
	for i, want := range []string{`"You hit the kobold."`, `"nothing"`, `"Кобольд"`, `"%d kills"`} {
		assert.Contains(t, found[i], want)
	}
	r.allowed["nothing"] = "a test's"
	assert.Len(t, r.englishIn(t, p), 3, "an allowed literal is let be")
}
