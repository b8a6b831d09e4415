// A rule set's data file: its schema, and what the loader (package assets) hands the rule set to read it.

package ruleset

import (
	"fmt"

	"github.com/cleave-game/cleave/combat"
)

// File is a rule set's data file: its name among the data files (NAME.toml) and its schema, a pointer to
// the zero value of a struct the TOML decodes into (top-level keys as fields, each [[table]] as a slice of
// its entries, toml tags naming them). The loader decodes the file entry by entry into fresh copies of it,
// strictly (an unknown key or a value of the wrong type is a problem at its line and column), so that one
// mistake hides no other.
type File struct {
	Name   string
	Schema any
}

// Source is a rule set's data file as the loader hands it to Load: its entries, decoded, and where
// problems go.
type Source interface {
	// Label is the file as messages name it: "assets/NAME.toml", or the designer's overlay path.
	Label() string
	// Entries are the file's entries that decoded, in its order: the top level (Table "") first, then each
	// [[table]] entry.
	Entries() []Entry
	// TopLevel reports whether the file has a top level at all (keys before its first [[table]]).
	TopLevel() bool
	// Problem reports a problem of the whole file, at its first line.
	Problem(format string, args ...any)
	// Talent is what talents.toml's talent of that name does that a rule set may read.
	Talent(name string) (TalentRules, bool)
}

// TalentRules are a talent's rules that a rule set may read: talents.toml's evasion and deflect.
type TalentRules struct {
	Evasion, Deflect bool
}

// Entry is one entry of a data file (or its top level), decoded on its own into a fresh copy of the
// schema, with the position of every value: its checks report a problem at the value's line and column.
type Entry interface {
	// Table is the entry's [[table]], "" for the top level; Name its name key's value ("" when none).
	Table() string
	Name() string
	// Value is the decoded schema holding this entry alone: a pointer of the schema's type, its table's
	// slice of length one (the top level: its keys, no entries).
	Value() any
	// Has reports whether the entry gives key.
	Has(key string) bool
	// Require reports keys the entry lacks, and whether it has them all.
	Require(keys ...string) bool
	// IntIn and FloatIn report a number outside lo..hi.
	IntIn(key string, v, lo, hi int)
	FloatIn(key string, v, lo, hi float64)
	// Dice reads a dice expression ("1d6+1"), reporting a bad one (the zero Dice then).
	Dice(key, s string) combat.Dice
	// Enum is the index of s among options, reporting one that is not (0 then).
	Enum(key, s string, options []string) int
	// Problem reports a problem at key ("" for the entry's header).
	Problem(key, format string, args ...any)
	// Once reports an entry whose name came before in its table ("a second [[weapon]] long sword"), and
	// whether it is the first; seen keeps the names of the file.
	Once(seen map[string]bool, name string) bool
	// Ref checks, once every other data file has read without a problem, that name is a thing of kind kind
	// ("weapon", "armour", "creature", "race", "skill", "talent") in the data, reporting it at key if not.
	Ref(key, kind, name string)
}

// KeysGiven is the mask of the keys e gives among keys: bit i for keys[i]. A rule set whose entries override
// a derivation key by key keeps it to know which.
func KeysGiven(e Entry, keys ...string) uint8 {
	var b uint8
	for i, k := range keys {
		if e.Has(k) {
			b |= 1 << i
		}
	}
	return b
}

// ScoreRow is a row of a table by score (a stat, a level): the numbers from Score up to the next row's.
type ScoreRow struct {
	Score, Hit, Damage, AC int
}

// RowAt is table t's row for score: the last whose Score is at most score (the first row below all; the zero
// row of an empty table).
func RowAt(t []ScoreRow, score int) ScoreRow {
	out := ScoreRow{}
	if len(t) > 0 {
		out = t[0]
	}
	for _, r := range t {
		if r.Score <= score {
			out = r
		}
	}
	return out
}

// Data is what a rule set's data file said, for the rule set to embed: its numbers, once Load has read them
// (nil before: the registry's rule set, not yet loaded).
type Data[N any] struct{ numbers *N }

// Loaded is the data of numbers n, read by a rule set's Load.
func Loaded[N any](n *N) Data[N] { return Data[N]{numbers: n} }

// Numbers is what the data file says (nil before a load).
func (d Data[N]) Numbers() *N { return d.numbers }

// Of is the numbers, or an error for rule set set, which was not loaded from the data.
func (d Data[N]) Of(set string) (*N, error) {
	if d.numbers == nil {
		return nil, fmt.Errorf("%s: no numbers: the rule set was not loaded from the data", set)
	}
	return d.numbers, nil
}
