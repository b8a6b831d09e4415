// Say: the game's messages in its language (assets/lang, game.toml's keys), as functions of *Game (the
// Game keeps to its count of methods).

package game

import (
	"strings"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// tell adds the message of key with args, in g's language, to the log as a sentence (its first letter in
// upper case).
func tell(g *Game, kind MessageKind, key string, args ...text.Arg) {
	g.say(kind, sentence(g, key, args...))
}

// refuseSay refuses the action being done with the message of key, in g's language.
func refuseSay(g *Game, key string, args ...text.Arg) { g.refusal = sentence(g, key, args...) }

// sentence is the message of key with args in g's language, its first letter in upper case.
func sentence(g *Game, key string, args ...text.Arg) string {
	return text.Capital(langOf(g).Say(key, args...))
}

// creatureArg is the creature a as the argument name: the word of its kind ("kobold": {name.the} "the
// kobold", {name.acc} "кобольда"), or its own name (a unique's).
func creatureArg(g *Game, name string, a *Actor) text.Arg {
	return text.W(name, langOf(g).Word("creature", a.Name))
}

// whoArg is who a is as a template's select reads it: "you" for the player, else "it".
func whoArg(name string, a *Actor) text.Arg {
	if a.Player {
		return text.S(name, "you")
	}
	return text.S(name, "it")
}

// nameArg is a data name of kind as the argument name: its word in g's language ("trap", "spear trap":
// ловушка с копьём), the name itself when the language has none.
func nameArg(g *Game, arg, kind, name string) text.Arg {
	return text.W(arg, langOf(g).Word(kind, name))
}

// itemArg is item it as the argument name (itemWord).
func itemArg(g *Game, name string, it Item, english string) text.Arg {
	return text.W(name, itemWord(g, it, english))
}

// itemWord is item it as a message names it: english, the name the game gives it in English ("a murky
// green potion", "3 arrows"), or in another language the word of its kind and name when it is one plain
// weapon or piece of armour, its magic unknown or none, the language has a word for (with its cases), else
// english.
func itemWord(g *Game, it Item, english string) text.Word {
	l := langOf(g)
	if l.Tag != lang.Default && it.Count <= 1 && g.lore.itemName(it, false, true) == it.Name {
		kind := ""
		switch it.Kind {
		case ItemWeapon:
			kind = "weapon"
		case ItemArmour:
			kind = "armour"
		}
		if w, ok := l.Given(kind, it.Name); ok && kind != "" {
			return w
		}
	}
	return text.Word{Base: english}
}

// listWords is names, data names of kind, as a list in l: "fire", "fire and cold", "fire, cold and acid"
// (each name its word in l).
func listWords(l *text.Lang, kind string, names []string) string {
	words := make([]string, len(names))
	for i, n := range names {
		words[i] = l.Word(kind, n).Base
	}
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return l.Say("game.list.and", text.S("first", strings.Join(words[:len(words)-1], l.Say("game.list.comma"))),
		text.S("last", words[len(words)-1]))
}
