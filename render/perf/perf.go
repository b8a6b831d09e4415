// Package perf holds issue 35's desktop measures, as tests and benchmarks only (perf_test.go): the built game
// against the empty Ebitengine program (render/internal/emptygame), both built with the same flags — the CPU of
// the idle game with sound on (TestIdleCPUWithSound, a loose bound run in CI under Xvfb; BenchmarkIdleCPU, the
// exact figure) and the start to the first frame (BenchmarkStart).
package perf
