// Tests of every bound the loader puts on a value, on both sides: the value at the bound loads, one past
// it is refused with its file, line, column and message. They go through the public API alone (Load with
// an overlay holding the shipped file with one value changed), so that they hold wherever the code that
// checks a file lives: the file names, keys, bounds and messages are what a designer sees.

package assets_test

import (
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// shipped is the text of the data file name as the game ships it: the embedded file, or, should the file
// leave assets' embedded files, the one file of that name in the module's source.
func shipped(t testing.TB, name string) string {
	t.Helper()
	if b, err := fs.ReadFile(assets.Files, name); err == nil {
		return string(b)
	}
	root, err := filepath.Abs("..")
	require.NoError(t, err)
	var found []string
	require.NoError(t, filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case e.IsDir() && (e.Name() == "testdata" || strings.HasPrefix(e.Name(), ".")) && p != root:
			return filepath.SkipDir
		case !e.IsDir() && e.Name() == name:
			found = append(found, p)
		}
		return nil
	}))
	require.Len(t, found, 1, "one shipped %s in the module", name)
	b, err := os.ReadFile(found[0])
	require.NoError(t, err)
	return string(b)
}

// headerRe matches the header of a table or an entry: [sneak], [[weapon]].
var headerRe = regexp.MustCompile(`^\s*(\[\[?)\s*([A-Za-z0-9_.-]+)\s*\]\]?\s*(#.*)?$`)

// nthRe matches a section named by its place: "[[strength]] 3", the third [[strength]].
var nthRe = regexp.MustCompile(`^\[\[([A-Za-z0-9_-]+)\]\] ([0-9]+)$`)

// section is the part of a data file one edit works in: the lines from a header (or the top of the file)
// up to the next header.
type section struct {
	lines      []string // the whole file, each line with its "\n"
	start, end int      // the section's lines: [start, end)
	header     int      // the header's line, -1 at the top of the file
	entity     string   // the entry messages name: its name, "weapon 3" for an entry with none, "" at the top
}

// sectionOf finds the section of text holding the line at (its text, trimmed, which must occur once); at ""
// is the top of the file, before the first header, and "[[strength]] 3" the third [[strength]].
func sectionOf(t testing.TB, text, at string) section {
	t.Helper()
	s := section{lines: strings.SplitAfter(text, "\n"), header: -1}
	line := 0
	if m := nthRe.FindStringSubmatch(at); m != nil {
		n, _ := strconv.Atoi(m[2])
		for i, l := range s.lines {
			if h := headerRe.FindStringSubmatch(l); h != nil && h[1] == "[[" && h[2] == m[1] {
				if n--; n == 0 {
					at = strings.TrimSpace(l)
					line = i
					break
				}
			}
		}
		require.Zero(t, n, "the file has %s", at)
		s.header, s.start = line, line
	} else if at != "" {
		line = -1
		for i, l := range s.lines {
			if strings.TrimSpace(l) == at {
				require.Equal(t, -1, line, "%q must be one line of the file", at)
				line = i
			}
		}
		require.NotEqual(t, -1, line, "%q must be one line of the file", at)
		for i := line; i >= 0; i-- {
			if headerRe.MatchString(s.lines[i]) {
				s.header, s.start = i, i
				break
			}
		}
	}
	s.end = len(s.lines)
	for i := max(line, s.start+1); i < len(s.lines); i++ {
		if headerRe.MatchString(s.lines[i]) && (at != "" || i > 0) {
			s.end = i
			break
		}
	}
	if at == "" && len(s.lines) > 0 && headerRe.MatchString(s.lines[0]) {
		s.end = 0
	}
	if s.header >= 0 {
		m := headerRe.FindStringSubmatch(s.lines[s.header])
		if m[1] == "[[" {
			table, n := m[2], 0
			for i := 0; i <= s.header; i++ {
				if m := headerRe.FindStringSubmatch(s.lines[i]); m != nil && m[1] == "[[" && m[2] == table {
					n++
				}
			}
			s.entity = fmt.Sprintf("%s %d", table, n)
			nameRe := regexp.MustCompile(`^\s*name\s*=\s*"([^"]*)"`)
			for _, l := range s.lines[s.start:s.end] {
				if m := nameRe.FindStringSubmatch(l); m != nil {
					s.entity = m[1]
					break
				}
			}
		}
	}
	return s
}

// place names the entry holding the line at by its place, "[[weapon]] 12", which outlives a change to the
// line; at itself when it is no line of an entry.
func place(t testing.TB, text, at string) string {
	t.Helper()
	s := sectionOf(t, text, at)
	if s.header < 0 {
		return at
	}
	m := headerRe.FindStringSubmatch(s.lines[s.header])
	if m[1] != "[[" {
		return at
	}
	n := 0
	for i := 0; i <= s.header; i++ {
		if h := headerRe.FindStringSubmatch(s.lines[i]); h != nil && h[1] == "[[" && h[2] == m[2] {
			n++
		}
	}
	return fmt.Sprintf("[[%s]] %d", m[2], n)
}

// keyLine finds the line of key in the section, -1 when it has none, and where its value starts.
func (s section) keyLine(key string) (line, col int) {
	re := regexp.MustCompile(`^(\s*` + regexp.QuoteMeta(key) + `\s*=\s*)`)
	for i := s.start; i < s.end; i++ {
		if m := re.FindStringSubmatch(s.lines[i]); m != nil {
			return i, len(m[1])
		}
	}
	return -1, 0
}

// valueEnd is where the value starting at line, col ends: its last line and the byte past it, brackets
// followed over lines, a comment after the value left out.
func (s section) valueEnd(line, col int) (int, int) {
	depth, inString := 0, false
	for i := line; i < len(s.lines); i++ {
		l := strings.TrimRight(s.lines[i], "\r\n")
		j := 0
		if i == line {
			j = col
		}
		for ; j < len(l); j++ {
			c := l[j]
			switch {
			case inString && c == '\\':
				j++
			case inString:
				inString = c != '"'
			case c == '"':
				inString = true
			case c == '[' || c == '{':
				depth++
			case c == ']' || c == '}':
				depth--
			case c == '#':
				if depth == 0 {
					return i, len(strings.TrimRight(l[:j], " \t"))
				}
				j = len(l) // a comment within a list runs to the end of its line
			}
		}
		if depth == 0 {
			return i, len(strings.TrimRight(l, " \t"))
		}
	}
	last := len(s.lines) - 1
	return last, len(strings.TrimRight(s.lines[last], "\r\n"))
}

// setValue writes v as the value of key in the section of text holding the line at, adding the key after
// the section's header when it has none; it returns the new text and the 1-based line and column where v
// starts.
func setValue(t testing.TB, text, at, key, v string) (string, int, int) {
	t.Helper()
	s := sectionOf(t, text, at)
	line, col := s.keyLine(key)
	if line < 0 {
		line, col = s.header+1, len(key)+3
		s.lines = append(s.lines[:line], append([]string{key + " = " + v + "\n"}, s.lines[line:]...)...)
		return strings.Join(s.lines, ""), line + 1, col + 1
	}
	last, end := s.valueEnd(line, col)
	head, tail := s.lines[line][:col], s.lines[last][end:]
	s.lines = append(s.lines[:line], append([]string{head + v + tail}, s.lines[last+1:]...)...)
	return strings.Join(s.lines, ""), line + 1, col + 1
}

// dropKey takes key, which must be there, out of the section of text holding the line at; it returns the
// new text and the 1-based line and column of the section's header (1:1 at the top of the file).
func dropKey(t testing.TB, text, at, key string) (string, int, int) {
	t.Helper()
	s := sectionOf(t, text, at)
	line, col := s.keyLine(key)
	require.GreaterOrEqual(t, line, 0, "%s has %s", at, key)
	last, _ := s.valueEnd(line, col)
	s.lines = append(s.lines[:line], s.lines[last+1:]...)
	hl, hc := 1, 1 // the top of the file; a [table] of the top is part of it
	for i := s.header; i >= 0; i-- {
		if m := headerRe.FindStringSubmatch(s.lines[i]); m != nil && m[1] == "[[" {
			hl, hc = i+1, len(s.lines[i])-len(strings.TrimLeft(s.lines[i], " \t"))+1
			break
		}
	}
	return strings.Join(s.lines, ""), hl, hc
}

// problems loads the overlay and returns its problems, one string each; nil when it loads.
func problems(t testing.TB, overlay fs.FS) []string {
	t.Helper()
	d, err := assets.Load(overlay)
	if err == nil {
		require.NotNil(t, d)
		return nil
	}
	var errs assets.Errors
	require.True(t, errors.As(err, &errs), "a data problem: %v", err)
	return strings.Split(err.Error(), "\n")
}

// edit is one value written into a data file: key in the section holding the line at.
type edit struct{ at, key, v string }

// An edge is one bound the loader puts on a value: key, in the section of file holding the line at ("" the
// top of the file), takes the values lo to hi. Each side is tested: the value at it loads, the value one past
// it (one for an integer, the next float for a number) is refused, as the only problem, placed at the value,
// with the message "path v out of range lo to hi (entry)".
type edge struct {
	file, at, key string
	lo, hi        string // as the file writes them: "1", "0.1", "600.0"
	side          int    // -1: the lower side alone, +1: the upper side alone, 0: both
	tmpl          string // how the value is written, %s standing for it; "%s" when empty
	path          string // the key as messages name it, when not key
	entity        string // the entry messages name, when not the section's ("-": none)
	msg           string // the message, %[1]s the refused value as messages show it, when not the range's
	reportAt      string // the key of the section whose value the problem is placed at, when not key
	atStart       bool   // the problem is placed at the start of what tmpl writes, not at %s
	also          []edit // values written first, that let the bound's value load
	add           string // text added at the end of the file first: an entry the shipped file lacks
	more          bool   // one past the bound brings other problems with it
}

func (e edge) pathName() string {
	if e.path != "" {
		return e.path
	}
	return e.key
}

// isFloat reports whether lit is a TOML float.
func isFloat(lit string) bool { return strings.ContainsAny(lit, ".eE") || strings.Contains(lit, "inf") }

// past is the value one past lit, in the direction of dir.
func past(t testing.TB, lit string, dir int) string {
	t.Helper()
	if isFloat(lit) {
		f, err := strconv.ParseFloat(lit, 64)
		require.NoError(t, err)
		s := strconv.FormatFloat(math.Nextafter(f, float64(dir)*math.Inf(1)), 'g', -1, 64)
		if !strings.ContainsAny(s, ".e") {
			s += ".0"
		}
		return s
	}
	n, err := strconv.Atoi(lit)
	require.NoError(t, err)
	return strconv.Itoa(n + dir)
}

// shown is lit as a message shows it: %d of an integer, %g of a number.
func shown(t testing.TB, lit string) string {
	t.Helper()
	if isFloat(lit) {
		f, err := strconv.ParseFloat(lit, 64)
		require.NoError(t, err)
		return fmt.Sprintf("%g", f)
	}
	n, err := strconv.Atoi(lit)
	require.NoError(t, err)
	return strconv.Itoa(n)
}

// text is v as e writes it, in its template.
func (e edge) text(v string) string {
	tmpl := e.tmpl
	if tmpl == "" {
		tmpl = "%s"
	}
	i := strings.Index(tmpl, "%s")
	return tmpl[:i] + v + tmpl[i+2:]
}

// placeIn is the 1-based line and column where the problem of e's value is placed in doc.
func (e edge) placeIn(t testing.TB, doc string) (line, col int) {
	t.Helper()
	key := e.key
	if e.reportAt != "" {
		key = e.reportAt
	}
	l, c := sectionOf(t, doc, e.at).keyLine(key)
	require.GreaterOrEqual(t, l, 0, "%s has %s", e.at, key)
	line, col = l+1, c+1
	if e.reportAt == "" && !e.atStart && e.tmpl != "" {
		col += strings.Index(e.tmpl, "%s")
	}
	return line, col
}

// write is the shipped file with e's value v, and the 1-based line and column its problem is placed at.
func (e edge) write(t testing.TB, v string) (doc string, line, col int) {
	t.Helper()
	doc = shipped(t, e.file) + e.add
	for _, a := range e.also {
		doc, _, _ = setValue(t, doc, a.at, a.key, a.v)
	}
	doc, _, _ = setValue(t, doc, e.at, e.key, e.text(v))
	line, col = e.placeIn(t, doc)
	return doc, line, col
}

// wantIn is the problem msg of e as doc's load tells it: at its place, naming e's entry.
func (e edge) wantIn(t testing.TB, doc, msg string) string {
	t.Helper()
	line, col := e.placeIn(t, doc)
	entity := e.entity
	if entity == "" {
		entity = sectionOf(t, doc, e.at).entity
	}
	want := fmt.Sprintf("%s:%d:%d: %s", e.file, line, col, msg)
	if entity != "" && entity != "-" {
		want += " (" + entity + ")"
	}
	return want
}

// A probe is one value of an edge to write: at a bound (it loads), or one past it (refused with msg).
type probe struct {
	e      edge
	v, msg string
}

// probes are e's values: at each bound it tests (loads), one past it (refusals); dir −1 the lower side.
func (e edge) probes(t testing.TB, dir int) (load, refuse *probe) {
	t.Helper()
	lit := e.lo
	if dir > 0 {
		lit = e.hi
	}
	if e.side != 0 && e.side != dir {
		return nil, nil
	}
	bad := past(t, lit, dir)
	msg := fmt.Sprintf("%s %s out of range %s to %s", e.pathName(), shown(t, bad), shown(t, e.lo), shown(t, e.hi))
	if e.msg != "" {
		msg = fmt.Sprintf(e.msg, shown(t, bad))
	}
	return &probe{e: e, v: lit}, &probe{e: e, v: bad, msg: msg}
}

// check tests both sides of e (or the one it names), each value in a load of its own.
func (e edge) check(t *testing.T) {
	for _, dir := range []int{-1, +1} {
		load, refuse := e.probes(t, dir)
		if load == nil {
			continue
		}
		e.loads(t, load.v)
		e.refuses(t, refuse.v, refuse.msg)
	}
}

// together writes every probe of ps (of one file, each its own key) into the shipped file and loads it
// once: it reports whether the load tells exactly the probes' problems (none for values at their bounds).
// A value's problem is placed and worded on its own (the file's other checks do not reach it), so many
// in one load are as good a test as one a load; when the load says anything else, the caller tries each
// alone, to say which.
func together(t *testing.T, file string, ps []*probe) bool {
	t.Helper()
	if len(ps) == 0 {
		return true
	}
	doc := shipped(t, file)
	for _, p := range ps {
		doc, _, _ = setValue(t, doc, p.e.at, p.e.key, p.e.text(p.v))
	}
	want := []string{}
	for _, p := range ps {
		if p.msg != "" {
			want = append(want, p.e.wantIn(t, doc, p.msg))
		}
	}
	got := problems(t, fstest.MapFS{file: {Data: []byte(doc)}})
	if got == nil {
		got = []string{}
	}
	slices.Sort(want)
	slices.Sort(got)
	return slices.Equal(want, got)
}

// skipShort skips a test of many loads under -short: the run of the race detector, to which loads one at a
// time show nothing more, and which they would slow tenfold; the full run checks them.
func skipShort(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("many loads: checked in the full run, not under -short (the race detector's)")
	}
}

// rowName names an edge's subtest: where it is and the key, "long sword/parry".
func rowName(at, path string) string {
	return strings.NewReplacer("name = ", "", `"`, "", "[", "", "]", "").Replace(at) + "/" + path
}

// testEdges checks the edges, file by file in parallel: the values of a file at their lower bounds in one
// load, at their upper bounds in another, and one past each side in two more, each problem told at its
// place; an edge that needs values of its own (also, add), brings other problems (more) or shares its key
// with another edge is checked alone, in loads of its own, and so is every edge of a file whose joint loads
// say anything unexpected.
func testEdges(t *testing.T, edges []edge) {
	skipShort(t)
	var files []string
	byFile := map[string][]edge{}
	for _, e := range edges {
		if byFile[e.file] == nil {
			files = append(files, e.file)
		}
		byFile[e.file] = append(byFile[e.file], e)
	}
	for _, file := range files {
		t.Run(file, func(t *testing.T) {
			t.Parallel()
			text := shipped(t, file)
			key := func(e edge) string {
				if e.add != "" {
					return "added " + e.at + " " + e.key // an entry the shipped file lacks
				}
				return fmt.Sprint(sectionOf(t, text, e.at).start, " ", e.key)
			}
			uses := map[string]int{}
			for _, e := range byFile[file] {
				uses[key(e)]++
			}
			var alone, joint []edge
			for _, e := range byFile[file] {
				if e.also != nil || e.add != "" || e.more || uses[key(e)] > 1 {
					alone = append(alone, e)
				} else {
					joint = append(joint, e)
				}
			}
			held := true
			for _, dir := range []int{-1, +1} {
				var loads, refusals []*probe
				for _, e := range joint {
					if l, r := e.probes(t, dir); l != nil {
						loads, refusals = append(loads, l), append(refusals, r)
					}
				}
				held = held && together(t, file, loads) && together(t, file, refusals)
			}
			if !held {
				alone = append(alone, joint...)
			}
			for _, e := range alone {
				t.Run(rowName(e.at, e.pathName()), func(t *testing.T) { e.check(t) })
			}
		})
	}
}

// refuses writes v as e's value and wants msg as the one problem (among others when e.more), placed at v,
// naming e's entry.
func (e edge) refuses(t *testing.T, v, msg string) {
	t.Helper()
	doc, _, _ := e.write(t, v)
	want := e.wantIn(t, doc, msg)
	got := problems(t, fstest.MapFS{e.file: {Data: []byte(doc)}})
	if e.more {
		assert.Contains(t, got, want, "%s = %s is refused", e.pathName(), v)
	} else {
		assert.Equal(t, []string{want}, got, "%s = %s is refused, as the one problem", e.pathName(), v)
	}
}

// loads writes v as e's value and wants the data to load.
func (e edge) loads(t *testing.T, v string) {
	t.Helper()
	doc, _, _ := e.write(t, v)
	assert.Empty(t, problems(t, fstest.MapFS{e.file: {Data: []byte(doc)}}), "%s = %s loads", e.pathName(), v)
}
