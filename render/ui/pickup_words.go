// Auto-pickup's kinds in the interface's language: the settings screen's rows say each kind by
// pickup.toml's text, or a language's data/pickup.toml by the kind's name.

package ui

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
)

// pickupIn are the kinds of auto-pickup with their texts in l (a copy: the data's stay English).
func pickupIn(l *text.Lang, kinds []assets.PickupKind) []assets.PickupKind {
	out := make([]assets.PickupKind, len(kinds))
	for i, k := range kinds {
		k.Text = dataText(l, "pickup", k.Name, "", k.Text)
		out[i] = k
	}
	return out
}
