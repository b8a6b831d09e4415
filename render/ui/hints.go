// Hints: a line of advice the first time a thing happens to the player (the first glance, critical, wound,
// dazzle, loss of breath, hide or shell, unknown potion, trap), each once per profile. The words are
// assets/hints.toml's; when each happens is here, read from the game's state and the events of the
// player's action, never from its messages. A hint is the interface's alone: it never enters the game,
// its log or its save.

package ui

import (
	"codeberg.org/anaseto/gruid"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/render/prefs"
)

// hints is what the model keeps of the hints: the one shown, the set shown in this profile, and the game
// time it last looked at the game.
type hints struct {
	text   string      // the hint shown now, until the next key ("": none)
	shown  prefs.Shown // the hints shown, in this run and before (Config.Shown)
	time   int64       // the game's time when the state was last looked at
	looked bool        // the state was looked at once
}

// Hint is the hint shown now ("" for none): a line of advice under the prompt's place, until the next key.
func (m *Model) Hint() string { return m.hint.text }

// ShownHints are the hints shown in this profile: what the renderer keeps (Effect.Hints) in
// prefs.SaveShown's file.
func (m *Model) ShownHints() prefs.Shown { return m.hint.shown }

// hinting reports whether hints may show: the run allows them (Config.Hints: never a replay, never the bot)
// and the player's setting has them on.
func (m *Model) hinting() bool {
	return m.cfg.Hints && m.cfg.Settings.Hinting() && m.bot == nil && m.cfg.Replay == nil
}

// eventsFrom is how many of g's events there were before the player's action of this tick (0 without a game).
func eventsFrom(g *game.Game) int {
	if g == nil {
		return 0
	}
	return len(g.Events())
}

// noticeHints shows the first hint, in assets.HintEvents' order, whose moment came with the tick's action
// (the events after from) or stands in the game now and was never shown. One hint at a time: while one
// shows, none is looked for, and a moment that passes meanwhile (a glance) waits for the next like it.
func (m *Model) noticeHints(g *game.Game, from int) {
	if _, play := m.screen.(*Play); g == nil || g.Over || !play || !m.hinting() || m.hint.text != "" {
		return
	}
	evs := g.Events()
	evs = evs[min(from, len(evs)):]
	if len(evs) == 0 && m.hint.looked && g.Time == m.hint.time {
		return // nothing happened since the last look
	}
	m.hint.time, m.hint.looked = g.Time, true
	for _, e := range assets.HintEvents {
		if m.hint.shown.Has(e) || !happened(g, e, evs) {
			continue
		}
		line, ok := hintLine(m.Lang(), g.Data(), e)
		if !ok {
			continue
		}
		m.hint.text = line
		m.hint.shown = m.hint.shown.With(e)
		m.effect.Hints = true
		return
	}
}

// hintLine is the hint of event on screen in l: its line (hints.toml's, data/hint.toml's by event) after
// the words that make it read as advice, not as news of the game (hint.line); false when the data has none.
func hintLine(l *text.Lang, d *assets.Data, event string) (string, bool) {
	s, ok := d.Hint(event)
	if !ok {
		return "", false
	}
	return l.Say("hint.line", text.S("text", dataText(l, "hint", event, "", s))), true
}

// happened reports whether the moment of hint event came: in evs, the events of the player's action, or in
// the state of g now.
func happened(g *game.Game, event string, evs []game.Event) bool {
	pl := g.Player
	switch event {
	case assets.HintGlance:
		return attackOn(pl, evs, func(o *game.Event) bool { return o.Outcome.Glance })
	case assets.HintCritical:
		return attackOn(pl, evs, func(o *game.Event) bool { return o.Outcome.Critical })
	case assets.HintBleeding:
		return pl.Bleeding > 0
	case assets.HintDazzled:
		return pl.DazzledUntil > g.Time
	case assets.HintWinded:
		return pl.Winded
	case assets.HintStance:
		return shelledInView(g)
	case assets.HintUnidentified:
		return unknownInReach(g)
	case assets.HintTrap:
		return trapBeside(g)
	}
	return false
}

// attackOn reports whether one of evs is an attack by or at the player that is.
func attackOn(pl *game.Actor, evs []game.Event, is func(*game.Event) bool) bool {
	for i := range evs {
		e := &evs[i]
		if e.Kind == game.EventAttack && (e.Actor == pl.ID || e.Target == pl.ID) && is(e) {
			return true
		}
	}
	return false
}

// shelledInView reports whether a creature the player sees has natural Protection (a hide, a shell, plates:
// its bestiary row's protection, or protection_vs against a type), which a bolder stance's damage gets
// through (RULES.md §7.3, §11).
func shelledInView(g *game.Game) bool {
	for _, a := range g.Creatures {
		if a.Dead || !g.IsVisible(a.Pos) {
			continue
		}
		c, ok := g.Data().Creature(a.Kind)
		if !ok {
			continue
		}
		if c.Protection > 0 {
			return true
		}
		for _, p := range c.ProtectionVs {
			if p > 0 {
				return true
			}
		}
	}
	return false
}

// unknownInReach reports whether a potion or a scroll the player does not know (RULES.md §20.1) is carried,
// underfoot or on the floor in view.
func unknownInReach(g *game.Game) bool {
	for _, it := range g.Player.Pack {
		if g.UnknownLook(it) {
			return true
		}
	}
	for _, fi := range g.Items {
		if g.IsVisible(fi.Pos) && g.UnknownLook(fi.Item) {
			return true
		}
	}
	return false
}

// trapBeside reports whether a trap the player found is underfoot or next to them (RULES.md §29.2: a trap is
// noticed within one cell).
func trapBeside(g *game.Game) bool {
	at := g.Player.Pos
	for y := -1; y <= 1; y++ {
		for x := -1; x <= 1; x++ {
			if g.FoundTrapAt(at.Add(gruid.Point{X: x, Y: y})) != nil {
				return true
			}
		}
	}
	return false
}

// ResetHints forgets the hints shown: each shows again (the settings screen's "show hints again").
func (m *Model) ResetHints() {
	m.hint.shown = nil
	m.hint.looked = false
	m.effect.Hints = true
}

// hintLine writes the hint under the prompt's place, in the colour of advice, wrapped to the log's width; the
// log's lines go under it (LogRows), as under the prompt. On a log too short to hold it whole beside its
// newest message (a phone's, a long prompt), it goes whole at the foot of the map view (above the log, and above
// a phone's strip of the side panel): a hint is never cut and never hides a line of the log or the panel.
func (d *Drawing) hintLine(s string) {
	if s == "" {
		return
	}
	lines := Wrap(s, d.Lay.LogColumns())
	top := d.logTop() + d.promptRows*d.Lay.LineH
	newest := 1 // the rows of the log's newest message, which always shows whole under the hint
	if d.Game != nil && len(d.Game.Log) > 0 {
		newest = max(1, len(Wrap(d.Game.Log[len(d.Game.Log)-1].Text, d.Lay.LogColumns())))
	}
	inLog := d.promptRows+len(lines)+newest <= d.Lay.LogLines
	if !inLog { // at the foot of the map view: above the log, and above a phone's strip of the panel
		top = min(d.logTop(), d.Lay.Map.Max.Y) - len(lines)*d.Lay.LineH - 2
	}
	d.Shade(0, top, d.Lay.W, len(lines)*d.Lay.LineH+2, 1)
	for i, l := range lines {
		d.Text(l, 4, float64(top+2+i*d.Lay.LineH), ColHint)
	}
	if inLog {
		d.promptRows += len(lines)
	}
}
