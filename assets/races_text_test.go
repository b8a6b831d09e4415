// The races' texts promise only what their numbers give: each word a text may use is tied to a number of
// its row, and words for what no race has a number for (speed, sight) may not be used at all.

package assets

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// raceWords ties the words of a race's text to what its numbers must be for the word to be true.
var raceWords = []struct {
	word string
	true func(r Race) bool
}{
	{"strong", func(r Race) bool { return r.Strength > 0 }},
	{"hardy", func(r Race) bool { return r.HP > 0 }},
	{"clumsy", func(r Race) bool { return r.Dexterity < 0 }},
	{"deft", func(r Race) bool { return r.Dexterity > 0 }},
	{"nimble", func(r Race) bool { return r.Dexterity > 0 }},
	{"slight", func(r Race) bool { return r.Strength < 0 || r.HP < 0 }},
	{"soaks", func(r Race) bool { return r.Protection > 0 }},
	{"turns none", func(r Race) bool { return r.Defence == 0 }},
	{"nothing lacking", func(r Race) bool { return r.Strength >= 0 && r.Dexterity >= 0 && r.HP >= 0 }},
}

// unpromised are words for what races.toml has no number for: a race is not faster, slower or
// keener-eyed than another.
var unpromised = []string{"slow", "quick", "fast", "swift", "keen", "eye", "sight", "see"}

func TestRaceTextsPromiseOnlyTheirNumbers(t *testing.T) {
	d := loadDefaults(t)
	for _, r := range d.Races {
		text := strings.ToLower(r.Text)
		for _, w := range raceWords {
			if strings.Contains(text, w.word) {
				assert.True(t, w.true(r), "%s: %q says %q, which its numbers do not give", r.Name, r.Text, w.word)
			}
		}
		for _, w := range unpromised {
			assert.NotContains(t, text, w, "%s: %q promises what no number gives", r.Name, r.Text)
		}
	}
}

// TestRaceClaims pins each race's own claim to its number.
func TestRaceClaims(t *testing.T) {
	d := loadDefaults(t)
	race := func(name string) Race {
		for _, r := range d.Races {
			if r.Name == name {
				return r
			}
		}
		t.Fatalf("no race %s", name)
		return Race{}
	}
	liz := race("lizardfolk")
	assert.Contains(t, liz.Text, "soaks")
	assert.Equal(t, 1, liz.Protection, "the lizardfolk's scales soak: natural Protection")
	assert.Zero(t, liz.Defence, "and turn no blow: no natural Defence")
	dwarf := race("dwarf")
	assert.Positive(t, dwarf.Strength, "strong")
	assert.Positive(t, dwarf.HP, "hardy")
	assert.Negative(t, dwarf.Dexterity, "a little clumsy")
	elf := race("elf")
	assert.Positive(t, elf.Dexterity, "deft and nimble")
	assert.Negative(t, elf.Strength, "slight")
}
