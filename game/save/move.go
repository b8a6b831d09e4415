// Moving the saves from one key-value store to another: in the browser, the saves of localStorage (the
// store of the builds before IndexedDB, and the fallback where IndexedDB is missing) to IndexedDB.

package save

import (
	"fmt"
	"slices"
	"strings"
)

// batchKV is a keyValue that writes several keys in one atomic step (IndexedDB: one transaction).
type batchKV interface {
	keyValue
	setAll(values map[string]string) error
}

// listingKV is a keyValue that lists its keys (localStorage).
type listingKV interface {
	keyValue
	keyLister
}

// replacedTag begins the tag of a save that a moved one replaced (kept beside it, as one set aside is).
const replacedTag = "replaced-"

// moveKept moves the save kept under key, and what is kept beside it (the keys that begin with key and a dot:
// the high-score table, the morgue file, the saves set aside), from one store to another: all written to `to`
// in one atomic step, then removed from `from`. A crash at any point leaves each value whole in one of the
// two, or in both (the next start moves it again, the same). The moved save replaces the one in `to`, which
// is the older (a store that works is always written first, and emptied of nothing), but a different one
// there is kept beside it all the same, as key+".replaced-<tag>". It returns the keys moved, sorted.
func moveKept(from listingKV, to batchKV, key, tag string) ([]string, error) {
	keys, err := from.keys()
	if err != nil {
		return nil, fmt.Errorf("move the saves: list them: %w", err)
	}
	values := map[string]string{}
	var moved []string
	for _, k := range keys {
		if k != key && !strings.HasPrefix(k, key+".") {
			continue
		}
		v, ok, err := from.get(k)
		if err != nil {
			return nil, fmt.Errorf("move the saves: read %s: %w", k, err)
		}
		if ok {
			values[k] = v
			moved = append(moved, k)
		}
	}
	if len(moved) == 0 {
		return nil, nil
	}
	slices.Sort(moved)
	if v, ok := values[key]; ok {
		old, there, err := to.get(key)
		if err != nil {
			return nil, fmt.Errorf("move the saves: read the save there: %w", err)
		}
		if there && old != v {
			var terr error
			name := freeName(key+"."+replacedTag+tag, func(n string) bool {
				_, ok := values[n]
				_, ok2, err := to.get(n)
				if err != nil {
					terr = err
					return false // no further: the error is told
				}
				return ok || ok2
			})
			if terr != nil {
				return nil, fmt.Errorf("move the saves: %w", terr)
			}
			values[name] = old
		}
	}
	if err := to.setAll(values); err != nil {
		return nil, fmt.Errorf("move the saves: %w", err)
	}
	for _, k := range moved {
		if err := from.remove(k); err != nil {
			return moved, fmt.Errorf("move the saves: moved, but %s stays behind: %w", k, err)
		}
	}
	return moved, nil
}
