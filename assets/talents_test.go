package assets

import (
	"fmt"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTalentsShipped: talents.toml as shipped gives the numbers combat/RULES.md §22–§27 quote.
func TestTalentsShipped(t *testing.T) {
	d := loadDefaults(t)
	tc := d.Tactics
	assert.Equal(t, SneakRules{ToHit: 4, ThreatWiden: 6, ExploitToHit: 4}, tc.Sneak, "RULES.md §22.2, §22.3")
	assert.Equal(t, [MaxRank + 1]int{0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6}, tc.Tumble.Dodge, "RULES.md §25.1")
	assert.Equal(t, -4, tc.Dazzle.ToHit, "RULES.md §24.1")
	assert.Equal(t, -2, tc.Dazzle.Defence, "RULES.md §24.1")
	assert.Equal(t, 3.0, tc.Stamina.StanceSeconds, "RULES.md §26.4")
	bs, ok := d.Talent("battle-scarred")
	require.True(t, ok, "talents are looked up in any case")
	assert.Equal(t, 1, bs.Protection, "RULES.md §27.3: Battle-scarred 1")
	assert.Equal(t, 3, bs.RagingProtection, "RULES.md §27.3: 3 while raging")
	assert.True(t, bs.Rage)
	bw, ok := d.Talent("Bulwark")
	require.True(t, ok)
	assert.Equal(t, 2, bw.Protection, "RULES.md §27.3: Bulwark 2")
	vs, ok := d.Talent("Vital strike")
	require.True(t, ok)
	assert.Equal(t, 1, vs.Vital)
	var stamina []int
	for _, s := range d.Stances {
		stamina = append(stamina, s.Stamina)
	}
	assert.Equal(t, []int{3, 2, 1, -1, -2}, stamina, "RULES.md §26.1: coward and defensive restore, aggressive and frenzy drain")
}

// TestTalentMistakes: a mistake in talents.toml is reported at its file:line:col, like every data file's.
func TestTalentMistakes(t *testing.T) {
	for _, c := range []struct {
		name, old, new, marker string
		shift                  int
		want                   string
	}{
		{"a number out of range", "to_hit = 4\nthreat_widen", "to_hit = 40\nthreat_widen", "40\nthreat_widen", 0,
			"talents.toml:%s: sneak.to_hit 40 out of range 0 to 12"},
		{"an unknown skill", `skill = "Sword and Board"
rank = 3
protection = 2`, `skill = "Sword and Bored"
rank = 3
protection = 2`, `"Sword and Bored"`, 0,
			`talents.toml:%s: unknown skill "Sword and Bored", did you mean "Sword and Board"? (Bulwark)`},
		{"an unknown background", `background = "brute"`, `background = "brut"`, `"brut"`, 0,
			`talents.toml:%s: unknown background "brut", did you mean "brute"? (Battle-scarred)`},
		{"a tumble table too short", "dodge = [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6]", "dodge = [0, 1]", "[0, 1]", 0,
			"talents.toml:%s: want 11 numbers, one for each rank 0 to 10; got 2"},
		{"raging Protection without rage", "raging_protection = 3\nrage = true", "raging_protection = 3", "raging_protection = 3", len("raging_protection = "),
			"talents.toml:%s: Protection while raging, but the talent gives no rage: add rage = true (Battle-scarred)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc := edited(t, "talents.toml", c.old, c.new)
			got := loadErrors(t, fstest.MapFS{"talents.toml": {Data: []byte(doc)}})
			require.NotEmpty(t, got)
			want := c.want
			if c.marker != "" {
				want = fmt.Sprintf(want, at(t, doc, c.marker, c.shift))
			}
			assert.Contains(t, got, want)
		})
	}
}

// TestTalentsOverlay: a designer's talents.toml replaces the embedded one, as every data file does (and so
// the watcher's hot reload, which loads the overlay again, carries it).
func TestTalentsOverlay(t *testing.T) {
	doc := edited(t, "talents.toml", "to_hit = 4\nthreat_widen = 6", "to_hit = 5\nthreat_widen = 21")
	d, err := Load(fstest.MapFS{"talents.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	assert.Equal(t, 5, d.Tactics.Sneak.ToHit)
	assert.Equal(t, 21, d.Tactics.Sneak.ThreatWiden, "RULES.md §22.2: a designer may make every hit of a sneak attack threaten")
	assert.Contains(t, d.Overlaid, "talents.toml")
}
