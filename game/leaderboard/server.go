package leaderboard

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/cleave-game/cleave/assets"
)

// The bounds of a submission.
const (
	// MaxBody is the largest body POST /api/runs reads, 16 MiB: a replay of some 200,000 actions (a bot's
	// won run is about 4,000, a long human one a few tens of thousands).
	MaxBody = 16 << 20
	// MaxMorgue is the longest morgue a client may send (the game's are a few KiB).
	MaxMorgue = 1 << 20
	// MaxDepthJSON is the deepest nesting of a submission's JSON: the claim is an object in an object.
	MaxDepthJSON = 2
	// MinName and MaxName bound a name's length in characters (ValidName).
	MinName, MaxName = 1, 24
	// MinSecret and MaxSecret bound a secret's length in bytes: the client makes one of 32 random hex digits.
	MinSecret, MaxSecret = 16, 128
)

// Config is a server's settings; the zero value of each but DB is its default.
type Config struct {
	DB      string           // a SQLite file's path, or a postgres:// connection string
	Queue   int              // the runs waiting for verification, at most (default 64)
	Workers int              // the verifications at once (default 2)
	Timeout time.Duration    // the longest one verification may take (default 10 s)
	Rate    int              // submissions a minute from one address, and the burst (default 10)
	Window  int              // the days before today whose daily games are still taken (default 1: a run begun before midnight)
	Data    *assets.Data     // the data runs are verified by (default: the embedded data)
	Now     func() time.Time // the clock of the days and of the flood limit (default time.Now); the records are stamped by the real one
	Log     *log.Logger      // where the server tells what it does (default: nowhere)
}

// Server is the leaderboard: its database, its queue of runs to verify and its workers.
type Server struct {
	cfg     Config
	store   *store
	queue   chan queued
	limiter *limiter
	mu      sync.Mutex
	refused map[string]int64 // refusals by reason since the start
	exports chan struct{}    // the exports of the archive being written (MaxExports at most)
	ctx     context.Context
	stop    context.CancelFunc
	wg      sync.WaitGroup
}

// New opens cfg's database (applying its migrations), starts the workers and puts back in the queue the
// runs a server stopped before it verified.
func New(cfg Config) (*Server, error) {
	cfg.Queue = cmpOr(cfg.Queue, 64)
	cfg.Workers = cmpOr(cfg.Workers, 2)
	cfg.Timeout = cmpOr(cfg.Timeout, 10*time.Second)
	cfg.Rate = cmpOr(cfg.Rate, 10)
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Log == nil {
		cfg.Log = log.New(io.Discard, "", 0)
	}
	if cfg.Window < 0 {
		return nil, fmt.Errorf("leaderboard: a window of %d days", cfg.Window)
	}
	if cfg.Window == 0 {
		cfg.Window = 1
	}
	if cfg.Data == nil {
		d, err := assets.Load(nil)
		if err != nil {
			return nil, fmt.Errorf("leaderboard: the embedded data: %w", err)
		}
		cfg.Data = d
	}
	if cfg.DB == "" {
		return nil, errors.New("leaderboard: no database (a SQLite file's path or a postgres:// string)")
	}
	ctx, stop := context.WithCancel(context.Background())
	st, err := openStore(ctx, cfg.DB)
	if err != nil {
		stop()
		return nil, err
	}
	s := &Server{cfg: cfg, store: st, queue: make(chan queued, cfg.Queue), limiter: newLimiter(cfg.Rate),
		refused: map[string]int64{}, exports: make(chan struct{}, MaxExports), ctx: ctx, stop: stop}
	left, err := st.pending(ctx)
	if err != nil {
		stop()
		st.Close()
		return nil, err
	}
	for range cfg.Workers {
		s.wg.Add(1)
		go s.work()
	}
	if len(left) > 0 { // fed as the queue drains: they were taken, so they are not refused for room
		s.wg.Add(1)
		go func() {
			defer s.wg.Done()
			for _, q := range left {
				select {
				case s.queue <- q:
				case <-ctx.Done():
					return
				}
			}
		}()
	}
	return s, nil
}

func cmpOr[T comparable](v, def T) T {
	var zero T
	if v == zero {
		return def
	}
	return v
}

// Close stops the workers (a run being verified stays queued, verified at the next start) and closes the
// database.
func (s *Server) Close() error {
	s.stop()
	s.wg.Wait()
	return s.store.Close()
}

// work verifies queued runs until the server stops.
func (s *Server) work() {
	defer s.wg.Done()
	for {
		select {
		case <-s.ctx.Done():
			return
		case q := <-s.queue:
			s.verify(q)
		}
	}
}

// verify plays run q within the timeout and records the verdict.
func (s *Server) verify(q queued) {
	ctx, cancel := context.WithTimeout(s.ctx, s.cfg.Timeout)
	defer cancel()
	status, reason, morgue := StatusVerified, "", ""
	var fights []storedFight
	c, rf := check(s.cfg.Data, q.replay, q.claim, s.cfg.Now(), s.cfg.Window+1) // the day it was taken may have passed
	if rf == nil {
		v, err := replay(ctx, s.cfg.Data, c.replay, q.claim)
		if err != nil && s.ctx.Err() != nil {
			return // stopping: verified at the next start
		}
		if err != nil {
			rf = asRefusal(err)
		}
		morgue = v.morgue
		if rf == nil {
			fights = s.storable(q, c.replay.Header.Data, v.fights)
		}
	}
	if rf != nil {
		status, reason = StatusRefused, rf.Error()
		s.count(rf.reason)
	}
	if err := s.store.settle(s.ctx, q.id, status, reason, morgue, fights, time.Now()); err != nil {
		s.cfg.Log.Printf("%v", err)
		return
	}
	s.cfg.Log.Printf("run %s: %s %s", q.id, status, reason)
}

// count counts a refusal of reason.
func (s *Server) count(reason string) {
	s.mu.Lock()
	s.refused[reason]++
	s.mu.Unlock()
}

// Handler is the server's HTTP handler: the API and the runs' files (package doc), mountable beside
// another's (every path is under /api/ or /runs/).
func (s *Server) Handler() http.Handler {
	m := http.NewServeMux()
	m.HandleFunc("POST /api/runs", s.submit)
	m.HandleFunc("OPTIONS /api/runs", s.preflight)
	m.HandleFunc("GET /api/runs/{id}", s.getRun)
	m.HandleFunc("GET /api/daily/{date}", s.getDaily)
	m.HandleFunc("GET /api/daily", s.getDaily)
	m.HandleFunc("GET /api/players/{name}", s.getPlayer)
	m.HandleFunc("GET /api/stats", s.getStats)
	m.HandleFunc("GET /api/fights", s.getFights)
	m.HandleFunc("GET /runs/{id}/replay", s.getFile("replay"))
	m.HandleFunc("GET /runs/{id}/morgue", s.getFile("morgue"))
	return m
}

// cors lets a page of another address (a browser build configured with this server) read the answers.
func cors(w http.ResponseWriter) {
	w.Header().Set("Access-Control-Allow-Origin", "*")
}

func (s *Server) preflight(w http.ResponseWriter, _ *http.Request) {
	cors(w)
	w.Header().Set("Access-Control-Allow-Methods", "POST, GET")
	w.Header().Set("Access-Control-Allow-Headers", "Content-Type")
	w.WriteHeader(http.StatusNoContent)
}

// writeJSON writes v with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	cors(w)
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// reject answers a submission refused at once, and counts it.
func (s *Server) reject(w http.ResponseWriter, status int, reason, detail string) {
	s.count(reason)
	writeJSON(w, status, Refusal{Status: StatusRefused, Reason: reason, Detail: detail})
}

// submit takes a run: bounded, read strictly, its name and replay's header checked, recorded queued with
// its player in one transaction, then queued for verification: 202 with its id.
func (s *Server) submit(w http.ResponseWriter, r *http.Request) {
	if !s.limiter.allow(addrOf(r), s.cfg.Now()) {
		w.Header().Set("Retry-After", strconv.Itoa(max(1, 60/s.cfg.Rate)))
		s.reject(w, http.StatusTooManyRequests, ReasonFlood, fmt.Sprintf("more than %d submissions a minute from one address", s.cfg.Rate))
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		s.reject(w, http.StatusRequestEntityTooLarge, ReasonTooLarge, fmt.Sprintf("the body is over %d MiB", MaxBody>>20))
		return
	}
	if err != nil {
		s.reject(w, http.StatusBadRequest, ReasonBadJSON, err.Error())
		return
	}
	var sub Submission
	if err := decodeStrict(body, &sub); err != nil {
		s.reject(w, http.StatusBadRequest, ReasonBadJSON, err.Error())
		return
	}
	if len(sub.Morgue) > MaxMorgue {
		s.reject(w, http.StatusRequestEntityTooLarge, ReasonTooLarge, fmt.Sprintf("the morgue is over %d KiB", MaxMorgue>>10))
		return
	}
	if why := ValidName(sub.Name); why != "" {
		s.reject(w, http.StatusBadRequest, ReasonBadName, why)
		return
	}
	if n := len(sub.Secret); n < MinSecret || n > MaxSecret {
		s.reject(w, http.StatusBadRequest, ReasonBadSecret, fmt.Sprintf("a secret of %d bytes: want %d to %d", n, MinSecret, MaxSecret))
		return
	}
	c, rf := check(s.cfg.Data, []byte(sub.Replay), sub.Claim, s.cfg.Now(), s.cfg.Window)
	if rf != nil {
		status := http.StatusUnprocessableEntity
		if rf.reason == ReasonUnreadable {
			status = http.StatusBadRequest
		}
		s.reject(w, status, rf.reason, rf.detail)
		return
	}
	if len(s.queue) >= cap(s.queue) { // told before anything is written; a race past it is caught below
		s.reject(w, http.StatusServiceUnavailable, ReasonQueueFull, fmt.Sprintf("%d runs are waiting to be verified: try again in a minute", cap(s.queue)))
		return
	}
	q := queued{id: newID(), date: c.date, rules: c.replay.Header.Rules, claim: sub.Claim, replay: []byte(sub.Replay)}
	if err := s.store.insert(r.Context(), sub.Name, sub.Secret, q, time.Now()); err != nil {
		if errors.Is(err, errOwned) {
			s.reject(w, http.StatusForbidden, ReasonNameOwned, fmt.Sprintf("%q is another player's name", sub.Name))
			return
		}
		s.cfg.Log.Printf("%v", err)
		writeJSON(w, http.StatusInternalServerError, Refusal{Status: StatusRefused, Reason: "server", Detail: "the run could not be recorded"})
		return
	}
	select {
	case s.queue <- q:
	default: // filled since: the run is recorded queued, and verified at the next start
		s.cfg.Log.Printf("run %s: the queue filled; it waits for the next start", q.id)
	}
	writeJSON(w, http.StatusAccepted, Accepted{ID: q.id, Status: StatusQueued})
}

// decodeStrict decodes body into v: no nesting deeper than MaxDepthJSON, no unknown field, nothing after.
func decodeStrict(body []byte, v any) error {
	if d := jsonDepth(body); d > MaxDepthJSON {
		return fmt.Errorf("JSON nested %d deep: a submission is at most %d", d, MaxDepthJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("not a submission: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("not a submission: more after its object")
	}
	return nil
}

// jsonDepth is the deepest nesting of objects and arrays in b (strings skipped), stopping past the bound.
func jsonDepth(b []byte) int {
	depth, deepest := 0, 0
	in, esc := false, false
	for _, c := range b {
		switch {
		case in && esc:
			esc = false
		case in && c == '\\':
			esc = true
		case in && c == '"':
			in = false
		case in:
		case c == '"':
			in = true
		case c == '{' || c == '[':
			depth++
			if deepest = max(deepest, depth); deepest > MaxDepthJSON {
				return deepest
			}
		case c == '}' || c == ']':
			depth--
		}
	}
	return deepest
}

// ValidName says why name is no player's name ("" when it is one): 1 to 24 characters, letters, digits,
// and - _ . and spaces between them (no space first or last, no two together), so that no name passes for
// another on the board.
func ValidName(name string) string {
	n := utf8.RuneCountInString(name)
	if !utf8.ValidString(name) || n < MinName || n > MaxName {
		return fmt.Sprintf("a name of %d characters: want %d to %d", n, MinName, MaxName)
	}
	if strings.TrimSpace(name) != name || strings.Contains(name, "  ") {
		return "a name with a space first, last or two together"
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("-_. ", r) {
			return fmt.Sprintf("a name with %q: want letters, digits, - _ . and spaces", r)
		}
	}
	return ""
}

// nameKey is the key of name: no two players' names differ by case alone.
func nameKey(name string) string { return strings.ToLower(name) }

// newID is a run's id: 16 random hex digits.
func newID() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// addrOf is the address a request came from (its host, without the port).
func addrOf(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

func (s *Server) getRun(w http.ResponseWriter, r *http.Request) {
	run, err := s.store.run(r.Context(), r.PathValue("id"))
	s.answer(w, run, err)
}

// answer writes v, or the error's status: 404 for no such run or player, 500 else.
func (s *Server) answer(w http.ResponseWriter, v any, err error) {
	switch {
	case errors.Is(err, errNoRun):
		writeJSON(w, http.StatusNotFound, map[string]string{"error": err.Error()})
	case err != nil:
		s.cfg.Log.Printf("%v", err)
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "the database could not be read"})
	default:
		writeJSON(w, http.StatusOK, v)
	}
}

// getDaily is a day's board: the date in the path (none: today, UTC), the rule set in ?rules= (none: the
// day's).
func (s *Server) getDaily(w http.ResponseWriter, r *http.Request) {
	day := s.cfg.Now().UTC()
	if d := r.PathValue("date"); d != "" {
		var err error
		if day, err = time.Parse(time.DateOnly, d); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": fmt.Sprintf("%q is no date: want YYYY-MM-DD", d)})
			return
		}
	}
	date := day.Format(time.DateOnly)
	rules := r.URL.Query().Get("rules")
	if rules == "" {
		rules = dailyRules(s.cfg.Data, day)
	}
	if rs, err := s.cfg.Data.RuleSet(rules); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	} else {
		rules = rs.Name()
	}
	b, err := s.store.board(r.Context(), date, rules)
	s.answer(w, b, err)
}

func (s *Server) getPlayer(w http.ResponseWriter, r *http.Request) {
	p, err := s.store.player(r.Context(), r.PathValue("name"))
	s.answer(w, p, err)
}

func (s *Server) getStats(w http.ResponseWriter, r *http.Request) {
	runs, err := s.store.counts(r.Context())
	st := Stats{Runs: runs, Refusals: map[string]int64{}, Queue: len(s.queue), QueueMax: cap(s.queue)}
	s.mu.Lock()
	for k, v := range s.refused {
		st.Refusals[k] = v
	}
	s.mu.Unlock()
	s.answer(w, st, err)
}

// getFile serves a run's replay or morgue as text.
func (s *Server) getFile(column string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		id := r.PathValue("id")
		b, err := s.store.file(r.Context(), id, column)
		if err != nil {
			s.answer(w, nil, err)
			return
		}
		cors(w)
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Content-Disposition", fmt.Sprintf("inline; filename=%q", "cleave-"+column+"-"+id+".txt"))
		w.Write(b)
	}
}
