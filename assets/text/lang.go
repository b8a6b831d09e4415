// Package text says the game's words in the player's language: a language's messages (templates with
// arguments, CLDR plurals and choices) and its words (creature, weapon and other names with their
// grammatical forms and gender), looked up by key. It holds no words of its own: they are data
// (assets/lang), read by assets/lang; this package only knows the grammar a template cannot say — the
// plural rules of each language, and the forms of an English word the rules of English spelling make.
package text

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Word is a word or phrase with its forms: "кобольд" with gen "кобольда", acc "кобольда", gen_pl
// "кобольдов"; its Gender ("m", "f", "n", "pl") for what agrees with it.
type Word struct {
	Base   string
	Forms  map[string]string
	Gender string
}

// Arg is one argument of a message: a string, a whole number or a word, by name.
type Arg struct {
	Name string
	str  string
	num  int
	word *Word
	kind argKind
}

type argKind uint8

const (
	strArg argKind = iota
	numArg
	wordArg
)

// S is a string argument.
func S(name, value string) Arg { return Arg{Name: name, str: value} }

// N is a whole-number argument, which a plural reads.
func N(name string, n int) Arg { return Arg{Name: name, num: n, kind: numArg} }

// W is a word argument, whose forms and gender the template reads.
func W(name string, w Word) Arg { return Arg{Name: name, word: &w, kind: wordArg} }

// Lang is one language: its messages, its words, its rules, and the language it falls back to for a key
// it lacks (English, for a key a test allows to be missing).
type Lang struct {
	Tag      string // "en", "ru"
	plural   PluralRule
	derive   func(w Word, form string) (string, bool)
	guessSex func(w Word) string
	msgs     map[string]*Template
	words    map[string]Word // by kind and name: "creature/kobold"
	fallback *Lang
}

// New is an empty language of tag ("en", "ru") with its rules, falling back to fallback (nil: none).
// Only the languages whose plural rules the package knows can be made.
func New(tag string, fallback *Lang) (*Lang, bool) {
	l := &Lang{Tag: tag, msgs: map[string]*Template{}, words: map[string]Word{}, fallback: fallback}
	switch tag {
	case "en":
		l.plural, l.derive, l.guessSex = english, englishForm, englishGender
	case "ru":
		l.plural, l.derive = russian, russianForm
	default:
		return nil, false
	}
	return l, true
}

// Tags are the languages the package has rules for.
func Tags() []string { return []string{"en", "ru"} }

// Fallback is the language l falls back to (nil: none).
func (l *Lang) Fallback() *Lang { return l.fallback }

// Plural is the CLDR category of n in l.
func (l *Lang) Plural(n int) Category { return l.plural(n) }

// CategoriesOf are the plural categories of l's whole numbers (a function: the game never asks, its tests do).
func CategoriesOf(l *Lang) []Category { return categoriesOf(l.plural) }

// SetMessage keeps the template of key.
func (l *Lang) SetMessage(key string, t *Template) { l.msgs[key] = t }

// SetWord keeps the word of kind and name ("creature", "kobold").
func (l *Lang) SetWord(kind, name string, w Word) { l.words[kind+"/"+name] = w }

// Message is key's own template in l (not its fallback's).
func (l *Lang) Message(key string) (*Template, bool) {
	t, ok := l.msgs[key]
	return t, ok
}

// KeysOf are the keys of l's own messages (a function: the game never asks, its tests do).
func KeysOf(l *Lang) []string { return keysOf(l.msgs) }

func keysOf[T any](m map[string]T) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// Word is the word of kind and name in l: its own, its fallback's, or, when neither has it, the name
// itself (a designer's name not yet translated reads as written).
func (l *Lang) Word(kind, name string) Word {
	for x := l; x != nil; x = x.fallback {
		if w, ok := x.words[kind+"/"+name]; ok {
			return w
		}
	}
	return Word{Base: name}
}

// Has reports whether l or its fallback has a message of key.
func (l *Lang) Has(key string) bool {
	_, ok := l.template(key)
	return ok
}

// template is key's template, l's own or its fallback's.
func (l *Lang) template(key string) (*Template, bool) {
	for x := l; x != nil; x = x.fallback {
		if t, ok := x.msgs[key]; ok {
			return t, true
		}
	}
	return nil, false
}

// Say is the message of key with args in l; a key no language has says itself, in brackets, so a missing
// text shows (the catalogue's tests keep every key said in English).
func (l *Lang) Say(key string, args ...Arg) string {
	var b strings.Builder
	l.say(&b, key, args, 0)
	return b.String()
}

// maxDepth bounds messages said within messages (a template that says itself).
const maxDepth = 8

func (l *Lang) say(b *strings.Builder, key string, args []Arg, depth int) {
	t, ok := l.template(key)
	if !ok || depth > maxDepth {
		b.WriteString("[" + key + "]")
		return
	}
	l.write(b, t.nodes, args, 0, depth)
}

// write writes nodes with args; count is the number # says.
func (l *Lang) write(b *strings.Builder, nodes []node, args []Arg, count, depth int) {
	for _, n := range nodes {
		switch {
		case n.hash:
			b.WriteString(itoa(count))
		case n.arg == "":
			b.WriteString(n.lit)
		case n.include:
			l.say(b, n.arg, args, depth+1)
		case n.choice == pluralChoice:
			a := find(args, n.arg)
			br, ok := n.branches[l.plural(a.num).String()]
			if !ok {
				br = n.branches["other"]
			}
			l.write(b, br, args, a.num, depth)
		case n.choice == selectChoice:
			br, ok := n.branches[l.selector(find(args, n.arg))]
			if !ok {
				br = n.branches["other"]
			}
			l.write(b, br, args, count, depth)
		default:
			s := l.value(find(args, n.arg), n.form)
			if n.upper {
				s = Capital(s)
			}
			b.WriteString(s)
		}
	}
}

// find is the argument named name (a string argument "" when there is none).
func find(args []Arg, name string) Arg {
	for _, a := range args {
		if a.Name == name {
			return a
		}
	}
	return Arg{Name: name}
}

// selector is what a select chooses by: a word's gender, a string's value, a number's digits.
func (l *Lang) selector(a Arg) string {
	switch a.kind {
	case wordArg:
		if a.word.Gender == "" && l.guessSex != nil {
			return l.guessSex(*a.word)
		}
		return a.word.Gender
	case numArg:
		return itoa(a.num)
	}
	return a.str
}

// value is the text of an argument in form: a word's form (its own, else as the language derives it, else
// its base), a string or a number as it is.
func (l *Lang) value(a Arg, form string) string {
	switch a.kind {
	case numArg:
		return itoa(a.num)
	case wordArg:
		return l.Form(*a.word, form)
	}
	return a.str
}

// Form is w's form in l: its own, as l derives it ("pl" of "spear" in English), else its base.
func (l *Lang) Form(w Word, form string) string {
	if form == "" {
		return w.Base
	}
	if s, ok := w.Forms[form]; ok {
		return s
	}
	if l.derive != nil {
		if s, ok := l.derive(w, form); ok {
			return s
		}
	}
	return w.Base
}

// Capital is s with its first letter in upper case: "кобольд" → "Кобольд".
func Capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || unicode.IsUpper(r) {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

// Own is the word of kind and name l or its fallback has, and whether one has it (Word says the name itself
// when none has).
func (l *Lang) Own(kind, name string) (Word, bool) {
	for x := l; x != nil; x = x.fallback {
		if w, ok := x.words[kind+"/"+name]; ok {
			return w, true
		}
	}
	return Word{}, false
}

// Given is the word of name of kind that l itself gives, not its fallback: what a translation has.
func (l *Lang) Given(kind, name string) (Word, bool) {
	w, ok := l.words[kind+"/"+name]
	return w, ok
}

// russianForm is a form of a Russian word its data may leave out: few (the noun phrase after 2, 3 and 4) is
// the genitive singular where no adjective needs its own ("2 кобольда"; "2 пещерных жука" is given).
func russianForm(w Word, form string) (string, bool) {
	if form == "few" {
		s, ok := w.Forms["gen"]
		return s, ok
	}
	return "", false
}
