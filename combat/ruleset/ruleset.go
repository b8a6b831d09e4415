// Package ruleset is the seam between the game and the ways it can settle a blow (combat/RULES.md §32): the
// one interface, RuleSet, through which the game, the interface and the designer commands ask a rule set
// everything it decides; the facts of one blow that the game gathers for it (Blow, Fighter); the numbers a
// rule set keeps of a fighter between blows (State); and its data file, which assets reads for it (File,
// Source, Entry).
//
// Each rule set is a folder of its own below this one, the chapter's own among them, and package registry
// lists them, once. A rule set holds no state: what it keeps of a fighter is in
// the fighter's State, saved with the game; what its data file says is in the RuleSet value its Load returns,
// which assets keeps with the rest of the data. A rule set reads nothing of the game but the Blow and the
// Fighters it is given, so it imports only combat and combat/words.
package ruleset

import (
	"flag"
	"fmt"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// RuleSet is a way to settle blows: what the game, the interface and the designer commands ask of one.
// Embed Defaults for the hooks a rule set leaves as the chapter has them.
type RuleSet interface {
	// Name is how --rules, ?rules=, saves and replays name it: one lower-case word.
	Name() string
	// File is its data file (the zero File: none).
	File() File
	// Load reads its data file, entry by entry, and returns the rule set with the file's numbers; every
	// problem goes to src, at its line and column. Assets calls it once a load, only when File names a file.
	Load(src Source) RuleSet

	// Resolve settles one blow, recording every die it throws on r, and keeps what it must of the two
	// fighters in their State.
	Resolve(r *combat.Roller, b *Blow) (combat.Outcome, error)
	// Odds is the exact odds of the blow, worked out as Resolve would settle it (before what a defender may
	// spend, where the rule set says so).
	Odds(b *Blow) (Odds, error)
	// Note is what the message of an outcome it settled adds after the chapter's words (words.Message), in
	// language l (nil: English): "a Medium hit, dodged to a Light hit"; "" for nothing.
	Note(l *text.Lang, o combat.Outcome) string

	// Swings appends to into the blows of a bump with a weapon in each hand (RULES.md §12): in order, each
	// struck only while the target stands next to the attacker.
	Swings(r *combat.Roller, into []Swing) []Swing
	// BlowTime is the time of a blow with the weapon a, in tenths of a second, when the chapter gives it
	// chapter.
	BlowTime(a Arm, chapter int64) int64
	// HitPoints are a creature's hit points under the rule set when the bestiary gives it chapter.
	HitPoints(kind string, chapter int) int
	// ShakesPoison reports whether the fighter of b (its own bump, b.By) throws off a poison it was just
	// given; a rule set with no saving throw rolls nothing and says no.
	ShakesPoison(r *combat.Roller, b *Blow) bool
	// StepsAway reports whether the target of b steps away from its attacker after outcome o (which missed
	// or glanced).
	StepsAway(b *Blow, o combat.Outcome) bool
	// MayStepAway reports whether StepsAway may say yes to some blow that came to outcome o: false when it
	// says no whoever fought, so that the game need not put the fighters together to ask it.
	MayStepAway(o combat.Outcome) bool
	// Killed is what the killing blow b earns its attacker (its State changes): what to tell the player.
	Killed(b *Blow) []string
	// Deeper is what a first arrival on a new depth earns the player f.
	Deeper(f *Fighter, time int64)
	// Options are the choices the player makes under the rule set (for one, what to do with a Guard Point
	// when hit): each a setting, kept in the player's settings and chosen by an action a replay holds.
	Options() []Option

	// AttackLine is an attack of the @ screen in the rule set's terms: "+3 to hit, 1d9+3 slashing".
	AttackLine(b *Blow) string
	// Sheet is what the @ screen, the side panel and the look screen show of the fighter b.To (b a blow
	// against it, its defender built, b.Attack its own bump) in the rule set's terms, and no other's.
	Sheet(b *Blow) Sheet

	// Flags adds the rule set's own flags to the odds command; the function it returns puts what they say on
	// a blow (the odds command's attacker and target) before its odds are worked out, or says why they
	// cannot be.
	Flags(fs *flag.FlagSet) func(b *Blow) error
	// Memoryless reports whether each blow's odds are independent of the blows before it (nothing spent,
	// nothing gathered): the exact duel then applies.
	Memoryless() bool

	// Migrate is the State of a fighter of a save written before rule sets kept their State.
	Migrate(old Legacy) State
}

// About is a rule set told for players: its help page, which lives in the data beside the rule set
// (assets/pages/NAME.toml, assets.Data.About), not in the rule set's code. A page may write a key as the help
// does, {action}, and a name of the data as {kind:name}; it may give numbers (a page is a screen).
type About struct {
	Title   string // "Dominions' opposed rolls"
	Summary string // one line: what fighting feels like under it (the creation screen's)
	Source  string // where the system comes from, and the chapter of combat/RULES.md that has it
	Blow    string // how a blow is settled, in words
	Numbers string // what the player's numbers on the @ screen mean under it
	// What stances, shields, armour, sneak attacks, magic (of items) and spells do under it, and what of the
	// original it leaves out.
	Stances, Shields, Armour, Sneak, Magic, Spells, LeftOut string
	// Conditions say what the conditions of a fighter mean under it, by name: "asleep", "dark", "fatigue",
	// "guard"... (a rule set says those it changes).
	Conditions []Condition
}

// Condition is what one stance or condition means under a rule set.
type Condition struct {
	Name, Means string
}

// Swing is one blow of a bump with two weapons: the hand it is struck with, and the to-hit die the rule
// set threw for it already (Blow.Natural), 0 when none.
type Swing struct {
	Hand    combat.Hand
	Natural int
}

// Option is a choice the player makes under a rule set: its values, as the settings write them, and the one
// a new player has.
type Option struct {
	Key     string   // as settings.toml writes it: "guard"
	Title   string   // as the screens name it: "guard"
	Values  []string // as settings.toml writes them, the first the zero value
	Default int      // the index of the value a player has until one is chosen
	// Hint is the key that turns it on the @ screen, and Turn the order it turns the values in, by index
	// (nil: the order of Values).
	Hint rune
	Turn []int
}

// Index is the index of value v among o's values (any case), or -1.
func (o Option) Index(v string) int {
	return slices.IndexFunc(o.Values, func(s string) bool { return strings.EqualFold(s, v) })
}

// turn is the order o's hint key turns its values in, by index.
func (o Option) turn() []int {
	if len(o.Turn) > 0 {
		return o.Turn
	}
	t := make([]int, len(o.Values))
	for i := range t {
		t[i] = i
	}
	return t
}

// Next is the value after value v (an index) in o's turn.
func (o Option) Next(v int) int {
	t := o.turn()
	if i := slices.Index(t, v); i >= 0 {
		return t[(i+1)%len(t)]
	}
	return o.Default
}

// Turned is o's values in the order its hint key turns them: "auto, dodge, block, none".
func (o Option) Turned() []string {
	var out []string
	for _, i := range o.turn() {
		if i >= 0 && i < len(o.Values) {
			out = append(out, o.Values[i])
		}
	}
	return out
}

// Sheet is what the screens show of a fighter under a rule set, in its own terms and no other's: its
// numbers (the @ screen, the side panel and the look screen show them), the numbers of its attack (b.Attack
// of the blow it was asked of), from which the screens work out what a stance changes, and a line of what
// else the @ screen says.
type Sheet struct {
	// Numbers are the fighter's numbers as the rule set names them: "AC" 6, "THAC0" 17, "level" 3.
	Numbers []Number
	// Attack are the numbers of the attack the blow holds (the bump's, for the @ screen) that a stance can
	// change: the chapter's "to hit" and "damage", thac0's "THAC0"... Not shown by themselves (the attack
	// lines say them).
	Attack []Number
	Line   string // "Rules: drn   Parry 3, shield Protection 2"; "" for nothing more
}

// Number is one of a fighter's numbers as a rule set names it on the screens.
type Number struct {
	Name  string // "AC"
	Value int
	// Text is the value as the screens write it when it says more than Value ("3, 4 vs slashing", "2/3");
	// "" writes Value.
	Text string
	// Lower is true when a lower value is better (Armour Class, THAC0).
	Lower bool
}

// String is the number as the screens write it in English, its name as the rule set names it: "AC 6",
// "Guard Points 2/3" (Say with no language).
func (n Number) String() string { return n.Say(nil) }

// Say is the number as the screens write it in language l (nil: English, the names as they are): its name
// in l's words, then its value: "AC 6", "КБ 6".
func (n Number) Say(l *text.Lang) string {
	if n.Text != "" {
		return NameOf(l, n.Name) + " " + n.Text
	}
	return fmt.Sprintf("%s %d", NameOf(l, n.Name), n.Value)
}

// NameOf is the name of a number (Number.Name, a rule set's term, "Guard Points") in language l (nil:
// English), by its key ruleset.number.NAME (spaces as _); a name the catalogue has not is written as it is.
func NameOf(l *text.Lang, name string) string {
	key := "ruleset.number." + strings.ReplaceAll(name, " ", "_")
	if !l.Has(key) {
		return name
	}
	return l.Say(key)
}

// NumbersText writes numbers ns as the @ screen and the side panel do, in English: "AC 8   THAC0 19   level 1"
// (SayNumbers in English).
func NumbersText(ns []Number) string { return SayNumbers(nil, ns) }

// SayNumbers writes numbers ns as the @ screen, the side panel and the look screen do, in language l (nil:
// English): "AC 8   THAC0 19   level 1".
func SayNumbers(l *text.Lang, ns []Number) string {
	parts := make([]string, len(ns))
	for i, n := range ns {
		parts[i] = n.Say(l)
	}
	return strings.Join(parts, "   ")
}

// Value is the value of the number named name among ns, and whether there is one.
func Value(ns []Number, name string) (int, bool) {
	if i := slices.IndexFunc(ns, func(n Number) bool { return n.Name == name }); i >= 0 {
		return ns[i].Value, true
	}
	return 0, false
}

// Names are the names of numbers ns: a rule set's terms.
func Names(ns []Number) []string {
	out := make([]string, len(ns))
	for i, n := range ns {
		out[i] = n.Name
	}
	return out
}

// Change is how one number differs from another of the same name: "THAC0 +4 (worse)".
type Change struct {
	Number
	By int // the new value less the old
}

// String is the change in English: "AC -4 (better)", "damage -3" (the designer commands'; the screens say
// Say, in their language).
func (c Change) String() string {
	s := fmt.Sprintf("%s %+d", c.Name, c.By)
	if c.Lower {
		s += " (" + betterOrWorse(c.By < 0) + ")"
	}
	return s
}

// Say is the change in language l: "AC -4 (better)", "КБ -4 (лучше)".
func (c Change) Say(l *text.Lang) string {
	s := fmt.Sprintf("%s %+d", NameOf(l, c.Name), c.By)
	if c.Lower {
		s += " " + l.Say("ruleset.change."+betterOrWorse(c.By < 0))
	}
	return s
}

// betterOrWorse is how a change of a number of which lower is better goes, in English and as the key of
// its words: better when it went down.
func betterOrWorse(down bool) string {
	if down {
		return "better"
	}
	return "worse"
}

// Changes are the numbers of to that differ from those of the same name in from, in to's order.
func Changes(from, to []Number) []Change {
	var out []Change
	for _, n := range to {
		i := slices.IndexFunc(from, func(f Number) bool { return f.Name == n.Name })
		if i >= 0 && from[i].Value != n.Value {
			out = append(out, Change{Number: n, By: n.Value - from[i].Value})
		}
	}
	return out
}

// Odds is the exact odds of one blow under a rule set.
type Odds struct {
	// Report is the odds in the chapter's terms, for the screens that read them (the look screen, the aim,
	// the bot, the side panel's threat), and Dealt the hit points one blow takes off (P[0]: misses and
	// glances).
	Report combat.Report
	Dealt  combat.Dist
	// Own is the rule set's own report: the odds command's JSON (`odds --json`).
	Own any
	// Table is the odds command's table, a label and a value a row.
	Table [][2]string
}

// Row is a row of an odds table.
func Row(label, format string, args ...any) [2]string {
	return [2]string{label, fmt.Sprintf(format, args...)}
}

// Percent writes a chance as the odds tables and the look screen write it: "85.4%".
func Percent(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }

// List is a list of rule sets: the registry's, or the data's (assets.Data.RuleSets), the first the default.
type List []RuleSet

// Names are the rule sets' names, in order.
func (l List) Names() []string {
	out := make([]string, len(l))
	for i, s := range l {
		out[i] = s.Name()
	}
	return out
}

// Lookup is the rule set named name (in any case); "" is the first, the default.
func (l List) Lookup(name string) (RuleSet, error) {
	if name == "" && len(l) > 0 {
		return l[0], nil
	}
	for _, s := range l {
		if strings.EqualFold(s.Name(), name) {
			return s, nil
		}
	}
	return nil, fmt.Errorf("unknown rule set %q: want one of %s", name, strings.Join(l.Names(), ", "))
}
