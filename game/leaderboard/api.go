// Package leaderboard is the daily game's leaderboard server (issue 37): it takes a finished daily run's
// replay over HTTP, replays it on the real engine off the request path, and records its score only when the
// replay ends as the run claims (outcome, deepest level, score, turns). This file is its contract, the JSON
// of its API, which builds everywhere; its types are the client's (game/leaderboard/client, which the browser's build holds without the server's drivers), named here by alias so that one definition serves both sides; the server is server.go and beside.
//
// The API (README: "Leaderboard server (issue 37)"):
//
//	POST /api/runs                   Submission → 202 Accepted {"id","status":"queued"}, or a Refusal
//	GET  /api/runs/{id}              Run: queued, verified (with its place among the day's players) or refused
//	GET  /api/daily/{date}?rules=R   Board of the day (no date: today, UTC; no rules: the day's rule set)
//	GET  /api/players/{name}         Player: the player's runs, newest first
//	GET  /api/stats                  Stats: the runs by status and the refusals by reason
//	GET  /runs/{id}/replay           the replay, as text (cleave --replay opens it once downloaded)
//	GET  /runs/{id}/morgue           the morgue file the server made from its own replay
package leaderboard

import (
	"github.com/cleave-game/cleave/game"
	"github.com/cleave-game/cleave/game/leaderboard/client"
)

// The outcomes of a run that ended: a daily game ends in death, in victory or given up (game.ActGiveUp).
const (
	OutcomeDied = client.OutcomeDied
	OutcomeWon  = client.OutcomeWon
	OutcomeQuit = client.OutcomeQuit
)

// The statuses of a submitted run.
const (
	StatusQueued   = client.StatusQueued
	StatusVerified = client.StatusVerified
	StatusRefused  = client.StatusRefused
)

// Claim is what a run says of its end; the server replays the run and records it only if the game ends so.
// Depth is the deepest level reached (what the score counts, RULES.md §38.4), not the level of the death.
type Claim = client.Claim

// ClaimOf is the claim of the ended game g, as the server computes it from its replay: the client sends it.
func ClaimOf(g *game.Game) Claim {
	o := g.Obituary()
	return Claim{Outcome: client.OutcomeOf(o.Won, o.GaveUp), Depth: o.Deepest, Score: o.Score, Turns: o.Turns}
}

// Submission is the body of POST /api/runs: the player's chosen name and secret (the client keeps the
// secret; the first to submit a name owns it), the replay file's text, the morgue the client wrote (bounded,
// not trusted: the server writes its own from the replay) and the claim.
type Submission = client.Submission

// Accepted is the answer to a submission taken: 202 with the run's id, status queued.
type Accepted struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

// Refusal is the answer to a submission refused at once (a 4xx or 503 status): Reason is one of the Reason
// constants, Detail says it in words.
type Refusal struct {
	Status string `json:"status"` // always "refused"
	Reason string `json:"reason"`
	Detail string `json:"detail"`
}

// Run is a submitted run as GET /api/runs/{id} tells it. Reason is set when it was refused (a Reason
// constant, then ": " and the detail); Place and Of are its place among the day's players and how many
// there are (0 until it is verified).
type Run = client.Run

// Entry is one line of a day's board: a player's best verified run of the day.
type Entry = client.Entry

// Board is a day's leaderboard under one rule set: each player's best run, best first (the higher score,
// then the fewer turns, then the earlier submitted).
type Board = client.Board

// Player is a player's runs, newest first (at most MaxPlayerRuns).
type Player struct {
	Name string `json:"name"`
	Runs []Run  `json:"runs"`
}

// Stats are the server's counts: runs by status in the database, refusals by reason since it started.
type Stats struct {
	Runs     map[string]int   `json:"runs"`
	Refusals map[string]int64 `json:"refusals"`
	Queue    int              `json:"queue"`
	QueueMax int              `json:"queue_max"`
}

// The reasons of a refusal, each with its HTTP status when it is refused at once (Refusal), or set on the
// run (Run.Reason) when the replay refutes it.
const (
	ReasonTooLarge      = "too_large"      // 413: the body is over MaxBody (or its morgue over MaxMorgue)
	ReasonBadJSON       = "bad_json"       // 400: not the Submission's JSON: malformed, an unknown field, nested too deep
	ReasonBadName       = "bad_name"       // 400: a name of the wrong length or characters (ValidName)
	ReasonBadSecret     = "bad_secret"     // 400: a secret shorter or longer than the bounds
	ReasonUnreadable    = "unreadable"     // 400: not a replay game/save can read
	ReasonImpossible    = "impossible"     // 422: a claim no run could end in (its score is not its depth's and turns')
	ReasonNotDaily      = "not_daily"      // 422: not a daily game's replay (or a kind of run, or data reloaded)
	ReasonOtherDay      = "other_day"      // 422: a seed or rule set not the day's, or a day outside the window
	ReasonOtherData     = "other_data"     // 422: played by data other than the server's
	ReasonNameOwned     = "name_owned"     // 403: the name belongs to another secret
	ReasonFlood         = "flood"          // 429: too many submissions from one address
	ReasonQueueFull     = "queue_full"     // 503: the verification queue is full
	ReasonChanged       = "changed_action" // refused by replay: an action is not the one the bot chose there
	ReasonNotReproduced = "not_reproduced" // refused by replay: the game does not end as claimed
	ReasonTimeout       = "timeout"        // refused by replay: it took longer than the timeout
)
