//go:build !js

// Command cleave-leaderboard is the daily game's leaderboard server (issue 37; README "Leaderboard server
// (issue 37)"): it takes daily runs over HTTP, verifies each by replaying it, and serves the boards.
//
//	go run ./game/leaderboard/cmd/cleave-leaderboard --addr :8037 --db leaderboard.db
//	go run ./game/leaderboard/cmd/cleave-leaderboard fights --db leaderboard.db --out fights.jsonl
//	go run ./game/leaderboard/cmd/cleave-leaderboard bots --server http://127.0.0.1:8037 --days 4
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/cleave-game/cleave/game/flagrange"
	"github.com/cleave-game/cleave/game/leaderboard"
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "bots" {
		os.Exit(bots(os.Args[2:], os.Stdout, os.Stderr))
	}
	os.Exit(run(os.Args[1:], os.Stderr, nil))
}

// options are the command's flags.
type options struct {
	addr, db, web        string
	queue, workers, rate int
	window               int
	timeout              time.Duration
}

// The bounds of the flags.
const (
	maxQueue   = 100_000
	maxWorkers = 256
	maxRate    = 100_000
	maxWindow  = 7
	maxTimeout = 10 * time.Minute
)

// parse reads args into options, each flag within its range: the one line refusing a value otherwise.
func parse(args []string, stderr io.Writer) (options, *flag.FlagSet, error) {
	o := options{addr: ":8037", db: "leaderboard.db", queue: 64, workers: 2, rate: 10, window: 1, timeout: 10 * time.Second}
	fs, add := newFlags("cleave-leaderboard")
	add("addr", "the address to listen on", &addrValue{text{&o.addr}})
	add("db", "the database: a SQLite file (made if missing) or a PostgreSQL connection string", &dbValue{text{&o.db}})
	add("web", "also serve the browser build's files from this directory (render/web's build)", &dirValue{text{&o.web}})
	add("queue", "the runs waiting for verification, at most (past it: 503)", &flagrange.Int{P: &o.queue, Min: 1, Max: maxQueue, Note: "runs"})
	add("workers", "the runs verified at once", &flagrange.Int{P: &o.workers, Min: 1, Max: maxWorkers, Note: "(about one a core)"})
	add("timeout", "the longest one run's verification may take", &durationValue{P: &o.timeout, Min: 100 * time.Millisecond, Max: maxTimeout})
	add("rate", "submissions a minute from one address, and the burst (past it: 429)", &flagrange.Int{P: &o.rate, Min: 1, Max: maxRate, Note: "a minute"})
	add("window", "the days before today whose daily games are still taken", &flagrange.Int{P: &o.window, Min: 1, Max: maxWindow, Note: "days (1: a run begun before midnight UTC)"})
	return o, fs, parseFlags(fs, args, "cleave-leaderboard [flags] (README: Leaderboard server (issue 37))", stderr)
}

// newFlags is the flag set of a command (name: "cleave-leaderboard", "cleave-leaderboard fights") and its add,
// which declares a flag of a bounded value, its range said in its usage.
func newFlags(name string) (*flag.FlagSet, func(name, usage string, v flagrange.Value)) {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard) // a bad value is told in one line (parseFlags); -h prints the flags
	return fs, func(name, usage string, v flagrange.Value) { fs.Var(v, name, usage+": "+v.Range()) }
}

// parseFlags parses args into fs: flag.ErrHelp after writing usage and the flags on stderr (-h), the one
// line refusing a value, or an argument that is no flag.
func parseFlags(fs *flag.FlagSet, args []string, usage string, stderr io.Writer) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "Usage: "+usage)
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return err
		}
		return flagrange.ParseError(fs, err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("%s takes no arguments, only flags: %q", fs.Name(), fs.Arg(0))
	}
	return nil
}

// refused is the exit status of a command whose flags were read with err, and whether it ends there: 0 after
// -h, 2 after saying err in one line.
func refused(err error, stderr io.Writer) (int, bool) {
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0, true
	case err != nil:
		fmt.Fprintln(stderr, "cleave-leaderboard:", err)
		return 2, true
	}
	return 0, false
}

// run is the command: 2 for a bad flag, 1 when the server cannot start or stops on an error. ready, when
// set, gets the address listened on (tests).
func run(args []string, stderr io.Writer, ready chan<- string) int {
	if len(args) > 0 && args[0] == "fights" {
		return fights(args[1:], stderr)
	}
	o, _, err := parse(args, stderr)
	if code, done := refused(err, stderr); done {
		return code
	}
	lg := log.New(stderr, "cleave-leaderboard: ", log.LstdFlags)
	s, err := leaderboard.New(leaderboard.Config{DB: o.db, Queue: o.queue, Workers: o.workers, Timeout: o.timeout, Rate: o.rate, Window: o.window, Log: lg})
	if err != nil {
		fmt.Fprintln(stderr, "cleave-leaderboard:", err)
		return 1
	}
	defer s.Close()
	h := s.Handler()
	if o.web != "" {
		m := http.NewServeMux()
		m.Handle("/api/", h)
		m.Handle("/runs/", h)
		m.Handle("/", http.FileServer(http.Dir(o.web)))
		h = m
	}
	l, err := net.Listen("tcp", o.addr)
	if err != nil {
		fmt.Fprintln(stderr, "cleave-leaderboard:", err)
		return 1
	}
	srv := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: time.Minute, WriteTimeout: time.Minute, IdleTimeout: 2 * time.Minute}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		shut, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		srv.Shutdown(shut)
	}()
	lg.Printf("serving on http://%s (database %s)", l.Addr(), redact(o.db))
	if ready != nil {
		ready <- l.Addr().String()
	}
	if err := srv.Serve(l); err != nil && !errors.Is(err, http.ErrServerClosed) {
		fmt.Fprintln(stderr, "cleave-leaderboard:", err)
		return 1
	}
	return 0
}

// redact is a connection string without its password, for the log.
func redact(db string) string {
	if u, err := url.Parse(db); err == nil && u.User != nil {
		return u.Redacted()
	}
	return db
}

// text is a flag's text: the string types below embed it.
type text struct{ p *string }

func (v text) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}

// addrValue is a host:port to listen on (port 0 to 65535).
type addrValue struct{ text }

func (v *addrValue) Set(s string) error {
	_, port, err := net.SplitHostPort(s)
	if n, perr := strconv.Atoi(port); err != nil || perr != nil || n < 0 || n > 65535 {
		return flagrange.Want(v, "")
	}
	*v.p = s
	return nil
}
func (v *addrValue) Range() string     { return "host:port, the port 0 to 65535 (:8037: every address)" }
func (v *addrValue) Outside() []string { return []string{"", "8037", ":65536", ":-1", "host:port"} }

// dbValue is a postgres:// connection string, or the path of a SQLite file in a directory that exists.
type dbValue struct{ text }

func (v *dbValue) Set(s string) error {
	if strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://") {
		if u, err := url.Parse(s); err != nil || u.Host == "" {
			return flagrange.Want(v, "not a connection string")
		}
		*v.p = s
		return nil
	}
	if strings.ContainsAny(s, "?#") {
		return flagrange.Want(v, "")
	}
	return setFilePath(v, &v.text, s)
}
func (v *dbValue) Range() string {
	return "a SQLite file's path in a directory that exists (default leaderboard.db), or postgres://user:password@host:port/database"
}
func (v *dbValue) Outside() []string {
	return []string{"", "/no/such/dir/x.db", ".", "postgres://", "a.db?mode=ro"}
}

// dirValue is a directory that exists.
type dirValue struct{ text }

func (v *dirValue) Set(s string) error {
	if fi, err := os.Stat(s); err != nil || !fi.IsDir() {
		return flagrange.Want(v, "no such directory")
	}
	*v.p = s
	return nil
}
func (v *dirValue) Range() string     { return "a directory that exists (default: none, the API alone)" }
func (v *dirValue) Outside() []string { return []string{"", "/no/such/dir"} }

// durationValue is a duration (Go's: 500ms, 10s, 2m) from Min to Max.
type durationValue struct {
	P        *time.Duration
	Min, Max time.Duration
}

func (v *durationValue) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil || d < v.Min || d > v.Max {
		return flagrange.Want(v, "")
	}
	*v.P = d
	return nil
}
func (v *durationValue) String() string {
	if v.P == nil {
		return ""
	}
	return v.P.String()
}
func (v *durationValue) Range() string {
	return fmt.Sprintf("%v to %v (as 500ms, 10s, 2m)", v.Min, v.Max)
}
func (v *durationValue) Outside() []string { return []string{"", "0", "1ms", "11m", "-1s", "10"} }

// exportOptions are the flags of `cleave-leaderboard fights`.
type exportOptions struct {
	db, out, rules, creature string
	limit                    int
}

// parseExport reads the flags of `fights`, each within its range.
func parseExport(args []string, stderr io.Writer) (exportOptions, *flag.FlagSet, error) {
	o := exportOptions{db: "leaderboard.db", limit: leaderboard.MaxExport}
	fs, add := newFlags("cleave-leaderboard fights")
	add("db", "the database: a SQLite file or a PostgreSQL connection string", &dbValue{text{&o.db}})
	add("out", "the file to write the fights to (JSON lines; README: Archived fights)", &outValue{text{&o.out}})
	add("rules", "only the fights of this rule set", &nameValue{text{&o.rules}})
	add("creature", "only the fights with a creature of this kind", &nameValue{text{&o.creature}})
	add("limit", "the most fights written, the oldest runs first", &flagrange.Int{P: &o.limit, Min: 1, Max: leaderboard.MaxExport, Note: "fights"})
	if err := parseFlags(fs, args, "cleave-leaderboard fights --db DB --out FILE [--rules R] [--creature C] [--limit N]", stderr); err != nil {
		return o, fs, err
	}
	if o.out == "" {
		return o, fs, errors.New("cleave-leaderboard fights: --out FILE is required")
	}
	return o, fs, nil
}

// fights is `cleave-leaderboard fights`: the archive of the fights of the verified runs written to a file.
func fights(args []string, stderr io.Writer) int {
	o, _, err := parseExport(args, stderr)
	if code, done := refused(err, stderr); done {
		return code
	}
	f, err := os.Create(o.out)
	if err != nil {
		fmt.Fprintln(stderr, "cleave-leaderboard:", err)
		return 1
	}
	n, err := leaderboard.ExportFights(context.Background(), o.db, nil, o.rules, o.creature, o.limit, f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(o.out)
		fmt.Fprintln(stderr, "cleave-leaderboard:", err)
		return 1
	}
	fmt.Fprintf(stderr, "cleave-leaderboard: %d fights written to %s\n", n, o.out)
	return 0
}

// outValue is a file to write, in a directory that exists.
type outValue struct{ text }

func (v *outValue) Set(s string) error { return setFilePath(v, &v.text, s) }

// setFilePath sets t to s, the path of a file (not a directory) in a directory that exists, at most 4,096
// bytes long; else it refuses s as flag f's value.
func setFilePath(f flagrange.Value, t *text, s string) error {
	if s == "" || len(s) > 4096 {
		return flagrange.Want(f, "")
	}
	if fi, err := os.Stat(filepath.Dir(s)); err != nil || !fi.IsDir() {
		return flagrange.Want(f, "no such directory "+filepath.Dir(s))
	}
	if fi, err := os.Stat(s); err == nil && fi.IsDir() {
		return flagrange.Want(f, "a directory")
	}
	*t.p = s
	return nil
}
func (v *outValue) Range() string     { return "a file's path in a directory that exists" }
func (v *outValue) Outside() []string { return []string{"", "/no/such/dir/f.jsonl", "."} }

// nameValue is a name of the data (a rule set, a creature): checked against them when the fights are
// asked for; here at most 64 bytes, not empty.
type nameValue struct{ text }

func (v *nameValue) Set(s string) error {
	if s == "" || len(s) > 64 {
		return flagrange.Want(v, "")
	}
	*v.p = s
	return nil
}
func (v *nameValue) Range() string     { return "a name of the data, 1 to 64 bytes" }
func (v *nameValue) Outside() []string { return []string{"", strings.Repeat("x", 65)} }
