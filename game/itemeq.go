// Items compared field by field, for the memos the bot asks at every action (issue 35).

package game

// sameItem is x == y, field by field, the cheap fields first: the compiler's == on an Item goes through a
// function for its two affixes and another for its twelve worn slots, which was a twentieth of bot play in
// the memos of auto-explore's wanted items and the bot's magic. TestSameItemAsEquals changes every field
// alone (and fails when Item gains a field or an affix this does not compare).
func sameItem(x, y *Item) bool {
	return x.Kind == y.Kind && x.Count == y.Count && x.Letter == y.Letter && x.Known == y.Known &&
		x.Uses == y.Uses && x.Uncursed == y.Uncursed && x.Name == y.Name &&
		x.Affixes[0] == y.Affixes[0] && x.Affixes[1] == y.Affixes[1]
}

// sameItems is slices.Equal(x, y) on items, by sameItem.
func sameItems(x, y []Item) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if !sameItem(&x[i], &y[i]) {
			return false
		}
	}
	return true
}

// sameWorn is x == y on two sets of worn items, by sameItem.
func sameWorn(x, y *[NumSlots]Item) bool { return sameItems(x[:], y[:]) }

// sameFloor is slices.Equal(x, y) on items on the floor, by sameItem.
func sameFloor(x, y []FloorItem) bool {
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		if x[i].Pos != y[i].Pos || !sameItem(&x[i].Item, &y[i].Item) {
			return false
		}
	}
	return true
}
