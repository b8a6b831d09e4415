//go:build !js

// Command cleave-leaderboard is the daily game's leaderboard server (issue 37; README "Leaderboard server
// (issue 37)"): it takes daily runs over HTTP, verifies each by replaying it, and serves the boards.
//
//	go run ./game/leaderboard/cmd/cleave-leaderboard --addr :8037 --db leaderboard.db
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

func main() { os.Exit(run(os.Args[1:], os.Stderr, nil)) }

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
	fs := flag.NewFlagSet("cleave-leaderboard", flag.ContinueOnError)
	fs.SetOutput(io.Discard) // a bad value is told in one line (below); -h prints the flags
	add := func(name, usage string, v flagrange.Value) { fs.Var(v, name, usage+": "+v.Range()) }
	add("addr", "the address to listen on", &addrValue{&o.addr})
	add("db", "the database: a SQLite file (made if missing) or a PostgreSQL connection string", &dbValue{&o.db})
	add("web", "also serve the browser build's files from this directory (render/web's build)", &dirValue{&o.web})
	add("queue", "the runs waiting for verification, at most (past it: 503)", &flagrange.Int{P: &o.queue, Min: 1, Max: maxQueue, Note: "runs"})
	add("workers", "the runs verified at once", &flagrange.Int{P: &o.workers, Min: 1, Max: maxWorkers, Note: "(about one a core)"})
	add("timeout", "the longest one run's verification may take", &durationValue{P: &o.timeout, Min: 100 * time.Millisecond, Max: maxTimeout})
	add("rate", "submissions a minute from one address, and the burst (past it: 429)", &flagrange.Int{P: &o.rate, Min: 1, Max: maxRate, Note: "a minute"})
	add("window", "the days before today whose daily games are still taken", &flagrange.Int{P: &o.window, Min: 0, Max: maxWindow, Note: "days (1: a run begun before midnight UTC)"})
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "Usage: cleave-leaderboard [flags] (README: Leaderboard server (issue 37))")
			fs.SetOutput(stderr)
			fs.PrintDefaults()
			return o, fs, err
		}
		return o, fs, flagrange.ParseError(fs, err)
	}
	if fs.NArg() > 0 {
		return o, fs, fmt.Errorf("cleave-leaderboard takes no arguments, only flags: %q", fs.Arg(0))
	}
	return o, fs, nil
}

// run is the command: 2 for a bad flag, 1 when the server cannot start or stops on an error. ready, when
// set, gets the address listened on (tests).
func run(args []string, stderr io.Writer, ready chan<- string) int {
	o, _, err := parse(args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		fmt.Fprintln(stderr, "cleave-leaderboard:", err)
		return 2
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

// addrValue is a host:port to listen on (port 0 to 65535).
type addrValue struct{ p *string }

func (v *addrValue) Set(s string) error {
	_, port, err := net.SplitHostPort(s)
	if n, perr := strconv.Atoi(port); err != nil || perr != nil || n < 0 || n > 65535 {
		return flagrange.Want(v, "")
	}
	*v.p = s
	return nil
}
func (v *addrValue) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}
func (v *addrValue) Range() string     { return "host:port, the port 0 to 65535 (:8037: every address)" }
func (v *addrValue) Outside() []string { return []string{"", "8037", ":65536", ":-1", "host:port"} }

// dbValue is a postgres:// connection string, or the path of a SQLite file in a directory that exists.
type dbValue struct{ p *string }

func (v *dbValue) Set(s string) error {
	if strings.HasPrefix(s, "postgres://") || strings.HasPrefix(s, "postgresql://") {
		if u, err := url.Parse(s); err != nil || u.Host == "" {
			return flagrange.Want(v, "not a connection string")
		}
		*v.p = s
		return nil
	}
	if s == "" || len(s) > 4096 || strings.ContainsAny(s, "?#") {
		return flagrange.Want(v, "")
	}
	if fi, err := os.Stat(filepath.Dir(s)); err != nil || !fi.IsDir() {
		return flagrange.Want(v, "no such directory "+filepath.Dir(s))
	}
	if fi, err := os.Stat(s); err == nil && fi.IsDir() {
		return flagrange.Want(v, "a directory")
	}
	*v.p = s
	return nil
}
func (v *dbValue) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
}
func (v *dbValue) Range() string {
	return "a SQLite file's path in a directory that exists (default leaderboard.db), or postgres://user:password@host:port/database"
}
func (v *dbValue) Outside() []string {
	return []string{"", "/no/such/dir/x.db", ".", "postgres://", "a.db?mode=ro"}
}

// dirValue is a directory that exists.
type dirValue struct{ p *string }

func (v *dirValue) Set(s string) error {
	if fi, err := os.Stat(s); err != nil || !fi.IsDir() {
		return flagrange.Want(v, "no such directory")
	}
	*v.p = s
	return nil
}
func (v *dirValue) String() string {
	if v.p == nil {
		return ""
	}
	return *v.p
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
