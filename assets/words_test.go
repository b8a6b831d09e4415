// Tests of words.toml: the phrases for a chance to hit, loaded strictly.

package assets

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
)

// TestHitPhrases: a chance takes the phrase of the first band whose bound it is below; a certain hit
// takes the last band's.
func TestHitPhrases(t *testing.T) {
	d := loadDefaults(t)
	assert.NotEmpty(t, d.HitWords)
	for i, w := range d.HitWords {
		lo := 0.0
		if i > 0 {
			lo = d.HitWords[i-1].Below
		}
		assert.Equal(t, w.Phrase, d.HitPhrase(lo), "the band's low end")
		assert.Equal(t, w.Phrase, d.HitPhrase((lo+w.Below)/2), "inside the band")
	}
	assert.Equal(t, d.HitWords[len(d.HitWords)-1].Phrase, d.HitPhrase(1))
	assert.Equal(t, "rarely", d.HitPhrase(0.1))
	assert.Equal(t, "about half the time", d.HitPhrase(0.5))
}

// TestWordsMistakes: each mistake of words.toml is reported at its file:line:col.
func TestWordsMistakes(t *testing.T) {
	for _, c := range []struct{ name, doc, want string }{
		{"no rows", "# nothing\n", "words.toml:1:1: no [[hit]] rows: the chance to hit needs its words"},
		{"a bound too high", "[[hit]]\nbelow = 1.5\nphrase = \"often\"\n",
			"words.toml:2:9: below 1.5: want more than 0 and at most 1"},
		{"bounds falling", "[[hit]]\nbelow = 0.5\nphrase = \"rarely\"\n\n[[hit]]\nbelow = 0.4\nphrase = \"often\"\n",
			"words.toml:6:9: below 0.4: want more than the row before's 0.5 (the rows rise)"},
		{"the last bound not 1", "[[hit]]\nbelow = 0.5\nphrase = \"rarely\"\n",
			"words.toml:2:9: the last [[hit]] row's below must be 1, to take a certain hit"},
		{"no phrase", "[[hit]]\nbelow = 1.0\n", `words.toml:1:1: missing key "phrase" (hit 1)`},
		{"a misspelt key", "[[hit]]\nbelow = 1.0\nphrase = \"x\"\nphrse = \"y\"\n", "words.toml:4:1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := loadErrors(t, fstest.MapFS{"words.toml": {Data: []byte(c.doc)}})
			if assert.Len(t, got, 1) {
				assert.Contains(t, got[0], c.want)
			}
		})
	}
}
