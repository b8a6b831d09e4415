// Morgue files: the story of a game that ended (game.Obituary) as text, kept beside the save.

package save

import (
	"fmt"
	"strings"

	"github.com/cleave-game/cleave/game"
)

// Morgue is the morgue file of obituary o: plain text with the seed and the character to play it again,
// what killed the player and where, the kills by kind, the inventory and the last messages.
func Morgue(o game.Obituary) string {
	var b strings.Builder
	line := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	line("Cleave morgue file")
	line("")
	line("%s", game.Capitalize(o.Title)+".")
	line("%s", o.Ending())
	line("Score: %s   Turns: %d   Time: %s   Kills: %d", o.ScoreText(), o.Turns, game.Clock(o.Time), o.Kills)
	again := ""
	if o.Mode != "" {
		line("Kind of run: %s%s", o.ModeTitle, notScored(o))
		again = " --mode " + o.Mode
		if base, ok := game.PracticeBase(o.Mode); ok { // forked from a replay: its run, from the start
			again = ""
			if base != "" {
				again = " --mode " + base
			}
		}
	}
	line("")
	line("Seed: %d", o.Seed)
	line("Play it again: cleave --seed %d --race %q --background %q%s", o.Seed, o.Race, o.Background, again)
	line("")
	line("Kills by kind:")
	if len(o.ByKind) == 0 {
		line("  none")
	}
	for _, k := range o.ByKind {
		name := k.Plural
		if k.Count == 1 {
			name = k.Kind
		}
		line("  %4d %s", k.Count, name)
	}
	line("")
	list := func(title string, items []string) {
		line("%s:", title)
		if len(items) == 0 {
			line("  nothing")
		}
		for _, s := range items {
			line("  %s", s)
		}
		line("")
	}
	list("Worn", o.Worn)
	list("Pack", o.Pack)
	line("The dice against the exact odds (the luck ledger, combat/RULES.md §39):")
	for _, l := range o.Luck {
		line("  %s", l)
	}
	line("")
	line("Last messages:")
	for _, m := range o.Messages {
		line("  %s", m)
	}
	return b.String()
}

// notScored is what the morgue file adds to the kind of run of o when it is not scored.
func notScored(o game.Obituary) string {
	if o.Scored {
		return ""
	}
	return " (not on the high-score table)"
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
