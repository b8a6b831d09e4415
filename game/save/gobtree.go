// The payload of a save of an older version, read without its types: gob's wire format carries the name
// and the type of every field it sends (encoding/gob's doc), so that an old payload decodes into a tree of
// values by name whatever Go types wrote it (decodeTree), the steps of migrate.go turn that tree into the
// shape of today's types (a field renamed, retyped, moved), and the tree is then put into today's types
// by name as gob would put it (into). No Go type of an old version is needed to read it, and a step
// written today keeps working however the types change after it.

package save

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"reflect"
	"slices"
	"strings"
)

// The values of a tree:
//
//	object             a struct: its fields sent, by name (gob leaves out a field of zero value: absent)
//	list               a slice or an array of structs, maps or lists
//	dict               a map: its keys and its values, entry by entry
//	[]int64, []uint64, []float64, []bool, []string, []byte   a slice or an array of plain values
//	int64, uint64, float64, bool, string, complex128          a plain value (gob sends any signed integer
//	                                                          as int64, any unsigned one as uint64)
type (
	object map[string]any
	list   []any
	dict   struct{ keys, vals any } // its keys and its values by entry, each a list or a slice of plain values
)

// The ids of gob's predefined types (encoding/gob's type.go).
const (
	gobBool      = 1
	gobInt       = 2
	gobUint      = 3
	gobFloat     = 4
	gobBytes     = 5
	gobString    = 6
	gobComplex   = 7
	gobInterface = 8
	gobFirstUser = 64
)

// maxTreeDepth bounds the nesting of a tree: a save's types nest a few levels deep, and a forged stream of
// recursive types must not grow the stack without end.
const maxTreeDepth = 64

// Memory the tree's values take, charged against the decoder's budget as they are made, at least what Go
// allocates for them (TestTreeBudget measures it): a value boxed in an interface, a slice's header, a map's
// header and its groups of 8 slots, made at once for the fields of a struct that were sent.
const (
	costValue = 16  // an element of a list, or the value of a field: an interface, and what it boxes
	costMap   = 48  // a map's header
	costGroup = 320 // a group of 8 slots of a map of strings to interfaces: its slots, its control word, its share of its table
	costSlice = 24  // a slice's header
)

// mapCost is what a map made for n entries allocates: one group up to 8, else a table of the fewest slots,
// a power of two, that n fills to 7 in 8 at most (Go's maps: 353 bytes for 8 entries, 681 for 14, 2,409
// for 56, 9,577 for 200), and for each table of up to 1,024 slots its header and its place in the directory
// (64 bytes charged: Go's take 40 more bytes at 449 entries).
func mapCost(n int) int {
	if n <= 8 {
		return costMap + costGroup
	}
	slots := 16
	for slots*7/8 < n {
		slots *= 2
	}
	return costMap + slots/8*costGroup + (slots/1024+1)*64
}

// wireKind is what a type of the stream is.
type wireKind uint8

const (
	wireArray wireKind = iota + 1
	wireSlice
	wireStruct
	wireMap
	wireOpaque // a type that encodes itself (GobEncoder, BinaryMarshaler, TextMarshaler): its bytes
)

// wireType is a type the stream defines.
type wireType struct {
	kind      wireKind
	name      string
	elem, key int64
	len       int64
	fields    []wireField
}

type wireField struct {
	name string
	id   int64
}

// treeDecoder decodes one gob stream into a tree, within a budget of memory.
type treeDecoder struct {
	types  map[int64]*wireType
	budget int
	depth  int
	stack  []field // the fields of the structs being read
}

// treeError is how the decoder stops at the first fault; decodeTree recovers it (it never leaves the
// package).
type treeError struct{ err error }

func (d *treeDecoder) fail(format string, args ...any) {
	panic(treeError{fmt.Errorf(format, args...)})
}

// charge takes n bytes from the budget, or stops the decoding.
func (d *treeDecoder) charge(n int) {
	if n < 0 || n > d.budget {
		d.fail("the tree of the payload would take more memory than a save of this game may take")
	}
	d.budget -= n
}

// allocated is at least what Go allocates for n bytes of a string or a slice: its size classes round a small
// allocation up by at most an eighth (and 8 bytes at the least), and a large one up to its 8 KiB pages.
func allocated(n int) int { return n + n/4 + 16 }

// decodeTree decodes plain, the gob encoding of one struct value (a save's payload), into its tree, taking
// at most budget bytes of memory for it: a forged payload stops there.
func decodeTree(plain []byte, budget int) (object, error) {
	d := &treeDecoder{types: map[int64]*wireType{}, budget: budget}
	return d.decode(plain)
}

// decode decodes plain into its tree within d's budget, what is left of it left in d.
func (d *treeDecoder) decode(plain []byte) (root object, err error) {
	defer func() {
		if r := recover(); r != nil {
			te, ok := r.(treeError)
			if !ok {
				panic(r)
			}
			root, err = nil, te.err
		}
	}()
	in := &gobReader{d: d, b: plain}
	for len(in.b) > 0 {
		n := in.uint()
		if n > uint64(len(in.b)) {
			d.fail("a message of %d bytes, %d left", n, len(in.b))
		}
		msg := &gobReader{d: d, b: in.b[:n]}
		in.b = in.b[n:]
		id := msg.int()
		if id < 0 {
			d.defineType(-id, msg)
			if len(msg.b) > 0 {
				d.fail("%d bytes after the type %d", len(msg.b), -id)
			}
			continue
		}
		t := d.types[id]
		if t == nil || t.kind != wireStruct {
			d.fail("the value is of type %d, not a struct", id)
		}
		root = d.structValue(msg, t)
		if len(msg.b) > 0 || len(in.b) > 0 {
			d.fail("%d bytes after the value", len(msg.b)+len(in.b))
		}
		return root, nil
	}
	return nil, errors.New("no value")
}

// gobReader reads the numbers and bytes of one message.
type gobReader struct {
	d *treeDecoder
	b []byte
}

// uint reads an unsigned integer: a byte below 128, or the negated count of the big-endian bytes that
// follow.
func (r *gobReader) uint() uint64 {
	if len(r.b) == 0 {
		r.d.fail("truncated")
	}
	c := r.b[0]
	r.b = r.b[1:]
	if c <= 0x7f {
		return uint64(c)
	}
	n := -int(int8(c))
	if n > 8 || n > len(r.b) {
		r.d.fail("an integer of %d bytes", n)
	}
	var x uint64
	for _, c := range r.b[:n] {
		x = x<<8 | uint64(c)
	}
	r.b = r.b[n:]
	return x
}

// int reads a signed integer: an unsigned one with the sign in its lowest bit.
func (r *gobReader) int() int64 {
	x := r.uint()
	if x&1 != 0 {
		return ^int64(x >> 1)
	}
	return int64(x >> 1)
}

// count reads the count of elements that follow, each taking at least min bytes of the message.
func (r *gobReader) count(min int) int {
	n := r.uint()
	if n > uint64(len(r.b)/min) {
		r.d.fail("%d elements in %d bytes", n, len(r.b))
	}
	return int(n)
}

// bytes reads a count and as many bytes.
func (r *gobReader) bytes() []byte {
	n := r.count(1)
	b := r.b[:n:n]
	r.b = r.b[n:]
	return b
}

// fields reads the fields of a struct sent, each by its number (the delta from the one before), until the
// end mark, calling read for each.
func (r *gobReader) fields(read func(i int)) {
	i := -1
	for {
		delta := r.uint()
		if delta == 0 {
			return
		}
		if delta > 1<<20 {
			r.d.fail("field delta %d", delta)
		}
		i += int(delta)
		read(i)
	}
}

// defineType reads the definition of type id (gob's wireType: one of its fields set).
func (d *treeDecoder) defineType(id int64, r *gobReader) {
	if id < gobFirstUser || d.types[id] != nil {
		d.fail("type %d defined again", id)
	}
	d.charge(mapCost(1))
	t := &wireType{}
	common := func() {
		r.fields(func(i int) {
			switch i {
			case 0:
				b := r.bytes()
				d.charge(allocated(len(b)))
				t.name = string(b)
			case 1:
				r.int()
			default:
				d.fail("type %d: field %d of its common part", id, i)
			}
		})
	}
	r.fields(func(i int) {
		if t.kind != 0 {
			d.fail("type %d defined twice", id)
		}
		switch i {
		case 0:
			t.kind = wireArray
			d.typeFields(r, id, "array", common, &t.elem, &t.len)
		case 1:
			t.kind = wireSlice
			d.typeFields(r, id, "slice", common, &t.elem)
		case 2:
			t.kind = wireStruct
			r.fields(func(i int) {
				switch i {
				case 0:
					common()
				case 1:
					n := r.count(1)
					d.charge(costSlice + n*int(reflect.TypeFor[wireField]().Size()))
					t.fields = make([]wireField, 0, n)
					for range n {
						var f wireField
						r.fields(func(i int) {
							switch i {
							case 0:
								b := r.bytes()
								d.charge(allocated(len(b)))
								f.name = string(b)
							case 1:
								f.id = r.int()
							default:
								d.fail("type %d: field type's field %d", id, i)
							}
						})
						t.fields = append(t.fields, f)
					}
				default:
					d.fail("type %d: struct field %d", id, i)
				}
			})
		case 3:
			t.kind = wireMap
			d.typeFields(r, id, "map", common, &t.key, &t.elem)
		case 4, 5, 6:
			t.kind = wireOpaque
			d.typeFields(r, id, "encoder's", common)
		default:
			d.fail("type %d of kind %d", id, i)
		}
	})
	if t.kind == 0 {
		d.fail("type %d of no kind", id)
	}
	d.types[id] = t
}

// typeFields reads the fields of a type's definition of kind (gob's arrayType, sliceType, mapType, the
// encoders' types): its common part first (field 0), then the type ids into ints, in their order (field 1
// into ints[0]...); a field past them stops the decoding.
func (d *treeDecoder) typeFields(r *gobReader, id int64, kind string, common func(), ints ...*int64) {
	r.fields(func(i int) {
		switch {
		case i == 0:
			common()
		case i <= len(ints):
			*ints[i-1] = r.int()
		default:
			d.fail("type %d: %s field %d", id, kind, i)
		}
	})
}

// plain reports a predefined type of plain values.
func plain(id int64) bool {
	return id == gobBool || id == gobInt || id == gobUint || id == gobFloat || id == gobString
}

// value reads a value of type id.
func (d *treeDecoder) value(r *gobReader, id int64) any {
	switch id {
	case gobBool:
		switch r.uint() {
		case 0:
			return false
		case 1:
			return true
		}
		d.fail("a bool not 0 or 1")
	case gobInt:
		return r.int()
	case gobUint:
		return r.uint()
	case gobFloat:
		return float(r.uint())
	case gobBytes:
		b := r.bytes()
		d.charge(costSlice + allocated(len(b)))
		return slices.Clone(b)
	case gobString:
		b := r.bytes()
		d.charge(costValue + allocated(len(b)))
		return string(b)
	case gobComplex:
		re := float(r.uint())
		return complex(re, float(r.uint()))
	case gobInterface:
		d.fail("an interface value")
	}
	t := d.types[id]
	if t == nil {
		d.fail("a value of type %d, not defined", id)
	}
	d.depth++
	defer func() { d.depth-- }()
	if d.depth > maxTreeDepth {
		d.fail("values nested more than %d deep", maxTreeDepth)
	}
	switch t.kind {
	case wireArray, wireSlice:
		n := r.count(1)
		if t.kind == wireArray && int64(n) != t.len {
			d.fail("an array of %d elements of %d", n, t.len)
		}
		return d.elements(r, t.elem, n)
	case wireStruct:
		return d.structValue(r, t)
	case wireMap:
		if !plain(t.key) {
			d.fail("a map key of type %d", t.key)
		}
		n := r.count(2)
		keys, key := d.column(r, t.key, n)
		vals, val := d.column(r, t.elem, n)
		for i := range n {
			key(i)
			val(i)
		}
		return dict{keys, vals}
	case wireOpaque:
		b := r.bytes()
		d.charge(costSlice + allocated(len(b)))
		return slices.Clone(b)
	}
	d.fail("a value of type %d", id)
	return nil
}

// elements reads n elements of type elem.
func (d *treeDecoder) elements(r *gobReader, elem int64, n int) any {
	out, read := d.column(r, elem, n)
	for i := range n {
		read(i)
	}
	return out
}

// column makes room for n values of type id, a slice of plain values when id is one of them and a list
// otherwise, and gives the function that reads the ith from r.
func (d *treeDecoder) column(r *gobReader, id int64, n int) (any, func(i int)) {
	switch id {
	case gobBool:
		d.charge(costSlice + n)
		out := make([]bool, n)
		return out, func(i int) { out[i] = d.value(r, id).(bool) }
	case gobInt:
		d.charge(costSlice + 8*n)
		out := make([]int64, n)
		return out, func(i int) { out[i] = r.int() }
	case gobUint:
		d.charge(costSlice + 8*n)
		out := make([]uint64, n)
		return out, func(i int) { out[i] = r.uint() }
	case gobFloat:
		d.charge(costSlice + 8*n)
		out := make([]float64, n)
		return out, func(i int) { out[i] = float(r.uint()) }
	case gobString:
		d.charge(costSlice + 16*n)
		out := make([]string, n)
		return out, func(i int) {
			b := r.bytes()
			d.charge(allocated(len(b)))
			out[i] = string(b)
		}
	}
	d.charge(costSlice + n*costValue)
	out := make(list, n)
	return out, func(i int) { out[i] = d.value(r, id) }
}

// structValue reads a struct of type t: its fields gathered first (on the decoder's stack, shared by the
// structs it holds), then put in a map made for as many.
func (d *treeDecoder) structValue(r *gobReader, t *wireType) object {
	start := len(d.stack)
	r.fields(func(i int) {
		if i >= len(t.fields) {
			d.fail("field %d of %d of %s", i, len(t.fields), t.name)
		}
		f := t.fields[i]
		d.charge(costValue)
		v := d.value(r, f.id)
		if len(d.stack) == cap(d.stack) {
			d.charge((2*cap(d.stack) + 8) * int(reflect.TypeFor[field]().Size()))
		}
		d.stack = append(d.stack, field{f.name, v})
	})
	fields := d.stack[start:]
	d.charge(mapCost(len(fields)))
	o := make(object, len(fields))
	for _, f := range fields {
		o[f.name] = f.v
	}
	clear(fields)
	d.stack = d.stack[:start]
	return o
}

// field is a field of a struct read, on the decoder's stack.
type field struct {
	name string
	v    any
}

// float is the float64 gob sends as an unsigned integer of its bytes reversed.
func float(u uint64) float64 { return math.Float64frombits(bits.ReverseBytes64(u)) }

// into puts tree value v into dst as gob would decode it: a struct's fields by name (those dst lacks left
// out, those v lacks left zero), a pointer made for a value sent, a slice of no element nil, a map made even
// empty, an integer into any integer type of its sign that holds it. Anything else is an error naming where
// in dst, path, it is.
func into(dst reflect.Value, v any, path string) error {
	if v == nil {
		if dst.Kind() == reflect.Pointer || dst.Kind() == reflect.Struct {
			return nil // a pointer to, or a struct of, no field sent
		}
		return fmt.Errorf("%s: no value", path)
	}
	mismatch := func() error { return fmt.Errorf("%s: a %T for a %s", path, v, dst.Type()) }
	switch dst.Kind() {
	case reflect.Pointer:
		if dst.IsNil() {
			dst.Set(reflect.New(dst.Type().Elem()))
		}
		return into(dst.Elem(), v, path)
	case reflect.Struct:
		o, ok := v.(object)
		if !ok {
			return mismatch()
		}
		t := dst.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			fv, ok := o[f.Name]
			if !ok || !f.IsExported() {
				continue
			}
			if err := into(dst.Field(i), fv, path+"."+f.Name); err != nil {
				return err
			}
		}
		return nil
	case reflect.Slice, reflect.Array:
		n, at, ok := elementsOf(v)
		if !ok {
			if b, isBytes := v.([]byte); isBytes && dst.Type().Elem().Kind() == reflect.Uint8 {
				n, at, ok = len(b), func(i int) any { return uint64(b[i]) }, true
			}
		}
		if !ok {
			return mismatch()
		}
		if dst.Kind() == reflect.Array {
			if n != dst.Len() {
				return fmt.Errorf("%s: %d elements for a %s", path, n, dst.Type())
			}
		} else {
			if n == 0 {
				dst.SetZero()
				return nil
			}
			dst.Set(reflect.MakeSlice(dst.Type(), n, n))
		}
		for i := range n {
			if err := into(dst.Index(i), at(i), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		return nil
	case reflect.Map:
		m, ok := v.(dict)
		if !ok {
			return mismatch()
		}
		n, key, ok := elementsOf(m.keys)
		nv, val, okv := elementsOf(m.vals)
		if !ok || !okv || n != nv {
			return fmt.Errorf("%s: a map of %d keys and %d values", path, n, nv)
		}
		t := dst.Type()
		out := reflect.MakeMapWithSize(t, n)
		kv, ev := reflect.New(t.Key()).Elem(), reflect.New(t.Elem()).Elem()
		for i := range n {
			kv.SetZero()
			ev.SetZero()
			k := key(i)
			if err := into(kv, k, path+"[key]"); err != nil {
				return err
			}
			if err := into(ev, val(i), fmt.Sprintf("%s[%v]", path, k)); err != nil {
				return err
			}
			out.SetMapIndex(kv, ev)
		}
		dst.Set(out)
		return nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		x, ok := v.(int64)
		if !ok {
			return mismatch()
		}
		if dst.OverflowInt(x) {
			return fmt.Errorf("%s: %d overflows a %s", path, x, dst.Type())
		}
		dst.SetInt(x)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		x, ok := v.(uint64)
		if !ok {
			return mismatch()
		}
		if dst.OverflowUint(x) {
			return fmt.Errorf("%s: %d overflows a %s", path, x, dst.Type())
		}
		dst.SetUint(x)
	case reflect.Float32, reflect.Float64:
		x, ok := v.(float64)
		if !ok {
			return mismatch()
		}
		if dst.OverflowFloat(x) {
			return fmt.Errorf("%s: %g overflows a %s", path, x, dst.Type())
		}
		dst.SetFloat(x)
	case reflect.Complex64, reflect.Complex128:
		x, ok := v.(complex128)
		if !ok {
			return mismatch()
		}
		dst.SetComplex(x)
	case reflect.Bool:
		x, ok := v.(bool)
		if !ok {
			return mismatch()
		}
		dst.SetBool(x)
	case reflect.String:
		x, ok := v.(string)
		if !ok {
			return mismatch()
		}
		dst.SetString(x)
	default:
		return fmt.Errorf("%s: a %s, which no save holds", path, dst.Type())
	}
	return nil
}

// elementsOf is the count of the elements of v, a list or a slice of plain values, and each by its index.
func elementsOf(v any) (int, func(i int) any, bool) {
	switch l := v.(type) {
	case list:
		return len(l), func(i int) any { return l[i] }, true
	case []int64:
		return len(l), func(i int) any { return l[i] }, true
	case []uint64:
		return len(l), func(i int) any { return l[i] }, true
	case []float64:
		return len(l), func(i int) any { return l[i] }, true
	case []bool:
		return len(l), func(i int) any { return l[i] }, true
	case []string:
		return len(l), func(i int) any { return l[i] }, true
	}
	return 0, nil, false
}

// walk calls f on each object at path in v: names of fields and "*" for each element of a list, joined
// by dots ("State.Floors.*.Level"). What is not there is passed over: a field never sent, a list of none.
func walk(v any, path string, f func(o object) error) error {
	if path == "" {
		o, ok := v.(object)
		if !ok {
			if v == nil {
				return nil
			}
			return fmt.Errorf("a %T where an object was", v)
		}
		return f(o)
	}
	head, rest, _ := strings.Cut(path, ".")
	if head == "*" {
		switch l := v.(type) {
		case nil:
			return nil
		case list:
			for _, e := range l {
				if err := walk(e, rest, f); err != nil {
					return err
				}
			}
			return nil
		}
		return fmt.Errorf("a %T where a list was", v)
	}
	o, ok := v.(object)
	if !ok {
		if v == nil {
			return nil
		}
		return fmt.Errorf("a %T where an object with %s was", v, head)
	}
	next, ok := o[head]
	if !ok {
		return nil
	}
	if err := walk(next, rest, f); err != nil {
		return fmt.Errorf("%s: %w", head, err)
	}
	return nil
}

// rename moves o's field from to the name to (when sent).
func (o object) rename(from, to string) {
	if v, ok := o[from]; ok {
		o[to] = v
		delete(o, from)
	}
}

// int is o's field name as an integer (0 when not sent, or not an integer).
func (o object) int(name string) int64 {
	switch x := o[name].(type) {
	case int64:
		return x
	case uint64:
		if x <= math.MaxInt64 {
			return int64(x)
		}
	}
	return 0
}
