package main

import (
	"context"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sizeCeiling holds the game's module from growing back while issue 35's goal (SizeGoal) is not met: the
// game's module over the empty Ebitengine program's, gzip and brotli, may not pass it. It comes down toward
// SizeGoal as the module shrinks.
//
// Issue 38 raised it from 1.85. Its screen reader in the browser (the log's live region, the screens' text,
// the surroundings key: render/ui/a11y.go, render/a11y*.go, game/surroundings.go) costs 14,101 bytes gzip,
// 9,215 brotli (1.8477× gzip before it, 1.8535× with it); its catalogue of texts and second language
// 55.8 kB gzip (1.848× before, 1.871× after: about 10 kB of it the texts, the rest the template evaluator,
// the strict reader of assets/lang and the code of the messages and screens through it). Both together:
// 1.8777× gzip, 1.8624× brotli (`go run ./render/web --size` at their merge); with the give-up and its
// touch answers, the kept bot walks and the scale-1 drawing of the same round 1.8814× and 1.8663×, so 1.885.
// Issue 38's part 2 in render, the saves and the leaderboard's client (their words in the catalogue, English
// and Russian: the side panel, the morgue file, the high scores, the notes, the page's end screen) costs
// 27,247 bytes gzip, 18,749 brotli (1.8829× gzip before, 1.8940× after; 1.8674× and 1.8768× brotli): about
// 7.8 kB of it the texts, the rest the code that says them through the catalogue. The whole of part 2 (every
// player-facing word in the catalogue, eight areas merged, and all of the data's prose in Russian) takes the
// module from 1.8829× to 1.9645× gzip and 1.8673× to 1.9449× brotli (`go run ./render/web --size` at the
// merge: 4,794,916 bytes gzip against the empty program's 2,440,812): 83 kB gzip the texts of both languages
// (Russian is two bytes a letter), the rest the code that says them. So 1.97 (issue 35's WASM row is blocked).
const sizeCeiling = 1.97

// TestModuleSize (issue 35, the download): the game's module and the empty Ebitengine program's, built by
// buildModule with the same flags and compressed alike (`go run ./render/web --size` prints the same), the
// game's at most sizeCeiling times the empty program's as sent, gzip and brotli; the log says how far from
// the goal, SizeGoal.
func TestModuleSize(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	s, err := MeasureSizes(ctx)
	require.NoError(t, err)
	t.Log("\n" + s.String())
	_, gz, br := s.Ratios()
	require.Greater(t, s.Empty.Brotli, 0)
	assert.LessOrEqual(t, gz, sizeCeiling, "the game's module, gzip, over the empty program's")
	assert.LessOrEqual(t, br, sizeCeiling, "the game's module, brotli, over the empty program's")
	if gz > SizeGoal || br > SizeGoal {
		t.Logf("issue 35's goal, %.2f×, is not met yet: %.2f× gzip, %.2f× brotli", SizeGoal, gz, br)
	}
}

// TestModuleHoldsNoDesignerCommands: the game's browser module holds none of the designer's commands (the
// designer page is a module of its own): game/cli, its census and its charts stay out, as render/launch keeps
// them (the sandbox's console once brought game/cli in for its Wilson interval: +0.05× the empty program).
func TestModuleHoldsNoDesignerCommands(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "github.com/cleave-game/cleave")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	require.NoError(t, err)
	require.Contains(t, string(out), "github.com/cleave-game/cleave/game\n", "the list is the game's module")
	for _, pkg := range []string{"game/cli", "game/census", "game/leaderboard\n"} {
		assert.NotContains(t, string(out), "github.com/cleave-game/cleave/"+pkg, "the browser's game module")
	}
}
