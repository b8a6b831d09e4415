// The save's words in Russian (issue 38): the morgue file and the high-score table's lines say the
// player's language at the time.

package save

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/cleave-game/cleave/game"
)

// TestMorgueInRussian: the morgue file of a game played in Russian is Russian: its heading, its lines of
// numbers, the kills counted in the case their number asks (1 кобольд, 3 драугра, 5 гигантских крыс), the
// command to play it again as the shell reads it (the data's names), the inventory's headings.
func TestMorgueInRussian(t *testing.T) {
	g := newGame(t, 1)
	game.SetLang(g, russian(t))
	pl := g.Player
	pl.Kills, pl.KillsByKind = 9, map[string]int{"kobold": 1, "draugr": 3, "giant rat": 5}
	g.Seed, g.Turns, g.Time, g.Depth, g.Deepest = 4242, 77, 1234, 3, 4
	die(g, "копьё гоблина")
	text := MorgueOf(game.LangOf(g), g, "2026-12-02")
	assert.True(t, strings.HasPrefix(text, "Файл морга Cleave\n\n"), text)
	for _, want := range []string{
		"Ходы: 77   Время: 123,4 с   Убито: 9",
		"Зерно: 4242\n",
		`Сыграть снова: cleave --seed 4242 --race "` + pl.Race + `" --background "` + pl.Background + `"`,
		"Убитые по видам:\n",
		"     1 кобольд\n", "     3 драугра\n", "     5 гигантских крыс\n",
		"Надето:\n", "Мешок:\n", "Последние сообщения:\n", "  основная рука: длинный меч\n",
		"Ежедневная игра 2026-12-02 по правилам дня, " + g.RulesName() + " (зерно 4242;",
	} {
		assert.Contains(t, text, want)
	}
	assert.NotContains(t, text, "Kills by kind", "no English heading left")
}

// TestScoreLineInRussian: a line of the high-score table in Russian: how the run ended and the turns counted
// in Russian's plural; a victory, a run given up and the kind of run's mark by its Russian name.
func TestScoreLineInRussian(t *testing.T) {
	ru := russian(t)
	e := ScoreEntry{Score: 1234, Title: "Тора, дварф-воин", Depth: 3, Deepest: 4, Turns: 22, Cause: "копьё кобольда"}
	assert.Equal(t, "  1234  Тора, дварф-воин, причина смерти: копьё кобольда, уровень 3 (глубже всего: 4, 22 хода)", e.Line(ru))
	e.Turns, e.Won, e.Mode = 25, true, "short"
	assert.Equal(t, "  1234 (Короткий забег)  Тора, дварф-воин, побег с артефактом (глубже всего: 4, 25 ходов)", e.Line(ru))
	e.Won, e.Cause, e.Turns = false, game.GaveUpCause, 1
	assert.Equal(t, "  1234 (Короткий забег)  Тора, дварф-воин, забег брошен на уровне 3 (глубже всего: 4, 1 ход)", e.Line(ru))
	assert.Equal(t, "  1234 (short)  Тора, дварф-воин, gave up on level 3 (deepest 4, 1 turns)", e.Line(english), "English as it was")
}
