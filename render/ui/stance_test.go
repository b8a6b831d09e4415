package ui

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// TestStancesExplained: the help lists every stance with its key and what it gives, from stances.toml's
// numbers, in lines that fit the screen; the @ screen's words say the same numbers.
func TestStancesExplained(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	help := strings.Join(HelpLines(d), "\n")
	assert.Contains(t, help, "1 coward: hit -4 damage -3 Dodge +4")
	assert.Contains(t, help, "3 neutral: stamina +1", "RULES.md §26.1: stamina by stance, from stances.toml")
	assert.Contains(t, help, "5 frenzy: hit +2 damage +4 Defence -3")
	for _, l := range HelpLines(d) {
		assert.LessOrEqual(t, len(l), helpWidth, "%q is wider than the help", l)
	}
	assert.Equal(t, "to hit +1, damage +2, Defence -1, stamina -1", StanceGives(d.Stances[3], true))
	assert.Contains(t, help, "Changing stance takes 3s", "RULES.md §26.4: the help says what a stance change costs")

	// From the data, not the code: a designer's numbers show.
	d.Stances[0].ToHit, d.Stances[0].Dodge = -5, 0
	assert.Contains(t, strings.Join(HelpLines(d), "\n"), "1 coward: hit -5 damage -3 stamina +3")
	d.Stances[2].Stamina = 0
	assert.Contains(t, strings.Join(HelpLines(d), "\n"), "3 neutral: nothing")
}
