//go:build unix

package game

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used so far (user and system, every thread: the garbage
// collector's too), and true; the benchmarks divide it by their ops, which a loaded machine inflates far
// less than the wall time.
func cpuTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
