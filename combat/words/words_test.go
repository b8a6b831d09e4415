// Tests of the messages of combat/RULES.md (§5, §6, §7.5, §7.6), each against the line it quotes.

package words

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/cleave-game/cleave/combat"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	you      = Noun{You: true}
	kobold   = Noun{Name: "kobold"}
	giantRat = Noun{Name: "giant rat"}
	beetle   = Noun{Name: "cave beetle"}
	sword    = combat.Weapon{Name: "sword", Types: combat.AnyOf(combat.Slashing, combat.Piercing),
		Verbs: [combat.NumDamageTypes]string{combat.Slashing: "slash", combat.Piercing: "stab"}}
	spear = combat.Weapon{Name: "spear", Types: combat.AnyOf(combat.Piercing)}
	axe   = combat.Weapon{Name: "battle axe", Types: combat.AnyOf(combat.Slashing),
		Verbs: [combat.NumDamageTypes]string{combat.Slashing: "cleave"}}
	bite = combat.Weapon{Name: "bite", Types: combat.AnyOf(combat.Piercing),
		Verbs: [combat.NumDamageTypes]string{combat.Piercing: "bite"}}
	club      = combat.Weapon{Name: "club", Types: combat.AnyOf(combat.Bludgeoning)}
	bareHands = combat.Weapon{Name: "bare hands", Types: combat.AnyOf(combat.Bludgeoning),
		Verbs: [combat.NumDamageTypes]string{combat.Bludgeoning: "punch"}}
)

// messageCase is a message a rule asks for: the outcome o of scene s, said as want.
type messageCase struct {
	rule string
	o    combat.Outcome
	s    Scene
	want string
}

func TestMessages(t *testing.T) {
	hit := combat.Outcome{Hit: true, Damage: 5, Dealt: 5}
	cases := []messageCase{
		{"RULES.md §7.6: “The kobold stabs you.”", with(hit, combat.Piercing), Scene{Attacker: kobold, Target: you, Weapon: spear}, "The kobold stabs you."},
		{"RULES.md §6.1: “You slash the giant rat hard!”", crit(with(hit, combat.Slashing)), Scene{Attacker: you, Target: giantRat, Weapon: sword}, "You slash the giant rat hard!"},
		{"RULES.md §7.6: “You stab” (second person)", with(hit, combat.Piercing), Scene{Attacker: you, Target: kobold, Weapon: sword}, "You stab the kobold."},
		{"RULES.md §7.6: “The giant rat bites the kobold.”", with(hit, combat.Piercing), Scene{Attacker: giantRat, Target: kobold, Weapon: bite}, "The giant rat bites the kobold."},
		{"RULES.md §7.6: “You cleave the kobold.”", with(hit, combat.Slashing), Scene{Attacker: you, Target: kobold, Weapon: axe}, "You cleave the kobold."},
		{"a plain hit by default verb", with(hit, combat.Bludgeoning), Scene{Attacker: you, Target: kobold, Weapon: club}, "You hit the kobold."},
		{"RULES.md §6.1: “The kobold hits you hard!”", crit(with(hit, combat.Bludgeoning)), Scene{Attacker: kobold, Target: you, Weapon: club}, "The kobold hits you hard!"},
		{"RULES.md §6.3: a threat on a creature with no vitals is a plain hit, told as one", novitals(with(hit, combat.Bludgeoning)), Scene{Attacker: you, Target: Noun{Name: "skeleton"}, Weapon: club}, "You hit the skeleton."},
		{"RULES.md §5: “The kobold misses you.”", miss(combat.MissPlain), Scene{Attacker: kobold, Target: you, Weapon: spear}, "The kobold misses you."},
		{"a plain miss of yours", miss(combat.MissPlain), Scene{Attacker: you, Target: kobold, Weapon: sword}, "You miss the kobold."},
		{"issue 13: with two weapons a plain miss names the hand", miss(combat.MissPlain), Scene{Attacker: you, Target: kobold, Weapon: combat.Weapon{Name: "dagger"}, Hand: true}, "Your dagger misses the kobold."},
		{"the kobold's two weapons", miss(combat.MissPlain), Scene{Attacker: kobold, Target: you, Weapon: spear, Hand: true}, "The kobold's spear misses you."},
		{"two weapons, the target unseen", miss(combat.MissUnseen), Scene{Attacker: you, Target: kobold, Weapon: sword, Hand: true}, "Your sword misses the kobold."},
		{"RULES.md §5: “You dodge the kobold's spear.” (Dexterity)", miss(combat.MissDexterity), Scene{Attacker: kobold, Target: you, Weapon: spear}, "You dodge the kobold's spear."},
		{"the kobold dodges", miss(combat.MissDexterity), Scene{Attacker: you, Target: kobold, Weapon: sword}, "The kobold dodges your sword."},
		{"RULES.md §5: “The kobold's spear glances off your armour.”", miss(combat.MissArmour), Scene{Attacker: kobold, Target: you, Weapon: spear}, "The kobold's spear glances off your armour."},
		{"armour named", miss(combat.MissArmour), Scene{Attacker: kobold, Target: you, Weapon: spear, Armour: "chain mail shirt"}, "The kobold's spear glances off your chain mail shirt."},
		{"a plural weapon", miss(combat.MissArmour), Scene{Attacker: Noun{Name: "wraith"}, Target: you, Weapon: combat.Weapon{Name: "claws"}, Armour: "chain mail shirt"}, "The wraith's claws glance off your chain mail shirt."},
		{"RULES.md §5: “You block the kobold's spear with your shield.”", miss(combat.MissShield), Scene{Attacker: kobold, Target: you, Weapon: spear}, "You block the kobold's spear with your shield."},
		{"the kobold blocks", miss(combat.MissShield), Scene{Attacker: you, Target: kobold, Weapon: sword, Shield: "buckler"}, "The kobold blocks your sword with its buckler."},
		{"RULES.md §5: “You parry the kobold's spear.”", miss(combat.MissParry), Scene{Attacker: kobold, Target: you, Weapon: spear}, "You parry the kobold's spear."},
		{"the kobold parries", miss(combat.MissParry), Scene{Attacker: you, Target: kobold, Weapon: sword}, "The kobold parries your sword."},
		{"RULES.md §5: “Your sword glances off the cave beetle's shell.” (Natural)", miss(combat.MissNatural), Scene{Attacker: you, Target: beetle, Weapon: sword, Cover: "shell"}, "Your sword glances off the cave beetle's shell."},
		{"RULES.md §5: “Something misses you.”", unseen(miss(combat.MissUnseen)), Scene{Attacker: kobold, Target: you, Weapon: spear}, "Something misses you."},
		{"you miss what you do not see", blind(miss(combat.MissUnseen)), Scene{Attacker: you, Target: kobold, Weapon: sword}, "You miss something."},
		{"you miss what does not see you", unseen(miss(combat.MissUnseen)), Scene{Attacker: you, Target: kobold, Weapon: sword}, "You miss the kobold."},
		{"an unseen hit", unseen(with(hit, combat.Piercing)), Scene{Attacker: kobold, Target: you, Weapon: spear}, "Something stabs you."},
		{"an unseen glance", unseen(glance("chain mail shirt")), Scene{Attacker: kobold, Target: you, Weapon: spear}, "Something glances off your chain mail shirt."},
		{"dodge kind", miss(combat.MissDodge), Scene{Attacker: kobold, Target: you, Weapon: spear}, "You nimbly evade the kobold's spear."},
		{"deflection", miss(combat.MissDeflection), Scene{Attacker: kobold, Target: you, Weapon: spear}, "The kobold's spear veers away from you."},
		{"wall", miss(combat.MissWall), Scene{Attacker: you, Target: Noun{Name: "ghost"}, Weapon: sword}, "Your sword strikes the stone around the ghost."},
		{"RULES.md §7.5: “The kobold's spear glances off your chain mail shirt.” (a glance)", glance("chain mail shirt"), Scene{Attacker: kobold, Target: you, Weapon: spear}, "The kobold's spear glances off your chain mail shirt."},
		{"RULES.md §7.5: “Your sword glances off the cave beetle's shell.” (a glance)", glance("shell"), Scene{Attacker: you, Target: beetle, Weapon: sword}, "Your sword glances off the cave beetle's shell."},
		{"a natural attack without a name", miss(combat.MissDexterity), Scene{Attacker: giantRat, Target: you}, "You dodge the giant rat's attack."},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, Message(c.o, c.s), c.rule)
	}
}

func TestNeverANumber(t *testing.T) {
	// RULES.md §7.6: no message shows a number.
	o := combat.Outcome{Natural: 17, ToHit: 3, Defence: 11, Hit: true, Critical: true, Damage: 19, Dealt: 19, Type: combat.Slashing}
	for _, m := range []string{Message(o, Scene{Attacker: you, Target: kobold, Weapon: sword}), Message(miss(combat.MissArmour), Scene{Attacker: kobold, Target: you})} {
		assert.NotRegexp(t, `[0-9]`, m, "a number shown")
	}
}

func TestThirdPerson(t *testing.T) {
	for v, want := range map[string]string{"stab": "stabs", "slash": "slashes", "bite": "bites", "cleave": "cleaves",
		"parry": "parries", "punch": "punches", "miss": "misses", "hit": "hits", "slay": "slays", "lash out at": "lashes out at"} {
		assert.Equal(t, want, ThirdPerson(v), v)
	}
}

func with(o combat.Outcome, t combat.DamageType) combat.Outcome { o.Type = t; return o }
func crit(o combat.Outcome) combat.Outcome                      { o.Threat, o.Critical = true, true; return o }
func unseen(o combat.Outcome) combat.Outcome                    { o.Unseen = true; return o }
func blind(o combat.Outcome) combat.Outcome                     { o.Blind = true; return o }
func novitals(o combat.Outcome) combat.Outcome                  { o.NoVitals = true; return o }
func miss(r combat.MissReason) combat.Outcome                   { return combat.Outcome{MissReason: r} }
func glance(piece string) combat.Outcome {
	return combat.Outcome{Hit: true, Glance: true, Damage: 2, Soaked: 2, Piece: piece}
}

func TestResolvedMessages(t *testing.T) {
	// Thora's long sword against the kobold, resolved and told: every outcome has its sentence.
	sword := combat.Weapon{Name: "long sword", Damage: combat.Dice{Count: 1, Sides: 9}, ThreatLow: 20,
		Types: combat.AnyOf(combat.Slashing, combat.Piercing)}
	var def combat.Defence
	def.Add(combat.Dexterity, combat.Mod(13))
	k := combat.Defender{Defence: def, HP: 6}
	a := combat.Attack{Str: 15, Dex: 10, Weapon: sword, Skill: combat.RankStep{ToHit: 1, Damage: 1}}
	r := combat.NewRoller(rand.New(rand.NewPCG(3, 4)))
	want := map[string]bool{
		"You slash the kobold.": true, "You stab the kobold.": true,
		"You slash the kobold hard!": true, "You stab the kobold hard!": true,
		"You miss the kobold.": true, "The kobold dodges your long sword.": true,
	}
	seen := map[string]bool{}
	for range 2000 {
		o, err := combat.Resolve(r, a, k)
		require.NoError(t, err)
		m := Message(o, Scene{Attacker: you, Target: kobold, Weapon: sword})
		assert.Truef(t, want[m], "unexpected message %q for %+v", m, o)
		seen[m] = true
	}
	assert.Equal(t, want, seen, "every message is seen")
	assert.Equal(t, "You punch the kobold.", Message(combat.Outcome{Hit: true, Type: combat.Bludgeoning}, Scene{Attacker: you, Target: kobold, Weapon: bareHands}), "bare hands")
}

// TestNoVitalsThreatIsAPlainHit: RULES.md §6.3 — a threat on a creature with no vitals is a plain hit
// with the plain hit's words; "It has no vital spot." is kept for a Vital strike or an exploit, so a
// plain roll is never given away. Every resolved hit on a skeleton reads as the same hit without the threat.
func TestNoVitalsThreatIsAPlainHit(t *testing.T) {
	club := combat.Weapon{Name: "club", Damage: combat.Dice{Count: 1, Sides: 6}, ThreatLow: 12, Multiplier: 2,
		Types: combat.AnyOf(combat.Bludgeoning)}
	a := combat.Attack{Str: 15, Dex: 10, Weapon: club}
	r := combat.NewRoller(rand.New(rand.NewPCG(5, 6)))
	threats, told := 0, map[string]int{}
	for range 500 {
		o, err := combat.Resolve(r, a, combat.Defender{HP: 50, NoVitals: true})
		require.NoError(t, err)
		if o.NoVitals {
			threats++
		}
		plain := o
		plain.NoVitals = false
		s := Scene{Attacker: you, Target: Noun{Name: "skeleton"}, Weapon: club}
		if m := Message(o, s); m != Message(plain, s) || strings.Contains(m, "vital") {
			told[m]++
		}
	}
	assert.Positive(t, threats, "some rolls threatened")
	assert.Empty(t, told, "messages that give away a threat on a creature with no vitals")
}

// TestBlindGlanceNamesNothingUnseen: RULES.md §5 — a party the player does not see is "something", and
// what it wears is not named: a blind attacker's blow glances off something, not off its leather jerkin.
func TestBlindGlanceNamesNothingUnseen(t *testing.T) {
	sword := combat.Weapon{Name: "long sword"}
	s := Scene{Attacker: you, Target: kobold, Weapon: sword, Armour: "leather jerkin", Shield: "buckler", Cover: "shell"}
	cases := map[string]combat.Outcome{
		"a glance":              blind(glance("leather jerkin")),
		"a glance off the hide": blind(glance("")),
		"a miss on armour":      blind(miss(combat.MissArmour)),
		"a miss on the hide":    blind(miss(combat.MissNatural)),
		"a miss on a shield":    blind(miss(combat.MissShield)),
	}
	for name, o := range cases {
		m := Message(o, s)
		for _, w := range []string{"leather jerkin", "buckler", "shell", "kobold", "armour"} {
			assert.NotContains(t, m, w, "%s: %q", name, m)
		}
	}
	assert.Equal(t, "Your long sword glances off something.", Message(blind(glance("leather jerkin")), s))
	// Seen, the piece is named.
	assert.Equal(t, "Your long sword glances off the kobold's leather jerkin.", Message(glance("leather jerkin"), s))
}
