// The browser can vibrate (a phone's, through the Vibration API).
//go:build js

package render

// canVibrate: the device may have something to vibrate.
const canVibrate = true
