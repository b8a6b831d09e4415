// Saves in the browser: the save's bytes in window.localStorage, as base64, saved after every turn and when
// the page is hidden or closed; one tab at a time owns the save.

//go:build js

package save

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"
)

// Key is the localStorage key of the save; saves set aside are Key+".bad-<time>" (the newest keepAside
// kept).
const Key = "cleave.save"

// OwnerKey is the localStorage key that names the tab playing the saved game: the page (index.html) writes
// its tab's id there at start, as window.cleaveTab, and a tab whose id is no longer there writes nothing.
const OwnerKey = "cleave.owner"

// saveEvery is how many turns pass between saves besides those at level changes: in the browser every
// turn is saved, as a closed or reloaded tab must lose none (README: about a millisecond a turn).
const saveEvery = 1

// DefaultStore is the save's place in the browser: window.localStorage under Key, written only while
// this tab owns the game (OwnerKey holds window.cleaveTab). It fails when the page has no localStorage (a
// worker, or storage disabled).
func DefaultStore() (Store, error) {
	ls, err := localStorage()
	if err != nil {
		return nil, fmt.Errorf("default save store: %w", err)
	}
	st := tabStore{kvStore: kvStore{kv: ls, key: Key}, ownerKey: OwnerKey, wrote: publishSave}
	if tab := js.Global().Get("cleaveTab"); tab.Type() == js.TypeString {
		st.tab = tab.String()
	}
	return st, nil
}

// publishSave tells the page how long the last save took and how large it is (window.cleaveState.saveMs
// and saveBytes).
func publishSave(took time.Duration, size int) {
	if st := js.Global().Get("cleaveState"); st.Type() == js.TypeObject {
		st.Set("saveMs", float64(took.Microseconds())/1000)
		st.Set("saveBytes", size)
	}
}

// watchPage lets the page save the game at once: window.cleaveSaveNow, which index.html calls on
// pagehide and when the page is hidden (localStorage is synchronous: the save is done when it returns).
func (sv *AutoSaver) watchPage() {
	js.Global().Set("cleaveSaveNow", js.FuncOf(func(js.Value, []js.Value) any {
		if sv.off == nil && sv.store != nil && sv.last != nil {
			sv.write(sv.last)
		}
		return nil
	}))
}

// webStorage is a keyValue over a Web Storage object such as window.localStorage.
type webStorage struct{ v js.Value }

// localStorage returns window.localStorage; reading it can itself throw (storage blocked by the browser).
func localStorage() (ws webStorage, err error) {
	err = catch(func() {
		v := js.Global().Get("localStorage")
		if v.Type() != js.TypeObject {
			panic(errors.New("no localStorage in this page"))
		}
		ws = webStorage{v: v}
	})
	return ws, err
}

func (w webStorage) get(key string) (value string, ok bool, err error) {
	err = catch(func() {
		v := w.v.Call("getItem", key)
		if v.Type() == js.TypeString {
			value, ok = v.String(), true
		}
	})
	return value, ok, err
}

// set stores value under key; the browser throws QuotaExceededError when its storage is full.
func (w webStorage) set(key, value string) error {
	return catch(func() { w.v.Call("setItem", key, value) })
}

func (w webStorage) remove(key string) error {
	return catch(func() { w.v.Call("removeItem", key) })
}

// keys lists the keys in the storage.
func (w webStorage) keys() (keys []string, err error) {
	err = catch(func() {
		n := w.v.Get("length").Int()
		for i := range n {
			if k := w.v.Call("key", i); k.Type() == js.TypeString {
				keys = append(keys, k.String())
			}
		}
	})
	return keys, err
}

// catch runs f and returns what it panics with as an error: syscall/js panics with a js.Error when the
// JavaScript it calls throws.
func catch(f func()) (err error) {
	defer func() {
		switch r := recover().(type) {
		case nil:
		case error:
			err = fmt.Errorf("localStorage: %w", r)
		default:
			err = fmt.Errorf("localStorage: %v", r)
		}
	}()
	f()
	return nil
}

// ReplayKey is the localStorage key of the replay of the saved game; DailyReplayKey a daily game's;
// LastReplayKey the replay of the last game that ended (one kept: the browser's storage is small);
// FileReplayKey a replay file the page was given to play (index.html puts it there).
const (
	ReplayKey      = "cleave.replay"
	DailyReplayKey = "cleave.replay.daily"
	LastReplayKey  = "cleave.replay.last"
	FileReplayKey  = "cleave.replay.file"
)

// DefaultReplays is where the replay of the game in play is kept: localStorage under ReplayKey (or
// DailyReplayKey), written only while this tab owns the game.
func DefaultReplays(daily bool) (ReplayKeeper, error) {
	ls, err := localStorage()
	if err != nil {
		return nil, fmt.Errorf("replays: %w", err)
	}
	key := ReplayKey
	if daily {
		key = DailyReplayKey
	}
	st := tabStore{kvStore: kvStore{kv: ls, key: key}, ownerKey: OwnerKey}
	if tab := js.Global().Get("cleaveTab"); tab.Type() == js.TypeString && !daily {
		st.tab = tab.String()
	}
	return kvReplays{st}, nil
}

// Read returns the text, ok false when there is none: localStorage's value under Key (none when the page
// has no localStorage).
func (t Text) Read() (data []byte, ok bool, err error) {
	ls, err := localStorage()
	if err != nil {
		return nil, false, nil //nolint:nilerr // no storage: no text, as with no file
	}
	v, ok, err := ls.get(t.Key)
	if err != nil || !ok {
		return nil, false, err
	}
	return []byte(v), true, nil
}

// Write keeps the text in localStorage under Key.
func (t Text) Write(data []byte) error {
	ls, err := localStorage()
	if err != nil {
		return err
	}
	return ls.set(t.Key, string(data))
}

// ReadReplay reads a replay kept in this browser: "last" (LastReplayKey), "file" (FileReplayKey), or a
// localStorage key.
func ReadReplay(name string) ([]byte, error) {
	key := map[string]string{"last": LastReplayKey, "file": FileReplayKey, "saved": ReplayKey, "daily": DailyReplayKey}[name]
	if key == "" {
		key = name
	}
	ls, err := localStorage()
	if err != nil {
		return nil, fmt.Errorf("read replay: %w", err)
	}
	v, ok, err := ls.get(key)
	switch {
	case err != nil:
		return nil, fmt.Errorf("read replay %s: %w", key, err)
	case !ok:
		return nil, fmt.Errorf("read replay: there is no replay %q in this browser", name)
	}
	return []byte(v), nil
}
