package leaderboard

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/arena/archive"
	"github.com/cleave-game/cleave/game/save"
)

// refusal is why a run is refused: a Reason constant and its detail in words.
type refusal struct{ reason, detail string }

func (r *refusal) Error() string { return r.reason + ": " + r.detail }

func refuse(reason, format string, args ...any) *refusal {
	return &refusal{reason: reason, detail: fmt.Sprintf(format, args...)}
}

// checkable is a submission's replay read and its header checked against the server's data and the day:
// what can be told at once, before the replay is played.
type checkable struct {
	replay *save.Replay
	date   string
}

// check reads replay text and checks its header and the claim at once (no replay played): a daily game's,
// of a day from window days before now to now, its seed and rule set the day's, played by data d; and a
// claim some run could end in.
func check(d *assets.Data, text []byte, c Claim, now time.Time, window int) (checkable, *refusal) {
	r, err := save.ParseReplay(text)
	if err != nil {
		return checkable{}, refuse(ReasonUnreadable, "%v", err)
	}
	h := r.Header
	if h.Daily == "" || h.Mode != "" {
		return checkable{}, refuse(ReasonNotDaily, "the replay is not of a daily game (run it with --daily)")
	}
	if r.Reloaded {
		return checkable{}, refuse(ReasonNotDaily, "the data were reloaded while it was played")
	}
	day, err := time.Parse(time.DateOnly, h.Daily)
	if err != nil {
		return checkable{}, refuse(ReasonOtherDay, "its day %q is no date", h.Daily)
	}
	today := now.UTC().Truncate(24 * time.Hour)
	if day.After(today) || day.Before(today.AddDate(0, 0, -window)) {
		return checkable{}, refuse(ReasonOtherDay, "the daily game of %s is not taken today (%s): days from %s are", h.Daily, today.Format(time.DateOnly), today.AddDate(0, 0, -window).Format(time.DateOnly))
	}
	seed, date := save.DailySeed(day)
	if h.Seed != seed {
		return checkable{}, refuse(ReasonOtherDay, "its seed %d is not the seed of the daily game of %s", h.Seed, date)
	}
	if rules := dailyRules(d, day); h.Rules != rules {
		return checkable{}, refuse(ReasonOtherDay, "it was played under %s, not the rule set of the day, %s", h.Rules, rules)
	}
	if fp := save.DataFingerprint(d); h.Data != fp {
		return checkable{}, refuse(ReasonOtherData, "it was played by other data (fingerprint %s; the server's are %s)", h.Data, fp)
	}
	if why := impossible(d, c); why != "" {
		return checkable{}, refuse(ReasonImpossible, "%s", why)
	}
	return checkable{replay: r, date: date}, nil
}

// impossible says why no run could end as claim c does under data d ("" when one could): an unknown outcome,
// a depth outside the dungeon, a victory short of the goal, or a score that is not the score of its depth,
// turns and outcome (RULES.md §38.4; a run given up scores as a death does).
func impossible(d *assets.Data, c Claim) string {
	dg := d.Dungeon
	switch {
	case c.Outcome != OutcomeDied && c.Outcome != OutcomeWon && c.Outcome != OutcomeQuit:
		return fmt.Sprintf("the outcome %q is none of %s, %s and %s", c.Outcome, OutcomeDied, OutcomeWon, OutcomeQuit)
	case c.Depth < 1 || c.Depth > dg.GoalDepth:
		return fmt.Sprintf("depth %d is outside the dungeon (1 to %d)", c.Depth, dg.GoalDepth)
	case c.Turns < 0 || c.Turns > save.MaxReplayActions*1000:
		return fmt.Sprintf("%d turns", c.Turns)
	case c.Outcome == OutcomeWon && c.Depth != dg.GoalDepth:
		return fmt.Sprintf("a victory that never reached the goal's level, %d", dg.GoalDepth)
	}
	won := c.Outcome == OutcomeWon
	if c.Score != dg.Score.Score(c.Depth, c.Turns, false, won) && c.Score != dg.Score.Score(c.Depth, c.Turns, true, won) {
		return fmt.Sprintf("a score of %d is not the score of a run that %s at depth %d in %d turns", c.Score, c.Outcome, c.Depth, c.Turns)
	}
	return ""
}

// checkEvery is how many steps of a replay are played between two looks at the deadline.
const checkEvery = 64

// verified is a replay played to its end: the claim it reproduced, the server's morgue of it and its fights
// at their starts (archive.Spotter; their Run not set).
type verified struct {
	claim  Claim
	morgue string
	fights []archive.Fight
}

// replay plays run r from its start on the real engine with data d, as the replay player does, and returns
// its end if it is claim c; a refusal when an action after a question to the bot is not the bot's answer
// (an edited replay), when the game does not end, or does not end as claimed; ctx's error when its deadline
// passes first.
func replay(ctx context.Context, d *assets.Data, r *save.Replay, c Claim) (verified, error) {
	g, err := r.NewGame(d)
	if err != nil {
		return verified{}, refuse(ReasonUnreadable, "%v", err)
	}
	var want game.Action
	asked := false
	spot := archive.NewSpotter("", r.Header.Daily)
	spot.Look(g)
	for i, st := range r.Steps {
		if i%checkEvery == 0 {
			if err := ctx.Err(); err != nil {
				return verified{}, fmt.Errorf("replay at action %d of %d: %w", i, len(r.Steps), err)
			}
		}
		if st.Bot() {
			want, asked = g.BotAction(), true
			continue
		}
		if asked && st.Action != want {
			return verified{}, refuse(ReasonChanged, "action %d is not the bot's choice there: the replay was edited", i+1)
		}
		asked = false
		g.Do(st.Action)
		spot.Look(g)
	}
	if !g.Over {
		return verified{}, refuse(ReasonNotReproduced, "the replay ends before the game does (turn %d, depth %d)", g.Turns, g.Deepest)
	}
	got := ClaimOf(g)
	if got != c {
		return verified{}, refuse(ReasonNotReproduced, "the replay ends %s at depth %d, score %d, in %d turns; the claim was %s at depth %d, score %d, in %d turns",
			got.Outcome, got.Depth, got.Score, got.Turns, c.Outcome, c.Depth, c.Score, c.Turns)
	}
	return verified{claim: got, morgue: morgue(g, r.Header.Daily), fights: spot.Fights()}, nil
}

// morgue is the morgue file of the ended daily game g of day date, as the game writes it (save.MorgueOf), in
// the server's language, English.
func morgue(g *game.Game, date string) string { return save.MorgueOf(lang.English(), g, date) }

// asRefusal is err as a refusal: a timeout's, or the refusal it is.
func asRefusal(err error) *refusal {
	var rf *refusal
	if errors.As(err, &rf) {
		return rf
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
		return refuse(ReasonTimeout, "%v", err)
	}
	return refuse(ReasonNotReproduced, "%v", err)
}

// dailyRules is the rule set of the daily game of day under data d, as the game chooses it (main.go).
func dailyRules(d *assets.Data, day time.Time) string {
	seed, _ := save.DailySeed(day)
	return save.DailyRules(seed, d.RuleSets().Names())
}
