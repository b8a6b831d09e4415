// Tests of the client's side of the leaderboard's HTTP contract (issue 37, part 3), against hand-written
// replies of the contract: they test the client's requests and its reading of the replies, not the server
// (render/ui's submit test and render/web's submit_test.go use the real one).

package client

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cleave-game/cleave/assets/lang"
	"github.com/cleave-game/cleave/assets/text"
)

// TestSubmitAndStatus: Submit posts the contract's body to /api/runs and returns the 202's id; Status polls
// /api/runs/{id} while it is queued and returns the verified run with its place.
func TestSubmitAndStatus(t *testing.T) {
	var got map[string]any
	var polls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.Method == http.MethodPost && r.URL.Path == "/api/runs":
			assert.Equal(t, "application/json", r.Header.Get("Content-Type"))
			assert.NoError(t, json.NewDecoder(r.Body).Decode(&got))
			w.WriteHeader(http.StatusAccepted)
			_, _ = w.Write([]byte(`{"id":"r1-x_0f","status":"queued"}`))
		case r.Method == http.MethodGet && r.URL.Path == "/api/runs/r1-x_0f":
			if polls.Add(1) < 3 {
				_, _ = w.Write([]byte(`{"id":"r1-x_0f","status":"queued"}`))
				return
			}
			_, _ = w.Write([]byte(`{"id":"r1-x_0f","status":"verified","reason":"","name":"Thora","date":"2026-12-02","rules":"drn","score":120,"depth":3,"outcome":"died","turns":900,"place":3,"of":17}`))
		case r.Method == http.MethodGet && r.URL.Path == "/api/daily/2026-12-02" && r.URL.Query().Get("rules") == "drn":
			_, _ = w.Write([]byte(`{"date":"2026-12-02","rules":"drn","entries":[{"place":1,"name":"Ada","score":300,"depth":5,"outcome":"died","turns":2000,"id":"a1"}]}`))
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()
	b, err := Daily(context.Background(), srv.URL, "2026-12-02", "drn")
	require.NoError(t, err)
	assert.Equal(t, Board{Date: "2026-12-02", Rules: "drn", Entries: []Entry{{Place: 1, Name: "Ada", Score: 300, Depth: 5, Outcome: "died", Turns: 2000, ID: "a1"}}}, b)
	s := Submission{Name: "Thora", Secret: strings.Repeat("ab", 16), Replay: "cleave-replay 1 seed=1\n", Morgue: "morgue", Claim: Claim{Outcome: OutcomeDied, Depth: 3, Score: 120, Turns: 900}}
	id, err := Submit(context.Background(), srv.URL+"/", s)
	require.NoError(t, err)
	assert.Equal(t, "r1-x_0f", id)
	want := map[string]any{"name": "Thora", "secret": s.Secret, "replay": s.Replay, "morgue": "morgue",
		"claim": map[string]any{"outcome": "died", "depth": 3.0, "score": 120.0, "turns": 900.0}}
	assert.Equal(t, want, got, "the body is the contract's, every field by its name")
	run, err := Status(context.Background(), srv.URL, id)
	require.NoError(t, err)
	assert.Equal(t, Run{ID: "r1-x_0f", Status: StatusVerified, Name: "Thora", Date: "2026-12-02", Rules: "drn", Score: 120, Depth: 3, Outcome: "died", Turns: 900, Place: 3, Of: 17}, run)
	assert.Equal(t, int32(3), polls.Load(), "polled until the verdict, not once more")
}

// TestRefusals: a 4xx or 503 is a *Refused with the reply's reason; a refused run's reason is the run's; a
// verdict that never comes is ErrTimeout within the context's deadline; a reply past MaxReply is refused.
func TestRefusals(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/runs":
			w.WriteHeader(http.StatusServiceUnavailable)
			_, _ = w.Write([]byte(`{"error":"the queue is full"}`))
		case "/api/runs/badid":
			w.WriteHeader(http.StatusAccepted)
			_, _ = w.Write([]byte(`{"id":"../../admin","status":"queued"}`))
		case "/api/runs/gone":
			w.WriteHeader(http.StatusForbidden)
			_, _ = w.Write([]byte(`{"status":"refused","reason":"name_owned","detail":"the name Thora belongs to another player"}`))
		case "/api/runs/refused":
			_, _ = w.Write([]byte(`{"id":"refused","status":"refused","reason":"the replay does not reach the claimed score"}`))
		case "/api/runs/slow":
			_, _ = w.Write([]byte(`{"id":"slow","status":"queued"}`))
		case "/api/runs/huge":
			_, _ = w.Write([]byte(`{"id":"huge","reason":"` + strings.Repeat("x", MaxReply) + `"}`))
		default:
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write([]byte(`not json`))
		}
	}))
	defer srv.Close()
	ctx := context.Background()
	_, err := Submit(ctx, srv.URL, Submission{})
	var ref *Refused
	require.ErrorAs(t, err, &ref)
	assert.Equal(t, 503, ref.Code)
	assert.Equal(t, "the leaderboard refused it: the queue is full", ref.Error())
	run, err := Status(ctx, srv.URL, "refused")
	require.NoError(t, err)
	assert.Equal(t, StatusRefused, run.Status)
	assert.Equal(t, "the replay does not reach the claimed score", run.Reason)
	_, err = Fetch(ctx, srv.URL, "gone")
	require.ErrorAs(t, err, &ref)
	assert.Equal(t, "the leaderboard refused it: the name Thora belongs to another player", ref.Error(), "the server's detail, when it gives no error")
	assert.Equal(t, "name_owned", ref.Kind, "the refusal's code")
	assert.Equal(t, "the name Thora belongs to another player", ref.Said(lang.English()), "English says the server's words")
	assert.Equal(t, "это имя принадлежит другому игроку", ref.Said(russian(t)), "another language the catalogue's, by the code")
	assert.Equal(t, "the replay ends early", Words("not_reproduced: the replay ends early"))
	assert.Equal(t, "Depth 3: too deep", Words("Depth 3: too deep"), "no code before the words: all of it")
	_, err = Submit(ctx, srv.URL+"/api/runs/badid#", Submission{})
	assert.ErrorContains(t, err, `no usable id ("../../admin")`, "an id is put in a path as it is: only letters, digits, - and _")
	_, err = Fetch(ctx, srv.URL, "a/b")
	assert.ErrorContains(t, err, "no usable id")
	_, err = Fetch(ctx, srv.URL, "missing")
	require.ErrorAs(t, err, &ref)
	assert.Equal(t, 404, ref.Code)
	assert.Equal(t, "the leaderboard refused it (HTTP 404)", ref.Error())
	short, cancel := context.WithTimeout(ctx, 3*PollEvery)
	defer cancel()
	run, err = Status(short, srv.URL, "slow")
	assert.ErrorIs(t, err, ErrTimeout)
	assert.Equal(t, StatusQueued, run.Status)
	_, err = Fetch(ctx, srv.URL, "huge")
	assert.ErrorIs(t, err, tooLong)
}

// TestCheckBase: the server's address is an http(s) URL with a host, bounded, nothing after its path.
func TestCheckBase(t *testing.T) {
	for _, ok := range []string{"http://127.0.0.1:8080", "https://scores.example.org/cleave/"} {
		assert.NoError(t, CheckBase(ok), ok)
	}
	for _, ok := range []string{"http://[::1]:8080/", "http://localhost"} {
		assert.NoError(t, CheckBase(ok), ok)
	}
	for _, bad := range []string{"", "ftp://x", "http://", "scores.example.org", "http://x/?a=1", "http://x/#f", "http://u:p@x", "http://x/a b", "http://x y/", "null", "http://x/" + strings.Repeat("a", MaxBase)} {
		assert.Error(t, CheckBase(bad), bad)
	}
}

// russian is the Russian texts.
func russian(t *testing.T) *text.Lang {
	t.Helper()
	ru, err := lang.Load("ru")
	require.NoError(t, err)
	return ru
}

// TestReasonInRussian: issue 38 — a refusal's reason is said in the player's language by its code (never a
// number), the server's words in English; a reason with no code the catalogue knows, as the server said it.
func TestReasonInRussian(t *testing.T) {
	ru := russian(t)
	assert.Equal(t, "повтор заканчивается не так, как заявлено", Reason(ru, "not_reproduced: the replay ends at depth 3, score 40"))
	assert.Equal(t, "таблица лидеров слишком долго проигрывала повтор", Reason(ru, "timeout"), "a code alone")
	assert.Equal(t, "the replay ends at depth 3, score 40", Reason(lang.English(), "not_reproduced: the replay ends at depth 3, score 40"))
	assert.Equal(t, "the leaderboard took too long to play the replay", Reason(lang.English(), "timeout"), "a code alone, in English too")
	assert.Equal(t, "Depth 3: too deep", Reason(ru, "Depth 3: too deep"), "no code: as the server said it")
	assert.Equal(t, "words", Reason(ru, "no_such_code: words"), "a code the catalogue has not: the server's words")
}
