// The sandbox's save (issue 36): a file of its own beside the player's game, so that playing in the
// sandbox never touches the game the player has saved, and a sandbox game is never taken for a scored one.

package save

import (
	"fmt"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// SandboxFileName is the sandbox's save, beside the player's own (FileName) on the desktop.
const SandboxFileName = "sandbox.gob"

// StartSandbox opens the sandbox's own save (SandboxStore) and loads the game saved there, if any (nil when
// none), as StartAutoSave does the player's: a game loaded from it is a sandbox game, whatever it was (the
// mark, State.Sandbox, can only be set there). It records no replay: a sandbox game is never recorded.
func StartSandbox(l *text.Lang, d *assets.Data) (sv *AutoSaver, g *game.Game, note string, err error) {
	st, err := SandboxStore()
	if err != nil {
		err = fmt.Errorf("no place to save the sandbox: %w", err)
		return &AutoSaver{off: err, rank: -1, lang: l}, nil, "", err
	}
	sv, g, note, err = startAutoSave(l, st, d)
	if g != nil {
		g.Sandbox = true
	}
	return sv, g, note, err
}
