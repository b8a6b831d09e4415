//go:build js

package cli

import (
	"errors"

	"github.com/cleave-game/cleave/assets"
)

// archivedFights in the browser's designer page: an archive is a file of the desktop's, and its player
// (game/arena/archive, with game/save) would cost the page's module some 480 KB for a flag it cannot use.
func archivedFights(e env, _ *assets.Data, _ *flagSet, _ *arenaRequest) int {
	return fail(e, "arena", usageError{errors.New("--fights reads a file: it is the desktop's designer command's (go run ./game/cli/designer arena --fights FILE --diff DIR)")})
}
