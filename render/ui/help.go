// The help screen's text: every key, the stance keys in the order of the data.

package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// HelpLines are the lines of the help screen under the default key bindings (HelpLinesFor).
func HelpLines(d *assets.Data) []string { return HelpLinesFor(d, nil) }

// helpLines are the keys of the help's lines (menu.toml's [help]), in order; "" is the stances' place. A line's
// {action} is the keys bound to that action, {moves} and {runs} the moves' and the runs' keys, {action1} its
// first key only (helpArgs).
var helpLines = []string{
	"menu.help.move", "menu.help.wait", "menu.help.run", "menu.help.fire", "menu.help.quiver", "menu.help.bash",
	"menu.help.cast", "", "menu.help.pick_up", "menu.help.describe", "menu.help.look", "menu.help.surroundings",
	"menu.help.wield", "menu.help.character", "menu.help.quit", "menu.help.give_up", "menu.help.mouse",
	"menu.help.overview", "menu.help.find", "menu.help.bestiary", "menu.help.zoom", "menu.help.settings",
	"menu.help.sound", "menu.help.sandbox",
}

// HelpLinesFor are the lines of the help screen under key bindings k: every key of the game (each written
// as a word of its own, which TestHelpListsEveryKey reads), the stance keys as the data orders its stances.
// With no game the stances say stances.toml's own numbers (the chapter's, as cleave counts them).
func HelpLinesFor(d *assets.Data, k prefs.Keys) []string {
	return HelpLinesIn(lang.English(), d, k, nil)
}

// HelpLinesIn are the lines of the help screen under key bindings k in game g: its stances say what each
// changes under g's rule set for its player (game.StanceEffects, as the @ screen says it), not the data's
// numbers, which are another rule set's under thac0, nethack, drn and tiers. A nil g: HelpLinesFor. The
// lines are in language l.
func HelpLinesIn(l *text.Lang, d *assets.Data, k prefs.Keys, g *game.Game) []string {
	args := helpArgs(l, k)
	lines := make([]string, len(helpLines))
	for i, key := range helpLines {
		if key != "" {
			lines[i] = l.Say(key, args...)
		}
	}
	i := slices.Index(lines, "")
	return slices.Concat(lines[:i], stanceLines(l, d, k, g), lines[i+1:])
}

// helpArgs are the arguments of the help's lines under bindings k: each action's keys by its name, its
// first key by its name and 1 ("enter1"), the moves' keys ("moves") and the runs' ("runs").
func helpArgs(l *text.Lang, k prefs.Keys) []text.Arg {
	var args []text.Arg
	for _, a := range prefs.Actions() {
		args = append(args, text.S(a.Name, keysOf(l, k, a.Name)), text.S(a.Name+"1", firstKeyOf(l, k, a.Name)))
	}
	return append(args, text.S("moves", movesHelp(l, k)), text.S("runs", runsHelp(l, k)))
}

// runsHelp writes the runs' keys, in the order of the moves' letters: h j k l y u b n.
func runsHelp(l *text.Lang, k prefs.Keys) string {
	var runs []string
	for _, dir := range actionNames("west south north east northwest northeast southwest southeast") {
		runs = append(runs, keysOf(l, k, "run_"+dir))
	}
	return strings.Join(runs, " ")
}

// fillKeys replaces each {action} of line s by its keys under bindings k, in English (the rule sets' pages,
// page.go; the help says its lines by helpArgs).
func fillKeys(s string, k prefs.Keys) string {
	var b strings.Builder
	en := lang.English()
	for {
		i := strings.IndexByte(s, '{')
		j := strings.IndexByte(s, '}')
		if i < 0 || j < i {
			b.WriteString(s)
			return b.String()
		}
		b.WriteString(s[:i])
		switch name := s[i+1 : j]; name {
		case "moves":
			b.WriteString(movesHelp(en, k))
		case "runs":
			b.WriteString(runsHelp(en, k))
		default:
			if first, ok := strings.CutSuffix(name, "1"); ok && !strings.HasPrefix(name, "stance_") {
				b.WriteString(firstKeyOf(en, k, first))
			} else {
				b.WriteString(keysOf(en, k, name))
			}
		}
		s = s[j+1:]
	}
}

// actionNames are the names of actions (or of their directions) in s, apart by spaces: names, never words.
func actionNames(s string) []string { return strings.Fields(s) }

// movesHelp writes the moves' keys: the default words when they are the defaults, else each direction
// with its keys.
func movesHelp(l *text.Lang, k prefs.Keys) string {
	var parts []string
	changed := false
	for _, a := range prefs.Actions() {
		if a.Kind == prefs.KindMove && a.Name != "wait" {
			_, mine := k[a.Name]
			changed = changed || mine
			parts = append(parts, a.Name+" "+strings.Join(k.Bound(a), "/"))
		}
	}
	if !changed {
		return l.Say("menu.help.default_moves")
	}
	return strings.Join(parts, ", ")
}

// helpWidth is the most characters a line of the help holds.
const helpWidth = 88

// stanceLines list the stance keys and what each stance gives, in the data's numbers, as many to a
// line as fit: "Stance:  1 coward: hit -4 damage -3 Dodge +4   2 defensive: ...".
// In game g (non-nil) each says what it changes under g's rule set, in that rule set's numbers.
func stanceLines(l *text.Lang, d *assets.Data, k prefs.Keys, g *game.Game) []string {
	lead := l.Say("menu.help.stance")
	var lines []string
	line := lead
	gives := make([]string, len(d.Stances))
	for i, s := range d.Stances {
		gives[i] = StanceGives(l, s, false)
	}
	if g != nil {
		for i, e := range g.StanceEffects(g.Player) {
			if i < len(gives) {
				gives[i] = strings.TrimSuffix(StanceTextIn(l, e, g.RulesName()), " under "+g.RulesName()) // named above
			}
		}
		lines = append(lines, l.Say("menu.help.stances_under", text.S("rules", g.RulesName())))
		line = "  "
	}
	for i, s := range d.Stances {
		if i >= assets.MaxStances {
			break // the digits 1 to 9 are the stance keys
		}
		e := fmt.Sprintf("%s %s: %s", keysOf(l, k, fmt.Sprintf("stance_%d", i+1)), game.StanceName(l, s.Name), gives[i])
		switch {
		case strings.TrimSpace(line) == "" || line == lead:
			line += e
		case runes(line)+3+runes(e) <= helpWidth:
			line += "   " + e
		default:
			lines = append(lines, line)
			line = strings.Repeat(" ", runes(lead)) + e
			if g != nil {
				line = "  " + e // one a line: a rule set's words are long
			}
		}
	}
	st := d.Tactics.Stamina
	indent := strings.Repeat(" ", runes(lead)) // under the stances, as their lines are
	if g != nil {
		indent = "  "
	}
	return append(lines, line, indent+l.Say("menu.help.stance_times",
		text.S("change", seconds(st.StanceSeconds)), text.S("every", seconds(st.Seconds))))
}

// seconds writes a time of the data as the help says it: "3", "1.5".
func seconds(s float64) string { return strconv.FormatFloat(s, 'f', -1, 64) }

// StanceGives is what stance s adds, in the numbers of stances.toml: "to hit -4, damage -3, Dodge +4"
// (words, for the @ screen), "hit -4 damage -3 Dodge +4" (short, for the help), "nothing" for a stance
// that adds nothing. Dodge is the Dodge kind of Defence; Defence is Defence as a whole.
func StanceGives(l *text.Lang, s assets.Stance, words bool) string {
	var parts []string
	add := func(key string, v int) {
		if v != 0 {
			parts = append(parts, l.Say(key, text.S("n", fmt.Sprintf("%+d", v))))
		}
	}
	hit, sep := "menu.gives.hit", " "
	if words {
		hit, sep = "menu.gives.to_hit", ", "
	}
	add(hit, s.ToHit)
	add("menu.gives.damage", s.Damage)
	add("menu.gives.dodge", s.Dodge)
	add("menu.gives.defence", s.Defence)
	add("menu.gives.stamina", s.Stamina)
	if len(parts) == 0 {
		return l.Say("menu.gives.nothing")
	}
	return strings.Join(parts, sep)
}
