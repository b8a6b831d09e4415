// Autosave: the player's game loaded at start, saved on quit, at each level change and every few turns, gone on death.

package save

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// AutoSaver keeps the player's game on disk (or in the browser's localStorage): saved on quit, at each
// level change and every saveEvery turns, removed on death. A nil AutoSaver does nothing.
type AutoSaver struct {
	store Store
	enc   Encoder    // its compressor kept from save to save
	off   error      // why saving is off (the save could not be loaded and must not be buried), nil when on
	last  *game.Game // the game last seen, and where it stood
	depth int
	turns int
	dead  bool
	// morgue is where the morgue file of the last death went, or why it could not be written; morgueText
	// its text (leaderboard.go).
	morgue, morgueText string
	// scores is the high-score table once read (loaded), rank the place in it of the game that ended last
	// (−1: none, or not among the best), scoreNote what became of a damaged table or why it could not be
	// written.
	scores    HighScores
	loaded    bool
	rank      int
	scoreNote string
	// rec records the replay of the game in play (nil: none is recorded); resumed is the game loaded at
	// start (its replay goes on), replay where the replay of the last game that ended went, or replayWhy
	// why it could not be kept.
	rec       *Recorder
	resumed   *game.Game
	replay    string
	replayWhy string
	// lang is the language of the notes said before a game is seen (the start's; nil: English): after, the
	// game's own (game.LangOf).
	lang *text.Lang
	// afterword, when set, is what would have saved the player (game/hindsight), for the morgue file.
	afterword Afterword
}

// Afterword is the morgue file's last part, worked out at death in the background (game/hindsight's
// Watcher): Ready reports whether it is, Wait gives its lines once it is.
type Afterword interface {
	Ready() bool
	Wait() []string
}

// SetAfterword has the morgue files of the deaths to come end with a's lines (the run is filed once they
// are worked out, a second or so after the death).
func (sv *AutoSaver) SetAfterword(a Afterword) {
	if sv != nil {
		sv.afterword = a
	}
}

// errDaily is why a daily game is not saved.
var errDaily = errors.New("a daily game is not saved")

// StartDaily is the AutoSaver of the daily game of date (DailySeed): it saves nothing and loads nothing
// (a daily game is played once, from its start), but records its replay (DefaultReplays(true)) and writes
// the morgue file beside the save.
func StartDaily(l *text.Lang, date string) *AutoSaver {
	sv := &AutoSaver{off: errDaily, rank: -1, lang: l}
	if st, err := DefaultStore(); err == nil {
		sv.store = st
	}
	if keep, err := DefaultReplays(true); err == nil {
		sv.rec = &Recorder{keep: keep, daily: date}
	}
	return sv
}

// StartAutoSave opens the default save store and loads the game saved there, if any (nil when none).
// note tells in l what became of a save (restored, or damaged and set aside, where); err says why there is
// no place to save, or why a save could not be loaded: then the save is left as it is, the AutoSaver
// returned saves nothing (over it), and its Quit says so.
func StartAutoSave(l *text.Lang, d *assets.Data) (sv *AutoSaver, g *game.Game, note string, err error) {
	st, err := DefaultStore()
	if err != nil {
		err = fmt.Errorf("no place to save the game: %w", err)
		return &AutoSaver{off: err, rank: -1, lang: l}, nil, "", err
	}
	sv, g, note, err = startAutoSave(l, st, d)
	if keep, rerr := DefaultReplays(false); rerr == nil && err == nil {
		sv.recordTo(keep, g)
	}
	sv.watchPage()
	return sv, g, note, err
}

// startAutoSave is StartAutoSave over store st.
func startAutoSave(l *text.Lang, st Store, d *assets.Data) (*AutoSaver, *game.Game, string, error) {
	sv := &AutoSaver{store: st, rank: -1, lang: l}
	g, note, err := Resume(sv.words(), st, d)
	if err != nil {
		sv.off = err
		return sv, nil, note, err
	}
	if note != "" && g != nil {
		g.Note(note)
	}
	return sv, g, note, nil
}

// EndRun files the run of g that ended at now: its replay kept under its own name (Replay tells where), the
// morgue file written beside the save, the save removed. Frame calls it when the game is over (a death);
// an ending that is not Over (a victory screen) calls it itself, once.
func (sv *AutoSaver) EndRun(g *game.Game, now time.Time) {
	if sv == nil || sv.dead && g == sv.last {
		return
	}
	sv.dead = true
	sv.rec.Flush(now)
	sv.replay, sv.replayWhy = sv.rec.Keep(game.LangOf(g), now.UTC().Format("20060102T150405Z"))
	if g.Mode != game.ModeTutorial && !g.Sandbox { // the tutorial (issue 33) and the sandbox (issue 36) are never scored, nor buried
		sv.writeMorgue(g, now)
		sv.recordScore(g, now)
	}
	if sv.off == nil {
		sv.write(g)
	}
}

// recordTo records the replays of the games played to keep, going on with the replay of resumed (the game
// loaded at start; nil: none).
func (sv *AutoSaver) recordTo(keep ReplayKeeper, resumed *game.Game) {
	sv.rec, sv.resumed = NewRecorder(keep, ""), resumed
	if resumed != nil {
		resumed.Record()
	}
}

// Frame saves when the game changed level or played saveEvery turns, and on death writes the morgue
// file beside the save (even when saving is off: it buries nothing) and removes the save. A save that
// fails is noted in the game's log; play goes on.
func (sv *AutoSaver) Frame(g *game.Game) {
	if sv == nil || g == nil || (sv.off != nil && sv.store == nil) {
		return
	}
	now := time.Now()
	if g != sv.last {
		sv.last, sv.depth, sv.turns, sv.dead = g, g.Depth, g.Turns, false
		sv.rec.Begin(g, g == sv.resumed, now)
		sv.replay, sv.replayWhy = "", ""
	}
	sv.rec.Flush(now)
	switch {
	case g.Over && !sv.dead && sv.afterword != nil && !sv.afterword.Ready():
		// what would have saved the player is being worked out: the run is filed when it is
	case g.Over && !sv.dead:
		sv.EndRun(g, now)
	case sv.off != nil:
	case !g.Over && (g.Depth != sv.depth || g.Turns-sv.turns >= saveEvery):
		sv.depth, sv.turns = g.Depth, g.Turns
		sv.write(g)
	}
}

// Quit saves the game on the way out and returns why it could not: what the store said (a full disk, a
// read-only directory), or why saving is off. No game (a quit before one began) and a nil AutoSaver save
// nothing and return nil, as does a game over when saving is off, and a daily game (nothing is lost).
func (sv *AutoSaver) Quit(g *game.Game) error {
	switch {
	case sv == nil || g == nil:
		return nil
	case sv.off != nil && g.Over, errors.Is(sv.off, errDaily): // a daily game is never saved: nothing lost
		sv.rec.Flush(time.Now())
		return nil
	case sv.off != nil:
		return fmt.Errorf("saving is off, as %w", sv.off)
	}
	return sv.save(g)
}

// save saves g, and marks the replay where it was saved (the actions recorded after the mark are dropped
// when the save is loaded again: see ParseReplay). The mark goes first: the replay and the save are two
// writes, to two stores in the browser (localStorage and IndexedDB), and a crash between them, or a save the
// store refused, leaves a mark of a save that never loads, which a replay reads past, rather than a save
// the replay never saw, which ends it.
func (sv *AutoSaver) save(g *game.Game) error {
	if g == sv.last {
		sv.rec.Flush(time.Now())
		if !g.Over {
			sv.rec.Saved()
		}
	}
	return sv.enc.Save(sv.store, g)
}

// write saves g (for a dead character: removes the save).
func (sv *AutoSaver) write(g *game.Game) {
	if err := sv.save(g); err != nil {
		g.Note(game.LangOf(g).Say("save.not_saved", text.S("error", err.Error())))
	}
}

// Replay is where the replay of the last game that ended went, as ReplayName tells it ("" before any end,
// or when none was recorded), or why it could not be kept.
func (sv *AutoSaver) Replay() string {
	if sv == nil {
		return ""
	}
	if sv.replayWhy != "" {
		return sv.replayWhy
	}
	return ReplayName(sv.words(), sv.replay)
}

// words is the language of sv's notes: the game's it saw last, else the start's, else English.
func (sv *AutoSaver) words() *text.Lang {
	switch {
	case sv.last != nil:
		return game.LangOf(sv.last)
	case sv.lang != nil:
		return sv.lang
	}
	return lang.English()
}

// Daily is the day of the daily game this AutoSaver records ("" for other games).
func (sv *AutoSaver) Daily() string {
	if sv == nil || sv.rec == nil {
		return ""
	}
	return sv.rec.daily
}

// Morgue is where the morgue file of the last death went ("" before any death, or where there is no
// place for it), or why it could not be written.
func (sv *AutoSaver) Morgue() string {
	if sv == nil {
		return ""
	}
	return sv.morgue
}

// writeMorgue writes g's morgue file to the store, named by the time now.
func (sv *AutoSaver) writeMorgue(g *game.Game, now time.Time) {
	mk, ok := sv.store.(MorgueKeeper)
	if !ok {
		return
	}
	l := game.LangOf(g)
	file := MorgueOf(l, g, sv.Daily())
	if r := sv.Replay(); r != "" {
		file += "\n" + l.Say("save.morgue.replay", text.S("path", r)) + "\n"
	}
	if sv.afterword != nil && g.Player.Dead {
		if lines := sv.afterword.Wait(); len(lines) > 0 {
			file += "\n" + strings.Join(lines, "\n") + "\n"
		}
	}
	where, err := mk.WriteMorgue(now.UTC().Format("20060102T150405Z"), []byte(file))
	sv.morgue, sv.morgueText = where, file
	if err != nil {
		sv.morgue = l.Say("save.morgue.failed", text.S("error", err.Error()))
	}
}

// scoreStore is the store of the high-score table beside the save, nil when there is none.
func (sv *AutoSaver) scoreStore() Store {
	if sk, ok := sv.store.(ScoreKeeper); ok {
		return sk.ScoreStore()
	}
	return nil
}

// recordScore puts g's run in the high-score table, with its morgue file.
func (sv *AutoSaver) recordScore(g *game.Game, now time.Time) {
	st := sv.scoreStore()
	if st == nil {
		return
	}
	l := game.LangOf(g)
	h, rank, note, err := RecordScore(l, st, EntryOf(g, now), now)
	sv.scores, sv.loaded, sv.rank, sv.scoreNote = h, err == nil, rank, note
	if err != nil {
		sv.scoreNote = l.Say("save.score.failed", text.S("error", err.Error()))
	}
}

// Scores is the high-score table (read from beside the save on first use), the rank in it of the game that
// ended last (−1: none, or not among the best), and a note on the table ("" when all is well: else what
// became of a damaged table, or why it could not be read or written). A nil AutoSaver has an empty table.
func (sv *AutoSaver) Scores() (HighScores, int, string) {
	if sv == nil {
		return HighScores{}, -1, ""
	}
	if !sv.loaded {
		if st := sv.scoreStore(); st != nil {
			h, note, err := LoadScores(sv.words(), st, time.Now())
			sv.scores, sv.loaded, sv.scoreNote = h, err == nil, note
			if err != nil {
				sv.scoreNote = err.Error()
			}
		}
	}
	return sv.scores, sv.rank, sv.scoreNote
}
