// Tests of the headless designer command: it links no Ebitengine, builds without a C compiler and runs
// with no display.

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// goEnv is the environment of a go command or of the built designer: no cgo, no display.
func goEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "DISPLAY=") && !strings.HasPrefix(kv, "WAYLAND_DISPLAY=") && !strings.HasPrefix(kv, "CGO_ENABLED=") {
			env = append(env, kv)
		}
	}
	return append(env, "CGO_ENABLED=0")
}

// TestLinksNoEbitengine: nothing the command imports, however deep, is Ebitengine or a window system.
func TestLinksNoEbitengine(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Env = goEnv()
	out, err := cmd.Output()
	require.NoError(t, err)
	deps := strings.Fields(string(out))
	require.Contains(t, deps, "github.com/cleave-game/cleave/game/cli", "the list is of the command's imports")
	for _, p := range deps {
		assert.False(t, strings.Contains(p, "ebiten") || strings.Contains(p, "glfw") || strings.Contains(p, "jezek/xgb"),
			"the designer command must not link %s", p)
	}
}

// TestOddsWithoutDisplay builds the command with CGO_ENABLED=0 and runs it with no DISPLAY: Thora's blow
// against a kobold (README), the usage for no command, and a bad weapon's exit status.
func TestOddsWithoutDisplay(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	bin := filepath.Join(t.TempDir(), "designer")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Env = goEnv()
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)

	run := func(args ...string) (string, string, int) {
		cmd := exec.Command(bin, args...)
		cmd.Env = goEnv()
		var stdout, stderr strings.Builder
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		if exit, ok := err.(*exec.ExitError); ok {
			code = exit.ExitCode()
		} else {
			require.NoError(t, err)
		}
		return stdout.String(), stderr.String(), code
	}
	stdout, stderr, code := run("odds", "--weapon", "long sword", "--str", "15", "--rank", "2", "--target", "kobold")
	require.Equal(t, 0, code, stderr)
	assert.Regexp(t, `(?m)^Hit\s+85\.4%$`, stdout)
	assert.Regexp(t, `(?m)^Defence\s+.*need 8\)$`, stdout)

	stdout, stderr, code = run("balance", "--target", "kobold", "--csv")
	require.Equal(t, 0, code, stderr)
	assert.True(t, strings.HasPrefix(stdout, "weapon,target,hit,"), stdout)

	_, stderr, code = run()
	assert.Equal(t, 2, code)
	assert.Contains(t, stderr, "usage: designer COMMAND")
	assert.Contains(t, stderr, "odds")

	_, stderr, code = run("odds", "--weapon", "lightsaber", "--target", "kobold")
	assert.Equal(t, 2, code)
	assert.True(t, strings.HasPrefix(stderr, `designer odds: invalid value "lightsaber" for flag --weapon: unknown weapon "lightsaber"`), stderr)
}
