// Package client submits a finished daily run to a leaderboard server (game/leaderboard) and waits for its
// verdict, by the server's HTTP contract: POST /api/runs, then GET /api/runs/{id} until the run is verified
// or refused. Pure Go, no Ebitengine: net/http on the desktop (http_other.go), and in the browser the page's
// fetch (http_js.go), to the origin that served the page or another.
package client

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// Claim is what the client says the run came to; the server replays the run and accepts the score only if
// the replay reproduces it.
type Claim struct {
	Outcome string `json:"outcome"` // OutcomeWon, OutcomeDied or OutcomeQuit
	Depth   int    `json:"depth"`   // the deepest level reached (what the score counts), not the level of the end
	Score   int    `json:"score"`
	Turns   int    `json:"turns"`
}

// The claim's outcomes: a daily run ends in victory, in death, or given up (the player's give-up command,
// game.ActGiveUp: an outcome of its own, so that the board never says a player died who quit).
const (
	OutcomeWon  = "won"
	OutcomeDied = "died"
	OutcomeQuit = "quit"
)

// OutcomeOf is the outcome of a run that ended, won or given up (neither: died).
func OutcomeOf(won, gaveUp bool) string {
	switch {
	case won:
		return OutcomeWon
	case gaveUp:
		return OutcomeQuit
	}
	return OutcomeDied
}

// Submission is a run to submit: the player's chosen name and secret (which keeps the name theirs), the
// replay's text, the morgue file's text and the claim.
type Submission struct {
	Name   string `json:"name"`
	Secret string `json:"secret"`
	Replay string `json:"replay"`
	Morgue string `json:"morgue"`
	Claim  Claim  `json:"claim"`
}

// Run is a submitted run as the server sees it (GET /api/runs/{id}): Status is StatusQueued until it is
// replayed, then StatusVerified (Place of Of on the day's table under Rules) or StatusRefused (Reason).
type Run struct {
	ID      string `json:"id"`
	Status  string `json:"status"`
	Reason  string `json:"reason"`
	Name    string `json:"name"`
	Date    string `json:"date"`
	Rules   string `json:"rules"`
	Score   int    `json:"score"`
	Depth   int    `json:"depth"`
	Outcome string `json:"outcome"`
	Turns   int    `json:"turns"`
	Place   int    `json:"place"`
	Of      int    `json:"of"`
}

// The statuses of a run.
const (
	StatusQueued   = "queued"
	StatusVerified = "verified"
	StatusRefused  = "refused"
)

// Done reports whether the run's verdict is in (verified or refused).
func (r Run) Done() bool { return r.Status == StatusVerified || r.Status == StatusRefused }

// Bounds of the client's work: a reply read at most MaxReply bytes; Status polls every PollEvery, for at
// most MaxWait in all (the server verifies off the request path, within its own timeout per run).
const (
	MaxReply  = 1 << 20
	PollEvery = 250 * time.Millisecond
	MaxWait   = 2 * time.Minute
	// RequestTimeout bounds one request, its reply read whole.
	RequestTimeout = 30 * time.Second
	// MaxBase bounds a server's address (--leaderboard, settings.toml's leaderboard).
	MaxBase = 512
)

// Refused is the server's refusal of a request: its HTTP status, the reason it gave and the reason's code
// (Kind: the server's Reason constants, "" when it gave none).
type Refused struct {
	Code   int
	Reason string
	Kind   string
}

// Said is the refusal's reason as the player reads it in l (Reason).
func (e *Refused) Said(l *text.Lang) string {
	if e.Kind == "" {
		return Reason(l, e.Reason)
	}
	return Reason(l, e.Kind+": "+e.Reason)
}

func (e *Refused) Error() string {
	if e.Reason == "" {
		return fmt.Sprintf("the leaderboard refused it (HTTP %d)", e.Code)
	}
	return "the leaderboard refused it: " + e.Reason
}

// ErrTimeout: the run's verdict did not come within the wait.
var ErrTimeout = errors.New("the leaderboard did not verify the run in time")

// CheckBase checks a server's address: http:// or https://, a host (letters, digits, ., -, : and the brackets
// of an IPv6 address), then at most a path; no user, query or fragment; at most MaxBase bytes. "" is no
// server. (Checked by hand, not by net/url: the browser's module is kept lean, TestModuleSize.)
func CheckBase(base string) error {
	if len(base) > MaxBase {
		return fmt.Errorf("a leaderboard address of %d bytes: want at most %d", len(base), MaxBase)
	}
	rest, ok := strings.CutPrefix(base, "http://")
	if !ok {
		rest, ok = strings.CutPrefix(base, "https://")
	}
	host, path, _ := strings.Cut(rest, "/")
	switch {
	case !ok || host == "":
		return fmt.Errorf("leaderboard address %q: want http:// or https:// and a host", base)
	case strings.TrimFunc(host, func(c rune) bool { return idRune(c) || strings.ContainsRune(".:[]", c) }) != "":
		return fmt.Errorf("leaderboard address %q: the host may hold letters, digits, '.', '-', ':' and brackets", base)
	case strings.ContainsAny(path, "?#@ \t\r\n"):
		return fmt.Errorf("leaderboard address %q: nothing after the path (no query, no fragment, no spaces)", base)
	}
	return nil
}

// idRune reports whether c may be in a run's id: an ASCII letter or digit, - or _ (an id is put in a path as
// it is).
func idRune(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_'
}

// checkID refuses an id that is empty, longer than 128 bytes, or not made of idRune's characters.
func checkID(id string) error {
	if id == "" || len(id) > 128 || strings.TrimFunc(id, idRune) != "" {
		return fmt.Errorf("the leaderboard answered no usable id (%q)", id)
	}
	return nil
}

// endpoint joins base and the API's path.
func endpoint(base, path string) string { return strings.TrimRight(base, "/") + path }

// Submit posts s to the server at base and returns the run's id (the server queues it for verification).
func Submit(ctx context.Context, base string, s Submission) (string, error) {
	body, err := json.Marshal(s)
	if err != nil {
		return "", fmt.Errorf("submit: %w", err)
	}
	var r struct {
		ID     string `json:"id"`
		Status string `json:"status"`
	}
	if err := call(ctx, "POST", endpoint(base, "/api/runs"), body, 202, &r); err != nil {
		return "", fmt.Errorf("submit: %w", err)
	}
	if err := checkID(r.ID); err != nil {
		return "", fmt.Errorf("submit: %w", err)
	}
	return r.ID, nil
}

// Fetch reads the run id's status once.
func Fetch(ctx context.Context, base, id string) (Run, error) {
	if err := checkID(id); err != nil {
		return Run{}, err
	}
	var r Run
	if err := call(ctx, "GET", endpoint(base, "/api/runs/"+id), nil, 200, &r); err != nil {
		return Run{}, fmt.Errorf("run %s: %w", id, err)
	}
	return r, nil
}

// Entry is a line of a day's board: a player's best verified run of the day.
type Entry struct {
	Place   int    `json:"place"`
	Name    string `json:"name"`
	Score   int    `json:"score"`
	Depth   int    `json:"depth"`
	Outcome string `json:"outcome"`
	Turns   int    `json:"turns"`
	ID      string `json:"id"`
}

// Board is a day's board under a rule set (GET /api/daily/{date}?rules=NAME), best first.
type Board struct {
	Date    string  `json:"date"`
	Rules   string  `json:"rules"`
	Entries []Entry `json:"entries"`
}

// Daily reads the board of the daily game of date ("2026-12-02") under the rule set rules.
func Daily(ctx context.Context, base, date, rules string) (Board, error) {
	if checkID(date) != nil || checkID(rules) != nil {
		return Board{}, fmt.Errorf("board of %q under %q: a date and a rule set's name", date, rules)
	}
	var b Board
	if err := call(ctx, "GET", endpoint(base, "/api/daily/"+date+"?rules="+rules), nil, 200, &b); err != nil {
		return Board{}, fmt.Errorf("board of %s: %w", date, err)
	}
	return b, nil
}

// Status polls the run id every PollEvery until it is verified or refused, and returns it; ErrTimeout after
// MaxWait (or at ctx's end, whichever comes first) with the last status read. Each request is bounded too
// (RequestTimeout).
func Status(ctx context.Context, base, id string) (Run, error) {
	deadline := time.Now().Add(MaxWait)
	var last Run // the last status read
	for {
		r, err := Fetch(ctx, base, id)
		switch {
		case err != nil && ctx.Err() != nil:
			return last, ErrTimeout
		case err != nil:
			return last, err
		case r.Done():
			return r, nil
		}
		last = r
		if time.Now().Add(PollEvery).After(deadline) {
			return last, ErrTimeout
		}
		select {
		case <-ctx.Done():
			return last, ErrTimeout
		case <-time.After(PollEvery):
		}
	}
}

// call sends a request (roundTrip: net/http on the desktop, the page's fetch in the browser) and decodes the
// JSON reply into out when its status is want; another status is a *Refused with the reply's
// {"error": reason}.
func call(ctx context.Context, method, url string, body []byte, want int, out any) error {
	code, reply, err := roundTrip(ctx, method, url, body)
	if err != nil {
		return err
	}
	if code != want {
		var e struct {
			Error, Reason, Detail string
		}
		_ = json.Unmarshal(reply, &e) // a reply that is no JSON still says its status
		ref := &Refused{Code: code, Reason: Words(cmp.Or(e.Error, e.Detail, e.Reason))}
		if isCode(e.Reason) {
			ref.Kind = e.Reason
		}
		return ref
	}
	if err := json.Unmarshal(reply, out); err != nil {
		return fmt.Errorf("the leaderboard's reply: %w", err)
	}
	return nil
}

// Words is a refusal's reason as the player reads it: the server's words without the code before them
// ("not_reproduced: the replay ends..." is "the replay ends...").
func Words(reason string) string {
	code, words, ok := strings.Cut(reason, ": ")
	if !ok || words == "" || !isCode(code) {
		return reason
	}
	return words
}

// Reason is a refusal's reason as the player reads it in l: in English, the server's language, its own words
// (Words: the detail it gave); in another language the catalogue's words for its code (board.reason.<code>,
// no number in them), which English's are too when the server gave a code alone. A reason with no code the
// catalogue knows is said as the server said it.
func Reason(l *text.Lang, reason string) string {
	code, words, ok := strings.Cut(reason, ": ")
	if !ok {
		code, words = reason, "" // a code alone, or words alone
	}
	key := "board.reason." + code
	switch {
	case !isCode(code) || !l.Has(key):
		return Words(reason)
	case l.Tag == lang.Default && words != "":
		return words
	}
	return l.Say(key)
}

// isCode reports whether s is a reason's code: lower-case letters and _ ("not_reproduced").
func isCode(s string) bool {
	return s != "" && strings.TrimFunc(s, func(c rune) bool { return c >= 'a' && c <= 'z' || c == '_' }) == ""
}

// tooLong is the error of a reply of more than MaxReply bytes.
var tooLong = fmt.Errorf("a reply of more than %d bytes", MaxReply)
