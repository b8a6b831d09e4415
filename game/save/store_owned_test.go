// One game, one tab: the browser's store writes only while its tab owns the game, so a tab left open never
// writes an old game over a newer one, nor brings back a character who died in another tab.

package save

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tabs are two tabs' stores over one browser's storage; the page writes a tab's id to the owner key as it
// opens.
func tabs() (kv benchKV, a, b tabStore) {
	kv = benchKV{}
	st := func(id string) tabStore {
		return tabStore{kvStore: kvStore{kv: kv, key: "cleave.save"}, ownerKey: "cleave.owner", tab: id}
	}
	return kv, st("A"), st("B")
}

func TestTabStoreOneOwner(t *testing.T) {
	kv, a, b := tabs()
	kv["cleave.owner"] = "A"
	require.NoError(t, a.Write([]byte("turn 10")))
	kv["cleave.owner"] = "B" // a second tab opens: it takes the game over
	require.NoError(t, b.Write([]byte("turn 11")))
	err := a.Write([]byte("turn 10"))
	require.ErrorIs(t, err, ErrOtherTab, "the first tab wrote its old game over the second's")
	assert.ErrorIs(t, a.Remove(), ErrOtherTab)
	_, err = a.SetAside("bad-x")
	assert.ErrorIs(t, err, ErrOtherTab)
	got, err := b.Read(readAny)
	require.NoError(t, err)
	assert.Equal(t, "turn 11", string(got))
	kv["cleave.owner"] = "A" // taken back (Play here)
	require.NoError(t, a.Write([]byte("turn 12")))
	assert.ErrorIs(t, b.Write([]byte("turn 11")), ErrOtherTab)
}

func TestTabStoreDeathFinalInEveryTab(t *testing.T) {
	kv, a, b := tabs()
	kv["cleave.owner"] = "A"
	alive := playBot(t, 3, 20)
	require.NoError(t, Save(a, alive))
	kv["cleave.owner"] = "B"
	g, _, err := Resume(english, b, nil)
	require.NoError(t, err)
	g.Over = true // the character dies in the second tab: the save goes
	require.NoError(t, Save(b, g))
	// the first tab, still open on the living character, saves on its way out (Q, pagehide)
	require.ErrorIs(t, Save(a, alive), ErrOtherTab)
	_, err = b.Read(readAny)
	assert.ErrorIs(t, err, ErrNoSave, "the dead character came back from the other tab")
	_, ok := kv["cleave.save"]
	assert.False(t, ok)
}

func TestTabStoreWithoutTabAndTold(t *testing.T) {
	kv, _, _ := tabs()
	kv["cleave.owner"] = "someone"
	var told []int
	free := tabStore{kvStore: kvStore{kv: kv, key: "cleave.save"}, ownerKey: "cleave.owner",
		wrote: func(_ time.Duration, n int) { told = append(told, n) }}
	require.NoError(t, free.Write([]byte("12345")), "a page that claims no tab is not checked")
	assert.Equal(t, []int{5}, told, "each save written is told, with its size")
}
