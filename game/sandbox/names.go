// Names typed in the console: an item's, with its count and its affixes' words, and the names nearest one
// the data does not hold, for the refusal.

package sandbox

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// itemNamed is the item words name: an optional count, then a name of weapons.toml, ammunition,
// armours.toml or potions.toml ("potion of healing", "scroll of identify", or the bare name) with the words
// of up to game.MaxAffixes affixes of affixes.toml around it as a known item shows them ("+2 long sword of
// accuracy"). A count above 1 is for what stacks: ammunition, potions, scrolls.
func itemNamed(g *game.Game, words []string) (game.Item, error) {
	count := 1
	if n, err := strconv.Atoi(words[0]); err == nil && words[0][0] >= '0' && words[0][0] <= '9' { // "+2" is an affix's words
		if n < 1 || n > MaxCount {
			return game.Item{}, fmt.Errorf("a count of %d: want 1 to %d", n, MaxCount)
		}
		count, words = n, words[1:]
		if len(words) == 0 {
			return game.Item{}, fmt.Errorf("%d of what?", n)
		}
	}
	d := g.Data()
	name := strings.ToLower(strings.Join(words, " "))
	var taken []string // the affixes' words, as typed
	for len(taken) < game.MaxAffixes {
		w, rest := affixWords(d, name)
		if w == "" {
			break
		}
		taken, name = append(taken, w), rest
	}
	it, ok := baseItem(d, name)
	if !ok {
		return game.Item{}, fmt.Errorf("no item %q in the data; the nearest names: %s", name, near(name, itemNames(d)))
	}
	stacks := it.Kind == game.ItemAmmo || it.Kind == game.ItemPotion || it.Kind == game.ItemScroll
	if count > 1 && !stacks {
		return game.Item{}, fmt.Errorf("one %s at a time: only ammunition, potions and scrolls come by the count", it.Name)
	}
	it.Count = count
	for i, w := range taken {
		af := affixFor(g, it, w) // words may be several affixes' ("+1" a weapon's and a shield's): the one it may carry
		if af == nil {
			return game.Item{}, fmt.Errorf("the %s can carry no affix of the words %q (affixes.toml's on)", it.Name, w)
		}
		it.Affixes[i] = af.Name
	}
	return it, nil
}

// affixWords finds the words of an affix that begin name (a prefix) or end it (a suffix, "of ..."), the
// longest first; it returns them and name without them ("": none).
func affixWords(d *assets.Data, name string) (words, rest string) {
	for i := range d.Affixes {
		af := &d.Affixes[i]
		w := strings.ToLower(af.Words)
		if w == "" || len(w) <= len(words) {
			continue
		}
		switch {
		case af.Suffix() && strings.HasSuffix(name, " "+w):
			words, rest = w, strings.TrimSuffix(name, " "+w)
		case !af.Suffix() && strings.HasPrefix(name, w+" "):
			words, rest = w, strings.TrimPrefix(name, w+" ")
		}
	}
	return words, strings.TrimSpace(rest)
}

// affixFor is the affix of words that it may carry (nil: none).
func affixFor(g *game.Game, it game.Item, words string) *assets.Affix {
	d := g.Data()
	for i := range d.Affixes {
		if af := &d.Affixes[i]; strings.EqualFold(af.Words, words) && game.Wizard(g).Takes(it, af) {
			return af
		}
	}
	return nil
}

// baseItem is the item of one of name without affixes.
func baseItem(d *assets.Data, name string) (game.Item, bool) {
	if w, ok := d.Weapon(name); ok {
		return game.Item{Kind: game.ItemWeapon, Name: w.Name, Count: 1}, true
	}
	for _, n := range []string{name, strings.TrimSuffix(name, "s")} {
		if a, ok := d.Ammo(n); ok {
			return game.Item{Kind: game.ItemAmmo, Name: a.Name, Count: 1}, true
		}
	}
	for i := range d.Ammunition {
		if strings.EqualFold(d.Ammunition[i].Plural, name) {
			return game.Item{Kind: game.ItemAmmo, Name: d.Ammunition[i].Name, Count: 1}, true
		}
	}
	if a, ok := d.Armour(name); ok {
		return game.Item{Kind: game.ItemArmour, Name: a.Name, Count: 1}, true
	}
	bare := strings.TrimPrefix(strings.TrimPrefix(name, "potion of "), "scroll of ")
	if c, ok := d.Consumable(bare); ok {
		kind := game.ItemPotion
		if c.Scroll {
			kind = game.ItemScroll
		}
		if (kind == game.ItemPotion && strings.HasPrefix(name, "scroll of ")) || (kind == game.ItemScroll && strings.HasPrefix(name, "potion of ")) {
			return game.Item{}, false
		}
		return game.Item{Kind: kind, Name: c.Name, Count: 1}, true
	}
	return game.Item{}, false
}

// itemNames are the names of every item of d, as itemNamed takes them.
func itemNames(d *assets.Data) []string {
	out := append(d.WeaponNames(), d.ArmourNames()...)
	for i := range d.Ammunition {
		out = append(out, d.Ammunition[i].Name)
	}
	for i := range d.Consumables {
		c := &d.Consumables[i]
		if c.Scroll {
			out = append(out, "scroll of "+c.Name)
		} else {
			out = append(out, "potion of "+c.Name)
		}
	}
	return out
}

// near lists the nearestNames of names nearest to name: those that hold it or that it holds first, then by
// the edits between them (assets.EditDistance, Levenshtein's, in any case).
func near(name string, names []string) string {
	name = strings.ToLower(name)
	type scored struct {
		name string
		dist int
	}
	s := make([]scored, 0, len(names))
	for _, n := range names {
		l := strings.ToLower(n)
		dist := assets.EditDistance(name, l)
		if strings.Contains(l, name) || strings.Contains(name, l) {
			dist = -1
		}
		s = append(s, scored{n, dist})
	}
	slices.SortStableFunc(s, func(a, b scored) int { return cmp.Or(cmp.Compare(a.dist, b.dist), cmp.Compare(a.name, b.name)) })
	out := make([]string, 0, nearNames)
	for i := 0; i < len(s) && i < nearNames; i++ {
		out = append(out, s[i].name)
	}
	return strings.Join(out, ", ")
}
