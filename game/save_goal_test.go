//go:build !js

// Saves from before the goal (issue 20) still load: their layout is among olderLayouts.

package game

import (
	"bytes"
	"encoding/gob"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	require.NoError(t, gob.NewEncoder(&buf).Encode(s))
	old := olderLayouts[0]
	g, err := Decode(envelope(plainSaveFormat, old[:], buf.Bytes()), nil)
	require.NoError(t, err, "a save of the layout before the goal loads")
	assert.False(t, g.Artefact || g.Won)
	assert.Equal(t, s.State.Turns, g.Turns)
	bad := old
	bad[0] ^= 0xff
	_, err = Decode(envelope(plainSaveFormat, bad[:], buf.Bytes()), nil)
	assert.ErrorIs(t, err, ErrVersion, "another layout is still refused")
}
