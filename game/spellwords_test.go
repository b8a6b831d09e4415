package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat"
)

// A spell's line of the log, kept once made (sayKept, issue 35), is the line made afresh (spellWords: what a
// spell did, in words, RULES.md §28) for every caster (none, the player, a creature, the target itself),
// target (the player, a creature), spell of the data and outcome (missed, glanced, hit, resisted, weak),
// asked in that order and then again: a fact the key left out would give a line kept for another.
func TestSpellLinesAsMade(t *testing.T) {
	g := crowd(t, 4)
	pl, c1, c2 := g.Player, g.Creatures[0], g.Creatures[1]
	for i := range g.Visible {
		g.Visible[i] = true
	}
	outcomes := []combat.Outcome{{}, {Hit: true, Glance: true}, {Hit: true}, {Hit: true, Resisted: 2}, {Hit: true, Resisted: -1}}
	told := 0
	for range 2 {
		for _, tgt := range []*Actor{pl, c2} {
			for _, a := range []*Actor{nil, pl, c1, tgt} {
				for i := range g.data.Spells {
					sp := &g.data.Spells[i]
					for _, o := range outcomes {
						g.spells.tellSpell(a, tgt, sp, o)
						require.NotEmpty(t, g.Log)
						require.Equal(t, g.spells.spellWords(a, tgt, sp, o), g.Log[len(g.Log)-1].Text, "%v casts %s at %s: %+v", a != nil, sp.Name, tgt.Name, o)
						told++
					}
				}
			}
		}
	}
	assert.Greater(t, told, 40, "lines told")
}
