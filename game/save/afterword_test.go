package save

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// afterword is a stand-in for game/hindsight's Watcher: lines that are ready once ready is set.
type afterword struct {
	ready bool
	lines []string
}

func (a *afterword) Ready() bool    { return a.ready }
func (a *afterword) Wait() []string { return a.lines }

// TestMorgueAfterword (issue 34, part 2): a death is filed once what would have saved the player is worked
// out (not before), and its morgue file ends with those lines.
func TestMorgueAfterword(t *testing.T) {
	g := newGame(t, 3)
	st := &MemStore{}
	sv, _, _, err := startAutoSave(english, st, nil)
	require.NoError(t, err)
	aw := &afterword{lines: []string{"What would have saved you (the fight replayed from its start, 100 times each):", "  In the defensive stance you would have lived 71 times in 100."}}
	sv.SetAfterword(aw)
	sv.Frame(g)
	g.Player.Dead, g.Over = true, true
	sv.Frame(g)
	require.Empty(t, st.Morgues, "no morgue file before the afterword is worked out")
	aw.ready = true
	sv.Frame(g)
	require.Len(t, st.Morgues, 1)
	for _, text := range st.Morgues {
		require.True(t, strings.HasSuffix(string(text), strings.Join(aw.lines, "\n")+"\n"), "the morgue file:\n%s", text)
	}
}
