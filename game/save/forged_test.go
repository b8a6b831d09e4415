// Tests of forged saves: a save with a valid checksum whose game was altered is refused as damaged, or loads
// and plays on without a panic or a hang.

//go:build !js

package save

import (
	"bytes"
	"encoding/gob"
	"errors"
	"fmt"
	"math"
	"reflect"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// forgedTurns is how many turns a forged save that loads is played on; forgedTimeout how long they may take.
const (
	forgedTurns   = 200
	forgedTimeout = 10 * time.Second
)

// playOn runs first on g (when not nil), plays the bot for forgedTurns turns, saves the game again, and
// reports a panic (with its stack) or a game that does not finish in forgedTimeout.
func playOn(g *game.Game, first func(g *game.Game)) error {
	done := make(chan error, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Errorf("panic: %v\n%s", r, debug.Stack())
			}
		}()
		if first != nil {
			first(g)
		}
		for i := 0; i < forgedTurns && !g.Over; i++ {
			g.Act(g.BotAction())
		}
		if !g.Over {
			if _, err := Encode(g); err != nil {
				done <- fmt.Errorf("save after play: %w", err)
				return
			}
		}
		done <- nil
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(forgedTimeout):
		return fmt.Errorf("%d turns did not end in %v (turn %d, time %d)", forgedTurns, forgedTimeout, g.Turns, g.Time)
	}
}

// TestForgedSavesRefused: each save here has a valid checksum and a game that would crash or hang once
// played; loading refuses it as damaged.
func TestForgedSavesRefused(t *testing.T) {
	withPractice := func(s *savedGame) *game.Actor {
		for _, a := range current(s).Creatures {
			if !a.Dead && a.Practice != nil {
				return a
			}
		}
		return s.State.Player
	}
	natural := func(s *savedGame) *game.Actor { // a living monster that fights with natural attacks
		for _, a := range current(s).Creatures {
			if !a.Dead && a.Worn[game.SlotMain].IsZero() {
				return a
			}
		}
		for _, a := range current(s).Creatures { // none: a living one, disarmed
			if !a.Dead {
				a.Worn[game.SlotMain] = game.Item{}
				return a
			}
		}
		t.Fatal("no monster without a weapon")
		return nil
	}
	// climb takes the player up the stairs of the level they are on.
	climb := func(g *game.Game) {
		g.Player.Pos = g.Level.Up
		g.Act(game.Action{Kind: game.ActAscend})
	}
	for _, c := range []struct {
		name   string
		change func(s *savedGame)
		first  func(g *game.Game) // what brings the forged value into play, before the bot plays
	}{
		{"a negative attack index", func(s *savedGame) {
			a := natural(s)
			a.Kind, a.NextAttack = "ghoul", -1 // a ghoul's claws and bite, used in turn
		}, func(g *game.Game) {
			for _, a := range g.Creatures {
				if a.NextAttack < 0 { // awake beside the player: its next turn is a blow
					besidePlayer(g, a)
				}
			}
			g.Act(game.Action{Kind: game.ActWait})
		}},
		{"a nil skill map with practice", func(s *savedGame) { s.State.Player.Skills = nil }, nil},
		{"a nil skill map with practice, a creature's", func(s *savedGame) { withPractice(s).Skills = nil }, nil},
		{"stairs down outside the level", func(s *savedGame) {
			s.State.Floors[s.State.Depth-2].Level.Down = gruid.Point{X: -5, Y: 9999}
		}, climb},
		{"stairs up outside the level", func(s *savedGame) { current(s).Level.Up = gruid.Point{X: 1 << 20, Y: -1} }, climb},
		{"the clock near its maximum", func(s *savedGame) { s.State.Time = math.MaxInt64 - 10 }, nil},
		// The next two play 200 turns today, but the clock and the turns overflow soon after: refused as bounds.
		{"turns near their maximum", func(s *savedGame) { s.State.Turns = math.MaxInt - 1 }, nil},
		{"a queue entry near the end of time", func(s *savedGame) { current(s).Queue.Entries[0].At = math.MaxInt64 - 1 }, nil},
		{"a creature that steps for ever", func(s *savedGame) { living(s).StepTime = math.MaxInt64 }, nil},
		// found by FuzzForgedState: the clock skips the dead player's turns and runs the creatures for ever
		{"a dead player in a game not over", func(s *savedGame) { s.State.Player.Dead = true }, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := forged(t, c.change)
			g, err := Decode(data, nil)
			if err == nil {
				assert.NoError(t, playOn(g, c.first), "the forged game plays")
			}
			require.Error(t, err, "the forged save loads")
			assert.Nil(t, g)
			assert.ErrorIs(t, err, ErrDamaged)
		})
	}
}

// mutator alters a decoded save by the bytes of a fuzz input: each group of four picks a field (or slice,
// map, pointer) reachable from the save and sets it to an extreme or odd value.
type mutator struct {
	strs []string // the strings of the save: names of one kind put where another is expected
}

// mutable is a value reachable from the save that a mutation may set, with its path for messages.
type mutable struct {
	path string
	v    reflect.Value
}

// walk lists the settable values reachable from v. A long slice of plain values (tiles, seen cells) is one
// entry: a mutation sets one of its elements.
func (m *mutator) walk(v reflect.Value, path string, out *[]mutable) {
	switch v.Kind() {
	case reflect.Pointer:
		*out = append(*out, mutable{path, v})
		if !v.IsNil() {
			m.walk(v.Elem(), path, out)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if f := v.Type().Field(i); f.IsExported() {
				m.walk(v.Field(i), path+"."+f.Name, out)
			}
		}
	case reflect.Array:
		for i := range v.Len() {
			m.walk(v.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
		}
	case reflect.Slice:
		*out = append(*out, mutable{path, v})
		if k := v.Type().Elem().Kind(); k == reflect.Struct || k == reflect.Pointer || v.Len() <= 8 {
			for i := range min(v.Len(), 64) {
				m.walk(v.Index(i), fmt.Sprintf("%s[%d]", path, i), out)
			}
		}
	case reflect.String:
		if s := v.String(); s != "" && len(m.strs) < 512 {
			m.strs = append(m.strs, s)
		}
		*out = append(*out, mutable{path, v})
	case reflect.Map, reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		*out = append(*out, mutable{path, v})
	}
}

// ints are the odd values a mutation gives an integer.
var ints = []int64{0, -1, 1, 2, -2, 7, 100, 1 << 20, 1 << 31, -(1 << 31), 1 << 40, math.MaxInt64, math.MinInt64,
	math.MaxInt64 - 1, math.MinInt64 + 1, math.MaxInt32, 255, 26, 52, 3}

// set gives x an odd value chosen by op and val; it describes what it did.
func (m *mutator) set(x mutable, op, val byte) string {
	v := x.v
	n := ints[int(val)%len(ints)]
	switch v.Kind() {
	case reflect.Pointer:
		v.SetZero()
		return x.path + " = nil"
	case reflect.Bool:
		v.SetBool(!v.Bool())
		return fmt.Sprintf("%s = %v", x.path, v.Bool())
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(n)
		return fmt.Sprintf("%s = %d", x.path, v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(n))
		return fmt.Sprintf("%s = %d", x.path, v.Uint())
	case reflect.String:
		s := ""
		switch op % 4 {
		case 1:
			s = "no such name"
		case 2:
			s = strings.Repeat("x", 300)
		case 3:
			if len(m.strs) > 0 {
				s = m.strs[int(val)%len(m.strs)]
			}
		}
		v.SetString(s)
		return fmt.Sprintf("%s = %.20q", x.path, s)
	case reflect.Map:
		switch op % 4 {
		case 0:
			v.SetZero()
			return x.path + " = nil"
		case 1:
			v.Set(reflect.MakeMap(v.Type()))
			return x.path + " = {}"
		default:
			if v.IsNil() {
				v.Set(reflect.MakeMap(v.Type()))
			}
			key := reflect.New(v.Type().Key()).Elem()
			if key.Kind() == reflect.String && len(m.strs) > 0 {
				key.SetString(m.strs[int(op)%len(m.strs)])
			}
			elem := reflect.New(v.Type().Elem()).Elem()
			if elem.CanInt() {
				elem.SetInt(n)
			}
			v.SetMapIndex(key, elem)
			return fmt.Sprintf("%s[%v] = %v", x.path, key, elem)
		}
	case reflect.Slice:
		switch {
		case op%4 == 0:
			v.SetZero()
			return x.path + " = nil"
		case op%4 == 1 && v.Len() > 0:
			v.SetLen(v.Len() / 2)
			return fmt.Sprintf("%s cut to %d", x.path, v.Len())
		case op%4 == 2 && v.Len() > 0:
			v.Set(reflect.Append(v, v.Index(int(val)%v.Len())))
			return fmt.Sprintf("%s gains a copy of [%d]", x.path, int(val)%v.Len())
		case v.Len() > 0:
			i := (int(op)*251 + int(val)*7919) % v.Len()
			e := v.Index(i)
			switch {
			case e.CanInt():
				e.SetInt(n)
			case e.CanUint():
				e.SetUint(uint64(n))
			case e.Kind() == reflect.Bool:
				e.SetBool(!e.Bool())
			default:
				return m.set(mutable{fmt.Sprintf("%s[%d]", x.path, i), e}, op/4, val)
			}
			return fmt.Sprintf("%s[%d] = %v", x.path, i, e)
		}
	}
	return x.path + " unchanged"
}

// mutate applies the mutations of input to s and lists them.
func (m *mutator) mutate(s *savedGame, input []byte) []string {
	var done []string
	for len(input) >= 4 && len(done) < 8 {
		var all []mutable
		m.walk(reflect.ValueOf(s).Elem(), "save", &all)
		pick := int(input[0])<<8 | int(input[1])
		done = append(done, m.set(all[pick%len(all)], input[2], input[3]))
		input = input[4:]
	}
	return done
}

// FuzzForgedState decodes a real save, alters the game it holds by the fuzz input (any field, slice, map
// or pointer set to an odd or extreme value), wraps it again with a valid checksum and loads it: the load
// refuses it as damaged, or the game plays 200 turns without a panic or a hang.
func FuzzForgedState(f *testing.F) {
	g := playBot(f, 4, 400)
	d := g.Data()
	good, err := Encode(g)
	require.NoError(f, err)
	payload := plainOf(f, good)
	f.Add([]byte{})
	f.Add([]byte{0, 1, 2, 3})
	f.Add([]byte{1, 200, 0, 12, 3, 7, 1, 5})
	f.Add([]byte{0, 40, 1, 11, 0, 9, 3, 3, 2, 2, 2, 2})
	f.Fuzz(func(t *testing.T, input []byte) {
		var s savedGame
		require.NoError(t, gob.NewDecoder(bytes.NewReader(payload)).Decode(&s))
		m := &mutator{}
		done := m.mutate(&s, input)
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(s); err != nil {
			return // gob cannot write it (a nil pointer in a slice): no save holds it
		}
		g, err := Decode(envelope(Format, layoutOf(savedGame{}), deflated(t, buf.Bytes())), d)
		if err != nil {
			if g != nil || !errors.Is(err, ErrDamaged) {
				t.Fatalf("%v: Decode: %v, %v", done, g, err)
			}
			return
		}
		if err := playOn(g, nil); err != nil {
			t.Fatalf("%v: %v", done, err)
		}
	})
}

// TestLogBounded: the log keeps the last messages, not every one, so that saves stay small however long
// the game; a save holding a longer log (written before the bound) loads with its last messages.
func TestLogBounded(t *testing.T) {
	g := newGame(t, 1)
	base, err := Encode(g)
	require.NoError(t, err)
	const said = 20 * game.LogKept
	for i := range said {
		g.Note(fmt.Sprintf("message %d of a long game, long enough to weigh in a save", i))
	}
	require.GreaterOrEqual(t, len(g.Log), game.LogKept)
	require.LessOrEqual(t, len(g.Log), 2*game.LogKept)
	assert.Equal(t, fmt.Sprintf("message %d of a long game, long enough to weigh in a save", said-1), g.Log[len(g.Log)-1].Text)
	data, err := Encode(g)
	require.NoError(t, err)
	assert.Less(t, len(data)-len(base), 2*game.LogKept*80, "the save holds the messages kept, not all those said")

	long := forged(t, func(s *savedGame) {
		for i := range 3 * game.LogKept {
			s.State.Log = append(s.State.Log, game.Message{Text: fmt.Sprint("old message ", i)})
		}
	})
	loaded, err := Decode(long, nil)
	require.NoError(t, err)
	assert.Len(t, loaded.Log, game.LogKept)
	assert.Equal(t, fmt.Sprint("old message ", 3*game.LogKept-1), loaded.Log[game.LogKept-1].Text)
}

// besidePlayer puts a, awake, on a free cell next to the player (where it stands when there is none).
func besidePlayer(g *game.Game, a *game.Actor) {
	a.Awake = true
	for _, d := range []gruid.Point{{X: 1}, {X: -1}, {Y: 1}, {Y: -1}, {X: 1, Y: 1}, {X: -1, Y: -1}, {X: 1, Y: -1}, {X: -1, Y: 1}} {
		if p := g.Player.Pos.Add(d); g.Level.In(p) && g.Level.At(p).Passable() && g.ActorAt(p) == nil {
			g.Place(a, p)
			return
		}
	}
}
