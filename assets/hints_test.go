package assets_test

import (
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// TestHintsShipped: hints.toml gives one line for every event, each short and without a digit (combat/RULES.md
// §7.6: no words to the player give numbers).
func TestHintsShipped(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	require.Len(t, d.Hints, len(assets.HintEvents))
	for _, e := range assets.HintEvents {
		text, ok := d.Hint(e)
		require.True(t, ok, "a hint for %s", e)
		assert.False(t, strings.ContainsFunc(text, unicode.IsDigit), "hint %s gives a number: %q", e, text)
		assert.LessOrEqual(t, len([]rune(text)), assets.MaxHintLen, "hint %s", e)
	}
	_, ok := d.Hint("no such event")
	assert.False(t, ok)
}

// TestHintsRefused: a hint with a digit, too long, of an unknown event, given twice, or an event left without
// one is refused at its line and column.
func TestHintsRefused(t *testing.T) {
	text := shipped(t, "hints.toml")
	glance := `text = "A glance: the blow landed`
	line := 0
	for i, l := range strings.Split(text, "\n") {
		if strings.HasPrefix(l, glance) {
			line = i + 1
		}
	}
	require.NotZero(t, line, "hints.toml has the glance's text")
	at := func(col int, msg string) string {
		return "hints.toml:" + strconv.Itoa(line) + ":" + strconv.Itoa(col) + ": " + msg + " (hint 1)"
	}
	long := strings.Repeat("a", assets.MaxHintLen+1)
	for _, c := range []struct {
		name, from, to string
		want           []string
	}{
		{"a digit", glance, `text = "A glance: 2 the blow landed`, []string{at(8, "a hint gives a number: hints say it in words (combat/RULES.md §7.6)")}},
		{"too long", glance + `, but the armour took all of it. A heavier weapon, a bolder stance or a critical gets through."`,
			`text = "` + long + `"`, []string{at(8, "a hint of 161 characters, more than the 160 of a short line")}},
		{"the longest", glance + `, but the armour took all of it. A heavier weapon, a bolder stance or a critical gets through."`,
			`text = "` + long[1:] + `"`, nil},
		{"an unknown event", `event = "glance"`, `event = "glancing"`,
			[]string{"hints.toml:" + strconv.Itoa(line-1) + `:9: event "glancing" is not one of "glance", "critical", "bleeding", "dazzled", "winded", "stance", "unidentified", "trap" (hint 1)`}},
		{"twice", `event = "critical"`, `event = "glance"`, []string{"hints.toml:" + strconv.Itoa(line+3) + `:9: a second hint for event "glance": each event has one (hint 2)`}},
	} {
		t.Run(c.name, func(t *testing.T) {
			require.Contains(t, text, c.from)
			doc := strings.Replace(text, c.from, c.to, 1)
			assert.Equal(t, c.want, problems(t, fstest.MapFS{"hints.toml": {Data: []byte(doc)}}))
		})
	}
	t.Run("an event left out", func(t *testing.T) {
		i := strings.LastIndex(text, "[[hint]]")
		assert.Equal(t, []string{`hints.toml:1:1: no [[hint]] for event "trap": every event has its hint`},
			problems(t, fstest.MapFS{"hints.toml": {Data: []byte(text[:i])}}))
	})
}
