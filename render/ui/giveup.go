// Giving up the run (issue 37): GiveUpKey (# by default, NetHack's #quit; `give_up` in settings.toml) or
// the menu's last row asks first, naming what is lost: y gives the run up (game.ActGiveUp, an action the
// replay holds), n or Escape goes back to play. Nothing else answers, so a key meant for play gives nothing
// up by mistake. In a lesson of the tutorial the game refuses it, and nothing is asked.

package ui

import (
	"fmt"

	"github.com/cleave-game/cleave/game"
)

// GiveUpKey asks to give the run up: its default key (prefs' give_up).
const GiveUpKey = '#'

// GiveUp asks whether to give the run up. Lost says what is lost, as the question was asked (the screen
// keeps no game).
type GiveUp struct {
	Lost string
}

// askGiveUp opens the question of giving g's run up, or says why it cannot be (a lesson's refusal).
func (m *Model) askGiveUp(g *game.Game) {
	if g.Mode == game.ModeTutorial {
		m.act(g, game.Action{Kind: game.ActGiveUp}) // refused: the game says why
		return
	}
	m.screen = &GiveUp{Lost: givingUpLoses(g)}
}

// givingUpLoses is what giving g's run up loses, in words: the character and the game, for good, and
// where the run ends and what it scores.
func givingUpLoses(g *game.Game) string {
	o := g.Obituary()
	whose := "Your"
	if g.Player.Name != "" {
		whose = g.Player.Name + "'s"
	}
	s := fmt.Sprintf("%s run ends here, on level %d, as a death would end it: the character and this game are lost for good, and nothing of it can be played on.", whose, g.Depth)
	if o.Scored {
		s += fmt.Sprintf(" It scores %s, a death's score on level %d.", o.ScoreText(), o.Deepest)
	}
	return s
}

func (s *GiveUp) prompt() string { return "Give up this run? (y/n)" }

// touchPrompt names the taps.
func (s *GiveUp) touchPrompt() string { return "Give up this run? Tap an answer above." }

func (s *GiveUp) update(m *Model, in *Input, g *game.Game) {
	switch answer(in) {
	case 'y':
		m.back()
		m.act(g, game.Action{Kind: game.ActGiveUp})
	case 'n':
		m.back()
	}
}

// draw names what is lost, and the answers, each a line to tap.
func (s *GiveUp) draw(_ *Model, d *Drawing) {
	d.yesNo(s, "Give up this run?", s.Lost, "y: give up. The run ends at once.",
		"n or Escape: go on playing (Q saves and quits instead, to play on later).")
}
