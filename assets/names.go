// Names the code needs: the entries every data set must have, and the ways of fighting.

package assets

// The entries the game cannot do without; a load without them fails.
const (
	// BareHands is the weapons.toml row of an empty hand.
	BareHands = "bare hands"
	// NeutralStance is the stances.toml row of no stance, the one every character starts in.
	NeutralStance = "neutral"
)

// MaxStances is how many stances the data may give: the keys 1 to 9 choose them, in the file's order.
const MaxStances = 9

// The ways of fighting a fighting style counts in: the "when" of a style in skills.toml. The
// game tells which way a character fights; the data says which style trains and rewards it.
const (
	StyleSwordAndBoard = "sword_and_board" // a one-handed weapon and a shield
	StyleTwoShields    = "two_shields"     // a shield in each hand
	StyleTwinBlades    = "twin_blades"     // a weapon in each hand
	StyleDuelist       = "duelist"         // one one-handed weapon, the other hand empty
	StyleStaff         = "staff"           // a weapon of the staff style's weapon_skill
	StyleArcher        = "archer"          // shooting
	StyleTwoHanded     = "two_handed"      // a weapon held in both hands
)

// styleWhens are the ways of fighting a style may count in, for the loader's check.
func styleWhens() []string {
	return []string{StyleSwordAndBoard, StyleTwoShields, StyleTwinBlades, StyleDuelist, StyleStaff, StyleArcher, StyleTwoHanded}
}
