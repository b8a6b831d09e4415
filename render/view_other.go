// Where the map's cells are on the page: nothing to publish on the desktop.
//go:build !js

package render

// publishView does nothing on the desktop.
func (r *Runner) publishView() {}

// touchScreen is false on the desktop: the touch bar comes with the first touch.
func touchScreen() bool { return false }
