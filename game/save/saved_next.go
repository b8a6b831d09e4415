//go:build cleave_nextsave

// A build of the next version of the save, for the tests of an update (render/web's TestBrowserUpdate
// builds the game with -tags cleave_nextsave as the newer build, .ci/test runs the corpus under it): its
// payload renames RNG to Random, a version of its own after the last released, with the step to it. A game
// saved by the build without the tag goes on in this one through the migration, as a game saved by this
// release will go on in the next.

package save

import (
	"errors"
	"slices"

	"github.com/cleave-game/cleave/game"
)

// savedGame is the payload of a save (save.go says what it keeps), its random generator's state renamed.
type savedGame struct {
	State  game.State
	Random []byte // the PCG source's state (MarshalBinary): RNG in the versions released
}

// newSaved is the payload of a game of state st whose random generator is at rng.
func newSaved(st game.State, rng []byte) savedGame { return savedGame{State: st, Random: rng} }

// random is the random generator's state the payload holds.
func (s *savedGame) random() *[]byte { return &s.Random }

// released is the history of the save as this build reads it: the versions released, the last given
// the step to this build's, which follows it.
func released(vs []version) []version {
	vs = slices.Clone(vs)
	last := &vs[len(vs)-1]
	last.up = renameRandom
	return append(vs, version{n: last.n + 1, format: last.format, layout: [8]byte(layoutOf(savedGame{})),
		commit: "cleave_nextsave", what: "the test build of a next version: the payload's RNG renamed Random"})
}

// renameRandom (the last released version to the test build's): RNG became Random.
func renameRandom(root object) error {
	if _, ok := root["RNG"]; !ok {
		return errors.New("no random state")
	}
	root.rename("RNG", "Random")
	return nil
}
