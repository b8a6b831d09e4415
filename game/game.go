// Package game holds Cleave's state and rules of play: actors, turns on one clock, actions, sight and messages.
package game

import (
	"fmt"
	"iter"
	"math/rand/v2"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// Level dimensions of generated levels.
const (
	LevelW = 80
	LevelH = 50
)

// sight is how far the player sees in the dungeon's gloom: the light radius of rules.toml.
func (g *Game) sight() int { return g.data.Rules.LightRadius }

// tenths turns a time of the data, in seconds, into the clock's tenths of a second (at least one).
func tenths(seconds float64) int64 { return max(1, int64(seconds*10+0.5)) }

// Config is what a new game is made from.
type Config struct {
	Seed      uint64
	Data      *assets.Data // nil: the embedded defaults
	Character Character    // the zero Character: DefaultCharacter of Data
	// Rules names the rule set of the game among the data's (RULES.md §32): "" is the default, the chapter's.
	Rules string
	// Mode names the kind of run (State.Mode) among the data's modes (modes.toml; combat/RULES.md §38.5):
	// "" is the first, the whole dungeon; ModeTutorial plays the tutorial's lessons with its own character
	// (Character is then ignored) under the data's first rule set.
	Mode string
	// Record: keep every action done for a replay, from the first (Game.Record, TakeActions).
	Record bool
	// Sandbox: a game of the sandbox (issue 36, State.Sandbox): never scored.
	Sandbox bool
	// Lang is the language the game's messages are said in (assets/lang): nil is English.
	Lang *text.Lang
}

// Game is the whole state of one game, and the orchestrator of its turns: it takes the player's action (Do),
// runs the clock until the player's turn comes again, keeps what the player sees and the log, and answers
// the interface's questions. The rules of play are its parts' (the strike's assembly, the fight, the
// monsters, the spellbook, missiles, traps, gear, lore, the dungeon, the bot): each holds the game for the
// common state it reads and owns its own. It never draws: the renderer reads it.
type Game struct {
	// State is everything of the game that a save keeps.
	State
	// Floor is the floor the player is on, Floors[Depth-1]: its fields (Level, Creatures, Queue, Seen,
	// Items, Corpses) read as the game's own. It is the same *Floor as in Floors, never a copy.
	*Floor
	Visible []bool // cells in view now, worked out again from the floor after a load

	events []Event
	// spareEvents is the slice TakeEvents returned last: the events after the next call go in it.
	spareEvents []Event
	src         *rand.PCG // rng's source, kept for saving its exact state
	data        *assets.Data
	vaults      []*levels.Vault
	rng         *rand.Rand
	roller      *combat.Roller
	fov         *levels.FOV
	sightOf     sightKey  // what fov was last worked out for (updateSight)
	seenMarks   marks     // counts the cells first marked in Seen (marks.see): what is worked out from Seen follows it
	cells       cellIndex // who stands where on the player's floor (where.go)
	kits        kits      // what the actors' names come to in the data, kept between blows (kit.go)
	// The parts, which link points at g.
	lore     lore      // what the player knows of magic, and the names items show by (magic.go)
	gear     gear      // what creatures carry and wear, and the floor's items (items.go)
	arms     arms      // the strike's assembly, and the rule set bound (arms.go, rules.go)
	spells   spellbook // casting, and what a spell does (spells.go)
	trapping trapping  // traps placed, noticed, sprung and disarmed (traps.go)
	bot      bot       // the built-in player, and the walks through seen cells (bot.go, botmagic.go)
	monsters monsters  // how the creatures spend their turns (monster.go, roles.go)
	fight    fight     // what blows, wounds and the moment do to fighters (fight.go, stamina.go, status.go...)
	missiles missiles  // shots and throws (ranged.go)
	dungeon  dungeon   // the floors, made, populated and kept, and the run through them (dungeon.go, loot.go)
	bestiary bestiary  // the kinds met, and what the look screen and the bestiary say of them (bestiary.go)
	pickup   pickups   // auto-pickup's switches, and the items the player stood on (pickup.go; never saved)
	tutorial tutorial  // the lessons of a tutorial game (tutorial.go)
	run      run       // the kind of run: its goal, its death, its score (mode.go)
	luck     luck      // the luck ledger kept, blow by blow and fight by fight (luck.go; its State.Ledger)
	// refusal is why the action being done was refused, for Do's Result (never saved).
	refusal string
	// noBleeding and noFleeing switch off bleeding wounds and creatures' flight: a designer's what-ifs
	// (Suppose: the arena's Setup.NoBleeding, NoFleeing), never set in a game played (never saved).
	noBleeding, noFleeing bool
	// recording: every action done is kept in taken until TakeActions (a replay is being recorded; never
	// saved).
	recording bool
	taken     []Action
	// lang is the language of the messages (nil: English; SetLang; never saved: a setting).
	lang *text.Lang
}

// State is what a game is made of, apart from the data it plays by and the helpers built from it: a save
// is the gob encoding of a State and of the random generator's state.
type State struct {
	Seed uint64
	// Player is the player's actor (ID 0), on the floor at Depth; it is kept here alone, in no floor.
	Player *Actor
	// Floors keeps every level visited, by depth (Floors[0] is depth 1), as it was left.
	Floors  []*Floor
	Time    int64 // the clock, in tenths of a second
	Turns   int   // player actions taken
	Depth   int
	Deepest int
	Log     []Message // the last messages: LogKept of them at least, twice as many at most
	Over    bool      // the game is over: the player is dead, or won (Won)
	Cause   string    // what killed the player: "a kobold's spear"
	// Artefact: the player carries the artefact of the goal (RULES.md §38); Won: they came out of the
	// dungeon with it, and the game is over.
	Artefact, Won bool
	// ArrivedTurn is the turn the player came to this level.
	ArrivedTurn int
	// HeardAt is the turn "You hear fighting." was last said, plus one (0: never).
	HeardAt int
	// BotChase is where the bot last saw the foe it was walking to, and BotChaseUntil the turn it gives
	// up on it (0: no chase): the bot's memory, so that a foe seen from one cell and not the next is
	// followed, not left and found again forever.
	BotChase      gruid.Point
	BotChaseUntil int
	// Magic is what the player knows of magic, and this game's looks of potions and scrolls.
	Magic MagicState
	// RuleSet names the rule set every attack is settled under (combat/RULES.md §32), among the data's.
	RuleSet string
	// Met are the kinds of creature the player has seen this game, in the order first seen (the bestiary
	// screen, game/bestiary.go).
	Met []Met
	// Mode names the kind of run this game is among the data's (issue 33: the tutorial, an explore run, a
	// short run); "" is the whole dungeon, scored, death final.
	Mode string
	// Ledger is the luck ledger: what the dice rolled against what the exact odds expected, for the whole
	// game, the fight under way and the last one (game/luck.go, combat/RULES.md §39).
	Ledger Ledger
	// Sandbox: the game was started in the sandbox (--sandbox, issue 36): its console may place creatures
	// and items, set hit points and stats, teleport, reveal and identify (game/sandbox). It is never scored,
	// leaves no morgue file and no replay, and a save keeps the mark (a game loaded from it stays one).
	Sandbox bool
}

// Floor is one level of the dungeon with what is on it, kept while the player is elsewhere.
type Floor struct {
	Level *levels.Level
	// Creatures are everyone on the level but the player: Creatures[i] has ID i+1 (the player's is 0). The
	// dead stay, marked Dead.
	Creatures []*Actor
	Queue     Queue
	Seen      []bool // cells the player has seen (remembered)
	Items     []FloorItem
	Corpses   []Corpse
	// Traps are the floor's traps (game/traps.go), sprung ones removed.
	Traps []Trap
}

// New starts a game from cfg: the same seed, data and character give the same game.
func New(cfg Config) (*Game, error) {
	d := cfg.Data
	if d == nil {
		var err error
		if d, err = assets.Load(nil); err != nil {
			return nil, fmt.Errorf("game: the embedded data: %w", err)
		}
	}
	c, rules := cfg.Character, cfg.Rules
	if c == (Character{}) {
		c = DefaultCharacter(d)
	}
	if cfg.Mode == ModeTutorial {
		var err error
		if c, err = (&tutorial{}).start(d, cfg.Lang); err != nil {
			return nil, fmt.Errorf("game: %w", err)
		}
		rules = "" // the lessons' words are the data's first rule set's
	}
	g := &Game{data: d, vaults: d.Vaults, src: rand.NewPCG(cfg.Seed, cfg.Seed^0x9e3779b97f4a7c15), recording: cfg.Record, lang: cfg.Lang}
	g.wire()
	pl, err := g.gear.newPlayer(c)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	g.State = State{Seed: cfg.Seed, Player: pl, Depth: 1, Deepest: 1, RuleSet: rules, Mode: cfg.Mode, Sandbox: cfg.Sandbox}
	if err := g.arms.bindRules(); err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	if err := g.run.bind(); err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	g.lore.dealLooks()
	g.dungeon.enter(pl)
	g.updateSight()
	if pl.Name == "" {
		tell(g, MsgInfo, "game.enter.anonymous", text.S("title", TitleIn(langOf(g), pl)))
	} else {
		tell(g, MsgInfo, "game.enter.named", text.S("title", TitleIn(langOf(g), pl)))
	}
	g.tutorial.arrive()
	return g, nil
}

// wire builds the unexported helpers that hang on g's random source (the generator and the dice roller)
// and the field of view. New, Restore and NewOn call it.
func (g *Game) wire() {
	g.link()
	g.rng = rand.New(g.src)
	g.roller = combat.NewRoller(g.rng)
	g.fov = levels.NewFOV()
}

// link points the game's parts at it: each holds the game for the common state it reads (the data, the
// clock, the floor the player is on, the log) and owns its own.
func (g *Game) link() *Game {
	g.lore.g = g
	g.gear.g = g
	g.arms.g = g
	g.spells.g = g
	g.trapping.g = g
	g.bot.g = g
	g.monsters.g = g
	g.fight.g = g
	g.missiles.g = g
	g.dungeon.g = g
	g.bestiary.g = g
	g.pickup.g = g
	g.tutorial.g = g
	g.run.g = g
	g.luck.g = g
	return g
}

// Data is the data the game plays by.
func (g *Game) Data() *assets.Data { return g.data }

// SetData swaps the data the game plays by (a hot reload); actors keep their names of things, so the
// new numbers count from the next attack.
func (g *Game) SetData(d *assets.Data) {
	if d == nil {
		return
	}
	rs, err := d.RuleSet(g.State.RuleSet)
	if err != nil {
		return // data without the game's rule set: the game keeps its own
	}
	if !knownMode(d, g.State.Mode) {
		return // data without the game's kind of run: the game keeps its own data
	}
	g.data, g.vaults, g.arms.rules = d, d.Vaults, rs
	_ = g.run.bind() // the data have the mode (or it is the tutorial's): the new row of it
	g.lore.fillLooks()
}

// Actor is the actor with ID id on the player's floor: the player (0) or a creature (the dead too); nil for
// no such ID.
func (g *Game) Actor(id int) *Actor {
	switch {
	case id == 0:
		return g.Player
	case id > 0 && id <= len(g.Creatures):
		return g.Creatures[id-1]
	}
	return nil
}

// Everyone is every actor on the player's floor, the dead too: the player first, then the creatures by ID.
func (g *Game) Everyone() iter.Seq[*Actor] {
	return func(yield func(*Actor) bool) {
		if !yield(g.Player) {
			return
		}
		for _, a := range g.Creatures {
			if !yield(a) {
				return
			}
		}
	}
}

// ActorAt returns the living actor standing at p, or nil.
func (g *Game) ActorAt(p gruid.Point) *Actor {
	if pl := g.Player; !pl.Dead && pl.Pos == p {
		return pl
	}
	if g.Floor == nil || g.Level == nil {
		return nil
	}
	return g.cells.at(g.Floor, p)
}

// IsVisible reports whether the player sees p now.
func (g *Game) IsVisible(p gruid.Point) bool { return g.Level.In(p) && g.Visible[p.Y*g.Level.W+p.X] }

// IsSeen reports whether the player has ever seen p.
func (g *Game) IsSeen(p gruid.Point) bool { return g.Level.In(p) && g.Seen[p.Y*g.Level.W+p.X] }

// TakeEvents returns the events since the last call and forgets them. The slice is good until the next call:
// the events after that are recorded in it again (so that a game played on allocates none).
func (g *Game) TakeEvents() []Event {
	ev := g.events
	g.events, g.spareEvents = g.spareEvents[:0], ev
	return ev
}

// Events are the events since the last TakeEvents, left in place: the interface's model looks at those of
// the player's action (its hints) before the renderer takes them. The slice is good until the game goes on.
func (g *Game) Events() []Event { return g.events }

// LogKept is how many of the last messages the log keeps at least: the history screen shows them and saves
// hold them. Once the log holds twice as many, the older are dropped at once (so that it grows with every
// message, and the copy is made once every LogKept messages).
const LogKept = 1000

// message adds a message to the log, dropping the oldest when it is full.
func (g *Game) message(kind MessageKind, format string, args ...any) {
	if len(g.Log) >= 2*LogKept {
		g.Log = append([]Message(nil), g.Log[len(g.Log)-LogKept:]...)
	}
	g.Log = append(g.Log, Message{Text: fmt.Sprintf(format, args...), Kind: kind})
}

// say adds text to the log as it is: message(kind, "%s", text), without the formatting's copy.
func (g *Game) say(kind MessageKind, text string) {
	if len(g.Log) >= 2*LogKept {
		g.Log = append([]Message(nil), g.Log[len(g.Log)-LogKept:]...)
	}
	g.Log = append(g.Log, Message{Text: text, Kind: kind})
}

// Note adds a message from outside the rules (a reloaded data file, a save) to the log.
func (g *Game) Note(text string) { g.message(MsgInfo, "%s", text) }

func (g *Game) emit(e Event) {
	e.At = g.Time
	g.events = append(g.events, e)
}

// updateSight recomputes the player's field of view (symmetric shadowcasting) and remembers what is seen.
// The field of view is worked out again only when what it hangs on changed since the last time (issue 35:
// it was a tenth of bot play, mostly the same view again): the level, its tiles (Level.Changes), where the
// player stands, the light's radius and the Visible array it was put in. The cells seen are marked again
// either way.
func (g *Game) updateSight() {
	key := sightKey{level: g.Level, changes: g.Level.Changes(), at: g.Player.Pos, radius: g.sight()}
	if len(g.Visible) > 0 {
		key.visible = &g.Visible[0]
	}
	vis, seen := g.Visible, g.Seen
	if key != g.sightOf || key.visible == nil {
		clear(vis)
		g.fov.Compute(g.Level, g.Player.Pos, g.sight())
		for _, i := range g.fov.Cells() {
			vis[i] = true
			if !seen[i] {
				seen[i] = true
				g.seenMarks++
			}
		}
		g.sightOf = key
	} else {
		for _, i := range g.fov.Cells() {
			g.seenMarks.see(seen, int(i))
		}
	}
	g.bestiary.note()
}

// marks counts the cells first marked seen (remembered) in a game's Seen: every mark of Seen in play goes
// through see or counts as it does, so that what is worked out from Seen can be kept while the count stands
// (the bot's walks to a goal, botgoal.go).
type marks uint64

// see marks the cell of index i of seen, counting it if it was not seen before.
func (m *marks) see(seen []bool, i int) {
	if !seen[i] {
		seen[i] = true
		*m++
	}
}

// sightKey is what the field of view was worked out for (updateSight).
type sightKey struct {
	level   *levels.Level
	changes uint64
	at      gruid.Point
	radius  int
	visible *bool
}
