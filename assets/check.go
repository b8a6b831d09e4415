// Checks of decoded values, each reporting its problem at the value's position.

package assets

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/cleave-game/cleave/combat"
)

// errorf reports a problem at the value of path (or the nearest place that exists).
// A problem with a value of the wrong type, reported already, is not reported again.
func (g *ent) errorf(path, format string, args ...any) {
	for q := path; q != ""; q = parentPath(q) {
		if g.bad[q] {
			return
		}
	}
	for b := range g.bad {
		if strings.HasPrefix(b, path+".") || strings.HasPrefix(b, path+"[") {
			return // a problem of the whole caused by a part of the wrong type, reported already
		}
	}
	p := g.at(path)
	*g.errs = append(*g.errs, Problem{File: g.file, Line: p.line, Col: p.col, Msg: fmt.Sprintf(format, args...), Entity: g.label()})
}

// keyErrorf reports a problem at the key of path (a key of a table the data names freely,
// such as a damage type in verbs).
func (g *ent) keyErrorf(path, format string, args ...any) {
	k, ok := g.keys[path]
	if !ok {
		g.errorf(path, format, args...)
		return
	}
	p := g.abs(k)
	*g.errs = append(*g.errs, Problem{File: g.file, Line: p.line, Col: p.col, Msg: fmt.Sprintf(format, args...), Entity: g.label()})
}

// damageTypeKey parses a damage type written as the key of path ("verbs.slashing").
func (g *ent) damageTypeKey(path, s string) combat.DamageType {
	i := slices.Index(damageTypeNames[:], s)
	if i < 0 {
		g.keyErrorf(path, "%s: key %q is not one of %s", parentPath(path), s, quoteList(damageTypeNames[:]))
		return 0
	}
	return combat.DamageType(i)
}

// require reports each of paths the entry lacks, at its header; it reports whether all are there.
func (g *ent) require(paths ...string) bool {
	ok := true
	for _, p := range paths {
		if !g.has(p) {
			ok = false
			if g.meant[p] {
				continue // a misspelling of it was told "did you mean"
			}
			h := g.abs(g.header)
			*g.errs = append(*g.errs, Problem{File: g.file, Line: h.line, Col: h.col, Msg: fmt.Sprintf("missing key %q", p), Entity: g.label()})
		}
	}
	return ok
}

// nonEmpty reports an empty string given at path: a name left blank.
func (g *ent) nonEmpty(path, s string) {
	if g.has(path) && strings.TrimSpace(s) == "" {
		g.errorf(path, "%s is empty", path)
	}
}

// dice parses the dice string at path.
func (g *ent) dice(path, s string) combat.Dice {
	d, err := combat.ParseDice(s)
	if err != nil {
		g.errorf(path, "%s: %v", path, err)
	}
	return d
}

// intIn reports v at path when it is outside lo..hi.
func (g *ent) intIn(path string, v, lo, hi int) {
	if v < lo || v > hi {
		g.errorf(path, "%s %d out of range %d to %d", path, v, lo, hi)
	}
}

// floatIn reports v at path when it is outside lo..hi (or not a number).
func (g *ent) floatIn(path string, v, lo, hi float64) {
	if !(v >= lo && v <= hi) {
		g.errorf(path, "%s %g out of range %g to %g", path, v, lo, hi)
	}
}

// enum finds s among options, reporting it at path when it is not one of them.
func (g *ent) enum(path, s string, options []string) int {
	for i, o := range options {
		if s == o {
			return i
		}
	}
	g.errorf(path, "%s %q is not one of %s", path, s, quoteList(options))
	return 0
}

// damageTypeNames are the data-file spellings of combat.DamageType, indexed by it: the names
// combat gives them (DamageType.String), written once there.
var damageTypeNames = func() (names [combat.NumDamageTypes]string) {
	for t := range names {
		names[t] = combat.DamageType(t).String()
	}
	return names
}()

// damageType parses a damage type name at path.
func (g *ent) damageType(path, s string) combat.DamageType {
	return combat.DamageType(g.enum(path, s, damageTypeNames[:]))
}

// DamageTypeName is the data-file spelling of t: "slashing", "piercing" or "bludgeoning".
func DamageTypeName(t combat.DamageType) string {
	if int(t) < len(damageTypeNames) {
		return damageTypeNames[t]
	}
	return "unknown"
}

func quoteList(options []string) string {
	q := make([]string, len(options))
	for i, o := range options {
		q[i] = fmt.Sprintf("%q", o)
	}
	return strings.Join(q, ", ")
}

// names is a case-insensitive index of the names of one kind of entry, remembering where
// each was first defined so that a duplicate names the first.
type names struct {
	kind  string // "weapon", as messages say it
	file  string // the data file that gives them: "weapons.toml"
	index map[string]int
	where map[string]pos
	list  []string // names as written, in file order
	// lost is set when an entry failed before its name was known (a syntax error, a name of the wrong
	// type): any name missing may have been its.
	lost bool
}

func newNames(kind, file string) *names {
	return &names{kind: kind, file: file, index: map[string]int{}, where: map[string]pos{}}
}

// add registers the name of entry g (reporting a duplicate); i is its index in its slice.
// It reports whether the name is new.
func (n *names) add(g *ent, name string, i int) bool {
	k := strings.ToLower(name)
	if first, dup := n.where[k]; dup {
		g.errorf("name", "duplicate %s name %q, first at line %d", n.kind, clip(name), first.line)
		return false
	}
	n.where[k] = g.at("name")
	n.index[k] = i
	n.list = append(n.list, name)
	return true
}

// put registers a name known to be new elsewhere (a subset of another index).
func (n *names) put(name string) {
	k := strings.ToLower(name)
	if _, dup := n.where[k]; !dup {
		n.where[k] = pos{}
		n.list = append(n.list, name)
	}
}

// has reports whether name is known, in any case.
func (n *names) has(name string) bool {
	_, ok := n.where[strings.ToLower(name)]
	return ok
}

// ref reports at path a name that resolves to none of sets.
func (g *ent) ref(path, what, name string, sets ...*names) {
	if msg := refProblem(what, name, sets); msg != "" {
		n := len(*g.errs)
		g.errorf(path, "%s", msg)
		g.lookedFor(n, name, sets...)
	}
}

// refKey is ref for a name written as the key of path.
func (g *ent) refKey(path, what, name string, sets ...*names) {
	if msg := refProblem(what, name, sets); msg != "" {
		n := len(*g.errs)
		g.keyErrorf(path, "%s", msg)
		g.lookedFor(n, name, sets...)
	}
}

// lookedFor marks the problems reported since the first from as a reference to name that none of sets
// gives (Problem.ref), so that they can be told apart from the failure of the files that give them.
func (g *ent) lookedFor(from int, name string, sets ...*names) {
	r := &reference{name: name}
	for _, s := range sets {
		if !slices.Contains(r.files, s.file) {
			r.files = append(r.files, s.file)
		}
	}
	for i := from; i < len(*g.errs); i++ {
		(*g.errs)[i].ref = r
	}
}

// refProblem words a name that resolves to none of sets, suggesting a near one or listing
// them all; "" when the name resolves.
func refProblem(what, name string, sets []*names) string {
	for _, s := range sets {
		if s.has(name) {
			return ""
		}
	}
	var all, files []string
	for _, s := range sets {
		all = append(all, s.list...)
		if !slices.Contains(files, s.file) {
			files = append(files, s.file)
		}
	}
	name = clip(name)
	if len(all) == 0 { // the file is empty or broken: say so, not "known: " and nothing
		give := " gives none"
		if len(files) > 1 {
			give = " give none"
		}
		return fmt.Sprintf("unknown %s %q: %s%s", what, name, strings.Join(files, " and "), give)
	}
	if best := closest(name, all); best != "" {
		return fmt.Sprintf("unknown %s %q, did you mean %q?", what, name, best)
	}
	sorted := append([]string(nil), all...)
	sort.Strings(sorted)
	return fmt.Sprintf("unknown %s %q; known: %s", what, name, strings.Join(sorted, ", "))
}

// once checks the name of an entry of table in a rule set's file: a missing name is required, a name met
// before in seen (lower case) is told; it reports whether the entry is new, and marks it.
func (g *ent) once(seen map[string]bool, table, name string) bool {
	if name == "" {
		g.require("name")
		return false
	}
	key := table + " " + strings.ToLower(name)
	if seen[key] {
		g.errorf("name", "%s %q is given twice", table, name)
		return false
	}
	seen[key] = true
	return true
}
