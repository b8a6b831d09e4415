// Tests of the play screens in Russian (issue 38): the side panel, the pack and what lies here, a walk's stop
// and its refusal, the hover's line.

package ui

import (
	"slices"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// inRussian has the model and the game of a test speak Russian, as the renderer has them (game.SetLang).
func inRussian(t *testing.T, g *game.Game, m *Model) {
	t.Helper()
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	m.cfg.Lang = "ru"
	game.SetLang(g, ru)
}

// TestSidePanelInRussian: the side panel's words are Russian in a Russian game — where the player is, the
// hit points' label, a spell's state, a state of the body, what lies underfoot — and English in an English
// one, as before.
func TestSidePanelInRussian(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	g.Player.Bleeding = 3
	require.Equal(t, levels.StairsUp, g.Level.At(g.Player.Pos), "the game begins on the stairs up")
	en := m.Sidebar(g)
	assert.Equal(t, "Depth 1", en.Where())
	assert.Equal(t, "HP", en.Say("play.panel.hp"))
	assert.Contains(t, en.Status, "Bleeding")
	assert.Contains(t, en.Underfoot, "a staircase up (<)")
	assert.Equal(t, "ready", SideSpell{Ready: true}.State())

	inRussian(t, g, m)
	ru := m.Sidebar(g)
	assert.Equal(t, "Глубина 1", ru.Where())
	assert.Equal(t, "ОЗ", ru.Say("play.panel.hp"))
	assert.Equal(t, "Стойка: "+ru.Stance, ru.Say("play.panel.stance", text.S("stance", ru.Stance)))
	assert.Contains(t, ru.Status, "Кровотечение")
	assert.Contains(t, ru.Underfoot, "лестница вверх (<)")
	assert.Equal(t, "Здесь: вы; лестница вверх (<).", Describe(g, g.Player.Pos), "the hover's line")
	assert.Equal(t, "ПЕСОЧНИЦА", ru.Say(SandboxTag))
	assert.Equal(t, "готово", SideSpell{Ready: true, lang: game.LangOf(g)}.State())
	for _, key := range []string{"play.panel.hp", "play.panel.nothing", "play.panel.in_view", "play.panel.where_time"} {
		assert.LessOrEqual(t, runes(ru.Say(key, text.S("where", ru.Where()), text.S("time", "12:34"))), (PanelW-14)/FontW,
			"%s fits the panel's width", key)
	}
}

// TestPackInRussian: the pack's screen says its titles and its foot in Russian, the slots by their Russian
// names; the screen of what lies here too.
func TestPackInRussian(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	inRussian(t, g, m)
	m.Update(typed("i"), g)
	require.IsType(t, &Pick{}, m.Screen())
	drawn := drawnTexts(t, m, g)
	for _, want := range []string{"Инвентарь", "Надето и в руках:", "Рюкзак:", "Груз ", "Escape — назад."} {
		assert.Contains(t, drawn, want)
	}
	assert.NotContains(t, drawn, "Pack:")
	assert.NotContains(t, drawn, "main hand:", "the slots by their Russian names")

	pl := g.Player
	d := openDir(t, g)
	p := pl.Pos.Add(d)
	g.Items = slices.DeleteFunc(g.Items, func(fi game.FloorItem) bool { return fi.Pos == p })
	g.Items = append(g.Items, game.FloorItem{Pos: p, Item: game.Item{Kind: game.ItemWeapon, Name: "dagger", Count: 1}},
		game.FloorItem{Pos: p, Item: game.Item{Kind: game.ItemAmmo, Name: "crossbow bolt", Count: 7}})
	m.Update(pressed(KeyEscape), g)
	m.Update(Input{Typed: []rune("v"), Hover: p, HoverOK: true}, g)
	require.IsType(t, &Description{}, m.Screen())
	drawn = drawnTexts(t, m, g)
	assert.Contains(t, drawn, "Что здесь лежит")
	assert.Contains(t, drawn, "Любая клавиша — назад.")
	assert.NotContains(t, drawn, "What lies here")
}

// TestWalkStopInRussian: a held walk that a foe coming into view stops says so in Russian; a rest refused
// with the foe in view names it in Russian, in its case; the hover's line names where a cell lies.
func TestWalkStopInRussian(t *testing.T) {
	g, m := seededGame(t, 1)
	inRussian(t, g, m)
	foe := onlyFoe(g, true)
	d := straight(t, g, 12)
	lurk(t, g, foe, 8)
	require.NotZero(t, holdUntilStop(m, g, d, 400), "the walk stopped")
	assert.True(t, strings.HasPrefix(m.Notice(), "Вы останавливаетесь: "), m.Notice())
	assert.True(t, strings.HasSuffix(m.Notice(), "."), m.Notice())

	foe.Kind, foe.Name = "kobold", "kobold"
	m.Update(Input{}, g)
	require.NotNil(t, g.Walks().FoeInView())
	m.Update(typed(string(RestKey)), g)
	assert.Equal(t, "Нельзя отдыхать, когда в поле зрения кобольд.", m.Notice())
	assert.Equal(t, "You cannot rest with a kobold in view.", foeInView(lang.English(), "play.walk.rest", "kobold"))

	l := game.LangOf(g)
	assert.Equal(t, "2 к северу, 3 к востоку", place(l, gruid.Point{}, gruid.Point{X: 3, Y: -2}))
	assert.Equal(t, "Здесь", place(l, gruid.Point{}, gruid.Point{}))
	assert.Equal(t, "Вы останавливаетесь: кобольд появляется.", stopNotice(l, "кобольд появляется"))
}

// TestAimInRussian: t with no foe in view refuses in Russian; the aim's line under the map names the foe
// by its Russian word, capitalised, and the odds; z with no spell known refuses in Russian.
func TestAimInRussian(t *testing.T) {
	g, m := archer(t)
	inRussian(t, g, m)
	m.Update(typed("t"), g)
	assert.Equal(t, "В поле зрения нет врага, в которого можно стрелять.", m.Notice())
	m.Update(typed(string(CastKey)), g)
	assert.Equal(t, "Вы не знаете заклинаний.", m.Notice())

	foes := placeFoes(t, g, 1)
	m.Update(typed("t"), g)
	aim, ok := m.Screen().(*Aim)
	require.True(t, ok)
	aim.At = foes[0]
	foe := g.ActorAt(foes[0])
	word := game.LangOf(g).Word("creature", foe.Name).Base
	require.NotEqual(t, foe.Name, word, "the foe has a Russian word")
	assert.True(t, strings.HasPrefix(aim.Line(g), text.Capital(word)+": вы попадёте в "), aim.Line(g))
	game.SetLang(g, nil)
	assert.True(t, strings.HasPrefix(aim.Line(g), "The "+foe.Name+": you would hit it "), "English as before: %s", aim.Line(g))
}

// TestHistoryMeasured: the log's rows are measured (Model.LogRows, every frame) while the message history is
// shown: a drawing with no palette draws its lines in plain text, and nothing breaks.
func TestHistoryMeasured(t *testing.T) {
	g, m := newGame(t, game.Character{}, nil)
	m.Update(typed("P"), g)
	require.IsType(t, &History{}, m.Screen())
	lay := NewLayout(1280, 960, 16, LayoutOptions{})
	assert.NotPanics(t, func() { m.LogRows(lay, g, false) })
}
