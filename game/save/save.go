// Package save keeps games beyond a run of the program: the save of the game in play (a versioned, checksummed
// envelope around the game's state, save.go) and the stores that keep it (a file on the desktop, localStorage in
// the browser, memory in tests: store.go), the autosave, the high-score table, the replays and the morgue files.
// It reads the game through the narrow seam game gives it: the game's State, its random generator's state
// (Game.RandomState), and a game rebuilt from both (game.Restore).
package save

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// Format is the format of the save envelope and of the way the game is put in it: the format of the last
// of versions (migrate.go), which this build writes. Raise it, with a new version, when the envelope or the
// meaning of saved data changes while the types do not (a change of the types is a new layout: layoutOf).
const Format = 5 // 1, 2: the first saves; 3: magic items, rings and amulets, potions and scrolls (issue 15); 4: the payload deflated (issue 21); 5: the rule set by name and its State (issue 28)

// plainFormat is the last format whose payload is the gob plain, not deflated.
const plainFormat = 3

// The envelope of a save, in this order (integers big-endian):
//
//	"CLEAVE"   6 bytes, the magic
//	format     2 bytes, Format
//	layout     8 bytes, the fingerprint of the saved types (layoutOf)
//	length     4 bytes, of the payload
//	checksum   4 bytes, CRC-32 (Castagnoli) of the payload
//	payload    the gob encoding of a savedGame, deflated (RFC 1951, compress/flate at its best speed: a
//	           game's levels, seen cells and log shrink about sixfold, to about 2 kB a level visited)
const (
	saveMagic     = "CLEAVE"
	saveHeaderLen = len(saveMagic) + 2 + 8 + 4 + 4
	// maxLevelCells bounds the size of a loaded level, so that a forged save cannot make the game allocate
	// without end.
	maxLevelCells = 1 << 22
)

// The size of a save follows from the largest game the rules allow under the data it is played by: every
// level down to the goal's visited, each holding the most creatures the rules make there
// (game.MostCreatures), each creature and the player at their fullest, the log at its longest. These are
// the bytes of gob each part takes at most, with room to spare: TestLargestGameFitsTheBound builds that
// game under the embedded data and measures each part (the figures below), and fails when one outgrows
// its bound.
const (
	// gameLen bounds what a save holds besides its floors: the player at the fullest (every skill and
	// practice, a kill of every kind, every spell, an enchanted thing in every slot and a pack of
	// game.PackSize), the log at its longest (2×game.LogKept messages), the magic known and the looks, the
	// random state. The largest takes 0.53 MB.
	gameLen = 1 << 20
	// floorLen bounds a floor but its creatures: its game.LevelW×game.LevelH tiles and seen cells (8,000
	// bytes), the places of its generator and vaults, its traps, and the things lying on it (those of its
	// item places and vaults, wherever they come to lie). The largest takes 10 kB.
	floorLen = 32 << 10
	// creatureLen bounds a creature at its fullest (every skill and practice, a kill of every kind, every
	// spell, an enchanted thing in every slot, worn or dropped), with its corpse and its place on the
	// clock. The largest takes 2.8 kB.
	creatureLen = 4 << 10
)

// maxPlainLen is the most bytes the gob encoding of a save's game may take under data d: the largest
// game the rules allow, with room to spare. Under the embedded data (12 levels, 379 creatures), 3.0 MB,
// where that game takes 1.7 MB (and a game of 12 levels played by the bot 0.13 MB).
// A save is refused as damaged as soon as its payload inflates past it (a forged save cannot make the game
// read and allocate more), and Encode refuses to write a larger one.
func maxPlainLen(d *assets.Data) int {
	return gameLen + d.Dungeon.GoalDepth*floorLen + game.MostCreatures(d)*creatureLen
}

// maxSaveLen is the most bytes a stored save under data d takes: its header and the deflated payload of
// a game of at most maxPlainLen(d). A store reads no more (Store.Read).
func maxSaveLen(d *assets.Data) int { return saveHeaderLen + maxPayloadLen(maxPlainLen(d)) }

// maxPayloadLen is the most bytes a deflated payload of at most plain bytes takes: deflate stores what it
// cannot shrink, in blocks of 64 kB with 5 bytes of header each.
func maxPayloadLen(plain int) int { return plain + 5*(plain/(64<<10)+1) + 64 }

// Errors of loading. Test them with errors.Is: the returned errors wrap them with the details.
var (
	// ErrNoSave: there is no saved game.
	ErrNoSave = errors.New("no saved game")
	// ErrVersion: the save was written by another version of Cleave, whose saves this one cannot read: a
	// later one (every earlier version migrates, migrate.go), or data without the save's rule set.
	ErrVersion = errors.New("save from another version of Cleave")
	// ErrDamaged: the save is not a Cleave save, is truncated, or fails its checksum or its checks.
	ErrDamaged = errors.New("damaged save")
)

// saveError is why a save cannot be read: its kind, ErrDamaged or ErrVersion, and what exactly is wrong,
// kept apart so that a note to the player can say the kind in words and the detail as it is.
type saveError struct {
	kind, detail error
}

// damaged is an error wrapping ErrDamaged for detail.
func damaged(detail error) error { return &saveError{kind: ErrDamaged, detail: detail} }

// otherVersion is an error wrapping ErrVersion for detail.
func otherVersion(detail error) error { return &saveError{kind: ErrVersion, detail: detail} }

func (e *saveError) Error() string   { return e.kind.Error() + ": " + e.detail.Error() }
func (e *saveError) Unwrap() []error { return []error{e.kind, e.detail} }

// savedGame (saved.go) is the payload of a save: the game's State as it is, and its random generator's
// state. (Gob keeps an empty map apart from a nil one, which the game needs: a nil Practice does not train;
// it makes empty slices nil, which the game does not tell apart.)

// Encoder writes saves, keeping its compressor from one save to the next (the browser saves every turn: a
// new compressor each time would allocate its tables each time). The zero Encoder is ready; an AutoSaver keeps
// one. Not safe for concurrent use.
type Encoder struct {
	deflater *flate.Writer
}

// Encode writes g as a save with a compressor of its own (Encoder.Encode keeps one from save to save).
func Encode(g *game.Game) ([]byte, error) { return new(Encoder).Encode(g) }

// Encode writes g as a save: the envelope around the gob encoding of the whole game, the random
// generator's state included, so that the decoded game plays on exactly as g would.
func (e *Encoder) Encode(g *game.Game) ([]byte, error) {
	if g == nil || g.Depth < 1 || g.Depth > len(g.Floors) {
		return nil, errors.New("encode save: not a game in play")
	}
	rngState, err := g.RandomState()
	if err != nil {
		return nil, fmt.Errorf("encode save: %w", err)
	}
	s := newSaved(g.State, rngState)
	var plain bytes.Buffer
	if err := gob.NewEncoder(&plain).Encode(s); err != nil {
		return nil, fmt.Errorf("encode save: %w", err)
	}
	if limit := maxPlainLen(g.Data()); plain.Len() > limit {
		return nil, fmt.Errorf("encode save: %d bytes, more than a save of this game may hold (%d)", plain.Len(), limit)
	}
	payload, err := e.deflate(plain.Bytes())
	if err != nil {
		return nil, fmt.Errorf("encode save: %w", err)
	}
	out := make([]byte, 0, saveHeaderLen+payload.Len())
	out = append(out, saveMagic...)
	out = binary.BigEndian.AppendUint16(out, Format)
	out = append(out, saveLayout[:]...)
	out = binary.BigEndian.AppendUint32(out, uint32(payload.Len()))
	out = binary.BigEndian.AppendUint32(out, crc32.Checksum(payload.Bytes(), crcTable()))
	return append(out, payload.Bytes()...), nil
}

// Decode reads a save written by Encode, of this build or of any version before it (migrate.go); the game
// plays by data d (nil: the embedded defaults), as New's does. A save of a format or layout of no version
// this build knows (a later build's) gives an error wrapping ErrVersion; anything else wrong with it (not
// a save, truncated, checksum, inconsistent game, a migration that cannot be made) an error wrapping
// ErrDamaged; failing to load the embedded data or the vaults, a plain error. It never panics.
func Decode(data []byte, d *assets.Data) (*game.Game, error) {
	if len(data) < len(saveMagic) {
		if bytes.HasPrefix([]byte(saveMagic), data) {
			return nil, damaged(fmt.Errorf("truncated to %d bytes", len(data)))
		}
		return nil, damaged(errors.New("not a Cleave save"))
	}
	if string(data[:len(saveMagic)]) != saveMagic {
		return nil, damaged(errors.New("not a Cleave save"))
	}
	rest := data[len(saveMagic):]
	if len(rest) < 2 {
		return nil, damaged(fmt.Errorf("truncated to %d bytes", len(data)))
	}
	v := binary.BigEndian.Uint16(rest)
	if v < 1 || v > Format {
		return nil, otherVersion(fmt.Errorf("save format %d, this game reads formats 1 to %d", v, Format))
	}
	if len(data) < saveHeaderLen {
		return nil, damaged(fmt.Errorf("truncated to %d bytes", len(data)))
	}
	layout := [8]byte(rest[2:10])
	from, ok := saves.find(v, layout)
	if !ok {
		return nil, otherVersion(fmt.Errorf("layout %x of format %d, of no version this game reads (versions 1 to %d: migrate.go)", layout, v, saves.last().n))
	}
	n := binary.BigEndian.Uint32(rest[10:14])
	sum := binary.BigEndian.Uint32(rest[14:18])
	payload := data[saveHeaderLen:]
	switch {
	case uint64(len(payload)) < uint64(n):
		return nil, damaged(fmt.Errorf("truncated: %d of %d bytes", len(data), saveHeaderLen+int(n)))
	case uint64(len(payload)) > uint64(n):
		return nil, damaged(fmt.Errorf("%d bytes after the end", uint64(len(payload))-uint64(n)))
	case crc32.Checksum(payload, crcTable()) != sum:
		return nil, damaged(errors.New("checksum mismatch"))
	}
	if d == nil { // first: the bound of a save follows from the data
		var err error
		if d, err = assets.Load(nil); err != nil {
			return nil, fmt.Errorf("decode save: the embedded data: %w", err)
		}
	}
	limit := maxPlainLen(d)
	if len(payload) > maxPayloadLen(limit) {
		return nil, damaged(fmt.Errorf("a payload of %d bytes, more than a save of this game holds (%d)", len(payload), maxPayloadLen(limit)))
	}
	saved, err := decodePayload(payload, from, limit)
	if err != nil {
		return nil, err
	}
	return saved.restore(d)
}

// deflate compresses a save's gob encoding into its payload, with the compressor e keeps from save to save.
func (e *Encoder) deflate(plain []byte) (*bytes.Buffer, error) {
	var out bytes.Buffer
	out.Grow(len(plain)/4 + 64)
	if e.deflater == nil {
		w, err := flate.NewWriter(&out, flate.BestSpeed)
		if err != nil {
			return nil, err
		}
		e.deflater = w
	} else {
		e.deflater.Reset(&out)
	}
	if _, err := e.deflater.Write(plain); err != nil {
		return nil, err
	}
	if err := e.deflater.Close(); err != nil {
		return nil, err
	}
	return &out, nil
}

// inflate gives back a payload's gob encoding, of at most limit bytes: it stops as soon as the payload
// inflates past them and says so, so that a forged payload that would inflate without end (a bomb) costs
// no more than limit bytes and the time to inflate them.
func inflate(payload []byte, limit int) ([]byte, error) {
	r := flate.NewReader(bytes.NewReader(payload))
	defer r.Close()
	plain, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	switch {
	case err != nil:
		return nil, fmt.Errorf("inflate: %w", err)
	case len(plain) > limit:
		return nil, fmt.Errorf("inflates past %d bytes, more than a save of this game holds", limit)
	}
	return plain, nil
}

// decodePayload decodes the payload of a save of version saves.versions[from] (deflated, or the plain gob
// of formats 3 and before), of a game of at most limit bytes (maxPlainLen), migrates it from an older
// version and checks the game it holds.
func decodePayload(payload []byte, from int, limit int) (s *savedGame, err error) {
	// Gob recovers from its own errors; this only turns a panic it (or a step) might still let out into
	// ErrDamaged.
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, damaged(fmt.Errorf("%v", r))
		}
	}()
	plain := payload
	if saves.versions[from].format > plainFormat {
		if plain, err = inflate(payload, limit); err != nil {
			return nil, damaged(err)
		}
	} else if len(plain) > limit {
		return nil, damaged(fmt.Errorf("%d bytes, more than a save of this game holds (%d)", len(plain), limit))
	}
	s = new(savedGame)
	if from == len(saves.versions)-1 {
		// The elements of its slices counted first: gob makes them all before any check (shape.go).
		if err := checkShape(plain, uint64(limit)); err != nil {
			return nil, damaged(err)
		}
		if err := gob.NewDecoder(bytes.NewReader(plain)).Decode(s); err != nil {
			return nil, damaged(err)
		}
	} else if err := saves.migrate(plain, from, s, treeBudget(limit)); err != nil {
		return nil, damaged(err)
	}
	if err := s.check(); err != nil {
		return nil, damaged(err)
	}
	return s, nil
}

// treeBudget is the most memory the tree of an older save's payload may take (gobtree.go) when a game
// takes at most limit bytes of gob: a few times what gob itself makes of them.
func treeBudget(limit int) int { return 4 * limit }

// The bounds a loaded game's numbers must keep: far above any game played, and low enough that the sums the
// game makes of them (the clock plus a step, a count plus one) never overflow.
const (
	// maxGameTime bounds the clock, the times in the queues and the turn counts: ten years of game time, in
	// tenths of a second (a player who takes a turn every second of those ten years takes a third of them).
	maxGameTime = 10 * 365 * 24 * 60 * 60 * 10
	// maxStepTime bounds the time a step takes: an hour (the data allow a minute).
	maxStepTime = 60 * 60 * 10
	// maxCount bounds hit points, attributes, counts of items, kills, practice and the attack counter.
	maxCount = 1 << 30
)

// check reports what in a decoded save could make the game misbehave or crash: every index, map and bound
// the saved game holds (the names it holds are looked up in the data, which may lose them in a reload,
// so the game takes unknown names anyway).
func (s *savedGame) check() error {
	g := &s.State
	if g.Depth < 1 || g.Depth > len(g.Floors) {
		return fmt.Errorf("depth %d of %d floors", g.Depth, len(g.Floors))
	}
	if g.Deepest < g.Depth || g.Deepest > len(g.Floors) {
		return fmt.Errorf("deepest level %d at depth %d of %d floors", g.Deepest, g.Depth, len(g.Floors))
	}
	for _, c := range []struct {
		what string
		n    int64
	}{{"the clock", g.Time}, {"the turns", int64(g.Turns)}, {"the turn of arrival", int64(g.ArrivedTurn)},
		{"the turn fighting was heard", int64(g.HeardAt)}, {"the bot's chase", int64(g.BotChaseUntil)}} {
		if c.n < 0 || c.n > maxGameTime {
			return fmt.Errorf("%s at %d, out of 0 to %d", c.what, c.n, int64(maxGameTime))
		}
	}
	for i, f := range g.Floors {
		if err := checkFloor(f, g.Time); err != nil {
			return fmt.Errorf("floor %d: %w", i+1, err)
		}
	}
	met := make(map[string]bool, len(g.Met))
	for i, m := range g.Met {
		switch {
		case m.Kind == "" || met[m.Kind]:
			return fmt.Errorf("bestiary entry %d of kind %.40q, none or twice", i+1, m.Kind)
		case m.Depth < 0 || m.Depth > g.Deepest:
			return fmt.Errorf("the %.40q first seen on level %d, out of 0 to %d", m.Kind, m.Depth, g.Deepest)
		case m.Turn < 0 || m.Turn > g.Turns:
			return fmt.Errorf("the %.40q first seen at turn %d, out of 0 to %d", m.Kind, m.Turn, g.Turns)
		}
		met[m.Kind] = true
	}
	for i, m := range g.Log {
		if m.Kind > game.MsgDeath {
			return fmt.Errorf("message %d of kind %d", i+1, m.Kind)
		}
	}
	cur := g.Floors[g.Depth-1].Level
	switch pl := g.Player; {
	case pl == nil || !pl.Player || pl.ID != 0:
		return errors.New("no player")
	case pl.Dead && !g.Over: // the clock would run the creatures for ever, waiting for the player
		return errors.New("the player dead in a game not over")
	case !cur.In(pl.Pos):
		return fmt.Errorf("the player at %v, off the level", pl.Pos)
	}
	if err := checkActor(g.Player, g.Time); err != nil {
		return fmt.Errorf("the player: %w", err)
	}
	if g.BotChaseUntil != 0 && !cur.In(g.BotChase) {
		return fmt.Errorf("the bot chases to %v, off the level", g.BotChase)
	}
	return nil
}

// checkFloor reports a floor the game could not play on at time now.
func checkFloor(f *game.Floor, now int64) error {
	switch {
	case f == nil || f.Level == nil:
		return errors.New("no level")
	case f.Level.W < 1 || f.Level.H < 1 || f.Level.W > maxLevelCells || f.Level.H > maxLevelCells ||
		f.Level.W*f.Level.H > maxLevelCells:
		return fmt.Errorf("level of %d×%d cells", f.Level.W, f.Level.H)
	case len(f.Level.Tiles) != f.Level.W*f.Level.H || len(f.Seen) != f.Level.W*f.Level.H:
		return fmt.Errorf("%d tiles and %d seen cells for a level of %d×%d", len(f.Level.Tiles), len(f.Seen), f.Level.W, f.Level.H)
	}
	if err := checkLevel(f.Level); err != nil {
		return err
	}
	for i, a := range f.Creatures {
		switch {
		case a == nil:
			return fmt.Errorf("creature %d missing", i+1)
		case a.ID != i+1:
			return fmt.Errorf("creature %d has ID %d", i+1, a.ID)
		case a.Player:
			return fmt.Errorf("creature %d is a player", i+1)
		case !a.Dead && !f.Level.In(a.Pos):
			return fmt.Errorf("creature %d at %v, off the level", i+1, a.Pos)
		}
		if err := checkActor(a, now); err != nil {
			return fmt.Errorf("creature %d: %w", i+1, err)
		}
	}
	for _, e := range f.Queue.Entries {
		if e.ID < 0 || e.ID > len(f.Creatures) { // 0 is the player
			return fmt.Errorf("queue entry for actor %d of %d", e.ID, len(f.Creatures)+1)
		}
		if e.At < 0 || e.At > maxGameTime {
			return fmt.Errorf("queue entry for actor %d at %d, out of 0 to %d", e.ID, e.At, int64(maxGameTime))
		}
	}
	for _, it := range f.Items {
		if !f.Level.In(it.Pos) {
			return fmt.Errorf("%.40q at %v, off the level", it.Item.Name, it.Pos)
		}
		if err := checkItem(it.Item, false); err != nil {
			return fmt.Errorf("item at %v: %w", it.Pos, err)
		}
	}
	for _, c := range f.Corpses {
		if !f.Level.In(c.Pos) {
			return fmt.Errorf("corpse at %v, off the level", c.Pos)
		}
	}
	return nil
}

// checkLevel reports a level whose tiles or places the game could not use: every tile one of levels', the
// stairs and every place the generator chose on the level.
func checkLevel(l *levels.Level) error {
	for i, t := range l.Tiles {
		if !t.Valid() {
			return fmt.Errorf("tile %d at (%d,%d)", t, i%l.W, i/l.W)
		}
	}
	if l.Kind > levels.KindAuthored {
		return fmt.Errorf("level of kind %d", l.Kind)
	}
	places := []struct {
		what string
		ps   []gruid.Point
	}{{"up stairs", []gruid.Point{l.Up}}, {"down stairs", []gruid.Point{l.Down}}, {"spawn", l.Spawns},
		{"item place", l.ItemPlaces}}
	for _, p := range places {
		for _, pt := range p.ps {
			if !l.In(pt) {
				return fmt.Errorf("%s at %v, off the level", p.what, pt)
			}
		}
	}
	for _, sp := range l.Fixed {
		if !l.In(sp.P) {
			return fmt.Errorf("fixed spawn at %v, off the level", sp.P)
		}
	}
	for _, v := range l.Vaults {
		if v.Min.X < 0 || v.Min.Y < 0 || v.Max.X > l.W || v.Max.Y > l.H {
			return fmt.Errorf("vault %v, off the level", v)
		}
	}
	return nil
}

// checkActor reports an actor the game could not play at time now: its numbers out of their bounds, its
// skills or items impossible.
func checkActor(a *game.Actor, now int64) error {
	switch {
	case a.StepTime < 1 || a.StepTime > maxStepTime:
		return fmt.Errorf("takes %d to step, out of 1 to %d", a.StepTime, maxStepTime)
	case a.LastTick < 0 || a.LastTick > now:
		return fmt.Errorf("last tick %d, out of 0 to the clock %d", a.LastTick, now)
	case a.Sick < 0 || a.Sick > maxGameTime:
		return fmt.Errorf("sick for %d, out of 0 to %d", a.Sick, int64(maxGameTime))
	case a.Heading.X < -1 || a.Heading.X > 1 || a.Heading.Y < -1 || a.Heading.Y > 1:
		return fmt.Errorf("heading %v, not a direction", a.Heading)
	case a.Practice != nil && a.Skills == nil:
		return errors.New("practice but no skills")
	}
	for _, c := range []struct {
		what      string
		n, lo, hi int
	}{{"hit points", a.HP, -maxCount, maxCount}, {"maximum hit points", a.MaxHP, 1, maxCount},
		{"strength", a.Str, -maxCount, maxCount}, {"dexterity", a.Dex, -maxCount, maxCount},
		{"attack counter", a.NextAttack, 0, maxCount}, {"bleeding", a.Bleeding, 0, maxCount},
		{"poison", a.Poison, 0, maxCount}, {"kills", a.Kills, 0, maxCount}} {
		if c.n < c.lo || c.n > c.hi {
			return fmt.Errorf("%s %d, out of %d to %d", c.what, c.n, c.lo, c.hi)
		}
	}
	for i, v := range a.RuleState {
		if v < -maxGameTime || v > maxGameTime {
			return fmt.Errorf("the rule set's number %d at %d, out of %d to %d", i, v, -int64(maxGameTime), int64(maxGameTime))
		}
	}
	for name, r := range a.Skills {
		if r < 0 || r > assets.MaxRank {
			return fmt.Errorf("rank %d in %.40q, out of 0 to %d", r, name, assets.MaxRank)
		}
	}
	for kind, n := range a.KillsByKind {
		if n < 1 || n > maxCount {
			return fmt.Errorf("kills %d of %.40q, out of 1 to %d", n, kind, maxCount)
		}
	}
	for name, n := range a.Practice {
		if n < 0 || n > maxCount {
			return fmt.Errorf("practice %d in %.40q, out of 0 to %d", n, name, maxCount)
		}
	}
	for s, it := range a.Worn {
		if err := checkItem(it, true); err != nil {
			return fmt.Errorf("slot %d: %w", s, err)
		}
	}
	for i, it := range a.Pack {
		if err := checkItem(it, false); err != nil {
			return fmt.Errorf("pack item %d: %w", i+1, err)
		}
	}
	return nil
}

// checkItem reports an item of no kind or of a count out of bounds; a worn slot may be empty (count 0).
func checkItem(it game.Item, slot bool) error {
	switch {
	case slot && it.IsZero():
		return nil
	case it.Kind > game.ItemScroll:
		return fmt.Errorf("item %.40q of kind %d", it.Name, it.Kind)
	case it.Count < 1 || it.Count > maxCount:
		return fmt.Errorf("%d of %.40q, out of 1 to %d", it.Count, it.Name, maxCount)
	case it.Uses < 0 || it.Uses > maxCount:
		return fmt.Errorf("%.40q used %d times, out of 0 to %d", it.Name, it.Uses, maxCount)
	}
	return nil
}

// restore makes a decoded game ready for play by data d: the random generator at its saved state, the
// player's floor current, the cells in view worked out (game.Restore). A log longer than the game keeps (a
// save written before the log was bounded) keeps its last LogKept messages.
func (s *savedGame) restore(d *assets.Data) (*game.Game, error) {
	st := s.State
	if len(st.Log) > 2*game.LogKept {
		st.Log = append([]game.Message(nil), st.Log[len(st.Log)-game.LogKept:]...)
	}
	g, err := game.Restore(st, *s.random(), d)
	if errors.Is(err, game.ErrRuleSet) {
		return nil, otherVersion(err) // data without the game's rule set: a build that cannot play it
	}
	if err != nil {
		return nil, damaged(err)
	}
	// The rules of the world the game keeps in play (the bot's games hold them after every action): a
	// save that breaks one was not written by the game.
	if err := g.Check(); err != nil {
		return nil, damaged(err)
	}
	return g, nil
}

// crcTable is the Castagnoli CRC-32 table of the save's checksum.
func crcTable() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) }

// saveLayout is layoutOf(savedGame{}), the layout this game writes, worked out once: the types do not
// change while the program runs. It is the last version's of migrate.go (TestSavedTypesHaveAVersion).
var saveLayout = [8]byte(layoutOf(savedGame{}))

// layoutOf is the fingerprint of the shape gob gives v's type: the exported fields, their names and kinds,
// down through every type they hold. When a saved type gains, loses, renames or retypes a field, the saves
// of before are of another version, which migrates (migrate.go) rather than being half loaded; fields only
// put in another order keep the fingerprint, as gob matches fields by name.
func layoutOf(v any) []byte {
	var b strings.Builder
	describe(&b, reflect.TypeOf(v), map[reflect.Type]int{})
	sum := sha256Sum([]byte(b.String()))
	return sum[:8]
}

// describe writes the shape of t as gob sees it, a struct's fields sorted by name; seen numbers the struct
// types already written, so that recursive types end.
func describe(b *strings.Builder, t reflect.Type, seen map[reflect.Type]int) {
	switch t.Kind() {
	case reflect.Pointer:
		b.WriteString("*")
		describe(b, t.Elem(), seen)
	case reflect.Slice:
		b.WriteString("[]")
		describe(b, t.Elem(), seen)
	case reflect.Array:
		b.WriteString("[" + strconv.Itoa(t.Len()) + "]")
		describe(b, t.Elem(), seen)
	case reflect.Map:
		b.WriteString("map[")
		describe(b, t.Key(), seen)
		b.WriteString("]")
		describe(b, t.Elem(), seen)
	case reflect.Struct:
		if n, ok := seen[t]; ok {
			b.WriteString("#" + strconv.Itoa(n))
			return
		}
		seen[t] = len(seen)
		b.WriteString("struct{")
		var fields []reflect.StructField
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() || f.Type.Kind() == reflect.Func || f.Type.Kind() == reflect.Chan {
				continue // gob skips them
			}
			fields = append(fields, f)
		}
		slices.SortFunc(fields, func(x, y reflect.StructField) int { return strings.Compare(x.Name, y.Name) })
		for _, f := range fields {
			b.WriteString(f.Name + " ")
			describe(b, f.Type, seen)
			b.WriteString(";")
		}
		b.WriteString("}")
	default:
		b.WriteString(t.Kind().String())
	}
}
