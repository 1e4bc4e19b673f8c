package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/tessera-cp/tessera/puzzles"
)

// A collection (a file of several puzzles: a Sudoku file of one puzzle per
// line) is solved in throughput mode:
//
//   - each puzzle with the sequential search, on a working copy of the
//     model built once for its shape (puzzles.ModelCache: the givens are
//     assigned above its root and taken back after), so that the answer
//     does not depend on --workers nor on the puzzles before;
//   - with --workers N (all: every core), N puzzles at a time, each on its
//     own goroutine, the answers written in the order of the file, exactly
//     as --workers 0 and 1 write them (text, --json and --stats alike);
//     at most 2N puzzles are in flight or waiting to be written, so memory
//     does not grow with the collection;
//   - a malformed line is an error naming FILE:LINE (on stderr, under the
//     puzzle's heading as '# error: ...', an "error" object with --json),
//     and the other puzzles are still solved; the exit code is then 1.
//
// --all keeps one puzzle at a time (the count of one puzzle may be
// unbounded, and its solutions are written as they are found), with
// --workers as the parallel search of each puzzle. A file of one puzzle is
// solved as before.

// loadEntries reads and parses a FILE argument into its puzzles, a
// malformed collection line being an entry with its error.
func loadEntries(arg string, stdin io.Reader) ([]puzzles.Entry, error) {
	if strings.HasPrefix(arg, puzzles.BundledPrefix) {
		ps, err := puzzles.OpenBundled(arg)
		if err != nil {
			return nil, err
		}
		return puzzles.Entries(ps), nil
	}
	name, data, err := readInput(arg, stdin)
	if err != nil {
		return nil, err
	}
	return puzzles.ParseEach(name, data)
}

// solveEntries solves the puzzles of one file and returns the exit code and
// the number of puzzles an interrupt left unsolved.
func (s *solver) solveEntries(es []puzzles.Entry) (code, skipped int) {
	if len(es) == 1 && es[0].Err == nil {
		if s.ctx.Err() != nil {
			return exitOK, 1
		}
		return s.solve(es[0].Puzzle), 0
	}
	if s.cfg.mode == modeAll || s.cfg.workers <= 1 {
		return s.solveInOrder(es)
	}
	return s.solveConcurrently(es, s.cfg.workers)
}

// collectionSolver is s set up for one puzzle of a collection: the
// sequential search, a model cache.
func (s *solver) collectionSolver(cache *puzzles.ModelCache) solver {
	c := *s
	c.cache = cache
	if c.cfg.mode != modeAll {
		c.cfg.workers = 0
	}
	return c
}

// solveInOrder solves the puzzles one after the other.
func (s *solver) solveInOrder(es []puzzles.Entry) (code, skipped int) {
	c := s.collectionSolver(puzzles.NewModelCache())
	defer func() { s.answers = c.answers }()
	for j, e := range es {
		if s.ctx.Err() != nil {
			return code, len(es) - j
		}
		code = worse(code, c.solveEntry(e))
	}
	return code, 0
}

// solveEntry solves one puzzle, or reports its error.
func (s *solver) solveEntry(e puzzles.Entry) int {
	if e.Err == nil {
		return s.solve(e.Puzzle)
	}
	s.heading(e.Name)
	report(s.stderr, e.Err)
	msg := errorText(e.Err)
	if s.enc != nil {
		s.enc.Encode(jsonResult{File: e.Name, Status: "error", Error: &msg})
	} else if s.several {
		fmt.Fprintf(s.stdout, "# error: %s\n", strings.ReplaceAll(msg, "\n", " "))
	}
	return exitInput
}

// dispatchedHook, set by tests, is called once the j-th puzzle (from 0)
// of a collection solved concurrently is handed to a worker.
var dispatchedHook func(j int)

// answer is one puzzle's output, held until the puzzles before it are
// written.
type answer struct {
	stdout, stderr bytes.Buffer
	code           int
}

// job is one puzzle for a worker; done receives its answer.
type job struct {
	j    int
	e    puzzles.Entry
	done chan *answer
}

// solveConcurrently solves the puzzles on workers goroutines and writes
// their answers in order. An interrupt stops the puzzles in flight (their
// answers are written, as the sequential loop writes the one it stops) and
// starts no other.
func (s *solver) solveConcurrently(es []puzzles.Entry, workers int) (code, skipped int) {
	window := 2 * workers
	slots := make(chan struct{}, window)     // puzzles dispatched and not yet written
	order := make(chan chan *answer, window) // their answers, in file order
	jobs := make(chan job)
	base := s.answers
	var started int // written by the dispatcher before it closes order
	go func() {
		defer close(order)
		defer close(jobs)
		for j, e := range es {
			slots <- struct{}{}
			if s.ctx.Err() != nil {
				return
			}
			done := make(chan *answer, 1)
			order <- done
			jobs <- job{j, e, done}
			started = j + 1
			if dispatchedHook != nil {
				dispatchedHook(j)
			}
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			cache := puzzles.NewModelCache()
			for jb := range jobs {
				a := &answer{}
				c := s.collectionSolver(cache)
				c.stdout, c.stderr = &a.stdout, &a.stderr
				c.cfg.progress = false // one status line cannot follow several searches
				if s.enc != nil {
					c.enc = json.NewEncoder(&a.stdout)
					c.enc.SetEscapeHTML(false)
				}
				c.answers = base + jb.j
				a.code = c.solveEntry(jb.e)
				jb.done <- a
			}
		}()
	}
	written := 0
	for done := range order {
		a := <-done
		s.stdout.Write(a.stdout.Bytes())
		s.stderr.Write(a.stderr.Bytes())
		code = worse(code, a.code)
		written++
		<-slots
	}
	wg.Wait()
	s.answers = base + written
	return code, len(es) - started
}
