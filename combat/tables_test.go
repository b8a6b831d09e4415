// The tables of combat/RULES.md (§2.2, §6.2, §7.3) and its Thora example (§2.4), reproduced line by
// line by the exact odds.

package combat

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHitTable(t *testing.T) {
	// RULES.md §2.2, the hit table: need (Defence minus the bonus to hit), rolls of 144, chance.
	rows := []struct {
		need, count int
		text        string
	}{
		{4, 141, "97.9%"}, // RULES.md §2.2, row "4 | 141 | 97.9%"
		{6, 134, "93.1%"}, // RULES.md §2.2, row "6 | 134 | 93.1%"
		{8, 123, "85.4%"}, // RULES.md §2.2, row "8 | 123 | 85.4%"
		{10, 108, "75%"},  // RULES.md §2.2, row "10 | 108 | 75%"
		{11, 99, "68.8%"}, // RULES.md §2.2, row "11 | 99 | 68.8%"
		{12, 89, "61.8%"}, // RULES.md §2.2, row "12 | 89 | 61.8%"
		{13, 78, "54.2%"}, // RULES.md §2.2, row "13 | 78 | 54.2%"
		{14, 66, "45.8%"}, // RULES.md §2.2, row "14 | 66 | 45.8%"
		{15, 55, "38.2%"}, // RULES.md §2.2, row "15 | 55 | 38.2%"
		{16, 45, "31.2%"}, // RULES.md §2.2, row "16 | 45 | 31.2%"
		{18, 28, "19.4%"}, // RULES.md §2.2, row "18 | 28 | 19.4%"
		{20, 15, "10.4%"}, // RULES.md §2.2, row "20 | 15 | 10.4%"
		{21, 10, "6.9%"},  // RULES.md §2.2, row "21 | 10 | 6.9%"
		{22, 6, "4.2%"},   // RULES.md §2.2, row "22 or more | 6 | 4.2%"
		{24, 6, "4.2%"},   // RULES.md §2.2, row "22 or more | 6 | 4.2%"
	}
	for _, row := range rows {
		// The same need reached two ways: Defence alone, and Defence against a bonus.
		for _, bonus := range []int{0, 3} {
			a := Attack{Str: 10 + 2*bonus, Dex: 10, Weapon: bareHands()}
			var def Defence
			def.Add(Dodge, row.need+bonus-10)
			rep, err := Odds(a, Defender{Defence: def, HP: 1})
			require.NoError(t, err, "odds")
			assert.Equalf(t, row.need, rep.Need, "need %d (bonus %d)", row.need, bonus)
			assert.Equalf(t, row.count, rep.HitCount, "rolls of 144 that hit, need %d", row.need)
			assert.Equalf(t, float64(row.count)/144, rep.Hit, "chance to hit, need %d", row.need)
			assert.Equalf(t, row.text, percent(rep.Hit), "hit table row %d", row.need)
		}
	}
}

func TestNaturalRolls(t *testing.T) {
	// RULES.md §2.1: a natural 2 never lands, a natural 22, 23 or 24 always does (6 of the 144 rolls).
	assert.Equal(t, false, toHit(2, 100, 10), "natural 2 with +100")
	assert.Equal(t, true, toHit(22, -100, 60), "natural 22 with -100")
	assert.Equal(t, false, toHit(21, 0, 22), "natural 21 against 22")
	total, always := 0, 0
	for n := 2; n <= 24; n++ {
		total += naturalCount(n)
		if n >= 22 {
			always += naturalCount(n)
		}
	}
	assert.Equal(t, 144, total, "2d12 outcomes")
	assert.Equal(t, 6, always, "rolls of 22 or better")
	assert.Equal(t, 12, naturalCount(13), "most often around 13")
}

func TestCriticalTable(t *testing.T) {
	// RULES.md §6.2, the critical table: threatens, and confirmed with no bonus against Defence 10.
	rows := []struct {
		low             int
		threat, confirm int // of 144, of 144×144
		threatText      string
		confirmText     string
	}{
		{22, 6, 6 * 108, "4.2%", "3.1%"},     // RULES.md §6.2, row "22–24 | 6 | 4.2% | 3.1%"
		{20, 15, 15 * 108, "10.4%", "7.8%"},  // RULES.md §6.2, row "20–24 | 15 | 10.4% | 7.8%"
		{19, 21, 21 * 108, "14.6%", "10.9%"}, // RULES.md §6.2, row "19–24 | 21 | 14.6% | 10.9%"
	}
	for _, row := range rows {
		w := bareHands()
		w.ThreatLow = row.low
		rep, err := Odds(Attack{Str: 10, Dex: 10, Weapon: w}, ordinary(1))
		require.NoError(t, err, "odds")
		assert.Equalf(t, row.threat, rep.ThreatCount, "threats of 144 on %d–24", row.low)
		assert.Equalf(t, row.confirm, rep.CritCount, "confirmed of 144×144 on %d–24", row.low)
		assert.Equalf(t, row.threatText, percent(rep.Threat), "threatens on %d–24", row.low)
		assert.Equalf(t, row.confirmText, percent(rep.Crit), "confirmed on %d–24", row.low)
	}
}

func TestProtectionTable(t *testing.T) {
	// RULES.md §7.3, the Protection table: what a hit loses, and on average.
	rows := []struct {
		prot, lo, hi int
		mean         float64
	}{
		{1, 1, 1, 1},      // RULES.md §7.3, row "1 | 1 | 1"
		{2, 1, 2, 1.5},    // RULES.md §7.3, row "2 | 1–2 | 1.5"
		{3, 2, 3, 2.5},    // RULES.md §7.3, row "3 | 2–3 | 2.5"
		{4, 2, 4, 3},      // RULES.md §7.3, row "4 | 2–4 | 3"
		{5, 3, 5, 4},      // RULES.md §7.3, row "5 | 3–5 | 4"
		{6, 3, 6, 4.5},    // RULES.md §7.3, row "6 | 3–6 | 4.5"
		{7, 4, 7, 5.5},    // RULES.md §7.3, row "7 | 4–7 | 5.5"
		{8, 4, 8, 6},      // RULES.md §7.3, row "8 | 4–8 | 6"
		{9, 5, 9, 7},      // RULES.md §7.3, row "9 | 5–9 | 7"
		{10, 5, 10, 7.5},  // RULES.md §7.3, row "10 | 5–10 | 7.5"
		{11, 6, 11, 8.5},  // RULES.md §7.3, row "11 | 6–11 | 8.5"
		{12, 6, 12, 9},    // RULES.md §7.3, row "12 | 6–12 | 9"
		{15, 8, 15, 11.5}, // RULES.md §7.3, row "15 | 8–15 | 11.5"
		{20, 10, 20, 15},  // RULES.md §7.3, row "20 | 10–20 | 15"
	}
	// A weapon that always does 100 and always hits a Defence 0 target.
	club := Weapon{Name: "test club", Damage: Dice{1, 1, 99}, Types: AnyOf(Bludgeoning)}
	for _, row := range rows {
		def := Defender{HP: 1000, Protection: []Piece{{Name: "plates", Protection: row.prot}}}
		def.Defence.Add(Dexterity, -10)
		dealt, err := DealtDist(Attack{Str: 10, Dex: 10, Weapon: club}, def)
		require.NoError(t, err, "dealt")
		// Every natural roll but 2 hits; a critical would double the 100, so read 100−lost.
		hit := dealt.AtLeast(1) - dealt.AtLeast(101)
		lo, hi := 100, 0
		mean := 0.0
		for lost := 0; lost < 100; lost++ {
			if p := dealt.At(100 - lost); p > 0 {
				lo, hi = min(lo, lost), max(hi, lost)
				mean += float64(lost) * p / hit
			}
		}
		assert.Equalf(t, row.lo, lo, "Protection %d: least lost", row.prot)
		assert.Equalf(t, row.hi, hi, "Protection %d: most lost", row.prot)
		assert.InDeltaf(t, row.mean, mean, 1e-9, "Protection %d: average lost", row.prot)
		// Each amount in between equally likely.
		for lost := row.lo; lost <= row.hi; lost++ {
			assert.InDeltaf(t, 1/float64(row.hi-row.lo+1), dealt.At(100-lost)/hit, 1e-12, "Protection %d loses %d", row.prot, lost)
		}
		// The roll Resolve throws covers the same amounts.
		rec := &recorder{}
		r := newTestRoller(uint64(row.prot), rec)
		for i := 0; i < 20; i++ {
			o, err := Resolve(r, Attack{Str: 10, Dex: 10, Weapon: club}, def)
			require.NoError(t, err, "resolve")
			assert.Truef(t, !o.Hit || (o.Soaked >= row.lo && o.Soaked <= row.hi), "Protection %d: Resolve soaked %d", row.prot, o.Soaked)
		}
		for _, roll := range rec.rolls {
			if roll.Why == WhyProtection {
				assert.Equalf(t, row.lo, roll.Dice.Min(), "Protection %d: roll %s min", row.prot, roll.Dice)
				assert.Equalf(t, row.hi, roll.Dice.Max(), "Protection %d: roll %s max", row.prot, roll.Dice)
			}
		}
	}
}

func TestThoraAgainstKobold(t *testing.T) {
	a, k := thora(), kobold()
	// RULES.md §2.4: the character screen writes her blow "+3 to hit, 1d9+3 slashing or piercing".
	assert.Equal(t, "+3 to hit, 1d9+3 slashing or piercing", FormatAttack(a), "character screen")
	// RULES.md §2.4: the kobold's Defence is 10, +1 for its Dexterity 13: 11.
	assert.Equal(t, 11, k.Defence.Total(Blow, false, false), "kobold's Defence")
	rep, err := Odds(a, k)
	require.NoError(t, err, "odds")
	// RULES.md §2.4: Strength 15 +2, rank 2 in Long blades +1: +3.
	assert.Equal(t, 3, rep.ToHit, "Thora's bonus to hit")
	// RULES.md §2.4: need 11 − 3 = 8.
	assert.Equal(t, 8, rep.Need, "need")
	// RULES.md §2.4: she lands 123 times in 144, 85.4%.
	assert.Equal(t, 123, rep.HitCount, "rolls of 144 that hit")
	assert.Equal(t, "85.4%", percent(rep.Hit), "chance to hit")
	// RULES.md §2.4: 1d9 +2 (Strength) +1 (rank), 4 to 12.
	assert.Equal(t, [2]int{4, 12}, rep.HitDamage, "hit damage")
	// RULES.md §2.4: the kobold has 6 hit points, so seven landed blows in nine kill it at once.
	plain, err := DamageDist(a, false)
	require.NoError(t, err, "damage distribution")
	assert.InDelta(t, 7.0/9, plain.AtLeast(6), 1e-15, "plain hits that kill")
	// RULES.md §2.4: the long sword threatens on 20–24, 15 rolls in 144 (10.4%).
	assert.Equal(t, 15, rep.ThreatCount, "threatening rolls of 144")
	assert.Equal(t, "10.4%", percent(rep.Threat), "threat")
	// RULES.md §2.4: the confirming roll needs 8 again, so 85.4% of the threats confirm.
	assert.Equal(t, 15*123, rep.CritCount, "confirmed of 144×144")
	assert.Equal(t, "85.4%", percent(rep.Confirm), "threats that confirm")
	// RULES.md §2.4: a confirmed critical rolls the damage twice, 2d9+6, 8 to 24.
	assert.Equal(t, [2]int{8, 24}, rep.CritDamage, "critical damage")
	crit, err := DamageDist(a, true)
	require.NoError(t, err, "critical distribution")
	assert.InDelta(t, 9.0/81, crit.At(16), 1e-15, "2d9+6 shows 16 in 9 of 81")
	// Per attack: plain hits kill 7 in 9, criticals always.
	wCrit := float64(15*123) / (144 * 144)
	assert.InDelta(t, (123.0/144-wCrit)*7/9+wCrit, rep.Kill, 1e-12, "kill per attack")
	assert.InDelta(t, wCrit, rep.Crit, 1e-15, "crit per attack")
	assert.Equal(t, 0.0, rep.Glance, "glance against no armour")
	// Mean: plain hits average 8, criticals average 16.
	assert.InDelta(t, (123.0/144-wCrit)*8+wCrit*16, rep.MeanDamage, 1e-12, "mean damage")
}

func TestOddsGlanceAndNoVitals(t *testing.T) {
	// RULES.md §7.5: a hit whose damage Protection takes whole glances. A knife of Strength
	// 8 does 1d3−1, at least 1 (so 1 or 2), and a shell of 5 takes 3 to 5: every plain hit
	// glances. A critical does 2 rolls of 1d3−1 (floored at 1): only 4 (both dice 3, 1 in 9)
	// beats a loss of 3 (1 in 3).
	knife := Weapon{Name: "knife", Damage: Dice{1, 3, 0}, Finesse: true, Types: AnyOf(Slashing)}
	beetle := Defender{HP: 8, Protection: []Piece{{Name: "shell", Protection: 5}}}
	rep, err := Odds(Attack{Str: 8, Dex: 10, Weapon: knife}, beetle)
	require.NoError(t, err, "odds")
	assert.Equal(t, [2]int{1, 2}, rep.HitDamage, "1d3−1, at least 1")
	assert.Equal(t, [2]int{1, 4}, rep.CritDamage, "2×(1d3−1), at least 1")
	assert.InDelta(t, rep.Hit-rep.Crit/27, rep.Glance, 1e-15, "glances")
	assert.InDelta(t, rep.Crit/27, rep.MeanDamage, 1e-15, "only a critical of 4 less 3 gets through")
	assert.Equal(t, 0.0, rep.Kill, "no kill")

	// RULES.md §6.3: a creature with no vitals cannot be struck a critical.
	rep, err = Odds(thora(), Defender{HP: 6, NoVitals: true})
	require.NoError(t, err, "odds")
	assert.Equal(t, 0, rep.ThreatCount, "no threat on a construct")
	assert.Equal(t, 0.0, rep.Crit, "no critical on a construct")
}
