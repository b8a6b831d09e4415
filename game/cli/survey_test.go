package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// TestSurveyCounts: the survey's report adds up — every game in one outcome and one deepest level, every
// death in the killers and the causes — and does not depend on the workers.
func TestSurveyCounts(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	one, err := Survey(d, "", 1, 6, 3000, 1)
	require.NoError(t, err)
	two, err := Survey(d, "", 1, 6, 3000, 2)
	require.NoError(t, err)
	assert.Equal(t, one, two, "the same games whatever the workers")
	total, deaths := 0, 0
	for _, n := range one.Outcomes {
		total += n
	}
	assert.Equal(t, 6, total)
	sum := 0
	for lv, n := range one.Deepest {
		sum += n
		if n > 0 {
			assert.Positive(t, lv)
		}
	}
	assert.Equal(t, 6, sum)
	for _, n := range one.Killers {
		deaths += n
	}
	assert.Equal(t, one.Outcomes[OutcomeDied], deaths)
	for _, r := range one.Runs {
		assert.LessOrEqual(t, r.Turns, 3000)
		assert.Positive(t, r.Deepest)
		if r.Outcome == OutcomeDied {
			assert.NotEmpty(t, r.Cause)
		}
	}
}

// TestSurveyCountsWins: a won game counts as "won", not as a death, and the report gives the mean length of a
// win; the text report says the wins.
func TestSurveyCountsWins(t *testing.T) {
	r := summarise([]SurveyRun{
		{Seed: 1, Outcome: OutcomeWon, Deepest: 12, Artefact: true, Turns: 3000},
		{Seed: 2, Outcome: OutcomeDied, Deepest: 3, Cause: "a kobold's spear", Killer: "kobold", Turns: 500},
		{Seed: 3, Outcome: OutcomeWon, Deepest: 12, Artefact: true, Turns: 5000},
	}, 1, 20000)
	assert.Equal(t, map[string]int{OutcomeWon: 2, OutcomeDied: 1}, r.Outcomes)
	assert.Equal(t, map[string]int{"kobold": 1}, r.Killers)
	assert.InDelta(t, 4000, r.MeanWinTurns, 1e-9)
	var out strings.Builder
	require.Equal(t, ExitOK, writeSurvey(env{stdout: &out}, r))
	assert.Contains(t, out.String(), "won 2, died 1")
	assert.Contains(t, out.String(), "Wins:")
	assert.Contains(t, out.String(), "mean 4000 actions")
}

// TestKillerKind: a death cause is counted under the creature it names, the longest name that fits as
// whole words.
func TestKillerKind(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	for cause, want := range map[string]string{
		"a kobold's spear":                    "kobold",
		"a kobold archer's arrow":             "kobold archer",
		"bleeding from a skeleton's scimitar": "skeleton",
		"poison from Mother Vesk's fangs":     "Mother Vesk",
		"a skeleton archer's arrow":           "skeleton archer",
		"a fall":                              "a fall",
	} {
		assert.Equal(t, want, killerKind(d, cause), cause)
	}
}

// TestSurveyCommand: `survey` prints its tables, and --json one object with every run.
func TestSurveyCommand(t *testing.T) {
	code, out, errs := run(t, "survey", "--seeds", "2", "--turns", "400")
	require.Equal(t, ExitOK, code, errs)
	assert.Contains(t, out, "Bot survey: 2 seeds from 1")
	assert.Contains(t, out, "Deepest level:")
	code, out, errs = run(t, "survey", "--seeds", "2", "--turns", "400", "--json")
	require.Equal(t, ExitOK, code, errs)
	var rep SurveyReport
	require.NoError(t, json.Unmarshal([]byte(strings.TrimSpace(out)), &rep))
	assert.Len(t, rep.Runs, 2)
	code, _, errs = run(t, "survey", "--seeds", "0")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "--seeds")
}

// TestSurveyOfAMode: `survey --mode` plays the kind of run asked (issue 33; combat/RULES.md §38.5) and says
// it: a short run's goal on level 5, never deeper; an explore run never dies, and counts the deaths it undid;
// a mode the data do not have is refused.
func TestSurveyOfAMode(t *testing.T) {
	code, out, errs := run(t, "survey", "--mode", "short", "--seeds", "3", "--turns", "12000", "--json")
	require.Equal(t, ExitOK, code, errs)
	var rep SurveyReport
	require.NoError(t, json.Unmarshal([]byte(strings.TrimSpace(out)), &rep))
	assert.Equal(t, "short", rep.Mode)
	assert.Equal(t, 5, rep.GoalDepth)
	for _, r := range rep.Runs {
		assert.LessOrEqual(t, r.Deepest, 5, "seed %d", r.Seed)
		assert.NotEqual(t, OutcomeAlive, r.Outcome, "seed %d: a short run ends", r.Seed)
	}
	code, out, errs = run(t, "survey", "--mode", "explore", "--seeds", "2", "--turns", "2500")
	require.Equal(t, ExitOK, code, errs)
	assert.Regexp(t, `Kind of run: +Explore \(explore\)`, out)
	assert.NotContains(t, out, "died")
	assert.Contains(t, out, "deaths undone")
	code, _, errs = run(t, "survey", "--mode", "nightmare", "--seeds", "1")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errs, "--mode")
}
