// Tests of the tree a payload of an older version is read into (gobtree.go): it is what gob makes of the
// payload, and it takes no more memory than its budget, the largest game within it and a forged payload
// refused at it.

//go:build !js

package save

import (
	"bytes"
	"encoding/gob"
	"reflect"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
)

// fromTree is the savedGame the tree of plain puts into today's types (no step run).
func fromTree(t testing.TB, plain []byte) savedGame {
	t.Helper()
	root, err := decodeTree(plain, 1<<40)
	require.NoError(t, err)
	var s savedGame
	require.NoError(t, into(reflect.ValueOf(&s).Elem(), root, "savedGame"))
	return s
}

// Issue 30: the tree of a payload, put into today's types, is what gob decodes of it: every field, slice,
// array, map (an empty one kept apart from nil), pointer and number of the games of the bot under each
// rule set, and of the largest game the rules allow. A save of an older version is read as gob would read
// it, the steps only changing what changed.
func TestTreeDecodesAsGob(t *testing.T) {
	games := map[string]*game.Game{"largest": largestGame(t)}
	for i, rules := range registry.List().Names() {
		g, err := game.New(game.Config{Seed: uint64(i + 11), Rules: rules})
		require.NoError(t, err)
		for j := 0; j < 400 && !g.Over; j++ {
			g.Act(g.BotAction())
		}
		games[rules] = g
	}
	for name, g := range games {
		t.Run(name, func(t *testing.T) {
			data, err := Encode(g)
			require.NoError(t, err)
			plain := plainOf(t, data)
			var want savedGame
			require.NoError(t, gob.NewDecoder(bytes.NewReader(plain)).Decode(&want))
			got := fromTree(t, plain)
			require.NotNil(t, got.State.Player.Practice, "an empty map stays a map")
			assert.Equal(t, want, got)
		})
	}
}

// TestTreeBudget: what the tree of a payload is charged is at least what it allocates, so that the budget
// bounds it; and the largest game the rules allow, read as a save of an older version, takes less than
// the budget (2.8 times the bound of a save against 4).
func TestTreeBudget(t *testing.T) {
	g := largestGame(t)
	limit := maxPlainLen(g.Data())
	data, err := Encode(g)
	require.NoError(t, err)
	plain := plainOf(t, data)
	const unbounded = 1 << 40
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	d := &treeDecoder{types: map[int64]*wireType{}, budget: unbounded}
	root, err := d.decode(plain)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	require.NotNil(t, root)
	charged := unbounded - d.budget
	allocated := int(after.TotalAlloc - before.TotalAlloc)
	t.Logf("the largest game: %d bytes of gob, its tree allocated %d bytes and was charged %d; the budget is %d (the bound of a save %d)",
		len(plain), allocated, charged, treeBudget(limit), limit)
	assert.GreaterOrEqual(t, charged, allocated, "charged at least what is allocated")
	assert.Less(t, charged, treeBudget(limit), "the largest game within the budget of a tree")

	_, err = decodeTree(plain, charged-1)
	assert.ErrorContains(t, err, "more memory than a save of this game may take", "and no more than its budget")
}

// olderSave is a save of version 5 (format 2: its payload the plain gob) of value v, whatever its type.
func olderSave(t testing.TB, v any) []byte {
	t.Helper()
	var plain bytes.Buffer
	require.NoError(t, gob.NewEncoder(&plain).Encode(v))
	return envelope(2, versions[4].layout[:], plain.Bytes())
}

// TestOlderSaveBombsRefusedBounded: a save of an older version within the bound of a save whose tree would
// take far more memory (half a million empty structs, as many structs of one field, a million empty
// strings, values nested deeper than any save's types) is refused as damaged, having allocated no more
// than the budget of a tree and the payload: the tree is charged for as it is made, and a slice before it
// is made (issue 29's bound kept for the saves that migrate).
func TestOlderSaveBombsRefusedBounded(t *testing.T) {
	d := newGame(t, 1).Data()
	limit := maxPlainLen(d)
	type empty struct{ X bool }
	type one struct{ N int }
	type node struct {
		Next *node
		N    int
	}
	deep := &node{N: 1}
	for range 100 {
		deep = &node{Next: deep, N: 1}
	}
	floors := make([]*empty, 500_000)
	for i := range floors {
		floors[i] = &empty{}
	}
	for _, c := range []struct {
		name string
		v    any
		want string
	}{
		{"empty structs", struct{ State struct{ Floors []*empty } }{struct{ Floors []*empty }{floors}}, "more memory"},
		{"structs of one field", struct{ Things []one }{slicesOf(500_000, one{N: 1})}, "more memory"},
		{"empty strings", struct{ Names []string }{make([]string, 1<<20)}, "more memory"},
		{"nested 100 deep", struct{ Deep *node }{deep}, "nested more than"},
	} {
		t.Run(c.name, func(t *testing.T) {
			data := olderSave(t, c.v)
			require.Less(t, len(data), limit, "within the bound of a save")
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			g, err := Decode(data, d)
			runtime.ReadMemStats(&after)
			require.Error(t, err)
			assert.Nil(t, g)
			assert.ErrorIs(t, err, ErrDamaged)
			assert.Contains(t, err.Error(), c.want)
			allocated := after.TotalAlloc - before.TotalAlloc
			t.Logf("a %d-byte save refused (%v), %d bytes allocated", len(data), err, allocated)
			assert.Less(t, allocated, uint64(treeBudget(limit)+2*len(data)), "no more than the budget of a tree")
		})
	}
}

func slicesOf[T any](n int, v T) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = v
	}
	return out
}

// TestTreeRefusesWhatNoSaveHolds: a payload that is not one gob value of a struct, or holds what no save
// does, is an error, never a panic.
func TestTreeRefusesWhatNoSaveHolds(t *testing.T) {
	enc := func(v any) []byte {
		var b bytes.Buffer
		require.NoError(t, gob.NewEncoder(&b).Encode(v))
		return b.Bytes()
	}
	good := enc(struct{ A, B int }{1, 2})
	for _, c := range []struct {
		name  string
		plain []byte
		want  string
	}{
		{"nothing", nil, "no value"},
		{"truncated", good[:len(good)-2], "left"},
		{"two values", append(bytes.Clone(good), good...), "after the value"},
		{"not a struct", enc(7), "not a struct"},
		{"an interface", enc(struct{ V any }{V: nil}), ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := decodeTree(c.plain, 1<<20)
			if c.want == "" {
				return // gob leaves a nil interface out: nothing to refuse
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
	// A value of a type into which it does not go: an error naming where.
	root, err := decodeTree(enc(struct{ State struct{ Depth string } }{}), 1<<20)
	require.NoError(t, err)
	root["State"] = object{"Depth": "three"}
	var s savedGame
	err = into(reflect.ValueOf(&s).Elem(), root, "savedGame")
	require.Error(t, err)
	assert.True(t, strings.HasPrefix(err.Error(), "savedGame.State.Depth:"), err.Error())
}
