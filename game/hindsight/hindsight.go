// Package hindsight works out "what would have saved you" (issue 34): the fight that killed the player,
// replayed from its start on the game's own engine under the alternatives the player had then (another
// stance, the other weapon carried, a shield bash first, the stairs up, a potion carried), each as N seeded
// fights, with the chance each gave. A Watcher keeps an encoded copy of the game (game/save's Encode, in
// memory, never saved) taken when a fight begins: the first frame a foe is in view after a calm spell.
package hindsight

import (
	"bytes"
	"encoding/gob"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena"
	"github.com/cleave-game/cleave/game/save"
	"github.com/cleave-game/cleave/levels"
)

// Runs is how many fights each alternative's figure rests on.
const Runs = 100

// maxSeconds ends a replayed fight undecided (not a life saved) after that much game time.
const maxSeconds = 300

// stairsReach is the farthest (in cells) the stairs up may be at the fight's start to count as an
// alternative the player had.
const stairsReach = 10

// Watcher watches a game frame by frame and keeps the state of the fight in play at its start.
type Watcher struct {
	data     *assets.Data
	last     *game.Game
	turn     int
	inFight  bool
	snap     []byte // the game encoded at the fight's start (nil: none yet)
	fromLoad bool   // the game was loaded mid-fight: snap is the load, not the fight's start
	done     bool
	mu       sync.Mutex
	ready    chan struct{} // closed when lines are worked out (nil: no work begun)
	lines    []string
	lang     *text.Lang // the language of the game that died: the lines are said in it
}

// NewWatcher is a Watcher of games played by data d.
func NewWatcher(d *assets.Data) *Watcher { return &Watcher{data: d} }

// Frame looks at g once a frame: a new fight's start is kept; at death the alternatives are worked out,
// once (Lines). A nil Watcher does nothing.
func (w *Watcher) Frame(g *game.Game) {
	if w == nil || g == nil {
		return
	}
	if g != w.last {
		w.Wait() // a death's work in the background ends before the watcher turns to the next game
		w.mu.Lock()
		w.last, w.turn, w.inFight, w.snap, w.fromLoad, w.done, w.ready, w.lines = g, -1, false, nil, false, false, nil, nil
		w.mu.Unlock()
		if g.Turns > 0 && g.Walks().FoeInView() != nil { // loaded mid-fight: its start is unknown
			w.keep(g)
			w.fromLoad, w.inFight = true, true
		}
	}
	if g.Over {
		if !w.done {
			w.done = true
			if !g.Player.Dead || w.snap == nil {
				return
			}
			// The work takes about a second: in the background, so that no frame waits on it.
			ready, snap, fromLoad, d, l := make(chan struct{}), w.snap, w.fromLoad, w.data, game.LangOf(g)
			w.ready, w.lang = ready, l
			go func() {
				lines := work(snap, fromLoad, d, l)
				w.mu.Lock()
				w.lines = lines
				w.mu.Unlock()
				close(ready)
			}()
		}
		return
	}
	if g.Turns == w.turn {
		return
	}
	w.turn = g.Turns
	foe := g.Walks().FoeInView() != nil
	if foe && !w.inFight {
		w.keep(g)
		w.fromLoad = false
	}
	w.inFight = foe
}

// keep encodes g as the fight's start.
func (w *Watcher) keep(g *game.Game) {
	b, err := save.Encode(g)
	if err != nil {
		w.snap = nil
		return
	}
	w.snap = b
}

// Working is the key of the line Lines answers while the alternatives are being worked out.
const Working = "hindsight.working"

// Lines are the death screen's and the morgue's lines of what would have saved the player (none before
// death, or when no fight was seen; Working while they are worked out). It never waits.
func (w *Watcher) Lines() []string {
	if w == nil || w.ready == nil {
		return nil
	}
	select {
	case <-w.ready:
	default:
		return []string{w.lang.Say(Working)}
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.lines
}

// Ready reports whether Lines are worked out (or there are none to work out).
func (w *Watcher) Ready() bool {
	if w == nil || w.ready == nil {
		return true
	}
	select {
	case <-w.ready:
		return true
	default:
		return false
	}
}

// Wait is Lines once they are worked out: it waits for them (the morgue file's, a test's).
func (w *Watcher) Wait() []string {
	if w == nil || w.ready == nil {
		return nil
	}
	<-w.ready
	return w.Lines()
}

// work works the alternatives out from the kept start snap (fromLoad: the game's load, its start unknown),
// said in l.
func work(snap []byte, fromLoad bool, d *assets.Data, l *text.Lang) []string {
	alts, err := AlternativesIn(snap, d, l)
	if err != nil {
		return []string{l.Say("hindsight.failed", text.S("error", err.Error()))}
	}
	head := l.Say("hindsight.head", text.N("runs", Runs))
	if fromLoad {
		head = l.Say("hindsight.head_load", text.N("runs", Runs))
	}
	out := []string{head}
	for _, a := range alts {
		out = append(out, "  "+a.LineIn(l))
	}
	return out
}

// Alternative is one thing the player could have done at the fight's start, and how often it saved them.
type Alternative struct {
	What  string // "In the defensive stance", "Wielding your mace" (in the language it was worked out in)
	Lived int    // the fights of Runs the player lived through (the foes dead, or up the stairs)
	Runs  int
	// opening makes, for each fight, its opening moves: each answers the next, until it answers false;
	// then the player fights as the arena's Melee does (the stance kept, the nearest foe struck).
	opening func() func(g *game.Game) (game.Action, bool)
}

// Line is the alternative in words and a figure: "In the defensive stance you would have lived 71 times in 100."
func (a Alternative) Line() string { return a.LineIn(lang.English()) }

// LineIn is the Line in l (What is in the language it was worked out in).
func (a Alternative) LineIn(l *text.Lang) string {
	return l.Say("hindsight.line", text.S("what", a.What), text.N("lived", a.Lived), text.N("runs", a.Runs))
}

// Alternatives are the alternatives the player had at the state snap (an encoded game: save.Encode), each
// played Runs times from it on the real engine with seeds 1 to Runs (independent of the game's own).
func Alternatives(snap []byte, d *assets.Data) ([]Alternative, error) {
	return AlternativesIn(snap, d, lang.English())
}

// AlternativesIn are the Alternatives, said in l.
func AlternativesIn(snap []byte, d *assets.Data, l *text.Lang) ([]Alternative, error) {
	start, err := NewStart(snap, d)
	if err != nil {
		return nil, err
	}
	g, err := start.Game(1)
	if err != nil {
		return nil, err
	}
	alts := options(g, l)
	// Each alternative on a core of its own: its fights are seeded by their number, so the figures are
	// the same whatever the order they are played in.
	errs := make([]error, len(alts))
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i := range alts {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			alts[i].Lived, errs[i] = Chance(start, alts[i], Runs)
			alts[i].Runs = Runs
		}()
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	return alts, nil
}

// options lists the alternatives the player of g had: fighting on as they stood, each other stance, each
// other weapon in the pack, a shield bash first (a shield worn), the stairs up within reach, each potion
// carried (an unidentified one said as such).
func options(g *game.Game, l *text.Lang) []Alternative {
	pl := g.Player
	game.SetLang(g, l) // the things named as the player knew them, in l
	fight := func() func(*game.Game) (game.Action, bool) {
		return func(*game.Game) (game.Action, bool) { return game.Action{}, false }
	}
	out := []Alternative{{What: l.Say("hindsight.fight_on"), opening: fight}}
	for _, s := range g.Stances() {
		if s == pl.Stance || (pl.Stance == "" && s == assets.NeutralStance) {
			continue
		}
		s := s
		out = append(out, Alternative{What: l.Say("hindsight.stance", text.W("stance", l.Word("stance", s))), opening: once(func(g *game.Game) (game.Action, bool) {
			return game.Action{Kind: game.ActStance, Stance: s}, g.Player.Stance != s
		})})
	}
	seen := map[string]bool{}
	for i, it := range pl.Pack {
		if it.Kind != game.ItemWeapon || seen[g.ItemName(it)] {
			continue
		}
		seen[g.ItemName(it)] = true
		name := it.Name
		out = append(out, Alternative{What: l.Say("hindsight.wield", text.S("item", g.ItemName(it))), opening: once(func(g *game.Game) (game.Action, bool) {
			return game.Action{Kind: game.ActWield, Item: i}, g.Player.Worn[game.SlotMain].Name != name
		})})
	}
	if g.CanBash(pl) {
		out = append(out, Alternative{What: l.Say("hindsight.bash"), opening: func() func(*game.Game) (game.Action, bool) {
			bashed := false
			return func(g *game.Game) (game.Action, bool) {
				t := g.Targets()
				if bashed || len(t) == 0 {
					return game.Action{}, false
				}
				if levels.Distance(t[0].Pos, g.Player.Pos) == 1 {
					bashed = true
					return game.Action{Kind: game.ActBash, Dir: t[0].Pos.Sub(g.Player.Pos)}, true
				}
				return approach(g, t[0].Pos)
			}
		}})
	}
	if up, ok := g.Walks().StairsTo(levels.StairsUp); ok && g.Depth > 1 && levels.Distance(up, pl.Pos) <= stairsReach {
		out = append(out, Alternative{What: l.Say("hindsight.flee"), opening: func() func(*game.Game) (game.Action, bool) {
			return func(g *game.Game) (game.Action, bool) {
				if g.Player.Pos == g.Level.Up {
					return game.Action{Kind: game.ActAscend}, true
				}
				return approach(g, g.Level.Up)
			}
		}})
	}
	for i, it := range pl.Pack {
		if it.Kind != game.ItemPotion || seen[it.Name] {
			continue
		}
		seen[it.Name] = true
		potion := text.S("item", g.ItemName(game.Item{Kind: it.Kind, Name: it.Name, Count: 1}))
		what := l.Say("hindsight.drink", potion)
		if g.UnknownLook(it) {
			what = l.Say("hindsight.drink_unknown", potion)
		}
		out = append(out, Alternative{What: what, opening: once(func(*game.Game) (game.Action, bool) {
			return game.Action{Kind: game.ActQuaff, Item: i}, true
		})})
	}
	return out
}

// once is an opening of one move, a (while it answers true).
func once(a func(*game.Game) (game.Action, bool)) func() func(*game.Game) (game.Action, bool) {
	return func() func(*game.Game) (game.Action, bool) {
		done := false
		return func(g *game.Game) (game.Action, bool) {
			if done {
				return game.Action{}, false
			}
			done = true
			return a(g)
		}
	}
}

// Chance is how many of n fights played from start under alternative a the player lived through: the foes
// in view at the start dead, or the player up the stairs alive. Fight i is played with seed i+1 (Start.Game).
func Chance(start *Start, a Alternative, n int) (int, error) {
	lived := 0
	for i := range n {
		g, err := start.Game(uint64(i + 1))
		if err != nil {
			return 0, err
		}
		open := a.opening()
		opening := true
		f := arena.Resume(g, Foes(g))
		r := f.PlayWith(maxSeconds, func() game.Action {
			if opening {
				if act, ok := open(g); ok {
					return act
				}
				opening = false
			}
			return arena.MeleeAction(g)
		})
		if r.Won || r.Escaped {
			lived++
		}
	}
	return lived, nil
}

// Start is a fight's start, ready to be played again and again: the state of the game kept (save.Encode),
// checked once as a save is (save.Decode), with only its floor and the one above (the stairs up) kept
// whole, as the gob of game.State, which each fight decodes afresh (a save's checks and compression
// once, not at every fight: most of the time a fight took).
type Start struct {
	plain []byte
	d     *assets.Data
}

// NewStart is the start of the fight kept in snap (an encoded game, save.Encode), played by data d.
func NewStart(snap []byte, d *assets.Data) (*Start, error) {
	g, err := save.Decode(snap, d)
	if err != nil {
		return nil, fmt.Errorf("hindsight: the fight's start: %w", err)
	}
	st := g.State
	st.Floors = slices.Clone(st.Floors)
	blank := &game.Floor{Level: levels.NewLevel(1, 1), Seen: make([]bool, 1)}
	for i := range st.Floors {
		if i < st.Depth-2 || i > st.Depth-1 {
			st.Floors[i] = blank // never visited by a fight of this floor that ends when the player leaves it
		}
	}
	var b bytes.Buffer
	if err := gob.NewEncoder(&b).Encode(&st); err != nil {
		return nil, fmt.Errorf("hindsight: the fight's start: %w", err)
	}
	return &Start{plain: b.Bytes(), d: d}, nil
}

// Game is the fight's start as a game of its own, its random generator seeded by seed: the same state,
// dice of its own (independent of the game's).
func (s *Start) Game(seed uint64) (*game.Game, error) {
	var st game.State
	if err := gob.NewDecoder(bytes.NewReader(s.plain)).Decode(&st); err != nil {
		return nil, fmt.Errorf("hindsight: the fight's start: %w", err)
	}
	rng, err := rand.NewPCG(seed, seed^0x6a09e667f3bcc909).MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("hindsight: seed %d: %w", seed, err)
	}
	g, err := game.Restore(st, rng, s.d)
	if err != nil {
		return nil, fmt.Errorf("hindsight: the fight's start: %w", err)
	}
	return g, nil
}

// Foes are the creatures hostile to the player in view in g (Targets): the fight's foes.
func Foes(g *game.Game) []*game.Actor { return g.Targets() }

// approach is a step toward p (the bot's way, TravelStep), false when no known walk leads there.
func approach(g *game.Game, p gruid.Point) (game.Action, bool) {
	step, ok := g.Walks().TravelStep(p)
	if !ok {
		return game.Action{}, false
	}
	return game.Action{Kind: game.ActMove, Dir: step.Sub(g.Player.Pos)}, true
}
