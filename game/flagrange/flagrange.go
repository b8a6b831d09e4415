// Package flagrange holds the values of command-line flags that know their range, and the one wording of a
// value refused: the game's flags (render/flags) and the designer commands' (game/cli) are made of them, and
// each refuses a bad value in one line, exit status 2:
//
//	invalid value "-1" for flag --apart: want 1 to 70 cells (the arena is no wider than a level of the game, 80 cells)
//
// Each side keeps its own flags, which go together, the checks against the data and its paths.
package flagrange

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Value is a flag's value that knows its range: every flag of the game and of the designer commands is one
// (the walk tests, TestEveryFlagBounded and TestEveryFlagIsBounded, fail for a flag that is not).
type Value interface {
	flag.Value
	// Range says what the flag takes ("1 to 70 cells"), for its usage and the line that refuses a value.
	Range() string
	// Outside are values it refuses: past each end of its range, not a number, NaN, empty. The walk tests
	// give each.
	Outside() []string
}

// Want is the error of a value outside v's range: "want" and the range, after why when there is one
// ("no such file or directory").
func Want(v Value, why string) error {
	if why != "" {
		why += ": "
	}
	return errors.New(why + "want " + v.Range())
}

// Invalid is the line refusing value s of flag name: err says why, and what the flag wants.
func Invalid(name, s string, err error) error {
	return fmt.Errorf("invalid value %q for flag --%s: %w", s, name, err)
}

// ParseError is an error of fs.Parse in the same words, the flag's name with two dashes as the README and
// the messages write it (the flag package reads both): a value refused (Invalid), a flag without its value,
// a flag fs does not have.
func ParseError(fs *flag.FlagSet, err error) error {
	msg := err.Error()
	if rest, ok := cutAny(msg, "invalid value ", "invalid boolean value "); ok {
		if s, err := strconv.QuotedPrefix(rest); err == nil {
			if rest, ok := cutAny(rest[len(s):], " for flag -", " for -"); ok {
				if name, why, ok := strings.Cut(rest, ": "); ok {
					v, _ := strconv.Unquote(s)
					return Invalid(name, v, errors.New(why))
				}
			}
		}
	}
	if name, ok := strings.CutPrefix(msg, "flag needs an argument: -"); ok {
		if f := fs.Lookup(name); f != nil {
			if v, ok := f.Value.(Value); ok {
				return fmt.Errorf("flag --%s needs a value: want %s", name, v.Range())
			}
		}
	}
	if name, ok := strings.CutPrefix(msg, "flag provided but not defined: -"); ok {
		msg = "no such flag --" + name
	}
	return fmt.Errorf("%s (%s -h lists the flags)", msg, fs.Name())
}

// cutAny is s after the first of prefixes it begins with.
func cutAny(s string, prefixes ...string) (string, bool) {
	for _, p := range prefixes {
		if rest, ok := strings.CutPrefix(s, p); ok {
			return rest, true
		}
	}
	return s, false
}

// with is a range and its note (what it counts, why), when there is one.
func with(rng, note string) string {
	if note == "" {
		return rng
	}
	return rng + " " + note
}

// Int is a whole number (in decimal) from Min to Max; Note says what it counts and why the range ("cells
// (the arena is no wider than a level of the game, 80 cells)").
type Int struct {
	P        *int
	Min, Max int
	Note     string
}

func (v *Int) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil || n < v.Min || n > v.Max {
		return Want(v, "")
	}
	*v.P = n
	return nil
}

func (v *Int) String() string {
	if v == nil || v.P == nil {
		return "0" // the zero value's, which -h leaves unsaid
	}
	return strconv.Itoa(*v.P)
}

func (v *Int) Range() string { return with(fmt.Sprintf("%d to %d", v.Min, v.Max), v.Note) }

func (v *Int) Outside() []string {
	out := []string{"", "x", "1.5", strconv.FormatInt(int64(v.Max)+1, 10), "1" + strings.Repeat("0", 20)}
	if v.Min > math.MinInt {
		out = append(out, strconv.FormatInt(int64(v.Min)-1, 10))
	}
	if v.Min > 0 {
		out = append(out, "-1")
	}
	return out
}

// Uint64 is a whole number of 64 bits, 0 to 18446744073709551615, in decimal or 0x hexadecimal (a seed).
type Uint64 struct {
	P    *uint64
	Note string
}

func (v *Uint64) Set(s string) error {
	base := 10
	if h, ok := cutAny(s, "0x", "0X"); ok {
		s, base = h, 16
	}
	n, err := strconv.ParseUint(s, base, 64)
	if err != nil {
		return Want(v, "")
	}
	*v.P = n
	return nil
}

func (v *Uint64) String() string {
	if v == nil || v.P == nil {
		return "0"
	}
	return strconv.FormatUint(*v.P, 10)
}

func (v *Uint64) Range() string {
	return with(fmt.Sprintf("0 to %d", uint64(math.MaxUint64)), v.Note)
}

func (v *Uint64) Outside() []string { return []string{"", "-1", "18446744073709551616", "x", "1.5"} }

// Float is a number from Min to Max (or 0, when Zero), never NaN nor infinite.
type Float struct {
	P        *float64
	Min, Max float64
	Zero     bool
	Note     string
}

func (v *Float) Set(s string) error {
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(f) || (f < v.Min || f > v.Max) && !(v.Zero && f == 0) {
		return Want(v, "")
	}
	*v.P = f
	return nil
}

func (v *Float) String() string {
	if v == nil || v.P == nil {
		return "0"
	}
	return strconv.FormatFloat(*v.P, 'g', -1, 64)
}

func (v *Float) Range() string {
	rng := fmt.Sprintf("%g to %g", v.Min, v.Max)
	if v.Zero {
		rng = "0, or " + rng
	}
	return with(rng, v.Note)
}

func (v *Float) Outside() []string {
	out := []string{"", "NaN", "Inf", "-Inf", "x", "1e999", strconv.FormatFloat(v.Max*2+1, 'g', -1, 64), strconv.FormatFloat(min(0, v.Min*2)-1, 'g', -1, 64)}
	if v.Min > 0 {
		out = append(out, strconv.FormatFloat(v.Min/2, 'g', -1, 64))
	}
	return out
}

// Bool is true or false; the flag alone is true.
type Bool struct{ P *bool }

func (v *Bool) Set(s string) error {
	b, err := strconv.ParseBool(s)
	if err != nil {
		return Want(v, "")
	}
	*v.P = b
	return nil
}

func (v *Bool) String() string {
	if v == nil || v.P == nil {
		return "false"
	}
	return strconv.FormatBool(*v.P)
}

func (v *Bool) Range() string     { return "true or false (the flag alone: true)" }
func (v *Bool) Outside() []string { return []string{"", "maybe", "2"} }
func (v *Bool) IsBoolFlag() bool  { return true }

// OneOf is one of Names, in any case: it keeps the name as Names write it.
type OneOf struct {
	P     *string
	Names []string
	Note  string
}

func (v *OneOf) Set(s string) error {
	for _, n := range v.Names {
		if strings.EqualFold(n, s) {
			*v.P = n
			return nil
		}
	}
	return Want(v, "")
}

func (v *OneOf) String() string {
	if v == nil || v.P == nil {
		return ""
	}
	return *v.P
}

func (v *OneOf) Range() string     { return with("one of "+strings.Join(v.Names, ", "), v.Note) }
func (v *OneOf) Outside() []string { return []string{"", "nonsense"} }
