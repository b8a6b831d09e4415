// Screenshots of the game in Russian (issue 38), made by the game itself.

package render

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocRussianScreenshots remakes render/doc/ru-creation.png (the creation screen's race step in Russian),
// ru-fight.png (a fight with an orc, a kobold and a goblin placed beside the player: the side panel and the
// log in Russian), ru-help.png (the help), ru-page-drn.png (a rule set's page) and ru-death.png (the death
// screen: kills counted 1, 2, 5 and 21 in Russian's plural forms).
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocRussianScreenshots -v
func TestDocRussianScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the screenshots")
	}
	c, err := New(Options{Seed: 12, Create: true, Lang: "ru"})
	require.NoError(t, err)
	c.ui.Update(ui.Input{Pressed: ui.KeyEnter}, nil) // the rule set chosen: the race
	require.Equal(t, ui.StepRace, c.ui.Screen().(*ui.Creation).Step)
	require.NoError(t, writePNG("doc/ru-creation.png", renderCanvas(c, ScreenW, ScreenH)))

	f, err := New(Options{Seed: 12, Lang: "ru", Sandbox: true, SandboxRun: "place orc; place kobold; place goblin",
		Layout: ui.LayoutOptions{LogLines: 14}, Settings: prefs.Settings{LogLines: 14}})
	require.NoError(t, err)
	f.ui.Update(ui.Input{Pressed: ui.KeyEscape, Keys: []string{"Escape"}}, f.g) // the console closed
	for deaths := 0; deaths < 3 && !f.g.Over; {                                 // the bot fights the three until they fall
		n := len(f.g.Log)
		f.g.Do(f.g.BotAction())
		for _, m := range f.g.Log[min(n, len(f.g.Log)):] {
			if strings.Contains(m.Text, "погибает") {
				deaths++
			}
		}
	}
	f.ui.Update(ui.Input{}, f.g)
	require.NoError(t, writePNG("doc/ru-fight.png", renderCanvas(f, ScreenW, ScreenH)))

	h, err := New(Options{Seed: 12, Lang: "ru"})
	require.NoError(t, err)
	h.ui.Update(ui.Input{Typed: []rune{'?'}}, h.g) // the help
	require.NoError(t, writePNG("doc/ru-help.png", renderCanvas(h, ScreenW, ScreenH)))

	r, err := New(Options{Seed: 12, Create: true, Lang: "ru"})
	require.NoError(t, err)
	r.ui.Update(ui.Input{Typed: []rune{'b'}}, nil) // drn's row, and its page
	r.ui.Update(ui.Input{Typed: []rune{ui.PageKey}}, nil)
	require.IsType(t, &ui.RulesPage{}, r.ui.Screen())
	require.NoError(t, writePNG("doc/ru-page-drn.png", renderCanvas(r, ScreenW, ScreenH)))

	d, err := New(Options{Seed: 12, Lang: "ru"})
	require.NoError(t, err)
	pl := d.g.Player
	pl.KillsByKind = map[string]int{"kobold": 21, "giant rat": 5, "goblin": 2, "orc": 1, "Grizzletooth": 1}
	pl.Kills = 30
	d.g.Over, d.g.Turns = true, 412
	l := game.LangOf(d.g) // Grizzletooth's hand axe, as fight.killer says it
	d.g.Cause = l.Say("fight.killer", text.W("killer", l.Word("creature", "Grizzletooth")), text.W("weapon", l.Word("weapon", "hand axe")),
		text.S("armed", "true"))
	d.ui.Update(ui.Input{}, d.g)
	require.NoError(t, writePNG("doc/ru-death.png", renderCanvas(d, ScreenW, ScreenH)))
}
