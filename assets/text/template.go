// Templates: a message's text with its arguments, plurals and choices, parsed once.
//
// The syntax is a small part of ICU's MessageFormat:
//
//	{name}          the argument name: a string, a number, or a word's base form
//	{Name}          the same with its first letter in upper case (a sentence's start)
//	{name.acc}      a word's form: its case, its number, or a form the language derives ("the", "poss")
//	{@key}          the message key said with the same arguments
//	{n, plural, one {# kobold} other {# kobolds}}   by the language's CLDR category of n; # is n
//	{w, select, f {her} m {his} other {its}}        by a word's gender, or a string's value
//
// A branch holds text and placeholders like a template; a choice must have an other branch (a plural, a
// branch for each of the language's categories or an other).

package text

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// node is one piece of a template: literal text, an argument, a message said within, or a choice.
type node struct {
	lit      string
	arg      string // the argument's name ("" for literal text)
	form     string // a word's form
	upper    bool   // the first letter in upper case
	include  bool   // arg is a message key said with the same arguments
	hash     bool   // the count of the plural around it
	choice   choiceKind
	branches map[string][]node // a choice's branches by category or value
}

type choiceKind uint8

const (
	noChoice choiceKind = iota
	pluralChoice
	selectChoice
)

// Template is a parsed message.
type Template struct {
	nodes []node
}

// Parse reads a template; an error names the column (in runes, from 1) of the mistake.
func Parse(src string) (*Template, error) {
	p := parser{src: src}
	nodes, err := p.nodes(false, false)
	if err != nil {
		return nil, err
	}
	if p.i < len(src) {
		return nil, p.errorf("a } with no { before it")
	}
	return &Template{nodes: nodes}, nil
}

type parser struct {
	src string
	i   int
}

// errorf is an error at the parser's place, its column counted in runes.
func (p *parser) errorf(format string, args ...any) error {
	col := utf8.RuneCountInString(p.src[:min(p.i, len(p.src))]) + 1
	return fmt.Errorf("column %d of the template: %s", col, fmt.Sprintf(format, args...))
}

// nodes reads text and placeholders up to the end, or up to a closing } when inBranch (left unread).
func (p *parser) nodes(inBranch, inPlural bool) ([]node, error) {
	var out []node
	var lit strings.Builder
	flush := func() {
		if lit.Len() > 0 {
			out = append(out, node{lit: lit.String()})
			lit.Reset()
		}
	}
	for p.i < len(p.src) {
		c := p.src[p.i]
		switch {
		case c == '}':
			if !inBranch {
				return nil, p.errorf("a } with no { before it")
			}
			flush()
			return out, nil
		case c == '#' && inPlural:
			flush()
			out = append(out, node{hash: true})
			p.i++
		case c == '{':
			flush()
			n, err := p.placeholder(inPlural)
			if err != nil {
				return nil, err
			}
			out = append(out, n)
		default:
			lit.WriteByte(c)
			p.i++
		}
	}
	if inBranch {
		return nil, p.errorf("a branch with no closing }")
	}
	flush()
	return out, nil
}

// placeholder reads {…} from its {.
func (p *parser) placeholder(inPlural bool) (node, error) {
	p.i++ // {
	end := strings.IndexAny(p.src[p.i:], ",}")
	if end < 0 {
		return node{}, p.errorf("a { with no closing }")
	}
	head := strings.TrimSpace(p.src[p.i : p.i+end])
	var n node
	if k, ok := strings.CutPrefix(head, "@"); ok {
		n.include, head = true, k
	} else if name, form, ok := strings.Cut(head, "."); ok {
		head, n.form = name, form
		if !isName(form) {
			return node{}, p.errorf("%q is no name of a form", form)
		}
	}
	if !isName(head) {
		return node{}, p.errorf("%q is no name of an argument", head)
	}
	if r, _ := utf8.DecodeRuneInString(head); unicode.IsUpper(r) && !n.include {
		n.upper = true
		head = string(unicode.ToLower(r)) + head[utf8.RuneLen(r):]
	}
	n.arg = head
	p.i += end
	if p.src[p.i] == '}' {
		p.i++
		return n, nil
	}
	if n.include || n.form != "" {
		return node{}, p.errorf("a choice on %q, which names a message or a form", head)
	}
	p.i++ // ,
	end = strings.IndexByte(p.src[p.i:], ',')
	if end < 0 {
		return node{}, p.errorf("a choice with no kind (plural or select)")
	}
	switch strings.TrimSpace(p.src[p.i : p.i+end]) {
	case "plural":
		n.choice = pluralChoice
	case "select":
		n.choice = selectChoice
	default:
		return node{}, p.errorf("a choice of kind %q: plural or select", strings.TrimSpace(p.src[p.i:p.i+end]))
	}
	p.i += end + 1
	n.branches = map[string][]node{}
	for {
		p.skipSpace()
		if p.i >= len(p.src) {
			return node{}, p.errorf("a choice with no closing }")
		}
		if p.src[p.i] == '}' {
			p.i++
			break
		}
		open := strings.IndexByte(p.src[p.i:], '{')
		if open < 0 {
			return node{}, p.errorf("a branch's name with no { after it")
		}
		key := strings.TrimSpace(p.src[p.i : p.i+open])
		if n.choice == pluralChoice {
			if _, ok := categoryNamed(key); !ok {
				return node{}, p.errorf("%q is no plural category (zero, one, two, few, many, other)", key)
			}
		} else if !isName(key) {
			return node{}, p.errorf("%q is no name of a branch", key)
		}
		if _, dup := n.branches[key]; dup {
			return node{}, p.errorf("the branch %q twice", key)
		}
		p.i += open + 1
		body, err := p.nodes(true, inPlural || n.choice == pluralChoice)
		if err != nil {
			return node{}, err
		}
		p.i++ // }
		n.branches[key] = body
	}
	if _, ok := n.branches["other"]; !ok && n.choice == selectChoice {
		return node{}, p.errorf("a select on %q with no other branch", n.arg)
	}
	return n, nil
}

func (p *parser) skipSpace() {
	for p.i < len(p.src) && (p.src[p.i] == ' ' || p.src[p.i] == '\n' || p.src[p.i] == '\t') {
		p.i++
	}
}

// isName reports whether s is a name: letters, digits, _ and - (a key may hold dots), not empty.
func isName(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' && r != '.' {
			return false
		}
	}
	return true
}

// Uses are the arguments a template reads, each with how: "word" (a form or a select on a word's gender
// may read it), "count" (a plural), "value" (said or selected), and the messages it says within.
type Uses struct {
	Args     map[string]string
	Includes []string
	// Plurals are the categories each plural's branches give, to check them against the language's.
	Plurals [][]string
}

// UsesOf lists what template t reads (a function, not a method, so that the game's binary, which never asks,
// does not keep it: the catalogue's tests do).
func UsesOf(t *Template) Uses {
	u := Uses{Args: map[string]string{}}
	var walk func(ns []node)
	walk = func(ns []node) {
		for _, n := range ns {
			switch {
			case n.include:
				u.Includes = append(u.Includes, n.arg)
			case n.choice == pluralChoice:
				u.Args[n.arg] = "count"
				var cs []string
				for k := range n.branches {
					cs = append(cs, k)
				}
				u.Plurals = append(u.Plurals, cs)
			case n.arg != "" && u.Args[n.arg] == "":
				u.Args[n.arg] = "value"
			}
			for _, b := range n.branches {
				walk(b)
			}
		}
	}
	walk(t.nodes)
	return u
}

// itoa is n in digits.
func itoa(n int) string { return strconv.Itoa(n) }
