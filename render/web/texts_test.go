// The page's own words (issue 38): every language's, from the catalogue, and every key the page asks for.

package main

import (
	"encoding/json"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPageTexts: the page's words are the catalogue's in English and Russian, a template's arguments left
// for the page to fill in; every key index.html asks for (t("key")) is one of them in every language; the
// page without JavaScript says its line in each language.
func TestPageTexts(t *testing.T) {
	texts, noscript, err := pageTexts()
	require.NoError(t, err)
	var all map[string]map[string]string
	require.NoError(t, json.Unmarshal([]byte(texts), &all))
	assert.Equal(t, "Cleave is loading…", all["en"]["loading"])
	assert.Equal(t, "Cleave загружается…", all["ru"]["loading"])
	assert.Equal(t, "Это не зерно", all["ru"]["bad_seed"])
	assert.Equal(t, "{file} — не сохранение Cleave (сохранение начинается с CLEAVE; на компьютере это save.gob).", all["ru"]["not_save"],
		"an argument is left for the page")
	asked := regexp.MustCompile(`\bt\("([a-z0-9_]+)"`).FindAllStringSubmatch(indexHTML, -1)
	require.NotEmpty(t, asked)
	for _, m := range asked {
		for tag, words := range all {
			assert.NotEmpty(t, words[m[1]], "%s: index.html asks for %q, which the page's words have not", tag, m[1])
		}
	}
	assert.Contains(t, noscript, `<p lang="ru" style="padding: 0 2em">Cleave — игра, которая идёт прямо на странице`)
	assert.Contains(t, noscript, `<p lang="en" style="padding: 0 2em">Cleave is a game that runs in the page`)
}
