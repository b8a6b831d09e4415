// Tests of the tree a payload of an older version is read into (gobtree.go): it is what gob makes of the
// payload, and it takes no more memory than its budget, the largest game within it and a forged payload
// refused at it.

//go:build !js

package save

import (
	"bytes"
	"encoding/gob"
	"fmt"
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
			allocated, err := refusedDamaged(t, data, d)
			assert.Contains(t, err.Error(), c.want)
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
	require.Less(t, good[0], byte(0x80), "the first message, the type's, of a length in one byte")
	typeTwice := append(bytes.Clone(good[:1+good[0]]), good...)
	for _, c := range []struct {
		name  string
		plain []byte
		want  string
	}{
		{"nothing", nil, "no value"},
		{"truncated", good[:len(good)-2], "left"},
		{"two values", append(bytes.Clone(good), good...), "after the value"},
		{"not a struct", enc(7), "not a struct"},
		{"a type defined twice", typeTwice, "defined again"},
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

// blob is a value that encodes itself: gob sends its bytes (wireOpaque).
type blob struct{ b []byte }

func (x blob) MarshalBinary() ([]byte, error) { return x.b, nil }

func (x *blob) UnmarshalBinary(b []byte) error {
	x.b = append([]byte(nil), b...)
	return nil
}

// structOf is a zero value of a struct type of fields named by a letter and a number of width digits, of
// type field(i) (gob sends the type, its name and its fields', and no field).
func structOf(n, width int, field func(i int) reflect.Type) any {
	fields := make([]reflect.StructField, n)
	for i := range fields {
		fields[i] = reflect.StructField{Name: fmt.Sprintf("F%0*d", width, i), Type: field(i)}
	}
	return reflect.New(reflect.StructOf(fields)).Elem().Interface()
}

// typeBytes is what the types d read hold: each type, its name, its fields and their names.
func typeBytes(d *treeDecoder) int {
	n := 0
	for _, t := range d.types {
		n += int(reflect.TypeFor[wireType]().Size()) + len(t.name) + len(t.fields)*int(reflect.TypeFor[wireField]().Size())
		for _, f := range t.fields {
			n += len(f.name)
		}
	}
	return n
}

// TestTreeChargesEachKind: a payload that is mostly one kind of what a tree holds (a slice of each kind of
// plain value, a byte string, a value that encodes itself, a type of many fields, a type of long names, many
// types whose values are not sent) is charged at least the bytes the tree holds of it: every kind is charged
// for, not only those the largest game of TestTreeBudget holds most of. (The bytes held, not those Go
// allocates: a string's allocation is rounded up to Go's size classes, which the charges do not follow.)
func TestTreeChargesEachKind(t *testing.T) {
	const n = 1 << 17
	boolType := func(int) reflect.Type { return reflect.TypeFor[bool]() }
	for _, c := range []struct {
		name  string
		v     any
		holds func(d *treeDecoder) int
	}{
		{"integers", struct{ I []int64 }{slicesOf(n, int64(-1))}, func(*treeDecoder) int { return 8 * n }},
		{"unsigned integers", struct{ U []uint64 }{slicesOf(n, uint64(1))}, func(*treeDecoder) int { return 8 * n }},
		{"floats", struct{ F []float64 }{slicesOf(n, 1.5)}, func(*treeDecoder) int { return 8 * n }},
		{"bools", struct{ B []bool }{slicesOf(n, true)}, func(*treeDecoder) int { return n }},
		{"bytes", struct{ B []byte }{make([]byte, n)}, func(*treeDecoder) int { return n }},
		{"a value that encodes itself", struct{ X blob }{blob{make([]byte, n)}}, func(*treeDecoder) int { return n }},
		{"a type of many fields", structOf(1<<14, 6, boolType), typeBytes},
		{"a type of long names", structOf(1<<10, 1000, boolType), typeBytes},
		{"many types", structOf(1<<10, 4, func(i int) reflect.Type {
			return reflect.SliceOf(reflect.StructOf([]reflect.StructField{{Name: fmt.Sprintf("G%d", i), Type: reflect.TypeFor[bool]()}}))
		}), typeBytes},
	} {
		t.Run(c.name, func(t *testing.T) {
			plain := gobOf(t, c.v)
			const unbounded = 1 << 40
			d := &treeDecoder{types: map[int64]*wireType{}, budget: unbounded}
			_, err := d.decode(plain)
			require.NoError(t, err)
			charged, holds := unbounded-d.budget, c.holds(d)
			t.Logf("%d bytes of gob, %d types: the tree holds %d bytes, charged %d", len(plain), len(d.types), holds, charged)
			assert.GreaterOrEqual(t, charged, holds, "charged at least what the tree holds")
		})
	}
}

// mostFields is the most fields of a struct type t holds, t's own or of a type in it.
func mostFields(t reflect.Type, seen map[reflect.Type]bool) int {
	if seen[t] {
		return 0
	}
	seen[t] = true
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Array:
		return mostFields(t.Elem(), seen)
	case reflect.Map:
		return max(mostFields(t.Key(), seen), mostFields(t.Elem(), seen))
	case reflect.Struct:
		n := t.NumField()
		for i := range t.NumField() {
			n = max(n, mostFields(t.Field(i).Type, seen))
		}
		return n
	}
	return 0
}

// mapCost is at least what Go allocates for a map of the tree made for n entries (a struct of n fields
// sent), for every n up to the most fields of a struct a save holds: the tree of a save is charged at least
// what its structs take.
func TestMapCostCoversGoMaps(t *testing.T) {
	most := mostFields(reflect.TypeFor[savedGame](), map[reflect.Type]bool{})
	t.Logf("the most fields of a struct of a save: %d", most)
	const runs = 64
	keep := make([]object, runs)
	// every size a saved struct has, and maps a forged payload may make: past a table of 1,024 slots
	sizes := []int{449, 900, 1800, 5000}
	for n := most; n >= 0; n-- {
		sizes = append(sizes, n)
	}
	for _, n := range sizes {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		for i := range keep {
			keep[i] = make(object, n)
		}
		runtime.ReadMemStats(&after)
		allocated := int(after.TotalAlloc-before.TotalAlloc) / runs
		require.GreaterOrEqual(t, mapCost(n), allocated, "a map made for %d entries", n)
	}
}

// into puts a tree into a value as gob decodes (gobtree.go's into): a slice of no element left nil, a map made
// even empty, a pointer made for a struct sent even of no field, each entry of a map of structs its own fields
// only, and a field of a name the type has only unexported left out. What gob refuses, into refuses, saying
// where: a number that overflows its field, an array of another length, no value where one is needed, a map
// of more values than keys.
func TestIntoAsGob(t *testing.T) {
	type pair struct{ A, B int }
	type kept struct {
		S      []int
		M      map[string]int
		P      *pair
		Pairs  map[string]pair
		hidden int
	}
	var got kept
	require.NoError(t, into(reflect.ValueOf(&got).Elem(), object{
		"S": []int64{}, "M": dict{[]string{}, []int64{}}, "P": object{},
		"Pairs":  dict{[]string{"first", "second"}, list{object{"A": int64(1), "B": int64(2)}, object{"B": int64(3)}}},
		"hidden": int64(4),
	}, "kept"))
	assert.Nil(t, got.S, "a slice of no element nil")
	assert.NotNil(t, got.M, "a map made even empty")
	assert.Equal(t, &pair{}, got.P, "a pointer made for a struct of no field sent")
	assert.Equal(t, map[string]pair{"first": {1, 2}, "second": {B: 3}}, got.Pairs, "each entry of its own fields")
	assert.Zero(t, got.hidden, "an unexported field left out")

	type narrow struct {
		I int8
		U uint8
		F float32
		A [3]int
		M map[string]int
	}
	for _, c := range []struct {
		name string
		tree object
		want string
	}{
		{"an int that overflows", object{"I": int64(200)}, "narrow.I: 200 overflows a int8"},
		{"a uint that overflows", object{"U": uint64(300)}, "narrow.U: 300 overflows a uint8"},
		{"a float that overflows", object{"F": 1e300}, "narrow.F: 1e+300 overflows a float32"},
		{"an array of another length", object{"A": []int64{1, 2}}, "narrow.A: 2 elements for a [3]int"},
		{"no value", object{"I": nil}, "narrow.I: no value"},
		{"more values than keys", object{"M": dict{[]string{"a"}, []int64{1, 2}}}, "narrow.M: a map of 1 keys and 2 values"},
	} {
		var n narrow
		assert.EqualError(t, into(reflect.ValueOf(&n).Elem(), c.tree, "narrow"), c.want, c.name)
	}
}

// walk calls its func on each object at the path, and passes over what is not there (a field never sent, a
// list of none, a value of none); a value of another kind where the path wants an object or a list is an
// error naming the field, never passed over.
func TestWalkPassesOverOnlyWhatIsNotThere(t *testing.T) {
	var seen []any
	see := func(o object) error {
		seen = append(seen, o["N"])
		return nil
	}
	root := object{"A": list{object{"N": int64(1)}, object{"N": int64(2)}}, "B": list{}, "C": nil}
	for _, path := range []string{"A.*", "B.*", "C.*", "C", "D.*", "D"} {
		require.NoError(t, walk(root, path, see), path)
	}
	assert.Equal(t, []any{int64(1), int64(2)}, seen)
	for path, want := range map[string]string{
		"A":       "A: a save.list where an object was",
		"A.*.N":   "A: N: a int64 where an object was",
		"A.*.N.*": "A: N: a int64 where a list was",
		"E.F":     "E: a string where an object with F was",
	} {
		root := object{"A": list{object{"N": int64(1)}}, "E": "e"}
		assert.EqualError(t, walk(root, path, see), want, path)
	}
}

// rename moves a field sent to its new name, the old one gone, and leaves a field not sent so; int reads a
// field sent as an integer, signed or not, and 0 for one not sent or not an integer.
func TestRenameAndInt(t *testing.T) {
	o := object{"Items": list{}, "Depth": uint64(3), "Turns": int64(-2), "Name": "Thora"}
	o.rename("Items", "ItemPlaces")
	o.rename("Gone", "Here")
	assert.Equal(t, object{"ItemPlaces": list{}, "Depth": uint64(3), "Turns": int64(-2), "Name": "Thora"}, o)
	assert.Equal(t, int64(3), o.int("Depth"))
	assert.Equal(t, int64(-2), o.int("Turns"))
	assert.Zero(t, o.int("Name"))
	assert.Zero(t, o.int("Gone"))
}
