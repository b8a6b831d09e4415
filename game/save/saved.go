//go:build !cleave_nextsave

package save

import "github.com/cleave-game/cleave/game"

// savedGame is the payload of a save (save.go says what it keeps). Its layout is the last version's of
// migrate.go; saved_next.go is the same payload as a build of a next version would change it.
type savedGame struct {
	State game.State
	RNG   []byte // the PCG source's state (MarshalBinary)
}

// newSaved is the payload of a game of state st whose random generator is at rng.
func newSaved(st game.State, rng []byte) savedGame { return savedGame{State: st, RNG: rng} }

// random is the random generator's state the payload holds.
func (s *savedGame) random() *[]byte { return &s.RNG }

// released is the history of the save as this build reads it: the versions released.
func released(vs []version) []version { return vs }
