// Tests of saves: gob round trips of every saved type, play on after loading, the envelope's errors, the stores.

//go:build !js

package save

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/levels"
)

// fill sets every exported field reachable from v to a value other than its zero, so that a round trip
// that loses any field shows. Fields added to the saved types later are filled too.
func fill(v reflect.Value, depth int) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(3 + depth))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		v.SetUint(uint64(2 + depth))
	case reflect.Float32, reflect.Float64:
		v.SetFloat(1.5 + float64(depth))
	case reflect.String:
		v.SetString(fmt.Sprintf("s%d", depth))
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		for i := range s.Len() {
			fill(s.Index(i), depth+1)
		}
		v.Set(s)
	case reflect.Array:
		for i := range v.Len() {
			fill(v.Index(i), depth+1)
		}
	case reflect.Pointer:
		p := reflect.New(v.Type().Elem())
		fill(p.Elem(), depth+1)
		v.Set(p)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k, e := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fill(k, depth+1)
		fill(e, depth+1)
		m.SetMapIndex(k, e)
		v.Set(m)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), depth+1)
			}
		}
	}
}

// zeroFields lists the exported fields reachable from v that hold their zero value.
func zeroFields(v reflect.Value, path string) []string {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return []string{path}
		}
		return zeroFields(v.Elem(), path)
	case reflect.Slice, reflect.Array:
		if v.Len() == 0 {
			return []string{path}
		}
		var z []string
		for i := range v.Len() {
			z = append(z, zeroFields(v.Index(i), fmt.Sprintf("%s[%d]", path, i))...)
		}
		return z
	case reflect.Struct:
		var z []string
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() && f.Type.Kind() != reflect.Func && f.Type.Kind() != reflect.Chan {
				z = append(z, zeroFields(v.Field(i), path+"."+f.Name)...)
			}
		}
		return z
	case reflect.Func, reflect.Chan, reflect.Interface:
		return nil
	}
	if v.IsZero() {
		return []string{path}
	}
	return nil
}

// roundTrip encodes v with gob and decodes it into a fresh value of the same type.
func roundTrip(t *testing.T, v any) any {
	t.Helper()
	var buf bytes.Buffer
	require.NoError(t, gob.NewEncoder(&buf).Encode(v))
	out := reflect.New(reflect.TypeOf(v).Elem())
	require.NoError(t, gob.NewDecoder(&buf).Decode(out.Interface()))
	return out.Interface()
}

// TestGobRoundTripEveryType fills every exported field of each saved type and checks that gob gives it back
// whole: the game, its floors, actors, items, corpses, queue and messages, the levels, and the payload.
func TestGobRoundTripEveryType(t *testing.T) {
	for _, v := range []any{
		&game.State{}, &game.Floor{}, &game.Actor{}, &game.Item{}, &game.FloorItem{}, &game.Corpse{}, &game.Queue{}, &game.Entry{}, &game.Message{},
		&levels.Level{}, &levels.Spawn{}, &gruid.Point{}, &savedGame{},
	} {
		name := reflect.TypeOf(v).Elem().String()
		t.Run(name, func(t *testing.T) {
			fill(reflect.ValueOf(v).Elem(), 0)
			require.Empty(t, zeroFields(reflect.ValueOf(v), name), "the fixture must set every field")
			assert.Equal(t, v, roundTrip(t, v))
		})
	}
}

// TestEncodeDecodeGame round-trips a played game through the save envelope: the decoded game saves to the
// same state, and the random generator's state, the turn of arrival and the unexported bits come back too.
func TestEncodeDecodeGame(t *testing.T) {
	g := playBot(t, 2, 500)
	require.False(t, g.Over)
	data, err := Encode(g)
	require.NoError(t, err)
	h, err := Decode(data, nil)
	require.NoError(t, err)
	requireSameGame(t, g, h)
	assert.Equal(t, g.ArrivedTurn, h.ArrivedTurn)
	assert.Equal(t, g.HeardAt, h.HeardAt)
	assert.Equal(t, g.Visible, h.Visible, "the cells in view are worked out again")
	gs, err := g.RandomState()
	require.NoError(t, err)
	hs, err := h.RandomState()
	require.NoError(t, err)
	assert.Equal(t, gs, hs)
	require.NotNil(t, h.Data())
	assert.Equal(t, g.Data().Creatures, h.Data().Creatures, "the embedded data")
	assert.Len(t, h.Data().Vaults, len(g.Data().Vaults))
	for range 20 { // game's TestRestore holds the generator, the dice and the vaults wired as they were
		g.Act(g.BotAction())
		h.Act(h.BotAction())
	}
	assert.Equal(t, StateHash(g), StateHash(h), "the generators go on alike")
}

// TestEmptyMapsStayMaps: a nil Practice means "does not train", so the player's empty maps must come back
// empty and the monsters' nil ones nil (gob sends empty maps; this holds it to that).
func TestEmptyMapsStayMaps(t *testing.T) {
	g := newGame(t, 4)
	require.NotNil(t, g.Player.Practice)
	require.Empty(t, g.Player.Practice, "a new player has practised nothing yet")
	data, err := Encode(g)
	require.NoError(t, err)
	h, err := Decode(data, g.Data())
	require.NoError(t, err)
	assert.NotNil(t, h.Player.Practice)
	assert.Empty(t, h.Player.Practice)
	for _, a := range h.Creatures {
		assert.Nil(t, a.Practice, "%s does not train", a.Name)
	}
}

// requireAliases checks, in a game just loaded, the sharing that gob flattens: the game's floor is the one
// in Floors at its depth, and the player is on no floor's list of creatures.
func requireAliases(t *testing.T, g *game.Game) {
	t.Helper()
	require.Same(t, g.Floors[g.Depth-1], g.Floor)
	for i, f := range g.Floors {
		for _, c := range f.Creatures {
			require.NotSame(t, g.Player, c, "floor %d", i+1)
			require.False(t, c.Player, "floor %d", i+1)
		}
	}
}

// deeperGame plays the bot with seed until it reaches level depth.
func deeperGame(t *testing.T, seed uint64, depth int) *game.Game {
	g := newGame(t, seed)
	for i := 0; i < 3000 && !g.Over && g.Depth < depth; i++ {
		g.Act(g.BotAction())
	}
	require.Equal(t, depth, g.Depth, "the bot should reach level %d", depth)
	return g
}

func TestLoadKeepsAliases(t *testing.T) {
	cases := map[string]*game.Game{"deepest floor": deeperGame(t, 1, 3)}
	// Back up to level 2: the current floor is then not the last one.
	up := deeperGame(t, 1, 3)
	up.Player.Pos = up.Level.Up
	require.True(t, up.Act(game.Action{Kind: game.ActAscend}))
	require.Equal(t, 2, up.Depth)
	cases["floor above the deepest"] = up
	for name, g := range cases {
		t.Run(name, func(t *testing.T) {
			data, err := Encode(g)
			require.NoError(t, err)
			h, err := Decode(data, g.Data())
			require.NoError(t, err)
			requireAliases(t, h)
			require.Len(t, h.Floors, 3)
			requireSameGame(t, g, h)
		})
	}
}

// inFight reports whether an awake foe stands next to the player.
func inFight(g *game.Game) bool {
	pl := g.Player
	for _, a := range g.Creatures {
		if !a.Dead && a.Awake && levels.Distance(a.Pos, pl.Pos) == 1 { // every creature is the player's foe
			return true
		}
	}
	return false
}

// snapshot is what a save of g holds, decoded: two games in the same state have equal snapshots (gob
// makes nil and empty alike, and maps are compared by content).
func snapshot(t *testing.T, g *game.Game) savedGame {
	t.Helper()
	data, err := Encode(g)
	require.NoError(t, err)
	var s savedGame
	require.NoError(t, gob.NewDecoder(bytes.NewReader(plainOf(t, data))).Decode(&s))
	return s
}

// plainOf is the gob encoding inside save data (its payload inflated, of any size).
func plainOf(t testing.TB, data []byte) []byte {
	t.Helper()
	plain, err := inflate(data[saveHeaderLen:], math.MaxInt32)
	require.NoError(t, err)
	return plain
}

// deflated is a gob encoding made a save's payload, as Encode makes it.
func deflated(t testing.TB, plain []byte) []byte {
	t.Helper()
	out, err := new(Encoder).deflate(plain)
	require.NoError(t, err)
	return out.Bytes()
}

// firstDiff is the path of the first exported difference between a and b, "" when there is none.
func firstDiff(a, b reflect.Value, path string) string {
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return path + " (nil)"
			}
			return ""
		}
		return firstDiff(a.Elem(), b.Elem(), path)
	case reflect.Slice, reflect.Array:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s (length %d, %d)", path, a.Len(), b.Len())
		}
		for i := range a.Len() {
			if d := firstDiff(a.Index(i), b.Index(i), fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
	case reflect.Map:
		if a.Len() != b.Len() {
			return fmt.Sprintf("%s (size %d, %d)", path, a.Len(), b.Len())
		}
		for _, k := range a.MapKeys() {
			if !b.MapIndex(k).IsValid() {
				return fmt.Sprintf("%s[%v] (missing)", path, k)
			}
			if d := firstDiff(a.MapIndex(k), b.MapIndex(k), fmt.Sprintf("%s[%v]", path, k)); d != "" {
				return d
			}
		}
	case reflect.Struct:
		for i := range a.NumField() {
			if f := a.Type().Field(i); f.IsExported() {
				if d := firstDiff(a.Field(i), b.Field(i), path+"."+f.Name); d != "" {
					return d
				}
			}
		}
	case reflect.Func, reflect.Chan, reflect.Interface:
	default:
		if a.Interface() != b.Interface() {
			return fmt.Sprintf("%s (%v, %v)", path, a.Interface(), b.Interface())
		}
	}
	return ""
}

// requireSameGame checks that two games are in the same state: log, clock, positions and hit points of
// every creature on every floor, and everything else a save holds.
func requireSameGame(t *testing.T, want, got *game.Game) {
	t.Helper()
	require.Equal(t, want.Log, got.Log)
	require.Equal(t, want.Time, got.Time)
	require.Equal(t, want.Turns, got.Turns)
	require.Equal(t, want.Depth, got.Depth)
	require.Equal(t, want.Over, got.Over)
	require.Len(t, got.Floors, len(want.Floors))
	require.Equal(t, want.Player.Pos, got.Player.Pos)
	require.Equal(t, want.Player.HP, got.Player.HP)
	for i := range want.Floors {
		wa, ga := want.Floors[i].Creatures, got.Floors[i].Creatures
		require.Len(t, ga, len(wa))
		for j := range wa {
			require.Equal(t, wa[j].Pos, ga[j].Pos, "floor %d actor %d", i+1, j)
			require.Equal(t, wa[j].HP, ga[j].HP, "floor %d actor %d", i+1, j)
			require.Equal(t, wa[j].Dead, ga[j].Dead, "floor %d actor %d", i+1, j)
		}
	}
	ws, gs := snapshot(t, want), snapshot(t, got)
	require.Empty(t, firstDiff(reflect.ValueOf(ws), reflect.ValueOf(gs), "save"))
	require.True(t, reflect.DeepEqual(ws, gs), "the saves of both games differ")
}

// TestSaveMidFightPlaysOnTheSame plays the bot K turns until it is in a fight, saves, loads, plays M more
// turns, and compares with the game that played K+M turns without a save.
func TestSaveMidFightPlaysOnTheSame(t *testing.T) {
	const m = 150
	fights := 0
	for seed := uint64(1); seed <= 8; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			g := newGame(t, seed)
			k := 0
			for ; k < 1500 && !g.Over && !(inFight(g) && k >= 20); k++ {
				g.Act(g.BotAction())
			}
			if !inFight(g) {
				t.Skipf("seed %d: no fight in %d turns", seed, k)
			}
			fights++
			st := &MemStore{}
			require.NoError(t, Save(st, g))
			loaded, err := Decode(st.Data, g.Data())
			require.NoError(t, err)
			require.True(t, inFight(loaded))
			for i := 0; i < m && !loaded.Over; i++ {
				loaded.Act(loaded.BotAction())
			}
			requireSameGame(t, playBot(t, seed, k+m), loaded)
		})
	}
	require.GreaterOrEqual(t, fights, 4, "most seeds should give a fight to save in")
}

// TestSaveEveryTurnPlaysOnTheSame saves and loads after every action, through floors, and ends where the game
// without saves ends. What auto-pickup remembers (the items dropped, those it said why it left) is not saved
// (game/pickup.go says so): seed 2 meets that since the levels' creatures were fixed (at its 522nd action the
// loaded game's bot goes back for an item), so the seeds are 1 and 3.
func TestSaveEveryTurnPlaysOnTheSame(t *testing.T) {
	for _, seed := range []uint64{1, 3} {
		g := newGame(t, seed)
		for i := 0; i < 700 && !g.Over; i++ {
			g.Act(g.BotAction())
			data, err := Encode(g)
			require.NoError(t, err)
			g, err = Decode(data, g.Data())
			require.NoError(t, err)
		}
		require.Greater(t, g.Depth, 2, "seed %d: the test should cross floors", seed)
		requireSameGame(t, playBot(t, seed, 700), g)
	}
}

// envelope wraps payload in a save header of format and layout, with its length and checksum.
func envelope(format uint16, layout []byte, payload []byte) []byte {
	out := append([]byte(saveMagic), 0, 0)
	binary.BigEndian.PutUint16(out[len(saveMagic):], format)
	out = append(out, layout...)
	out = binary.BigEndian.AppendUint32(out, uint32(len(payload)))
	out = binary.BigEndian.AppendUint32(out, crc32.Checksum(payload, crc32.MakeTable(crc32.Castagnoli)))
	return append(out, payload...)
}

// current is the player's floor in a decoded save.
func current(s *savedGame) *game.Floor { return s.State.Floors[s.State.Depth-1] }

// living is a living monster on the player's floor in a decoded save.
func living(s *savedGame) *game.Actor {
	for _, a := range current(s).Creatures {
		if !a.Dead {
			return a
		}
	}
	panic("no living monster")
}

// forged is a well-formed save of a game, after change has altered what is saved.
func forged(t *testing.T, change func(s *savedGame)) []byte {
	t.Helper()
	s := snapshot(t, playBot(t, 3, 500)) // on depth 3, with items and a living creature on the floor
	require.Greater(t, s.State.Depth, 1)
	require.NotEmpty(t, current(&s).Items)
	require.NotEmpty(t, current(&s).Queue.Entries)
	change(&s)
	var buf bytes.Buffer
	require.NoError(t, gob.NewEncoder(&buf).Encode(s))
	return envelope(Format, layoutOf(savedGame{}), deflated(t, buf.Bytes()))
}

func TestDecodeErrors(t *testing.T) {
	good, err := Encode(playBot(t, 4, 100))
	require.NoError(t, err)
	_, err = Decode(good, nil)
	require.NoError(t, err)
	flip := func(i int) []byte {
		b := bytes.Clone(good)
		b[i] ^= 0x10
		return b
	}
	otherFormat := bytes.Clone(good)
	binary.BigEndian.PutUint16(otherFormat[len(saveMagic):], Format+1)
	for _, c := range []struct {
		name string
		data []byte
		want error
	}{
		{"empty", nil, ErrDamaged},
		{"truncated in the magic", good[:3], ErrDamaged},
		{"truncated before the format", good[:7], ErrDamaged},
		{"truncated in the header", good[:saveHeaderLen-1], ErrDamaged},
		{"header only", good[:saveHeaderLen], ErrDamaged},
		{"truncated in the middle", good[:len(good)/2], ErrDamaged},
		{"one byte short", good[:len(good)-1], ErrDamaged},
		{"one byte more", append(bytes.Clone(good), 0), ErrDamaged},
		{"not a save", []byte("PK\x03\x04 a zip file, say, or anything else at all"), ErrDamaged},
		{"magic damaged", flip(0), ErrDamaged},
		{"payload damaged", flip(len(good) - 10), ErrDamaged},
		{"length damaged", flip(saveHeaderLen - 6), ErrDamaged},
		{"checksum damaged", flip(saveHeaderLen - 1), ErrDamaged},
		{"another format", otherFormat, ErrVersion},
		{"another layout", flip(len(saveMagic) + 3), ErrVersion},
		{"the layout of another version", envelope(Format, layoutOf(struct{ Game *game.Game }{}), good[saveHeaderLen:]), ErrVersion},
		{"checksum right, payload not gob", envelope(Format, layoutOf(savedGame{}), []byte("garbage that is not gob at all")), ErrDamaged},
		{"depth beyond the floors", forged(t, func(s *savedGame) { s.State.Depth = len(s.State.Floors) + 1 }), ErrDamaged},
		{"depth 0", forged(t, func(s *savedGame) { s.State.Depth = 0 }), ErrDamaged},
		{"no random state", forged(t, func(s *savedGame) { *s.random() = nil }), ErrDamaged},
		{"random state damaged", forged(t, func(s *savedGame) { *s.random() = (*s.random())[:5] }), ErrDamaged},
		{"a floor without level", forged(t, func(s *savedGame) { s.State.Floors[0].Level = nil }), ErrDamaged},
		{"tiles missing", forged(t, func(s *savedGame) { current(s).Level.Tiles = current(s).Level.Tiles[1:] }), ErrDamaged},
		{"huge level", forged(t, func(s *savedGame) { current(s).Level.W = 1 << 40 }), ErrDamaged},
		{"seen missing", forged(t, func(s *savedGame) { s.State.Floors[0].Seen = nil }), ErrDamaged},
		{"no player", forged(t, func(s *savedGame) { s.State.Player = nil }), ErrDamaged},
		{"a player who is not", forged(t, func(s *savedGame) { s.State.Player.Player = false }), ErrDamaged},
		{"a player who never acts", forged(t, func(s *savedGame) { s.State.Player.StepTime = 0 }), ErrDamaged},
		{"a creature that is a player", forged(t, func(s *savedGame) { living(s).Player = true }), ErrDamaged},
		{"actor out of place", forged(t, func(s *savedGame) { living(s).ID = 77 }), ErrDamaged},
		{"actor off the level", forged(t, func(s *savedGame) { living(s).Pos.X = -4 }), ErrDamaged},
		{"player off the level", forged(t, func(s *savedGame) { s.State.Player.Pos.Y = 9999 }), ErrDamaged},
		{"actor that never acts", forged(t, func(s *savedGame) { living(s).StepTime = 0 }), ErrDamaged},
		{"queue of nobody", forged(t, func(s *savedGame) { current(s).Queue.Entries[0].ID = 1000 }), ErrDamaged},
		{"item off the level", forged(t, func(s *savedGame) { current(s).Items[0].Pos.X = 5000 }), ErrDamaged},
		{"corpse off the level", forged(t, func(s *savedGame) {
			current(s).Corpses = append(current(s).Corpses, game.Corpse{Pos: gruid.Point{X: -1}, Kind: "kobold"})
		}), ErrDamaged},
	} {
		t.Run(c.name, func(t *testing.T) {
			g, err := Decode(c.data, nil)
			require.Error(t, err)
			assert.Nil(t, g)
			assert.ErrorIs(t, err, c.want)
			for _, other := range []error{ErrDamaged, ErrVersion, ErrNoSave} {
				if other != c.want {
					assert.NotErrorIs(t, err, other)
				}
			}
		})
	}
}

func TestLayoutFollowsShape(t *testing.T) {
	type a struct {
		X, Y int
		hid  string
	}
	type b struct {
		X, Y int
	}
	type c struct {
		X, Y, Z int
	}
	type d struct {
		X int
		Y string
	}
	type renamed struct {
		X, W int
	}
	type reordered struct {
		Y, X int
	}
	type inner struct {
		P, Q int
	}
	type outer struct {
		In inner
		N  string
	}
	type innerReordered struct {
		Q, P int
	}
	type outerReordered struct {
		N  string
		In innerReordered
	}
	type node struct {
		Next *node
		V    []int
		F    func()
	}
	assert.Equal(t, layoutOf(a{}), layoutOf(b{}), "unexported fields are not saved")
	assert.NotEqual(t, layoutOf(b{}), layoutOf(c{}), "a new field")
	assert.NotEqual(t, layoutOf(b{}), layoutOf(d{}), "a field of another type")
	assert.NotEqual(t, layoutOf(b{}), layoutOf(renamed{}), "a renamed field")
	assert.Equal(t, layoutOf(b{}), layoutOf(reordered{}), "fields only reordered: gob matches them by name")
	assert.Equal(t, layoutOf(outer{}), layoutOf(outerReordered{}), "reordered fields, down through the types they hold")
	assert.Len(t, layoutOf(node{}), 8, "recursive types end")
	assert.Equal(t, layoutOf(savedGame{}), saveLayout[:], "the layout the game writes is its types'")
}

// TestSaveOfGameOverRemovesIt: death is final, no save survives it.
func TestSaveOfGameOverRemovesIt(t *testing.T) {
	st := &MemStore{}
	g := newGame(t, 1)
	require.NoError(t, Save(st, g))
	require.NotNil(t, st.Data)
	g.Over = true
	require.NoError(t, Save(st, g))
	assert.Nil(t, st.Data)
	_, err := st.Read(readAny)
	assert.ErrorIs(t, err, ErrNoSave)
	require.NoError(t, RemoveSave(st), "removing no save is no error")
}

// stores are the Stores the logic is tested over.
func stores(t *testing.T) map[string]Store {
	return map[string]Store{
		"memory":   &MemStore{},
		"dir":      DirStore{Dir: filepath.Join(t.TempDir(), "deep", "er")},
		"keyValue": kvStore{kv: mapKV{}, key: "cleave.save"},
	}
}

// TestResumeOverStores: over every store, no save gives no game; a good one the game; a bad one no game, a
// note saying why and where it went, and the save kept whole under a new name each time.
func TestResumeOverStores(t *testing.T) {
	now := time.Date(2026, 11, 30, 11, 22, 15, 0, time.UTC)
	good, err := Encode(playBot(t, 9, 80))
	require.NoError(t, err)
	otherVersion := bytes.Clone(good)
	binary.BigEndian.PutUint16(otherVersion[len(saveMagic):], Format+1)
	for name, st := range stores(t) {
		t.Run(name, func(t *testing.T) {
			g, note, err := resume(english, st, nil, now)
			require.NoError(t, err)
			assert.Empty(t, note, "no save: nothing to say")
			assert.Nil(t, g, "no save: no game, for the creation screen to begin one")

			require.NoError(t, st.Write(good))
			g, note, err = resume(english, st, nil, now)
			require.NoError(t, err)
			assert.Contains(t, note, "restored")
			requireSameGame(t, playBot(t, 9, 80), g)

			var aside []string
			for _, c := range []struct {
				name, why string
				data      []byte
			}{
				{"truncated", "damaged", good[:len(good)-100]},
				{"damaged", "damaged", append(bytes.Clone(good[:100]), bytes.Repeat([]byte{0xff}, len(good)-100)...)},
				{"other version", "another version", otherVersion},
			} {
				require.NoError(t, st.Write(c.data))
				g, note, err := resume(english, st, nil, now)
				require.NoError(t, err)
				assert.Nil(t, g, c.name)
				assert.Contains(t, note, c.why, c.name)
				_, err = st.Read(readAny)
				assert.ErrorIs(t, err, ErrNoSave, "%s: the bad save is moved, not left", c.name)
				where := setAsideName(t, note)
				assert.NotContains(t, aside, where, "%s: a save set aside never replaces another", c.name)
				aside = append(aside, where)
				assert.Equal(t, c.data, readAside(t, st, where), "%s: kept whole", c.name)
			}
			for _, where := range aside {
				assert.Contains(t, where, "bad-20261130T112215Z")
			}
		})
	}
}

func setAsideName(t *testing.T, note string) string {
	t.Helper()
	const mark = "It was kept as "
	i := strings.Index(note, mark)
	require.GreaterOrEqual(t, i, 0, note)
	return strings.TrimSuffix(note[i+len(mark):], ".")
}

// readAside reads what a store set aside under name.
func readAside(t *testing.T, st Store, name string) []byte {
	t.Helper()
	switch st := st.(type) {
	case *MemStore:
		return st.Aside[name]
	case DirStore:
		data, err := os.ReadFile(name)
		require.NoError(t, err)
		return data
	case kvStore:
		v, ok, err := st.kv.get(name)
		require.NoError(t, err)
		require.True(t, ok)
		data, err := base64.StdEncoding.DecodeString(v)
		require.NoError(t, err)
		return data
	}
	require.FailNowf(t, "unknown store", "%T", st)
	return nil
}

// mapKV is a keyValue in memory, as localStorage is in the browser.
type mapKV map[string]string

func (m mapKV) get(key string) (string, bool, error) { v, ok := m[key]; return v, ok, nil }
func (m mapKV) set(key, value string) error          { m[key] = value; return nil }
func (m mapKV) remove(key string) error              { delete(m, key); return nil }

// failingKV is a keyValue whose every call fails, as localStorage does when full or blocked.
type failingKV struct{}

var errStorage = errors.New("QuotaExceededError")

func (failingKV) get(string) (string, bool, error) { return "", false, errStorage }
func (failingKV) set(string, string) error         { return errStorage }
func (failingKV) remove(string) error              { return errStorage }

func TestKeyValueStore(t *testing.T) {
	kv := mapKV{}
	st := kvStore{kv: kv, key: "cleave.save"}
	_, err := st.Read(readAny)
	require.ErrorIs(t, err, ErrNoSave)
	require.NoError(t, st.Write([]byte("CLEAVE\x00\x01 bytes")))
	assert.Equal(t, base64.StdEncoding.EncodeToString([]byte("CLEAVE\x00\x01 bytes")), kv["cleave.save"], "base64 in the key")
	data, err := st.Read(readAny)
	require.NoError(t, err)
	assert.Equal(t, []byte("CLEAVE\x00\x01 bytes"), data)

	where, err := st.SetAside("bad-T1")
	require.NoError(t, err)
	assert.Equal(t, "cleave.save.bad-T1", where)
	require.NoError(t, st.Write([]byte("second")))
	where, err = st.SetAside("bad-T1")
	require.NoError(t, err)
	assert.Equal(t, "cleave.save.bad-T1-2", where)
	assert.Equal(t, mapKV{
		"cleave.save.bad-T1":   base64.StdEncoding.EncodeToString([]byte("CLEAVE\x00\x01 bytes")),
		"cleave.save.bad-T1-2": base64.StdEncoding.EncodeToString([]byte("second")),
	}, kv)
	_, err = st.SetAside("bad-T2")
	assert.ErrorIs(t, err, ErrNoSave)

	kv["cleave.save"] = "not base64!"
	_, err = st.Read(readAny)
	assert.ErrorIs(t, err, ErrDamaged)
	require.NoError(t, st.Remove())
	require.NoError(t, st.Remove(), "removing no save is no error")

	bad := kvStore{kv: failingKV{}, key: "cleave.save"}
	for name, err := range map[string]error{
		"read":   func() error { _, err := bad.Read(readAny); return err }(),
		"write":  bad.Write([]byte("x")),
		"remove": bad.Remove(),
		"aside":  func() error { _, err := bad.SetAside("t"); return err }(),
	} {
		assert.ErrorIs(t, err, errStorage, name)
		assert.NotErrorIs(t, err, ErrNoSave, name)
	}
	g, _, err := resume(english, bad, nil, time.Now())
	assert.ErrorIs(t, err, ErrUnreadable, "storage that fails is not damage: the save stays (TestResumeReadErrorKeepsSave)")
	assert.ErrorContains(t, err, "QuotaExceededError", "the player hears why")
	assert.Nil(t, g)
}

// dirNames lists the names in dir.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestDirStoreAtomicWrite(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cleave")
	st := DirStore{Dir: dir}
	_, err := st.Read(readAny)
	require.ErrorIs(t, err, ErrNoSave)
	for i := range 3 {
		data := bytes.Repeat([]byte{byte(i)}, 1000*(i+1))
		require.NoError(t, st.Write(data))
		assert.Equal(t, []string{FileName}, dirNames(t, dir), "no temporary file left")
		got, err := st.Read(readAny)
		require.NoError(t, err)
		assert.Equal(t, data, got)
	}
	if runtime.GOOS != "windows" {
		fi, err := os.Stat(st.Path())
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), fi.Mode().Perm(), "the save is the player's alone")
	}

	// A temporary file left by a crash goes at the next write.
	require.NoError(t, os.WriteFile(filepath.Join(dir, FileName+".tmp-123"), []byte("half"), 0o600))
	require.NoError(t, st.Write([]byte("whole")))
	assert.Equal(t, []string{FileName}, dirNames(t, dir))

	require.NoError(t, st.Remove())
	assert.Empty(t, dirNames(t, dir))
	require.NoError(t, st.Remove(), "removing no save is no error")
}

func TestDirStoreFailedWriteKeepsNoTemp(t *testing.T) {
	dir := t.TempDir()
	st := DirStore{Dir: dir}
	// The save's name taken by a directory with something in it: the rename fails.
	require.NoError(t, os.MkdirAll(filepath.Join(st.Path(), "x"), 0o700))
	require.Error(t, st.Write([]byte("data")))
	assert.Equal(t, []string{FileName}, dirNames(t, dir), "the temporary file is removed")
}

func TestDirStoreSetAside(t *testing.T) {
	dir := t.TempDir()
	st := DirStore{Dir: dir}
	_, err := st.SetAside("bad-T")
	require.ErrorIs(t, err, ErrNoSave)
	require.NoError(t, st.Write([]byte("one")))
	where, err := st.SetAside("bad-T")
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "save.gob.bad-T"), where)
	require.NoError(t, st.Write([]byte("two")))
	where, err = st.SetAside("bad-T")
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "save.gob.bad-T-2"), where)
	names := dirNames(t, dir)
	slices.Sort(names)
	assert.Equal(t, []string{"save.gob.bad-T", "save.gob.bad-T-2"}, names)
	data, err := os.ReadFile(filepath.Join(dir, "save.gob.bad-T"))
	require.NoError(t, err)
	assert.Equal(t, []byte("one"), data)
}

func TestDefaultStore(t *testing.T) {
	dir := t.TempDir()
	t.Setenv(DirEnv, dir)
	st, err := DefaultStore()
	require.NoError(t, err)
	assert.Equal(t, DirStore{Dir: dir}, st)

	if runtime.GOOS != "linux" {
		t.Skip("the XDG directories are the custom of Linux and other Unix systems")
	}
	t.Setenv(DirEnv, "")
	t.Setenv("XDG_DATA_HOME", "/x/data")
	st, err = DefaultStore()
	require.NoError(t, err)
	assert.Equal(t, DirStore{Dir: "/x/data/cleave"}, st)
	t.Setenv("XDG_DATA_HOME", "relative/is/ignored")
	t.Setenv("HOME", "/home/thora")
	d, err := Dir()
	require.NoError(t, err)
	assert.Equal(t, "/home/thora/.local/share/cleave", d)
}

// FuzzLoad: no bytes make loading panic; what loads is a game.
func FuzzLoad(f *testing.F) {
	g := playBot(f, 5, 60)
	d := g.Data()
	good, err := Encode(g)
	require.NoError(f, err)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Add(good[:saveHeaderLen])
	f.Add([]byte{})
	f.Add([]byte("CLEAVE"))
	f.Add(envelope(Format, layoutOf(savedGame{}), []byte("garbage")))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := Decode(data, d)
		if err != nil {
			if g != nil || !(errors.Is(err, ErrDamaged) || errors.Is(err, ErrVersion)) {
				t.Fatalf("Decode: %v, %v", g, err)
			}
			return
		}
		requireAliases(t, g)
	})
}

// FuzzDecodePayload fuzzes the gob payload behind the checksum, which FuzzLoad rarely passes.
func FuzzDecodePayload(f *testing.F) {
	played := playBot(f, 5, 60)
	d := played.Data()
	good, err := Encode(played)
	require.NoError(f, err)
	f.Add(good[saveHeaderLen:])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, payload []byte) {
		s, err := decodePayload(payload, Format, maxPlainLen(d))
		var g *game.Game
		if err == nil {
			g, err = s.restore(d)
		}
		if err != nil {
			if g != nil || !errors.Is(err, ErrDamaged) {
				t.Fatalf("decodePayload: %v, %v", g, err)
			}
			return
		}
		requireAliases(t, g)
	})
}

// A save holds at most 5 kB for each level visited (issue 21), for bot games of several levels.
func TestSaveSmallPerLevel(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		g := playBot(t, seed, 3000)
		data, err := Encode(g)
		require.NoError(t, err)
		plain := plainOf(t, data)
		t.Logf("seed %d: %d levels, %d turns: %d bytes (%d a level; %d before deflating)", seed, len(g.Floors), g.Turns, len(data), len(data)/len(g.Floors), len(plain))
		require.LessOrEqual(t, len(data), 5000*len(g.Floors), "seed %d", seed)
	}
}

// BenchmarkEncode saves a game 700 actions in; bytes/level is the save's size over the levels visited.
func BenchmarkEncode(b *testing.B) {
	g := playBot(b, 1, 700)
	var n int
	for b.Loop() {
		data, err := Encode(g)
		if err != nil {
			b.Fatal(err)
		}
		n = len(data)
	}
	b.ReportMetric(float64(n)/float64(len(g.Floors)), "bytes/level")
}

func BenchmarkDecode(b *testing.B) {
	g := playBot(b, 1, 700)
	d := g.Data()
	data, err := Encode(g)
	require.NoError(b, err)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		if _, err := Decode(data, d); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSaveDirStore(b *testing.B) {
	g := playBot(b, 1, 700)
	st := DirStore{Dir: b.TempDir()}
	for b.Loop() {
		if err := Save(st, g); err != nil {
			b.Fatal(err)
		}
	}
}

// TestResumeNotes: the note tells the kind of trouble in words and its detail once, as the save's error
// has them, from a MemStore and from the browser's key-value store (whose read error says where it read).
func TestResumeNotes(t *testing.T) {
	now := time.Date(2026, 11, 30, 11, 22, 15, 0, time.UTC)
	played := playBot(t, 4, 80)
	good, err := Encode(played)
	require.NoError(t, err)
	otherFormat := bytes.Clone(good)
	binary.BigEndian.PutUint16(otherFormat[len(saveMagic):], Format+1)
	for _, c := range []struct {
		data []byte
		note string
	}{
		{good, "Welcome back: your game is restored."},
		{good[:1000], fmt.Sprintf("Your saved game could not be loaded: it is damaged (truncated: 1000 of %d bytes). "+
			"It was kept as save.gob.bad-20261130T112215Z.", len(good))},
		{[]byte("hello"), "Your saved game could not be loaded: it is damaged (not a Cleave save). " +
			"It was kept as save.gob.bad-20261130T112215Z."},
		{otherFormat, fmt.Sprintf("Your saved game could not be loaded: it was saved by another version of Cleave "+
			"(save format %d, this game reads formats %d to %d). It was kept as save.gob.bad-20261130T112215Z.",
			Format+1, 1, Format)},
		// Issue 30: a save of an older version that cannot be migrated (a save of version 5 whose floor
		// lacks the player the step to version 6 takes from it) says why, and is kept aside.
		{unmigratable(t), "Your saved game could not be loaded: it is damaged (migrating version 5 to 6: floor 1 " +
			"without the player). It was kept as save.gob.bad-20261130T112215Z."},
	} {
		_, note, err := resume(english, &MemStore{Data: c.data}, played.Data(), now)
		require.NoError(t, err)
		assert.Equal(t, c.note, note)

		// The same bytes in the key-value store: the same note, but for where the save went.
		st := kvStore{kv: mapKV{}, key: "cleave.save"}
		require.NoError(t, st.Write(c.data))
		_, kvNote, err := resume(english, st, played.Data(), now)
		require.NoError(t, err)
		assert.Equal(t, strings.Replace(c.note, "save.gob.", "cleave.save.", 1), kvNote)
	}

	// A value that is not even base64: damaged, said once, without the store's "read cleave.save: ".
	st := kvStore{kv: mapKV{"cleave.save": "not base64!"}, key: "cleave.save"}
	_, note, err := resume(english, st, played.Data(), now)
	require.NoError(t, err)
	assert.Equal(t, "Your saved game could not be loaded: it is damaged (not base64: illegal base64 data at input byte 3). "+
		"It was kept as cleave.save.bad-20261130T112215Z.", note)
	assert.Equal(t, 1, strings.Count(note, "damaged"), note)
}

// unmigratable is a save of version 5 (format 2: its gob plain) whose one floor holds no actor: the step
// to version 6 finds no player there.
func unmigratable(t *testing.T) []byte {
	t.Helper()
	type level struct{ W, H int }
	type floor struct{ Level level }
	type state struct {
		Depth, Deepest int
		Floors         []floor
	}
	var plain bytes.Buffer
	require.NoError(t, gob.NewEncoder(&plain).Encode(struct{ State state }{state{1, 1, []floor{{level{80, 50}}}}}))
	return envelope(2, versions[4].layout[:], plain.Bytes())
}

func TestResume(t *testing.T) {
	now := time.Date(2026, 11, 30, 11, 22, 15, 0, time.UTC)
	st := &MemStore{}
	g, note, err := resume(english, st, nil, now)
	require.NoError(t, err)
	assert.Nil(t, g, "no save: no game, for the creation screen to begin one")
	assert.Empty(t, note)

	played := playBot(t, 4, 50)
	require.NoError(t, Save(st, played))
	g, note, err = resume(english, st, played.Data(), now)
	require.NoError(t, err)
	requireSameGame(t, played, g)
	assert.Contains(t, note, "Welcome back")

	st.Data = st.Data[:len(st.Data)-1]
	g, note, err = resume(english, st, played.Data(), now)
	require.NoError(t, err)
	assert.Nil(t, g)
	assert.Equal(t, fmt.Sprintf("Your saved game could not be loaded: it is damaged (truncated: %d of %d bytes). "+
		"It was kept as save.gob.bad-20261130T112215Z.", len(st.Aside["save.gob.bad-20261130T112215Z"]),
		len(st.Aside["save.gob.bad-20261130T112215Z"])+1), note)
	assert.Nil(t, st.Data)
}
