// Saves: the whole game as bytes in a versioned, checksummed envelope, and the Store that keeps them.
package game

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc32"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/combat"
	"github.com/cleave-game/cleave/levels"
)

// SaveFormat is the version of the save envelope and of the way the game is put in it. Raise it when the
// meaning of saved data changes while its shape does not (the shape is checked on its own: see layoutOf).
const SaveFormat = 1

// The envelope of a save, in this order (integers big-endian):
//
//	"CLEAVE"   6 bytes, the magic
//	format     2 bytes, SaveFormat
//	layout     8 bytes, the fingerprint of the saved types (layoutOf)
//	length     4 bytes, of the payload
//	checksum   4 bytes, CRC-32 (Castagnoli) of the payload
//	payload    the gob encoding of a savedGame
const (
	saveMagic     = "CLEAVE"
	saveHeaderLen = len(saveMagic) + 2 + 8 + 4 + 4
	// maxSaveLen bounds the payload a header may announce: far above any real game.
	maxSaveLen = 1 << 30
	// maxLevelCells bounds the size of a loaded level, so that a forged save cannot make the game allocate
	// without end.
	maxLevelCells = 1 << 22
)

// Errors of loading. Test them with errors.Is: the returned errors wrap them with the details.
var (
	// ErrNoSave: there is no saved game.
	ErrNoSave = errors.New("no saved game")
	// ErrVersion: the save was written by another version of Cleave, whose saves this one cannot read.
	ErrVersion = errors.New("save from another version of Cleave")
	// ErrDamaged: the save is not a Cleave save, is truncated, or fails its checksum or its checks.
	ErrDamaged = errors.New("damaged save")
)

// savedGame is the payload of a save.
//
// The current level's parts of Game — its fields named as Floor's fields (Level, Actors, Queue, Seen,
// Items, Corpses...) — are not saved twice: they are saved in Floors[Depth-1] and made aliases of it again
// by restore. The player is saved in every floor and made one *Actor again. (Gob keeps an empty map apart
// from a nil one, which the game needs: a nil Practice does not train; it makes empty slices nil, which the
// game does not tell apart.) Unexported state of Game that matters to play goes here by name.
type savedGame struct {
	Game        *Game
	RNG         []byte // the PCG source's state (MarshalBinary)
	ArrivedTurn int
	HeardAt     int
}

// Encode writes g as a save: the envelope around the gob encoding of the whole game, the random
// generator's state included, so that the decoded game plays on exactly as g would.
func Encode(g *Game) ([]byte, error) {
	if g == nil || g.src == nil || g.Depth < 1 || g.Depth > len(g.Floors) {
		return nil, errors.New("encode save: not a game in play")
	}
	rngState, err := g.src.MarshalBinary()
	if err != nil {
		return nil, fmt.Errorf("encode save: random generator: %w", err)
	}
	c := *g
	c.Floors = make([]*Floor, len(g.Floors))
	copy(c.Floors, g.Floors)
	cur := *g.Floors[g.Depth-1] // the live parts are in g; the floor's may be stale
	floorParts(&cur, &c, func(f, g reflect.Value) {
		f.Set(g)
		g.SetZero()
	})
	c.Floors[g.Depth-1] = &cur
	s := savedGame{Game: &c, RNG: rngState, ArrivedTurn: g.arrivedTurn, HeardAt: g.heardAt}
	var payload bytes.Buffer
	if err := gob.NewEncoder(&payload).Encode(s); err != nil {
		return nil, fmt.Errorf("encode save: %w", err)
	}
	if payload.Len() > maxSaveLen {
		return nil, fmt.Errorf("encode save: %d bytes is more than a save may hold", payload.Len())
	}
	out := make([]byte, 0, saveHeaderLen+payload.Len())
	out = append(out, saveMagic...)
	out = binary.BigEndian.AppendUint16(out, SaveFormat)
	out = append(out, layoutOf(savedGame{})...)
	out = binary.BigEndian.AppendUint32(out, uint32(payload.Len()))
	out = binary.BigEndian.AppendUint32(out, crc32.Checksum(payload.Bytes(), crcTable()))
	return append(out, payload.Bytes()...), nil
}

// floorParts calls part with each field of Floor f and Game g's field of the same name and type: the
// current level's parts, which g holds while the player is on it.
func floorParts(f *Floor, g *Game, part func(f, g reflect.Value)) {
	fv, gv := reflect.ValueOf(f).Elem(), reflect.ValueOf(g).Elem()
	for i := range fv.NumField() {
		ff := fv.Type().Field(i)
		if gf, ok := gv.Type().FieldByName(ff.Name); ok && ff.IsExported() && gf.Type == ff.Type && len(gf.Index) == 1 {
			part(fv.Field(i), gv.Field(gf.Index[0]))
		}
	}
}

// Decode reads a save written by Encode; the game plays by data d (nil: the embedded defaults), as New's
// does. A save of another format or layout gives an error wrapping ErrVersion; anything else wrong with it
// (not a save, truncated, checksum, inconsistent game) an error wrapping ErrDamaged; failing to load the
// embedded data or the vaults, a plain error. It never panics.
func Decode(data []byte, d *assets.Data) (*Game, error) {
	if len(data) < len(saveMagic) {
		if bytes.HasPrefix([]byte(saveMagic), data) {
			return nil, fmt.Errorf("%w: truncated to %d bytes", ErrDamaged, len(data))
		}
		return nil, fmt.Errorf("%w: not a Cleave save", ErrDamaged)
	}
	if string(data[:len(saveMagic)]) != saveMagic {
		return nil, fmt.Errorf("%w: not a Cleave save", ErrDamaged)
	}
	rest := data[len(saveMagic):]
	if len(rest) < 2 {
		return nil, fmt.Errorf("%w: truncated to %d bytes", ErrDamaged, len(data))
	}
	if v := binary.BigEndian.Uint16(rest); v != SaveFormat {
		return nil, fmt.Errorf("%w: save format %d, this game reads format %d", ErrVersion, v, SaveFormat)
	}
	if len(data) < saveHeaderLen {
		return nil, fmt.Errorf("%w: truncated to %d bytes", ErrDamaged, len(data))
	}
	if layout, want := rest[2:10], layoutOf(savedGame{}); !bytes.Equal(layout, want) {
		return nil, fmt.Errorf("%w: layout %x, this game reads layout %x", ErrVersion, layout, want)
	}
	n := binary.BigEndian.Uint32(rest[10:14])
	sum := binary.BigEndian.Uint32(rest[14:18])
	payload := data[saveHeaderLen:]
	switch {
	case uint64(len(payload)) < uint64(n):
		return nil, fmt.Errorf("%w: truncated: %d of %d bytes", ErrDamaged, len(data), saveHeaderLen+int(n))
	case uint64(len(payload)) > uint64(n):
		return nil, fmt.Errorf("%w: %d bytes after the end", ErrDamaged, uint64(len(payload))-uint64(n))
	case crc32.Checksum(payload, crcTable()) != sum:
		return nil, fmt.Errorf("%w: checksum mismatch", ErrDamaged)
	}
	g, err := decodePayload(payload)
	if err != nil {
		return nil, err
	}
	if err := g.setData(d); err != nil {
		return nil, fmt.Errorf("decode save: %w", err)
	}
	return g, nil
}

// setData gives a loaded game the data it plays by (nil: the embedded defaults) and the vaults of new levels.
func (g *Game) setData(d *assets.Data) error {
	if d == nil {
		var err error
		if d, err = assets.Load(nil); err != nil {
			return fmt.Errorf("the embedded data: %w", err)
		}
	}
	g.data, g.vaults = d, d.Vaults
	return nil
}

// decodePayload decodes the gob payload of a save, checks the game it holds and restores it for play.
func decodePayload(payload []byte) (g *Game, err error) {
	// Gob recovers from its own errors; this only turns a panic it might still let out into ErrDamaged.
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, fmt.Errorf("%w: %v", ErrDamaged, r)
		}
	}()
	var s savedGame
	if err := gob.NewDecoder(bytes.NewReader(payload)).Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDamaged, err)
	}
	if err := s.check(); err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDamaged, err)
	}
	return s.restore()
}

// check reports what in a decoded save could make the game misbehave or crash.
func (s *savedGame) check() error {
	g := s.Game
	if g == nil {
		return errors.New("no game")
	}
	if g.Depth < 1 || g.Depth > len(g.Floors) {
		return fmt.Errorf("depth %d of %d floors", g.Depth, len(g.Floors))
	}
	for i, f := range g.Floors {
		if err := f.check(); err != nil {
			return fmt.Errorf("floor %d: %w", i+1, err)
		}
	}
	cur := g.Floors[g.Depth-1].Level
	if len(g.Visible) != cur.W*cur.H {
		return fmt.Errorf("%d cells in view for a level of %d", len(g.Visible), cur.W*cur.H)
	}
	if pl := g.Floors[g.Depth-1].Actors[0]; !cur.In(pl.Pos) {
		return fmt.Errorf("the player at %v, off the level", pl.Pos)
	}
	return nil
}

// check reports a floor the game could not play on.
func (f *Floor) check() error {
	switch {
	case f == nil || f.Level == nil:
		return errors.New("no level")
	case f.Level.W < 1 || f.Level.H < 1 || f.Level.W > maxLevelCells || f.Level.H > maxLevelCells ||
		f.Level.W*f.Level.H > maxLevelCells:
		return fmt.Errorf("level of %d×%d cells", f.Level.W, f.Level.H)
	case len(f.Level.Tiles) != f.Level.W*f.Level.H || len(f.Seen) != f.Level.W*f.Level.H:
		return fmt.Errorf("%d tiles and %d seen cells for a level of %d×%d", len(f.Level.Tiles), len(f.Seen), f.Level.W, f.Level.H)
	case len(f.Actors) == 0 || f.Actors[0] == nil || !f.Actors[0].Player:
		return errors.New("no player")
	}
	for i, a := range f.Actors {
		switch {
		case a == nil:
			return fmt.Errorf("actor %d missing", i)
		case a.ID != i:
			return fmt.Errorf("actor %d has ID %d", i, a.ID)
		case a.StepTime <= 0:
			return fmt.Errorf("actor %d takes %d to step", i, a.StepTime)
		case !a.Dead && i > 0 && !f.Level.In(a.Pos):
			return fmt.Errorf("actor %d at %v, off the level", i, a.Pos)
		}
	}
	for _, e := range f.Queue.Entries {
		if e.ID < 0 || e.ID >= len(f.Actors) {
			return fmt.Errorf("queue entry for actor %d of %d", e.ID, len(f.Actors))
		}
	}
	for _, it := range f.Items {
		if !f.Level.In(it.Pos) {
			return fmt.Errorf("%s at %v, off the level", it.Item.Name, it.Pos)
		}
	}
	for _, c := range f.Corpses {
		if !f.Level.In(c.Pos) {
			return fmt.Errorf("corpse at %v, off the level", c.Pos)
		}
	}
	return nil
}

// restore makes a decoded game ready for play: the random generator at its saved state, the current
// level's parts aliased to its floor, one player in every floor, and the unexported helpers rebuilt.
func (s *savedGame) restore() (*Game, error) {
	g := s.Game
	g.src = new(rand.PCG)
	if err := g.src.UnmarshalBinary(s.RNG); err != nil {
		return nil, fmt.Errorf("%w: random generator: %w", ErrDamaged, err)
	}
	g.arrivedTurn, g.heardAt = s.ArrivedTurn, s.HeardAt
	floorParts(g.Floors[g.Depth-1], g, func(f, g reflect.Value) { g.Set(f) })
	for _, f := range g.Floors {
		f.Actors[0] = g.Actors[0]
	}
	g.events = nil
	g.wire()
	return g, nil
}

// wire builds the unexported helpers that hang on g's random source (the generator and the dice roller)
// and the field of view. New and loading both call it.
func (g *Game) wire() {
	g.rng = rand.New(g.src)
	g.roller = combat.NewRoller(g.rng)
	g.fov = levels.NewFOV()
}

// crcTable is the Castagnoli CRC-32 table of the save's checksum.
func crcTable() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) }

// layoutOf is the fingerprint of the shape gob gives v's type: the exported fields, their names and kinds,
// down through every type they hold. When a saved type gains, loses, renames or retypes a field, older saves
// no longer match and are refused with ErrVersion instead of being half loaded.
func layoutOf(v any) []byte {
	var b strings.Builder
	describe(&b, reflect.TypeOf(v), map[reflect.Type]int{})
	sum := sha256.Sum256([]byte(b.String()))
	return sum[:8]
}

// describe writes the shape of t as gob sees it; seen numbers the struct types already written, so that
// recursive types end.
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
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() || f.Type.Kind() == reflect.Func || f.Type.Kind() == reflect.Chan {
				continue // gob skips them
			}
			b.WriteString(f.Name + " ")
			describe(b, f.Type, seen)
			b.WriteString(";")
		}
		b.WriteString("}")
	default:
		b.WriteString(t.Kind().String())
	}
}

// Store is the place a save is kept: a file on the desktop, localStorage in the browser, memory in tests.
type Store interface {
	// Read returns the saved bytes, or an error wrapping ErrNoSave when there is no save.
	Read() ([]byte, error)
	// Write replaces the save with data, atomically: after a crash the old save or the new one is there,
	// whole.
	Write(data []byte) error
	// Remove deletes the save; no save is not an error.
	Remove() error
	// SetAside moves the save to a name with tag in it (e.g. "save.gob.bad-<tag>"), never overwriting
	// another, and returns where it went.
	SetAside(tag string) (string, error)
}

// Save writes g to st, replacing the previous save. A game that is over has no save: Save removes it.
func Save(st Store, g *Game) error {
	if g != nil && g.Over {
		return RemoveSave(st)
	}
	data, err := Encode(g)
	if err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if err := st.Write(data); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return nil
}

// Load reads the game saved in st; it plays by data d (nil: the embedded defaults). The error wraps
// ErrNoSave when there is no save, ErrVersion or ErrDamaged when it cannot be read (see Decode).
func Load(st Store, d *assets.Data) (*Game, error) {
	save, err := st.Read()
	if err != nil {
		return nil, fmt.Errorf("load: %w", err)
	}
	g, err := Decode(save, d)
	if err != nil {
		return nil, fmt.Errorf("load: %w", err)
	}
	return g, nil
}

// RemoveSave deletes the save in st, as death does; no save is not an error.
func RemoveSave(st Store) error {
	if err := st.Remove(); err != nil {
		return fmt.Errorf("remove save: %w", err)
	}
	return nil
}

// LoadOrNew loads the game saved in st, playing by cfg.Data, or starts a new one from cfg when there is no
// save or it cannot be loaded (see Resume). note tells the player what happened: "" for a new game when
// there was no save. The error is Resume's or New's.
func LoadOrNew(st Store, cfg Config) (g *Game, note string, err error) {
	return loadOrNew(st, cfg, time.Now())
}

// loadOrNew is LoadOrNew at time now, which names a save set aside.
func loadOrNew(st Store, cfg Config, now time.Time) (*Game, string, error) {
	g, note, err := resume(st, cfg.Data, now)
	if err != nil || g != nil {
		return g, note, err
	}
	if g, err = New(cfg); err != nil {
		return nil, "", err
	}
	if note != "" {
		note += " A new game begins."
	}
	return g, note, nil
}

// Resume loads the game saved in st, playing by data d (nil: the embedded defaults), for a start that
// offers a new game (the character creation) only when there is none:
//   - a save that loads: the game, and a note welcoming the player back;
//   - no save: no game, note "";
//   - a save that cannot be loaded (damaged, of another version, unreadable): no game, and a note saying why
//     and where the save was set aside (never deleted);
//   - d missing and the embedded data failing to load, or the vaults: the error, and the save left in place.
func Resume(st Store, d *assets.Data) (g *Game, note string, err error) {
	return resume(st, d, time.Now())
}

// resume is Resume at time now, which names a save set aside.
func resume(st Store, d *assets.Data, now time.Time) (*Game, string, error) {
	save, err := st.Read()
	switch {
	case errors.Is(err, ErrNoSave):
		return nil, "", nil
	case err == nil:
		g, derr := Decode(save, d)
		if derr == nil {
			return g, fmt.Sprintf("Welcome back: your game is restored (level %d, turn %d).", g.Depth, g.Turns), nil
		}
		if !errors.Is(derr, ErrDamaged) && !errors.Is(derr, ErrVersion) {
			return nil, "", fmt.Errorf("load: %w", derr)
		}
		err = derr
	}
	why := "it could not be read"
	switch {
	case errors.Is(err, ErrVersion):
		why = "it was saved by another version of Cleave"
	case errors.Is(err, ErrDamaged):
		why = "it is damaged"
	}
	detail := strings.TrimPrefix(strings.TrimPrefix(err.Error(), ErrDamaged.Error()+": "), ErrVersion.Error()+": ")
	where, aerr := st.SetAside("bad-" + now.UTC().Format("20060102T150405Z"))
	if aerr != nil && where == "" {
		return nil, fmt.Sprintf("Your saved game could not be loaded: %s (%s). It could not be moved aside either (%v): "+
			"the next save will replace it.", why, detail, aerr), nil
	}
	return nil, fmt.Sprintf("Your saved game could not be loaded: %s (%s). It was kept as %s.", why, detail, where), nil
}

// MemStore is a Store in memory, for tests and for runs that must not touch the disk. Not safe for
// concurrent use. The zero MemStore is empty.
type MemStore struct {
	// Data is the save; nil when there is none.
	Data []byte
	// Aside holds the saves set aside, by name.
	Aside map[string][]byte
}

// Read returns a copy of the save.
func (m *MemStore) Read() ([]byte, error) {
	if m.Data == nil {
		return nil, ErrNoSave
	}
	return bytes.Clone(m.Data), nil
}

// Write replaces the save with a copy of data.
func (m *MemStore) Write(data []byte) error {
	m.Data = append([]byte{}, data...)
	return nil
}

// Remove forgets the save.
func (m *MemStore) Remove() error {
	m.Data = nil
	return nil
}

// SetAside moves the save to Aside under "save.gob.<tag>" (with "-2", "-3"... when taken).
func (m *MemStore) SetAside(tag string) (string, error) {
	if m.Data == nil {
		return "", ErrNoSave
	}
	if m.Aside == nil {
		m.Aside = map[string][]byte{}
	}
	name := freeName("save.gob."+tag, func(n string) bool { _, ok := m.Aside[n]; return ok })
	m.Aside[name], m.Data = m.Data, nil
	return name, nil
}

// freeName is name, or name with "-2", "-3"... appended, the first that taken says is free.
func freeName(name string, taken func(string) bool) string {
	n := name
	for i := 2; taken(n); i++ {
		n = name + "-" + strconv.Itoa(i)
	}
	return n
}

// keyValue is a string store such as the browser's localStorage.
type keyValue interface {
	get(key string) (value string, ok bool, err error)
	set(key, value string) error
	remove(key string) error
}

// kvStore is a Store over a keyValue: the save is the base64 of its bytes under key, and a save set aside
// goes to key+"."+tag.
type kvStore struct {
	kv  keyValue
	key string
}

func (s kvStore) Read() ([]byte, error) {
	v, ok, err := s.kv.get(s.key)
	switch {
	case err != nil:
		return nil, fmt.Errorf("read %s: %w", s.key, err)
	case !ok:
		return nil, fmt.Errorf("read %s: %w", s.key, ErrNoSave)
	}
	data, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		return nil, fmt.Errorf("read %s: %w: %w", s.key, ErrDamaged, err)
	}
	return data, nil
}

func (s kvStore) Write(data []byte) error {
	if err := s.kv.set(s.key, base64.StdEncoding.EncodeToString(data)); err != nil {
		return fmt.Errorf("write %s: %w", s.key, err)
	}
	return nil
}

func (s kvStore) Remove() error {
	if err := s.kv.remove(s.key); err != nil {
		return fmt.Errorf("remove %s: %w", s.key, err)
	}
	return nil
}

func (s kvStore) SetAside(tag string) (string, error) {
	v, ok, err := s.kv.get(s.key)
	switch {
	case err != nil:
		return "", fmt.Errorf("set aside %s: %w", s.key, err)
	case !ok:
		return "", fmt.Errorf("set aside %s: %w", s.key, ErrNoSave)
	}
	var terr error
	name := freeName(s.key+"."+tag, func(n string) bool {
		_, ok, err := s.kv.get(n)
		terr = errors.Join(terr, err)
		return ok && err == nil
	})
	if terr != nil {
		return "", fmt.Errorf("set aside %s: %w", s.key, terr)
	}
	if err := s.kv.set(name, v); err != nil {
		return "", fmt.Errorf("set aside %s as %s: %w", s.key, name, err)
	}
	if err := s.kv.remove(s.key); err != nil {
		return "", fmt.Errorf("set aside %s: kept as %s, but: %w", s.key, name, err)
	}
	return name, nil
}
