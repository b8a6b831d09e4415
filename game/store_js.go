// Saves in the browser: the save's bytes in window.localStorage, as base64.

//go:build js

package game

import (
	"errors"
	"fmt"
	"syscall/js"
)

// SaveKey is the localStorage key of the save; saves set aside are SaveKey+".bad-<time>".
const SaveKey = "cleave.save"

// DefaultStore is the save's place in the browser: window.localStorage under SaveKey. It fails when the page
// has no localStorage (a worker, or storage disabled).
func DefaultStore() (Store, error) {
	ls, err := localStorage()
	if err != nil {
		return nil, fmt.Errorf("default save store: %w", err)
	}
	return kvStore{kv: ls, key: SaveKey}, nil
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
