//go:build !linux

package cli

import "time"

// processCPU is false where the process's CPU time is not read (the benchmarks then report wall time only).
func processCPU() (time.Duration, bool) { return 0, false }
