// Submitting a daily run to the leaderboard (issue 37, part 3): at the end of a daily game the death (or
// victory) screen asks "Submit this daily run to the leaderboard? (y/n)"; nothing is sent without the y. The
// first time it asks for a name (typed on the screen: prefs.NameRune's characters, at most prefs.MaxNameLen)
// and makes the player's secret (prefs.NewSecret), both kept in the settings; on a phone the answers are lines
// to tap and the name is asked by its own keyboard (the touch part, at the end). The run goes off the model's
// tick, in a goroutine that hands its verdict back on a channel the model reads each tick; the screen says
// "Submitting…", then the place ("Your place today: 3rd of 17 under drn") or why the run was refused.

package ui

import (
	"context"
	"errors"
	"image/color"
	"slices"
	"strings"

	"github.com/cleave-game/cleave/assets/text"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/leaderboard/client"
	"github.com/cleave-game/cleave/render/prefs"
)

// Submitter submits a finished daily run to a leaderboard and waits (bounded) for its verdict: the server's
// view of the run, verified with its place or refused with its reason. The model calls it off its tick, in a
// goroutine.
type Submitter interface {
	Submit(ctx context.Context, s client.Submission) (client.Run, error)
}

// Leaderboard is the Submitter of the leaderboard server at Base (an http(s) address, client.CheckBase): the
// run posted, then its status polled until verified or refused (client.Status's bounded wait).
type Leaderboard struct{ Base string }

// Submit posts s to the server and waits for its verdict.
func (l Leaderboard) Submit(ctx context.Context, s client.Submission) (client.Run, error) {
	id, err := client.Submit(ctx, l.Base, s)
	if err != nil {
		return client.Run{}, err
	}
	return client.Status(ctx, l.Base, id)
}

// RunFiles gives the texts of the run that just ended, to submit: its replay and its morgue file; ok is false
// while the run is not filed yet (its morgue file waits for what would have saved the player), err says why
// they cannot be read.
type RunFiles func() (replay, morgue string, ok bool, err error)

// The stages of a submission, on the death screen of one game.
const (
	submitOffered  = iota // the question is asked
	submitNaming          // the player types the name to submit under
	submitFiling          // yes: waiting for the run to be filed (RunFiles not ok yet)
	submitSending         // sent: waiting for the verdict
	submitAnswered        // the verdict (or the error) is in: line says it
	submitDeclined        // no
)

// submitCalm is how many ticks the offer ignores its keys once shown (half a second): a y or n pressed as the
// death came (vi-keys' y and n move) answers nothing.
const submitCalm = 30

// submission is the state of the offer for the game that ended (a new game's end offers anew: Model.Create
// forgets it; it holds no game, as the model keeps no actor across ticks); shown is the model's tick it was
// first shown.
type submission struct {
	spoken
	shown int
	stage int
	name  []rune
	line  string          // what the screen says of it, once answered or refused
	done  chan submitDone // the goroutine's verdict
}

// submitDone is the goroutine's verdict: the server's view of the run, or why there is none.
type submitDone struct {
	run client.Run
	err error
}

// offersSubmit reports whether the end of g offers to submit it: a daily game played by the player (no bot,
// no replay playing back, never the tutorial or a sandbox), over, with a leaderboard to submit to and its
// files to read.
func (m *Model) offersSubmit(g *game.Game) bool {
	return g != nil && g.Over && m.cfg.Daily != "" && m.cfg.Leaderboard != nil && m.cfg.RunFiles != nil &&
		m.bot == nil && m.cfg.Replay == nil && g.Mode != game.ModeTutorial && !g.Sandbox
}

// submitState is the submission of the game that ended, made when first asked for.
func (m *Model) submitState() *submission {
	if m.submit == nil {
		m.submit = &submission{spoken: spoken{m.Lang()}, shown: m.tick}
	}
	return m.submit
}

// SubmitText is what the death screen says of the offer to submit (its lines, without the blank line before
// them), "" when there is none: the renderer draws a frame when it changes, and the browser publishes it
// (window.cleaveState.submit, which the browser test reads).
func (m *Model) SubmitText() string {
	if m.submit == nil {
		return ""
	}
	return strings.TrimSpace(strings.Join(m.submit.lines(), "\n"))
}

// Submitting reports whether a submission is under way (the renderer keeps ticking, not asleep, so that its
// verdict shows when it comes).
func (m *Model) Submitting() bool {
	return m.submit != nil && (m.submit.stage == submitFiling || m.submit.stage == submitSending)
}

// submitUpdate takes the death screen's input of one tick for the offer, and reports whether it took the
// tick's keys (the rest of the death screen's keys then do nothing): y and n answer the question, the name is
// typed (Backspace takes a character back, Enter submits under it, Escape gives up); the verdict, once in, is
// taken.
func (m *Model) submitUpdate(in *Input, g *game.Game) bool {
	if !m.offersSubmit(g) {
		return false
	}
	s := m.submitState()
	switch s.stage {
	case submitOffered:
		if m.tick-s.shown < submitCalm {
			return false
		}
		for _, c := range in.Typed {
			switch c {
			case 'y', 'Y':
				switch {
				case m.cfg.Settings.LeaderboardName != "":
					s.send(m, g)
				case in.Touch && m.cfg.AskName != nil: // a tap: the system's keyboard
					s.stage = submitNaming
					s.ask(m, g)
				default:
					s.stage = submitNaming
				}
				return true
			case 'n', 'N':
				s.stage = submitDeclined
				return true
			}
		}
	case submitNaming:
		s.typeName(m, in, g)
		return true
	case submitFiling:
		s.send(m, g)
	case submitSending:
		select {
		case d := <-s.done:
			s.stage, s.line = submitAnswered, verdictLine(s.l(), d)
		default:
		}
	}
	return false
}

// typeName takes the keys of the name being typed: Enter submits under it (made the player's, with a new
// secret, in the settings), Escape gives up the submission, a tap on its line asks it by AskName.
func (s *submission) typeName(m *Model, in *Input, g *game.Game) {
	switch {
	case in.Pressed.Has(KeyEscape) || named(in, "Escape"):
		s.stage = submitDeclined
		return
	case in.Pressed.Has(KeyEnter) || named(in, "Enter"):
		s.submitName(m, g)
		return
	case slices.Contains(in.Typed, nameAskKey) && m.cfg.AskName != nil:
		s.ask(m, g)
		return
	case named(in, "Backspace") && len(s.name) > 0:
		s.name = s.name[:len(s.name)-1]
		return
	}
	s.add(in.Typed)
}

// add types the characters of typed a name may hold, within its bounds (no space first).
func (s *submission) add(typed []rune) {
	for _, c := range typed {
		if prefs.NameRune(c) && len(s.name) < prefs.MaxNameLen && (c != ' ' || len(s.name) > 0) {
			s.name = append(s.name, c)
		}
	}
}

// submitName submits under the name typed, made the player's with a new secret in the settings; a name of
// nothing but spaces is still asked for.
func (s *submission) submitName(m *Model, g *game.Game) {
	name := strings.TrimSpace(string(s.name))
	if prefs.CheckName(name) != nil {
		return
	}
	secret, err := prefs.NewSecret()
	if err != nil {
		s.stage, s.line = submitAnswered, s.l().Say("menu.submit.not_submitted", text.S("error", err.Error()))
		return
	}
	st := m.cfg.Settings
	st.LeaderboardName, st.LeaderboardSecret = name, secret
	m.setSettings(st)
	s.send(m, g)
}

// send submits g's run under the settings' name and secret, in a goroutine, once its files are ready (until
// then the stage waits for them, asked again each tick).
func (s *submission) send(m *Model, g *game.Game) {
	replay, morgue, ok, err := m.cfg.RunFiles()
	switch {
	case err != nil:
		s.stage, s.line = submitAnswered, s.l().Say("menu.submit.not_submitted", text.S("error", err.Error()))
		return
	case !ok:
		s.stage = submitFiling
		return
	}
	o := g.Obituary()
	sub := client.Submission{Name: m.cfg.Settings.LeaderboardName, Secret: m.cfg.Settings.LeaderboardSecret, Replay: replay, Morgue: morgue,
		Claim: client.Claim{Outcome: client.OutcomeOf(o.Won, o.GaveUp), Depth: o.Deepest, Score: o.Score, Turns: o.Turns}}
	s.stage, s.done = submitSending, make(chan submitDone, 1)
	go func(to Submitter, done chan<- submitDone) {
		run, err := to.Submit(context.Background(), sub)
		done <- submitDone{run, err}
	}(m.cfg.Leaderboard, s.done)
}

// verdictLine is what the screen says of a submission's verdict, in language l.
func verdictLine(l *text.Lang, d submitDone) string {
	var ref *client.Refused
	switch {
	case errors.As(d.err, &ref):
		return l.Say("menu.submit.refused", text.S("reason", or(ref.Reason, l.Say("menu.submit.http_status", text.N("code", ref.Code)))))
	case d.err != nil:
		return l.Say("menu.submit.not_submitted", text.S("error", d.err.Error()))
	case d.run.Status == client.StatusRefused:
		return l.Say("menu.submit.refused", text.S("reason", or(client.Words(d.run.Reason), l.Say("menu.submit.no_reason"))))
	case d.run.Status != client.StatusVerified:
		return l.Say("menu.submit.unverified", text.S("status", d.run.Status))
	}
	return l.Say("menu.submit.place", text.N("place", d.run.Place), text.S("ord", ordinal(d.run.Place)), text.N("of", d.run.Of),
		text.S("rules", d.run.Rules))
}

// ordinal is the category of n as an English ordinal, which menu.submit.place's select reads: one (1st,
// 21st, 101st), two (2nd, 22nd), few (3rd, 23rd), other (4th, 11th, 12th, 13th).
func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		return "one"
	case n%10 == 2:
		return "two"
	case n%10 == 3:
		return "few"
	}
	return "other"
}

// lines are the death screen's lines of the offer at its stage.
func (s *submission) lines() []string {
	switch s.stage {
	case submitOffered:
		return []string{"", s.l().Say("menu.submit.offer")}
	case submitNaming:
		return []string{"", s.l().Say("menu.submit.name", text.N("max", prefs.MaxNameLen)), "> " + string(s.name) + "_"}
	case submitFiling, submitSending:
		return []string{"", s.l().Say("menu.submit.sending")}
	case submitAnswered:
		return []string{"", s.line}
	}
	return nil
}

// The touch screen's answers to the offer (issue 37): on a phone the question's answers are lines to tap, and
// the name is asked by the system's own keyboard (Config.AskName: the browser's prompt), again by a tap on a
// line while the name it gave is refused.

// nameAskKey is the key of the line that asks the name again: a character of Unicode's private use area,
// past the menu's, that no keyboard types.
const nameAskKey = '\uE600'

// screenLine is a line of the death screen: its text, its colour, and the key a tap on it types (0: none).
type screenLine struct {
	text string
	col  color.RGBA
	key  rune
}

// drawn are the death screen's lines of the offer as drawn: on a touch screen its answers as lines to tap (and
// asking is whether the name is asked by AskName); else its lines as they are.
func (s *submission) drawn(touch, asking bool) []screenLine {
	var out []screenLine
	for _, l := range s.lines() {
		out = append(out, screenLine{text: l, col: ColTitle})
	}
	switch {
	case !touch:
	case s.stage == submitOffered:
		out[len(out)-1].text = s.l().Say("menu.submit.offer_touch")
		out = append(out, screenLine{s.l().Say("menu.submit.tap_yes"), ColInfo, 'y'}, screenLine{s.l().Say("menu.submit.tap_no"), ColInfo, 'n'})
	case s.stage == submitNaming && asking:
		out = append(out, screenLine{s.l().Say("menu.submit.tap_name"), ColInfo, nameAskKey},
			screenLine{s.l().Say("menu.submit.tap_decline"), ColInfo, TapEscape})
	}
	return out
}

// ask asks the name by AskName and submits under it, or gives the submission up when the player cancels; a
// name refused (nothing but spaces once filtered) is shown, and asked again by a tap.
func (s *submission) ask(m *Model, g *game.Game) {
	name, ok := m.cfg.AskName(s.l().Say("menu.submit.ask_name"))
	if !ok {
		s.stage = submitDeclined
		return
	}
	s.name = s.name[:0]
	s.add([]rune(name))
	s.submitName(m, g)
}
