// The rule sets' numbers on the screens (issue 31, RULES.md §32): what the rule set's Sheet shows is what its
// own functions compute, and a stance's effects as the @ screen works them out are those of taking it.

package game

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/drn"
	"github.com/cleave-game/cleave/combat/ruleset/nethack"
	"github.com/cleave-game/cleave/combat/ruleset/thac0"
	"github.com/cleave-game/cleave/combat/ruleset/tiers"
)

// rules: RULES.md §32 — the @ screen shows a rule set's numbers "in its own terms": each value the Sheet
// gives is the one the rule set's numbers work out for the player's bump and defender (§33 thac0's AC and
// THAC0, §34 nethack's AC, level and Luck, §32.2 drn's Attack, Defence, Protection and fatigue, §35 tiers'
// Defence bonus and Guard Points; the chapter's Dv and Pv, §6 and §8).
func TestSheetNumbersAreTheRuleSetsOwn(t *testing.T) {
	for _, name := range []string{"cleave", "thac0", "nethack", "drn", "tiers"} {
		g := arena(t, "warrior")
		under(t, g, name)
		pl := g.Player
		s := g.RulesSheet(pl)
		g.arms.knownOnly = true
		bump := g.arms.bumpStrike(pl).attack
		bump.Adjacent = true
		b := g.arms.blowOf(pl, pl, bump, g.arms.defenderOf(pl))
		want := map[string]int{}
		switch name {
		case "cleave":
			cs := g.CharacterSheet(pl)
			want["Dv"], want["Pv"] = cs.Dv, cs.Pv
		case "thac0":
			n := numbers[*thac0.Numbers](t, g)
			want["AC"], want["THAC0"], want["level"] = n.DefenceOf(b).AC, n.AttackOf(b).THAC0, n.Level(b.To, b.Attack)
		case "nethack":
			n := numbers[*nethack.Numbers](t, g)
			want["AC"], want["level"], want["XP"], want["Luck"] = n.DefenceOf(b).AC, n.ExpLevelOf(b.To), 0, n.LuckOf(b.To, g.Time)
		case "drn":
			n := numbers[*drn.Numbers](t, g)
			d := n.DefenceOf(b)
			want["Attack"], want["Defence"], want["Protection"], want["Fatigue"] = n.AttackOf(b).Attack, d.Defence, d.Protection, n.Fatigue(b.To, g.Time)
		case "tiers":
			n := numbers[*tiers.Numbers](t, g)
			want["Defence"], want["Guard Points"] = n.DefenceOf(b).Bonus, n.GuardPoints(b.To, g.Time)
		}
		g.arms.knownOnly = false
		got := map[string]int{}
		for _, n := range s.Numbers {
			got[n.Name] = n.Value
		}
		assert.Equal(t, want, got, "%s: the sheet's numbers are the rule set's", name)
	}
}

// rules: RULES.md §11 — a stance changes the attack's to hit and damage and the Dodge kind of Defence; what
// the @ screen says a stance changes under a rule set (StanceEffects, worked out on the neutral stance's
// blow) is what taking that stance changes in the rule set's numbers.
func TestStanceEffectsAreTakingTheStance(t *testing.T) {
	for _, name := range []string{"cleave", "thac0", "nethack", "drn", "tiers"} {
		g := arena(t, "warrior")
		under(t, g, name)
		pl := g.Player
		all := func() []ruleset.Number {
			s := g.RulesSheet(pl)
			return append(append([]ruleset.Number(nil), s.Numbers...), s.Attack...)
		}
		effects := g.StanceEffects(pl)
		require.Len(t, effects, len(g.data.Stances))
		pl.Stance = "neutral"
		base := all()
		for _, e := range effects {
			pl.Stance = e.Stance
			var seen []ruleset.Change
			for _, c := range ruleset.Changes(base, all()) {
				if !containsName(seen, c.Name) {
					seen = append(seen, c)
				}
			}
			assert.Equal(t, seen, e.Changes, "%s, %s", name, e.Stance)
		}
		pl.Stance = "neutral"
	}
	g := arena(t, "warrior")
	under(t, g, "nethack")
	assert.Equal(t, []string{"to hit -4"}, g.StanceEffects(g.Player)[0].Nothing, "RULES.md §34.2: the stance is no part of NetHack's sum")
	under(t, g, "tiers")
	assert.Equal(t, []string{"damage -3"}, g.StanceEffects(g.Player)[0].Nothing, "RULES.md §35: the damage tiers are the weapon's")
	under(t, g, "cleave")
	assert.Empty(t, g.StanceEffects(g.Player)[0].Nothing)
}

func containsName(cs []ruleset.Change, name string) bool {
	for _, c := range cs {
		if c.Name == name {
			return true
		}
	}
	return false
}
