// The messages of play in Russian (issue 38): a Russian game says its spells, potions, traps, victory and
// luck ledger in assets/lang/ru/game.toml's words, each name in its case.

package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/combat"
)

// russianGame is a game of seed that says its messages in Russian.
func russianGame(t *testing.T, seed uint64) *Game {
	t.Helper()
	g := newGame(t, seed)
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	SetLang(g, ru)
	return g
}

// said reports whether g's log holds the message text.
func said(g *Game, text string) bool {
	return slices.ContainsFunc(g.Log, func(m Message) bool { return m.Text == text })
}

// TestRussianPlay: issue 38 — a Russian game says the messages of play in Russian (game.toml), each name in
// the case its sentence wants: a spell dodged (genitive) and dazzling (accusative) a giant rat, a potion
// quaffed, a spear trap set off (accusative), the victory; the luck ledger counts its fights and blows
// with Russian plurals.
func TestRussianPlay(t *testing.T) {
	g := russianGame(t, 1)
	pl := g.Player
	rat := g.SpawnForTest("giant rat")
	require.NotNil(t, rat)
	dazzle, ok := g.data.Spell("dazzle")
	require.True(t, ok)

	assert.Equal(t, "Гигантская крыса уклоняется от вашего заклинания «ослепление».",
		g.spells.spellWords(pl, rat, dazzle, combat.Outcome{}), "a spell dodged: the caster's spell in the genitive")
	assert.Equal(t, "Ваше заклинание «ослепление» ослепляет гигантскую крысу.",
		g.spells.spellWords(pl, rat, dazzle, combat.Outcome{Hit: true}), "the rat in the accusative")
	assert.Equal(t, "Заклинание «ослепление» гигантской крысы ослепляет вас.",
		g.spells.spellWords(rat, pl, dazzle, combat.Outcome{Hit: true}), "the caster in the genitive")

	pl.HP = 1
	i := give(g, Item{Kind: ItemPotion, Name: "healing", Count: 2})
	require.True(t, g.Act(Action{Kind: ActQuaff, Item: i}))
	assert.True(t, said(g, "Вам становится лучше."), "the potion's effect: %v", g.Log[len(g.Log)-3:])
	assert.Equal(t, "Это нельзя прочесть.", g.Do(Action{Kind: ActRead, Item: i}).Refusal)

	pl.HP, pl.MaxHP = 1000, 1000
	g.trapping.spring(&Trap{Name: "spear trap", Pos: pl.Pos}, pl)
	assert.True(t, said(g, "Вы задеваете ловушку с копьём!"), "the trap in the accusative: %v", g.Log[len(g.Log)-3:])

	g.dungeon.win()
	last := g.Log[len(g.Log)-1].Text
	assert.True(t, strings.HasPrefix(last, "Вы выходите к дневному свету, неся "), last)
	assert.True(t, strings.HasSuffix(last, ". Вы победили!"), last)

	ru := langOf(g)
	l := Ledger{Fights: 5}
	l.Whole[Yours].Blows, l.Whole[Theirs].Blows = 3, 21
	assert.Equal(t, "Вся игра (5 боёв, нанесено 3 удара, получено 21):", l.LuckLinesIn(ru)[0], "few and many")
	l.Fights, l.Whole[Yours].Blows = 21, 1
	assert.Equal(t, "Вся игра (21 бой, нанесено 1 удар, получено 21):", l.LuckLinesIn(ru)[0], "one")
}

// TestRussianStance: issue 38 — a stance taken is named in the accusative of its word (names.toml
// [stance]), not quoted after «стойку»: «Вы принимаете оборонительную стойку.»
func TestRussianStance(t *testing.T) {
	g := russianGame(t, 1)
	g.Act(Action{Kind: ActStance, Stance: "defensive"})
	assert.True(t, said(g, "Вы принимаете оборонительную стойку."), "%v", g.Log[len(g.Log)-1].Text)
}

// TestClockInRussian: the game's time as the panel and the death screen write it: a decimal comma and «с» in
// Russian, as English's "51.2s" was.
func TestClockInRussian(t *testing.T) {
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	assert.Equal(t, "51,2 с", ClockIn(ru, 512))
	assert.Equal(t, "51.2s", Clock(512))
	assert.Equal(t, "0.0s", Clock(0))
}
