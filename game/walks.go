// The interface's questions about walks and shots, each group behind one accessor of Game so that Game
// keeps to the rules of play (the project's limit of about 80 methods a type).

package game

// Walks answers the walks of the interface (auto-explore, travel, runs, rests, the held keys): where the
// next step goes, and why a walk must stop or may not begin (watch.go).
type Walks struct{ g *Game }

// Walks is the game's walks' questions.
func (g *Game) Walks() Walks { return Walks{g} }

// Shots answers the aim of the interface: whether and how far the player may shoot or throw, the flight of
// a missile and the odds of a shot (ranged.go, aim.go).
type Shots struct{ g *Game }

// Shots is the game's shots' questions.
func (g *Game) Shots() Shots { return Shots{g} }
