// High scores: the table of the best runs with the morgue file of each, kept beside the save (a file on the
// desktop, localStorage in the browser); a damaged table is set aside, never deleted, as saves are.

package save

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// MaxHighScores is how many runs the high-score table keeps, the best.
const MaxHighScores = 20

// maxScoresLen is the most bytes the high-score table's JSON takes: 8 KiB an entry, where one with a title
// and a cause of the longest names the data allow, every rune escaped, takes under 2 KiB.
const maxScoresLen = MaxHighScores * 8 << 10

// scoresVersion is the version of the table's JSON; a table of another version is set aside.
const scoresVersion = 1

// ScoreEntry is one run of the high-score table.
type ScoreEntry struct {
	Score    int    `json:"score"`
	Title    string `json:"title"`              // "Thora the dwarf warrior"
	Won      bool   `json:"won,omitempty"`      // came out with the artefact
	Artefact bool   `json:"artefact,omitempty"` // held the artefact at the end
	Depth    int    `json:"depth"`              // where the run ended
	Deepest  int    `json:"deepest"`
	Turns    int    `json:"turns"`
	Cause    string `json:"cause,omitempty"` // what killed the player; "" for a victory
	Seed     uint64 `json:"seed"`
	When     string `json:"when"`   // the end, UTC: "2026-12-01 04:30"
	Morgue   string `json:"morgue"` // the run's morgue file
	// Mode is the kind of run ("" the whole dungeon; modes.toml), marked in its line: "(short)".
	Mode string `json:"mode,omitempty"`
	// Unscored: the run's kind is never on the table (an explore run's, RULES.md §38.5): Add refuses it.
	// Never written: no such entry is kept.
	Unscored bool `json:"-"`
}

// Line is the entry in one line of the table in l: "12,340  Thora the dwarf warrior escaped with the
// artefact (level 12, 8,120 turns)".
func (e ScoreEntry) Line(l *text.Lang) string {
	how := l.Say("save.score.killed", text.S("cause", e.Cause), text.N("depth", e.Depth))
	switch {
	case e.Won:
		how = l.Say("save.score.escaped")
	case e.Cause == game.GaveUpCause: // issue 37: a run given up (game/giveup.go)
		how = l.Say("save.score.gave_up", text.N("depth", e.Depth))
	}
	mark := ""
	if e.Mode != "" {
		mark = l.Say("save.score.mark", text.W("mode", l.Word("mode", e.Mode)))
	}
	return l.Say("save.score.line", text.S("score", fmt.Sprintf("%6d", e.Score)), text.S("mark", mark), text.S("title", e.Title),
		text.S("how", how), text.N("deepest", e.Deepest), text.N("turns", e.Turns))
}

// HighScores is the table: the best runs, best first (a tie: the earlier first).
type HighScores struct {
	Version int          `json:"version"`
	Entries []ScoreEntry `json:"entries"`
}

// Add puts e in the table in its place and returns its rank (0 the best), or −1 when it is not among the
// best MaxHighScores, or of a kind of run never scored, and the table is unchanged.
func (h *HighScores) Add(e ScoreEntry) int {
	if e.Unscored {
		return -1
	}
	i, _ := slices.BinarySearchFunc(h.Entries, e, func(a, b ScoreEntry) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return -1 // after every entry of the same score: the earlier stay first
	})
	if i >= MaxHighScores {
		return -1
	}
	h.Entries = slices.Insert(h.Entries, i, e)
	if len(h.Entries) > MaxHighScores {
		h.Entries = h.Entries[:MaxHighScores]
	}
	return i
}

// ScoreKeeper is a Store that keeps a high-score table beside the save, in a Store of its own.
type ScoreKeeper interface {
	ScoreStore() Store
}

// EntryOf is the high-score entry of game g, over, ended at now (its morgue file in g's language).
func EntryOf(g *game.Game, now time.Time) ScoreEntry {
	o := g.Obituary()
	e := ScoreEntry{Score: g.Score(), Title: g.Player.Title(), Won: g.Won, Artefact: g.Artefact, Depth: g.Depth,
		Deepest: g.Deepest, Turns: g.Turns, Seed: g.Seed, When: now.UTC().Format("2006-01-02 15:04"), Morgue: Morgue(game.LangOf(g), o),
		Mode: o.Mode, Unscored: !o.Scored}
	if !g.Won {
		e.Cause = o.Cause
	}
	return e
}

// LoadScores reads the high-score table in st: an empty one when there is none. A table that is damaged (not
// the JSON of a table of this version) is set aside, never deleted, and an empty one returned, with a note
// in l saying where it went; a table that could not be read is an error (and left as it is).
func LoadScores(l *text.Lang, st Store, now time.Time) (h HighScores, note string, err error) {
	h.Version = scoresVersion
	b, err := st.Read(maxScoresLen)
	switch {
	case errors.Is(err, ErrNoSave):
		return h, "", nil
	case errors.Is(err, ErrDamaged):
	case err != nil:
		return h, "", fmt.Errorf("high scores: %w", err)
	default:
		var t HighScores
		if err = json.Unmarshal(b, &t); err == nil && t.Version != scoresVersion {
			err = fmt.Errorf("version %d, this game reads version %d", t.Version, scoresVersion)
		}
		if err == nil {
			return t, "", nil
		}
	}
	where, aerr := st.SetAside(asidePrefix + now.UTC().Format("20060102T150405Z"))
	if aerr != nil {
		return h, "", fmt.Errorf("high scores: damaged (%v), and could not be set aside: %w", err, aerr)
	}
	return h, l.Say("save.score.damaged", text.S("error", err.Error()), text.S("where", where)), nil
}

// RecordScore adds e to the high-score table in st and writes it; it returns the table, e's rank in it (−1:
// not among the best) and LoadScores' note in l.
func RecordScore(l *text.Lang, st Store, e ScoreEntry, now time.Time) (HighScores, int, string, error) {
	h, note, err := LoadScores(l, st, now)
	if err != nil {
		return h, -1, note, err
	}
	rank := h.Add(e)
	if rank < 0 {
		return h, rank, note, nil
	}
	b, err := json.MarshalIndent(h, "", " ")
	if err != nil {
		return h, -1, note, fmt.Errorf("high scores: %w", err)
	}
	if err := st.Write(b); err != nil {
		return h, -1, note, fmt.Errorf("high scores: %w", err)
	}
	return h, rank, note, nil
}

// ScoreStore is the MemStore's high-score table: another MemStore, made on first use.
func (m *MemStore) ScoreStore() Store {
	if m.Scores == nil {
		m.Scores = &MemStore{}
	}
	return m.Scores
}

// ScoreStore is the browser's high-score table: the key of the save and ".scores".
func (s kvStore) ScoreStore() Store { return kvStore{kv: s.kv, key: s.key + ".scores"} }
