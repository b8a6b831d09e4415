//go:build linux

package perf

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// userHZ is the unit of the CPU times of /proc/PID/stat: Linux's USER_HZ, 100 on every architecture Go
// builds the game for (sysconf(_SC_CLK_TCK)).
const userHZ = 100

// The packages of the game and of the empty Ebitengine program.
const (
	gamePkg  = "github.com/cleave-game/cleave"
	emptyPkg = "github.com/cleave-game/cleave/render/internal/emptygame"
)

// build builds pkg with go build's defaults (the README's build) into dir and returns the binary's path.
func build(tb testing.TB, dir, name, pkg string) string {
	tb.Helper()
	bin := filepath.Join(dir, name)
	out, err := exec.Command("go", "build", "-o", bin, pkg).CombinedOutput()
	require.NoError(tb, err, "go build %s: %s", pkg, out)
	return bin
}

// buildPair builds the game and the empty Ebitengine program with the same flags.
func buildPair(tb testing.TB) (gameBin, emptyBin string) {
	tb.Helper()
	dir := tb.TempDir()
	return build(tb, dir, "cleave", gamePkg), build(tb, dir, "emptygame", emptyPkg)
}

// soundEnv is the environment of a measured child: display, the given settings, a save directory of its own
// (its settings at their defaults: sound on at the default volume) and ALSA's null device, as .ci/test sets
// it: a device that takes every write at once, so that a mixer writing silence shows as CPU.
func soundEnv(tb testing.TB, display string, more ...string) []string {
	tb.Helper()
	conf := filepath.Join(tb.TempDir(), "null.conf")
	require.NoError(tb, os.WriteFile(conf, []byte("pcm.!default { type null }\n"), 0o644))
	env := append(os.Environ(), "DISPLAY="+display, "CLEAVE_SAVE_DIR="+tb.TempDir(), "ALSA_CONFIG_PATH="+conf)
	return append(env, more...)
}

// cpuTicks is the CPU time process pid has used so far, all its threads, user and system: utime+stime of
// /proc/PID/stat, in 1/userHZ seconds.
func cpuTicks(pid int) (int64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, fmt.Errorf("reading the CPU time of %d: %w", pid, err)
	}
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:]) // after the command's name, which may hold spaces
	if len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: %d fields after the name", pid, len(f))
	}
	var total int64
	for _, field := range f[11:13] { // the 14th and 15th fields of the line: utime, stime
		n, err := strconv.ParseInt(field, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("/proc/%d/stat: %w", pid, err)
		}
		total += n
	}
	return total, nil
}

// settleStep and settleMost are how a measured program is let settle: it has settled after a step in which it
// used 2 ticks or less (4% of a core; none when idle), its start done; a program that never settles (one that
// spins) is measured after settleMost all the same.
const (
	settleStep = 500 * time.Millisecond
	settleMost = 8 * time.Second
)

// idleCPU starts cmd, lets it settle (at least settle, then until a settleStep goes nearly still, at most
// settleMost), and returns the share of one core it used over the window after that (100: a core busy all
// along), and what it wrote on stderr; it ends cmd then. It fails tb when cmd ends by itself before.
func idleCPU(tb testing.TB, cmd *exec.Cmd, settle, window time.Duration) (percent float64, stderr string) {
	tb.Helper()
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	require.NoError(tb, cmd.Start())
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	defer func() {
		if cmd.ProcessState == nil {
			_ = cmd.Process.Kill()
			<-done
		}
	}()
	alive := func(when string) {
		select {
		case err := <-done:
			require.FailNow(tb, "the program ended "+when, "%v: %v\n%s", cmd.Args, err, errOut.String())
		default:
		}
	}
	time.Sleep(settle)
	t0, err := cpuTicks(cmd.Process.Pid)
	require.NoError(tb, err)
	for waited := settle; waited < settleMost; waited += settleStep {
		time.Sleep(settleStep)
		alive("while it settled")
		t, err := cpuTicks(cmd.Process.Pid)
		require.NoError(tb, err)
		t0, t = t, t-t0
		if t <= 2 {
			break
		}
	}
	start := time.Now()
	time.Sleep(window)
	t1, err := cpuTicks(cmd.Process.Pid)
	require.NoError(tb, err)
	elapsed := time.Since(start)
	alive("while it was measured")
	_ = cmd.Process.Kill()
	<-done
	return float64(t1-t0) / userHZ / elapsed.Seconds() * 100, errOut.String()
}

// idleBound is the most CPU the idle game may use with sound on in TestIdleCPUWithSound: a loose bound for a
// loaded machine (what it uses is 0; BenchmarkIdleCPU prints it). Before the sound device slept (issue 35),
// ALSA's null device took 24–95% of a core.
const idleBound = 10

// TestIdleCPUWithSound: the player's game left alone, with sound on ALSA's null device (a device that never
// makes the mixer wait), uses next to no CPU: the loop waits for input (render/idle.go) and the sound device
// sleeps while nothing plays (render/audio_device.go). Counted in the process's CPU ticks over three seconds
// once it has gone still (idleCPU: two seconds at least; the loop sleeps after half a second with nothing to
// draw, the device as soon as it opens).
func TestIdleCPUWithSound(t *testing.T) {
	display := os.Getenv("DISPLAY")
	if display == "" {
		t.Skip("no display: run under xvfb-run, as .ci/test does")
	}
	bin := build(t, t.TempDir(), "cleave", gamePkg)
	cmd := exec.Command(bin, "--seed", "1")
	cmd.Env = soundEnv(t, display)
	cpu, stderr := idleCPU(t, cmd, 2*time.Second, 3*time.Second)
	t.Logf("idle with sound on: %.1f%% of a core", cpu)
	assert.NotContains(t, stderr, "no sound", "the null device opens: the sound is on")
	assert.LessOrEqual(t, cpu, float64(idleBound), "the idle game's CPU, in % of a core, with sound on ALSA's null device")
}

// startXvfb starts an X server of its own with one screen of size (WxHxDEPTH) for a benchmark and returns its
// display; it ends with the benchmark. The screen 712x534 gives the game a window of 640×480 (ui.WindowSize
// leaves a tenth for the desktop's bars), the empty program's: the two draw the same pixels.
func startXvfb(b *testing.B, size string) string {
	b.Helper()
	if _, err := exec.LookPath("Xvfb"); err != nil {
		b.Skip("no Xvfb")
	}
	r, w, err := os.Pipe()
	require.NoError(b, err)
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", size, "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w} // fd 3: Xvfb writes its display number there once it listens
	require.NoError(b, cmd.Start())
	w.Close()
	b.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	line, err := bufio.NewReader(r).ReadString('\n')
	r.Close()
	require.NoError(b, err, "Xvfb's display number")
	return ":" + strings.TrimSpace(line)
}

// rounds is how many interleaved rounds of the game and the empty program a desktop benchmark runs; it
// reports their medians.
const rounds = 5

// median is the median of xs (xs is sorted).
func median(xs []float64) float64 {
	slices.Sort(xs)
	n := len(xs)
	if n%2 == 1 {
		return xs[n/2]
	}
	return (xs[n/2-1] + xs[n/2]) / 2
}

// ratio is a/b, 0 when b is 0.
func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

// BenchmarkIdleCPU prints the idle game's CPU with sound on beside the empty Ebitengine program's, both
// built here with the same flags, in windows of the same size on an X server of its own, with ALSA's null
// device: rounds interleaved rounds, each program let settle (idleCPU) then counted over 5 s; the medians in %
// of a core (idle-cpu-%, empty-idle-cpu-%) and their ratio (idle-ratio). Issue 35's goal: 0 while nothing
// moves and no sound plays. The empty program does not wait for input: it runs 60 ticks a second.
//
//	go test -run '^$' -bench BenchmarkIdleCPU -count 1 .
func BenchmarkIdleCPU(b *testing.B) {
	gameBin, emptyBin := buildPair(b)
	display := startXvfb(b, "712x534x24")
	var games, empties []float64
	for i := range rounds {
		run := func(empty bool) {
			cmd := exec.Command(gameBin, "--seed", "1")
			if empty {
				cmd = exec.Command(emptyBin)
			}
			cmd.Env = soundEnv(b, display)
			cpu, stderr := idleCPU(b, cmd, 2*time.Second, 5*time.Second)
			if empty {
				empties = append(empties, cpu)
			} else {
				require.NotContains(b, stderr, "no sound", "the null device opens")
				games = append(games, cpu)
			}
		}
		run(i%2 == 1) // the game first in one round, the empty program in the next
		run(i%2 == 0)
		b.Logf("round %d: the game %.2f%%, the empty program %.2f%% of a core", i+1, games[i], empties[i])
	}
	g, e := median(games), median(empties)
	b.ReportMetric(g, "idle-cpu-%")
	b.ReportMetric(e, "empty-idle-cpu-%")
	b.ReportMetric(ratio(g, e), "idle-ratio")
}

// startCost runs cmd to its end and returns the CPU it used (user and system, seconds) and its peak resident
// memory (MB).
func startCost(b *testing.B, cmd *exec.Cmd) (cpu, rssMB float64) {
	b.Helper()
	out, err := cmd.CombinedOutput()
	require.NoError(b, err, "%v: %s", cmd.Args, out)
	ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	require.True(b, ok, "no rusage")
	tv := func(t syscall.Timeval) float64 { return float64(t.Sec) + float64(t.Usec)/1e6 }
	return tv(ru.Utime) + tv(ru.Stime), float64(ru.Maxrss) / 1024 // Maxrss: kB on Linux
}

// BenchmarkStart prints the game's start to its first frame beside the empty Ebitengine program's, both built
// here with the same flags, in windows of the same size on an X server of its own, with ALSA's null device:
// the game's --seed 1 --frames 1 (a new game, its first frame drawn, then it quits) against the empty
// program's EMPTYGAME_FRAMES=1, in rounds interleaved rounds. It reports the medians of the CPU each used,
// user and system (start-cpu-ms, empty-start-cpu-ms, cpu-ratio), and of their peak resident memory
// (peak-rss-MB, empty-peak-rss-MB, rss-ratio). Issue 35's goal: a ratio of 1.5 or less for the CPU, 1.15 or
// less for the memory.
//
//	go test -run '^$' -bench BenchmarkStart -count 1 .
func BenchmarkStart(b *testing.B) {
	gameBin, emptyBin := buildPair(b)
	display := startXvfb(b, "712x534x24")
	var cpu, empCPU, rss, empRSS []float64
	for i := range rounds { // the game first in one round, the empty program in the next
		for _, empty := range []bool{i%2 == 1, i%2 == 0} {
			if empty {
				cmd := exec.Command(emptyBin)
				cmd.Env = soundEnv(b, display, "EMPTYGAME_FRAMES=1")
				c, m := startCost(b, cmd)
				empCPU, empRSS = append(empCPU, c), append(empRSS, m)
				continue
			}
			cmd := exec.Command(gameBin, "--seed", "1", "--frames", "1")
			cmd.Env = soundEnv(b, display)
			c, m := startCost(b, cmd)
			cpu, rss = append(cpu, c), append(rss, m)
		}
		b.Logf("round %d: the game %.0f ms %.1f MB, the empty program %.0f ms %.1f MB", i+1, cpu[i]*1000, rss[i], empCPU[i]*1000, empRSS[i])
	}
	c, ec, m, em := median(cpu), median(empCPU), median(rss), median(empRSS)
	b.ReportMetric(c*1000, "start-cpu-ms")
	b.ReportMetric(ec*1000, "empty-start-cpu-ms")
	b.ReportMetric(ratio(c, ec), "cpu-ratio")
	b.ReportMetric(m, "peak-rss-MB")
	b.ReportMetric(em, "empty-peak-rss-MB")
	b.ReportMetric(ratio(m, em), "rss-ratio")
}
