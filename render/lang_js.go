// The browser's language (issue 38): navigator.language, which the game's words follow when neither ?lang=
// nor the settings chose one.
//go:build js

package render

import "syscall/js"

// BrowserLanguage is the browser's language, as navigator.language says it ("ru-RU"; "" when it says none).
func BrowserLanguage() string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return ""
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		return l.String()
	}
	return ""
}
