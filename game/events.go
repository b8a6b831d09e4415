// Events and messages: what the game tells the renderer and the player after each action.

package game

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/combat"
)

// EventKind says what happened.
type EventKind uint8

// The kinds of event.
const (
	EventMove    EventKind = iota // an actor stepped from From to To
	EventAttack                   // an actor attacked: Outcome says how it went
	EventDeath                    // an actor died at To
	EventMissile                  // a missile flew from From to To (Weapon names it)
)

// Event is one thing that happened, for the renderer to animate.
type Event struct {
	Kind    EventKind
	Actor   int // who acted
	Target  int // who was attacked, or -1
	From    gruid.Point
	To      gruid.Point
	Outcome combat.Outcome
	Mode    combat.Mode // how the attack was made
	Weapon  string      // the weapon, natural attack or missile
	At      int64       // game time, tenths of a second
}

// MessageKind colours a message.
type MessageKind uint8

// The kinds of message.
const (
	MsgInfo  MessageKind = iota // neutral news
	MsgGood                     // the player did well
	MsgBad                      // the player was hurt
	MsgDeath                    // a death
)

// Message is one line of the message log.
type Message struct {
	Text string
	Kind MessageKind
}
