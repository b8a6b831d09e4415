//go:build !unix

package game

import "time"

// cpuTime is false where the process's CPU time cannot be read (js/wasm): the benchmarks then report the
// wall time alone.
func cpuTime() (time.Duration, bool) { return 0, false }
