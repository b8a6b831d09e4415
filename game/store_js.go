// Saves in the browser: the save's bytes in window.localStorage, as base64, saved after every turn and when
// the page is hidden or closed; one tab at a time owns the save.

//go:build js

package game

import (
	"errors"
	"fmt"
	"syscall/js"
	"time"
)

// SaveKey is the localStorage key of the save; saves set aside are SaveKey+".bad-<time>" (the newest
// keepAside kept).
const SaveKey = "cleave.save"

// OwnerKey is the localStorage key that names the tab playing the saved game: the page (index.html) writes
// its tab's id there at start, as window.cleaveTab, and a tab whose id is no longer there writes nothing.
const OwnerKey = "cleave.owner"

// saveEvery is how many turns pass between saves besides those at level changes: in the browser every
// turn is saved, as a closed or reloaded tab must lose none (README: about a millisecond a turn).
const saveEvery = 1

// ErrOtherTab is the error of a save refused because another tab of this browser took the game over.
var ErrOtherTab = errors.New("another tab has taken this game over")

// DefaultStore is the save's place in the browser: window.localStorage under SaveKey, written only while
// this tab owns the game (OwnerKey). It fails when the page has no localStorage (a worker, or storage
// disabled).
func DefaultStore() (Store, error) {
	ls, err := localStorage()
	if err != nil {
		return nil, fmt.Errorf("default save store: %w", err)
	}
	tab := js.Global().Get("cleaveTab")
	st := tabStore{kvStore: kvStore{kv: ls, key: SaveKey}, ls: ls}
	if tab.Type() == js.TypeString {
		st.tab = tab.String()
	}
	return st, nil
}

// tabStore is the browser's store: a kvStore over localStorage that refuses to change the save once
// another tab has taken the game over (OwnerKey holds another id than tab), so that a tab left open
// can never write an old game over a newer one, or bring back a character who died in another tab.
type tabStore struct {
	kvStore
	ls  webStorage
	tab string // this tab's id; "" when the page claims none (no check)
}

// owned returns ErrOtherTab when another tab owns the game.
func (s tabStore) owned() error {
	if s.tab == "" {
		return nil
	}
	owner, ok, err := s.ls.get(OwnerKey)
	if err != nil {
		return fmt.Errorf("who owns the game: %w", err)
	}
	if ok && owner != s.tab {
		return ErrOtherTab
	}
	return nil
}

// Write saves data while this tab owns the game, and tells the page how long it took and how large the
// save is (window.cleaveState.saveMs and saveBytes).
func (s tabStore) Write(data []byte) error {
	if err := s.owned(); err != nil {
		return fmt.Errorf("write %s: %w", s.key, err)
	}
	start := time.Now()
	if err := s.kvStore.Write(data); err != nil {
		return err
	}
	if st := js.Global().Get("cleaveState"); st.Type() == js.TypeObject {
		st.Set("saveMs", float64(time.Since(start).Microseconds())/1000)
		st.Set("saveBytes", len(data))
	}
	return nil
}

// Remove deletes the save while this tab owns the game.
func (s tabStore) Remove() error {
	if err := s.owned(); err != nil {
		return fmt.Errorf("remove %s: %w", s.key, err)
	}
	return s.kvStore.Remove()
}

// SetAside sets the save aside while this tab owns the game.
func (s tabStore) SetAside(tag string) (string, error) {
	if err := s.owned(); err != nil {
		return "", fmt.Errorf("set aside %s: %w", s.key, err)
	}
	return s.kvStore.SetAside(tag)
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
