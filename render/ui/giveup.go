// Giving up the run (issue 37): GiveUpKey (# by default, NetHack's #quit; `give_up` in settings.toml) or
// the menu's last row asks first, naming what is lost: y gives the run up (game.ActGiveUp, an action the
// replay holds), n or Escape goes back to play. Nothing else answers, so a key meant for play gives nothing
// up by mistake. In a lesson of the tutorial the game refuses it, and nothing is asked.

package ui

import (
	"strconv"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
)

// GiveUpKey asks to give the run up: its default key (prefs' give_up).
const GiveUpKey = '#'

// GiveUp asks whether to give the run up. Lost says what is lost, as the question was asked (the screen
// keeps no game).
type GiveUp struct {
	spoken
	Lost string
}

// askGiveUp opens the question of giving g's run up, or says why it cannot be (a lesson's refusal).
func (m *Model) askGiveUp(g *game.Game) {
	if g.Mode == game.ModeTutorial {
		m.act(g, game.Action{Kind: game.ActGiveUp}) // refused: the game says why
		return
	}
	m.screen = &GiveUp{spoken: spoken{m.Lang()}, Lost: givingUpLoses(m.Lang(), g)}
}

// givingUpLoses is what giving g's run up loses, in words: the character and the game, for good, and
// where the run ends and what it scores, in language l.
func givingUpLoses(l *text.Lang, g *game.Game) string {
	o := g.Obituary()
	s := l.Say("menu.give_up.lost", text.S("named", strconv.FormatBool(g.Player.Name != "")), text.S("name", g.Player.Name),
		text.N("depth", g.Depth))
	if o.Scored {
		s += l.Say("menu.give_up.scored", text.S("score", o.ScoreText()), text.N("deepest", o.Deepest))
	}
	return s
}

func (s *GiveUp) prompt() string { return s.l().Say("menu.give_up.prompt") }

// touchPrompt names the taps.
func (s *GiveUp) touchPrompt() string { return s.l().Say("menu.give_up.touch_prompt") }

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
	l := s.l()
	d.yesNo(s, l.Say("menu.give_up.title"), s.Lost, l.Say("menu.give_up.yes"), l.Say("menu.give_up.no"))
}
