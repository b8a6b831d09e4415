// Key bindings: every action of the interface and the keys that do it, the defaults and the player's
// own ([keys] in settings.toml). A key is a typed character ("k", ">", "@") or a named key ("Up",
// "Escape", "F11", "Numpad8").

package prefs

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"
)

// BindingKind is what an action of the bindings is (not to be confused with ActionKind, the game's): a move, a key of the screens, or a command typed in play.
type BindingKind uint8

// The kinds of action.
const (
	// KindMove: a direction (or the wait), read from held keys, with key repeat.
	KindMove BindingKind = iota
	// KindPress: Escape, Enter, Tab, the pager's keys, fullscreen: pressed keys the screens read.
	KindPress
	// KindCommand: a command in play, which the interface knows by its default character (Rune).
	KindCommand
)

// BoundAction is one action of the bindings: its name in settings.toml, its kind, its default keys, the
// character play knows it by (a command) and its direction (a move).
type BoundAction struct {
	Name     string
	Kind     BindingKind
	Defaults []string
	// DX, DY is a move's direction (0, 0: wait).
	DX, DY int
	// Help is what the action does, in a few words, for the settings screen.
	Help string
}

// Rune is the character play's commands answer for a command: its first default key (0 for the others).
func (a BoundAction) Rune() rune {
	if a.Kind != KindCommand {
		return 0
	}
	r, _ := utf8.DecodeRuneInString(a.Defaults[0])
	return r
}

// Actions are every action that has keys, in the order the settings screen lists them (a copy).
func Actions() []BoundAction { return slices.Clone(actions) }

// actions are every action that has keys, in the order the settings screen lists them.
var actions = []BoundAction{
	{Name: "north", Kind: KindMove, Defaults: []string{"k", "Up", "Numpad8"}, DY: -1, Help: "move north"},
	{Name: "south", Kind: KindMove, Defaults: []string{"j", "Down", "Numpad2"}, DY: 1, Help: "move south"},
	{Name: "west", Kind: KindMove, Defaults: []string{"h", "Left", "Numpad4"}, DX: -1, Help: "move west"},
	{Name: "east", Kind: KindMove, Defaults: []string{"l", "Right", "Numpad6"}, DX: 1, Help: "move east"},
	{Name: "northwest", Kind: KindMove, Defaults: []string{"y", "Numpad7", "Home"}, DX: -1, DY: -1, Help: "move northwest"},
	{Name: "northeast", Kind: KindMove, Defaults: []string{"u", "Numpad9", "PageUp"}, DX: 1, DY: -1, Help: "move northeast"},
	{Name: "southwest", Kind: KindMove, Defaults: []string{"b", "Numpad1", "End"}, DX: -1, DY: 1, Help: "move southwest"},
	{Name: "southeast", Kind: KindMove, Defaults: []string{"n", "Numpad3", "PageDown"}, DX: 1, DY: 1, Help: "move southeast"},
	{Name: "wait", Kind: KindMove, Defaults: []string{".", "Numpad5"}, Help: "wait a moment"},
	{Name: "escape", Kind: KindPress, Defaults: []string{"Escape"}, Help: "leave a screen, cancel"},
	{Name: "enter", Kind: KindPress, Defaults: []string{"Enter", "NumpadEnter"}, Help: "confirm, describe, loose"},
	{Name: "tab", Kind: KindPress, Defaults: []string{"Tab"}, Help: "next foe while aiming or looking"},
	{Name: "page_up", Kind: KindPress, Defaults: []string{"PageUp"}, Help: "scroll up a page (history, sheets)"},
	{Name: "page_down", Kind: KindPress, Defaults: []string{"PageDown"}, Help: "scroll down a page"},
	{Name: "fullscreen", Kind: KindPress, Defaults: []string{"F11"}, Help: "fullscreen"},
	{Name: "descend", Kind: KindCommand, Defaults: []string{">"}, Help: "stairs down"},
	{Name: "ascend", Kind: KindCommand, Defaults: []string{"<"}, Help: "stairs up"},
	{Name: "fire", Kind: KindCommand, Defaults: []string{"t", "f"}, Help: "shoot or throw the quiver"},
	{Name: "quiver", Kind: KindCommand, Defaults: []string{"("}, Help: "choose what to loose"},
	{Name: "throw", Kind: KindCommand, Defaults: []string{"T"}, Help: "throw an item"},
	{Name: "bash", Kind: KindCommand, Defaults: []string{"x"}, Help: "shield bash"},
	{Name: "close_door", Kind: KindCommand, Defaults: []string{"c"}, Help: "close a door"},
	{Name: "quit", Kind: KindCommand, Defaults: []string{"Q"}, Help: "save and quit"},
	{Name: "give_up", Kind: KindCommand, Defaults: []string{"#"}, Help: "give up the run (asks first)"},
	{Name: "pick_up", Kind: KindCommand, Defaults: []string{"g", ","}, Help: "pick up"},
	{Name: "drop", Kind: KindCommand, Defaults: []string{"d"}, Help: "drop"},
	{Name: "quaff", Kind: KindCommand, Defaults: []string{"q"}, Help: "quaff a potion"},
	{Name: "read", Kind: KindCommand, Defaults: []string{"e"}, Help: "read a scroll"},
	{Name: "wield", Kind: KindCommand, Defaults: []string{"w"}, Help: "wield, wear or ready"},
	{Name: "wield_off", Kind: KindCommand, Defaults: []string{"W"}, Help: "wield in the off hand"},
	{Name: "take_off", Kind: KindCommand, Defaults: []string{"r"}, Help: "take off"},
	{Name: "inventory", Kind: KindCommand, Defaults: []string{"i"}, Help: "inventory, describe an item"},
	{Name: "describe_here", Kind: KindCommand, Defaults: []string{"v"}, Help: "what lies here"},
	{Name: "look", Kind: KindCommand, Defaults: []string{";"}, Help: "look"},
	{Name: "surroundings", Kind: KindCommand, Defaults: []string{"A"}, Help: "read what is around you"},
	{Name: "character", Kind: KindCommand, Defaults: []string{"@"}, Help: "character screen"},
	{Name: "help", Kind: KindCommand, Defaults: []string{"?"}, Help: "the keys"},
	{Name: "history", Kind: KindCommand, Defaults: []string{"P"}, Help: "message history"},
	{Name: "overview", Kind: KindCommand, Defaults: []string{"X"}, Help: "level map"},
	{Name: "find", Kind: KindCommand, Defaults: []string{"F"}, Help: "find a seen item, travel there"},
	{Name: "bestiary", Kind: KindCommand, Defaults: []string{"M", "~"}, Help: "the creatures met"},
	{Name: "settings", Kind: KindCommand, Defaults: []string{"O"}, Help: "this settings screen"},
	{Name: "menu", Kind: KindCommand, Defaults: []string{"`"}, Help: "a menu of the screens (the pad's Start)"},
	{Name: "sandbox", Kind: KindCommand, Defaults: []string{"&"}, Help: "the sandbox's console (a game started with --sandbox)"},
	{Name: "mute", Kind: KindCommand, Defaults: []string{"m"}, Help: "mute or unmute the sound"},
	{Name: "stance_down", Kind: KindCommand, Defaults: []string{"["}, Help: "stance before"},
	{Name: "stance_up", Kind: KindCommand, Defaults: []string{"]"}, Help: "stance after"},
	{Name: "cast", Kind: KindCommand, Defaults: []string{"z"}, Help: "cast a spell"},
	{Name: "search", Kind: KindCommand, Defaults: []string{"s"}, Help: "search for traps"},
	{Name: "disarm", Kind: KindCommand, Defaults: []string{"D"}, Help: "disarm a trap"},
	{Name: "zoom_in", Kind: KindCommand, Defaults: []string{"+", "="}, Help: "zoom in"},
	{Name: "zoom_out", Kind: KindCommand, Defaults: []string{"-"}, Help: "zoom out"},
	{Name: "explore", Kind: KindCommand, Defaults: []string{"o"}, Help: "auto-explore"},
	{Name: "rest", Kind: KindCommand, Defaults: []string{"R"}, Help: "rest"},
	{Name: "run_north", Kind: KindCommand, Defaults: []string{"K"}, Help: "run north"},
	{Name: "run_south", Kind: KindCommand, Defaults: []string{"J"}, Help: "run south"},
	{Name: "run_west", Kind: KindCommand, Defaults: []string{"H"}, Help: "run west"},
	{Name: "run_east", Kind: KindCommand, Defaults: []string{"L"}, Help: "run east"},
	{Name: "run_northwest", Kind: KindCommand, Defaults: []string{"Y"}, Help: "run northwest"},
	{Name: "run_northeast", Kind: KindCommand, Defaults: []string{"U"}, Help: "run northeast"},
	{Name: "run_southwest", Kind: KindCommand, Defaults: []string{"B"}, Help: "run southwest"},
	{Name: "run_southeast", Kind: KindCommand, Defaults: []string{"N"}, Help: "run southeast"},
	{Name: "stance_1", Kind: KindCommand, Defaults: []string{"1"}, Help: "the first stance"},
	{Name: "stance_2", Kind: KindCommand, Defaults: []string{"2"}, Help: "the second stance"},
	{Name: "stance_3", Kind: KindCommand, Defaults: []string{"3"}, Help: "the third stance"},
	{Name: "stance_4", Kind: KindCommand, Defaults: []string{"4"}, Help: "the fourth stance"},
	{Name: "stance_5", Kind: KindCommand, Defaults: []string{"5"}, Help: "the fifth stance"},
	{Name: "stance_6", Kind: KindCommand, Defaults: []string{"6"}, Help: "the sixth stance"},
	{Name: "stance_7", Kind: KindCommand, Defaults: []string{"7"}, Help: "the seventh stance"},
	{Name: "stance_8", Kind: KindCommand, Defaults: []string{"8"}, Help: "the eighth stance"},
	{Name: "stance_9", Kind: KindCommand, Defaults: []string{"9"}, Help: "the ninth stance"},
}

// namedKeys are the names of the keys that type no character, as settings.toml writes them.
var namedKeys = []string{
	"Up", "Down", "Left", "Right", "Escape", "Enter", "NumpadEnter", "Tab", "PageUp", "PageDown", "Home", "End",
	"Insert", "Delete", "Backspace", "Space",
	"F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12",
	"Numpad0", "Numpad1", "Numpad2", "Numpad3", "Numpad4", "Numpad5", "Numpad6", "Numpad7", "Numpad8", "Numpad9",
	"NumpadDecimal", "NumpadAdd", "NumpadSubtract", "NumpadMultiply", "NumpadDivide",
}

// NamedKeys are the names of the keys that type no character ("Up", "F11", "Numpad8"), as settings.toml
// writes them.
func NamedKeys() []string { return slices.Clone(namedKeys) }

// IsNamedKey reports whether name is the name of a key that types no character ("F1", "Up").
func IsNamedKey(name string) bool { return slices.Contains(namedKeys, name) }

// physicalChars are the characters typed by a key of their own without Shift (on a US keyboard), which
// can also be held as a move.
const physicalChars = "abcdefghijklmnopqrstuvwxyz0123456789.,;/[]-='`\\"

// ValidKey reports whether k names a key: one printable character other than a space, or a named key.
func ValidKey(k string) bool {
	if r, n := utf8.DecodeRuneInString(k); n == len(k) && n > 0 {
		return r > ' ' && r != utf8.RuneError && r != 0x7f
	}
	return slices.Contains(namedKeys, k)
}

// HoldableKey reports whether k can be held down as a move: a named key, or a character typed without
// Shift ("k", ".", not ">").
func HoldableKey(k string) bool {
	if len(k) == 1 {
		return strings.Contains(physicalChars, k)
	}
	return slices.Contains(namedKeys, k)
}

// ActionNamed is the action of that name, and whether there is one.
func ActionNamed(name string) (BoundAction, bool) {
	i := slices.IndexFunc(actions, func(a BoundAction) bool { return a.Name == name })
	if i < 0 {
		return BoundAction{}, false
	}
	return actions[i], true
}

// actionNames lists the actions' names, for the message of a file that names a wrong one.
func actionNames() string {
	names := make([]string, len(actions))
	for i, a := range actions {
		names[i] = a.Name
	}
	return strings.Join(names, ", ")
}

// Keys are the key bindings: for each action's name, its keys. An action not in the map has its
// defaults; an empty list unbinds it.
type Keys map[string][]string

// Bound is the keys of action a under these bindings: the player's, else the defaults.
func (k Keys) Bound(a BoundAction) []string {
	if ks, ok := k[a.Name]; ok {
		return ks
	}
	return a.Defaults
}

// shareable reports whether two actions may have a key in common: the pager's keys with the moves (the
// screens that page have no moves; PageUp and PageDown are diagonals in play).
func shareable(a, b BoundAction) bool {
	pager := func(x BoundAction) bool { return x.Name == "page_up" || x.Name == "page_down" }
	return (pager(a) && b.Kind == KindMove) || (pager(b) && a.Kind == KindMove)
}

// Owner is the action key is bound to that would conflict with binding it to action a ("" for none).
func (k Keys) Owner(a BoundAction, key string) string {
	for _, b := range actions {
		if b.Name != a.Name && !shareable(a, b) && slices.Contains(k.Bound(b), key) {
			return b.Name
		}
	}
	return ""
}

// Check finds what is wrong with the bindings: an unknown action or key name, a move bound to a
// character that needs Shift, a key bound to two actions that conflict, Escape left without a key.
func (k Keys) Check() error {
	for _, name := range slices.Sorted(maps.Keys(k)) {
		a, ok := ActionNamed(name)
		if !ok {
			return fmt.Errorf("[keys] %s: no such action (the actions are: %s)", name, actionNames())
		}
		for _, key := range k[name] {
			switch {
			case !ValidKey(key):
				return fmt.Errorf("[keys] %s: %q is not a key (a key is one character, or one of: %s)", name, key, strings.Join(namedKeys, " "))
			case a.Kind != KindCommand && !HoldableKey(key):
				return fmt.Errorf("[keys] %s: %q needs Shift and cannot be held (a move or a screen key wants a key of its own: a letter, a digit, . , ; / [ ] - = or a named key)", name, key)
			}
		}
	}
	for _, a := range actions {
		for _, key := range k.Bound(a) {
			if o := k.Owner(a, key); o != "" {
				return fmt.Errorf("[keys] %q is bound to both %s and %s", key, o, a.Name)
			}
		}
	}
	if esc, _ := ActionNamed("escape"); len(k.Bound(esc)) == 0 {
		return fmt.Errorf("[keys] escape has no key: every screen needs one to leave it")
	}
	return nil
}

// Bind adds key to action a's keys. A key that another action has is refused, naming that action: the
// player frees it first (Unbind), so that no action loses a key unawares.
func (k Keys) Bind(a BoundAction, key string) error {
	switch {
	case !ValidKey(key):
		return fmt.Errorf("%q is not a key", key)
	case a.Kind != KindCommand && !HoldableKey(key):
		return fmt.Errorf("%s needs Shift: %s wants a key of its own", key, a.Name)
	case slices.Contains(k.Bound(a), key):
		return fmt.Errorf("%s is already %s", key, a.Name)
	}
	if o := k.Owner(a, key); o != "" {
		return fmt.Errorf("%s is already %s: clear that first", key, o)
	}
	k[a.Name] = append(slices.Clone(k.Bound(a)), key)
	return nil
}

// Unbind removes every key of action a (Escape keeps its first: every screen needs a way out).
func (k Keys) Unbind(a BoundAction) {
	if a.Name == "escape" {
		if b := k.Bound(a); len(b) > 0 {
			k[a.Name] = b[:1:1]
		}
		return
	}
	k[a.Name] = []string{}
}

// Reset gives action a its default keys back, unless one of them has gone to another action.
func (k Keys) Reset(a BoundAction) error {
	for _, key := range a.Defaults {
		if o := k.Owner(a, key); o != "" {
			return fmt.Errorf("%s is now %s: clear that first", key, o)
		}
	}
	delete(k, a.Name)
	return nil
}

// Clone is a copy of the bindings that shares nothing with them.
func (k Keys) Clone() Keys {
	c := make(Keys, len(k))
	for n, ks := range k {
		c[n] = slices.Clone(ks)
	}
	return c
}
