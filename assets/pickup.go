// Auto-pickup's kinds of item (pickup.toml): what a walk picks up when it steps on it, each a switch of the
// player's settings. The rule of what each takes is the game's (game/pickup.go).

package assets

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// PickupKind is a kind of item of pickup.toml: a switch of auto-pickup.
type PickupKind struct {
	Name    string // the key of settings.toml's [pickup] table: "potions"
	Text    string // the settings screen's row: "potions"
	Items   string // which items: one of PickupItems
	Default bool   // on unless the player switches it off
}

// PickupItems are the values of pickup.toml's items: the classes of item the game's auto-pickup tells apart.
var PickupItems = []string{"ammunition", "potion", "scroll", "jewellery", "weapon", "armour"}

// pickupName is what a kind's name may be: a bare key of a toml table.
var pickupName = regexp.MustCompile(`^[a-z0-9_]+$`)

type pickupFile struct {
	Kind []pickupRow `toml:"kind"`
}

type pickupRow struct {
	Name    string `toml:"name"`
	Text    string `toml:"text"`
	Items   string `toml:"items"`
	Default bool   `toml:"default"`
}

func (l *loader) pickupFile(file string, data []byte) {
	kinds := newNames("pickup kind", "pickup.toml")
	items := map[string]int{} // items → the line of the kind that has it
	for _, g := range decodeGroups[pickupFile](file, data, &l.errs) {
		if g.table != "kind" || !register(g, kinds, len(l.d.Pickup)) || len(g.val.Kind) != 1 {
			continue
		}
		r := g.val.Kind[0]
		if !g.require("text", "items") {
			continue
		}
		if !pickupName.MatchString(r.Name) {
			g.errorf("name", "name %q: a pickup kind's name is lower-case letters, digits and _ (a key of settings.toml)", clip(r.Name))
		}
		if strings.TrimSpace(r.Text) == "" {
			g.errorf("text", "text must be a non-empty string")
		}
		switch line, dup := items[r.Items]; {
		case !slices.Contains(PickupItems, r.Items):
			g.errorf("items", "items %q is not one of %s", clip(r.Items), strings.Join(PickupItems, ", "))
		case dup:
			g.errorf("items", "items %q again: the kind at line %d has them", clip(r.Items), line)
		default:
			items[r.Items] = g.at("items").line
		}
		l.d.Pickup = append(l.d.Pickup, PickupKind(r))
	}
}

// PickupKind is pickup.toml's kind named name (case ignored).
func (d *Data) PickupKind(name string) (int, bool) {
	i := slices.IndexFunc(d.Pickup, func(k PickupKind) bool { return strings.EqualFold(k.Name, name) })
	return i, i >= 0
}

// EmbeddedPickup are the embedded pickup.toml's kinds: the names settings.toml's [pickup] table may switch.
func EmbeddedPickup() ([]PickupKind, error) {
	b, err := readData(Files, "pickup.toml")
	if err != nil {
		return nil, fmt.Errorf("reading embedded pickup.toml: %w", err)
	}
	l := newLoader()
	l.pickupFile("assets/pickup.toml", b)
	if len(l.errs) > 0 {
		return nil, shown(l.errs)
	}
	return l.d.Pickup, nil
}
