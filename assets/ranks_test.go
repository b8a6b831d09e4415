// Tests of the rank names of skills.toml: one a rank, each a word a message can say.

package assets

import (
	"fmt"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
)

// rankNames is the embedded file's rank_names line.
const rankNames = `rank_names = ["untrained", "green", "practised", "capable", "competent", "skilled",
              "adept", "expert", "formidable", "masterful", "peerless"]`

func TestRankNamesLoad(t *testing.T) {
	d := loadDefaults(t)
	assert.Equal(t, "untrained", d.RankName(0))
	assert.Equal(t, "practised", d.RankName(2))
	assert.Equal(t, "peerless", d.RankName(MaxRank))
	assert.Equal(t, "peerless", d.RankName(MaxRank+3), "past the last rank, the last name")
	assert.Equal(t, "untrained", d.RankName(-1))
}

// TestRankNameMistakes: the list has a name for each rank 0 to MaxRank, none empty, none twice, none
// with a digit (messages never give numbers, RULES.md §7.6), each reported at its place.
func TestRankNameMistakes(t *testing.T) {
	cases := []struct {
		kind, new, want, marker string
		shift                   int
	}{
		{"too few", `rank_names = ["untrained", "green", "practised", "capable", "competent", "skilled",
              "adept", "expert", "formidable", "masterful"]`,
			`skills.toml:%s: rank_names has 10 names, want 11 (ranks 0 to 10)`, `rank_names = [`, len(`rank_names = `)},
		{"a digit", `rank_names = ["untrained", "green", "practised", "capable", "competent", "skilled",
              "adept", "expert", "formidable", "master 2", "peerless"]`,
			`skills.toml:%s: the name of rank 9, "master 2", has a digit: messages never give numbers`, `"master 2"`, 0},
		{"twice", `rank_names = ["untrained", "green", "practised", "capable", "competent", "skilled",
              "adept", "expert", "adept", "masterful", "peerless"]`,
			`skills.toml:%s: "adept" names both rank 6 and rank 8`, `"adept", "masterful"`, 0},
		{"empty", `rank_names = ["untrained", " ", "practised", "capable", "competent", "skilled",
              "adept", "expert", "formidable", "masterful", "peerless"]`,
			`skills.toml:%s: the name of rank 1 is empty`, `" "`, 0},
		{"missing", "", `skills.toml:%s: missing key "rank_names": the names of ranks 0 to 10, before the first [[skill]]`, "# no names", 0},
		{"wrong type", `rank_names = "green"`, `skills.toml:%s: wrong type for rank_names: want a list of strings, got a string`, `"green"`, 0},
	}
	for _, c := range cases {
		t.Run(c.kind, func(t *testing.T) {
			doc := edited(t, "skills.toml", rankNames, c.new)
			if c.kind == "missing" {
				doc = "# no names\n" + doc
			}
			got := loadErrors(t, fstest.MapFS{"skills.toml": {Data: []byte(doc)}})
			assert.Equal(t, []string{fmt.Sprintf(c.want, at(t, doc, c.marker, c.shift))}, got)
		})
	}
}

// TestUnknownTopKey: a key at the top of a file that is not one of its own is named, with the
// closest known key when there is one, and never as an entry header (rules.toml has none).
func TestUnknownTopKey(t *testing.T) {
	doc := edited(t, "skills.toml", "rank_names =", "rank_name =")
	assert.Equal(t, []string{
		`skills.toml:1:1: missing key "rank_names": the names of ranks 0 to 10, before the first [[skill]]`,
		fmt.Sprintf(`skills.toml:%s: unknown key "rank_name", did you mean "rank_names"?`, at(t, doc, "rank_name =", 0)),
	}, loadErrors(t, fstest.MapFS{"skills.toml": {Data: []byte(doc)}}))
	doc = embedded(t, "rules.toml") + "bogus = 1\n"
	assert.Equal(t, []string{
		fmt.Sprintf(`rules.toml:%s: unknown key "bogus"; the keys are light_radius, base_hp, step_seconds, bleed_seconds, bleed_min, poison_seconds, recover_seconds, disease_seconds, disease_percent, wall_defence, improvised_range, break_percent, noise_cells, wake_percent, burdened, strained, overloaded, training`, at(t, doc, "bogus", 0)),
	}, loadErrors(t, fstest.MapFS{"rules.toml": {Data: []byte(doc)}}))
}
