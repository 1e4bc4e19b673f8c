package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"runtime"
	"runtime/debug"
	"strings"
	"time"
)

const serveHelp = `Usage: tessera serve [--addr HOST:PORT] [--solve-limit D] [--queue N]
                     [--allow-host NAME]...

Serves a page to play, check, solve and generate puzzles in a browser:
open the address it prints. The page lists the bundled library, opens a
puzzle from it or from a file you paste or upload, draws it, lets you
play (click or type to fill cells; ROGO: click a cell, then a neighbour,
to draw the loop; Tetravex: click a piece, then a cell), checks your play
against the puzzle's rules, solves it with a live progress line, hints
the next step, and generates new puzzles. Everything runs here, in this
process; the page needs nothing from the internet. The JSON API behind it
(/api/...) is described in the README.

Playing by keyboard: Tab reaches the board; arrows move; a digit or
letter sets the cell, Space or Backspace clears it, Enter steps a
click-to-cycle cell; Shift+arrow draws or erases ROGO's loop; Tetravex:
type a piece's number, move, Enter places it; a kind played on edges
(a loop between the dots): click between two dots for a line, again for
a cross, again to clear; arrows move between dots, Shift+arrow draws, X
then an arrow crosses. Ctrl+Z undoes, Ctrl+Y redoes. Pencil (P, where no value is typed with P) writes candidates, as
does Shift with a digit or letter. Givens cannot be overwritten. Each
puzzle's position is kept in the browser; Restart empties it.

Flags:
  --addr A          the address to listen on (default 127.0.0.1:8080, this
                    machine only; another address lets other machines in,
                    and is said so)
  --solve-limit D   the longest one request may search or build, waiting
                    for a worker included (default 1m): solve, hint,
                    generate, open, render and check all stop there, and
                    as soon as their page goes away
  --queue N         requests that may wait while every worker (one per
                    core) is busy (default 8); past that the server answers
                    503 with Retry-After
  --allow-host NAME a host name the page may be opened by (repeatable, or
                    a comma list): the server answers only to local names,
                    to IP addresses (beyond loopback) and to these, so that
                    no other site's name can be pointed at it (DNS
                    rebinding)

Limits: a request body of 1 MiB, a puzzle file of 64 KiB, a grid of 80x80
cells; a page of another site can neither post to the API (its Origin is
refused) nor frame this one.

Stop it with Ctrl-C. Exit codes: 0 stopped; 1 the address cannot be
listened on; 2 a usage error.
`

// serveMemoryLimit is the server's soft memory limit (GOMEMLIMIT
// overrides it).
const serveMemoryLimit = 128 << 20

// serveConfig is the parsed serve command line.
type serveConfig struct {
	addr       string
	solveLimit time.Duration
	queue      int
	allowHosts []string
}

// hostList is a repeatable flag of names, each one or a comma list.
type hostList []string

func (h *hostList) String() string { return strings.Join(*h, ",") }

func (h *hostList) Set(v string) error {
	for _, name := range strings.Split(v, ",") {
		name = strings.TrimSpace(name)
		if name == "" || strings.ContainsAny(name, "/:@ ") {
			return fmt.Errorf("%q: expected a host name, without port or scheme", name)
		}
		*h = append(*h, strings.ToLower(name))
	}
	return nil
}

func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("serve")
	var cfg serveConfig
	fs.StringVar(&cfg.addr, "addr", "127.0.0.1:8080", "")
	fs.DurationVar(&cfg.solveLimit, "solve-limit", time.Minute, "")
	fs.IntVar(&cfg.queue, "queue", 8, "")
	var hosts hostList
	fs.Var(&hosts, "allow-host", "")
	ops, help, err := parseFlags(fs, args)
	switch {
	case help:
		fmt.Fprint(stdout, serveHelp)
		return exitOK
	case err != nil:
		return usageError(stderr, "serve", err.Error())
	case len(ops) > 0:
		return usageError(stderr, "serve", fmt.Sprintf("expected no arguments, got %s", strings.Join(ops, " ")))
	case cfg.solveLimit <= 0:
		return usageError(stderr, "serve", fmt.Sprintf("--solve-limit %v: expected a positive duration", cfg.solveLimit))
	case cfg.queue < 0:
		return usageError(stderr, "serve", fmt.Sprintf("--queue %d: expected 0 or more", cfg.queue))
	}
	cfg.allowHosts = hosts
	if os.Getenv("GOMEMLIMIT") == "" {
		// Many requests at once each allocate a few times their answer
		// (a drawing of up to 2 MB); a soft limit makes the collector
		// return that memory before the heap doubles.
		debug.SetMemoryLimit(serveMemoryLimit)
	}
	ln, err := net.Listen("tcp", cfg.addr)
	if err != nil {
		report(stderr, fmt.Errorf("--addr %s: %w", cfg.addr, err))
		return exitInput
	}
	addr := ln.Addr().(*net.TCPAddr)
	if !addr.IP.IsLoopback() {
		names := "local names and IP addresses"
		if len(cfg.allowHosts) > 0 {
			names += ", and " + strings.Join(cfg.allowHosts, ", ")
		}
		fmt.Fprintf(stderr, "tessera: serving on %s, which other machines can reach: anyone who can connect may use this page; it answers to %s only (--allow-host NAME admits another name)\n", addr, names)
	}
	srv := newHTTPServer(newAPI(apiConfig{solveLimit: cfg.solveLimit, loopback: addr.IP.IsLoopback(), allowHosts: cfg.allowHosts,
		workers: runtime.GOMAXPROCS(0), queue: cfg.queue}))
	fmt.Fprintf(stdout, "tessera: serving the puzzle page on http://%s/ (Ctrl-C to stop)\n", hostPort(addr))
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		report(stderr, err)
		return exitInput
	case <-ctx.Done():
	}
	// Requests in flight get a moment; their searches see their
	// contexts cancelled.
	shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	srv.Shutdown(shut)
	fmt.Fprintln(stdout, "tessera: stopped")
	return exitOK
}

// newHTTPServer is the server of the page, with its timeouts: a slow
// client can hold a connection only so long.
func newHTTPServer(h http.Handler) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 10 * time.Second,
		// A body is at most 1 MiB; a quick answer is written well within
		// the write timeout, and a job moves its own deadline past its
		// time limit (api.job).
		ReadTimeout:  30 * time.Second,
		WriteTimeout: 30 * time.Second,
		IdleTimeout:  2 * time.Minute,
	}
}

// hostPort is the address to open in a browser: "localhost" stands for
// any loopback or unspecified address.
func hostPort(a *net.TCPAddr) string {
	if a.IP.IsLoopback() && a.IP.To4() != nil {
		return fmt.Sprintf("127.0.0.1:%d", a.Port)
	}
	if a.IP.IsUnspecified() || a.IP.IsLoopback() {
		return fmt.Sprintf("localhost:%d", a.Port)
	}
	return a.String()
}

// errorsAs is errors.As for a target type, as a value.
func errorsAs[T error](err error) (T, bool) {
	var t T
	ok := errors.As(err, &t)
	return t, ok
}
