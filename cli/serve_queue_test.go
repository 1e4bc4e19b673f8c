package cli

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestJobQueue: workers run at once, the line waits, a full line is
// refused, a waiter whose context ends leaves the line, and leaving hands
// the worker to the next waiter.
func TestJobQueue(t *testing.T) {
	q := newJobQueue(2, 1)
	bg := context.Background()
	l1, err1 := q.enter(bg)
	l2, err2 := q.enter(bg)
	if err1 != nil || err2 != nil || q.running.Load() != 2 {
		t.Fatalf("two workers: %v %v, %d running", err1, err2, q.running.Load())
	}
	// A third waits in the line; a fourth finds it full.
	got := make(chan error, 1)
	var l3 func()
	go func() {
		var err error
		l3, err = q.enter(bg)
		got <- err
	}()
	for q.waiting.Load() != 1 {
		runtime.Gosched()
	}
	if _, err := q.enter(bg); !errors.Is(err, errLineFull) {
		t.Errorf("a fourth: %v, want errLineFull", err)
	}
	// The first leaves (twice: the second call does nothing): the
	// waiter gets its worker.
	l1()
	l1()
	if err := <-got; err != nil || q.running.Load() != 2 || q.waiting.Load() != 0 {
		t.Fatalf("the waiter: %v, %d running, %d waiting", err, q.running.Load(), q.waiting.Load())
	}
	// A waiter whose context ends gives its place up.
	ctx, cancel := context.WithCancel(bg)
	go func() {
		_, err := q.enter(ctx)
		got <- err
	}()
	for q.waiting.Load() != 1 {
		runtime.Gosched()
	}
	cancel()
	if err := <-got; !errors.Is(err, context.Canceled) || q.waiting.Load() != 0 {
		t.Errorf("a cancelled waiter: %v, %d waiting", err, q.waiting.Load())
	}
	l2()
	l3()
	if !q.idle() {
		t.Errorf("%d running, %d waiting after all left", q.running.Load(), q.waiting.Load())
	}
	// A line of 0: the first request past the workers is refused.
	q0 := newJobQueue(1, 0)
	l, _ := q0.enter(bg)
	if _, err := q0.enter(bg); !errors.Is(err, errLineFull) {
		t.Errorf("no line: %v", err)
	}
	l()
}

// TestServeQueueFull: while every worker is busy and the line full, a
// request is answered 503 with Retry-After; with a place in the line it
// waits and is answered once a worker is free.
func TestServeQueueFull(t *testing.T) {
	a := newAPI(apiConfig{solveLimit: time.Minute, workers: 1, queue: 1}).(*api)
	srv := httptest.NewServer(a)
	defer srv.Close()
	leave, _ := a.q.enter(context.Background()) // the one worker
	data, _ := puzzles.ReadBundled("kenken/seed_3x3")
	body := `{"puzzle":{"name":"k.txt","text":` + js(string(data)) + `}}`
	answered := make(chan int, 1)
	go func() {
		resp, err := http.Post(srv.URL+"/api/check", "application/json", strings.NewReader(body))
		if err != nil {
			answered <- 0
			return
		}
		resp.Body.Close()
		answered <- resp.StatusCode
	}()
	for a.q.waiting.Load() != 1 {
		runtime.Gosched()
	}
	for _, path := range []string{"/api/open", "/api/render", "/api/check", "/api/solve", "/api/hint"} {
		resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		var e apiError
		code := decodeAnswer(t, resp, &e)
		resp.Body.Close()
		if code != http.StatusServiceUnavailable || resp.Header.Get("Retry-After") == "" || !strings.Contains(e.Error, "busy") {
			t.Errorf("%s with the line full: %d, Retry-After %q, %q", path, code, resp.Header.Get("Retry-After"), e.Error)
		}
	}
	resp, err := http.Post(srv.URL+"/api/generate", "application/json", strings.NewReader(`{"kind":"kenken","size":4}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusServiceUnavailable {
		t.Errorf("generate with the line full: %d", resp.StatusCode)
	}
	leave()
	if code := <-answered; code != http.StatusOK {
		t.Errorf("the waiting check: %d", code)
	}
	if !a.q.idle() {
		t.Errorf("not idle after")
	}
}

// TestServeConcurrentSolves: 20 long solves at once on 2 workers and a
// line of 8 are all answered, with a result or 503 and Retry-After, and
// the server is idle after, its goroutines back to where they were.
func TestServeConcurrentSolves(t *testing.T) {
	a := newAPI(apiConfig{solveLimit: time.Minute, workers: 2, queue: 8}).(*api)
	srv := httptest.NewServer(a)
	defer srv.Close()
	body := `{"puzzle":` + hardRef(t) + `,"timeout_ms":300}`
	before := runtime.NumGoroutine()
	var wg sync.WaitGroup
	var mu sync.Mutex
	codes := map[int]int{}
	for range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/solve", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			defer resp.Body.Close()
			code := resp.StatusCode
			switch code {
			case http.StatusOK:
				var last solveLine
				solveLines(t, resp, func(l solveLine) { last = l })
				if last.Result == nil {
					t.Errorf("a solve without its result: %+v", last)
				}
			case http.StatusServiceUnavailable:
				if resp.Header.Get("Retry-After") == "" {
					t.Error("503 without Retry-After")
				}
			default:
				t.Errorf("a solve answered %d", code)
			}
			mu.Lock()
			codes[code]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	// All arriving at once, 10 get a worker or a place; arriving
	// spread out (a loaded machine), more do.
	if codes[http.StatusOK] < 10 || codes[http.StatusOK]+codes[http.StatusServiceUnavailable] != 20 {
		t.Errorf("answers %v", codes)
	}
	if !a.q.idle() {
		t.Errorf("%d running, %d waiting after every answer", a.q.running.Load(), a.q.waiting.Load())
	}
	srv.CloseClientConnections()
	http.DefaultClient.CloseIdleConnections()
	n := runtime.NumGoroutine()
	for i := 0; i < 500 && n > before; i++ {
		time.Sleep(10 * time.Millisecond) // connections close in their own goroutines
		n = runtime.NumGoroutine()
	}
	if n > before {
		t.Errorf("%d goroutines after, %d before", n, before)
	}
}

// TestServeWriteDeadline: a solve streams past the server's write
// timeout (its job moves the deadline to its time limit): with a write
// timeout of 300 ms, a 1.5 s solve still ends with its result.
func TestServeWriteDeadline(t *testing.T) {
	s := newHTTPServer(nil)
	if s.ReadHeaderTimeout <= 0 || s.ReadTimeout <= 0 || s.WriteTimeout <= 0 || s.IdleTimeout <= 0 {
		t.Errorf("timeouts: header %v, read %v, write %v, idle %v", s.ReadHeaderTimeout, s.ReadTimeout, s.WriteTimeout, s.IdleTimeout)
	}
	srv := httptest.NewUnstartedServer(newAPI(apiConfig{solveLimit: time.Minute, workers: 1}))
	srv.Config.WriteTimeout = 300 * time.Millisecond
	srv.Start()
	defer srv.Close()
	var last solveLine
	code := solveStream(t, context.Background(), srv, `{"puzzle":`+hardRef(t)+`,"timeout_ms":1500}`, func(l solveLine) { last = l })
	if code != http.StatusOK || last.Result == nil || !strings.Contains(last.Result.Reason, "time limit") {
		t.Errorf("a solve past the write timeout: %d, last line %+v", code, last)
	}
}
