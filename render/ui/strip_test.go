package ui

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset"
)

// TestStripLineKeepsNumbersWhole: the strip a phone shows for the side panel writes as many of the player's
// numbers as fit, each whole, never one cut in the middle (issue 32, defect 2: every screen fits its width;
// render/doc/phone-look.png showed "Pv 3, 4 vs s" before).
func TestStripLineKeepsNumbersWhole(t *testing.T) {
	sb := Sidebar{HP: 27, MaxHP: 27, Depth: 1, Stance: "neutral",
		Numbers: []ruleset.Number{{Name: "Dv", Value: 15}, {Name: "Pv", Text: "3, 4 vs slashing"}}}
	require.Equal(t, "27/27  Depth 1  neutral  Dv 15  Pv 3, 4 vs slashing", sb.StripLine(80))
	require.Equal(t, "27/27  Depth 1  neutral  Dv 15", sb.StripLine(40), "the Protection does not fit whole: it is left out")
	require.Equal(t, "27/27  Depth 1  neutral", sb.StripLine(28))
	for n := 20; n <= 60; n++ {
		line := sb.StripLine(n)
		if len(line) > len("27/27  Depth 1  neutral") {
			require.LessOrEqual(t, len(line), n, "width %d", n)
		}
	}
}
