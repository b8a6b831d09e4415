package leaderboard

import (
	"cmp"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"time"
)

// migrations are the schema's steps, NNN_what.sql, applied in order at start and recorded in
// schema_migrations: one file for both databases, written in the SQL they share (a step that must differ would
// go in a directory of each dialect's, dialect.dir).
//
//go:embed migrations
var migrations embed.FS

// dialect is what differs between the two databases: the driver, the migrations' directory and how a
// query's parameters are written.
type dialect struct {
	driver, dir string
	dollar      bool // $1, $2… (PostgreSQL) rather than ?
}

var (
	sqlite   = dialect{driver: "sqlite", dir: "migrations"}
	postgres = dialect{driver: "pgx", dir: "migrations", dollar: true}
)

// dialectOf is the database of db: a postgres:// (or postgresql://) connection string, else a SQLite file's
// path, with the settings the server needs (a wait on a busy file, foreign keys, the write-ahead log).
func dialectOf(db string) (dialect, string) {
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		return postgres, db
	}
	return sqlite, "file:" + db + "?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_pragma=journal_mode(WAL)&_txlock=immediate"
}

// store is the database of runs.
type store struct {
	db *sql.DB
	d  dialect
}

// openStore opens the database db and applies the migrations it lacks.
func openStore(ctx context.Context, db string) (*store, error) {
	d, dsn := dialectOf(db)
	h, err := sql.Open(d.driver, dsn)
	if err != nil {
		return nil, fmt.Errorf("leaderboard: open %s: %w", d.driver, err)
	}
	if d == sqlite {
		h.SetMaxOpenConns(1) // one writer at a time is SQLite's way; one connection makes it the pool's
	}
	s := &store{db: h, d: d}
	if err := s.migrate(ctx); err != nil {
		h.Close()
		return nil, err
	}
	return s, nil
}

func (s *store) Close() error { return s.db.Close() }

// q is query (written with ?) in the dialect's parameters.
func (s *store) q(query string) string {
	if !s.d.dollar {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// migrate applies, in order, each migration of the dialect not yet in schema_migrations, each in a
// transaction of its own with its record.
func (s *store) migrate(ctx context.Context) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
		return fmt.Errorf("leaderboard: schema_migrations: %w", err)
	}
	files, err := fs.ReadDir(migrations, s.d.dir)
	if err != nil {
		return fmt.Errorf("leaderboard: migrations: %w", err)
	}
	for _, f := range files { // ReadDir sorts by name: 001_, 002_…
		if f.IsDir() {
			continue // a dialect's own steps, were there any
		}
		num, _, ok := strings.Cut(f.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || !strings.HasSuffix(f.Name(), ".sql") {
			return fmt.Errorf("leaderboard: migration %s: not NNN_name.sql", f.Name())
		}
		if err := s.apply(ctx, v, f.Name()); err != nil {
			return err
		}
	}
	return nil
}

// apply applies migration v (file name) unless it was.
func (s *store) apply(ctx context.Context, v int, name string) error {
	text, err := migrations.ReadFile(path.Join(s.d.dir, name))
	if err != nil {
		return fmt.Errorf("leaderboard: migration %s: %w", name, err)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("leaderboard: migration %s: %w", name, err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM schema_migrations WHERE version = ?`), v).Scan(&n); err != nil {
		return fmt.Errorf("leaderboard: migration %s: %w", name, err)
	}
	if n > 0 {
		return nil
	}
	for _, stmt := range strings.Split(stripComments(string(text)), ";") { // no ; but between statements
		if strings.TrimSpace(stmt) == "" {
			continue
		}
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("leaderboard: migration %s: %w", name, err)
		}
	}
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`), v, name, stamp(time.Now())); err != nil {
		return fmt.Errorf("leaderboard: migration %s: %w", name, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("leaderboard: migration %s: %w", name, err)
	}
	return nil
}

// stripComments is SQL text without its -- comments.
func stripComments(s string) string {
	var b strings.Builder
	for line := range strings.Lines(s) {
		line, _, _ = strings.Cut(line, "--")
		b.WriteString(line)
	}
	return b.String()
}

// stamp is t as the database keeps times: RFC 3339 in UTC, to the nanosecond (it sorts as text).
func stamp(t time.Time) string { return t.UTC().Format("2006-01-02T15:04:05.000000000Z") }

// secretHash is the hash kept of a player's secret: SHA-256 of the name's key, a zero byte and the secret.
func secretHash(key, secret string) string {
	sum := sha256.Sum256([]byte(key + "\x00" + secret))
	return hex.EncodeToString(sum[:])
}

// errOwned: the name is another secret's.
var errOwned = errors.New("the name is taken by another player (another secret)")

// queued is a run taken, to be verified.
type queued struct {
	id, date, rules string
	claim           Claim
	replay          []byte
}

// insert records run q of player name (secret), queued, in one transaction with the player's row: the
// first secret to submit a name owns it (errOwned for another).
func (s *store) insert(ctx context.Context, name, secret string, q queued, now time.Time) error {
	key := nameKey(name)
	hash := secretHash(key, secret)
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("leaderboard: insert: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO players (name_key, name, secret_hash, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (name_key) DO NOTHING`),
		key, name, hash, stamp(now)); err != nil {
		return fmt.Errorf("leaderboard: insert player: %w", err)
	}
	var have string
	if err := tx.QueryRowContext(ctx, s.q(`SELECT secret_hash FROM players WHERE name_key = ?`), key).Scan(&have); err != nil {
		return fmt.Errorf("leaderboard: read player: %w", err)
	}
	if subtle.ConstantTimeCompare([]byte(have), []byte(hash)) != 1 {
		return errOwned
	}
	c := q.claim
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO runs (id, name_key, status, date, rules, claim_outcome, claim_depth, claim_score, claim_turns, replay, submitted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		q.id, key, StatusQueued, q.date, q.rules, c.Outcome, c.Depth, c.Score, c.Turns, q.replay, stamp(now)); err != nil {
		return fmt.Errorf("leaderboard: insert run: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("leaderboard: insert: %w", err)
	}
	return nil
}

// settle records the verdict on queued run id: verified with the server's morgue and its fights, or
// refused with reason; in one transaction. A run already settled is left as it is.
func (s *store) settle(ctx context.Context, id, status, reason, morgue string, fights []storedFight, now time.Time) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("leaderboard: settle %s: %w", id, err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, s.q(`UPDATE runs SET status = ?, reason = ?, morgue = ?, settled_at = ? WHERE id = ? AND status = ?`),
		status, reason, morgue, stamp(now), id, StatusQueued)
	if err != nil {
		return fmt.Errorf("leaderboard: settle %s: %w", id, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return err // settled before: its fights are kept already
	}
	for i, f := range fights {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO fights (run_id, seq, data, rules, date, kinds, fight) VALUES (?, ?, ?, ?, ?, ?, ?)`),
			id, i, f.data, f.rules, f.date, f.kinds, f.line); err != nil {
			return fmt.Errorf("leaderboard: settle %s: fight %d: %w", id, i, err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("leaderboard: settle %s: %w", id, err)
	}
	return nil
}

// storedFight is a fight of a run as the fights table keeps it.
type storedFight struct {
	data, rules, date, kinds, line string
}

// FightQuery asks for archived fights: of a rule set ("" any), with a creature of a kind ("" any), at most
// Limit (1 to MaxExport), the oldest runs first; always of the data the server plays by.
type FightQuery struct {
	Rules, Creature string
	Limit           int
}

// MaxExport is the most fights one export holds (GET /api/fights, cleave-leaderboard fights).
const MaxExport = 20_000

// eachFight calls each with the line (archive.Line) of each fight played by data of fingerprint data that q
// asks for, in order, one at a time (no more than one line in memory), and returns how many there were.
func (s *store) eachFight(ctx context.Context, data string, q FightQuery, each func(line []byte) error) (int, error) {
	query := `SELECT f.fight FROM fights f JOIN runs r ON r.id = f.run_id WHERE f.data = ? AND r.status = ?`
	args := []any{data, StatusVerified}
	if q.Rules != "" {
		query += ` AND f.rules = ?`
		args = append(args, q.Rules)
	}
	if q.Creature != "" {
		query += ` AND f.kinds LIKE ?`
		args = append(args, "%,"+q.Creature+",%")
	}
	query += ` ORDER BY r.submitted_at, f.run_id, f.seq LIMIT ` + strconv.Itoa(min(max(1, q.Limit), MaxExport))
	rows, err := s.db.QueryContext(ctx, s.q(query), args...)
	if err != nil {
		return 0, fmt.Errorf("leaderboard: fights: %w", err)
	}
	defer rows.Close()
	n := 0
	var line []byte
	for rows.Next() {
		if err := rows.Scan(&line); err != nil {
			return n, fmt.Errorf("leaderboard: fights: %w", err)
		}
		if err := each(line); err != nil {
			return n, err
		}
		n++
	}
	if err := rows.Err(); err != nil {
		return n, fmt.Errorf("leaderboard: fights: %w", err)
	}
	return n, nil
}

// pending are the runs still queued (a server stopped before it verified them), oldest first.
func (s *store) pending(ctx context.Context) ([]queued, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id, date, rules, claim_outcome, claim_depth, claim_score, claim_turns, replay FROM runs WHERE status = ? ORDER BY submitted_at`), StatusQueued)
	if err != nil {
		return nil, fmt.Errorf("leaderboard: pending: %w", err)
	}
	defer rows.Close()
	var out []queued
	for rows.Next() {
		var q queued
		if err := rows.Scan(&q.id, &q.date, &q.rules, &q.claim.Outcome, &q.claim.Depth, &q.claim.Score, &q.claim.Turns, &q.replay); err != nil {
			return nil, fmt.Errorf("leaderboard: pending: %w", err)
		}
		out = append(out, q)
	}
	return out, rows.Err()
}

// runColumns are the columns a Run is read from (scanRun).
const runColumns = `r.id, r.status, r.reason, p.name, r.date, r.rules, r.claim_score, r.claim_depth, r.claim_outcome, r.claim_turns, r.submitted_at FROM runs r JOIN players p ON p.name_key = r.name_key`

type scanner interface{ Scan(...any) error }

// scanRun reads a Run (runColumns) and when it was submitted.
func scanRun(sc scanner) (Run, string, error) {
	var r Run
	var at string
	err := sc.Scan(&r.ID, &r.Status, &r.Reason, &r.Name, &r.Date, &r.Rules, &r.Score, &r.Depth, &r.Outcome, &r.Turns, &at)
	return r, at, err
}

// errNoRun: no run has the id.
var errNoRun = errors.New("no such run")

// run is run id, with its place among the day's players when it is verified.
func (s *store) run(ctx context.Context, id string) (Run, error) {
	r, _, err := scanRun(s.db.QueryRowContext(ctx, s.q(`SELECT `+runColumns+` WHERE r.id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return Run{}, errNoRun
	}
	if err != nil {
		return Run{}, fmt.Errorf("leaderboard: run %s: %w", id, err)
	}
	return s.placed(ctx, r)
}

// placed is r with its place: where it would stand among the day's players' best runs (the player's own
// best but this one left out), and how many players there are.
func (s *store) placed(ctx context.Context, r Run) (Run, error) {
	if r.Status != StatusVerified {
		return r, nil
	}
	b, err := s.board(ctx, r.Date, r.Rules)
	if err != nil {
		return Run{}, err
	}
	r.Place, r.Of = 1, len(b.Entries)
	for _, e := range b.Entries {
		if e.ID == r.ID {
			r.Place = e.Place
			return r, nil
		}
		if !strings.EqualFold(e.Name, r.Name) && better(e.Score, e.Turns, r.Score, r.Turns) {
			r.Place++
		}
	}
	return r, nil
}

// better reports whether a run of score a in turns ta stands above one of score b in turns tb.
func better(a, ta, b, tb int) bool { return a > b || a == b && ta < tb }

// board is the board of date under rules: each player's best verified run, best first.
func (s *store) board(ctx context.Context, date, rules string) (Board, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT `+runColumns+` WHERE r.date = ? AND r.rules = ? AND r.status = ?`), date, rules, StatusVerified)
	if err != nil {
		return Board{}, fmt.Errorf("leaderboard: board %s: %w", date, err)
	}
	defer rows.Close()
	type ranked struct {
		Run
		at string
	}
	var all []ranked
	for rows.Next() {
		r, at, err := scanRun(rows)
		if err != nil {
			return Board{}, fmt.Errorf("leaderboard: board %s: %w", date, err)
		}
		all = append(all, ranked{r, at})
	}
	if err := rows.Err(); err != nil {
		return Board{}, fmt.Errorf("leaderboard: board %s: %w", date, err)
	}
	slices.SortFunc(all, func(a, b ranked) int {
		return cmp.Or(-cmp.Compare(a.Score, b.Score), cmp.Compare(a.Turns, b.Turns), cmp.Compare(a.at, b.at), cmp.Compare(a.ID, b.ID))
	})
	b := Board{Date: date, Rules: rules, Entries: []Entry{}}
	seen := map[string]bool{}
	for _, r := range all {
		k := nameKey(r.Name)
		if seen[k] {
			continue
		}
		seen[k] = true
		b.Entries = append(b.Entries, Entry{Place: len(b.Entries) + 1, Name: r.Name, Score: r.Score, Depth: r.Depth, Outcome: r.Outcome, Turns: r.Turns, ID: r.ID})
	}
	return b, nil
}

// MaxPlayerRuns is the most runs GET /api/players/{name} lists, the newest.
const MaxPlayerRuns = 100

// player is name's runs, newest first; errNoRun when nobody has the name.
func (s *store) player(ctx context.Context, name string) (Player, error) {
	var p Player
	err := s.db.QueryRowContext(ctx, s.q(`SELECT name FROM players WHERE name_key = ?`), nameKey(name)).Scan(&p.Name)
	if errors.Is(err, sql.ErrNoRows) {
		return Player{}, errNoRun
	}
	if err != nil {
		return Player{}, fmt.Errorf("leaderboard: player: %w", err)
	}
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT `+runColumns+` WHERE r.name_key = ? ORDER BY r.submitted_at DESC LIMIT `+strconv.Itoa(MaxPlayerRuns)), nameKey(name))
	if err != nil {
		return Player{}, fmt.Errorf("leaderboard: player: %w", err)
	}
	p.Runs = []Run{}
	for rows.Next() {
		r, _, err := scanRun(rows)
		if err != nil {
			rows.Close()
			return Player{}, fmt.Errorf("leaderboard: player: %w", err)
		}
		p.Runs = append(p.Runs, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return Player{}, fmt.Errorf("leaderboard: player: %w", err)
	}
	for i := range p.Runs { // after the rows are closed: SQLite's one connection is free again
		if p.Runs[i], err = s.placed(ctx, p.Runs[i]); err != nil {
			return Player{}, err
		}
	}
	return p, nil
}

// file is run id's replay or morgue (column).
func (s *store) file(ctx context.Context, id, column string) ([]byte, error) {
	if column != "replay" && column != "morgue" {
		return nil, fmt.Errorf("leaderboard: no file %q", column)
	}
	var b []byte
	err := s.db.QueryRowContext(ctx, s.q(`SELECT `+column+` FROM runs WHERE id = ?`), id).Scan(&b)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNoRun
	}
	if err != nil {
		return nil, fmt.Errorf("leaderboard: %s of %s: %w", column, id, err)
	}
	return b, nil
}

// counts are the runs by status.
func (s *store) counts(ctx context.Context) (map[string]int, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT status, COUNT(*) FROM runs GROUP BY status`)
	if err != nil {
		return nil, fmt.Errorf("leaderboard: counts: %w", err)
	}
	defer rows.Close()
	out := map[string]int{StatusQueued: 0, StatusVerified: 0, StatusRefused: 0}
	for rows.Next() {
		var st string
		var n int
		if err := rows.Scan(&st, &n); err != nil {
			return nil, fmt.Errorf("leaderboard: counts: %w", err)
		}
		out[st] = n
	}
	return out, rows.Err()
}
