// The help screen's text: every key, the stance keys in the order of the data.

package ui

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets"
)

// HelpLines are the lines of the help screen: every key of the game, the stance keys as the data
// orders its stances.
func HelpLines(d *assets.Data) []string {
	return []string{
		"Move, and attack by moving into a foe:  arrows, h j k l y u b n, numpad",
		"Wait:  .  or numpad 5      Stairs:  >  down,  <  up  (not on them: walk there)",
		walkLine,
		"Shoot, or throw a readied rock:  t  (aim: Tab next foe, direction keys, Enter)",
		"Throw an item:  T  then its letter, then aim",
		"Shield bash:  x  then a direction      Close a door:  c  then a direction",
		stanceLine(d),
		"Pick up:  g  or  ,      Drop:  d      Inventory:  i",
		"Describe an item:  i  then its letter (what you wear: its number),",
		"       v  what lies under the mouse, or at your feet",
		"Wield, wear or ready:  w      Wield in the off hand:  W      Take off:  r",
		"Character screen:  @      Message history:  P      This help:  ?",
		"Save and quit:  Q   (the game is also saved when you close the window)",
		"Mouse: click a foe next to you to attack it, a far one to shoot,",
		"       a seen place to walk there; hover to see what is there.",
		"Fullscreen:  F11      Leave a screen:  Escape",
	}
}

// walkLine is the help's line for the walks of walk.go (they, and held keys, stop for danger).
const walkLine = "Run:  Shift + direction    Explore:  o    Rest:  R    (all stop for danger)"

// stanceLine lists the stance keys: "Stance:  1 coward  2 defensive  3 neutral ...".
func stanceLine(d *assets.Data) string {
	var b strings.Builder
	b.WriteString("Stance:")
	for i, s := range d.Stances {
		if i >= assets.MaxStances {
			break // the digits 1 to 9 are the stance keys
		}
		fmt.Fprintf(&b, "  %d %s", i+1, s.Name)
	}
	return b.String()
}
