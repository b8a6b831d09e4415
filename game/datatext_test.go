// Tests of the data's words in the player's language (datatext.go, issue 38).

package game

import (
	"testing"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDataTextsInRussian: a Russian game's look screen and bestiary recall describe a creature in Russian,
// its sheet names its skills and names and explains its talents in Russian; a spell, a stance, a rank, a
// skill and a potion are said in Russian, in the case a message needs; an English game says the data's own.
func TestDataTextsInRussian(t *testing.T) {
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	g := arena(t, "warrior")
	SetLang(g, ru)
	k, err := g.PlaceBeside("kobold")
	require.NoError(t, err)
	const kobold = "Мелкое чешуйчатое тявкающее создание с собачьей мордой: нападает скопом, а удирает ещё проворнее."
	look, err := g.LookAt(k)
	require.NoError(t, err)
	require.NotEmpty(t, look.Lines)
	assert.Equal(t, kobold, look.Lines[0], "the look screen's description")
	assert.Equal(t, kobold, recallOf(t, g, "kobold").Lines[0], "the bestiary's recall")

	g.Player.Skills["Sword and Board"] = 3
	assert.Contains(t, g.CharacterSheet(g.Player).Talents, "Оплот: Броня 2 в любом доспехе.")
	assert.Equal(t, "Таланты: Оплот (Броня 2 в любом доспехе.)", g.CharacterSheet(g.Player).TalentLine(ru))
	assert.Contains(t, g.CharacterSheet(g.Player).Skills, SkillLine{Name: "Меч и щит", Rank: 3, Next: g.fight.usesForRank(3)})

	d := g.Data()
	assert.Equal(t, "огненную стрелу", ru.Form(SpellWord(ru, "fire bolt"), "acc"))
	fb, ok := d.Spell("fire bolt")
	require.True(t, ok)
	assert.Contains(t, SpellText(ru, fb), "Стрела пламени")
	assert.Equal(t, "неистовая", StanceName(ru, "frenzy"))
	assert.Equal(t, "неистовую стойку", ru.Form(StanceWord(ru, "frenzy"), "acc"))
	assert.Equal(t, "подмастерье", RankName(ru, d, 3))
	assert.Equal(t, "Длинные клинки", SkillName(ru, "Long blades"))
	assert.Equal(t, "поражает", ru.Form(ElementWord(ru, "lightning"), "it"))
	healing, ok := d.Consumable("healing")
	require.True(t, ok)
	assert.Equal(t, "зелья лечения", ru.Form(ConsumableWord(ru, healing), "gen"))

	en := lang.English()
	SetLang(g, nil)
	look, err = g.LookAt(k)
	require.NoError(t, err)
	assert.Equal(t, "A small, scaly, yapping thing with a dog's snout, quick to gang up and quicker to run.", look.Lines[0])
	assert.Contains(t, g.CharacterSheet(g.Player).Talents, "Bulwark: Protection 2 in any armour.")
	assert.Contains(t, g.CharacterSheet(g.Player).Skills, SkillLine{Name: "Sword and Board", Rank: 3, Next: g.fight.usesForRank(3)})
	assert.Equal(t, "frenzy", StanceName(en, "frenzy"))
	assert.Equal(t, "capable", RankName(en, d, 3))
	assert.Equal(t, "Long blades", SkillName(en, "Long blades"))
	assert.Equal(t, "fire bolt", SpellWord(en, "fire bolt").Base)
	assert.Equal(t, "healing", ConsumableWord(en, healing).Base)
}
