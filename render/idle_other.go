// Sleeping while idle on the desktop: Ebitengine waits for input.
//go:build !js

package render

import "github.com/hajimehoshi/ebiten/v2"

// waitForInput switches Ebitengine to waiting for input, one tick a frame (asleep), or back to 60 ticks a
// second in step with the display. The wait is Ebitengine's FPSModeVsyncOffMinimum (deprecated since v2.5
// for SetScreenClearedEveryFrame(false), which Draw already relies on, but that still runs 60 ticks a
// second: 8–12% of a core under Xvfb with nothing moving); it is the one way Ebitengine v2.8 waits.
func waitForInput(asleep bool) {
	if asleep {
		ebiten.SetTPS(ebiten.SyncWithFPS)
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
		return
	}
	ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
	ebiten.SetTPS(tps)
}

// scheduleFrame wakes a loop that waits for input, from any goroutine.
func scheduleFrame() { ebiten.ScheduleFrame() }
