// Morgue files: the story of a game that ended (game.Obituary) as text, kept beside the save.

package save

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// Morgue is the morgue file of obituary o in l (the player's language at the time): plain text with the
// seed and the character to play it again, what killed the player and where, the kills by kind, the
// inventory and the last messages.
func Morgue(l *text.Lang, o game.Obituary) string {
	var b strings.Builder
	line := func(s string) { b.WriteString(s + "\n") }
	line(l.Say("save.morgue.title"))
	line("")
	line(game.Capitalize(o.Title) + ".")
	line(o.EndingIn(l))
	line(l.Say("save.morgue.stats", text.S("score", o.ScoreText()), text.N("turns", o.Turns), text.S("time", game.ClockIn(l, o.Time)),
		text.N("kills", o.Kills)))
	again := ""
	if o.Mode != "" {
		line(l.Say("save.morgue.kind", text.S("mode", lang.Text(l, "mode", o.Mode, "", o.ModeTitle)), text.S("scored", strconv.FormatBool(o.Scored))))
		again = " --mode " + o.Mode
		if base, ok := game.PracticeBase(o.Mode); ok { // forked from a replay: its run, from the start
			again = ""
			if base != "" {
				again = " --mode " + base
			}
		}
	}
	seed := strconv.FormatUint(o.Seed, 10)
	line("")
	line(l.Say("save.morgue.seed", text.S("seed", seed)))
	line(l.Say("save.morgue.again", text.S("seed", seed), text.S("race", strconv.Quote(o.Race)),
		text.S("background", strconv.Quote(o.Background)), text.S("mode", again)))
	line("")
	line(l.Say("save.morgue.kills"))
	if len(o.ByKind) == 0 {
		line("  " + l.Say("save.morgue.none"))
	}
	for _, k := range o.ByKind {
		line("  " + l.Say("save.morgue.kill", text.S("count", fmt.Sprintf("%4d", k.Count)), text.N("n", k.Count),
			text.W("kind", l.Word("creature", k.Kind)), text.S("plural", k.Plural)))
	}
	line("")
	list := func(title string, items []string) {
		line(title)
		if len(items) == 0 {
			line("  " + l.Say("save.morgue.nothing"))
		}
		for _, s := range items {
			line("  " + s)
		}
		line("")
	}
	list(l.Say("save.morgue.worn"), o.Worn)
	list(l.Say("save.morgue.pack"), o.Pack)
	line(l.Say("save.morgue.luck"))
	for _, s := range o.Luck {
		line("  " + s)
	}
	line("")
	line(l.Say("save.morgue.last"))
	for _, m := range o.Messages {
		line("  " + m)
	}
	return b.String()
}

// MorgueOf is the morgue file of game g, over, in l: Morgue of its obituary, and for the daily game of day
// (daily: "" for another game) the line that says which it was and how to play it.
func MorgueOf(l *text.Lang, g *game.Game, daily string) string {
	file := Morgue(l, g.Obituary())
	if daily != "" {
		file += "\n" + l.Say("save.morgue.daily", text.S("day", daily), text.S("rules", g.RulesName()),
			text.S("seed", strconv.FormatUint(g.Seed, 10))) + "\n"
	}
	return file
}

// MorgueKeeper is a Store that keeps morgue files beside the save.
type MorgueKeeper interface {
	// WriteMorgue keeps text under a name made from tag (never replacing another morgue file on the
	// desktop) and returns where it went.
	WriteMorgue(tag string, text []byte) (string, error)
}

// WriteMorgue keeps text in Morgues as "morgue-<tag>.txt" (with "-2", "-3"... when taken).
func (m *MemStore) WriteMorgue(tag string, text []byte) (string, error) {
	if m.Morgues == nil {
		m.Morgues = map[string][]byte{}
	}
	name := freeName("morgue-"+tag, func(n string) bool { _, ok := m.Morgues[n+".txt"]; return ok }) + ".txt"
	m.Morgues[name] = append([]byte{}, text...)
	return name, nil
}

// WriteMorgue keeps the last morgue file under the key+".morgue" (the browser's storage is small: one
// morgue file, the last death's, replaced by the next).
func (s kvStore) WriteMorgue(_ string, text []byte) (string, error) {
	key := s.key + ".morgue"
	if err := s.kv.set(key, string(text)); err != nil {
		return "", fmt.Errorf("write morgue %s: %w", key, err)
	}
	return key, nil
}
