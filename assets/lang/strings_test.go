// The strings test (issue 38): the Go code of what has moved into the catalogue holds no player-facing
// English. Later rounds add their packages and files to migrated as they move them.

package lang

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// migrated are the packages (a folder: its non-test Go files) and the files whose words are all in the
// catalogue, from the module's root.
var migrated = []string{
	"combat/words",
	"assets/text",
	"assets/lang",
	"render/ui/draw_creation.go",
	"render/ui/draw_death.go",
	"render/ui/lang.go",
}

// grammarFiles hold the rules of a language a template cannot say, not its words: English's spelling
// (the plural, the articles, a verb's third person, by the endings of words).
var grammarFiles = []string{"assets/text/english.go"}

// keyCalls are the functions whose first arguments are keys, names of arguments or data names, never
// words: the count of leading arguments of each that are.
var keyCalls = map[string]int{
	"Say": 1, "Word": 2, "Own": 2, "dataText": 4, "S": 1, "N": 1, "W": 1, "Message": 1, "Has": 1,
	"Errorf": 1, "New": 1, "errorAt": 2, "Fatalf": 1, "Skipf": 1, "Load": 1, "Read": 2, "Match": 1,
	"Glob": 2, "errorf": 1, "TrimSuffix": 2, "HasPrefix": 2, "Contains": 2, "Cut": 2, "Split": 2,
}

// allowed are the literals with letters that are no words a player reads, each with why.
var allowed = map[string]string{
	"you": "who a party is, as a template's select reads it", "it": "who a party is", "unseen": "who a party is",
	"true": "a flag, as a select reads it", "false": "a flag", "none": "no value, as a select reads it",
	"armour": "the name of a piece in [armour]", "shield": "the name of a piece", "hide": "the name of a piece",
	"attack": "the name of an unnamed natural attack in [attack]",
	"slash":  "a verb's name in [verb]", "stab": "a verb's name", "hit": "a verb's name",
	"creature": "a kind of name in names.toml", "weapon": "a kind of name", "race": "a kind of name", "background": "a kind of name",
	"trap": "a kind of name", "verb": "a kind of name", "slot": "a kind of name", "mode": "a kind of name", "ruleset": "a kind of name",
	"tutorial": "a kind of name", "word": "a kind of name",
	"en": "a language's tag", "ru": "a language's tag",
	"nom": "a case's form", "gen": "a case's form", "dat": "a case's form", "acc": "a case's form", "ins": "a case's form", "pre": "a case's form",
	"sg": "a key of a word's forms", "pl": "a key of a word's forms", "base": "a key", "gender": "a key", "few": "a form's key",
	"m": "a gender", "f": "a gender", "n": "a gender",
	"plural": "a kind of choice in a template", "select": "a kind of choice", "other": "a plural category", "one": "a plural category",
	"zero": "a plural category", "two": "a plural category", "many": "a plural category",
	"rules": "a step's key", "background_short": "a key",
	"offer": "a data name of the tutorial's texts", "about": "a data name", "finished": "a data name", "summary": "a form's key", "text": "a form's key",
	"_pl": "a form's ending", "_short": "a key's ending", "own.": "a message file's own parts", ".own.": "the own parts",
	".toml": "a file's ending", "names.toml": "a file name", "/*.toml": "a file pattern", "assets/lang/": "a file's path", "en/*.toml ru/*.toml": "go:embed",
	"column %d of the template: %s": "an error of a template (the designer's)",
	"count":                         "how a template reads an argument (Uses)", "value": "how a template reads an argument",
}

// formatOnly matches a string whose letters are all format verbs ("%s%c) %-8s %s", "%+d").
var formatVerb = regexp.MustCompile(`%[-+# 0]*[0-9]*(\.[0-9]+)?[a-zA-Z]`)

// playerFacing reports whether s, a literal of Go code, says words: a letter outside format verbs, and not
// an allowed literal, a key ("creation.step.", "fight.killer", "death.tutorial.title") or a key's part.
func playerFacing(s string) bool {
	if _, ok := allowed[s]; ok {
		return false
	}
	if regexp.MustCompile(`^[a-z_]+(\.[a-z_]+)*\.?$`).MatchString(s) && strings.Contains(s, ".") {
		return false // a key: "fight.hit", "creation.step."
	}
	rest := formatVerb.ReplaceAllString(s, "")
	for _, r := range rest {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= 0x400 && r <= 0x4ff {
			return true
		}
	}
	return false
}

// englishIn lists the player-facing literals of the Go file at path, as "file:line: literal".
func englishIn(t *testing.T, path string) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	require.NoError(t, err)
	skip := map[*ast.BasicLit]bool{}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ImportSpec:
			skip[n.Path] = true
		case *ast.Field:
			if n.Tag != nil {
				skip[n.Tag] = true
			}
		case *ast.CallExpr:
			name := ""
			switch fn := n.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
			case *ast.Ident:
				name = fn.Name
			}
			for i, a := range n.Args {
				if lit, ok := a.(*ast.BasicLit); ok && i < keyCalls[name] {
					skip[lit] = true
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
		if err == nil && playerFacing(s) {
			out = append(out, fset.Position(lit.Pos()).String()+": "+lit.Value)
		}
		return true
	})
	return out
}

// goFiles are the non-test Go files of a migrated entry (a folder or a file), but for grammarFiles.
func goFiles(t *testing.T, root, entry string) []string {
	p := filepath.Join(root, entry)
	if strings.HasSuffix(entry, ".go") {
		return []string{p}
	}
	names, err := filepath.Glob(filepath.Join(p, "*.go"))
	require.NoError(t, err)
	var out []string
	for _, n := range names {
		rel, _ := filepath.Rel(root, n)
		if !strings.HasSuffix(n, "_test.go") && !contains(grammarFiles, filepath.ToSlash(rel)) {
			out = append(out, n)
		}
	}
	return out
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// TestNoEnglishInMigratedCode: issue 38 — the migrated packages and files hold no player-facing string
// literal: their words are the catalogue's (assets/lang), their literals keys, names of arguments, format
// verbs, and the allowed names above.
func TestNoEnglishInMigratedCode(t *testing.T) {
	root := filepath.Join("..", "..")
	n := 0
	for _, m := range migrated {
		_, err := os.Stat(filepath.Join(root, m))
		require.NoError(t, err, "a migrated entry that is not there: %s", m)
		for _, f := range goFiles(t, root, m) {
			n++
			for _, l := range englishIn(t, f) {
				assert.Fail(t, "English in the code of a migrated package: move it to assets/lang", l)
			}
		}
	}
	assert.Greater(t, n, 8, "the files scanned")
}

// TestStringsTestFinds: the scan finds a sentence, a word, a Russian one and a format with words, and lets
// a key, a format's verbs and an import be (the test's own file, not shipped).
func TestStringsTestFinds(t *testing.T) {
	dir := t.TempDir()
	src := `package x

import "fmt"

func f(l interface{ Say(string) string }) []string {
	return []string{"You hit the kobold.", "nothing", "Кобольд", fmt.Sprintf("%d kills", 3),
		l.Say("fight.hit"), fmt.Sprintf("%s%c) %-8s %s", "1", '2', "3", "4"), "creation.step.", ", "}
}
`
	p := filepath.Join(dir, "x.go")
	require.NoError(t, os.WriteFile(p, []byte(src), 0o644))
	found := englishIn(t, p)
	require.Len(t, found, 4, "%v", found)
	for i, want := range []string{`"You hit the kobold."`, `"nothing"`, `"Кобольд"`, `"%d kills"`} {
		assert.Contains(t, found[i], want)
	}
}
