// Touch: the bar of buttons for what has no gesture, and what a tap and a long press mean.

package ui

import "github.com/cleave-game/cleave/assets/text"

// TouchButton is a button of the touch bar: the catalogue's key of its label (menu.toml's [touch]), and the
// key it stands for (a typed character, a key of interest, or the wait).
type TouchButton struct {
	LabelKey string
	Rune     rune // a typed character (0: none)
	Key      Key  // a key of interest (0: none)
	Wait     bool // the wait key (. or numpad 5)
}

// Label is the button's label in language l: a few letters.
func (b TouchButton) Label(l *text.Lang) string { return l.Say(b.LabelKey) }

// TouchButtons are the touch bar's buttons, in order: waiting and resting, exploring, picking up, the
// inventory, shooting, looking, bashing, closing a door, casting, searching, quaffing, reading, disarming, the
// stances down and up, the stairs, the character screen, the level map, the item search, the bestiary, the
// messages, the help, the menu (the settings, giving the run up and the surroundings, menu.go), Enter and
// Escape. Taps on the map walk and attack, on a far foe aim; a tap next to the player gives the direction a
// bash, a door or a trap asks for.
var TouchButtons = []TouchButton{
	{LabelKey: "menu.touch.wait", Wait: true}, {LabelKey: "menu.touch.rest", Rune: RestKey},
	{LabelKey: "menu.touch.explore", Rune: ExploreKey}, {LabelKey: "menu.touch.pick_up", Rune: 'g'},
	{LabelKey: "menu.touch.inventory", Rune: 'i'}, {LabelKey: "menu.touch.fire", Rune: 't'},
	{LabelKey: "menu.touch.look", Rune: LookKey}, {LabelKey: "menu.touch.bash", Rune: BashKey},
	{LabelKey: "menu.touch.close_door", Rune: CloseKey}, {LabelKey: "menu.touch.cast", Rune: 'z'},
	{LabelKey: "menu.touch.search", Rune: 's'}, {LabelKey: "menu.touch.quaff", Rune: 'q'},
	{LabelKey: "menu.touch.read", Rune: 'e'}, {LabelKey: "menu.touch.disarm", Rune: 'D'},
	{LabelKey: "menu.touch.stance_down", Rune: StanceDown}, {LabelKey: "menu.touch.stance_up", Rune: StanceUp},
	{LabelKey: "menu.touch.ascend", Rune: '<'}, {LabelKey: "menu.touch.descend", Rune: '>'},
	{LabelKey: "menu.touch.character", Rune: '@'}, {LabelKey: "menu.touch.overview", Rune: OverviewKey},
	{LabelKey: "menu.touch.find", Rune: FindKey}, {LabelKey: "menu.touch.bestiary", Rune: BestiaryKey},
	{LabelKey: "menu.touch.history", Rune: 'P'}, {LabelKey: "menu.touch.help", Rune: '?'},
	{LabelKey: "menu.touch.menu", Rune: MenuKey}, {LabelKey: "menu.touch.ok", Key: KeyEnter},
	{LabelKey: "menu.touch.escape", Key: KeyEscape},
}

// StanceDown and StanceUp take the stance before and after the one taken, in the order of stances.toml.
const (
	StanceDown = '['
	StanceUp   = ']'
)

// Press puts button b's key into in, as a key pressed this tick.
func (b TouchButton) Press(in *Input) {
	switch {
	case b.Wait:
		in.Moves = append(in.Moves, Move{Held: 1})
	case b.Key != 0:
		in.Pressed |= b.Key
	default:
		in.Commands = append(in.Commands, b.Rune)
	}
}
