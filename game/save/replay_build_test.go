// A replay names the build that recorded it, and one played by another build (or with other data) says in one
// sentence that it may not play back as it was played; a load finds the save it loads among the replay's
// marks, so that a crash between the replay's mark and the save (two stores in the browser) leaves a replay
// that plays.

package save

import (
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/game"
)

func TestReplayNamesItsBuild(t *testing.T) {
	g := mustNew(t)
	h := HeaderOf(g, "", time.Unix(0, 0))
	require.Equal(t, Build(), h.Build)
	h.Build = "abc123+dirty"
	r, err := ParseReplay(h.Line())
	require.NoError(t, err)
	assert.Equal(t, "abc123+dirty", r.Header.Build, "the build is read back from the header")

	assert.Empty(t, r.mismatch(english, g.Data(), nil, "abc123+dirty"), "the same build with the same data: exact")
	w := r.mismatch(english, g.Data(), nil, "def456")
	assert.Equal(t, "This replay was recorded by another build of Cleave (abc123+dirty; this is def456): it may not play back as it was played.", w)

	d := *g.Data()
	d.Rules.LightRadius++
	w = r.mismatch(english, &d, nil, "def456")
	assert.Contains(t, w, "by another build of Cleave (abc123+dirty; this is def456) and with other data")
	assert.Equal(t, 1, strings.Count(w, "may not play back"), "one sentence says both: %q", w)
	assert.NotContains(t, w, "\n")

	// a replay of a build that named none (recorded before builds were named) is of another build
	old := strings.Replace(string(h.Line()), "&build=abc123%2Bdirty", "", 1)
	require.NotEqual(t, string(h.Line()), old)
	r, err = ParseReplay([]byte(old))
	require.NoError(t, err)
	assert.Empty(t, r.Header.Build)
	assert.Contains(t, r.mismatch(english, g.Data(), nil, "def456"), "by another build of Cleave (one that named none; this is def456)")
}

// The build's name without the linker's: the commit the Go tool stamped, marked when the tree had changes;
// else the module's version; else "dev".
func TestBuildOf(t *testing.T) {
	info := func(version string, kv ...string) *debug.BuildInfo {
		b := &debug.BuildInfo{Main: debug.Module{Version: version}}
		for i := 0; i < len(kv); i += 2 {
			b.Settings = append(b.Settings, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return b
	}
	assert.Equal(t, "0635da901c5c", buildOf(info("(devel)", "vcs.revision", "0635da901c5c68e3514c065e908fcc7f289831dc", "vcs.modified", "false")))
	assert.Equal(t, "0635da901c5c+dirty", buildOf(info("(devel)", "vcs.revision", "0635da901c5c68e3514c065e908fcc7f289831dc", "vcs.modified", "true")))
	assert.Equal(t, "v1.2.0", buildOf(info("v1.2.0")))
	assert.Equal(t, "dev", buildOf(info("(devel)")))
}

// A load drops the actions after the mark of the save it loaded, which need not be the last mark: a save
// marked, then not written (or the process gone before it was), is read past.
func TestReplayLoadFindsItsSave(t *testing.T) {
	h := string(HeaderOf(mustNew(t), "", time.Unix(0, 0)).Line())
	r, err := ParseReplay([]byte(h + "5 0\nS 1 10\n7 0\nS 2 20\n9 0\nL 1 10\n3 1 d2\n"))
	require.NoError(t, err, "the save at turn 1 loaded after a mark of turn 2 that never reached the store")
	require.Len(t, r.Steps, 2)
	assert.Equal(t, game.ActMove, r.Steps[1].Action.Kind)
	// the marks of the actions a load dropped are gone with them: no later load finds them
	_, err = ParseReplay([]byte(h + "5 0\nS 1 10\n7 0\nS 2 20\n9 0\nL 1 10\n3 1 d2\nL 2 20\n"))
	assert.ErrorIs(t, err, ErrReplay)
	assert.ErrorContains(t, err, "line 9")
}

// diesAfterSave is a store whose process dies right after the save it writes when die is set: the replay
// keeper takes no more lines from then on (what the page would have appended after the save is lost).
type diesAfterSave struct {
	*MemStore
	die  bool
	dead bool
}

func (s *diesAfterSave) Write(data []byte) error {
	if s.dead {
		return nil // a dead process writes nothing more
	}
	err := s.MemStore.Write(data)
	if s.die {
		s.dead = true
	}
	return err
}

func (s *diesAfterSave) AppendReplay(data []byte, fresh bool) error {
	if s.dead {
		return nil
	}
	return s.MemStore.AppendReplay(data, fresh)
}

// The process dies right after a save reached the store (in the browser: the IndexedDB transaction committed,
// the page killed before the game went on): the game loaded from that save records on, and its replay plays
// back to the same game. With the replay's mark written after the save, the mark would be lost and the replay
// unreadable past the load.
func TestReplayCrashRightAfterASave(t *testing.T) {
	st := &diesAfterSave{MemStore: &MemStore{}}
	sv, g := recordedGame(t, st, game.Config{Seed: 43, Record: true})
	botFrames(sv, g, 120)
	st.die = true
	require.NoError(t, sv.Quit(g), "the last save: the process dies as it lands")
	saved := g.Turns
	botFrames(sv, g, 20) // nothing of these reaches the stores

	st.die, st.dead = false, false
	sv, g, _, err := startAutoSave(english, st, nil)
	require.NoError(t, err)
	require.Equal(t, saved, g.Turns, "the save that landed is the one loaded")
	sv.recordTo(st, g)
	sv.Frame(g)
	botFrames(sv, g, 60)
	require.NoError(t, sv.Quit(g))

	r, err := ParseReplay(st.Replay)
	require.NoError(t, err, "the replay reads past the load of the save that landed")
	back := playBack(t, r)
	assert.Equal(t, StateHash(g), StateHash(back), "the replay ends in the game it recorded")
}
