// Tests that the tables of combat/RULES.md say what the data files say, row for row.

package assets

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	toml "github.com/pelletier/go-toml/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rulesDoc is the text of combat/RULES.md.
func rulesDoc(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../combat/RULES.md")
	require.NoError(t, err)
	return string(b)
}

// docTable is the body of the first table under the heading that starts with heading, one slice of
// cells per row (header and separator left out).
func docTable(t *testing.T, doc, heading string) [][]string {
	t.Helper()
	i := strings.Index(doc, "\n"+heading)
	require.GreaterOrEqual(t, i, 0, "RULES.md has a heading %q", heading)
	var rows [][]string
	inTable := false
	for _, line := range strings.Split(doc[i+1:], "\n")[1:] {
		if strings.HasPrefix(line, "#") {
			break
		}
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for j := range cells {
			cells[j] = strings.TrimSpace(cells[j])
		}
		rows = append(rows, cells)
	}
	require.GreaterOrEqual(t, len(rows), 2, "a table under %q", heading)
	return rows[2:]
}

// docDataFile decodes the embedded data file name as plain TOML, whatever Go types the loader uses.
func docDataFile(t *testing.T, name string) map[string]any {
	t.Helper()
	var m map[string]any
	require.NoError(t, toml.Unmarshal([]byte(embedded(t, name)), &m))
	return m
}

// docEntries are the [[table]] entries of a decoded file.
func docEntries(t *testing.T, m map[string]any, table string) []map[string]any {
	t.Helper()
	list, ok := m[table].([]any)
	require.True(t, ok, "[[%s]] entries", table)
	out := make([]map[string]any, len(list))
	for i, e := range list {
		out[i] = e.(map[string]any)
	}
	return out
}

// docNum is an integer key of an entry, def when left out.
func docNum(e map[string]any, key string, def int64) int64 {
	if v, ok := e[key].(int64); ok {
		return v
	}
	return def
}

// docOr is the cell for an optional value: format of v, or "–" when v is zero.
func docOr(v int64, format string) string {
	if v == 0 {
		return "–"
	}
	return fmt.Sprintf(format, v)
}

// docYes is the cell of a true-or-left-out key: "yes" or "–".
func docYes(e map[string]any, key string) string {
	if b, _ := e[key].(bool); b {
		return "yes"
	}
	return "–"
}

// docJoined is a list of strings as a cell: "slashing, piercing".
func docJoined(e map[string]any, key string) string {
	var s []string
	for _, v := range e[key].([]any) {
		s = append(s, v.(string))
	}
	return strings.Join(s, ", ")
}

// TestRulesDocWeaponTables: RULES.md §9.1, §9.2 and §9.3 are weapons.toml, row for row.
func TestRulesDocWeaponTables(t *testing.T) {
	doc, w := rulesDoc(t), docDataFile(t, "weapons.toml")
	held := map[string]string{"main": "main hand", "off": "main or off hand", "both": "both hands", "missile": "missile"}
	var damage, handling, ammo [][]string
	for _, e := range docEntries(t, w, "weapon") {
		blow := "–"
		if bt, ok := e["blow_time"].(float64); ok {
			blow = fmt.Sprintf("%g s", bt)
		}
		damage = append(damage, []string{e["name"].(string), e["damage"].(string),
			fmt.Sprintf("%d–24", docNum(e, "threat", 22)), fmt.Sprintf("×%d", docNum(e, "multiplier", 2)), blow, docJoined(e, "types")})
		handling = append(handling, []string{e["name"].(string), e["skill"].(string), held[e["held"].(string)],
			docOr(docNum(e, "thrown", 0), "%d cells"), docYes(e, "throwing"), docOr(docNum(e, "range", 0), "%d cells"),
			docOr(docNum(e, "parry", 0), "+%d"), docOr(docNum(e, "strength", 0), "%d"), docYes(e, "finesse"), docOr(docNum(e, "pierce", 0), "%d")})
		assert.Zero(t, docNum(e, "to_hit", 0), "RULES.md §9.1: no weapon has a to-hit of its own (%s)", e["name"])
	}
	for _, e := range docEntries(t, w, "ammo") {
		ammo = append(ammo, []string{e["name"].(string), e["skill"].(string), docOr(docNum(e, "pierce", 0), "%d")})
	}
	assert.Equal(t, damage, docTable(t, doc, "### 9.1 "))
	assert.Equal(t, handling, docTable(t, doc, "### 9.2 "))
	assert.Equal(t, ammo, docTable(t, doc, "### 9.3 "))
}

// TestRulesDocArmourTable: RULES.md §10 is armour.toml, row for row, with the Protection against each
// damage type worked out.
func TestRulesDocArmourTable(t *testing.T) {
	doc, a := rulesDoc(t), docDataFile(t, "armour.toml")
	slot := map[string]string{"body": "body", "hand": "a hand (shield)", "cloak": "cloak", "head": "head", "hands": "hands", "feet": "feet",
		"ring": "a finger (ring)", "neck": "neck (amulet)"}
	kind := map[string]string{"armour": "Armour", "shield": "Shield", "none": "–"}
	var want [][]string
	for _, e := range docEntries(t, a, "armour") {
		p := docNum(e, "protection", 0)
		vs, _ := e["protection_vs"].(map[string]any)
		against := func(typ string) string {
			v, _ := vs[typ].(int64)
			return fmt.Sprint(max(0, p+v))
		}
		dex := "no limit"
		if _, ok := e["dex_limit"]; ok {
			dex = fmt.Sprintf("+%d", docNum(e, "dex_limit", 0))
		}
		bash, ok := e["bash"].(string)
		if !ok {
			bash = "–"
		}
		want = append(want, []string{e["name"].(string), slot[e["slot"].(string)], docOr(docNum(e, "defence", 0), "+%d"),
			kind[e["category"].(string)], docOr(p, "%d"), against("slashing"), against("piercing"), against("bludgeoning"), dex, bash})
	}
	assert.Equal(t, want, docTable(t, doc, "## 10. "))
}

// TestRulesDocStanceTable: RULES.md §11 is stances.toml's to-hit and damage, in the order of to-hit.
func TestRulesDocStanceTable(t *testing.T) {
	doc, s := rulesDoc(t), docDataFile(t, "stances.toml")
	signed := func(v int64) string {
		switch {
		case v > 0:
			return fmt.Sprintf("+%d", v)
		case v < 0:
			return fmt.Sprintf("−%d", -v)
		}
		return "0"
	}
	got := map[string][]string{}
	for _, r := range docTable(t, doc, "## 11. ") {
		got[r[0]] = r[1:]
	}
	stances := docEntries(t, s, "stance")
	require.Len(t, got, len(stances), "one row per stance")
	for _, e := range stances {
		assert.Equal(t, []string{signed(docNum(e, "to_hit", 0)), signed(docNum(e, "damage", 0))}, got[e["name"].(string)], e["name"])
	}
}

// TestRulesDocNamesEveryRulesKey: RULES.md §17 lists every key of rules.toml, and no number of it.
func TestRulesDocNamesEveryRulesKey(t *testing.T) {
	doc := rulesDoc(t)
	rows := docTable(t, doc, "## 17. ")
	listed := strings.Join(func() []string {
		var keys []string
		for _, r := range rows {
			keys = append(keys, r[0])
		}
		return keys
	}(), ", ")
	for key := range docDataFile(t, "rules.toml") {
		assert.Contains(t, listed, "`"+key+"`", "RULES.md §17 names %s", key)
	}
}

// TestRulesDocTagTables: RULES.md §16.4 names every trait word of the code, and its table of tags is
// tags.toml, row for row and in its order.
func TestRulesDocTagTables(t *testing.T) {
	doc := rulesDoc(t)
	i := strings.Index(doc, "\n### 16.4 ")
	require.GreaterOrEqual(t, i, 0, "RULES.md has §16.4")
	var words []string
	for _, r := range docTable(t, doc, "### 16.4 ") {
		words = append(words, strings.Trim(r[0], "`"))
	}
	assert.Equal(t, traitWordList(), words, "the traits, in the code's order")

	// The second table of the section: the shipped tags.
	var want [][]string
	for _, e := range docEntries(t, docDataFile(t, "tags.toml"), "tag") {
		traits := "–"
		if _, ok := e["traits"]; ok {
			traits = docJoined(e, "traits")
		}
		cover, _ := e["cover"].(string)
		if cover == "" {
			cover = "–"
		} else if p := docNum(e, "cover_min_protection", 0); p > 0 {
			cover = fmt.Sprintf("%s, from Protection %d", cover, p)
		}
		corpse, _ := e["corpse"].(string)
		if corpse == "" {
			corpse = "–"
		}
		want = append(want, []string{e["name"].(string), traits, cover, corpse})
	}
	assert.Equal(t, want, docTable(t, doc[i:], "The tags of the default game"))
}

// The README's "How the code is laid out" names only real files and folders (issue 28): every path in
// backquotes (with a /, or ending in .go, .toml or .md) exists, a glob matches something, a bare file name
// is some package's; names in capitals (NAME) are placeholders.
func TestReadmeLayoutNamesRealFiles(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	doc := string(b)
	start := strings.Index(doc, "\n## How the code is laid out")
	require.GreaterOrEqual(t, start, 0, "the README has its layout section")
	section := doc[start+1:]
	if end := strings.Index(section[3:], "\n## "); end >= 0 {
		section = section[:end+3]
	}
	bare := map[string]bool{}
	require.NoError(t, filepath.WalkDir("..", func(p string, e fs.DirEntry, err error) error {
		if err == nil && !e.IsDir() {
			bare[e.Name()] = true
		}
		return err
	}))
	seen := 0
	for _, m := range regexp.MustCompile("`([^`]+)`").FindAllStringSubmatch(section, -1) {
		name := m[1]
		path := strings.Contains(name, "/")
		file := strings.HasSuffix(name, ".go") || strings.HasSuffix(name, ".toml") || strings.HasSuffix(name, ".md")
		if (!path && !file) || strings.ContainsAny(name, " (") || regexp.MustCompile(`[A-Z]{2,}`).MatchString(name) {
			continue
		}
		if top := strings.SplitN(name, "/", 2)[0]; path && !slices.Contains([]string{"combat", "game", "render", "assets", "levels", ".ci"}, top) {
			continue // a package of Go's or of a module (math/rand/v2), not a file of the project
		}
		seen++
		switch {
		case strings.Contains(name, "*"):
			got, err := filepath.Glob(filepath.Join("..", name))
			require.NoError(t, err)
			assert.NotEmpty(t, got, "the README names %s, which matches no file", name)
		case path:
			_, err := os.Stat(filepath.Join("..", strings.TrimSuffix(name, "/")))
			assert.NoError(t, err, "the README names %s", name)
		default:
			assert.True(t, bare[name], "the README names %s, which is no file of the project", name)
		}
	}
	assert.Greater(t, seen, 40, "the layout section names the files it walks through")
}
