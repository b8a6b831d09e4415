//go:build linux

package cli

import (
	"syscall"
	"time"
)

// processCPU is the CPU time the process has used (user and system), and true: a benchmark's ops on a
// machine other programs share are counted by it, not by the wall clock.
func processCPU() (time.Duration, bool) {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0, false
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()), true
}
