// The help screen's text: every key, the stance keys in the order of the data.

package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
)

// HelpLines are the lines of the help screen: every key of the game (each written as a word of its own,
// which TestHelpListsEveryKey reads), the stance keys as the data orders its stances.
func HelpLines(d *assets.Data) []string {
	lines := []string{
		"Move, and attack by moving into a foe:  arrows, numpad, h j k l y u b n",
		"Wait:  .  or numpad 5      Stairs:  >  down,  <  up  (not on them: walk there)",
		walkLine,
		"Shoot, or throw a readied rock:  t  or  f  (aim: Tab next foe, direction keys, Enter)",
		"Quiver (what t looses: ammunition, a throwing weapon):  (      Throw an item:  T",
		"Shield bash:  x  then a direction      Close a door:  c  then a direction",
		"Cast:  z  (z again: next spell)   Search:  s   Disarm a trap:  D  then a direction",
		"", // the stances, below
		"Pick up:  g  or  ,   Drop:  d   Inventory:  i   Quaff a potion:  q   Read a scroll:  e",
		"Describe:  i  then a letter (worn: a number);  v  what lies here or under the mouse",
		"Look:  ;  (Tab next creature, direction keys move, Enter or ; describes it)",
		"Wield, wear or ready:  w      Wield in the off hand:  W      Take off:  r",
		"Character screen:  @      Message history:  P  (PgUp, PgDn)      This help:  ?",
		"Save and quit:  Q  (also on closing the window)    Dead:  Enter again, Escape or Q quits",
		"Mouse: click a foe to strike or shoot it, a seen place to go there; hover: what is there",
		"Level map:  X  (< > the stairs, Enter or a click travels)    Stance before, after:  [  ]",
		"Zoom:  -  out (more of the map),  +  or  =  in      Fullscreen:  F11      Leave:  Escape",
		"Sound:  m  mutes or turns it on (volume and mute in settings.toml)",
	}
	i := slices.Index(lines, "")
	return slices.Concat(lines[:i], stanceLines(d), lines[i+1:])
}

// walkLine is the help's line for the walks of walk.go (they, and held keys, stop for danger).
const walkLine = "Run:  Shift+direction, H J K L Y U B N   Explore:  o   Rest:  R   (all stop for danger)"

// helpWidth is the most characters a line of the help holds.
const helpWidth = 88

// stanceLines list the stance keys and what each stance gives, in the data's numbers, as many to a
// line as fit: "Stance:  1 coward: hit -4 damage -3 Dodge +4   2 defensive: ...".
func stanceLines(d *assets.Data) []string {
	const lead = "Stance:  "
	var lines []string
	line := lead
	for i, s := range d.Stances {
		if i >= assets.MaxStances {
			break // the digits 1 to 9 are the stance keys
		}
		e := fmt.Sprintf("%d %s: %s", i+1, s.Name, StanceGives(s, false))
		switch {
		case line == lead:
			line += e
		case len(line)+3+len(e) <= helpWidth:
			line += "   " + e
		default:
			lines = append(lines, line)
			line = strings.Repeat(" ", len(lead)) + e
		}
	}
	st := d.Tactics.Stamina
	return append(lines, line, fmt.Sprintf("        Changing stance takes %ss; stances give or take stamina every %ss; none: winded",
		seconds(st.StanceSeconds), seconds(st.Seconds)))
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
