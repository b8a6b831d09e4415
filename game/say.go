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

// itemArg is item it as the argument name (saidItem).
func itemArg(g *Game, name string, it Item, english string) text.Arg {
	return text.W(name, saidItem(g, it, english))
}

// saidItem is item it as a message names it: english, the name the game gives it in English ("a murky
// green potion", "3 arrows"), as it was; in another language its word (SaidItem: its kind's noun with its
// known magic's and look's words, in every case), a stack's in the plural.
func saidItem(g *Game, it Item, english string) text.Word {
	l := langOf(g)
	if l.Tag == lang.Default {
		return text.Word{Base: english}
	}
	w := SaidItem(g, it)
	if it.Count <= 1 {
		return w
	}
	pl := text.Word{Forms: map[string]string{}, Gender: "pl"}
	for k, v := range w.Forms {
		if c, ok := strings.CutSuffix(k, "_pl"); ok {
			pl.Forms[c] = v
			pl.Forms[k] = v
		}
	}
	pl.Base = pl.Forms["nom"]
	if pl.Base == "" {
		return w
	}
	return pl
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
