// Tests of the names the data gives the code: the default character of backgrounds.toml and the
// hands of a background's kit, each checked at load with its place in the file.

package assets

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shippedDefault is the default_character line of the embedded backgrounds.toml.
const shippedDefault = `default_character = { name = "Thora", race = "dwarf", background = "warrior" }`

// TestDefaultCharacterLoads: the default character is the data's, as written, and names a race and a
// background of the data.
func TestDefaultCharacterLoads(t *testing.T) {
	d := loadDefaults(t)
	assert.Equal(t, DefaultCharacter{Name: "Thora", Race: "dwarf", Background: "warrior"}, d.Default)
	_, ok := d.Race(d.Default.Race)
	assert.True(t, ok, "a race of races.toml")
	_, ok = d.Background(d.Default.Background)
	assert.True(t, ok, "a background of backgrounds.toml")

	doc := edited(t, "backgrounds.toml", shippedDefault, `default_character = { race = "elf", background = "archer" }`)
	d, err := Load(fstest.MapFS{"backgrounds.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	assert.Equal(t, DefaultCharacter{Race: "elf", Background: "archer"}, d.Default, "a default with no name")
}

// TestDefaultCharacterChecked: a default character that names no race or background of the data, lacks
// one, has an empty name or is missing is refused, each problem at its place in the file.
func TestDefaultCharacterChecked(t *testing.T) {
	for _, c := range []struct {
		kind, new, want, marker string
		shift                   int
	}{
		{"race misspelt", `default_character = { name = "Thora", race = "dwarff", background = "warrior" }`,
			`backgrounds.toml:%s: unknown race "dwarff", did you mean "dwarf"?`, `"dwarff"`, 0},
		{"unknown background", `default_character = { name = "Thora", race = "dwarf", background = "wizard" }`,
			`backgrounds.toml:%s: unknown background "wizard"; known: archer, brute, duelist, hedge mage, warrior`, `"wizard"`, 0},
		{"a race of another file", `default_character = { name = "Thora", race = "kobold", background = "warrior" }`,
			`backgrounds.toml:%s: unknown race "kobold"; known: dwarf, elf, human, lizardfolk`, `"kobold"`, 0},
		{"no race", `default_character = { name = "Thora", background = "warrior" }`,
			`backgrounds.toml:%s: default_character needs a race and a background`, `{ name = "Thora", background`, 0},
		{"empty name", `default_character = { name = "", race = "dwarf", background = "warrior" }`,
			`backgrounds.toml:%s: default_character.name is empty`, `""`, 0},
		{"unknown key", `default_character = { nmae = "Thora", race = "dwarf", background = "warrior" }`,
			`backgrounds.toml:%s: unknown key "default_character.nmae", did you mean "name"?`, `nmae`, 0},
		{"unknown key, far from any", `default_character = { race = "dwarf", background = "warrior", colour = "red" }`,
			`backgrounds.toml:%s: unknown key "default_character.colour"; the keys of default_character are name, race, background`, `colour`, 0},
		{"wrong type", `default_character = "Thora"`,
			`backgrounds.toml:%s: wrong type for default_character: want a table, got a string`, `"Thora"`, 0},
	} {
		t.Run(c.kind, func(t *testing.T) {
			doc := edited(t, "backgrounds.toml", shippedDefault, c.new)
			got := loadErrors(t, fstest.MapFS{"backgrounds.toml": {Data: []byte(doc)}})
			assert.Equal(t, []string{fmt.Sprintf(c.want, at(t, doc, c.marker, c.shift))}, got)
		})
	}

	doc := edited(t, "backgrounds.toml", shippedDefault, "")
	assert.Equal(t, []string{`backgrounds.toml:1:1: missing key "default_character": the character the bot and scripted runs play, before the first [[background]]`},
		loadErrors(t, fstest.MapFS{"backgrounds.toml": {Data: []byte(doc)}}))
}

// TestKitHandsParsed: a kit's hands are parsed at load into Hand, and a hand of another spelling is
// refused at its place, as the one problem of the entry.
func TestKitHandsParsed(t *testing.T) {
	d := loadDefaults(t)
	warrior, ok := d.Background("warrior")
	require.True(t, ok)
	var hands []Hand
	for _, k := range warrior.Kit {
		hands = append(hands, k.Hand)
	}
	assert.Equal(t, []Hand{HandMain, HandOff, HandAny}, hands, "long sword in the main hand, shield in the off hand, mail worn")
	assert.Equal(t, "off", HandOff.String())
	assert.Equal(t, "main", HandMain.String())

	doc := edited(t, "backgrounds.toml", `{ item = "large shield", hand = "off" }`, `{ item = "large shield", hand = "left" }`)
	assert.Equal(t, []string{fmt.Sprintf(`backgrounds.toml:%s: kit[1].hand "left" is not one of "main", "off" (warrior)`, at(t, doc, `"left"`, 0))},
		loadErrors(t, fstest.MapFS{"backgrounds.toml": {Data: []byte(doc)}}))
	doc = edited(t, "backgrounds.toml", `{ item = "large shield", hand = "off" }`, `{ item = "large shield", hand = "" }`)
	got := loadErrors(t, fstest.MapFS{"backgrounds.toml": {Data: []byte(doc)}})
	require.Len(t, got, 1)
	assert.True(t, strings.HasPrefix(got[0], fmt.Sprintf(`backgrounds.toml:%s: kit[1].hand "" is not one of`, at(t, doc, `hand = ""`, len("hand = ")))), got[0])
}

// TestBareHandsRow: Data.BareHands is weapons.toml's row, as the designer writes it.
func TestBareHandsRow(t *testing.T) {
	doc := edited(t, "weapons.toml", "name = \"bare hands\"\ndamage = \"1d3\"", "name = \"bare hands\"\ndamage = \"1d5\"")
	d, err := Load(fstest.MapFS{"weapons.toml": {Data: []byte(doc)}})
	require.NoError(t, err)
	require.NotNil(t, d.BareHands())
	assert.Equal(t, BareHands, d.BareHands().Name)
	assert.Equal(t, "1d5", d.BareHands().Damage.String())
}

// TestBackgroundsHeaderDocumentsEveryKey: the header of backgrounds.toml explains each of its keys, the
// default character's among them.
func TestBackgroundsHeaderDocumentsEveryKey(t *testing.T) {
	var header strings.Builder
	for _, line := range strings.Split(embedded(t, "backgrounds.toml"), "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		header.WriteString(line + "\n")
	}
	keys := append(topKeys(reflect.TypeFor[backgroundsFile]()), tomlKeys(reflect.TypeFor[backgroundsFile](), "background")...)
	keys = append(keys, subKeys(reflect.TypeFor[backgroundsFile](), "default_character")...)
	for _, k := range keys {
		assert.Regexp(t, `(#\s+|[{ ])`+k+`\b`, header.String(), "the header explains %s", k)
	}
	for _, k := range []string{"count", "hand"} {
		assert.Contains(t, header.String(), k+" =", "the header explains kit's %s", k)
	}
}
