// Gamepad bindings: the buttons of the standard gamepad layout (W3C's, which Ebitengine follows) and the
// action each does ([pad] in settings.toml). The d-pad and the left stick always move; the other buttons
// do an action of the key bindings (keys.go): the wait, a screen key or a command.

package prefs

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// PadButtons are the names of the standard layout's buttons, in the order of Ebitengine's
// StandardGamepadButton (RightBottom, RightRight, RightLeft, RightTop, FrontTopLeft, FrontTopRight,
// FrontBottomLeft, FrontBottomRight, CenterLeft, CenterRight, LeftStick, RightStick, LeftTop, LeftBottom,
// LeftLeft, LeftRight, CenterCenter), named as on an Xbox pad: A is the bottom face button.
var padButtons = keyNames("A B X Y LB RB LT RT Back Start LS RS DpadUp DpadDown DpadLeft DpadRight Home")

// PadButtonCount is how many buttons the standard layout has.
const PadButtonCount = 17

// The d-pad's buttons, by their index in PadButtons: they move, and cannot be bound.
const (
	PadUp, PadDown, PadLeft, PadRight = 12, 13, 14, 15
)

// PadButtons are the names of the standard layout's buttons, by index (a copy).
func PadButtons() []string { return slices.Clone(padButtons) }

// bindablePad reports whether button b can be bound: not the d-pad (it moves) nor Home (the system's).
func bindablePad(b string) bool {
	i := slices.Index(padButtons, b)
	return i >= 0 && i < PadUp
}

// padDefaults are the default buttons of the actions: confirm and cancel on A and B, the wait on X, the
// look on Y, fire on the right bumper and the next foe on the left, auto-explore and pick up on the
// triggers, the menu (menu.go in render/ui: the settings, the bestiary and the other screens) on Start, the inventory on Back, the stairs on the sticks'
// clicks.
var padDefaults = padPairs("enter A escape B wait X look Y fire RB tab LB explore RT pick_up LT menu Start inventory Back descend LS ascend RS")

// padPairs reads pairs of an action's name and its button's, apart by spaces, as settings.toml names them.
func padPairs(s string) map[string]string {
	f := keyNames(s)
	m := make(map[string]string, len(f)/2)
	for i := 0; i+1 < len(f); i += 2 {
		m[f[i]] = f[i+1]
	}
	return m
}

// Pad are the gamepad bindings: for an action's name, its button ("" unbinds it). An action not in the
// map has its default button, if any.
type Pad map[string]string

// PadButton is the button of action a under these bindings ("" for none).
func (p Pad) PadButton(a BoundAction) string {
	if b, ok := p[a.Name]; ok {
		return b
	}
	return padDefaults[a.Name]
}

// PadActions are the actions of the buttons under these bindings, by button index (ok false: none).
func (p Pad) PadActions() (acts [PadButtonCount]BoundAction, ok [PadButtonCount]bool) {
	for _, a := range actions {
		if b := p.PadButton(a); b != "" {
			i := slices.Index(padButtons, b)
			acts[i], ok[i] = a, true
		}
	}
	return acts, ok
}

// padBindable reports whether action a can have a button: the wait, the screens' keys and the commands
// (the d-pad and the stick do the moves).
func padBindable(a BoundAction) bool { return a.Kind != KindMove || (a.DX == 0 && a.DY == 0) }

// Check finds what is wrong with the gamepad bindings: an unknown action or button, a move (the d-pad's),
// a button bound to two actions.
func (p Pad) Check() error {
	for _, name := range slices.Sorted(maps.Keys(p)) {
		a, ok := ActionNamed(name)
		switch b := p[name]; {
		case !ok:
			return fmt.Errorf("[pad] %s: no such action (the actions are: %s)", name, actionNames())
		case !padBindable(a):
			return fmt.Errorf("[pad] %s: the d-pad and the left stick move, no button does", name)
		case b != "" && !bindablePad(b):
			return fmt.Errorf("[pad] %s: %q is not a button (the buttons are: %s)", name, b, strings.Join(padButtons[:PadUp], " "))
		}
	}
	owner := map[string]string{}
	for _, a := range actions {
		b := p.PadButton(a)
		if b == "" {
			continue
		}
		if o, ok := owner[b]; ok {
			return fmt.Errorf("[pad] %q is bound to both %s and %s", b, o, a.Name)
		}
		owner[b] = a.Name
	}
	return nil
}

// BindPad gives action a button b. An action that had b takes a's button in exchange (none if a had
// none), so that a player with only the pad can rebind every button; but confirm and cancel keep a button
// each, the pad's only way through the screens.
func (p Pad) BindPad(a BoundAction, b string) error {
	switch {
	case !padBindable(a):
		return fmt.Errorf("%s moves with the d-pad or the stick", a.Name)
	case !bindablePad(b):
		return fmt.Errorf("%s is not a button to bind", b)
	}
	mine := p.PadButton(a)
	for _, o := range actions {
		if o.Name == a.Name || p.PadButton(o) != b {
			continue
		}
		if mine == "" && (o.Name == "enter" || o.Name == "escape") {
			return fmt.Errorf("%s is %s, which the pad needs", b, o.Name)
		}
		p[o.Name] = mine
	}
	p[a.Name] = b
	return nil
}
