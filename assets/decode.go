// Strict decoding of one data file entry by entry, keeping the position of every value.

package assets

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"

	toml "github.com/pelletier/go-toml/v2"
	"github.com/pelletier/go-toml/v2/unstable"
)

// pos is a 1-based line and column.
type pos struct{ line, col int }

// ent is one entry of a file ([[weapon]] and what follows it up to the next entry), with the
// position of each of its keys and values, and where its problems go.
type ent struct {
	file    string // the file as messages name it
	table   string // the header's name ("weapon"); "" for what comes before the first header
	index   int    // 1-based index among the entries of its table
	lineOff int    // lines of the file before the entry's first line
	// Positions below are within the entry's text: line 1 is the entry's first line.
	header pos            // where the header is
	vals   map[string]pos // path ("damage", "attacks[0].weapon", "verbs.slashing") → value position
	keys   map[string]pos // path → key position
	name   string         // the entry's name value, "" when it has none
	errs   *Errors
	// bad holds the paths of the key-values whose type was wrong: their values are left
	// out of the decoding, and no further problem is reported about them.
	bad map[string]bool
	// meant holds the keys an unknown key of the entry was taken for ("did you mean"): the message
	// already says they are missing, so require does not say it again.
	meant map[string]bool
}

// group is an entry decoded on its own, so that a mistake in one entry does not hide the
// mistakes of the others.
type group[T any] struct {
	*ent
	val T    // the decoded file, holding this one entry, less the values of a wrong type
	ok  bool // decoded: no syntax error
}

// label names the entry in messages: its name, or "weapon 3" when it has none.
func (g *ent) label() string {
	if g.name != "" {
		return clip(g.name)
	}
	if g.table == "" {
		return ""
	}
	return fmt.Sprintf("%s %d", g.table, g.index)
}

// at is the position in the file of the value at path, else of its key, else of the closest
// enclosing value, else of the header.
func (g *ent) at(path string) pos {
	return g.abs(g.local(path))
}

// local is at's position within the entry's text.
func (g *ent) local(path string) pos {
	for p := path; p != ""; p = parentPath(p) {
		if v, ok := g.vals[p]; ok {
			return v
		}
		if k, ok := g.keys[p]; ok {
			return k
		}
	}
	return g.header
}

// abs turns a position within the entry's text into a position in the file.
func (g *ent) abs(p pos) pos { return pos{p.line + g.lineOff, p.col} }

// has reports whether path has a value in the entry.
func (g *ent) has(path string) bool {
	if _, ok := g.vals[path]; ok {
		return true
	}
	for p := range g.vals { // a table written with dotted keys: verbs.slashing = "slash"
		if strings.HasPrefix(p, path+".") {
			return true
		}
	}
	return false
}

// parentPath strips the last element of a path: "a.b[2]" → "a.b", "a.b" → "a".
func parentPath(p string) string {
	i := strings.LastIndexAny(p, ".[")
	if i < 0 {
		return ""
	}
	return p[:i]
}

// headerLine matches the header of a new entry: [[name]], with an optional comment.
var headerLine = regexp.MustCompile(`^\s*\[\[\s*([A-Za-z0-9_-]+)\s*\]\]\s*(#.*)?$`)

// rulesGroups decodes a rules file of top-level keys and [[tables]] (decodeGroups): the groups that decoded,
// and whether the file has a top level at all (one that did not decode is reported already).
func rulesGroups[T any](file string, data []byte, errs *Errors) (decoded []*group[T], top bool) {
	for _, g := range decodeGroups[T](file, data, errs) {
		top = top || g.table == ""
		if g.ok {
			decoded = append(decoded, g)
		}
	}
	return decoded, top
}

// decodeGroups splits a file into entries and decodes each strictly into a fresh T, adding
// every syntax error, unknown key and wrong type to errs.
func decodeGroups[T any](file string, data []byte, errs *Errors) []*group[T] {
	var out []*group[T]
	for _, g := range decodeEntries(file, data, errs, reflect.TypeFor[T]()) {
		gt := &group[T]{ent: g.ent, ok: g.ok}
		if g.val.IsValid() {
			gt.val = g.val.Elem().Interface().(T)
		}
		out = append(out, gt)
	}
	return out
}

// entry is an entry decoded on its own into a fresh value of a type known at run time (a rule set's schema):
// group's shape, val a pointer to the decoded value.
type entry struct {
	*ent
	val reflect.Value
	ok  bool
}

// decodeEntries is decodeGroups for a type typ known at run time.
func decodeEntries(file string, data []byte, errs *Errors, typ reflect.Type) []*entry {
	lines := bytes.SplitAfter(data, []byte("\n"))
	var out []*entry
	counts := map[string]int{}
	var p unstable.Parser      // one for the file's entries: its nodes are reused
	start, from, to := 0, 0, 0 // the entry's first line, and its bytes in data
	flush := func(end int) {
		if end <= start {
			return
		}
		table := ""
		var header pos
		if m := headerLine.FindSubmatch(bytes.TrimRight(lines[start], "\r\n")); m != nil {
			table = string(m[1])
			counts[table]++
			col := len(lines[start]) - len(bytes.TrimLeft(lines[start], " \t")) + 1
			header = pos{1, col}
		} else {
			header = pos{1, 1}
		}
		g := &entry{ent: &ent{file: file, table: table, index: counts[table], lineOff: start, header: header, errs: errs}}
		decodeGroup(file, data[from:to:to], g, typ, errs, &p) // the entry's lines, read only
		out = append(out, g)
	}
	for i, l := range lines {
		if i > 0 && headerLine.Match(bytes.TrimRight(l, "\r\n")) {
			flush(i)
			start, from = i, to
		}
		to += len(l)
	}
	flush(len(lines))
	return out
}

// maxTypeErrors bounds the values of the wrong type reported in one entry: each costs a
// decoding of the entry.
const maxTypeErrors = 50

// decodeGroup parses doc (read only) with p for positions, then decodes it strictly, blanking out each
// key-value with a wrong type in a copy and decoding again, so that every one is reported.
func decodeGroup(file string, doc []byte, g *entry, typ reflect.Type, errs *Errors, p *unstable.Parser) {
	g.vals = map[string]pos{}
	g.keys = map[string]pos{}
	g.bad = map[string]bool{}
	g.meant = map[string]bool{}
	lines := newLineIndex(doc)
	exprs, err := scanPositions(p, doc, lines, g.ent)
	if err != nil {
		var pe *unstable.ParserError
		p := pos{1, 1}
		msg := err.Error()
		if errors.As(err, &pe) {
			p = posOfHighlight(doc, pe.Highlight)
			msg = pe.Message
		}
		p = g.abs(p)
		*errs = append(*errs, Problem{File: file, Line: p.line, Col: p.col, Msg: "syntax error: " + msg, Entity: g.label()})
		return
	}
	work, copied := doc, false // doc is copied before its first blanking
	for tries := 0; tries <= len(exprs); tries++ {
		if tries == maxTypeErrors {
			h := g.abs(g.header)
			*errs = append(*errs, Problem{File: file, Line: h.line, Col: h.col, Entity: g.label(),
				Msg: fmt.Sprintf("%d values of the wrong type: the rest of the entry is not checked", maxTypeErrors)})
			return
		}
		v := reflect.New(typ)
		dec := toml.NewDecoder(bytes.NewReader(work))
		dec.DisallowUnknownFields()
		err := dec.Decode(v.Interface())
		if err == nil {
			g.val, g.ok = v, g.oneEntry(v.Elem())
			return
		}
		var sme *toml.StrictMissingError
		if errors.As(err, &sme) {
			for i := range sme.Errors {
				e := &sme.Errors[i]
				l, c := e.Position()
				msg, meant := unknownKeyMsg(g.fullKey(e.Key(), pos{l, c}), g.table, typ)
				if meant != "" {
					g.meant[meant] = true
				}
				*errs = append(*errs, Problem{File: file, Line: l + g.lineOff, Col: c, Msg: msg, Entity: g.label()})
			}
			g.val, g.ok = v, g.oneEntry(v.Elem())
			return
		}
		var de *toml.DecodeError
		if !errors.As(err, &de) {
			h := g.abs(g.header)
			*errs = append(*errs, Problem{File: file, Line: h.line, Col: h.col, Msg: err.Error(), Entity: g.label()})
			return
		}
		l, c := de.Position()
		*errs = append(*errs, Problem{File: file, Line: l + g.lineOff, Col: c, Msg: typeErrorMsg(de, g.ent), Entity: g.label()})
		off := lines.offset(l, c)
		blanked := false
		for _, r := range exprs {
			if off >= r.start && off < r.end {
				if !copied {
					work, copied = append([]byte(nil), doc...), true
				}
				g.bad[r.path] = true
				for i := r.start; i < r.end; i++ {
					if work[i] != '\n' && work[i] != '\r' {
						work[i] = ' '
					}
				}
				blanked = true
				break
			}
		}
		if !blanked {
			return
		}
	}
}

// oneEntry checks that the decoded file v holds exactly the one entry of the group (none for
// the text before the first header), reporting entries written in a way the loader cannot
// place, such as weapon = [{...}] or a header that is not alone on its line.
func (g *ent) oneEntry(v reflect.Value) bool {
	n := 0
	for i := range v.NumField() {
		if f := v.Field(i); isEntries(f.Type()) {
			n += f.Len()
		}
	}
	want := 1
	switch {
	case g.table == "":
		want = 0
	case !slices.Contains(tableNames(v.Type()), g.table):
		return false // an unknown entry, reported by the strict decoder
	}
	if n == want {
		return true
	}
	h := g.abs(g.header)
	what := fmt.Sprintf("%d entries under one header", n)
	if want == 0 {
		what = "entries before the first header"
	}
	*g.errs = append(*g.errs, Problem{File: g.file, Line: h.line, Col: h.col, Entity: g.label(),
		Msg: fmt.Sprintf("%s: start each entry with a line of its own holding just its header, such as [[%s]]", what, tableNames(v.Type())[0])})
	return false
}

// fullKey is key, found at at (within the entry), with the keys of the inline tables around it:
// go-toml names a key of an inline table alone ("nmae" of default_character = { nmae = ... }), and
// the entry's positions give its whole path. Keys within lists are left as they are.
func (g *ent) fullKey(key toml.Key, at pos) toml.Key {
	if len(key) == 0 {
		return key
	}
	for path, p := range g.keys {
		parts := strings.Split(path, ".")
		if p == at && !strings.Contains(path, "[") && len(parts) > len(key) && parts[len(parts)-1] == key[len(key)-1] {
			return toml.Key(parts)
		}
	}
	return key
}

// scanPositions walks the syntax tree of doc with p, recording the position of every key and value
// in g and the name of the entry; it returns the top-level key-values.
func scanPositions(p *unstable.Parser, doc []byte, lines *lineIndex, g *ent) ([]keyval, error) {
	p.Reset(doc)
	var exprs []keyval
	var prefix string
	arrayCounts := map[string]int{}
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table, unstable.ArrayTable:
			parts := keyParts(e)
			if len(parts) > 0 && parts[0] == g.table {
				parts = parts[1:]
			}
			prefix = strings.Join(parts, ".")
			if e.Kind == unstable.ArrayTable && prefix != "" {
				n := arrayCounts[prefix]
				arrayCounts[prefix]++
				prefix = fmt.Sprintf("%s[%d]", prefix, n)
			}
			if prefix != "" {
				if k := e.Key(); k.Next() {
					g.keys[prefix] = shapeStart(lines, k.Node().Raw)
					g.vals[prefix] = g.keys[prefix]
				}
			}
		case unstable.KeyValue:
			path := joinPath(prefix, strings.Join(keyParts(e), "."))
			if k := e.Key(); k.Next() {
				g.keys[path] = shapeStart(lines, k.Node().Raw)
			}
			recordValue(p, lines, e.Value(), path, g.vals, g.keys, valueStart(p, e))
			if path == "name" && e.Value().Kind == unstable.String && g.name == "" {
				g.name = string(e.Value().Data)
			}
			exprs = append(exprs, keyval{path, int(e.Raw.Offset), int(e.Raw.Offset + e.Raw.Length)})
		}
	}
	return exprs, p.Error()
}

// keyval is a top-level key-value of an entry: its path and its byte range.
type keyval struct {
	path       string
	start, end int
}

// recordValue records the position of v at path, and of its elements and members.
// start is where v begins, for the nodes that do not record it (arrays); -1 when unknown.
func recordValue(p *unstable.Parser, lines *lineIndex, v *unstable.Node, path string, vals, keys map[string]pos, start int) {
	switch v.Kind {
	case unstable.Array:
		switch {
		case v.Raw.Length > 0:
			vals[path] = shapeStart(lines, v.Raw)
		case start >= 0:
			vals[path] = shapeStart(lines, unstable.Range{Offset: uint32(start)})
		}
		i := 0
		for it := v.Children(); it.Next(); {
			c := it.Node()
			if c.Kind == unstable.Comment {
				continue
			}
			recordValue(p, lines, c, fmt.Sprintf("%s[%d]", path, i), vals, keys, -1)
			i++
		}
	case unstable.InlineTable:
		vals[path] = shapeStart(lines, v.Raw)
		for it := v.Children(); it.Next(); {
			kv := it.Node()
			if kv.Kind != unstable.KeyValue {
				continue
			}
			sub := joinPath(path, strings.Join(keyParts(kv), "."))
			if k := kv.Key(); k.Next() {
				keys[sub] = shapeStart(lines, k.Node().Raw)
			}
			recordValue(p, lines, kv.Value(), sub, vals, keys, valueStart(p, kv))
		}
	default:
		vals[path] = shapeStart(lines, v.Raw)
	}
}

// valueStart is the offset of the value of the key-value kv: past its last key, the '=' and
// the blanks around it; -1 when it cannot be found.
func valueStart(p *unstable.Parser, kv *unstable.Node) int {
	var last *unstable.Node
	for it := kv.Key(); it.Next(); {
		last = it.Node()
	}
	if last == nil {
		return -1
	}
	data := p.Data()
	i := int(last.Raw.Offset + last.Raw.Length)
	for i < len(data) && (data[i] == ' ' || data[i] == '\t' || data[i] == '=') {
		i++
	}
	if i >= len(data) {
		return -1
	}
	return i
}

func joinPath(a, b string) string {
	if a == "" {
		return b
	}
	return a + "." + b
}

func keyParts(n *unstable.Node) []string {
	var parts []string
	for it := n.Key(); it.Next(); {
		parts = append(parts, string(it.Node().Data))
	}
	return parts
}

// lineIndex holds the offsets where the lines of a document start, to turn offsets into
// positions and back in logarithmic time.
type lineIndex struct {
	starts []int
	size   int
}

func newLineIndex(doc []byte) *lineIndex {
	x := &lineIndex{starts: []int{0}, size: len(doc)}
	for i, c := range doc {
		if c == '\n' {
			x.starts = append(x.starts, i+1)
		}
	}
	return x
}

// at is the line and column of a byte offset.
func (x *lineIndex) at(off int) pos {
	off = min(max(off, 0), x.size)
	i, found := slices.BinarySearch(x.starts, off)
	if !found {
		i--
	}
	return pos{i + 1, off - x.starts[i] + 1}
}

// offset is the byte offset of a 1-based line and column.
func (x *lineIndex) offset(line, col int) int {
	if line < 1 || line > len(x.starts) {
		return x.size
	}
	return min(x.starts[line-1]+col-1, x.size)
}

// shapeStart is the position where r starts.
func shapeStart(x *lineIndex, r unstable.Range) pos { return x.at(int(r.Offset)) }

// posOfHighlight finds the line and column of a subslice of doc.
func posOfHighlight(doc, h []byte) pos {
	off := 0
	if h != nil {
		off = cap(doc) - cap(h)
		if off < 0 || off > len(doc) {
			off = 0
		}
	}
	return newLineIndex(doc).at(off)
}

// unknownKeyMsg words an unknown key, suggesting the closest known key of the entry; meant is the path of
// that key in the entry, "" when there is none.
func unknownKeyMsg(key toml.Key, table string, fileType reflect.Type) (msg, meant string) {
	parts := []string(key)
	if len(parts) > 0 && parts[0] == table {
		parts = parts[1:]
	}
	name := clip(strings.Join(parts, "."))
	if table != "" && tomlKeys(fileType, table) == nil {
		msg = fmt.Sprintf("unknown entry [[%s]]", clip(table))
		if best := closest(table, tableNames(fileType)); best != "" {
			return fmt.Sprintf("%s, did you mean [[%s]]?", msg, best), ""
		}
		if len(tableNames(fileType)) == 0 {
			return fmt.Sprintf("%s: the file has no entries, its keys stand alone: %s", msg, strings.Join(topKeys(fileType), ", ")), ""
		}
		return fmt.Sprintf("%s: entries start with %s", msg, tableHeaders(fileType)), ""
	}
	if table == "" && len(parts) == 2 {
		if sub := subKeys(fileType, parts[0]); sub != nil {
			if best := closest(parts[1], sub); best != "" {
				return fmt.Sprintf("unknown key %q, did you mean %q?", name, best), parts[0] + "." + best
			}
			return fmt.Sprintf("unknown key %q; the keys of %s are %s", name, parts[0], strings.Join(sub, ", ")), ""
		}
	}
	if table == "" {
		top := topKeys(fileType)
		if best := closest(name, top); best != "" && len(parts) == 1 {
			return fmt.Sprintf("unknown key %q, did you mean %q?", name, best), best
		}
		switch {
		case len(tableNames(fileType)) == 0:
			return fmt.Sprintf("unknown key %q; the keys are %s", name, strings.Join(top, ", ")), ""
		case len(top) > 0:
			return fmt.Sprintf("unknown key %q at the top of the file: the keys there are %s; entries start with %s",
				name, strings.Join(top, ", "), tableHeaders(fileType)), ""
		}
		return fmt.Sprintf("unknown key %q at the top of the file: entries start with %s", name, tableHeaders(fileType)), ""
	}
	if len(parts) == 1 {
		if best := closest(parts[0], tomlKeys(fileType, table)); best != "" {
			return fmt.Sprintf("unknown key %q, did you mean %q?", name, best), best
		}
	}
	return fmt.Sprintf("unknown key %q", name), ""
}

// isEntries reports a field type that holds entries, [[name]] tables (not a list of values such as
// skills.toml's rank_names, a key at the top of its file).
func isEntries(t reflect.Type) bool {
	return t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Struct
}

// tableHeaders lists the entry headers a file type accepts: "[[weapon]] or [[ammo]]".
func tableHeaders(t reflect.Type) string {
	var hs []string
	for _, n := range tableNames(t) {
		hs = append(hs, "[["+n+"]]")
	}
	return strings.Join(hs, " or ")
}

// tableNames lists the entry names a file type accepts: its fields that are lists.
func tableNames(t reflect.Type) []string {
	var ns []string
	for i := range t.NumField() {
		if isEntries(t.Field(i).Type) {
			ns = append(ns, tagName(t.Field(i)))
		}
	}
	return ns
}

// topKeys lists the keys a file type takes at its top, outside any entry.
func topKeys(t reflect.Type) []string {
	var ks []string
	for i := range t.NumField() {
		if !isEntries(t.Field(i).Type) {
			ks = append(ks, tagName(t.Field(i)))
		}
	}
	return ks
}

// subKeys lists the keys of the table key at the top of a file type (default_character of
// backgrounds.toml); nil when key is no such table.
func subKeys(t reflect.Type, key string) []string {
	for i := range t.NumField() {
		f := t.Field(i)
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		if tagName(f) != key || ft.Kind() != reflect.Struct {
			continue
		}
		var keys []string
		for j := range ft.NumField() {
			keys = append(keys, tagName(ft.Field(j)))
		}
		return keys
	}
	return nil
}

// tomlKeys lists the keys of the entries of table in a file type.
func tomlKeys(t reflect.Type, table string) []string {
	for i := range t.NumField() {
		f := t.Field(i)
		if tagName(f) != table || !isEntries(f.Type) {
			continue
		}
		et := f.Type.Elem()
		var keys []string
		for j := range et.NumField() {
			keys = append(keys, tagName(et.Field(j)))
		}
		return keys
	}
	return nil
}

func tagName(f reflect.StructField) string {
	n, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
	if n == "" {
		return strings.ToLower(f.Name)
	}
	return n
}

// typeErrorRe picks the kinds out of go-toml's type mismatch message.
var typeErrorRe = regexp.MustCompile(`cannot decode TOML (\w+) into (?:.* of type )?(\S+)$`)

// typeErrorMsg words a decode error for a designer: what the key wants and what it got.
func typeErrorMsg(de *toml.DecodeError, g *ent) string {
	parts := []string(de.Key())
	if len(parts) > 0 && parts[0] == g.table {
		parts = parts[1:]
	}
	key := strings.Join(parts, ".")
	l, c := de.Position()
	best := key
	for path, p := range g.vals {
		// The most precise path at the error: an element or member of the key's value.
		if p == (pos{l, c}) && strings.HasPrefix(path, key) && (len(path) > len(best) || len(path) == len(best) && path < best) {
			best = path
		}
	}
	key = best
	msg := strings.TrimPrefix(de.Error(), "toml: ")
	if strings.HasSuffix(msg, "is already defined") {
		return fmt.Sprintf("duplicate key %q", key)
	}
	if m := typeErrorRe.FindStringSubmatch(msg); m != nil {
		return fmt.Sprintf("wrong type for %s: want %s, got %s", key, goTypeWords(m[2]), tomlKindWords(m[1]))
	}
	if key == "" {
		return msg
	}
	return key + ": " + msg
}

func goTypeWords(t string) string {
	switch {
	case strings.HasPrefix(t, "[]"):
		switch elem := goTypeWords(t[2:]); {
		case elem == "true or false":
			return "a list of booleans"
		case strings.HasPrefix(elem, "a list of "):
			return "a list of lists"
		default: // "a string" → "a list of strings"
			return "a list of " + strings.TrimPrefix(strings.TrimPrefix(elem, "a "), "an ") + "s"
		}
	case strings.HasPrefix(t, "map["):
		return "a table"
	case strings.HasPrefix(t, "int"), strings.HasPrefix(t, "uint"):
		return "an integer"
	case strings.HasPrefix(t, "float"):
		return "a number"
	case t == "string":
		return "a string"
	case t == "bool":
		return "true or false"
	}
	return "a table"
}

func tomlKindWords(k string) string {
	k = strings.ToLower(k)
	switch k {
	case "inlinetable", "table":
		return "a table"
	case "bool", "boolean":
		return "a boolean"
	}
	if strings.ContainsRune("aeiou", rune(k[0])) {
		return "an " + k
	}
	return "a " + k
}

// closest is the candidate within a small edit distance of s, or "".
func closest(s string, candidates []string) string {
	if len(s) > 64 {
		return "" // too long to be a slip of the fingers, and costly to compare
	}
	best, bestD := "", 3
	ls := strings.ToLower(s)
	for _, c := range candidates {
		if d := EditDistance(ls, strings.ToLower(c)); d < bestD {
			best, bestD = c, d
		}
	}
	return best
}

// EditDistance is the Levenshtein distance between a and b, counted in bytes: the loader's near keys, the
// sandbox's near names (game/sandbox).
func EditDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}
