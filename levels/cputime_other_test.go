//go:build !linux

// The clock of the benchmarks that compare with gruid elsewhere than on Linux: wall time.

package levels

import "time"

// threadCPU returns wall time where the thread's CPU clock is not read.
func threadCPU() time.Duration { return time.Duration(time.Now().UnixNano()) }
