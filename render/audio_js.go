//go:build js

package render

import (
	"fmt"
	"syscall/js"
)

// probeDevice checks that the browser has Web Audio (Oto cannot make its context where
// it has none). The browser starts it at the first key, click or touch; Oto resumes it then.
func probeDevice() error {
	if js.Global().Get("AudioContext").Truthy() || js.Global().Get("webkitAudioContext").Truthy() {
		return nil
	}
	return fmt.Errorf("%w: the browser has no AudioContext", errNoDevice)
}
