// Hints: the lines of hints.toml, one for each moment a new player meets a rule for the first time.

package assets

import (
	"strings"
	"unicode/utf8"
)

// The events a hint answers: the moments the game (render/ui's hints) knows how to notice. hints.toml
// gives each its words; which ones there are is the code's, as are the rules of when each happens.
const (
	HintGlance       = "glance"       // a blow by or at the player landed, and armour took it whole
	HintCritical     = "critical"     // a critical confirmed, by or against the player
	HintBleeding     = "bleeding"     // the player bleeds
	HintDazzled      = "dazzled"      // the player is dazzled
	HintWinded       = "winded"       // the player is out of breath
	HintStance       = "stance"       // a creature in view has natural Protection
	HintUnidentified = "unidentified" // an unknown potion or scroll is in view, underfoot or carried
	HintTrap         = "trap"         // a trap found, or one known next to the player
)

// HintEvents are the events of hints.toml, in the order its comment lists them.
var HintEvents = []string{HintGlance, HintCritical, HintBleeding, HintDazzled, HintWinded, HintStance, HintUnidentified, HintTrap}

// MaxHintLen bounds a hint's text, in characters: a short line.
const MaxHintLen = 160

// Hint is one line of hints.toml: the words shown the first time Event happens.
type Hint struct {
	Event string
	Text  string
}

// Hint is the text of the hint answering event ("" and false for an event hints.toml does not give).
func (d *Data) Hint(event string) (string, bool) {
	for _, h := range d.Hints {
		if h.Event == event {
			return h.Text, true
		}
	}
	return "", false
}

type hintsFile struct {
	Hint []hintRow `toml:"hint"`
}

type hintRow struct {
	Event string `toml:"event"`
	Text  string `toml:"text"`
}

// hintsFile reads hints.toml: one [[hint]] for each of HintEvents, its text short and without a digit.
func (l *loader) hintsFile(file string, data []byte) {
	seen := map[string]bool{}
	for _, g := range decodeGroups[hintsFile](file, data, &l.errs) {
		if g.table != "hint" || !g.ok || len(g.val.Hint) != 1 {
			continue
		}
		r := g.val.Hint[0]
		if !g.require("event", "text") {
			continue
		}
		before := len(l.errs)
		g.enum("event", r.Event, HintEvents)
		g.nonEmpty("text", r.Text)
		switch n := utf8.RuneCountInString(r.Text); {
		case n > MaxHintLen:
			g.errorf("text", "a hint of %d characters, more than the %d of a short line", n, MaxHintLen)
		case strings.ContainsAny(r.Text, "0123456789"):
			g.errorf("text", "a hint gives a number: hints say it in words (combat/RULES.md §7.6)")
		}
		if seen[r.Event] {
			g.errorf("event", "a second hint for event %q: each event has one", r.Event)
		}
		if len(l.errs) > before {
			continue
		}
		seen[r.Event] = true
		l.d.Hints = append(l.d.Hints, Hint(r))
	}
	for _, e := range HintEvents {
		if !seen[e] && len(l.errs) == 0 {
			l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "no [[hint]] for event " + `"` + e + `"` + ": every event has its hint"})
		}
	}
}
