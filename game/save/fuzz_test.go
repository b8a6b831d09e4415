// The fuzz target of the save decoder (issue 29): whatever the bytes, a load refuses them or gives a game
// that keeps the rules of the world, without a panic and within bounded memory. In CI for 40,000 inputs
// (.ci/test); for longer, as the README says (a count, not a duration: go.dev/issue/75804):
//
//	go test -run '^$' -fuzz '^FuzzDecode$' -fuzztime 5000000x -fuzzminimizetime 10x ./game/save/

//go:build !js

package save

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/game"
)

// fuzzTurns is how many of the bot's turns a game that loads is played on, its rules checked after each.
const fuzzTurns = 10

// stored is save data with its payload stored rather than deflated (deflate's blocks of no compression,
// RFC 1951 §3.2.4): the gob shows through, so that the fuzzer's changes reach it.
func stored(t testing.TB, data []byte) []byte {
	t.Helper()
	var out bytes.Buffer
	w, err := flate.NewWriter(&out, flate.NoCompression)
	require.NoError(t, err)
	_, err = w.Write(plainOf(t, data))
	require.NoError(t, err)
	require.NoError(t, w.Close())
	return sealed(append(bytes.Clone(data[:saveHeaderLen]), out.Bytes()...))
}

// sealed is data with the length and checksum of its header set to those of its payload, as a save of
// that payload would have them: a changed payload gets past them to the inflater and the decoder. Data
// shorter than a header is as it is.
func sealed(data []byte) []byte {
	if len(data) < saveHeaderLen {
		return data
	}
	out := bytes.Clone(data)
	payload := out[saveHeaderLen:]
	binary.BigEndian.PutUint32(out[saveHeaderLen-8:], uint32(len(payload)))
	binary.BigEndian.PutUint32(out[saveHeaderLen-4:], crc32.Checksum(payload, crcTable()))
	return out
}

// fuzzSaves are real saves to begin the corpus with: those of every version kept in testdata/saves, and one
// of a game of the bot's under each rule set.
func fuzzSaves(f *testing.F) [][]byte {
	old, err := filepath.Glob(filepath.Join("testdata", "saves", "*.sav"))
	require.NoError(f, err)
	require.NotEmpty(f, old)
	var saves [][]byte
	for _, name := range old {
		b, err := os.ReadFile(name)
		require.NoError(f, err)
		saves = append(saves, b)
	}
	for i, rules := range registry.List().Names() {
		g, err := game.New(game.Config{Seed: uint64(i + 1), Rules: rules})
		require.NoError(f, err)
		for j := 0; j < 300 && !g.Over; j++ {
			g.Act(g.BotAction())
		}
		b, err := Encode(g)
		require.NoError(f, err)
		saves = append(saves, b)
	}
	return saves
}

// FuzzDecode: for any bytes, Decode refuses them (an error of ErrDamaged or ErrVersion, and no game) or
// gives a game that keeps the rules of the world (game.Check) and keeps them while the bot plays it on;
// never a panic, and never more memory allocated than four times the bound of a save (maxPlainLen), and
// for a save of an older version the budget of its tree beside (treeBudget: issue 30). Each
// input is decoded as it is and sealed (its length and checksum set right: past them, it reaches the
// inflater and gob). The corpus begins with real saves of every version, each deflated one also with its
// payload stored, not deflated.
func FuzzDecode(f *testing.F) {
	d := newGame(f, 1).Data()
	limit := uint64(maxPlainLen(d))
	for _, b := range fuzzSaves(f) {
		f.Add(b)
		if binary.BigEndian.Uint16(b[len(saveMagic):]) > plainFormat {
			f.Add(stored(f, b))
		}
	}
	f.Add([]byte{})
	f.Add([]byte(saveMagic))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, in := range [][]byte{data, sealed(data)} {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			g, err := Decode(in, d)
			runtime.ReadMemStats(&after)
			bound := 4 * limit
			if older(in) {
				bound += uint64(treeBudget(int(limit)))
			}
			if n := after.TotalAlloc - before.TotalAlloc; n > bound {
				t.Fatalf("Decode allocated %d bytes, more than four times the bound of a save (%d) and, for an older version, the budget of its tree: %v", n, limit, err)
			}
			if err != nil {
				if g != nil || !(errors.Is(err, ErrDamaged) || errors.Is(err, ErrVersion)) {
					t.Fatalf("Decode: %v, %v", g, err)
				}
				continue
			}
			if err := g.Check(); err != nil {
				t.Fatalf("a game that breaks the rules of the world loads: %v", err)
			}
			if err := playChecked(g); err != nil {
				t.Fatal(err)
			}
		}
	})
}

// older reports data whose header names a version of the save older than this build's: its payload is
// read into a tree (gobtree.go) within a budget of its own.
func older(data []byte) bool {
	if len(data) < saveHeaderLen {
		return false
	}
	i, ok := saves.find(binary.BigEndian.Uint16(data[len(saveMagic):]), [8]byte(data[len(saveMagic)+2:]))
	return ok && i < len(saves.versions)-1
}

// playChecked plays the bot for fuzzTurns turns of g, checking the rules of the world after each, and
// reports a panic (with its stack), a broken rule, or turns that do not end within forgedTimeout.
func playChecked(g *game.Game) error {
	done := make(chan error, 1)
	go func() {
		defer func() {
			if r := recover(); r != nil {
				done <- fmt.Errorf("panic: %v\n%s", r, debug.Stack())
			}
		}()
		for i := 0; i < fuzzTurns && !g.Over; i++ {
			g.Act(g.BotAction())
			if err := g.Check(); err != nil {
				done <- fmt.Errorf("turn %d of a game loaded: %w", g.Turns, err)
				return
			}
		}
		done <- nil
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(forgedTimeout):
		return fmt.Errorf("%d turns did not end in %v", fuzzTurns, forgedTimeout)
	}
}
