package game

import (
	"reflect"
	"testing"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/require"
)

// sameItem (issue 35: the bot's memos of its magic and of auto-explore's wanted items) is Item's ==: items
// equal to the last field are the same, and a change of any one field alone — every field Item has, every
// affix — makes them differ; so do the lists built of them (sameItems, sameWorn, sameFloor).
func TestSameItemAsEquals(t *testing.T) {
	base := Item{Kind: ItemWeapon, Name: "long sword", Count: 1, Letter: 'a', Affixes: [MaxAffixes]string{"of accuracy", ""}, Uses: 3}
	cp := base
	cp.Name = string([]byte("long sword")) // the same name, not the same bytes
	require.True(t, sameItem(&base, &cp), "an equal item")
	require.Equal(t, base == cp, sameItem(&base, &cp))
	typ := reflect.TypeOf(base)
	changes := 0
	for f := range typ.NumField() {
		var alter []func(v reflect.Value)
		switch fv := reflect.ValueOf(&cp).Elem().Field(f); fv.Kind() {
		case reflect.Array:
			for k := range fv.Len() {
				alter = append(alter, func(v reflect.Value) { v.Index(k).SetString(v.Index(k).String() + "x") })
			}
		case reflect.String:
			alter = append(alter, func(v reflect.Value) { v.SetString(v.String() + "x") })
		case reflect.Bool:
			alter = append(alter, func(v reflect.Value) { v.SetBool(!v.Bool()) })
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			alter = append(alter, func(v reflect.Value) { v.SetInt(v.Int() + 1) })
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			alter = append(alter, func(v reflect.Value) { v.SetUint(v.Uint() + 1) })
		default:
			t.Fatalf("Item.%s: a field of a kind this test does not change (%s)", typ.Field(f).Name, fv.Kind())
		}
		for k, change := range alter {
			x := base
			change(reflect.ValueOf(&x).Elem().Field(f))
			require.NotEqual(t, base, x, "Item.%s (%d) changed", typ.Field(f).Name, k)
			require.Falsef(t, sameItem(&base, &x), "Item.%s (%d) changed: not the same item", typ.Field(f).Name, k)
			require.False(t, sameItems([]Item{base, base}, []Item{base, x}), "Item.%s (%d): a list", typ.Field(f).Name, k)
			w, v := [NumSlots]Item{}, [NumSlots]Item{}
			w[NumSlots-1], v[NumSlots-1] = base, x
			require.False(t, sameWorn(&w, &v), "Item.%s (%d): worn", typ.Field(f).Name, k)
			require.False(t, sameFloor([]FloorItem{{Item: base}}, []FloorItem{{Item: x}}), "Item.%s (%d): floor", typ.Field(f).Name, k)
			changes++
		}
	}
	require.Equal(t, typ.NumField()+MaxAffixes-1, changes, "every field and affix changed once")
	require.True(t, sameItems([]Item{base, cp}, []Item{cp, base}))
	require.False(t, sameItems([]Item{base}, []Item{base, base}), "lists of other lengths")
	require.False(t, sameFloor([]FloorItem{{Item: base}}, []FloorItem{{Pos: gruid.Point{X: 1}, Item: base}}), "another cell")
	require.False(t, sameFloor([]FloorItem{{Item: base}}, nil), "fewer items on the floor")
	w := [NumSlots]Item{base}
	require.True(t, sameWorn(&w, &[NumSlots]Item{cp}))
}
