package save

import (
	"bytes"
	"errors"
	"io"
	"math"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"codeberg.org/anaseto/gruid"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
)

// longestName is the longest of names.
func longestName(names []string) string {
	s := ""
	for _, n := range names {
		if len(n) > len(s) {
			s = n
		}
	}
	return s
}

// longestStep is an action with every field at once, each at its longest: the stance and the spell the
// longest names of d's, a point and an item beyond any level and pack (no action has them all).
func longestStep(stance, spell string) game.Action {
	return game.Action{Kind: game.ActBot - 1, Dir: dirs[7], Target: gruid.Point{X: 999, Y: 999}, Item: 999, Slot: 255, Off: true,
		Stance: stance, Spell: spell, Option: 255, Choice: 255}
}

// repeatReader is a header, then line again and again, n times (n < 0: for ever), counting what it gave.
type repeatReader struct {
	head, line []byte
	n          int
	pos        int // in the current line (the header first)
	given      int64
}

func (r *repeatReader) Read(p []byte) (int, error) {
	w := 0
	for w < len(p) {
		cur := r.line
		if r.head != nil {
			cur = r.head
		} else if r.n == 0 {
			break
		}
		c := copy(p[w:], cur[r.pos:])
		w, r.pos = w+c, r.pos+c
		if r.pos == len(cur) {
			r.pos = 0
			if r.head != nil {
				r.head = nil
			} else if r.n > 0 {
				r.n--
			}
		}
	}
	r.given += int64(w)
	if w == 0 {
		return 0, io.EOF
	}
	return w, nil
}

// TestReplayBoundHoldsTheLongestGame: the bound holds the longest game a player can play, with room: a
// million actions (MaxReplayActions) each of the longest line the shipped data can write, every field at
// once and a pause of the longest time a line can say, reads and parses; so do a header and an action line
// with every name at the longest the data allow, in characters of 4 bytes.
func TestReplayBoundHoldsTheLongestGame(t *testing.T) {
	d, err := assets.Load(nil)
	require.NoError(t, err)
	line := stepLine(math.MaxInt64, longestStep(longestName(d.StanceNames()), longestName(d.SpellNames())))
	def := game.DefaultCharacter(d)
	head := ReplayHeader{Seed: math.MaxUint64, Character: def, Rules: longestName(d.RuleSets().Names()), Data: DataFingerprint(d),
		Daily: "2026-12-01", Started: time.Now()}.Line()
	t.Logf("the longest action line of the shipped data: %d bytes %q", len(line), line)
	assert.LessOrEqual(t, len(head)+MaxReplayActions*len(line), MaxReplayBytes, "a million of the longest lines fit")

	wide := strings.Repeat("\U0001D11E", assets.MaxNameLen) // 64 characters of 4 bytes each, 12 escaped
	wideLine := stepLine(math.MaxInt64, longestStep(wide, wide))
	wideHead := ReplayHeader{Seed: math.MaxUint64, Character: game.Character{Name: wide, Race: wide, Background: wide},
		Rules: wide, Data: strings.Repeat("f", 16), Daily: "2026-12-01", Started: time.Now()}.Line()
	t.Logf("with names at their longest: an action line of %d bytes, a header of %d", len(wideLine), len(wideHead))
	assert.LessOrEqual(t, len(wideLine), MaxReplayLine)
	assert.LessOrEqual(t, len(wideHead), MaxReplayLine)

	if testing.Short() {
		t.Skip("the replay of a million actions: not with -short")
	}
	real := HeaderOf(mustGame(t), "", time.Now()).Line()
	b, err := readReplay(&repeatReader{head: real, line: line, n: MaxReplayActions}, "long.txt", -1)
	require.NoError(t, err, "the longest game's replay is read")
	assert.Len(t, b, len(real)+MaxReplayActions*len(line))
	// (ParseReplay takes a million actions: TestReplayReadBounded)
}

func mustGame(t *testing.T) *game.Game {
	t.Helper()
	g, err := game.New(game.Config{Seed: 1})
	require.NoError(t, err)
	return g
}

// TestReplayReadBounded: what is no replay is refused at its first bytes (/dev/zero); a replay larger than
// MaxReplayBytes after no more than that is read (a file whose size says so, before any), one with more
// than MaxReplayActions actions or a longer line than MaxReplayLine as it is parsed; each says the bound.
func TestReplayReadBounded(t *testing.T) {
	zeros := &repeatReader{line: []byte{0}, n: -1}
	_, err := readReplay(zeros, "/dev/zero", -1)
	require.ErrorIs(t, err, ErrReplay)
	assert.Contains(t, err.Error(), `/dev/zero: not a readable replay: it does not begin with "cleave-replay 1"`)
	assert.LessOrEqual(t, zeros.given, int64(64), "read no more than its first bytes")

	head := HeaderOf(mustGame(t), "", time.Now()).Line()
	endless := &repeatReader{head: head, line: []byte("0 0\n"), n: -1}
	_, err = readReplay(endless, "big.txt", -1)
	require.ErrorIs(t, err, ErrReplayTooLarge)
	assert.Contains(t, err.Error(), "big.txt: not a readable replay: larger than a replay can be: a replay holds at most 1000000 actions, 128 MiB")
	assert.LessOrEqual(t, endless.given, int64(MaxReplayBytes+64*1024), "read no more than the bound")
	runtime.GC() // the 128 MiB read is garbage: the cases below need not add to it

	sized := &repeatReader{head: head, line: []byte("0 0\n"), n: -1}
	_, err = readReplay(sized, "sized.txt", 300<<20)
	require.ErrorIs(t, err, ErrReplayTooLarge)
	assert.Zero(t, sized.given, "a file whose size is over the bound is not read")

	ok := &repeatReader{head: head, line: []byte("0 0\n"), n: 10}
	b, err := readReplay(ok, "ok.txt", -1)
	require.NoError(t, err)
	r, err := ParseReplay(b)
	require.NoError(t, err)
	assert.Len(t, r.Steps, 10)

	many, err := io.ReadAll(&repeatReader{head: head, line: []byte("0 0\n"), n: MaxReplayActions + 1})
	require.NoError(t, err)
	_, err = ParseReplay(many)
	require.ErrorIs(t, err, ErrReplayTooLarge)
	assert.Contains(t, err.Error(), "more than 1000000 actions")
	_, err = ParseReplay(many[:len(many)-len("0 0\n")])
	require.NoError(t, err, "a million is not too many")

	long := append(append([]byte{}, head...), []byte("0 0 c"+strings.Repeat("x", MaxReplayLine)+"\n")...)
	_, err = ParseReplay(long)
	require.ErrorIs(t, err, ErrReplayTooLarge)
	assert.Contains(t, err.Error(), "a line is longer than 4096 bytes")
	assert.NotContains(t, err.Error(), "token too long")

	_, err = ParseReplay(make([]byte, MaxReplayBytes+1))
	require.ErrorIs(t, err, ErrReplayTooLarge)

	if runtime.GOOS == "linux" {
		start := time.Now()
		_, err := ReadReplay("/dev/zero")
		require.ErrorIs(t, err, ErrReplay)
		assert.Less(t, time.Since(start), time.Second)
		big := t.TempDir() + "/big.txt"
		f, err := os.Create(big)
		require.NoError(t, err)
		require.NoError(t, f.Truncate(MaxReplayBytes+1)) // sparse: nothing written
		require.NoError(t, f.Close())
		_, err = ReadReplay(big)
		require.True(t, errors.Is(err, ErrReplayTooLarge), "%v", err)
		assert.True(t, bytes.Contains([]byte(err.Error()), []byte("128 MiB")))
	}
}
