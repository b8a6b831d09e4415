// Package lang holds the game's texts in each language (en/*.toml, ru/*.toml, embedded) and reads them
// strictly into a text.Lang, a mistake named at its file:line:col as the other data files' are.
//
// A message file's [own] table holds a language's own parts of its messages (said within them by
// {@fight.own.weapon}): they need not be English's.
//
// A language's folder holds message files and one file of words, names.toml. In a message file each key is
// one text, a template (assets/text): the key `hit` of fight.toml, or `hit` under its `[miss]` table, is
// said as "fight.hit", "fight.miss.hit". names.toml gives the words of the data's names in the language,
// a table a kind of name ([creature], [weapon], [attack], [verb], [armour], [race], [background], [spell],
// [element], [potion], [scroll], [stance], [word]) and a key a name, its value an inline table of its forms:
//
//	kobold = { sg = "кобольд|кобольда|кобольду|кобольда|кобольдом|кобольде", pl = "…", gender = "m" }
//
// sg and pl each give the six cases, nominative|genitive|dative|accusative|instrumental|prepositional
// (the forms nom, gen, dat, acc, ins, pre and nom_pl … pre_pl); base (the nominative when left out) and
// gender ("m", "f", "n", "pl"); any other key is a form of its own (a verb's `it`, a word's `poss`).
// English is the default and the fallback: every key of another language must be one of English's.
package lang

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/pelletier/go-toml/v2/unstable"
)

//go:embed en/*.toml ru/*.toml ru/data/*.toml
var files embed.FS

// Default is the language of a game that chooses none.
const Default = "en"

// NamesFile is the file of a language's words.
const NamesFile = "names.toml"

// Cases are the six grammatical cases, in the order sg and pl give them.
var Cases = []string{"nom", "gen", "dat", "acc", "ins", "pre"}

// Tags are the languages there are texts for, English first.
func Tags() []string {
	tags := []string{Default}
	for _, t := range text.Tags() {
		if t != Default {
			if _, err := fs.Stat(files, t); err == nil {
				tags = append(tags, t)
			}
		}
	}
	return tags
}

// Match is the language of tags for a preference such as a browser's "ru-RU", "ru", "en-GB" (the first
// part, in any case); Default for one there are no texts for.
func Match(pref string) string {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(pref)), "-")
	base, _, _ = strings.Cut(base, "_")
	if slices.Contains(Tags(), base) {
		return base
	}
	return Default
}

// loaded are the languages read once: the embedded texts never change while the game runs.
var loaded = sync.OnceValues(func() (map[string]*text.Lang, error) {
	en, err := read(files, Default, nil)
	if err != nil {
		return nil, err
	}
	out := map[string]*text.Lang{Default: en}
	var errs []error
	for _, tag := range Tags()[1:] {
		l, err := read(files, tag, en)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out[tag] = l
	}
	return out, errors.Join(errs...)
})

// Load is the language of tag ("en", "ru"); an unknown tag is an error naming the known ones.
func Load(tag string) (*text.Lang, error) {
	langs, err := loaded()
	if err != nil {
		return nil, err
	}
	l, ok := langs[tag]
	if !ok {
		return nil, fmt.Errorf("no language %q: want one of %s", tag, strings.Join(Tags(), ", "))
	}
	return l, nil
}

// English is the default language. Its texts are embedded and checked by the package's tests: an error
// here is a broken build, so English is then a language with no texts, whose keys say themselves.
func English() *text.Lang {
	if l, err := Load(Default); err == nil {
		return l
	}
	l, _ := text.New(Default, nil)
	return l
}

// Read reads the language of tag from fsys's folder tag (the embedded texts, or a designer's copy),
// falling back to fallback; every problem is listed, each at its file:line:col.
func Read(fsys fs.FS, tag string, fallback *text.Lang) (*text.Lang, error) {
	return read(fsys, tag, fallback)
}

func read(fsys fs.FS, tag string, fallback *text.Lang) (*text.Lang, error) {
	l, ok := text.New(tag, fallback)
	if !ok {
		return nil, fmt.Errorf("no plural rules for the language %q", tag)
	}
	names, err := fs.Glob(fsys, tag+"/*.toml")
	if err != nil || len(names) == 0 {
		return nil, fmt.Errorf("assets/lang/%s: no texts", tag)
	}
	var errs []error
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			errs = append(errs, fmt.Errorf("assets/lang/%s: %w", name, err))
			continue
		}
		f := file{label: "assets/lang/" + name, doc: b, lang: l, fallback: fallback}
		if path.Base(name) == NamesFile {
			f.words = true
		} else {
			f.prefix = strings.TrimSuffix(path.Base(name), ".toml") + "."
		}
		errs = append(errs, f.read()...)
	}
	data, err := fs.Glob(fsys, tag+"/data/*.toml")
	if err != nil {
		return nil, fmt.Errorf("assets/lang/%s/data: %w", tag, err)
	}
	for _, name := range data {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			errs = append(errs, fmt.Errorf("assets/lang/%s: %w", name, err))
			continue
		}
		f := file{label: "assets/lang/" + name, doc: b, lang: l, fallback: fallback,
			kind: strings.TrimSuffix(path.Base(name), ".toml"), data: map[string]text.Word{}}
		errs = append(errs, f.read()...)
		for n, w := range f.data { // a name's data texts join its words of names.toml, if it has them
			if had, ok := l.Given(f.kind, n); ok {
				for k, v := range w.Forms {
					had.Forms[k] = v
				}
				if w.Base != "" && had.Base == "" {
					had.Base = w.Base
				}
				w = had
			}
			l.SetWord(f.kind, n, w)
		}
	}
	return l, errors.Join(errs...)
}

// Text is a text of the game's data (assets/*.toml: a creature's description, a hint, a rule set's page) in
// l: the form (text, title, summary; "" for the base) of the data name of kind given by l's data folder
// (assets/lang/<tag>/data/<kind>.toml) or names.toml, else english, the data's own text.
func Text(l *text.Lang, kind, name, form, english string) string {
	if w, ok := l.Own(kind, name); ok {
		if form == "" {
			return w.Base
		}
		if s, ok := w.Forms[form]; ok {
			return s
		}
	}
	return english
}

// Translated reports whether l itself (not its fallback) gives the form of the data name of kind: what
// the tests of a complete translation ask of every text of the data.
func Translated(l *text.Lang, kind, name, form string) bool {
	w, ok := l.Given(kind, name)
	if !ok {
		return false
	}
	if form == "" {
		return w.Base != ""
	}
	_, ok = w.Forms[form]
	return ok
}

// file is one file being read.
type file struct {
	label    string // "assets/lang/ru/fight.toml"
	doc      []byte
	lang     *text.Lang
	fallback *text.Lang
	words    bool   // names.toml
	prefix   string // a message file's keys' prefix, "fight."
	kind     string // a data file's kind of name (data/hint.toml: "hint")
	data     map[string]text.Word
}

// errorAt is a problem at the byte offset off of the file, as file:line:col.
func (f *file) errorAt(off int, format string, args ...any) error {
	line, col := 1, 1
	for _, r := range string(f.doc[:min(off, len(f.doc))]) {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return fmt.Errorf("%s:%d:%d: %s", f.label, line, col, fmt.Sprintf(format, args...))
}

// read reads the file's tables and keys.
func (f *file) read() []error {
	var p unstable.Parser
	p.Reset(f.doc)
	var errs []error
	table := ""
	seen := map[string]bool{}
	for p.NextExpression() {
		e := p.Expression()
		switch e.Kind {
		case unstable.Table:
			table = joinKey(e.Key())
			if f.words && !slices.Contains(Kinds, table) {
				errs = append(errs, f.errorAt(keyOffset(e), "no kind of name %q: want one of %s", table, strings.Join(Kinds, ", ")))
			}
		case unstable.ArrayTable:
			errs = append(errs, f.errorAt(keyOffset(e), "[[%s]]: a text file has tables of keys, no arrays", joinKey(e.Key())))
		case unstable.KeyValue:
			key := joinKey(e.Key())
			at := keyOffset(e)
			full := key
			if table != "" {
				full = table + "." + key
			}
			if seen[full] {
				errs = append(errs, f.errorAt(at, "%q a second time", full))
				continue
			}
			seen[full] = true
			if err := f.keyValue(table, key, full, e.Value(), at); err != nil {
				errs = append(errs, err)
			}
		}
	}
	if err := p.Error(); err != nil {
		var pe *unstable.ParserError
		if errors.As(err, &pe) {
			off := 0 // the highlight is a slice of the document: its offset is how far into it it begins
			if pe.Highlight != nil {
				off = min(max(cap(f.doc)-cap(pe.Highlight), 0), len(f.doc))
			}
			return append(errs, f.errorAt(off, "%s", pe.Message))
		}
		return append(errs, fmt.Errorf("%s: %w", f.label, err))
	}
	return errs
}

// keyValue reads one key: a message's template, or a word's forms.
func (f *file) keyValue(table, key, full string, v *unstable.Node, at int) error {
	vat := int(v.Raw.Offset)
	if vat == 0 {
		vat = at
	}
	if f.kind != "" {
		return f.dataValue(table, key, v, vat)
	}
	if f.words {
		if table == "" {
			return f.errorAt(at, "%q outside a table: a word is under its kind, [creature] or [weapon]", key)
		}
		if v.Kind != unstable.InlineTable {
			return f.errorAt(vat, "%s: want an inline table of forms, { sg = \"…\", gender = \"m\" }", full)
		}
		w, err := f.word(v)
		if err != nil {
			return f.errorAt(vat, "%s: %v", full, err)
		}
		f.lang.SetWord(table, key, w)
		return nil
	}
	if v.Kind != unstable.String {
		return f.errorAt(vat, "%s: want a string, the text", f.prefix+full)
	}
	name := f.prefix + full
	if f.fallback != nil && !f.fallback.Has(name) && !strings.HasPrefix(full, "own.") {
		return f.errorAt(at, "%s: no such text in English (every key is one of English's)", name)
	}
	t, err := text.Parse(string(v.Data))
	if err != nil {
		return f.errorAt(vat, "%s: %v", name, err)
	}
	f.lang.SetMessage(name, t)
	return nil
}

// dataValue reads one key of a data file: `name = "text"` at the top (the name's base text), or under a
// table [name] a form of it (text = "…", title = "…").
func (f *file) dataValue(table, key string, v *unstable.Node, vat int) error {
	if v.Kind != unstable.String {
		return f.errorAt(vat, "%s: want a string, the text", key)
	}
	s := string(v.Data)
	if strings.TrimSpace(s) == "" {
		return f.errorAt(vat, "%s: an empty text", key)
	}
	name, form := key, ""
	if table != "" {
		name, form = table, key
	}
	w, ok := f.data[name]
	if !ok {
		w = text.Word{Forms: map[string]string{}}
	}
	if form == "" {
		w.Base = s
	} else {
		w.Forms[form] = s
		if w.Base == "" && form == "text" {
			w.Base = s
		}
	}
	f.data[name] = w
	return nil
}

// Kinds are the kinds of name names.toml gives words for.
var Kinds = []string{"creature", "trap", "weapon", "attack", "verb", "armour", "race", "background", "slot", "mode", "ruleset", "tutorial", "word",
	"spell", "element", "potion", "scroll", "stance"}

// word reads an inline table of a word's forms.
func (f *file) word(v *unstable.Node) (text.Word, error) {
	w := text.Word{Forms: map[string]string{}}
	it := v.Children()
	for it.Next() {
		kv := it.Node()
		if kv.Kind != unstable.KeyValue {
			continue
		}
		k := joinKey(kv.Key())
		val := kv.Value()
		if val.Kind != unstable.String {
			return w, fmt.Errorf("%s: want a string", k)
		}
		s := string(val.Data)
		switch k {
		case "base":
			w.Base = s
		case "gender":
			if !slices.Contains([]string{"m", "f", "n", "pl"}, s) {
				return w, fmt.Errorf("gender %q: want m, f, n or pl", s)
			}
			w.Gender = s
		case "sg", "pl":
			parts := strings.Split(s, "|")
			if len(parts) != len(Cases) {
				return w, fmt.Errorf("%s gives %d forms: want the %d cases, %s, split by |", k, len(parts), len(Cases), strings.Join(Cases, "|"))
			}
			for i, c := range Cases {
				if k == "pl" {
					c += "_pl"
				}
				w.Forms[c] = strings.TrimSpace(parts[i])
			}
		default:
			w.Forms[k] = s
		}
	}
	if w.Base == "" {
		w.Base = w.Forms["nom"]
	}
	if w.Base == "" {
		return w, errors.New("no base form: give base or sg")
	}
	return w, nil
}

// joinKey is a dotted key's parts joined: "miss.dodge".
func joinKey(it unstable.Iterator) string {
	var parts []string
	for it.Next() {
		parts = append(parts, string(it.Node().Data))
	}
	return strings.Join(parts, ".")
}

// keyOffset is where an expression's key begins.
func keyOffset(e *unstable.Node) int {
	it := e.Key()
	if it.Next() {
		return int(it.Node().Raw.Offset)
	}
	return int(e.Raw.Offset)
}
