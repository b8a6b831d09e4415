// Issue 35: the exact odds of one matchup under drn (RULES.md §32.2), as the balance sheet and the odds
// command ask them, and the balance sheet itself.

package cli

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat/ruleset"
	"github.com/cleave-game/cleave/combat/ruleset/drn"
	"github.com/cleave-game/cleave/game"
)

// drnSheet is the data, the drn rule set and the balance sheet's blows under it (every weapon against every
// creature at Strength and Dexterity 10, rank 0), then the same blows against a target at 60 fatigue, whom a
// hit can strike critically (RULES.md §32.2): every way a drn hit lands (248 of the 2,790 against a shield).
func drnSheet(tb testing.TB) (*assets.Data, drn.Rules, []ruleset.Blow) {
	tb.Helper()
	d, err := assets.Load(nil)
	require.NoError(tb, err)
	rs, err := d.RuleSet("drn")
	require.NoError(tb, err)
	var blows []ruleset.Blow
	for _, tired := range []int{0, 60} {
		for _, wn := range d.WeaponNames() {
			for _, cn := range d.CreatureNames() {
				b, err := game.SpecBlow(d, rs, game.AttackSpec{Weapon: wn, Str: 10, Dex: 10}, game.SpecTarget{Creature: cn})
				require.NoError(tb, err)
				drn.SetFatigue(b.To.State, tired, b.Time)
				blows = append(blows, b)
			}
		}
	}
	return d, rs.(drn.Rules), blows
}

// BenchmarkDRNExact is the exact odds of one matchup under drn, an op, as the balance sheet asks them
// (drn.Rules.Exact, which Odds asks too, into a Scratch kept from one matchup to the next): the ops go
// round the sheet's blows. After one round to warm up, nothing is allocated.
func BenchmarkDRNExact(b *testing.B) {
	_, rs, blows := drnSheet(b)
	s := new(drn.Scratch)
	for i := range blows {
		_, _, err := rs.Exact(&blows[i], s)
		require.NoError(b, err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := startCPU()
	i := 0
	for b.Loop() {
		if _, _, err := rs.Exact(&blows[i], s); err != nil {
			b.Fatal(err)
		}
		if i++; i == len(blows) {
			i = 0
		}
	}
	cpu.report(b, b.N, "cpu-ns/op")
}

// BenchmarkDRNOdds is one matchup's odds through RuleSet.Odds, as the odds command, the look screen and the
// luck ledger ask them: Exact with a Scratch of its own, the distribution theirs to keep, and the odds
// command's table in words (which allocates).
func BenchmarkDRNOdds(b *testing.B) {
	_, rs, blows := drnSheet(b)
	var r ruleset.RuleSet = rs
	b.ReportAllocs()
	b.ResetTimer()
	cpu := startCPU()
	i := 0
	for b.Loop() {
		if _, err := r.Odds(&blows[i]); err != nil {
			b.Fatal(err)
		}
		if i++; i == len(blows) {
			i = 0
		}
	}
	cpu.report(b, b.N, "cpu-ns/op")
}

// BenchmarkDRNBalanceSheet is `balance --rules drn`'s sheet, an op: every weapon against every creature
// (SheetUnder), each blow made as the game would (game.SpecBlow) and its odds asked; ns/matchup and
// B/matchup are a row's share.
func BenchmarkDRNBalanceSheet(b *testing.B) {
	d, rs, _ := drnSheet(b)
	weapons, creatures := d.WeaponNames(), d.CreatureNames()
	spec := game.AttackSpec{Str: 10, Dex: 10}
	_, err := SheetUnder(d, rs, weapons, creatures, spec)
	require.NoError(b, err)
	b.ReportAllocs()
	b.ResetTimer()
	cpu := startCPU()
	for b.Loop() {
		if _, err := SheetUnder(d, rs, weapons, creatures, spec); err != nil {
			b.Fatal(err)
		}
	}
	n := b.N * len(weapons) * len(creatures)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/matchup")
	cpu.report(b, n, "cpu-ns/matchup")
}

// cpuClock is the process's CPU time when a benchmark's loop began (processCPU).
type cpuClock struct {
	at time.Duration
	ok bool
}

// startCPU reads the process's CPU time: the other programs of a shared machine slow the wall clock of a
// benchmark, not its CPU time (the GC's work is counted, as the loop causes it).
func startCPU() cpuClock {
	at, ok := processCPU()
	return cpuClock{at, ok}
}

// report reports the CPU time since c began, per one of n, as metric unit (nothing where it is not read).
func (c cpuClock) report(b *testing.B, n int, unit string) {
	now, ok := processCPU()
	if c.ok && ok && n > 0 {
		b.ReportMetric(float64((now-c.at).Nanoseconds())/float64(n), unit)
	}
}
