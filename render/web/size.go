package main

import (
	"context"
	"fmt"
	"os"
)

// SizeGoal is issue 35's goal for the game's module: at most this many times the empty Ebitengine program's
// (render/internal/emptygame) as sent, brotli and gzip alike.
const SizeGoal = 1.25

// Sizes of the game's module beside the empty Ebitengine program's, both built by buildModule with the same
// flags (-trimpath -ldflags=-s -w) and compressed at the same levels.
type Sizes struct {
	Game, Empty Site
}

// Ratios are the game's module's sizes over the empty program's: raw, gzip and brotli.
func (s Sizes) Ratios() (raw, gz, br float64) {
	r := func(a, b int) float64 { return float64(a) / float64(b) }
	return r(s.Game.Raw, s.Empty.Raw), r(s.Game.Gzip, s.Empty.Gzip), r(s.Game.Brotli, s.Empty.Brotli)
}

// String is the report `go run ./render/web --size` prints: both modules' sizes and the ratios.
func (s Sizes) String() string {
	raw, gz, br := s.Ratios()
	return fmt.Sprintf("game:  %s\nempty: %s\ngame/empty: %.2f× raw, %.2f× gzip, %.2f× brotli (goal: ≤ %.2f× gzip and brotli)",
		s.Game.Sizes(), s.Empty.Sizes(), raw, gz, br, SizeGoal)
}

// MeasureSizes builds the game's module (the package the site's module is built from) and the empty
// Ebitengine program's with the same flags into a temporary directory, and weighs them.
func MeasureSizes(ctx context.Context) (Sizes, error) {
	var s Sizes
	root, err := moduleRoot(ctx)
	if err != nil {
		return s, err
	}
	dir, err := os.MkdirTemp("", "cleave-size")
	if err != nil {
		return s, err
	}
	defer os.RemoveAll(dir)
	flags := []string{"-ldflags=-s -w"}
	if _, _, _, _, err := buildModule(ctx, root, dir, "cleave.wasm", ".", flags, &s.Game); err != nil {
		return s, err
	}
	if _, _, _, _, err := buildModule(ctx, root, dir, "emptygame.wasm", "./render/internal/emptygame", flags, &s.Empty); err != nil {
		return s, err
	}
	return s, nil
}
