// The obituary: what the death screen tells and the morgue file keeps (like DCSS's character dump), so a
// death can be shared and played again from its seed (game/save writes the morgue file).

package game

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// MorgueMessages is how many of the last messages the death screen and the morgue file show.
const MorgueMessages = 12

// KindCount is a number of creatures of one kind: "kobold", 3.
type KindCount struct {
	Kind   string
	Count  int
	Plural string // the kind's plural, from the bestiary ("draugar"), else by Plural's rules
	Unique bool   // a unique (creatures.toml's unique flag): its own name, with no article
}

// Names is the kind as a list of kills says it, in the singular for one and the plural otherwise: "a
// kobold", "3 giant rats". (The death screen and the morgue file are not messages: they count.)
func (k KindCount) Names() string {
	switch {
	case k.Count == 1 && k.Unique:
		return k.Kind
	case k.Count == 1:
		return An(k.Kind)
	}
	return fmt.Sprintf("%d %s", k.Count, k.Plural)
}

// Obituary is the story of a game that ended, for the death screen and the morgue file.
type Obituary struct {
	Seed       uint64
	Title      string // "Thora the dwarf warrior", "an elf archer"
	Race       string
	Background string
	Cause      string // "a kobold's spear"; "the dungeon" when nothing is known
	Depth      int    // the level of the death
	Deepest    int
	Turns      int
	Time       int64       // the clock, in tenths of a second, as the side panel shows it
	Kills      int         // all kills
	ByKind     []KindCount // the kills by kind, most first, then by name
	Worn       []string    // "main hand: long sword", by slot
	Pack       []string    // "a - 23 arrows", by letter
	Messages   []string    // the last MorgueMessages messages, oldest first
	// Won: the player came out of the dungeon with the artefact (Artefact, its name, held at the end when
	// Holding); Score is the run's score (RULES.md §38.4).
	Won, Holding bool
	Artefact     string
	// GaveUp: the player gave the run up (ActGiveUp); Cause is then GaveUpCause.
	GaveUp bool
	Score  int
	// Mode is the kind of run's name, "" for the whole dungeon, and ModeTitle its title (modes.toml); Scored
	// says whether a run of it may enter the high-score table (RULES.md §38.5).
	Mode, ModeTitle string
	Scored          bool
	// Sandbox: a sandbox game's (issue 36): never scored, its score marked "(sandbox)".
	Sandbox bool
	// Luck is the luck ledger as the morgue file shows it (Ledger.LuckLines: numbers, the player's record).
	Luck []string
}

// Mark is what follows the score wherever it shows: "" for the whole dungeon, else the kind of run in
// brackets, "(explore)", so that no score of another kind of run passes for one of the whole dungeon.
func (o Obituary) Mark() string {
	switch {
	case o.Sandbox:
		return "(sandbox)"
	case o.Mode == "":
		return ""
	case isPractice(o.Mode): // practice of any run: "(practice)"
		return "(" + ModePractice + ")"
	}
	return "(" + o.Mode + ")"
}

// ScoreText is the score as the death screen and the morgue file say it: "1200", "1200 (explore)".
func (o Obituary) ScoreText() string {
	if o.Mark() == "" {
		return fmt.Sprint(o.Score)
	}
	return fmt.Sprintf("%d %s", o.Score, o.Mark())
}

// Obituary tells the story of g's player (of a game not over yet too: where it stands now).
func (g *Game) Obituary() Obituary {
	pl := g.Player
	o := Obituary{Seed: g.Seed, Title: TitleIn(langOf(g), pl), Race: pl.Race, Background: pl.Background, Cause: g.Cause,
		Depth: g.Depth, Deepest: g.Deepest, Turns: g.Turns, Time: g.Time, Kills: pl.Kills,
		Won: g.Won, Holding: g.Artefact, Artefact: g.run.mode().Artefact, Score: g.Score(),
		Mode: g.State.Mode, ModeTitle: g.run.mode().Title, Scored: g.run.mode().Scored && !g.Sandbox, Sandbox: g.Sandbox}
	if o.Cause == "" {
		o.Cause = langOf(g).Say("game.morgue.dungeon")
	}
	o.GaveUp = g.Over && !g.Won && g.Cause == GaveUpCause
	o.Luck = g.Ledger.LuckLinesIn(langOf(g))
	for kind, n := range pl.KillsByKind {
		k := KindCount{Kind: kind, Count: n, Plural: Plural(kind)}
		if c, ok := g.data.Creature(kind); ok {
			k.Plural, k.Unique = c.Plural, c.Unique
		}
		o.ByKind = append(o.ByKind, k)
	}
	slices.SortFunc(o.ByKind, func(a, b KindCount) int {
		return cmp.Or(cmp.Compare(b.Count, a.Count), cmp.Compare(a.Kind, b.Kind))
	})
	for s, it := range pl.Worn {
		if !it.IsZero() {
			o.Worn = append(o.Worn, langOf(g).Word("slot", Slot(s).String()).Base+": "+g.lore.morgueLabel(it))
		}
	}
	pack := slices.Clone(pl.Pack)
	slices.SortStableFunc(pack, func(a, b Item) int { return cmp.Compare(a.Letter, b.Letter) })
	for _, it := range pack {
		label := g.lore.morgueLabel(it)
		if it.Letter != 0 {
			label = string(it.Letter) + " - " + label
		}
		o.Pack = append(o.Pack, label)
	}
	for _, m := range g.Log[max(0, len(g.Log)-MorgueMessages):] {
		o.Messages = append(o.Messages, m.Text)
	}
	return o
}

// Ending is how the run ended, in a sentence: "Killed by a kobold's spear on level 3 (deepest level 4).",
// "Escaped from the dungeon with the Heart of the Mountain.", "Gave up on level 2 (deepest level 3)."
func (o Obituary) Ending() string { return o.EndingIn(lang.English()) }

// EndingIn is the Ending in l.
func (o Obituary) EndingIn(l *text.Lang) string {
	args := []text.Arg{text.W("artefact", l.Word("artefact", o.Artefact)), text.N("depth", o.Depth),
		text.N("deepest", o.Deepest), text.S("cause", o.Cause)}
	key := "game.morgue.killed"
	switch {
	case o.Won:
		key = "game.morgue.won"
	case o.GaveUp && o.Holding:
		key = "game.morgue.gave_up_holding"
	case o.GaveUp:
		key = "game.morgue.gave_up"
	case o.Holding:
		key = "game.morgue.killed_holding"
	}
	return text.Capital(l.Say(key, args...))
}

// Clock is a time of the game's clock (tenths of a second) as the side panel and the death screen show it:
// "12.0s".
func Clock(tenths int64) string { return ClockIn(lang.English(), tenths) }

// ClockIn is a time of the game in l: "51.0s", «51,0 с».
func ClockIn(l *text.Lang, tenths int64) string {
	return l.Say("game.clock", text.S("whole", strconv.FormatInt(tenths/10, 10)), text.S("tenth", strconv.FormatInt(tenths%10, 10)))
}

// KillsLine is the kills by kind in one line, most first: "3 kobolds, a goblin archer"; "none" for none.
func (o Obituary) KillsLine() string {
	if len(o.ByKind) == 0 {
		return "none"
	}
	parts := make([]string, len(o.ByKind))
	for i, k := range o.ByKind {
		parts[i] = k.Names()
	}
	return strings.Join(parts, ", ")
}
