// Tests of the game's words: no message gives a number (combat/RULES.md §7.6), and every name put in a
// sentence takes the article that agrees with it.

package game

import (
	"fmt"
	"github.com/cleave-game/cleave/assets/lang"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
)

// TestMessagesGiveNoNumbers: RULES.md §7.6 — messages never give numbers, in combat or out of it (a
// skill's new rank is said by its name, the depth and a stack's count are left to the screens). Bot
// games of every background on several seeds, saved nowhere: every message of their logs.
func TestMessagesGiveNoNumbers(t *testing.T) {
	if testing.Short() {
		t.Skip("plays bot games")
	}
	digit := regexp.MustCompile(`[0-9]`)
	d := newGame(t, 1).Data()
	bad := map[string]int{}
	seen := 0
	for _, b := range d.Backgrounds {
		for _, seed := range []uint64{5, 6, 7} {
			g, err := New(Config{Seed: seed, Character: Character{Name: "Tess", Race: "human", Background: b.Name}})
			require.NoError(t, err)
			for i := 0; i < 1500 && !g.Over; i++ {
				g.Act(g.BotAction())
			}
			for _, m := range g.Log {
				seen++
				if digit.MatchString(m.Text) {
					bad[fmt.Sprintf("%s (seed %d): %s", b.Name, seed, m.Text)]++
				}
			}
		}
	}
	assert.Greater(t, seen, 1000, "the games said enough to judge")
	assert.Empty(t, bad, "messages with a number")
}

// article is the indefinite article a name takes, as its first letter reads: the oracle of
// TestEveryNameTakesItsArticle, for the names of the default data (none of them is an exception such
// as "unicorn" or "hour", which TestAn covers).
func article(name string) string {
	if name[0] >= 'A' && name[0] <= 'Z' {
		return "" // a unique's own name: "Grizzletooth"
	}
	if strings.ContainsRune("aeiouAEIOU", rune(name[0])) {
		return "an "
	}
	return "a "
}

// TestEveryNameTakesItsArticle: issue 11 point 9 — every creature, weapon, ammunition and armour name of
// the data, put in each sentence of the game that names it after an article, takes the article that
// agrees with it: "an earth elemental", "a long sword", "an arrow"; a stack takes none, and no count
// ("sling bullets"). The sentences are the game's own, played: stepping onto the thing, picking it up,
// dropping it, filling the quiver; taking a stance; the death screen's killer; the title of a nameless
// character.
// (The hover text and the "comes into view" notice are render/ui's: TestHoverNamesTakeTheirArticle.)
func TestEveryNameTakesItsArticle(t *testing.T) {
	d := newGame(t, 1).Data()
	var items []Item
	for _, w := range d.Weapons {
		if w.Name != assets.BareHands {
			items = append(items, Item{Kind: ItemWeapon, Name: w.Name, Count: 1}, Item{Kind: ItemWeapon, Name: w.Name, Count: 3})
		}
	}
	for _, a := range d.Ammunition {
		items = append(items, Item{Kind: ItemAmmo, Name: a.Name, Count: 1}, Item{Kind: ItemAmmo, Name: a.Name, Count: 19})
	}
	for _, a := range d.Armours {
		items = append(items, Item{Kind: ItemArmour, Name: a.Name, Count: 1})
	}
	for _, it := range items {
		want := article(it.Name) + it.Name
		if it.Count > 1 {
			want = it.plural(d)
		}
		g := arena(t, "warrior")
		pl := g.Player
		pl.Pack, pl.Worn[SlotAmmo] = nil, Item{}
		g.gear.dropItem(pl.Pos.Add(gruid.Point{X: 1}), it)
		said := func(a Action) []string {
			n := len(g.Log)
			g.Do(a)
			var out []string
			for _, m := range g.Log[n:] {
				out = append(out, m.Text)
			}
			return out
		}
		assert.Contains(t, said(Action{Kind: ActMove, Dir: gruid.Point{X: 1}}), "You see here: "+want+".", "%+v", it)
		assert.Contains(t, said(Action{Kind: ActPickUp}), "You pick up "+want+".", "%+v", it)
		require.Len(t, pl.Pack, 1)
		assert.Contains(t, said(Action{Kind: ActDrop, Item: 0}), "You drop "+want+".", "%+v", it)
		if it.Kind == ItemAmmo {
			said(Action{Kind: ActPickUp})
			assert.Contains(t, said(Action{Kind: ActWield, Item: 0}), "You fill your quiver with "+want+".", "%+v", it)
		}
	}
	for _, c := range d.Creatures {
		a := &Actor{Name: c.Name}
		assert.Equal(t, article(c.Name)+c.Name, killerPhrase(lang.English(), a, strike{}), "the death screen's killer")
		for _, at := range c.Attacks {
			s := strike{}
			s.attack.Weapon.Name = at.Name + at.Weapon
			assert.Equal(t, article(c.Name)+c.Name+"'s "+s.attack.Weapon.Name, killerPhrase(lang.English(), a, s))
		}
	}
	g := arena(t, "warrior")
	for _, st := range d.Stances {
		if st.Name == g.Player.Stance {
			continue // taking the stance one is in says nothing
		}
		n := len(g.Log)
		g.Do(Action{Kind: ActStance, Stance: st.Name})
		require.Len(t, g.Log, n+1, st.Name)
		assert.Equal(t, "You take "+article(st.Name)+st.Name+" stance.", g.Log[n].Text)
	}
	for _, r := range d.Races {
		for _, b := range d.Backgrounds {
			a := &Actor{Race: r.Name, Background: b.Name}
			assert.Equal(t, article(r.Name)+r.Name+" "+b.Name, a.Title(), "a nameless character's title")
		}
	}
}

// TestAn: the article goes by the sound of the first word, not only its letter.
func TestAn(t *testing.T) {
	for s, want := range map[string]string{
		"spear": "a spear", "earth elemental": "an earth elemental", "arrow": "an arrow", "ogre": "an ogre",
		"unicorn": "a unicorn", "one-eyed giant": "a one-eyed giant", "useful thing": "a useful thing",
		"urchin": "an urchin", "hour": "an hour", "honest man": "an honest man", "hobgoblin": "a hobgoblin",
		"Elf": "an Elf", "19 sling bullets": "19 sling bullets", "": "",
	} {
		assert.Equal(t, want, An(s), s)
	}
}

func TestPlural(t *testing.T) {
	for s, want := range map[string]string{
		"spear": "spears", "knife": "knives", "cutlass": "cutlasses", "pair of gauntlets": "pairs of gauntlets",
		"suit of plate armour": "suits of plate armour", "quarterstaff": "quarterstaffs", "morning star": "morning stars",
		"ruby": "rubies", "day": "days", "torch": "torches",
	} {
		assert.Equal(t, want, Plural(s), s)
	}
}

// TestRankGainedIsSaidByName: issue 11 point 12 — a rank gained is said by its name from skills.toml's
// rank_names, never by its number: renamed in the data, the message follows.
func TestRankGainedIsSaidByName(t *testing.T) {
	src, err := assets.Files.ReadFile("skills.toml")
	require.NoError(t, err)
	renamed := strings.Replace(string(src), `"practised"`, `"blooded"`, 1)
	require.NotEqual(t, string(src), renamed)
	d, err := assets.Load(fstest.MapFS{"skills.toml": {Data: []byte(renamed)}})
	require.NoError(t, err)
	g, err := New(Config{Seed: 1, Data: d, Character: Character{Name: "T", Race: "human", Background: "brute"}})
	require.NoError(t, err)
	pl := g.Player
	pl.Skills["Spears"], pl.Practice["Spears"] = 1, 0
	n := len(g.Log)
	for range g.fight.usesForRank(1) {
		g.fight.train(pl, strike{skill: "Spears"})
	}
	require.Equal(t, 2, pl.Skills["Spears"])
	require.Len(t, g.Log, n+1)
	assert.Equal(t, "Your skill in Spears grows: you are now blooded.", g.Log[n].Text)
}
