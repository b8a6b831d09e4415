// A new version waiting: in the browser a new build of the game is ready (its service worker installed and
// waiting), and the player says when it loads: now, at the next stairs, or the next time the game is opened.
// The game is saved first, and goes on in the new version from its save.

package ui

import "github.com/cleave-game/cleave/game"

// UpdateKey chooses the stairs on the question of a new version (as Enter chooses now).
const UpdateKey = 's'

// UpdateQuestion is the question a new version waiting asks, shown over the map.
type UpdateQuestion struct{ spoken }

// update is what the model knows of a new version: ready (the page said so), asked (the question was
// shown: it is asked once), atStairs (the player chose the next stairs, at depth), and applied (the
// effect was given).
type update struct {
	ready, asked, atStairs, applied bool
	depth                           int
}

// UpdateReady tells the model that a new version of the game is ready to load: it asks the player when, at
// the first moment of play with no foe in view (never in a game that is not saved, a replay or the bot's:
// reloading would end them; the next visit loads it).
func (m *Model) UpdateReady() { m.update.ready = true }

// UpdateChoice says what the player chose about the new version: "" not asked yet (or none ready), "asked",
// "now", "stairs" or "later".
func (m *Model) UpdateChoice() string {
	u := m.update
	switch {
	case u.applied && !u.atStairs:
		return "now"
	case u.atStairs:
		return "stairs"
	case u.asked:
		if _, ok := m.screen.(*UpdateQuestion); ok {
			return "asked"
		}
		return "later"
	}
	return ""
}

// updateTick asks the question when it is time, and gives the effect Update once the player chose the
// stairs and the game is on another level.
func (m *Model) updateTick(g *game.Game) {
	u := &m.update
	switch {
	case !u.ready || u.applied || g == nil || g.Over || m.cfg.Unsaved || m.cfg.Replay != nil || m.bot != nil:
	case u.atStairs:
		if g.Depth != u.depth {
			u.applied = true
			m.effect.Update = true
		}
	case !u.asked:
		if s, ok := m.screen.(*Play); ok && !s.traveling && g.Walks().FoeInView() == nil {
			u.asked = true
			m.screen = &UpdateQuestion{spoken{m.Lang()}}
			m.notice = ""
		}
	}
}

func (s *UpdateQuestion) prompt() string {
	return s.l().Say("menu.update.prompt")
}

func (s *UpdateQuestion) update(m *Model, in *Input, g *game.Game) {
	switch {
	case in.Pressed.Has(KeyEnter):
		m.update.applied = true
		m.effect.Update = true
		m.notice = s.l().Say("menu.update.loading")
		m.back()
		return
	case in.Pressed.Has(KeyEscape):
		m.notice = s.l().Say("menu.update.next_open")
		m.back()
		return
	}
	for _, c := range in.Typed {
		if c == UpdateKey || c == 'S' {
			m.update.atStairs, m.update.depth = true, g.Depth
			m.notice = s.l().Say("menu.update.next_stairs")
			m.back()
			return
		}
	}
}

// draw says what a new version is, and what the answers do.
func (s *UpdateQuestion) draw(_ *Model, d *Drawing) {
	x, y := d.panel(s.l().Say("menu.update.title"))
	for _, l := range Wrap(s.l().Say("menu.update.text"), d.pagerColumns()) {
		d.Text(l, x, y, ColInfo)
		y += d.lineH()
	}
	y += d.lineH()
	for i, l := range []string{s.l().Say("menu.update.now"), s.l().Say("menu.update.stairs"), s.l().Say("menu.update.later")} {
		y = d.tapWrapped(l, x, y, ColTitle, []rune{TapEnter, UpdateKey, TapEscape}[i])
	}
	d.ask(d.promptOf(s))
}
