package game

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// russianLooksGame is a game of seed 1 said in Russian, its potions' and scrolls' looks set: healing a murky
// green potion, identify a scroll titled XOTH ANUR.
func russianLooksGame(t *testing.T) *Game {
	t.Helper()
	g := russianGame(t, 1)
	g.Magic.Looks["healing"], g.Magic.Looks["identify"] = "murky green", "XOTH ANUR"
	return g
}

// TestItemNamesInRussian: issue 38 — an item's name in Russian agrees in gender, number and case: its
// affixes' adjectives before the noun («острая рапира», «острую рапиру»), "of slaying" after it
// («убийства»), an unknown potion by its look («мутно-зелёное зелье»), a stack counted with the plural
// form of its number («3 мутно-зелёных зелья», «5 …зелий», «21 …зелье»), as "You pick up …" says it.
func TestItemNamesInRussian(t *testing.T) {
	g := russianLooksGame(t)
	rapier := magical(ItemWeapon, "rapier", "+1", "keen")
	rapier.Known = true
	sword := magical(ItemWeapon, "long sword", "slaying")
	sword.Known = true
	potion := Item{Kind: ItemPotion, Name: "healing", Count: 1}
	gauntlets := magical(ItemArmour, "pair of gauntlets", "hardened")
	gauntlets.Known = true
	for _, c := range []struct {
		it       Item
		nom, acc string
	}{
		{rapier, "+1 острая рапира", "+1 острую рапиру"},
		{sword, "длинный меч убийства", "длинный меч убийства"},
		{potion, "мутно-зелёное зелье", "мутно-зелёное зелье"},
		{gauntlets, "закалённые латные рукавицы", "закалённые латные рукавицы"},
	} {
		w := ItemWord(g, c.it)
		assert.Equal(t, c.nom, w.Base, c.it.Name)
		assert.Equal(t, c.nom, w.Forms["nom"], c.it.Name)
		assert.Equal(t, c.acc, w.Forms["acc"], c.it.Name)
	}
	assert.Equal(t, "+1 острой рапирой", ItemWord(g, rapier).Forms["ins"])
	assert.Equal(t, "острую рапиру", SaidItem(g, rapier).Forms["acc"], "a message gives no number")
	assert.Equal(t, "мутно-зелёных зелий", ItemWord(g, potion).Forms["gen_pl"])

	for n, want := range map[int]string{3: "3 мутно-зелёных зелья", 5: "5 мутно-зелёных зелий", 21: "21 мутно-зелёное зелье"} {
		potion.Count = n
		assert.Equal(t, want, ItemLabel(g, potion))
	}
	arrows := magical(ItemAmmo, "arrow", "keen")
	arrows.Known, arrows.Count = true, 3
	assert.Equal(t, "3 острые стрелы", ItemLabel(g, arrows), "after 3 a feminine noun's adjective is nominative")
	assert.Equal(t, "Вы подбираете острые стрелы.", saidStack(g, "item.pick_up", arrows))
	assert.Equal(t, "Вы подбираете острую рапиру.", saidStack(g, "item.pick_up", rapier))
	assert.Equal(t, "Вы подбираете рапиру.", saidStack(g, "item.pick_up", magical(ItemWeapon, "rapier", "keen")),
		"an affix not known is not said")
	scroll := Item{Kind: ItemScroll, Name: "identify", Count: 1}
	assert.Equal(t, "свиток «XOTH ANUR»", ItemWord(g, scroll).Base)
	g.Magic.Known["identify"] = true
	assert.Equal(t, "свитка опознания", ItemWord(g, scroll).Forms["gen"])
}

// TestItemWordIsItemNameInEnglish: in English an item's word is ItemName's name (a stack's with its
// count, ItemLabel), its plural and the form with "a" what messages said before (lore.an): every
// weapon, ammunition and armour of the data with a known affix, and potions and scrolls known or not.
func TestItemWordIsItemNameInEnglish(t *testing.T) {
	g := newGame(t, 1)
	en := lang.English()
	var items []Item
	for _, w := range g.data.Weapons {
		items = append(items, magical(ItemWeapon, w.Name, "+2", "accuracy"), magical(ItemWeapon, w.Name, "keen"))
	}
	for _, a := range g.data.Ammunition {
		items = append(items, magical(ItemAmmo, a.Name, "keen"), Item{Kind: ItemAmmo, Name: a.Name, Count: 1})
	}
	for _, a := range g.data.Armours {
		items = append(items, magical(ItemArmour, a.Name, "hardened", "deflection"))
	}
	for _, c := range g.data.Consumables {
		k := ItemPotion
		if c.Scroll {
			k = ItemScroll
		}
		items = append(items, Item{Kind: k, Name: c.Name, Count: 1})
	}
	for _, known := range []bool{false, true} {
		for _, it := range items {
			it.Known = known
			for _, n := range []int{1, 2, 19} {
				it.Count = n
				assert.Equal(t, g.ItemName(it), ItemLabel(g, it))
				want := g.lore.an(it)
				got := en.Say("item.drop", text.W("item", SaidItem(g, it)), text.S("stack", yes(n > 1)))
				assert.Equal(t, "You drop "+want+".", got)
			}
		}
	}
}

// TestItemScreensInRussian: the describe screen, the @ screen's labels, the look screen, the bestiary's
// recall and the surroundings' line of a Russian game speak Russian, with the creature's gender.
func TestItemScreensInRussian(t *testing.T) {
	g := russianLooksGame(t)
	pl := g.Player
	lines := g.DescribeItem(pl, Item{Kind: ItemWeapon, Name: "long sword", Count: 1}, false)
	assert.Equal(t, "Длинный меч", lines[0])
	assert.Contains(t, lines, "Одноручное оружие для основной руки.")
	assert.Contains(t, lines, "Урон: рубящий или колющий.")
	assert.Regexp(t, regexp.MustCompile(`^Вес: [0-9.]+ фнт\.$`), lines[1])

	sheet := g.CharacterSheet(pl)
	require.NotEmpty(t, sheet.Attacks)
	assert.Regexp(t, regexp.MustCompile(`^(Основная рука|Вторая рука|Голые руки)`), sheet.Attacks[0].Label)

	rat, err := g.PlaceBeside("giant rat")
	require.NoError(t, err)
	look, err := g.LookAt(rat)
	require.NoError(t, err)
	assert.Equal(t, "Гигантская крыса", look.Title)
	assert.Contains(t, look.Lines, "Она невредима и настороже; она "+map[string]string{"faster": "движется быстрее вас",
		"slower": "движется медленнее вас", "same": "движется так же быстро, как вы"}[pace(rat, pl)]+".", "a feminine rat")
	assert.Equal(t, "тяжело ранена", HurtWords(LangOf(g), &Actor{Name: "giant rat", HP: 2, MaxHP: 5}))

	g.Met = []Met{{Kind: "kobold", Depth: 3, Turn: 412}}
	recall := g.Bestiary()[0].Recall
	assert.Equal(t, "Кобольд", recall.Title)
	assert.Contains(t, recall.Lines, "Первая встреча: уровень 3, ход 412.")
	assert.Contains(t, recall.Lines, "Убитых нет.")

	assert.Regexp(t, regexp.MustCompile(`^Вокруг вас: .*гигантская крыса, рядом с вами`), SurroundingsLine(g))
	assert.Equal(t, "северо-запад", CompassWords(LangOf(g), Compass(gruid.Point{X: -1, Y: -1})))
	assert.Equal(t, "пять клеток", CellsWords(LangOf(g), 5))
}

// TestRussianItemWordsComplete: every affix's words and every potion's and scroll's look and name have
// their Russian (lang.Translated): an adjective's forms for each gender it may meet, a look's for the
// potion's noun.
func TestRussianItemWordsComplete(t *testing.T) {
	g := newGame(t, 1)
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	d := g.data
	for _, af := range d.Affixes {
		if af.Suffix() || strings.ContainsAny(af.Words, "0123456789") {
			assert.True(t, lang.Translated(ru, "affix", af.Name, ""), "affix %q: its words after the noun", af.Name)
			continue
		}
		for _, gender := range []string{"m", "f", "n", "pl"} {
			assert.True(t, lang.Translated(ru, "affix", af.Name, gender), "affix %q: its %s forms", af.Name, gender)
		}
	}
	for _, look := range append(slices.Clone(d.Looks.Potions), "unmarked") {
		for _, form := range []string{"n", "pl"} {
			assert.True(t, lang.Translated(ru, "look", look, form), "potion look %q: its %s forms", look, form)
		}
	}
	for _, look := range d.Looks.Scrolls {
		assert.True(t, lang.Translated(ru, "look", look, ""), "scroll look %q", look)
	}
	for _, c := range d.Consumables {
		kind := "potion"
		if c.Scroll {
			kind = "scroll"
		}
		assert.True(t, lang.Translated(ru, kind, c.Name, "of"), "potion or scroll %q: its form of", c.Name)
	}
	// words.toml's phrases: TestProseTranslated (ru/data/odds.toml, a table of words.toml a table)
}
