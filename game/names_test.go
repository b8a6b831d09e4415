// Tests that the game reads the names it needs from the data: stances by their numbers, not their names.

package game

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/cleave-game/cleave/assets"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The bot chooses stances by what they do: renamed in the data, the same stances are chosen.
func TestBotStanceByNumbersNotNames(t *testing.T) {
	src, err := assets.Files.ReadFile("stances.toml")
	require.NoError(t, err)
	renamed := strings.NewReplacer(`"coward"`, `"turtle"`, `"defensive"`, `"wary"`, `"aggressive"`, `"bold"`, `"frenzy"`, `"berserk"`).Replace(string(src))
	files := fstest.MapFS{"stances.toml": {Data: []byte(renamed)}}
	// the rule sets' pages name stances too ({stance:coward}): a designer who renames them renames them there
	pages, err := assets.Files.ReadDir("pages")
	require.NoError(t, err)
	for _, p := range pages {
		page, err := assets.Files.ReadFile("pages/" + p.Name())
		require.NoError(t, err)
		files["pages/"+p.Name()] = &fstest.MapFile{Data: []byte(strings.NewReplacer("{stance:coward}", "{stance:turtle}", "{stance:defensive}", "{stance:wary}",
			"{stance:aggressive}", "{stance:bold}", "{stance:frenzy}", "{stance:berserk}").Replace(string(page)))}
	}
	d, err := assets.Load(files)
	require.NoError(t, err)
	g, err := New(Config{Seed: 1, Data: d})
	require.NoError(t, err)
	pl := g.Player
	assert.Equal(t, assets.NeutralStance, pl.Stance, "every character starts neutral")
	weak := &Actor{HP: 5, MaxHP: 5}
	strong := &Actor{HP: 30, MaxHP: 30}
	middling := &Actor{HP: 12, MaxHP: 12}
	for _, c := range []struct {
		hp   int
		foe  *Actor
		want string
	}{
		{pl.MaxHP / 4, middling, "turtle"},
		{pl.MaxHP / 2, middling, "wary"},
		{pl.MaxHP, strong, "berserk"},
		{pl.MaxHP, weak, "bold"},
		{pl.MaxHP, middling, assets.NeutralStance},
	} {
		pl.HP = c.hp
		assert.Equal(t, c.want, g.bot.stance(pl, c.foe), "hp %d of %d, foe %d hp", c.hp, pl.MaxHP, c.foe.HP)
	}
}
