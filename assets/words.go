// Words: the phrase tables of words.toml, which turn the exact odds of a fight into words.

package assets

import (
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/assets/text"
)

// Phrase is one row of a phrase table: the words for every value up to UpTo (and above the row
// before it).
type Phrase struct {
	UpTo  float64 // the highest value these words are for; +Inf in a table's last row of blows
	Words string
}

// OddsWords are the phrase tables of words.toml.
type OddsWords struct {
	Chance []Phrase // how often an attack hits, 0 to 1
	Glance []Phrase // the share of the hits Protection takes whole, 0 to 1
	Blows  []Phrase // the mean number of blows to kill, 1 or more
	Never  string   // the blows to kill when no blow can hurt
	// Threat says how dangerous a fight looks, by the time the player's blows would take to kill a
	// creature over the time its blows would take to kill the player (0 to +Inf); the side panel colours
	// the creatures in view by its rows.
	Threat []Phrase
	// LuckRare is how unlikely a fight's luck must be for the log to say it after the fight (1 in LuckRare
	// or rarer: combat/RULES.md §39.3), and Luck the words it says, a row by measure, side and direction.
	LuckRare float64
	Luck     []LuckPhrase
}

// The measures of the luck ledger, as words.toml's [[luck]] rows name them.
const (
	LuckHits   = "hits"
	LuckCrits  = "crits"
	LuckDamage = "damage"
)

// LuckMeasures are the luck ledger's measures, in order.
var LuckMeasures = []string{LuckHits, LuckCrits, LuckDamage}

// luckSides are the sides of a [[luck]] row: the player's blows, and the blows struck at the player.
var luckSides = []string{"yours", "theirs"}

// LuckPhrase is what the log says after a fight whose luck was far from the odds in one measure of one side
// (Theirs: the blows struck at the player), above the odds (More) or below: One with one foe ({Foe} and
// {foe} its name, "The kobold"), Many with several.
type LuckPhrase struct {
	Measure   string
	Theirs    bool
	More      bool
	One, Many string
}

// LuckPhrase is the row of measure, side and direction.
func (w OddsWords) LuckPhrase(measure string, theirs, more bool) (LuckPhrase, bool) {
	for _, p := range w.Luck {
		if p.Measure == measure && p.Theirs == theirs && p.More == more {
			return p, true
		}
	}
	return LuckPhrase{}, false
}

// Say is the words of table for value v: the first row whose UpTo is at least v ("" for an empty
// table; the last row for a value past every row, which a loaded table never has).
func Say(table []Phrase, v float64) string {
	for _, p := range table {
		if v <= p.UpTo {
			return p.Words
		}
	}
	if len(table) == 0 {
		return ""
	}
	return table[len(table)-1].Words
}

// BlowsWords says a mean number of blows to kill: Never for +Inf.
func (w OddsWords) BlowsWords(blows float64) string {
	if math.IsInf(blows, 1) {
		return w.Never
	}
	return Say(w.Blows, blows)
}

type wordsFile struct {
	Never  string      `toml:"never"`
	Chance []phraseRow `toml:"chance"`
	Glance []phraseRow `toml:"glance"`
	Blows  []phraseRow `toml:"blows"`
	Threat []phraseRow `toml:"threat"`
	Rare   float64     `toml:"luck_rare"`
	Luck   []luckRow   `toml:"luck"`
}

type luckRow struct {
	Measure string `toml:"measure"`
	Side    string `toml:"side"`
	More    bool   `toml:"more"`
	One     string `toml:"one"`
	Many    string `toml:"many"`
}

// openTable reports whether a table of words.toml ends with a row for any more (no upto): the tables of
// blows and of threat; the tables of chances end at 1.
func openTable(table string) bool { return table == "blows" || table == "threat" }

// ThreatWords says how dangerous a fight looks by its ratio of times to kill (Threat), and which row of
// the table it is (0: the least danger), for the side panel's colours.
func (w OddsWords) ThreatWords(ratio float64) (words string, row int) {
	for i, p := range w.Threat {
		if ratio <= p.UpTo {
			return p.Words, i
		}
	}
	return "", 0
}

type phraseRow struct {
	UpTo  float64 `toml:"upto"`
	Words string  `toml:"words"`
}

// wordsFile reads words.toml: the words for never, then the rows of each table, strictly going up;
// each table of chances ends at 1, the table of blows with a row without upto.
func (l *loader) wordsFile(file string, data []byte) {
	neverRead, rareRead := false, false
	luckSeen := map[LuckPhrase]bool{}
	type last struct {
		g    *ent
		upto float64
		open bool // a row without upto came before
	}
	seen := map[string]*last{}
	for _, g := range decodeGroups[wordsFile](file, data, &l.errs) {
		if g.table == "" {
			if g.has("luck_rare") {
				rareRead = true
				if g.ok {
					g.floatIn("luck_rare", g.val.Rare, 2, 1e9)
					l.d.Words.LuckRare = g.val.Rare
				}
			}
			if !g.has("never") {
				continue
			}
			neverRead = true
			if g.ok {
				g.nonEmpty("never", g.val.Never)
				l.d.Words.Never = g.val.Never
			}
			continue
		}
		if g.table == "luck" {
			l.luckRow(g, luckSeen)
			continue
		}
		var rows []phraseRow
		var table *[]Phrase
		switch g.table {
		case "chance":
			rows, table = g.val.Chance, &l.d.Words.Chance
		case "glance":
			rows, table = g.val.Glance, &l.d.Words.Glance
		case "blows":
			rows, table = g.val.Blows, &l.d.Words.Blows
		case "threat":
			rows, table = g.val.Threat, &l.d.Words.Threat
		}
		if !g.ok || len(rows) != 1 || table == nil {
			continue
		}
		r := rows[0]
		if !g.require("words") {
			continue
		}
		g.nonEmpty("words", r.Words)
		prev := seen[g.table]
		p := Phrase{UpTo: r.UpTo, Words: r.Words}
		switch {
		case prev != nil && prev.open:
			g.errorf("", "a row after the row without upto: that row is for any more, so it comes last")
		case !g.has("upto") && !openTable(g.table):
			g.require("upto")
		case !g.has("upto"):
			p.UpTo = math.Inf(1)
		case g.table == "blows":
			g.floatIn("upto", r.UpTo, 1, 1e6)
		case g.table == "threat":
			g.floatIn("upto", r.UpTo, 0, 1e6)
		default:
			g.floatIn("upto", r.UpTo, 0, 1)
		}
		if prev != nil && g.has("upto") && !(r.UpTo > prev.upto) {
			g.errorf("upto", "upto %g does not go up from the row before's %g: the rows go up strictly", r.UpTo, prev.upto)
		}
		*table = append(*table, p)
		seen[g.table] = &last{g: g.ent, upto: r.UpTo, open: !g.has("upto")}
	}
	for _, t := range []string{"chance", "glance", "blows", "threat"} {
		end := seen[t]
		switch {
		case end == nil:
			l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "no [[" + t + "]] rows: the look screen needs its words"})
		case openTable(t) && !end.open:
			end.g.errorf("upto", "the last [[%s]] row has no upto: it is for any more", t)
		case !openTable(t) && end.upto != 1:
			end.g.errorf("upto", "the last [[%s]] row ends at upto = 1.0, so every chance has its words (it ends at %g)", t, end.upto)
		}
	}
	if !rareRead {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "missing key \"luck_rare\": how unlikely a fight's luck must be for the log to say it"})
	}
	for _, m := range LuckMeasures {
		for _, side := range luckSides {
			for _, more := range []bool{true, false} {
				if !luckSeen[LuckPhrase{Measure: m, Theirs: side == "theirs", More: more}] {
					l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1,
						Msg: fmt.Sprintf("no [[luck]] row of measure = %q, side = %q, more = %v: the log needs its words", m, side, more)})
				}
			}
		}
	}
	if !neverRead {
		l.errs = append(l.errs, Problem{File: file, Line: 1, Col: 1, Msg: "missing key \"never\": the words when no blow can hurt, before the first table"})
	}
}

// SaysLuck reports whether text is one of the [[luck]] sentences (a foe's name in its place): the log's
// words on a fight's luck, which the logs of builds before the ledger do not have.
func (w OddsWords) SaysLuck(text string) bool {
	for _, p := range w.Luck {
		if text == p.Many {
			return true
		}
		for _, s := range []string{"{Foe}", "{foe}"} {
			if before, after, ok := strings.Cut(p.One, s); ok && len(text) > len(before)+len(after) &&
				strings.HasPrefix(text, before) && strings.HasSuffix(text, after) {
				return true
			}
		}
	}
	return false
}

// luckRow reads a [[luck]] row of words.toml: its measure, side and direction, once each, and its two
// sentences.
func (l *loader) luckRow(g *group[wordsFile], seen map[LuckPhrase]bool) {
	if !g.ok || len(g.val.Luck) != 1 {
		return
	}
	r := g.val.Luck[0]
	if !g.require("measure", "side", "more", "one", "many") {
		return
	}
	if !slices.Contains(LuckMeasures, r.Measure) {
		g.errorf("measure", "measure %q: want one of %s", r.Measure, strings.Join(LuckMeasures, ", "))
		return
	}
	if !slices.Contains(luckSides, r.Side) {
		g.errorf("side", "side %q: want one of %s", r.Side, strings.Join(luckSides, ", "))
		return
	}
	g.nonEmpty("one", r.One)
	g.nonEmpty("many", r.Many)
	key := LuckPhrase{Measure: r.Measure, Theirs: r.Side == "theirs", More: r.More}
	if seen[key] {
		g.errorf("measure", "a second [[luck]] row of measure = %q, side = %q, more = %v", r.Measure, r.Side, r.More)
		return
	}
	seen[key] = true
	key.One, key.Many = r.One, r.Many
	l.d.Words.Luck = append(l.d.Words.Luck, key)
}

// Plural is the plural of a noun phrase by the rules of English spelling: "spear" → "spears", "knife"
// → "knives", "cutlass" → "cutlasses", "giant fly" → "giant flies", "pair of gauntlets" → "pairs of
// gauntlets" (the noun before "of" takes it). It is the plural of a name the data leave to the rules:
// an item's, and a creature's or an ammunition's without a plural of its own.
func Plural(s string) string { return text.Plural(s) }
