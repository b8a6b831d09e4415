// The desktop has no browser's language: its game speaks English unless --lang or the settings choose
// another (issue 38).
//go:build !js

package render

// BrowserLanguage is "" on the desktop.
func BrowserLanguage() string { return "" }
