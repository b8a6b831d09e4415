//go:build !js

// `cleave-leaderboard bots`: the game's bot plays the daily games of the last days as every race and
// background of the data and submits each run to a server, as a player's client does: to try a server, or
// to fill a test server's archive of fights (README "Archived fights").

package main

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/cleave-game/cleave/assets"
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/flagrange"
	"github.com/cleave-game/cleave/game/leaderboard"
	"github.com/cleave-game/cleave/game/leaderboard/client"
	"github.com/cleave-game/cleave/game/save"
)

// botOptions are the flags of `bots`.
type botOptions struct {
	server      string
	days, limit int
}

// maxBotDays is the most days bots plays: the server's widest window (--window 7) and today.
const maxBotDays = maxWindow + 1

// parseBots reads the flags of `bots`, each within its range.
func parseBots(args []string, stderr io.Writer) (botOptions, *flag.FlagSet, error) {
	o := botOptions{days: 1, limit: 20000}
	fs, add := newFlags("cleave-leaderboard bots")
	add("server", "the leaderboard server to submit to", &serverValue{text{&o.server}})
	add("days", "the daily games of today and the days before it (the server's --window must take them)", &flagrange.Int{P: &o.days, Min: 1, Max: maxBotDays, Note: "days"})
	add("limit", "the most actions of a game; one still going then is not submitted", &flagrange.Int{P: &o.limit, Min: 1, Max: save.MaxReplayActions / 2, Note: "actions (a bot's asking and its action are two lines of the replay)"})
	if err := parseFlags(fs, args, "cleave-leaderboard bots --server URL [--days N] [--limit N]", stderr); err != nil {
		return o, fs, err
	}
	if o.server == "" {
		return o, fs, errors.New("cleave-leaderboard bots: --server URL is required")
	}
	return o, fs, nil
}

// bots is `cleave-leaderboard bots`: each day's daily game played by the bot as each race and background,
// submitted under the name "RACE BACKGROUND" (cut to leaderboard.MaxName) and a secret made for this call
// (a second call's runs under the same names are refused: the names are the first call's), and its verdict
// awaited.
func bots(args []string, stdout, stderr io.Writer) int {
	return botsOn(time.Now(), args, stdout, stderr)
}

// botsOn is bots on the day of now (UTC).
func botsOn(now time.Time, args []string, stdout, stderr io.Writer) int {
	o, _, err := parseBots(args, stderr)
	if code, done := refused(err, stderr); done {
		return code
	}
	d, err := assets.Load(nil)
	if err != nil {
		fmt.Fprintln(stderr, "cleave-leaderboard:", err)
		return 1
	}
	var b [16]byte
	rand.Read(b[:])
	secret := hex.EncodeToString(b[:]) // one for every run of the call: a player's
	ctx := context.Background()
	today := now.UTC().Truncate(24 * time.Hour)
	verified, refused, unfinished := 0, 0, 0
	for back := range o.days {
		day := today.AddDate(0, 0, -back)
		for _, race := range d.Races {
			for _, bg := range d.Backgrounds {
				ch := game.Character{Name: "Bot", Race: race.Name, Background: bg.Name}
				sub, ok, err := botRun(d, day, ch, o.limit, secret)
				if err != nil {
					fmt.Fprintln(stderr, "cleave-leaderboard:", err)
					return 1
				}
				if !ok {
					unfinished++
					fmt.Fprintf(stdout, "%s %s %s: still going after %d actions, not submitted\n", day.Format(time.DateOnly), race.Name, bg.Name, o.limit)
					continue
				}
				id, err := client.Submit(ctx, o.server, sub)
				var no *client.Refused
				if errors.As(err, &no) { // refused at once (a name taken by an earlier call's secret, a flood): said, and on
					refused++
					fmt.Fprintf(stdout, "%s %s %s: refused: %v\n", day.Format(time.DateOnly), race.Name, bg.Name, err)
					continue
				}
				if err != nil {
					fmt.Fprintln(stderr, "cleave-leaderboard:", err)
					return 1
				}
				r, err := client.Status(ctx, o.server, id)
				if err != nil {
					fmt.Fprintln(stderr, "cleave-leaderboard:", err)
					return 1
				}
				if r.Status == leaderboard.StatusVerified {
					verified++
				} else {
					refused++
				}
				fmt.Fprintf(stdout, "%s %s %s: %s in %d turns at depth %d, run %s %s %s\n", day.Format(time.DateOnly), race.Name, bg.Name, sub.Claim.Outcome, sub.Claim.Turns, sub.Claim.Depth, id, r.Status, r.Reason)
			}
		}
	}
	fmt.Fprintf(stdout, "%d runs verified, %d refused, %d not finished\n", verified, refused, unfinished)
	if refused > 0 {
		return 1
	}
	return 0
}

// botRun is the daily game of day played by the bot as ch to its end (false when it still goes after limit
// actions), recorded as the game records it, as a submission with secret.
func botRun(d *assets.Data, day time.Time, ch game.Character, limit int, secret string) (leaderboard.Submission, bool, error) {
	g, replay, err := leaderboard.PlayDaily(d, day, ch, limit)
	if err != nil || !g.Over {
		return leaderboard.Submission{}, false, err
	}
	name := ch.Race + " " + ch.Background
	name = strings.TrimSpace(name[:min(len(name), leaderboard.MaxName)])
	return leaderboard.Submission{Name: name, Secret: secret,
		Replay: string(replay), Morgue: "", Claim: leaderboard.ClaimOf(g)}, true, nil
}

// serverValue is a leaderboard server's address: http:// or https://, a host (client.CheckBase).
type serverValue struct{ text }

func (v *serverValue) Set(s string) error {
	if err := client.CheckBase(s); err != nil {
		return flagrange.Want(v, "")
	}
	*v.p = s
	return nil
}
func (v *serverValue) Range() string     { return "a server's address, http://host:port or https://host" }
func (v *serverValue) Outside() []string { return []string{"", "localhost:8037", "ftp://x"} }
