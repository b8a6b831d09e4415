// Tests of the words of a thrown object (RULES.md §13.2): the thing is named, and a hit is told of it.

package words

import (
	"testing"

	"github.com/cleave-game/cleave/combat"
	"github.com/stretchr/testify/assert"
)

// TestThrownObjectHits: issue 11 point 2, a thrown helm hits on its own ("Your iron helm hits the
// kobold."), is dodged as itself, and an unseen thrower's is "something".
func TestThrownObjectHits(t *testing.T) {
	helm := combat.Weapon{Name: "iron helm", Types: combat.AnyOf(combat.Bludgeoning)}
	hit := combat.Outcome{Hit: true, Damage: 2, Dealt: 2, Type: combat.Bludgeoning}
	thrown := Scene{Attacker: you, Target: kobold, Weapon: helm, Object: true}
	assert.Equal(t, "Your iron helm hits the kobold.", Message(hit, thrown))
	crit := hit
	crit.Critical = true
	assert.Equal(t, "Your iron helm hits the kobold hard!", Message(crit, thrown))
	assert.Equal(t, "The kobold dodges your iron helm.", Message(combat.Outcome{MissReason: combat.MissDexterity}, thrown))
	atYou := Scene{Attacker: kobold, Target: you, Weapon: helm, Object: true}
	assert.Equal(t, "The kobold's iron helm hits you.", Message(hit, atYou))
	boots := Scene{Attacker: you, Target: kobold, Weapon: combat.Weapon{Name: "pair of iron-shod boots", Types: combat.AnyOf(combat.Bludgeoning)}, Object: true}
	assert.Equal(t, "Your pair of iron-shod boots hits the kobold.", Message(hit, boots))
	assert.Equal(t, "Your pair of iron-shod boots glances off the kobold's hide.", Message(combat.Outcome{MissReason: combat.MissNatural}, boots), "a pair is one")
	unseen := hit
	unseen.Unseen = true
	assert.Equal(t, "Something hits you.", Message(unseen, atYou))
}
