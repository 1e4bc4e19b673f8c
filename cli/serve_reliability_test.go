package cli

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/internal/wallclock"
	"github.com/tessera-cp/tessera/puzzles"
)

// Timed tests of the page's server: they run in .ci/run's reliability
// step, alone on the machine.

// bundledRef is the puzzleRef JSON of a bundled file.
func bundledRef(t *testing.T, name string) string {
	t.Helper()
	data, err := puzzles.ReadBundled(name)
	if err != nil {
		t.Fatal(err)
	}
	return `{"name":` + js(name) + `,"text":` + js(string(data)) + `}`
}

// longJobs are requests that search or build for far longer than a test
// waits: hints on the 25×25 Sudoku and webpbn's Lion nonogram (its
// uniqueness proof runs for minutes; the genius Hidato that stood here
// became a 0.7 s hint), and a unique 40×40 Star Battle.
func longJobs(t *testing.T) []struct{ path, body string } {
	sudoku := `{"puzzle":` + bundledRef(t, "sudoku/stretch/gecode_p18_25x25") + `}`
	lion := `{"puzzle":` + bundledRef(t, "nonogram/stretch/webpbn_lion") + `}`
	return []struct{ path, body string }{
		{"/api/hint", sudoku}, {"/api/hint", sudoku},
		{"/api/hint", lion}, {"/api/hint", lion},
		{"/api/generate", `{"kind":"starbattle","size":40,"stars":2,"seed":1}`},
	}
}

// send posts body under ctx and reports the status (0: no answer).
func send(ctx context.Context, url, path, body string) int {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0
	}
	resp.Body.Close()
	return resp.StatusCode
}

// waitIdle waits for the queue to empty and returns how long it took.
func waitIdle(t *testing.T, q *jobQueue, most time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	for !q.idle() {
		if time.Since(start) > wallclock.Hang(most) {
			t.Fatalf("still %d running, %d waiting after %v", q.running.Load(), q.waiting.Load(), most)
		}
		time.Sleep(5 * time.Millisecond)
	}
	return time.Since(start)
}

// TestReliabilityServeAbandoned: hints and a generate, all at once, whose
// pages go away after a second free their workers within the time limit
// and a second of their start (the issue: two abandoned hints on the
// 25×25 Sudoku still ran 90 s later, a 40×40 Star Battle generate 150 s).
func TestReliabilityServeAbandoned(t *testing.T) {
	const limit = 3 * time.Second
	jobs := longJobs(t)
	a := newAPI(apiConfig{solveLimit: limit, workers: len(jobs)}).(*api)
	srv := httptest.NewServer(a)
	defer srv.Close()
	ctx, cancel := context.WithCancel(context.Background())
	start := time.Now()
	var wg sync.WaitGroup
	for _, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			send(ctx, srv.URL, j.path, j.body)
		}()
	}
	for a.q.running.Load() < 3 {
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(time.Second) // well into their work
	running := a.q.running.Load()
	cancel()
	took := waitIdle(t, a.q, 10*time.Second)
	wg.Wait()
	t.Logf("%d jobs running at the cancel; idle %v after", running, took)
	if running < 3 {
		t.Errorf("only %d long jobs running at the cancel", running)
	}
	if d := time.Since(start); !wallclock.Within(t, "the abandoned jobs", d, limit+time.Second) {
		t.Errorf("the abandoned jobs held their workers %v after they began, want at most the limit %v and 1 s", d, limit)
	}
}

// TestReliabilityServeLimit: the same jobs, their pages waiting, end at
// --solve-limit with 422 naming it, their workers free within the limit
// and a second.
func TestReliabilityServeLimit(t *testing.T) {
	const limit = 2 * time.Second
	jobs := longJobs(t)
	a := newAPI(apiConfig{solveLimit: limit, workers: len(jobs)}).(*api)
	srv := httptest.NewServer(a)
	defer srv.Close()
	start := time.Now()
	var wg sync.WaitGroup
	codes := make([]int, len(jobs))
	for i, j := range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = send(context.Background(), srv.URL, j.path, j.body)
		}()
	}
	wg.Wait()
	took := time.Since(start)
	for i, j := range jobs {
		if j.path == "/api/hint" && strings.Contains(j.body, "sudoku") && codes[i] == http.StatusOK {
			continue // a 25×25 Sudoku hint from the puzzle as given is quick
		}
		if codes[i] != http.StatusUnprocessableEntity {
			t.Errorf("%s %.60s: %d, want 422 (the time limit)", j.path, j.body, codes[i])
		}
	}
	if !wallclock.Within(t, "the jobs", took, limit+time.Second) {
		t.Errorf("the jobs ended %v after they began, want at most the limit %v and 1 s", took, limit)
	}
	if !a.q.idle() {
		t.Error("not idle after every answer")
	}
}

// TestReliabilityGenerateDefaults: for every kind with a generator, the
// page's advertised defaults give a puzzle with exactly one solution, for
// a few seeds.
func TestReliabilityGenerateDefaults(t *testing.T) {
	generateDefaults(t, []int{1, 2, 3}, func(string) bool { return true })
}

// TestReliabilityServeAbandonedAlone: each long job alone, its page gone
// after a moment of work, frees its worker within 200 ms (measured: 6 ms
// for a Hidato hint, 5-65 ms for the Star Battle generate, whose repair
// loop and counts check the context).
func TestReliabilityServeAbandonedAlone(t *testing.T) {
	for _, j := range longJobs(t) {
		a := newAPI(apiConfig{solveLimit: time.Minute, workers: 1}).(*api)
		srv := httptest.NewServer(a)
		ctx, cancel := context.WithCancel(context.Background())
		answered := make(chan struct{})
		go func() {
			defer close(answered)
			send(ctx, srv.URL, j.path, j.body)
		}()
		for a.q.running.Load() < 1 && !a.q.idle() {
			time.Sleep(time.Millisecond)
		}
		time.Sleep(700 * time.Millisecond)
		running := a.q.running.Load()
		cancel()
		took := waitIdle(t, a.q, 10*time.Second)
		<-answered
		srv.Close()
		t.Logf("%s %.50s: running %d at the cancel, idle %v after", j.path, j.body, running, took)
		if !wallclock.Within(t, "freeing the worker", took, 200*time.Millisecond) {
			t.Errorf("%s %.50s: the worker was free %v after the page left, want at most 200 ms", j.path, j.body, took)
		}
	}
}
