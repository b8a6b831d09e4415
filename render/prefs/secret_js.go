//go:build js

package prefs

import (
	"errors"
	"syscall/js"
)

// secretBits fills b from the browser's crypto.getRandomValues, the source crypto/rand reads in the browser
// too, without crypto/rand's generator in the module (about 100 KB gzip of it: TestModuleSize).
func secretBits(b []byte) error {
	c := js.Global().Get("crypto")
	if !c.Truthy() || c.Get("getRandomValues").Type() != js.TypeFunction {
		return errors.New("this browser has no crypto.getRandomValues")
	}
	a := js.Global().Get("Uint8Array").New(len(b))
	c.Call("getRandomValues", a)
	if js.CopyBytesToGo(b, a) != len(b) {
		return errors.New("crypto.getRandomValues gave too few bytes")
	}
	return nil
}
