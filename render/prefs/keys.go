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
}

// bind is an action of the table: its name in settings.toml, its default keys (their names, as
// settings.toml writes them, apart by spaces), its kind and its direction. What an action does, in words,
// is the catalogue's (assets/lang, keys.<name>).
func bind(name, defaults string, kind BindingKind, dx, dy int) BoundAction {
	return BoundAction{Name: name, Kind: kind, Defaults: keyNames(defaults), DX: dx, DY: dy}
}

// keyNames are the names of keys (or buttons) in s, apart by spaces, as settings.toml writes them: names,
// never words.
func keyNames(s string) []string { return strings.Fields(s) }

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
	bind("north", "k Up Numpad8", KindMove, 0, -1),
	bind("south", "j Down Numpad2", KindMove, 0, 1),
	bind("west", "h Left Numpad4", KindMove, -1, 0),
	bind("east", "l Right Numpad6", KindMove, 1, 0),
	bind("northwest", "y Numpad7 Home", KindMove, -1, -1),
	bind("northeast", "u Numpad9 PageUp", KindMove, 1, -1),
	bind("southwest", "b Numpad1 End", KindMove, -1, 1),
	bind("southeast", "n Numpad3 PageDown", KindMove, 1, 1),
	bind("wait", ". Numpad5", KindMove, 0, 0),
	bind("escape", "Escape", KindPress, 0, 0),
	bind("enter", "Enter NumpadEnter", KindPress, 0, 0),
	bind("tab", "Tab", KindPress, 0, 0),
	bind("page_up", "PageUp", KindPress, 0, 0),
	bind("page_down", "PageDown", KindPress, 0, 0),
	bind("fullscreen", "F11", KindPress, 0, 0),
	bind("descend", ">", KindCommand, 0, 0),
	bind("ascend", "<", KindCommand, 0, 0),
	bind("fire", "t f", KindCommand, 0, 0),
	bind("quiver", "(", KindCommand, 0, 0),
	bind("throw", "T", KindCommand, 0, 0),
	bind("bash", "x", KindCommand, 0, 0),
	bind("close_door", "c", KindCommand, 0, 0),
	bind("quit", "Q", KindCommand, 0, 0),
	bind("give_up", "#", KindCommand, 0, 0),
	bind("pick_up", "g ,", KindCommand, 0, 0),
	bind("drop", "d", KindCommand, 0, 0),
	bind("quaff", "q", KindCommand, 0, 0),
	bind("read", "e", KindCommand, 0, 0),
	bind("wield", "w", KindCommand, 0, 0),
	bind("wield_off", "W", KindCommand, 0, 0),
	bind("take_off", "r", KindCommand, 0, 0),
	bind("inventory", "i", KindCommand, 0, 0),
	bind("describe_here", "v", KindCommand, 0, 0),
	bind("look", ";", KindCommand, 0, 0),
	bind("surroundings", "A", KindCommand, 0, 0),
	bind("character", "@", KindCommand, 0, 0),
	bind("help", "?", KindCommand, 0, 0),
	bind("history", "P", KindCommand, 0, 0),
	bind("overview", "X", KindCommand, 0, 0),
	bind("find", "F", KindCommand, 0, 0),
	bind("bestiary", "M ~", KindCommand, 0, 0),
	bind("settings", "O", KindCommand, 0, 0),
	bind("menu", "`", KindCommand, 0, 0),
	bind("sandbox", "&", KindCommand, 0, 0),
	bind("mute", "m", KindCommand, 0, 0),
	bind("stance_down", "[", KindCommand, 0, 0),
	bind("stance_up", "]", KindCommand, 0, 0),
	bind("cast", "z", KindCommand, 0, 0),
	bind("search", "s", KindCommand, 0, 0),
	bind("disarm", "D", KindCommand, 0, 0),
	bind("zoom_in", "+ =", KindCommand, 0, 0),
	bind("zoom_out", "-", KindCommand, 0, 0),
	bind("explore", "o", KindCommand, 0, 0),
	bind("rest", "R", KindCommand, 0, 0),
	bind("run_north", "K", KindCommand, 0, 0),
	bind("run_south", "J", KindCommand, 0, 0),
	bind("run_west", "H", KindCommand, 0, 0),
	bind("run_east", "L", KindCommand, 0, 0),
	bind("run_northwest", "Y", KindCommand, 0, 0),
	bind("run_northeast", "U", KindCommand, 0, 0),
	bind("run_southwest", "B", KindCommand, 0, 0),
	bind("run_southeast", "N", KindCommand, 0, 0),
	bind("stance_1", "1", KindCommand, 0, 0),
	bind("stance_2", "2", KindCommand, 0, 0),
	bind("stance_3", "3", KindCommand, 0, 0),
	bind("stance_4", "4", KindCommand, 0, 0),
	bind("stance_5", "5", KindCommand, 0, 0),
	bind("stance_6", "6", KindCommand, 0, 0),
	bind("stance_7", "7", KindCommand, 0, 0),
	bind("stance_8", "8", KindCommand, 0, 0),
	bind("stance_9", "9", KindCommand, 0, 0),
}

// namedKeys are the names of the keys that type no character, as settings.toml writes them.
var namedKeys = slices.Concat(
	keyNames("Up Down Left Right Escape Enter NumpadEnter Tab PageUp PageDown Home End Insert Delete Backspace Space"),
	keyNames("F1 F2 F3 F4 F5 F6 F7 F8 F9 F10 F11 F12"),
	keyNames("Numpad0 Numpad1 Numpad2 Numpad3 Numpad4 Numpad5 Numpad6 Numpad7 Numpad8 Numpad9"),
	keyNames("NumpadDecimal NumpadAdd NumpadSubtract NumpadMultiply NumpadDivide"))

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
