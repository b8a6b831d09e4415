// The shape of a save: gob makes a value for every element of a slice it decodes before the game's checks
// see any, and an element of a byte or two of gob becomes hundreds of bytes of memory (an empty floor, a
// creature of no fields), so that a forged payload within the bound of a save could still take hundreds of
// times its size. A payload is first decoded into its shape alone, a level of nesting at a time, to count
// the elements of its slices, and refused when they would take more memory than a game within the bound.

package save

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"reflect"
)

// shapes are the shapes of savedGame (shapeOf), from the outer slices' to every slice's: the first counts
// the elements of the slices savedGame holds directly, and each one more level of nesting. Worked out once:
// the types do not change while the program runs.
var shapes = shapesOf(reflect.TypeOf(savedGame{}))

// shapesOf lists the shapes of t, down to the deepest slice it holds.
func shapesOf(t reflect.Type) []reflect.Type {
	var out []reflect.Type
	for depth := 0; ; depth++ {
		s := shapeOf(t, depth)
		if len(out) > 0 && s == out[len(out)-1] {
			return out
		}
		out = append(out, s)
	}
}

// shapeOf is the type gob decodes a value of type t into keeping only its slices of structs, down to depth
// levels of nesting: each a slice of the shape of its element, or at depth 0 of its counter (counted, and
// costing a few bytes each at most). Pointers are followed (gob sends what they point to), structs keep
// the fields that hold such slices, and the rest is left out, for gob to skip without making a value:
// fields of plain values, slices of plain values and strings (a few bytes of memory for a byte of gob at
// most), maps. Nil: nothing in t is such a slice.
func shapeOf(t reflect.Type, depth int) reflect.Type {
	t = deref(t)
	switch t.Kind() {
	case reflect.Struct:
		var fields []reflect.StructField
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			s := shapeOf(f.Type, depth)
			if s == nil {
				continue
			}
			if s.Kind() == reflect.Slice {
				s = marked(s, f.Name)
			}
			fields = append(fields, reflect.StructField{Name: f.Name, Type: s})
		}
		if len(fields) == 0 {
			return nil
		}
		return reflect.StructOf(fields)
	case reflect.Array:
		if s := shapeOf(t.Elem(), depth); s != nil {
			return reflect.ArrayOf(t.Len(), s)
		}
	case reflect.Slice:
		e := deref(t.Elem())
		if e.Kind() != reflect.Struct {
			return nil
		}
		if depth > 0 {
			if s := shapeOf(e, depth-1); s != nil {
				return reflect.SliceOf(s)
			}
		}
		return reflect.SliceOf(counter(e))
	}
	return nil
}

// deref is t, or what it points to.
func deref(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	return t
}

// counter is the shape of an element of struct type e counted and no more: one field of e that gob
// decodes without making a value, its first field of a struct (as struct{}, of no size) or else its
// smallest plain one (a number, a bool), so that a slice of them costs no more than a few bytes an
// element; struct{} when e has neither.
func counter(e reflect.Type) reflect.Type {
	var pick *reflect.StructField
	for i := range e.NumField() {
		f := e.Field(i)
		switch {
		case !f.IsExported():
		case f.Type.Kind() == reflect.Struct:
			return reflect.StructOf([]reflect.StructField{{Name: f.Name, Type: reflect.TypeFor[struct{}]()}})
		case f.Type.Kind() == reflect.Bool || f.Type.Kind() >= reflect.Int && f.Type.Kind() <= reflect.Uint64:
			if pick == nil || f.Type.Size() < pick.Type.Size() {
				pick = &f
			}
		}
	}
	if pick == nil {
		return reflect.TypeFor[struct{}]()
	}
	return reflect.StructOf([]reflect.StructField{{Name: pick.Name, Type: pick.Type}})
}

// marked is slice type s with its element's first field tagged with the name of the field that holds it:
// gob compiles a struct's fields with one decoder for each Go type, so that two slices of a struct may not
// share a type when the elements they are sent with differ (a floor's creatures' counter and its traps'
// would otherwise be one struct{Pos struct{}}).
func marked(s reflect.Type, name string) reflect.Type {
	e := s.Elem()
	if e.NumField() == 0 {
		return s
	}
	fields := make([]reflect.StructField, e.NumField())
	for i := range fields {
		fields[i] = e.Field(i)
	}
	fields[0].Tag = reflect.StructTag(`shape:"` + name + `"`)
	return reflect.SliceOf(reflect.StructOf(fields))
}

// checkShape decodes plain into each shape of savedGame in turn and reports a payload whose slices'
// elements would take more than limit bytes once decoded (weigh): each shape takes no more memory than
// the elements the one before it counted, so that no step takes more than limit.
func checkShape(plain []byte, limit uint64) error {
	t := reflect.TypeOf(savedGame{})
	for _, s := range shapes {
		v := reflect.New(s)
		if err := gob.NewDecoder(bytes.NewReader(plain)).DecodeValue(v); err != nil {
			return err
		}
		if n := weigh(t, v.Elem()); n > limit {
			return fmt.Errorf("its elements would take %d bytes, more than a game of the bound of a save (%d)", n, limit)
		}
	}
	return nil
}

// weigh is the memory the elements of the slices counted in v, the shape of a value of type t, take once
// decoded as t: each its element's size, and what it points to.
func weigh(t reflect.Type, v reflect.Value) uint64 {
	t = deref(t)
	var n uint64
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			f, _ := t.FieldByName(v.Type().Field(i).Name)
			n += weigh(f.Type, v.Field(i))
		}
	case reflect.Array:
		for i := range v.Len() {
			n += weigh(t.Elem(), v.Index(i))
		}
	case reflect.Slice:
		e := t.Elem()
		size := uint64(e.Size())
		for e.Kind() == reflect.Pointer {
			e = e.Elem()
			size += uint64(e.Size())
		}
		n += uint64(v.Len()) * size
		for i := range v.Len() {
			n += weigh(e, v.Index(i)) // a counter holds no slice: nothing
		}
	}
	return n
}
