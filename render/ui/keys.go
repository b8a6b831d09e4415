// Key bindings in the model: the keys the player bound (prefs.Keys) turned back into the characters and
// keys the screens know, so that the screens' code is the same whatever the bindings.

package ui

import (
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/render/prefs"
)

// binds are the bindings made ready for lookups: for each key, the action it does.
type binds struct {
	keys    prefs.Keys
	actions map[string]prefs.BoundAction // a key → its action (a key of the pager and a move: the move)
	version int
}

// compile makes the lookup of bindings k.
func compile(k prefs.Keys, version int) binds {
	b := binds{keys: k, actions: map[string]prefs.BoundAction{}, version: version}
	for _, a := range prefs.Actions() {
		for _, key := range k.Bound(a) {
			if _, ok := b.actions[key]; !ok || a.Kind == prefs.KindMove {
				b.actions[key] = a
			}
		}
	}
	return b
}

// translate rewrites the tick's commands on the screens that take them (play, aim, look) into the
// characters the screens know: the touch bar's commands as they are, then the named keys and the typed
// characters through the bindings (a key bound to a command becomes its character; a key bound to a move
// or a screen key, or to nothing, types nothing here).
func (m *Model) translate(in *Input) {
	switch m.screen.(type) {
	case *Play, *Aim, *Look:
	default:
		return
	}
	out := append(m.typed[:0], in.Commands...)
	for _, k := range in.Keys {
		if a, ok := m.binds.actions[k]; ok && a.Kind == prefs.KindCommand {
			out = append(out, a.Rune())
		}
	}
	for _, c := range in.Typed {
		if c == RulesPageKey { // a click or tap on the side panel's "Rules:" line
			out = append(out, c)
			continue
		}
		if a, ok := m.binds.actions[string(c)]; ok && a.Kind == prefs.KindCommand {
			out = append(out, a.Rune())
		}
	}
	m.typed = out
	in.Typed = out
}

// KeyMove is a key that moves (held, with repeat), and its direction (zero: the wait).
type KeyMove struct {
	Name string
	Dir  gruid.Point
}

// KeyPress is a key that is a key of interest of the screens (Escape, Enter, ...).
type KeyPress struct {
	Name string
	Key  Key
}

// pressKey is the key of interest of the screen key's action named name (0 for none).
func pressKey(name string) Key {
	switch name {
	case "escape":
		return KeyEscape
	case "enter":
		return KeyEnter
	case "tab":
		return KeyTab
	case "page_up":
		return KeyPageUp
	case "page_down":
		return KeyPageDown
	case "fullscreen":
		return KeyFullscreen
	}
	return 0
}

// KeysVersion changes whenever the bindings do: the renderer reads MoveKeys and PressKeys again then.
func (m *Model) KeysVersion() int { return m.binds.version }

// MoveKeys are the keys the renderer reads as moves, in the order of the actions.
func (m *Model) MoveKeys() []KeyMove {
	var ks []KeyMove
	for _, a := range prefs.Actions() {
		if a.Kind == prefs.KindMove {
			for _, k := range m.binds.keys.Bound(a) {
				ks = append(ks, KeyMove{Name: k, Dir: gruid.Point{X: a.DX, Y: a.DY}})
			}
		}
	}
	return ks
}

// PressKeys are the keys the renderer reads as the screens' keys.
func (m *Model) PressKeys() []KeyPress {
	var ks []KeyPress
	for _, a := range prefs.Actions() {
		if k := pressKey(a.Name); k != 0 {
			for _, name := range m.binds.keys.Bound(a) {
				ks = append(ks, KeyPress{Name: name, Key: k})
			}
		}
	}
	return ks
}

// KeyLabel is how the help and the settings screen write a key: "PgUp" for PageUp, "PgDn" for PageDown,
// the others as settings.toml does.
func KeyLabel(k string) string {
	switch k {
	case "PageUp":
		return "PgUp"
	case "PageDown":
		return "PgDn"
	}
	return k
}

// keysOf writes the keys of the action named name under bindings k, as the help does in language l:
// "t  or  f"; "(none)" for an action without a key.
func keysOf(l *text.Lang, k prefs.Keys, name string) string {
	a, ok := prefs.ActionNamed(name)
	if !ok {
		return "?" + name
	}
	ks := k.Bound(a)
	if len(ks) == 0 {
		return l.Say("menu.key.none")
	}
	labels := make([]string, len(ks))
	for i, key := range ks {
		labels[i] = KeyLabel(key)
	}
	return strings.Join(labels, l.Say("menu.key.or"))
}

// firstKeyOf writes the first key of the action named name under bindings k ("(none)" for none).
func firstKeyOf(l *text.Lang, k prefs.Keys, name string) string {
	if a, ok := prefs.ActionNamed(name); ok && len(k.Bound(a)) > 0 {
		return KeyLabel(k.Bound(a)[0])
	}
	return keysOf(l, k, name)
}

// PanelHint is the side panel's foot in language l, with the keys as bound: "? keys  X map  - + zoom".
func PanelHint(l *text.Lang, k prefs.Keys) string {
	return l.Say("menu.key.panel_hint", helpArgs(l, k)...)
}

// ActionHelp is what action a does, in a few words of language l (the settings screen's rows).
func ActionHelp(l *text.Lang, a prefs.BoundAction) string { return l.Say("keys." + a.Name) }
