// The help screen's text: every key, the stance keys in the order of the data.

package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// HelpLines are the lines of the help screen under the default key bindings (HelpLinesFor).
func HelpLines(d *assets.Data) []string { return HelpLinesFor(d, nil) }

// helpLines are the help's lines, each {action} replaced by the keys bound to it, {moves} and {runs} by
// the moves' and the runs' keys; {action1} by its first key only.
var helpLines = []string{
	"Move, and attack by moving into a foe:  {moves}",
	"Wait:  {wait}      Stairs:  {descend}  down,  {ascend}  up  (not on them: walk there)",
	"Run:  Shift+direction, {runs}   Explore:  {explore}   Rest:  {rest}   (all stop for danger)",
	"Shoot, or throw a readied rock:  {fire}  (aim: {tab} next foe, direction keys, {enter1})",
	"Quiver (what fire looses: ammunition, a throwing weapon):  {quiver}      Throw an item:  {throw}",
	"Shield bash:  {bash}  then a direction      Close a door:  {close_door}  then a direction",
	"Cast:  {cast}  (again: next spell)   Search:  {search}   Disarm a trap:  {disarm}  then a direction",
	"", // the stances, below
	"Pick up:  {pick_up}   Drop:  {drop}   Inventory:  {inventory}   Quaff a potion:  {quaff}   Read a scroll:  {read}",
	"Describe:  {inventory}  then a letter (worn: a number);  {describe_here}  what lies here or under the mouse",
	"Look:  {look}  ({tab} next creature, direction keys move, {enter1} or {look} describes it)",
	"Around you, read out in the log (a screen reader's):  {surroundings}",
	"Wield, wear or ready:  {wield}      Wield in the off hand:  {wield_off}      Take off:  {take_off}",
	"Character screen:  {character}      Message history:  {history}  ({page_up}, {page_down})      This help:  {help}",
	"Save and quit:  {quit}  (also on closing the window)   Dead: {enter1} again, {escape1} or  Q  quits",
	"Give up the run (it ends where you stand, scored as a death; asks first):  {give_up}",
	"Mouse: click a foe to strike or shoot it, a seen place to go there; hover: what is there",
	"Level map:  {overview}  (< > the stairs, {enter1} or a click travels)    Stance before, after:  {stance_down}  {stance_up}",
	"Find an item seen:  {find}  (type part of its name, up/down choose, {enter1} travels there)",
	"Creatures met:  {bestiary}  (up/down choose, the odds in words, {enter1} the whole recall)",
	"Zoom:  {zoom_out}  out (more of the map),  {zoom_in}  in      Fullscreen:  {fullscreen}      Leave:  {escape}",
	"Settings (keys, colours, motion, log height):  {settings}      Menu of screens (pad Start):  {menu}",
	"Sound:  {mute}  mutes or turns it on (volume and mute in settings.toml)",
	"Sandbox console (a --sandbox game; on the look screen, on what is looked at):  {sandbox}",
}

// HelpLinesFor are the lines of the help screen under key bindings k: every key of the game (each written
// as a word of its own, which TestHelpListsEveryKey reads), the stance keys as the data orders its stances.
// With no game the stances say stances.toml's own numbers (the chapter's, as cleave counts them).
func HelpLinesFor(d *assets.Data, k prefs.Keys) []string { return HelpLinesIn(d, k, nil) }

// HelpLinesIn are the lines of the help screen under key bindings k in game g: its stances say what each
// changes under g's rule set for its player (game.StanceEffects, as the @ screen says it), not the data's
// numbers, which are another rule set's under thac0, nethack, drn and tiers. A nil g: HelpLinesFor.
func HelpLinesIn(d *assets.Data, k prefs.Keys, g *game.Game) []string {
	lines := make([]string, len(helpLines))
	for i, l := range helpLines {
		lines[i] = fillKeys(l, k)
	}
	i := slices.Index(lines, "")
	return slices.Concat(lines[:i], stanceLines(d, k, g), lines[i+1:])
}

// defaultMoves is how the help writes the default moves' keys.
const defaultMoves = "arrows, numpad, h j k l y u b n"

// fillKeys replaces each {action} of line l by its keys under bindings k.
func fillKeys(l string, k prefs.Keys) string {
	var b strings.Builder
	for {
		i := strings.IndexByte(l, '{')
		j := strings.IndexByte(l, '}')
		if i < 0 || j < i {
			b.WriteString(l)
			return b.String()
		}
		b.WriteString(l[:i])
		switch name := l[i+1 : j]; name {
		case "moves":
			b.WriteString(movesHelp(k))
		case "runs":
			var runs []string
			for _, dir := range []string{"west", "south", "north", "east", "northwest", "northeast", "southwest", "southeast"} {
				runs = append(runs, keysOf(k, "run_"+dir))
			}
			b.WriteString(strings.Join(runs, " "))
		default:
			if first, ok := strings.CutSuffix(name, "1"); ok && !strings.HasPrefix(name, "stance_") {
				b.WriteString(firstKeyOf(k, first))
			} else {
				b.WriteString(keysOf(k, name))
			}
		}
		l = l[j+1:]
	}
}

// movesHelp writes the moves' keys: the default words when they are the defaults, else each direction
// with its keys.
func movesHelp(k prefs.Keys) string {
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
		return defaultMoves
	}
	return strings.Join(parts, ", ")
}

// helpWidth is the most characters a line of the help holds.
const helpWidth = 88

// stanceLines list the stance keys and what each stance gives, in the data's numbers, as many to a
// line as fit: "Stance:  1 coward: hit -4 damage -3 Dodge +4   2 defensive: ...".
// In game g (non-nil) each says what it changes under g's rule set, in that rule set's numbers.
func stanceLines(d *assets.Data, k prefs.Keys, g *game.Game) []string {
	const lead = "Stance:  "
	var lines []string
	line := lead
	gives := make([]string, len(d.Stances))
	for i, s := range d.Stances {
		gives[i] = StanceGives(s, false)
	}
	if g != nil {
		for i, e := range g.StanceEffects(g.Player) {
			if i < len(gives) {
				gives[i] = strings.TrimSuffix(StanceText(e, g.RulesName()), " under "+g.RulesName()) // named above
			}
		}
		lines = append(lines, "Stances, and what each changes for you under "+g.RulesName()+" (the @ screen says the same):")
		line = "  "
	}
	for i, s := range d.Stances {
		if i >= assets.MaxStances {
			break // the digits 1 to 9 are the stance keys
		}
		e := fmt.Sprintf("%s %s: %s", keysOf(k, fmt.Sprintf("stance_%d", i+1)), s.Name, gives[i])
		switch {
		case strings.TrimSpace(line) == "" || line == lead:
			line += e
		case len(line)+3+len(e) <= helpWidth:
			line += "   " + e
		default:
			lines = append(lines, line)
			line = strings.Repeat(" ", len(lead)) + e
			if g != nil {
				line = "  " + e // one a line: a rule set's words are long
			}
		}
	}
	st := d.Tactics.Stamina
	indent := strings.Repeat(" ", len(lead)) // under the stances, as their lines are
	if g != nil {
		indent = "  "
	}
	return append(lines, line, fmt.Sprintf("%sChanging stance takes %ss; stances give or take stamina every %ss; none: winded",
		indent, seconds(st.StanceSeconds), seconds(st.Seconds)))
}

// seconds writes a time of the data as the help says it: "3", "1.5".
func seconds(s float64) string { return strconv.FormatFloat(s, 'f', -1, 64) }

// StanceGives is what stance s adds, in the numbers of stances.toml: "to hit -4, damage -3, Dodge +4"
// (words, for the @ screen), "hit -4 damage -3 Dodge +4" (short, for the help), "nothing" for a stance
// that adds nothing. Dodge is the Dodge kind of Defence; Defence is Defence as a whole.
func StanceGives(s assets.Stance, words bool) string {
	var parts []string
	add := func(name string, v int) {
		if v != 0 {
			parts = append(parts, fmt.Sprintf("%s %+d", name, v))
		}
	}
	hit, sep := "hit", " "
	if words {
		hit, sep = "to hit", ", "
	}
	add(hit, s.ToHit)
	add("damage", s.Damage)
	add("Dodge", s.Dodge)
	add("Defence", s.Defence)
	add("stamina", s.Stamina)
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, sep)
}
