// Tests of the Russian messages of a blow (assets/lang/ru/fight.toml): the same outcomes as words_test.go's,
// said with the cases and genders of assets/lang/ru/names.toml.

package words

import (
	"testing"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRussianMessages: RULES.md §5, §6.1, §7.5 and §7.6's messages in Russian: the target in the accusative
// ("кобольда"), the owner of a weapon in the genitive after it ("копьё кобольда"), "ваш" agreeing with the
// weapon's gender ("ваша булава"), the verb of the person ("рубите", "колет").
func TestRussianMessages(t *testing.T) {
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	spear := combat.Weapon{Name: "spear", Verbs: [combat.NumDamageTypes]string{combat.Piercing: "stab"}}
	mace := combat.Weapon{Name: "mace", Verbs: [combat.NumDamageTypes]string{combat.Bludgeoning: "bash"}}
	lsword := combat.Weapon{Name: "long sword", Verbs: [combat.NumDamageTypes]string{combat.Slashing: "slash"}}
	rat := Noun{Name: "giant rat"}
	hit := combat.Outcome{Hit: true, Damage: 5, Dealt: 5}
	cases := []messageCase{
		{"§7.6 The kobold stabs you.", with(hit, combat.Piercing), Scene{Attacker: kobold, Target: you, Weapon: spear}, "Кобольд колет вас."},
		{"§6.1 You slash the giant rat hard!", crit(with(hit, combat.Slashing)), Scene{Attacker: you, Target: rat, Weapon: lsword}, "Вы рубите гигантскую крысу изо всех сил!"},
		{"§5 The kobold misses you.", miss(combat.MissPlain), Scene{Attacker: kobold, Target: you, Weapon: spear}, "Кобольд не попадает в вас."},
		{"§5 You dodge the kobold's spear.", miss(combat.MissDexterity), Scene{Attacker: kobold, Target: you, Weapon: spear}, "Вы уклоняетесь от копья кобольда."},
		{"§5 You block the kobold's spear with your shield.", miss(combat.MissShield), Scene{Attacker: kobold, Target: you, Weapon: spear, Shield: "large shield"}, "Вы блокируете копьё кобольда своим большим щитом."},
		{"§5 The kobold parries your mace.", miss(combat.MissParry), Scene{Attacker: you, Target: kobold, Weapon: mace}, "Кобольд парирует вашу булаву."},
		{"§7.5 The kobold's spear glances off your chain mail shirt.", glance("chain mail shirt"), Scene{Attacker: kobold, Target: you, Weapon: spear}, "Копьё кобольда соскальзывает с вашей кольчуги."},
		{"§7.5 Your long sword glances off the cave beetle's shell.", glance("shell"), Scene{Attacker: you, Target: beetle, Weapon: lsword}, "Ваш длинный меч соскальзывает с панциря пещерного жука."},
		{"§5 Something misses you.", unseen(miss(combat.MissUnseen)), Scene{Attacker: kobold, Target: you, Weapon: spear}, "Нечто не попадает в вас."},
		{"a thrown spear", with(hit, combat.Piercing), Scene{Attacker: you, Target: rat, Weapon: spear, Object: true, Thrown: true}, "Ваше брошенное копьё колет гигантскую крысу."},
	}
	for _, c := range cases {
		c.s.Lang = ru
		assert.Equal(t, c.want, Message(c.o, c.s), c.rule)
	}
}
