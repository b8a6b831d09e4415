// Package game holds Cleave's state and rules of play: actors, turns on one clock, actions, sight and messages.
package game

import (
	"fmt"
	"iter"
	"math/rand/v2"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
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
	// Record: keep every action done for a replay, from the first (Game.Record, TakeActions).
	Record bool
}

// Game is the whole state of one game. It never draws: the renderer reads it.
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
	cells       cellIndex // who stands where (where.go)
	lore        lore      // what the player knows of magic, and the names items show by (magic.go)
	gear        gear      // what creatures carry and wear, and the floor's items (items.go)
	arms        arms      // the strike's assembly, and the rule set bound (arms.go, rules.go)
	spells      spellbook // casting, and what a spell does (spells.go)
	trapping    trapping  // traps placed, noticed, sprung and disarmed (traps.go)
	bot         bot       // the built-in player, and the walks through seen cells (bot.go, botmagic.go)
	monsters    monsters  // how the creatures spend their turns (monster.go, roles.go)
	fight       fight     // what blows, wounds and the moment do to fighters (fight.go, stamina.go, status.go...)
	missiles    missiles  // shots and throws (ranged.go)
	// refusal is why the action being done was refused, for Do's Result (never saved).
	refusal string
	// noBleeding and noFleeing switch off bleeding wounds and creatures' flight: a designer's what-ifs
	// (Suppose: the arena's Setup.NoBleeding, NoFleeing), never set in a game played (never saved).
	noBleeding, noFleeing bool
	// recording: every action done is kept in taken until TakeActions (a replay is being recorded; never
	// saved).
	recording bool
	taken     []Action
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
	c := cfg.Character
	if c == (Character{}) {
		c = DefaultCharacter(d)
	}
	pl, err := NewPlayer(d, c)
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	g := &Game{State: State{Seed: cfg.Seed, Player: pl, Depth: 1, Deepest: 1, RuleSet: cfg.Rules}, data: d, vaults: d.Vaults,
		src: rand.NewPCG(cfg.Seed, cfg.Seed^0x9e3779b97f4a7c15), recording: cfg.Record}
	g.wire()
	if err := g.arms.bindRules(); err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	g.lore.dealLooks()
	g.enterNewFloor(pl)
	g.updateSight()
	if pl.Name == "" {
		g.message(MsgInfo, "You, %s, enter the dungeon. Press ? for help.", pl.Title())
	} else {
		g.message(MsgInfo, "%s enters the dungeon. Press ? for help.", pl.Title())
	}
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
	g.data, g.vaults, g.arms.rules = d, d.Vaults, rs
	g.lore.fillLooks()
}

// enterNewFloor generates the level of the current depth as a new floor, puts the player on its up stairs
// and populates it.
func (g *Game) enterNewFloor(pl *Actor) {
	l := levels.GenerateThemed(g.rng, g.Depth, LevelW, LevelH, g.vaults, g.theme())
	g.Floor = &Floor{Level: l, Seen: make([]bool, l.W*l.H)}
	g.Floors = append(g.Floors, g.Floor)
	g.Visible = make([]bool, l.W*l.H)
	pl.Pos = l.Up
	g.addActor(pl)
	g.populate()
	g.placeGuardian()
	g.trapping.place()
}

// changeFloor takes the player down (+1) or up (−1) a level, keeping the level left as it was.
func (g *Game) changeFloor(delta int) {
	pl := g.Player
	g.ArrivedTurn, g.BotChaseUntil = g.Turns, 0
	g.Depth += delta
	if g.Depth > g.Deepest {
		g.fight.deeper() // a new depth may earn something under the rule set (RULES.md §34.4)
	}
	g.Deepest = max(g.Deepest, g.Depth)
	if g.Depth > len(g.Floors) {
		g.enterNewFloor(pl)
		g.message(MsgInfo, "You go down the stairs.") // the depth is on the screen, not in messages
		return
	}
	g.Floor = g.Floors[g.Depth-1]
	g.monsters.maySleep = true // another floor's creatures: the next check of the cells looks
	g.Visible = make([]bool, g.Level.W*g.Level.H)
	if delta > 0 {
		pl.Pos = g.Level.Up
	} else {
		pl.Pos = g.Level.Down
	}
	for _, a := range g.Creatures { // not ActorAt, which finds the player there now
		if !a.Dead && a.Pos == pl.Pos {
			g.shove(a)
		}
	}
	// Time went on while the player was away: nobody makes up the missed time all at once.
	for i := range g.Queue.Entries {
		g.Queue.Entries[i].At = max(g.Queue.Entries[i].At, g.Time)
	}
	for a := range g.Everyone() {
		a.LastTick = max(a.LastTick, g.Time)
	}
	if delta > 0 {
		g.message(MsgInfo, "You go down the stairs.")
	} else {
		g.message(MsgInfo, "You climb the stairs.")
	}
}

// shove moves a to the nearest free passable cell, so that the arriving player has the stairs.
func (g *Game) shove(a *Actor) {
	for r := 1; r < 10; r++ {
		for _, d := range dirs {
			p := a.Pos.Add(gruid.Point{X: d.X * r, Y: d.Y * r})
			if g.Level.At(p).Passable() && g.ActorAt(p) == nil {
				g.cells.move(g.Floor, a, p)
				return
			}
		}
	}
}

// addActor puts a on the player's floor from now on: the player (ID 0) arriving, or a new creature, given
// the next ID and a place on the clock.
func (g *Game) addActor(a *Actor) {
	a.LastTick = g.Time
	if a.Player {
		a.ID = 0
		return
	}
	indexed := g.cells.current(g.Floor)
	g.monsters.maySleep = true // it may not be awake: the next check of the cells looks
	g.Creatures = append(g.Creatures, a)
	a.ID = len(g.Creatures)
	g.cells.arrived(g.Floor, a, indexed)
	a.Wanders = g.rng.IntN(2) == 0
	g.Queue.Push(a.ID, g.Time+int64(g.rng.IntN(int(a.StepTime))))
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

// Note adds a message from outside the rules (a reloaded data file, a save) to the log.
func (g *Game) Note(text string) { g.message(MsgInfo, "%s", text) }

func (g *Game) emit(e Event) {
	e.At = g.Time
	g.events = append(g.events, e)
}

// updateSight recomputes the player's field of view (symmetric shadowcasting) and remembers what is seen.
func (g *Game) updateSight() {
	clear(g.Visible)
	g.fov.Compute(g.Level, g.Player.Pos, g.sight())
	for _, q := range g.fov.Points() {
		i := q.Y*g.Level.W + q.X
		g.Visible[i] = true
		g.Seen[i] = true
	}
}

// populate places the level's creatures: those the level's author placed, then packs of creatures of
// the depth (by their frequency) around the generator's spawn places and random floor cells, out of the
// player's sight, up to a number that grows with depth; and items on the item places.
func (g *Game) populate() {
	want := 12 + 3*g.Depth
	free := func(p gruid.Point) bool {
		return g.Level.At(p) == levels.Floor && g.ActorAt(p) == nil && levels.Distance(p, g.Player.Pos) > g.sight()/2
	}
	for _, s := range g.Level.Fixed {
		switch s.Kind {
		case levels.SpawnCreature:
			if c, ok := g.data.CreatureByCode(s.Code); ok && free(s.P) {
				g.addActor(g.newCreature(c, s.P))
			}
		case levels.SpawnItem:
			kind, _ := levels.ItemKindOf(s.Code)
			g.gear.dropItem(s.P, g.itemOfKind(kind))
		}
	}
	pack := func(c gruid.Point) {
		kind := g.randomCreature()
		if kind == nil {
			return
		}
		n := 1 + g.rng.IntN(3)
		if kind.Unique {
			n = 1 // met once in a game (RULES.md §37.5)
		}
		for tries := 0; n > 0 && 1+len(g.Creatures) <= want && tries < 40; tries++ {
			p := c.Add(gruid.Point{X: g.rng.IntN(5) - 2, Y: g.rng.IntN(5) - 2})
			if free(p) {
				g.addActor(g.newCreature(kind, p))
				n--
			}
		}
	}
	if len(g.Level.Fixed) == 0 {
		for _, p := range g.Level.Spawns {
			pack(p)
		}
		for tries := 0; 1+len(g.Creatures) <= want && tries < 1000; tries++ {
			pack(gruid.Point{X: g.rng.IntN(g.Level.W), Y: g.rng.IntN(g.Level.H)})
		}
	}
	for _, p := range g.Level.ItemPlaces {
		g.gear.dropItem(p, g.randomItem())
	}
}

// randomCreature picks a creature of the current depth, each as likely as its frequency says.
func (g *Game) randomCreature() *assets.Creature {
	total := 0
	for i := range g.data.Creatures {
		if c := &g.data.Creatures[i]; g.fitsDepth(c) {
			total += c.Frequency
		}
	}
	if total == 0 {
		return nil
	}
	n := g.rng.IntN(total)
	for i := range g.data.Creatures {
		if c := &g.data.Creatures[i]; g.fitsDepth(c) {
			if n < c.Frequency {
				return c
			}
			n -= c.Frequency
		}
	}
	return nil
}

func (g *Game) fitsDepth(c *assets.Creature) bool {
	return c.Frequency > 0 && g.Depth >= c.DepthMin && (c.DepthMax == 0 || g.Depth <= c.DepthMax) && !(c.Unique && g.uniqueMet(c.Name))
}

// randomItem picks an item for the floor: a potion, a scroll, a ring or an amulet as randomMagic draws
// them, else a weapon (half the time), some ammunition (a fifth) or a piece of armour, magic with
// affixes.toml's magic_percent (RULES.md §21); the zero Item (nothing) when the data has none of the kind
// drawn.
func (g *Game) randomItem() Item {
	if it, ok := g.randomMagic(); ok {
		return it
	}
	it := g.randomMundane()
	g.enchant(&it, g.data.Magic.MagicPercent)
	return it
}

// randomMundane is a weapon (half the time), some ammunition (a fifth) or a piece of armour.
func (g *Game) randomMundane() Item {
	d := g.data
	switch n := g.rng.IntN(10); {
	case n < 5 && len(d.Weapons) > 0:
		if w := d.Weapons[g.rng.IntN(len(d.Weapons))]; w.Name != assets.BareHands {
			return Item{Kind: ItemWeapon, Name: w.Name, Count: 1}
		}
	case n < 7:
		return g.randomAmmo()
	case n >= 7:
		return g.randomArmour()
	}
	return Item{}
}

// itemOfKind is an item of the kind a vault's item glyph places: a weapon (never bare hands), some
// ammunition, a piece of armour, or any item as randomItem draws it; nothing when the data has none.
func (g *Game) itemOfKind(k levels.ItemKind) Item {
	switch k {
	case levels.WeaponItem:
		n := 0
		for _, w := range g.data.Weapons {
			if w.Name != assets.BareHands {
				n++
			}
		}
		if n == 0 {
			return Item{}
		}
		i := g.rng.IntN(n)
		for _, w := range g.data.Weapons {
			if w.Name == assets.BareHands {
				continue
			}
			if i == 0 {
				it := Item{Kind: ItemWeapon, Name: w.Name, Count: 1}
				g.enchant(&it, g.data.Magic.MagicPercent)
				return it
			}
			i--
		}
	case levels.AmmoItem:
		it := g.randomAmmo()
		g.enchant(&it, g.data.Magic.MagicPercent)
		return it
	case levels.ArmourItem:
		it := g.randomArmour()
		g.enchant(&it, g.data.Magic.MagicPercent)
		return it
	case levels.PotionItem, levels.ScrollItem:
		return g.randomConsumable(k == levels.PotionItem, k == levels.ScrollItem)
	case levels.RingItem, levels.AmuletItem:
		return g.randomJewel(k == levels.AmuletItem)
	}
	return g.randomItem()
}

// randomAmmo is a stack of some ammunition, nothing when the data has none.
func (g *Game) randomAmmo() Item {
	d := g.data
	if len(d.Ammunition) == 0 {
		return Item{}
	}
	return Item{Kind: ItemAmmo, Name: d.Ammunition[g.rng.IntN(len(d.Ammunition))].Name, Count: 5 + g.rng.IntN(15)}
}

// randomArmour is a piece of armour or a shield (no ring or amulet: those are always magic, RULES.md
// §19.5), nothing when the data has none.
func (g *Game) randomArmour() Item {
	var pieces []string
	for _, a := range g.data.Armours {
		if !jewellery(&a) {
			pieces = append(pieces, a.Name)
		}
	}
	if len(pieces) == 0 {
		return Item{}
	}
	return Item{Kind: ItemArmour, Name: pieces[g.rng.IntN(len(pieces))], Count: 1}
}

// jewellery reports whether a is a ring or an amulet.
func jewellery(a *assets.Armour) bool {
	return a.Slot == assets.ArmourRing || a.Slot == assets.ArmourNeck
}
