// A desktop has nothing to vibrate (Ebitengine's Vibrate does nothing there); a phone's build does.
//go:build !js

package render

import "runtime"

// canVibrate: the device may have something to vibrate.
const canVibrate = runtime.GOOS == "android" || runtime.GOOS == "ios"
