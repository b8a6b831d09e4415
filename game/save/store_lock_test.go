// The browser keeps the save in IndexedDB and the name of the tab that owns the game in localStorage (the
// page writes it, and its storage event tells the other tabs): the lock is read there, before every write.

//go:build !js

package save

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTabStoreLockInAnotherStore(t *testing.T) {
	lock, db := mapKV{"cleave.owner": "A"}, mapKV{}
	a := tabStore{kvStore: kvStore{kv: db, key: "cleave.save"}, ownerKey: "cleave.owner", lock: lock, tab: "A"}
	require.NoError(t, a.Write([]byte("turn 10")))
	lock["cleave.owner"] = "B" // a second tab opens: it takes the game over
	require.ErrorIs(t, a.Write([]byte("turn 9")), ErrOtherTab)
	require.ErrorIs(t, a.Remove(), ErrOtherTab)
	data, err := a.Read(readAny)
	require.NoError(t, err)
	assert.Equal(t, "turn 10", string(data), "the tab that lost the game wrote nothing over it")
	assert.NotContains(t, db, "cleave.owner", "the lock is read where the page keeps it")
}
