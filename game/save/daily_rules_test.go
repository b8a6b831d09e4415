// The daily game's rule set of the day (issue 31): save.DailyRules, and the morgue that says it.

package save

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
)

// TestDailyRules: the rule set of the day is the date's alone (any hour of the day, any time zone's clock
// read in UTC, as DailySeed), is one of the rule sets, and over the 365 days of 2027 each rule set comes up,
// none far from a fifth of the days: a binomial count of 365 at p = 1/5 has a standard error of 7.6, and each
// count is held within 5 standard errors of 73 (the seed's bits above the 32nd are the dice).
func TestDailyRules(t *testing.T) {
	names := registry.List().Names()
	require.Len(t, names, 5)
	assert.Equal(t, "", DailyRules(12345, nil), "no rule set: none")
	count := map[string]int{}
	day := time.Date(2027, 1, 1, 0, 0, 0, 0, time.UTC)
	for i := 0; i < 365; i++ {
		d := day.AddDate(0, 0, i)
		seed, date := DailySeed(d)
		rules := DailyRules(seed, names)
		require.Contains(t, names, rules, date)
		late, _ := DailySeed(d.Add(23*time.Hour + 59*time.Minute))
		assert.Equal(t, rules, DailyRules(late, names), "%s: the same rule set all day", date)
		assert.Equal(t, rules, DailyRules(seed, append([]string{}, names...)), "%s: the same for everyone", date)
		count[rules]++
	}
	p := 1.0 / float64(len(names))
	se := math.Sqrt(365 * p * (1 - p))
	for _, n := range names {
		assert.Positive(t, count[n], "%s is never the rule set of the day in 2027", n)
		assert.InDelta(t, 365*p, float64(count[n]), 5*se, "%s: %d days of 365", n, count[n])
	}
	t.Logf("the rule sets of the days of 2027: %v", count)
}

// TestDailyMorgueSaysTheRules: the morgue file of a daily game's death names the day and the rule set of
// the day, and how to play it again (--seed N --rules NAME); a game not daily says nothing of it.
func TestDailyMorgueSaysTheRules(t *testing.T) {
	seed, date := DailySeed(time.Date(2027, 3, 14, 12, 0, 0, 0, time.UTC))
	rules := DailyRules(seed, registry.List().Names())
	g, err := game.New(game.Config{Seed: seed, Rules: rules})
	require.NoError(t, err)
	mem := &MemStore{}
	daily := &AutoSaver{off: errDaily, rank: -1, store: mem, rec: &Recorder{daily: date}}
	daily.writeMorgue(g, time.Date(2027, 3, 14, 13, 0, 0, 0, time.UTC))
	require.Len(t, mem.Morgues, 1)
	for _, text := range mem.Morgues {
		assert.Contains(t, string(text), fmt.Sprintf("The daily game of %s, under the rule set of the day, %s", date, rules))
		assert.Contains(t, string(text), fmt.Sprintf("cleave --seed %d --rules %s", seed, rules))
	}
	plain := &MemStore{}
	(&AutoSaver{rank: -1, store: plain}).writeMorgue(g, time.Now())
	for _, text := range plain.Morgues {
		assert.NotContains(t, string(text), "rule set of the day")
	}
}
