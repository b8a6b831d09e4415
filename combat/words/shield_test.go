// Issue 18: the messages of a shield hit, a hit the shield took (RULES.md §32.2).

package words

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/combat"
)

func TestShieldHitMessages(t *testing.T) {
	atYou := Scene{Attacker: kobold, Target: you, Weapon: spear, Shield: "large shield"}
	o := combat.Outcome{Hit: true, ShieldHit: true, Type: combat.Piercing, Dealt: 3}
	assert.Equal(t, "The kobold stabs you through your large shield.", Message(o, atYou))
	o.Critical = true
	assert.Equal(t, "The kobold stabs you through your large shield hard!", Message(o, atYou))
	o = combat.Outcome{Hit: true, ShieldHit: true, Glance: true, Type: combat.Piercing}
	assert.Equal(t, "The kobold's spear glances off your large shield.", Message(o, atYou))
	mine := Scene{Attacker: you, Target: kobold, Weapon: sword}
	o = combat.Outcome{Hit: true, ShieldHit: true, Type: combat.Slashing, Dealt: 2}
	assert.Equal(t, "You slash the kobold through its shield.", Message(o, mine))
}
