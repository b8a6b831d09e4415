// The words a rule set writes for the screens, in the language of the blow (Blow.Lang): the catalogue's
// ruleset.* and combat.* texts (assets/lang), the numbers the rule set's.

package ruleset

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
)

// SayTypes is damage types s in language l, as an attack of the @ screen writes them: "slashing or
// piercing".
func SayTypes(l *text.Lang, s combat.DamageTypes) string {
	var names []string
	for t := range combat.NumDamageTypes {
		if s.Has(t) {
			names = append(names, l.Say("combat.damage."+t.String()))
		}
	}
	switch len(names) {
	case 0:
		return l.Say("combat.damage.none")
	case 1:
		return names[0]
	}
	return l.Say("combat.damage.or", text.S("rest", strings.Join(names[:len(names)-1], ", ")), text.S("last", names[len(names)-1]))
}

// SayAttack is attack a as the chapter writes it on the @ screen, in language l: "+3 to hit, 1d9+3 slashing
// or piercing" (combat.FormatAttack's, in English).
func SayAttack(l *text.Lang, a combat.Attack) string {
	p := a.Profile()
	return l.Say("ruleset.attack.chapter", Signed("hit", p.ToHit), text.S("dice", p.Damage.String()),
		text.S("types", SayTypes(l, a.Weapon.Types)))
}

// Signed is an argument of a number written with its sign: "+3", "-1".
func Signed(name string, n int) text.Arg { return text.S(name, fmt.Sprintf("%+d", n)) }

// Num is an argument of a number as the screens write it: "13".
func Num(name string, n int) text.Arg { return text.S(name, fmt.Sprint(n)) }

// Yes is a flag as a template's select reads it: "true", "false".
func Yes(name string, b bool) text.Arg { return text.S(name, fmt.Sprint(b)) }
