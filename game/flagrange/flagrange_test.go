package flagrange

import (
	"flag"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFlagWording: every refusal of the flag package is said in the one wording, the flag with two dashes;
// each value refuses what it says is outside its range, and reads numbers in decimal (a seed in 0x too).
func TestFlagWording(t *testing.T) {
	var (
		n     int
		seed  uint64
		speed float64
		on    bool
		name  string
	)
	fs := flag.NewFlagSet("cmd", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	values := []Value{&Int{P: &n, Min: 1, Max: 70, Note: "cells"}, &Uint64{P: &seed}, &Float{P: &speed, Min: 0.25, Max: 64, Zero: true},
		&Bool{P: &on}, &OneOf{P: &name, Names: []string{"bot", "melee"}}}
	for i, v := range values {
		fs.Var(v, []string{"n", "seed", "speed", "on", "ai"}[i], "")
	}
	for args, want := range map[string]string{
		"--n -1":       `invalid value "-1" for flag --n: want 1 to 70 cells`,
		"--n=0x10":     `invalid value "0x10" for flag --n: want 1 to 70 cells`,
		"--on=maybe":   `invalid value "maybe" for flag --on: want true or false (the flag alone: true)`,
		"--speed 0.1":  `invalid value "0.1" for flag --speed: want 0, or 0.25 to 64`,
		"--ai=x:\"y\"": `invalid value "x:\"y\"" for flag --ai: want one of bot, melee`,
		"--n":          `flag --n needs a value: want 1 to 70 cells`,
		"--nope":       `no such flag --nope (cmd -h lists the flags)`,
		"---n 3":       `bad flag syntax: ---n (cmd -h lists the flags)`,
	} {
		assert.Equal(t, want, ParseError(fs, fs.Parse(strings.Fields(args))).Error(), args)
	}
	for _, v := range values {
		for _, s := range v.Outside() {
			assert.Error(t, v.Set(s), "%T %q", v, s)
		}
	}
	assert.NoError(t, fs.Parse(strings.Fields("--n 010 --seed 010 --speed 0 --on --ai MELEE")))
	assert.Equal(t, []any{10, uint64(10), 0.0, true, "melee"}, []any{n, seed, speed, on, name})
	assert.NoError(t, fs.Parse([]string{"--seed=0x10"}))
	assert.Equal(t, uint64(16), seed)
}
