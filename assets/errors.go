// Errors: every problem of a load, each with its file, line and column.

package assets

import (
	"fmt"
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
}

// String formats p as `file:line:col: what is wrong (entity name)`; a problem of no file (the count of
// the problems left out) is its message alone.
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

// sorted orders the problems by file, line and column, keeping the order of problems at one place.
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
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Col < b.Col
	})
	return e
}
