// Stores: where a save is kept (a file on the desktop, IndexedDB in the browser, or localStorage where it
// is missing, memory in tests), and saving and resuming a game through one.

package save

import (
	"bytes"
	"encoding/base64"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// Store is the place a save is kept: a file on the desktop, localStorage in the browser, memory in tests.
type Store interface {
	// Read returns the saved bytes, or an error wrapping ErrNoSave when there is no save, and one wrapping
	// ErrDamaged when it is longer than limit bytes (what is stored is not what the game wrote: a file of
	// any length is never read whole).
	Read(limit int) ([]byte, error)
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
func Save(st Store, g *game.Game) error { return new(Encoder).Save(st, g) }

// Save writes g to st as the package's Save does, with e's compressor.
func (e *Encoder) Save(st Store, g *game.Game) error {
	if g != nil && g.Over {
		return RemoveSave(st)
	}
	data, err := e.Encode(g)
	if err != nil {
		return fmt.Errorf("save: %w", err)
	}
	if err := st.Write(data); err != nil {
		return fmt.Errorf("save: %w", err)
	}
	return nil
}

// RemoveSave deletes the save in st, as death does; no save is not an error.
func RemoveSave(st Store) error {
	if err := st.Remove(); err != nil {
		return fmt.Errorf("remove save: %w", err)
	}
	return nil
}

// Text is a text file of the player's kept beside the save, read and written whole: the file Name in the
// save's directory on the desktop, the value of localStorage's key Key in the browser (the settings:
// settings.toml, cleave.settings). Errors are the system's own, for the caller to say what it was reading.
type Text struct {
	Name, Key string
}

// RestoredNote is the key of the note of a game restored from its save. It gives no numbers, as no message
// does: the side panel shows the level and the time, in the same measure as everywhere.
const RestoredNote = "save.restored"

// ErrUnreadable: a save that could not be read, for a reason that is not damage: permission denied, an I/O
// error, a directory in its place. It is left as it is: no game may be saved over it.
var ErrUnreadable = errors.New("the saved game could not be read")

// Resume loads the game saved in st, playing by data d (nil: the embedded defaults), its note in l, for a start that
// offers a new game (the character creation) only when there is none:
//   - a save that loads: the game, and a note welcoming the player back;
//   - no save: no game, note "";
//   - a save that was read and found bad (damaged, of another version): no game, and a note saying why and
//     where the save was set aside (never deleted);
//   - a save that could not be read (permission denied, an I/O error, a directory in its place): an error
//     wrapping ErrUnreadable and the cause, and the save left in place, as nothing is wrong with it;
//   - d missing and the embedded data failing to load, or the vaults: the error, and the save left in place.
//
// After an error no game must be saved to st: it would bury the save.
func Resume(l *text.Lang, st Store, d *assets.Data) (g *game.Game, note string, err error) {
	return resume(l, st, d, time.Now())
}

// resume is Resume at time now, which names a save set aside.
func resume(l *text.Lang, st Store, d *assets.Data, now time.Time) (*game.Game, string, error) {
	if d == nil { // the bound of a save follows from the data (Decode)
		var err error
		if d, err = assets.Load(nil); err != nil {
			return nil, "", fmt.Errorf("resume: the embedded data: %w", err)
		}
	}
	save, err := st.Read(maxSaveLen(d))
	switch {
	case errors.Is(err, ErrNoSave):
		return nil, "", nil
	case errors.Is(err, ErrDamaged) || errors.Is(err, ErrVersion):
		// read, and found bad by the store itself (the browser's value is not base64)
	case err != nil:
		return nil, "", fmt.Errorf("%w: %w", ErrUnreadable, err)
	default:
		g, derr := Decode(save, d)
		if derr == nil {
			// no numbers: the note goes to the log, and the side panel shows the level and the time
			return g, l.Say(RestoredNote), nil
		}
		if !errors.Is(derr, ErrDamaged) && !errors.Is(derr, ErrVersion) {
			return nil, "", fmt.Errorf("load: %w", derr)
		}
		err = derr
	}
	why := l.Say("save.damaged")
	if errors.Is(err, ErrVersion) {
		why = l.Say("save.other_version")
	}
	detail := err.Error()
	if bad := (*saveError)(nil); errors.As(err, &bad) {
		detail = bad.detail.Error() // the kind is told in words above
	}
	where, aerr := st.SetAside("bad-" + now.UTC().Format("20060102T150405Z"))
	if aerr != nil && where == "" {
		return nil, l.Say("save.not_loaded_stays", text.S("why", why), text.S("detail", detail), text.S("error", aerr.Error())), nil
	}
	return nil, l.Say("save.not_loaded", text.S("why", why), text.S("detail", detail), text.S("where", where)), nil
}

// MemStore is a Store in memory, for tests and for runs that must not touch the disk. Not safe for
// concurrent use. The zero MemStore is empty.
type MemStore struct {
	// Data is the save; nil when there is none.
	Data []byte
	// Aside holds the saves set aside, by name.
	Aside map[string][]byte
	// Morgues holds the morgue files written, by name.
	Morgues map[string][]byte
	// Scores is the high-score table's store (ScoreStore), nil until used.
	Scores *MemStore
	// Replay is the replay of the game in play, Replays those of games that ended, by name.
	Replay  []byte
	Replays map[string][]byte
}

// Read returns a copy of the save.
func (m *MemStore) Read(limit int) ([]byte, error) {
	switch {
	case m.Data == nil:
		return nil, ErrNoSave
	case len(m.Data) > limit:
		return nil, tooLong(len(m.Data), limit)
	}
	return bytes.Clone(m.Data), nil
}

// tooLong is the error of a stored save (or table) of n bytes, more than the limit its reader allows.
func tooLong(n, limit int) error {
	return damaged(fmt.Errorf("%d bytes, more than the %d it can be", n, limit))
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

// keepAside is how many saves set aside a store keeps: each set-aside removes the oldest beyond it (a save
// that fails to load at every start must not fill the disk or the browser's small storage).
const keepAside = 3

// asidePrefix begins the tag of a save set aside for damage (Resume's "bad-<UTC time>").
const asidePrefix = "bad-"

// beyondKept are the names of saves set aside among names (those that begin with prefix) that are older than
// the newest keepAside: their tags name the time, so they sort oldest first.
func beyondKept(names []string, prefix string) []string {
	var aside []string
	for _, n := range names {
		if strings.HasPrefix(n, prefix) {
			aside = append(aside, n)
		}
	}
	slices.SortFunc(aside, func(a, b string) int {
		// "bad-T" before "bad-T-2" before "bad-T-10": the time, then the number freeName added
		ta, na := splitFree(a)
		tb, nb := splitFree(b)
		if c := strings.Compare(ta, tb); c != 0 {
			return c
		}
		return na - nb
	})
	if len(aside) <= keepAside {
		return nil
	}
	return aside[:len(aside)-keepAside]
}

// splitFree splits a name freeName made into the name asked for and the number added (1 when none).
func splitFree(name string) (string, int) {
	i := strings.LastIndexByte(name, '-')
	if i < 0 {
		return name, 1
	}
	n, err := strconv.Atoi(name[i+1:])
	if err != nil || n < 2 {
		return name, 1
	}
	return name[:i], n
}

// ErrOtherTab is the error of a save refused because another tab of this browser took the game over.
var ErrOtherTab = errors.New("another tab has taken this game over")

// tabStore is the browser's store: a kvStore that refuses to change the save once another tab has taken
// the game over (ownerKey holds another id than tab), so that a tab left open can never write an old game
// over a newer one, or bring back a character who died in another tab.
type tabStore struct {
	kvStore
	ownerKey string
	// lock is where ownerKey is kept, when not in kv: localStorage, which the page writes as it opens and
	// whose storage event tells the other tabs, while the save is in IndexedDB.
	lock  keyValue
	tab   string                          // this tab's id; "" when the page claims none (no check)
	wrote func(took time.Duration, n int) // told of each save written, when set
}

// owned returns ErrOtherTab when another tab owns the game.
func (s tabStore) owned() error {
	if s.tab == "" {
		return nil
	}
	lock := s.lock
	if lock == nil {
		lock = s.kv
	}
	owner, ok, err := lock.get(s.ownerKey)
	if err != nil {
		return fmt.Errorf("who owns the game: %w", err)
	}
	if ok && owner != s.tab {
		return ErrOtherTab
	}
	return nil
}

// Write saves data while this tab owns the game.
func (s tabStore) Write(data []byte) error {
	if err := s.owned(); err != nil {
		return fmt.Errorf("write %s: %w", s.key, err)
	}
	start := time.Now()
	if err := s.kvStore.Write(data); err != nil {
		return err
	}
	if s.wrote != nil {
		s.wrote(time.Since(start), len(data))
	}
	return nil
}

// Remove deletes the save while this tab owns the game.
func (s tabStore) Remove() error {
	if err := s.owned(); err != nil {
		return fmt.Errorf("remove %s: %w", s.key, err)
	}
	return s.kvStore.Remove()
}

// SetAside sets the save aside while this tab owns the game.
func (s tabStore) SetAside(tag string) (string, error) {
	if err := s.owned(); err != nil {
		return "", fmt.Errorf("set aside %s: %w", s.key, err)
	}
	return s.kvStore.SetAside(tag)
}

// keyValue is a string store such as the browser's localStorage.
type keyValue interface {
	get(key string) (value string, ok bool, err error)
	set(key, value string) error
	remove(key string) error
}

// kvStore is a Store over a keyValue: the save is the base64 of its bytes under key, and a save set aside
// goes to key+"."+tag (the newest keepAside kept when the keyValue lists its keys).
type kvStore struct {
	kv  keyValue
	key string
}

func (s kvStore) Read(limit int) ([]byte, error) {
	v, ok, err := s.kv.get(s.key)
	switch {
	case err != nil:
		return nil, fmt.Errorf("read %s: %w", s.key, err)
	case !ok:
		return nil, fmt.Errorf("read %s: %w", s.key, ErrNoSave)
	case base64.StdEncoding.DecodedLen(len(v)) > limit+2: // not decoded: past the limit with its padding
		return nil, fmt.Errorf("read %s: %w", s.key, tooLong(base64.StdEncoding.DecodedLen(len(v)), limit))
	}
	data, err := base64.StdEncoding.DecodeString(v)
	switch {
	case err != nil:
		return nil, fmt.Errorf("read %s: %w", s.key, damaged(fmt.Errorf("not base64: %w", err)))
	case len(data) > limit:
		return nil, fmt.Errorf("read %s: %w", s.key, tooLong(len(data), limit))
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
	if l, ok := s.kv.(keyLister); ok {
		if keys, err := l.keys(); err == nil { // best effort: an old copy left behind does no harm
			for _, old := range beyondKept(keys, s.key+"."+asidePrefix) {
				_ = s.kv.remove(old)
			}
		}
	}
	return name, nil
}

// keyLister is a keyValue that lists its keys (localStorage): a kvStore over one keeps only the newest
// keepAside saves set aside.
type keyLister interface {
	keys() ([]string, error)
}

// kvReplays keeps the replay of the game in play as the text under its key (appended by a read and a write:
// localStorage has no append), the last one that ended under "cleave.replay.last".
type kvReplays struct{ tabStore }

// AppendReplay adds data at the end of the replay (fresh: replaces it).
func (s kvReplays) AppendReplay(data []byte, fresh bool) error {
	if err := s.owned(); err != nil {
		return fmt.Errorf("write %s: %w", s.key, err)
	}
	old := ""
	if !fresh {
		v, ok, err := s.kv.get(s.key)
		if err != nil {
			return fmt.Errorf("write %s: %w", s.key, err)
		}
		if !ok {
			return ErrNoReplay
		}
		old = v
	}
	if err := s.kv.set(s.key, old+string(data)); err != nil {
		return fmt.Errorf("write %s: %w", s.key, err)
	}
	return nil
}

// lastReplayKey is where a kvReplays keeps the replay of the last game that ended.
const lastReplayKey = "cleave.replay.last"

// KeepReplay moves the replay to lastReplayKey (replacing the one there) and returns that key.
func (s kvReplays) KeepReplay(string) (string, error) {
	v, _, err := s.kv.get(s.key)
	if err != nil {
		return "", fmt.Errorf("keep replay: %w", err)
	}
	if err := s.kv.set(lastReplayKey, v); err != nil {
		return "", fmt.Errorf("keep replay: %w", err)
	}
	if err := s.kv.remove(s.key); err != nil {
		return lastReplayKey, fmt.Errorf("keep replay: kept, but: %w", err)
	}
	return lastReplayKey, nil
}

// AppendReplay adds data to the replay in Replay (fresh: replaces it).
func (m *MemStore) AppendReplay(data []byte, fresh bool) error {
	if fresh {
		m.Replay = []byte{}
	}
	if m.Replay == nil {
		return ErrNoReplay
	}
	m.Replay = append(m.Replay, data...)
	return nil
}

// KeepReplay moves Replay to Replays under "replay-<tag>.txt".
func (m *MemStore) KeepReplay(tag string) (string, error) {
	if m.Replays == nil {
		m.Replays = map[string][]byte{}
	}
	name := freeName("replay-"+tag, func(n string) bool { _, ok := m.Replays[n+".txt"]; return ok }) + ".txt"
	m.Replays[name], m.Replay = m.Replay, nil
	return name, nil
}
