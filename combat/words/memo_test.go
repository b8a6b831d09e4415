package words

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/cleave-game/cleave/combat"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// memoRead are the fields of an Outcome a Memo keys its messages by: what Message reads.
var memoRead = map[string]bool{"Hit": true, "Glance": true, "ShieldHit": true, "Critical": true, "Unseen": true,
	"Blind": true, "MissReason": true, "Type": true, "Piece": true}

// randomBlow is an outcome and a scene drawn from the cases the messages tell (combat/RULES.md §5–§7).
func randomBlow(r *rand.Rand) (combat.Outcome, Scene, string) {
	nouns := []Noun{you, kobold, giantRat, beetle, {Name: "Thora", Gender: "f"}}
	weapons := []combat.Weapon{sword, spear, axe, bite, club, bareHands, {}, {Name: "claws"}}
	o := combat.Outcome{Hit: r.IntN(2) == 0, Glance: r.IntN(3) == 0, ShieldHit: r.IntN(4) == 0,
		Critical: r.IntN(3) == 0, Unseen: r.IntN(4) == 0, Blind: r.IntN(4) == 0,
		MissReason: combat.MissReason(r.IntN(12)), Type: combat.DamageType(r.IntN(int(combat.NumDamageTypes) + 1)),
		Piece: []string{"", "chain mail", "helm"}[r.IntN(3)], Dealt: r.IntN(9), Natural: 2 + r.IntN(23)}
	s := Scene{Attacker: nouns[r.IntN(len(nouns))], Target: nouns[r.IntN(len(nouns))], Weapon: weapons[r.IntN(len(weapons))],
		Object: r.IntN(5) == 0, Hand: r.IntN(4) == 0, Armour: []string{"", "leather jerkin"}[r.IntN(2)],
		Shield: []string{"", "buckler"}[r.IntN(2)], Cover: []string{"", "shell"}[r.IntN(2)]}
	return o, s, []string{"", "", "a Medium hit"}[r.IntN(3)]
}

// A Memo says what Message says (with the note as blowMessage adds it), blow after blow, for blows told
// before and new ones, past its bound (issue 35); and no field of an Outcome it does not key by changes a
// message: changing each of them in turn leaves Message's words as they were.
func TestMemoAsMessage(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 2))
	var m Memo
	for i := range 3 * MemoSize {
		o, s, note := randomBlow(r)
		want := Message(o, s)
		if note != "" {
			want = want[:len(want)-len(trailingStops(want))] + ": " + note + "."
		}
		require.Equal(t, want, m.Message(o, s, note), "blow %d: %+v in %+v", i, o, s)
		require.Equal(t, want, m.Message(o, s, note), "blow %d again", i)
		require.LessOrEqual(t, len(m.m), MemoSize)
		// Every other field of the Outcome, changed: the same words.
		v := reflect.ValueOf(&o).Elem()
		for f := range v.NumField() {
			name := v.Type().Field(f).Name
			if memoRead[name] {
				continue
			}
			o2 := o
			fv := reflect.ValueOf(&o2).Elem().Field(f)
			switch fv.Kind() {
			case reflect.Bool:
				fv.SetBool(!fv.Bool())
			case reflect.Int:
				fv.SetInt(fv.Int() + 1 + int64(r.IntN(20)))
			case reflect.Uint8:
				fv.SetUint(fv.Uint() + 1)
			case reflect.String:
				fv.SetString(fv.String() + "x")
			case reflect.Interface:
				fv.Set(reflect.ValueOf(struct{ X int }{1}))
			default:
				t.Fatalf("Outcome.%s of kind %s: the test does not change it", name, fv.Kind())
			}
			require.Equal(t, Message(o, s), Message(o2, s), "Outcome.%s changed the message: the Memo must key by it", name)
		}
	}
	assert.Equal(t, "The kobold misses you: tired.", m.Message(combat.Outcome{MissReason: combat.MissPlain}, Scene{Attacker: kobold, Target: you}, "tired"))
}

// trailingStops is the run of '.' and '!' that ends m.
func trailingStops(m string) string {
	i := len(m)
	for i > 0 && (m[i-1] == '.' || m[i-1] == '!') {
		i--
	}
	return m[i:]
}
