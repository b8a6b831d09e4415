//go:build !js

// Saves from before the goal (issue 20) still load: their layout is a version of migrate.go's.

package save

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

// A save written before State gained Artefact and Won, and Level gained Theme, loads: gob leaves out zero
// fields, so a game with none of them set is the very payload the older version wrote, under its layout and
// in its format (3: the gob not yet deflated).
func TestSaveFromBeforeTheGoalLoads(t *testing.T) {
	s := snapshot(t, playBot(t, 3, 200))
	for _, f := range s.State.Floors {
		f.Level.Theme = "" // the older version had no themes
	}
	require.False(t, s.State.Artefact || s.State.Won)
	var buf bytes.Buffer
	// as version 14 named them (a build of a next version, saved_next.go, names the random state otherwise)
	require.NoError(t, gob.NewEncoder(&buf).Encode(struct {
		State game.State
		RNG   []byte
	}{s.State, *s.random()}))
	old := versions[13].layout // version 14: format 3, before Luck and the goal
	g, err := Decode(envelope(plainFormat, old[:], buf.Bytes()), nil)
	require.NoError(t, err, "a save of the layout before the goal loads")
	assert.False(t, g.Artefact || g.Won)
	assert.Equal(t, s.State.Turns, g.Turns)
	bad := old
	bad[0] ^= 0xff
	_, err = Decode(envelope(plainFormat, bad[:], buf.Bytes()), nil)
	assert.ErrorIs(t, err, ErrVersion, "another layout is still refused")
}

// A save's format and layout go together: this format only with this layout, the formats before it only with
// the layouts before it (which migrate reads); any other pairing is another version's, refused.
func TestFormatAndLayoutGoTogether(t *testing.T) {
	g, err := game.New(game.Config{Seed: 5, Rules: "nethack"})
	require.NoError(t, err)
	b, err := Encode(g)
	require.NoError(t, err)
	_, err = Decode(b, g.Data())
	require.NoError(t, err)
	old := slices.Clone(b)
	copy(old[len(saveMagic)+2:], versions[16].layout[:]) // version 17's, of format 4
	_, err = Decode(old, g.Data())
	require.ErrorIs(t, err, ErrVersion, "this format with an older layout")
	old = slices.Clone(b)
	binary.BigEndian.PutUint16(old[len(saveMagic):], 4)
	_, err = Decode(old, g.Data())
	require.ErrorIs(t, err, ErrVersion, "an older format with this layout")
	old[len(saveMagic)+2] ^= 0xff
	_, err = Decode(old, g.Data())
	require.ErrorIs(t, err, ErrVersion, "any other layout")
}
