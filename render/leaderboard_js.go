//go:build js

package render

import "syscall/js"

// pageOrigin is the origin that served the page ("null" for a file).
func pageOrigin() string {
	if loc := js.Global().Get("location"); loc.Truthy() {
		return loc.Get("origin").String()
	}
	return ""
}

// nameAsker asks the name a daily run is submitted under by the page's prompt: on a phone, its own keyboard
// (ui.Config.AskName). The prompt holds the page while it is open, as the death screen waits for it anyway.
func nameAsker() func(string) (string, bool) {
	return func(question string) (string, bool) {
		v := js.Global().Call("prompt", question, "")
		if v.Type() != js.TypeString {
			return "", false // cancelled
		}
		return v.String(), true
	}
}
