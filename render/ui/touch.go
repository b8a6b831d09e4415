// Touch: the bar of buttons for what has no gesture, and what a tap and a long press mean.

package ui

// TouchButton is a button of the touch bar: its label, and the key it stands for (a typed character, a
// key of interest, or the wait).
type TouchButton struct {
	Label string
	Rune  rune // a typed character (0: none)
	Key   Key  // a key of interest (0: none)
	Wait  bool // the wait key (. or numpad 5)
}

// TouchButtons are the touch bar's buttons, in order: waiting and resting, exploring, picking up, the
// inventory, shooting, looking, bashing, closing a door, casting, searching, quaffing, reading, disarming, the
// stances down and up, the stairs, the character screen, the level map, the item search, the bestiary, the messages, the help, the menu
// (the settings, and giving the run up, menu.go), Enter and Escape. Taps on the map walk and attack, on a far foe aim; a tap next to the player gives the direction a
// bash, a door or a trap asks for.
var TouchButtons = []TouchButton{
	{Label: "wait", Wait: true}, {Label: "rest", Rune: RestKey}, {Label: "auto", Rune: ExploreKey},
	{Label: "get", Rune: 'g'}, {Label: "pack", Rune: 'i'}, {Label: "fire", Rune: 't'}, {Label: "look", Rune: LookKey},
	{Label: "bash", Rune: BashKey}, {Label: "shut", Rune: CloseKey}, {Label: "cast", Rune: 'z'}, {Label: "srch", Rune: 's'},
	{Label: "quaf", Rune: 'q'}, {Label: "read", Rune: 'e'}, {Label: "dis", Rune: 'D'}, {Label: "st-", Rune: StanceDown}, {Label: "st+", Rune: StanceUp},
	{Label: "<", Rune: '<'}, {Label: ">", Rune: '>'}, {Label: "@", Rune: '@'}, {Label: "map", Rune: OverviewKey},
	{Label: "find", Rune: FindKey}, {Label: "mons", Rune: BestiaryKey},
	{Label: "msgs", Rune: 'P'}, {Label: "?", Rune: '?'}, {Label: "menu", Rune: MenuKey}, {Label: "ok", Key: KeyEnter}, {Label: "esc", Key: KeyEscape},
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
