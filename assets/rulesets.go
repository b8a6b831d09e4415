// The rule sets' data files (combat/ruleset): each read as the game's own files are, entry by entry with
// every problem at its line and column, and handed to its rule set through ruleset.Source and Entry.

package assets

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/combat/ruleset"
)

// RuleSets are the rule sets the data was loaded for, each with its data file's numbers, the default first.
func (d *Data) RuleSets() ruleset.List { return d.ruleSets }

// RuleSet is the loaded rule set named name ("" the default), or an error naming those there are.
func (d *Data) RuleSet(name string) (ruleset.RuleSet, error) { return d.ruleSets.Lookup(name) }

// ruleSets reads each rule set's data file and keeps the rule sets with their numbers.
func (l *loader) ruleSets(sets ruleset.List, labels map[string]string, sources map[string][]byte) {
	l.d.ruleSets = make(ruleset.List, 0, len(sets))
	for _, s := range sets {
		f := s.File()
		if f.Name == "" || f.Schema == nil {
			l.d.ruleSets = append(l.d.ruleSets, s)
			continue
		}
		src := &source{l: l, label: labels[f.Name]}
		for _, e := range decodeEntries(src.label, sources[f.Name], &l.errs, reflect.TypeOf(f.Schema).Elem()) {
			src.top = src.top || e.table == ""
			if e.ok {
				src.entries = append(src.entries, &ruleEntry{entry: e, l: l})
			}
		}
		loaded := s.Load(src)
		if loaded == nil {
			loaded = s
		}
		l.d.ruleSets = append(l.d.ruleSets, loaded)
	}
}

// source is a rule set's data file as the loader hands it to the rule set (ruleset.Source).
type source struct {
	l       *loader
	label   string
	entries []ruleset.Entry
	top     bool
}

func (s *source) Label() string            { return s.label }
func (s *source) Entries() []ruleset.Entry { return s.entries }
func (s *source) TopLevel() bool           { return s.top }
func (s *source) Problem(format string, args ...any) {
	s.l.errs = append(s.l.errs, Problem{File: s.label, Line: 1, Col: 1, Msg: fmt.Sprintf(format, args...)})
}

// Talent is what talents.toml's talent of that name gives a rule set (talents.toml is read before the
// rule sets' files).
func (s *source) Talent(name string) (ruleset.TalentRules, bool) {
	for _, t := range s.l.d.Talents {
		if strings.EqualFold(t.Name, name) {
			return ruleset.TalentRules{Evasion: t.Evasion, Deflect: t.Deflect}, true
		}
	}
	return ruleset.TalentRules{}, false
}

// ruleEntry is one entry of a rule set's data file (ruleset.Entry): the loader's checks at its positions.
type ruleEntry struct {
	*entry
	l *loader
}

func (e *ruleEntry) Table() string                         { return e.table }
func (e *ruleEntry) Name() string                          { return e.name }
func (e *ruleEntry) Value() any                            { return e.val.Interface() }
func (e *ruleEntry) Has(key string) bool                   { return e.has(key) }
func (e *ruleEntry) Require(keys ...string) bool           { return e.require(keys...) }
func (e *ruleEntry) IntIn(key string, v, lo, hi int)       { e.intIn(key, v, lo, hi) }
func (e *ruleEntry) FloatIn(key string, v, lo, hi float64) { e.floatIn(key, v, lo, hi) }
func (e *ruleEntry) Dice(key, s string) combat.Dice        { return e.dice(key, s) }
func (e *ruleEntry) Enum(key, s string, options []string) int {
	return e.enum(key, s, options)
}
func (e *ruleEntry) Problem(key, format string, args ...any) { e.errorf(key, format, args...) }
func (e *ruleEntry) Once(seen map[string]bool, name string) bool {
	return e.once(seen, e.table, name)
}

// Ref checks name once every other file has read without a problem: a weapon, an armour piece, a creature,
// a race, a skill or a talent of the data.
func (e *ruleEntry) Ref(key, kind, name string) {
	l := e.l
	sets := map[string]*names{"weapon": l.weapons, "armour": l.armours, "creature": l.creatures, "race": l.races,
		"skill": l.skills, "talent": l.talents}
	set, ok := sets[kind]
	if !ok {
		e.errorf(key, "no kind of thing %q to name", kind)
		return
	}
	l.ruleRefs = append(l.ruleRefs, func() { e.ref(key, kind, name, set) })
}

// Piece is a's numbers as a rule set reads them (ruleset.Fighter.Worn).
func (a *Armour) Piece() ruleset.Piece {
	return ruleset.Piece{Name: a.Name, Shield: a.Category == CategoryShield, Weight: a.Weight, Defence: a.Defence, Protection: a.Protection}
}
