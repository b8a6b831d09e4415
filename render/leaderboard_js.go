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
