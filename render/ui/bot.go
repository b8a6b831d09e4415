// The bot's run (--bot N): the built-in player takes N turns in the player's place, a turn a tick, and the run
// ends once the last turn shows.

package ui

import "github.com/cleave-game/cleave/game"

// How long a bot's run goes on, in ticks (60 a second): after the game ended, and at most after its last
// turn while that turn's animations play.
const (
	botOverTicks = 30  // half a second
	botLastTicks = 120 // two seconds
)

// Bot plays a game in the player's place for Turns turns, one a tick, and says when its run is done. The
// model plays it (Config.BotTurns), ignoring the keys meanwhile, and says the run is done (Effect.BotDone);
// the renderer takes the turn's events in the same tick.
type Bot struct {
	Turns  int
	played int
	last   int // the tick of its last turn (0: not yet)
	overAt int // the tick it first saw the game over (0: not yet)
}

// Tick plays the bot's turn of tick now (counted from 1) in g, if one is left, and reports whether the run is
// done: the game over for more than half a second, or every turn played and then the last turn's
// animations over (animating false) or two seconds gone by, so that the last frame, and a screenshot, show
// the game as it stands.
func (b *Bot) Tick(g *game.Game, now int, animating bool) (done bool) {
	switch {
	case g.Over:
		if b.overAt == 0 {
			b.overAt = now
		}
		return now-b.overAt > botOverTicks
	case b.played < b.Turns:
		g.Act(g.BotAction())
		b.played++
	case b.last == 0:
		b.last = now
	case !animating || now-b.last > botLastTicks:
		return true
	}
	return false
}

// Played is how many turns the bot has played.
func (b *Bot) Played() int { return b.played }
