// Sleeping while idle in the browser: the page's animation frames go on (the browser throttles them).
//go:build js

package render

// waitForInput does nothing in the browser.
func waitForInput(bool) {}

// scheduleFrame does nothing in the browser.
func scheduleFrame() {}
