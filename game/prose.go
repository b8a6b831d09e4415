// Prose: the data's own texts that the game says (the odds' phrases, the luck of a fight, the artefact's
// line; the tutorial's lessons in tutorial.go) in the game's language. English stays in assets/*.toml,
// where designers write it; another language gives its texts in assets/lang/<tag>/data/<kind>.toml, by
// data name (lang.Text), and says the data's own where it gives none.

package game

import (
	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// prose is a text of the data in l: the form of the data name of kind that l's data folder gives, else
// english, the data's own text (lang.Text).
func prose(l *text.Lang, kind, name, form, english string) string {
	return lang.Text(l, kind, name, form, english)
}

// OddsWordsOf are the phrase tables of words.toml in g's language (oddsIn): what the look screen, the aim
// line and the side panel say the odds in.
func OddsWordsOf(g *Game) assets.OddsWords { return oddsIn(langOf(g), g.data.Words) }

// oddsIn is w with its phrases in l: a row's words as data/odds.toml gives them under its table ([chance],
// [glance], [blows], [threat]) by the English words, never by its key never. The bounds of the rows, and
// LuckRare, stay; the luck's sentences stay English here (luckSentence says them).
func oddsIn(l *text.Lang, w assets.OddsWords) assets.OddsWords {
	w.Chance = phrasesIn(l, "chance", w.Chance)
	w.Glance = phrasesIn(l, "glance", w.Glance)
	w.Blows = phrasesIn(l, "blows", w.Blows)
	w.Threat = phrasesIn(l, "threat", w.Threat)
	w.Never = prose(l, "odds", "never", "", w.Never)
	return w
}

// phrasesIn are the rows of a phrase table with their words in l (a copy: the data's stay as they are).
func phrasesIn(l *text.Lang, table string, rows []assets.Phrase) []assets.Phrase {
	out := make([]assets.Phrase, len(rows))
	for i, p := range rows {
		out[i] = assets.Phrase{UpTo: p.UpTo, Words: prose(l, "odds", table, p.Words, p.Words)}
	}
	return out
}

// luckName is the data name of a luck row in data/luck.toml: its measure, side and direction, "hits_yours_more",
// "damage_theirs_fewer".
func luckName(p assets.LuckPhrase) string {
	side, more := "yours", "more"
	if p.Theirs {
		side = "theirs"
	}
	if !p.More {
		more = "fewer"
	}
	return p.Measure + "_" + side + "_" + more
}

// luckSentence is what the log says after a fight whose luck was far from the odds, by row p of words.toml,
// in l: with several foes its many; with one, its one said of the foe named foe ("kobold", "Grizzletooth").
// A language's data/luck.toml gives one as a template of the foe's word ({foe.acc}, {Foe} its base with a
// capital); words.toml's English names the foe with its article ({foe}: "the kobold", "Grizzletooth").
func luckSentence(l *text.Lang, p assets.LuckPhrase, many bool, foe string) string {
	name := luckName(p)
	if many {
		return prose(l, "luck", name, "many", p.Many)
	}
	src := prose(l, "luck", name, "one", "")
	w := l.Word("creature", foe)
	if src == "" { // English: the data's own sentence, the foe with its article
		src = p.One
		w = text.Word{Base: lang.English().Form(text.Word{Base: foe}, "the")}
	}
	return sayTemplate(l, src, text.W("foe", w))
}

// sayTemplate says src, a template of the data (assets/text), with args in l; src as it is when it is no
// template (the data's tests keep every one a template).
func sayTemplate(l *text.Lang, src string, args ...text.Arg) string {
	t, err := text.Parse(src)
	if err != nil {
		return src
	}
	x, ok := text.New(l.Tag, l) // a language of one message, falling back to l for its words and rules
	if !ok {
		return src
	}
	x.SetMessage("data.text", t)
	return x.Say("data.text", args...)
}

// artefactText is the line of description of the run's artefact (mode m's) in l: a mode's own
// (modes.toml's artefact_text, data/mode.toml's form artefact_text), else the dungeon's (dungeon.toml's,
// data/dungeon.toml's artefact_text).
func artefactText(l *text.Lang, d *assets.Data, m *assets.Mode) string {
	if m.ArtefactText != d.Dungeon.ArtefactText {
		return prose(l, "mode", m.Name, "artefact_text", m.ArtefactText)
	}
	return prose(l, "dungeon", "artefact_text", "", m.ArtefactText)
}
