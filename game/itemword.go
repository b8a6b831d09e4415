// Item words: an item's name in the player's language as a word with its forms, for the templates of
// messages and screens ("You pick up {item.acc}", "{n} {item.pl}").
//
// English names items as game/magic.go's itemName does (its words are the data's own). Another language
// puts the name together from its words (assets/lang/<tag>): the noun (names.toml's [weapon] or [armour],
// or [word]'s potion and scroll), before it the adjectives of its known affixes (data/affix.toml) and of an
// unknown potion's look (data/look.toml), which agree with the noun in gender, number and case, and after
// it the invariable words of the rest (an affix "of slaying": data/affix.toml; a known potion's or
// scroll's name: names.toml's [potion] and [scroll], their form of; an unknown scroll's title: data/look.toml).

package game

import (
	"maps"
	"strings"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// ItemWord is one of it as a screen names it, in g's language: as the player knows it, its known magic's
// numbers too ("+2 long sword of accuracy"); its forms are the cases of the language and, in English,
// "a" and "pl".
func ItemWord(g *Game, it Item) text.Word { return itemWord(g, langOf(g), it, false) }

// SaidItem is one of it as a message says it in g's language: as ItemWord, without the affixes whose
// words hold a number (messages never give numbers).
func SaidItem(g *Game, it Item) text.Word { return itemWord(g, langOf(g), it, true) }

// ItemLabel is it as the inventory and the describe screen name it in g's language, a stack with its
// count: "3 murky green potions" (g.ItemName's words in English).
func ItemLabel(g *Game, it Item) string {
	w := ItemWord(g, it)
	if it.Count <= 1 {
		return w.Base
	}
	return langOf(g).Say("item.count", text.W("item", w), text.N("n", it.Count))
}

// itemWord is one of it in l as the player knows it, without the numbers of its affixes when said is set
// (a message's).
func itemWord(g *Game, l *text.Lang, it Item, said bool) text.Word {
	one, two := it, it
	one.Count, two.Count = 1, 2
	if l.Tag == lang.Default { // English: magic.go's names, their plural that of a stack of two
		name := g.lore.itemName(one, false, said)
		pl := strings.TrimPrefix(g.lore.itemName(two, false, said), "2 ")
		return text.Word{Base: name, Forms: map[string]string{"pl": pl, "a": An(name)}}
	}
	lo := &g.lore
	noun := plainWord(l, it)
	var pre, post []text.Word
	if it.Kind == ItemPotion || it.Kind == ItemScroll {
		switch look := lo.look(it.Name); {
		case lo.identified(it):
			post = append(post, knownWord(l, it))
		case it.Kind == ItemPotion:
			pre = append(pre, dataWord(l, "look", look))
		default:
			post = append(post, dataWord(l, "look", look))
		}
	} else {
		for _, af := range lo.affixes(it) {
			if !lo.knowsAffix(it, af) || (said && strings.ContainsAny(af.Words, "0123456789")) {
				continue
			}
			w, ok := l.Own("affix", af.Name)
			if !ok {
				w = text.Word{Base: af.Words} // not translated: as the data writes it
			}
			if af.Suffix() {
				post = append(post, w)
			} else {
				pre = append(pre, w)
			}
		}
	}
	return phrase(l, noun, pre, post)
}

// plainWord is it's word in l by its name alone, without its magic: names.toml's [weapon] (ammunition too)
// or [armour]; a potion's or scroll's noun ([word]'s potion, scroll) where l gives one, else its name.
func plainWord(l *text.Lang, it Item) text.Word {
	switch it.Kind {
	case ItemPotion, ItemScroll:
		kind := "potion"
		if it.Kind == ItemScroll {
			kind = "scroll"
		}
		if w, ok := l.Given("word", kind); ok {
			return w
		}
		return text.Word{Base: it.Name}
	case ItemArmour:
		return l.Word("armour", it.Name)
	}
	return l.Word("weapon", it.Name)
}

// ammoWord is the word of ammunition name in l, with the data's own English plural where it gives one
// ("crossbow bolts").
func ammoWord(d *assets.Data, l *text.Lang, name string) text.Word {
	w := l.Word("weapon", name)
	if a, ok := d.Ammo(name); ok && a.Plural != "" {
		forms := maps.Clone(w.Forms)
		if forms == nil {
			forms = map[string]string{}
		}
		forms["pl"] = a.Plural
		w.Forms = forms
	}
	return w
}

// sayItem is the message of key about it, named by its plain word ({item}: "You wield the {item}.").
func sayItem(g *Game, key string, it Item) string {
	l := langOf(g)
	return l.Say(key, text.W("item", plainWord(l, it)))
}

// saidStack is the message of key about it as a message names it ({item}, {stack}: true for a stack,
// said without its count): "You pick up {item.a}".
func saidStack(g *Game, key string, it Item) string {
	return langOf(g).Say(key, text.W("item", SaidItem(g, it)), text.S("stack", yes(it.Count > 1)))
}

// dataWord is the word of name of kind given by l's data folder (assets/lang/<tag>/data/<kind>.toml), else
// the name as written.
// knownWord is what follows the noun of a known potion or scroll in l: the form of of its word
// (names.toml's [potion] and [scroll], game.ConsumableWord: «лечения»), else its name as the data writes it.
func knownWord(l *text.Lang, it Item) text.Word {
	kind := kindPotion
	if it.Kind == ItemScroll {
		kind = kindScroll
	}
	if w, ok := l.Own(kind, it.Name); ok {
		if of, ok := w.Forms["of"]; ok {
			return text.Word{Base: of}
		}
	}
	return text.Word{Base: it.Name}
}

func dataWord(l *text.Lang, kind, name string) text.Word {
	if w, ok := l.Own(kind, name); ok {
		return w
	}
	return text.Word{Base: name}
}

// phraseForms are the forms a noun phrase of an item has: the cases, singular and plural, and few (after
// 2, 3, 4).
var phraseForms = func() []string {
	out := append([]string{}, lang.Cases...)
	for _, c := range lang.Cases {
		out = append(out, c+"_pl")
	}
	return append(out, "few")
}()

// phrase is the noun phrase of noun with the words pre before it and post after it, in every form: an
// adjective of pre (forms m, f, n and pl, each the six cases split by |) agrees with the noun in gender,
// number and case; a word with no forms for the gender is said as written (its base), as every word of post.
func phrase(l *text.Lang, noun text.Word, pre, post []text.Word) text.Word {
	out := text.Word{Forms: map[string]string{}, Gender: noun.Gender}
	for _, f := range append([]string{""}, phraseForms...) {
		nf := noun.Base
		if f != "" {
			nf = l.Form(noun, f)
		}
		parts := make([]string, 0, len(pre)+len(post)+1)
		for _, a := range pre {
			parts = append(parts, agree(a, noun.Gender, f))
		}
		parts = append(parts, nf)
		for _, a := range post {
			parts = append(parts, a.Base)
		}
		s := strings.Join(parts, " ")
		if f == "" {
			out.Base = s
		} else {
			out.Forms[f] = s
		}
	}
	return out
}

// agree is adjective a in form f ("", "acc", "gen_pl", "few") of a noun phrase whose noun is of gender g:
// its forms of the gender (of pl for a plural form or a noun only plural), the case of f. After 2, 3, 4
// (few) the adjective is in the plural, the genitive but before a feminine noun (the nominative: «три
// острые стрелы», «три острых меча»).
func agree(a text.Word, g, f string) string {
	c, plural := strings.CutSuffix(f, "_pl")
	switch {
	case f == "few" && g == "f":
		c, plural = "nom", true
	case f == "few":
		c, plural = "gen", true
	case c == "":
		c = "nom"
	}
	if plural || g == "pl" {
		g = "pl"
	}
	forms, ok := a.Forms[g]
	if !ok {
		forms, ok = a.Forms["m"]
	}
	if !ok {
		return a.Base
	}
	parts := strings.Split(forms, "|")
	for i, name := range lang.Cases {
		if name == c && i < len(parts) {
			return strings.TrimSpace(parts[i])
		}
	}
	return strings.TrimSpace(parts[0])
}
