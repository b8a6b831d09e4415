// A screen reader's regions are the browser page's: nothing of them on the desktop, where the surroundings
// key says its line in the log (ui.SurroundKey).
//go:build !js

package render

// publishA11y does nothing on the desktop.
func (r *Runner) publishA11y(bool) {}
