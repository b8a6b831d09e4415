// What would have saved you, in Russian (issue 38: assets/lang/ru/hindsight.toml).

package hindsight

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
)

// TestRussianLines: issue 38 — what would have saved you is said in Russian (hindsight.toml), the times
// lived in the case and number Russian wants ("в 21 случае", "в 3 случаях"); a watcher at work says so.
func TestRussianLines(t *testing.T) {
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	a := Alternative{What: ru.Say("hindsight.flee"), Lived: 21, Runs: Runs}
	assert.Equal(t, "Убежав вверх по лестнице, вы бы выжили в 21 случае из 100.", a.LineIn(ru))
	a.Lived = 3
	assert.Equal(t, "Убежав вверх по лестнице, вы бы выжили в 3 случаях из 100.", a.LineIn(ru))
	assert.Equal(t, "Fleeing up the stairs, you would have lived 3 times in 100.",
		Alternative{What: lang.English().Say("hindsight.flee"), Lived: 3, Runs: Runs}.Line(), "English as before")
	w := &Watcher{ready: make(chan struct{}), lang: ru}
	assert.Equal(t, []string{"Что могло бы вас спасти: бой разыгрывается заново..."}, w.Lines())
}
