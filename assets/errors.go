// Errors: every problem of a load, each with its file, line and column.

package assets

import (
	"fmt"
	"slices"
	"sort"
	"strings"
)

// Problem is one mistake in a data file.
type Problem struct {
	File   string // the file as the designer knows it: "weapons.toml" or "mydir/weapons.toml"
	Line   int    // 1-based
	Col    int    // 1-based, in bytes (in characters in a vault map, one a cell)
	Msg    string // what is wrong
	Entity string // the name of the entry it is in ("long sword"), "" when none

	// ref is the name a reference looked for and did not find, nil for a problem of another kind: when
	// the file that was to give it failed to load, the problem may be no more than that failure's
	// consequence (Errors.fold).
	ref *reference
	// whole is set on a problem of what a file holds as a whole (an entry the game needs is not there):
	// it is told after the file's other problems, which may be its cause.
	whole bool
}

// reference is a name another file was to give.
type reference struct {
	name  string   // as written; "" for any name of the files (a vault's glyph of a kind of item)
	files []string // the data files, by their own name ("weapons.toml"), that give names of its kind
}

// String formats p as `file:line:col: what is wrong (entity name)`; a problem of no file (the count of
// the problems left out, or of those that follow from a file that failed) is its message alone.
func (p Problem) String() string {
	if p.File == "" {
		return p.Msg
	}
	if p.Entity == "" {
		return fmt.Sprintf("%s:%d:%d: %s", p.File, p.Line, p.Col, p.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s (%s)", p.File, p.Line, p.Col, p.Msg, p.Entity)
}

// Errors is every problem a load found. Load returns it as its error.
type Errors []Problem

// Error is one line per problem, in file order then position.
func (e Errors) Error() string {
	lines := make([]string, len(e))
	for i, p := range e {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// sorted orders the problems by file, line and column, keeping the order of problems at one place; a
// problem of a file as a whole comes after the others of its file.
func (e Errors) sorted(fileOrder map[string]int) Errors {
	sort.SliceStable(e, func(i, j int) bool {
		a, b := e[i], e[j]
		if a.File != b.File {
			oa, okA := fileOrder[a.File]
			ob, okB := fileOrder[b.File]
			if !okA {
				oa = len(fileOrder)
			}
			if !okB {
				ob = len(fileOrder)
			}
			if oa != ob {
				return oa < ob
			}
			return a.File < b.File
		}
		if a.whole != b.whole {
			return b.whole
		}
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return e
}

// fold takes out of e (sorted) the problems that follow from another file's failure: a reference, in
// another file, to a name that a data file with problems of its own (one that failed to load) was to
// give. Reporting each of those buries the one mistake under a screenful of its consequences.
//
// A name counts as one the failed file was to give when the file lost an entry before its name was
// read (lost, by the file's own name), so that any name may have been the lost one's, or when the
// game's own copy of the file gives it (shipped), which the designer's copy replaced: a name that is
// neither, a slip of the fingers in the file that names it, is told as ever. labels turns a data
// file's own name into its name in messages.
//
// fold returns the problems left, those of the files that caused the folded ones first (the root
// mistakes), how many it took out, and the files (as messages name them) that caused them.
func (e Errors) fold(labels map[string]string, lost map[string]bool, shipped func(file string) map[string]bool) (kept Errors, folded int, causes []string) {
	failed := map[string]bool{} // files, as messages name them, with a problem of their own
	for _, p := range e {
		if p.ref == nil {
			failed[p.File] = true
		}
	}
	caused := map[string]bool{}
	for _, p := range e {
		if c := p.causedBy(labels, failed, lost, shipped); c != "" {
			folded++
			caused[c] = true
			continue
		}
		kept = append(kept, p)
	}
	if folded == 0 {
		return kept, 0, nil
	}
	var roots, rest Errors
	for _, p := range kept {
		if !caused[p.File] {
			rest = append(rest, p)
			continue
		}
		roots = append(roots, p)
		if !slices.Contains(causes, p.File) {
			causes = append(causes, p.File)
		}
	}
	return append(roots, rest...), folded, causes
}

// causedBy is the file (as messages name it) whose failure p may follow from (fold); "" when none.
func (p Problem) causedBy(labels map[string]string, failed, lost map[string]bool, shipped func(string) map[string]bool) string {
	if p.ref == nil {
		return ""
	}
	for _, f := range p.ref.files {
		lab, ok := labels[f]
		if !ok || lab == p.File || !failed[lab] {
			continue
		}
		if lost[f] || p.ref.name == "" && len(shipped(f)) > 0 || shipped(f)[strings.ToLower(p.ref.name)] {
			return lab
		}
	}
	return ""
}

// foldLine is the one line that stands for the folded problems: how many, and which files' failure
// they follow from.
func foldLine(folded int, causes []string) Problem {
	what := strings.Join(causes, " and ")
	if folded == 1 {
		return Problem{Msg: fmt.Sprintf("and 1 problem in another file that names what %s failed to define", what)}
	}
	return Problem{Msg: fmt.Sprintf("and %d problems in other files that name what %s failed to define", folded, what)}
}
