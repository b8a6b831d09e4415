// Tests of the autosave: when it saves, and that death removes the save.

package save

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func TestAutoSave(t *testing.T) {
	st := &MemStore{}
	sv := &AutoSaver{store: st}
	g := newGame(t, 4)
	sv.Frame(g)
	assert.Nil(t, st.Data, "nothing to save yet")
	for i := 0; i < saveEvery; i++ {
		g.Act(game.Action{Kind: game.ActWait})
	}
	sv.Frame(g)
	require.NotNil(t, st.Data, "saved after saveEvery turns")
	back, err := Decode(st.Data, nil)
	require.NoError(t, err)
	assert.Equal(t, g.Turns, back.Turns)
	g.Over = true
	sv.Frame(g)
	assert.Nil(t, st.Data, "death removes the save")
	var none *AutoSaver
	none.Frame(g) // a nil AutoSaver does nothing
	none.Quit(g)
}
