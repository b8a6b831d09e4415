// The README's screenshots of the @ screen under each rule set, made by the game itself.

package render

import (
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/combat/ruleset/registry"
	"github.com/cleave-game/cleave/render/ui"
)

// TestDocRulesScreenshots remakes render/doc/rules-NAME.png when asked: the default character of seed 12
// under each rule set of the registry presses @, and the whole frame is saved.
//
//	CLEAVE_SHOTS=update xvfb-run -a go test ./render -run TestDocRulesScreenshots -v
func TestDocRulesScreenshots(t *testing.T) {
	if os.Getenv("CLEAVE_SHOTS") != "update" {
		t.Skip("set CLEAVE_SHOTS=update to remake the README's screenshots")
	}
	for _, name := range registry.List().Names() {
		r, err := New(Options{Seed: 12, Rules: name})
		require.NoError(t, err, name)
		r.ui.Update(ui.Input{Typed: []rune{'@'}}, r.g)
		require.IsType(t, &ui.Character{}, r.ui.Screen(), name)
		require.NoError(t, writePNG("doc/rules-"+name+".png", renderFrame(r)), name)
	}
}
