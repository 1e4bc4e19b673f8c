package cli

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
)

func newTestServer(t *testing.T, cfg apiConfig) *httptest.Server {
	t.Helper()
	if cfg.solveLimit == 0 {
		cfg.solveLimit = 20 * time.Second
	}
	if cfg.workers == 0 {
		cfg.workers = 2
	}
	srv := httptest.NewServer(newAPI(cfg))
	t.Cleanup(srv.Close)
	return srv
}

// post sends a JSON body and decodes the JSON answer into out (when not
// nil); it returns the status.
func post(t *testing.T, srv *httptest.Server, path, body string, out any) int {
	t.Helper()
	resp, err := http.Post(srv.URL+path, "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	return decodeAnswer(t, resp, out)
}

func decodeAnswer(t *testing.T, resp *http.Response, out any) int {
	t.Helper()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("%s: Content-Type %q, body %q", resp.Request.URL.Path, ct, data)
	}
	if out == nil {
		out = new(map[string]any)
	}
	if err := json.Unmarshal(data, out); err != nil {
		t.Fatalf("%s: the answer is not JSON: %v\n%s", resp.Request.URL.Path, err, data)
	}
	return resp.StatusCode
}

func get(t *testing.T, srv *httptest.Server, path string, out any) int {
	t.Helper()
	resp, err := http.Get(srv.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	return decodeAnswer(t, resp, out)
}

// js quotes a string as JSON.
func js(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func TestServePage(t *testing.T) {
	srv := newTestServer(t, apiConfig{loopback: true})
	for path, want := range map[string]string{"/": "<title>Tessera puzzles</title>", "/app.js": "/api/solve", "/style.css": "#picture"} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || !strings.Contains(string(body), want) {
			t.Errorf("GET %s: %d, body without %q", path, resp.StatusCode, want)
		}
	}
}

func TestServeKindsAndLibrary(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	var kinds struct{ Kinds []kindInfo }
	if code := get(t, srv, "/api/kinds", &kinds); code != http.StatusOK || len(kinds.Kinds) != len(puzzles.Kinds()) {
		t.Fatalf("/api/kinds: %d, %+v", code, kinds)
	}
	gens := 0
	for _, k := range kinds.Kinds {
		if k.Generator != nil {
			gens++
		}
	}
	if gens != len(generatorKinds()) {
		t.Errorf("%d kinds with a generator, want %d", gens, len(generatorKinds()))
	}
	var lib struct{ Files []puzzles.BundledFile }
	files, _ := puzzles.Bundled()
	if code := get(t, srv, "/api/library", &lib); code != http.StatusOK || len(lib.Files) != len(files) || len(files) == 0 {
		t.Errorf("/api/library: %d, %d files, want %d", code, len(lib.Files), len(files))
	}
}

func TestServeOpen(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	var p puzzleAnswer
	if code := post(t, srv, "/api/open", `{"bundled":"kenken/seed_6x6_wikipedia"}`, &p); code != http.StatusOK {
		t.Fatalf("open: %d", code)
	}
	if p.Kind != "kenken" || p.Puzzles != 1 || p.Input.Mode != "type" || p.State.Filled() != 0 || !strings.Contains(p.SVG, `class="thick cage"`) {
		t.Errorf("open: %+v", p)
	}
	// The text comes back, and opens again as an uploaded file.
	var again puzzleAnswer
	if code := post(t, srv, "/api/open", `{"puzzle":{"name":"mine.txt","text":`+js(p.Text)+`}}`, &again); code != http.StatusOK || again.SVG == "" {
		t.Errorf("reopen: %d %+v", code, again)
	}
	// A collection: puzzle 3 of 18.
	if code := post(t, srv, "/api/open", `{"bundled":"sudoku/gecode_9x9#3"}`, &p); code != http.StatusOK || p.Index != 3 || p.Puzzles != 18 {
		t.Errorf("collection: %d, index %d of %d", code, p.Index, p.Puzzles)
	}
	for body, want := range map[string]int{
		`{"bundled":"sudoku/gecode_9x9#99"}`: http.StatusBadRequest,
		`{"bundled":"sudoku/gecode_9x9#x"}`:  http.StatusBadRequest,
		`{"bundled":"nurikabe/one"}`:         http.StatusNotFound,
		`{"bundled":"kenken/nope"}`:          http.StatusNotFound,
		`{}`:                                 http.StatusBadRequest,
		`{"bundled":"kenken/seed_3x3","puzzle":{"text":""}}`: http.StatusBadRequest,
	} {
		var e apiError
		if code := post(t, srv, "/api/open", body, &e); code != want || e.Error == "" {
			t.Errorf("open %s: %d %q, want %d and an error", body, code, e.Error, want)
		}
	}
}

// TestServeBadFilesLikeTheCLI: every known-bad file gives the page the
// error the command line prints (FILE:LINE: what was expected).
func TestServeBadFilesLikeTheCLI(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	files, _ := filepath.Glob(bad + "*.txt")
	if len(files) == 0 {
		t.Fatal("no bad files")
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		_, _, stderr := invocation{args: []string{"solve", f}}.run(t)
		want := strings.TrimSpace(strings.TrimPrefix(stderr, "tessera: "))
		var e apiError
		code := post(t, srv, "/api/open", `{"puzzle":{"name":`+js(f)+`,"text":`+js(string(data))+`}}`, &e)
		if code != http.StatusBadRequest || e.Error != want {
			t.Errorf("%s: %d %q, want 400 and the command line's %q", f, code, e.Error, want)
		}
	}
}

func TestServeMalformedRequests(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	for _, body := range []string{``, `{`, `[]`, `"x"`, `{"bundled":3}`, `{"nope":1}`, `{}{}`, `{"bundled":"kenken/seed_3x3"} x`, "\x00\xff"} {
		for _, path := range []string{"/api/open", "/api/render", "/api/check", "/api/solve", "/api/generate"} {
			var e apiError
			code := post(t, srv, path, body, &e)
			if code != http.StatusBadRequest || e.Error == "" {
				t.Errorf("%s %q: %d %q, want 400 and an error", path, body, code, e.Error)
			}
		}
	}
	// Not JSON at all: another content type.
	resp, err := http.Post(srv.URL+"/api/open", "text/plain", strings.NewReader(`{"bundled":"kenken/seed_3x3"}`))
	if err != nil {
		t.Fatal(err)
	}
	var e apiError
	if code := decodeAnswer(t, resp, &e); code != http.StatusUnsupportedMediaType {
		t.Errorf("text/plain: %d %q", code, e.Error)
	}
	resp.Body.Close()
	// Unknown endpoints.
	if code := post(t, srv, "/api/nope", `{}`, &e); code != http.StatusNotFound || !strings.Contains(e.Error, "/api/nope") {
		t.Errorf("/api/nope: %d %q", code, e.Error)
	}
	if code := get(t, srv, "/api/open", &e); code != http.StatusNotFound {
		t.Errorf("GET /api/open: %d %q", code, e.Error)
	}
}

// TestServeHugeUpload: a body over the cap is refused with 413 and a
// clear message, without reading it all.
func TestServeHugeUpload(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	var read atomic.Int64
	body := io.MultiReader(strings.NewReader(`{"puzzle":{"name":"big.txt","text":"`), &countingReader{n: &read, left: 64 << 20}, strings.NewReader(`"}}`))
	resp, err := http.Post(srv.URL+"/api/open", "application/json", body)
	if err != nil {
		// The server may close the connection before the client has
		// sent everything; what it answered is what matters.
		t.Logf("post: %v", err)
		return
	}
	var e apiError
	if code := decodeAnswer(t, resp, &e); code != http.StatusRequestEntityTooLarge || !strings.Contains(e.Error, "larger than the limit of 1048576 bytes") {
		t.Errorf("64 MiB upload: %d %q", code, e.Error)
	}
	resp.Body.Close()
	if n := read.Load(); n > 16<<20 {
		t.Errorf("the client sent %d bytes before the answer", n)
	}
}

// countingReader gives left bytes of 'x', counting them.
type countingReader struct {
	n    *atomic.Int64
	left int64
}

func (r *countingReader) Read(p []byte) (int, error) {
	if r.left == 0 {
		return 0, io.EOF
	}
	k := min(int64(len(p)), r.left)
	for i := range k {
		p[i] = 'x'
	}
	r.left -= k
	r.n.Add(k)
	return int(k), nil
}

func TestServeRenderAndCheck(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	var p puzzleAnswer
	post(t, srv, "/api/open", `{"bundled":"kenken/seed_6x6_wikipedia"}`, &p)
	ref := `{"name":` + js(p.Name) + `,"text":` + js(p.Text) + `}`

	st := render.NewState(6, 6)
	st.Values[0][1] = 5
	stJSON, _ := json.Marshal(st)
	var r struct{ SVG string }
	if code := post(t, srv, "/api/render", `{"puzzle":`+ref+`,"state":`+string(stJSON)+`}`, &r); code != http.StatusOK || !strings.Contains(r.SVG, `class="entry">5</text>`) {
		t.Errorf("render: %d", code)
	}
	hl := `{"cells":[{"row":1,"col":1}],"caption":"look here"}`
	if code := post(t, srv, "/api/render", `{"puzzle":`+ref+`,"highlight":`+hl+`}`, &r); code != http.StatusOK || !strings.Contains(r.SVG, "look here") {
		t.Errorf("render with a highlight: %d", code)
	}

	var c checkAnswer
	if code := post(t, srv, "/api/check", `{"puzzle":`+ref+`,"state":`+string(stJSON)+`}`, &c); code != http.StatusOK || c.Solved || len(c.Broken) != 1 || !strings.Contains(c.SVG, "hl-cell") {
		t.Errorf("check of a wrong digit: %d %+v", code, c)
	}
	if !strings.Contains(c.Message, "cage B (2÷): no value 1..6 goes with 5") {
		t.Errorf("check message %q", c.Message)
	}
	full, _ := puzzlesKnownState(t, "bundled:kenken/seed_6x6_wikipedia")
	if code := post(t, srv, "/api/check", `{"puzzle":`+ref+`,"state":`+full+`}`, &c); code != http.StatusOK || !c.Solved || !c.Complete || len(c.Broken) != 0 {
		t.Errorf("check of the solution: %d %+v", code, c)
	}
	// A ROGO loop: solved, with its score and the stated best.
	rogoFull, rogoText := puzzlesKnownState(t, "bundled:rogo/hakank_mike_trick")
	if code := post(t, srv, "/api/check", `{"puzzle":{"name":"r.txt","text":`+js(rogoText)+`},"state":`+rogoFull+`}`, &c); code != http.StatusOK || !c.Solved || c.Score == nil || *c.Score != 8 || !strings.Contains(c.Message, "the best score is 8") {
		t.Errorf("check of a ROGO loop: %d %+v", code, c)
	}
	// States that do not fit.
	var e apiError
	for _, state := range []string{`{"values":[[1]]}`, `{"values":[[9,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0],[0,0,0,0,0,0]]}`} {
		for _, path := range []string{"/api/render", "/api/check"} {
			if code := post(t, srv, path, `{"puzzle":`+ref+`,"state":`+state+`}`, &e); code != http.StatusBadRequest || !strings.Contains(e.Error, "does not fit") {
				t.Errorf("%s %s: %d %q", path, state, code, e.Error)
			}
		}
	}
	if code := post(t, srv, "/api/render", `{"puzzle":`+ref+`,"highlight":{"cells":[{"row":7,"col":0}]}}`, &e); code != http.StatusBadRequest {
		t.Errorf("a highlight outside the grid: %d %q", code, e.Error)
	}
}

// puzzlesKnownState is the JSON state of a bundled puzzle's known
// solution, and the file's text.
func puzzlesKnownState(t *testing.T, name string) (state, text string) {
	t.Helper()
	ps, err := puzzles.OpenBundled(name)
	if err != nil {
		t.Fatal(err)
	}
	st, err := puzzles.SolutionState(ps[0], ps[0].Known())
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(st)
	data, _ := puzzles.ReadBundled(name)
	return string(b), string(data)
}

// solveStream posts to /api/solve and reads its lines.
func solveStream(t *testing.T, ctx context.Context, srv *httptest.Server, body string, onLine func(solveLine)) int {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/api/solve", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return resp.StatusCode
	}
	solveLines(t, resp, onLine)
	return resp.StatusCode
}

// solveLines reads the lines of a /api/solve answer.
func solveLines(t *testing.T, resp *http.Response, onLine func(solveLine)) {
	t.Helper()
	if ct := resp.Header.Get("Content-Type"); ct != "application/x-ndjson" {
		t.Errorf("Content-Type %q", ct)
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 8<<20)
	for sc.Scan() {
		var line solveLine
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&line); err != nil {
			t.Errorf("a line that is not a solve line: %v\n%s", err, sc.Text())
			return
		}
		onLine(line)
	}
}

func TestServeSolve(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	for _, name := range []string{"bundled:kenken/seed_6x6_wikipedia", "bundled:rogo/hakank_mike_trick", "bundled:tetravex/seed_3x3"} {
		data, _ := puzzles.ReadBundled(name)
		ref := `{"name":` + js(name) + `,"text":` + js(string(data)) + `}`
		var lines []solveLine
		code := solveStream(t, context.Background(), srv, `{"puzzle":`+ref+`}`, func(l solveLine) { lines = append(lines, l) })
		if code != http.StatusOK || len(lines) < 2 || lines[0].Progress == nil {
			t.Fatalf("%s: %d, %d lines", name, code, len(lines))
		}
		res := lines[len(lines)-1].Result
		if res == nil || res.Solution == nil || res.State == nil || !strings.Contains(res.SVG, "<svg") {
			t.Fatalf("%s: last line %+v", name, lines[len(lines)-1])
		}
		// The solution drawn is one the rules accept.
		st, _ := json.Marshal(res.State)
		var c checkAnswer
		post(t, srv, "/api/check", `{"puzzle":`+ref+`,"state":`+string(st)+`}`, &c)
		if !c.Solved {
			t.Errorf("%s: the solution's state does not check: %+v", name, c)
		}
		if strings.Contains(name, "rogo") && (res.Status != "optimal" || res.Objective == nil || *res.Objective != 8) {
			t.Errorf("%s: %+v", name, res)
		}
	}
	// A puzzle with no solution.
	data, _ := os.ReadFile("testdata/sudoku-unsat.txt")
	var last solveLine
	solveStream(t, context.Background(), srv, `{"puzzle":{"name":"u.txt","text":`+js(string(data))+`}}`, func(l solveLine) { last = l })
	if last.Result == nil || last.Result.Status != "unsatisfiable" || last.Result.State != nil {
		t.Errorf("unsatisfiable: %+v", last)
	}
	var e apiError
	if code := post(t, srv, "/api/solve", `{"puzzle":{"name":"u.txt","text":"kenken\n"}}`, &e); code != http.StatusBadRequest || !strings.HasPrefix(e.Error, "u.txt:") {
		t.Errorf("a bad file: %d %q", code, e.Error)
	}
	if code := post(t, srv, "/api/solve", `{"puzzle":{"name":"u.txt","text":`+js(string(data))+`},"timeout_ms":-1}`, &e); code != http.StatusBadRequest {
		t.Errorf("a negative timeout: %d %q", code, e.Error)
	}
}

// hardRef is a planted 18×18 ROGO whose optimum takes far longer to
// prove than any test waits.
func hardRef(t *testing.T) string {
	text := plantedRogo(t, 18, 18, 56)
	return `{"name":"hard.txt","text":` + js(text) + `}`
}

// TestServeSolveProgressAndLimit: a long search streams progress lines
// and stops at the time limit with its reason. How far a search gets in
// a wall-clock limit depends on the CPU it is given: on a machine loaded
// far past its cores, 1.5 s may not reach the first loop (600 ms gave
// 0.14 s of CPU at a load of 20), so a search that ended at its limit
// before any loop is asked again with twice the limit, up to 24 s; what
// is asserted is the answer of the first search that found a loop.
func TestServeSolveProgressAndLimit(t *testing.T) {
	defer func(e int64, p time.Duration) { progressEveryNodes, progressPeriod = e, p }(progressEveryNodes, progressPeriod)
	progressEveryNodes, progressPeriod = 16, 20*time.Millisecond
	srv := newTestServer(t, apiConfig{solveLimit: 30 * time.Second})
	for limit := 1500 * time.Millisecond; ; limit *= 2 {
		var lines []solveLine
		solveStream(t, context.Background(), srv, fmt.Sprintf(`{"puzzle":%s,"timeout_ms":%d}`, hardRef(t), limit.Milliseconds()), func(l solveLine) { lines = append(lines, l) })
		if len(lines) == 0 {
			t.Fatalf("limit %v: no line", limit)
		}
		progress, withBest := 0, 0
		for _, l := range lines {
			if l.Progress != nil && l.Progress.Nodes > 0 {
				progress++
				if l.Progress.Best != nil {
					withBest++
				}
			}
		}
		last := lines[len(lines)-1].Result
		atLimit := last != nil && strings.Contains(last.Reason, fmt.Sprintf("time limit (%v)", limit))
		if atLimit && last.Status != "solved" && limit < 24*time.Second {
			t.Logf("no loop within %v (%d progress lines): asking again with %v", limit, progress, 2*limit)
			continue
		}
		// A loop found, its optimum not proven: the best so far, and why.
		if progress < 3 || withBest == 0 || !atLimit || last.Status != "solved" || last.Objective == nil || last.State == nil {
			t.Errorf("limit %v: %d progress lines (%d with a best score), last %+v", limit, progress, withBest, lines[len(lines)-1])
		}
		return
	}
}

// TestServeSolveCancelled: when the page goes away, the search stops
// (the handler returns long before the time limit), and the slot it held
// is free again.
func TestServeSolveCancelled(t *testing.T) {
	// No progress line after the first: only the request's context can
	// tell the search that the page went away.
	defer func(p time.Duration) { progressPeriod = p }(progressPeriod)
	progressPeriod = time.Hour
	var running atomic.Int32
	returned := make(chan time.Time, 1)
	h := newAPI(apiConfig{solveLimit: time.Minute, workers: 1})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/solve" && running.Add(1) == 1 {
			defer func() { returned <- time.Now() }()
		}
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()

	ctx, cancel := context.WithCancel(context.Background())
	started := make(chan struct{})
	go func() {
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.URL+"/api/solve", strings.NewReader(`{"puzzle":`+hardRef(t)+`}`))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err == nil {
			bufio.NewReader(resp.Body).ReadString('\n') // the first progress line
			close(started)
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		} else {
			close(started)
		}
	}()
	<-started
	// One search at a time here: a second one is told the server is busy.
	var e apiError
	if code := post(t, srv, "/api/solve", `{"puzzle":`+hardRef(t)+`}`, &e); code != http.StatusServiceUnavailable || !strings.Contains(e.Error, "busy") {
		t.Errorf("a second search: %d %q", code, e.Error)
	}
	// How soon it stops is TestReliabilityServeAbandoned's; here, that
	// it stops at all, long before its minute.
	cancel()
	select {
	case <-returned:
	case <-time.After(30 * time.Second):
		t.Fatal("the search did not stop when the page went away")
	}
	// The slot is free: a quick solve goes through.
	data, _ := puzzles.ReadBundled("kenken/seed_3x3")
	var last solveLine
	if code := solveStream(t, context.Background(), srv, `{"puzzle":{"name":"k.txt","text":`+js(string(data))+`}}`, func(l solveLine) { last = l }); code != http.StatusOK || last.Result == nil {
		t.Errorf("after the cancel: %d %+v", code, last)
	}
}

// TestServeHostCheck: on loopback, a request naming another host (DNS
// rebinding) is refused; local names pass.
func TestServeHostCheck(t *testing.T) {
	srv := newTestServer(t, apiConfig{loopback: true})
	for host, want := range map[string]int{"evil.example:80": http.StatusMisdirectedRequest, "192.168.1.5:8080": http.StatusMisdirectedRequest, "localhost:8080": http.StatusOK, "127.0.0.1": http.StatusOK, "[::1]:80": http.StatusOK} {
		req, _ := http.NewRequest(http.MethodGet, srv.URL+"/api/kinds", nil)
		req.Host = host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Errorf("Host %s: %d, want %d", host, resp.StatusCode, want)
		}
	}
}

// FuzzServeRequests: whatever the body, the API answers JSON, never a
// 500, never a panic.
func FuzzServeRequests(f *testing.F) {
	data, _ := puzzles.ReadBundled("kenken/seed_3x3")
	ref := `{"name":"k.txt","text":` + js(string(data)) + `}`
	for _, seed := range []string{
		`{"puzzle":` + ref + `,"state":{"values":[[1,2,3],[0,0,0],[3,1,2]]}}`,
		`{"puzzle":` + ref + `,"state":{"values":[[1,2,3]],"links":[{"a":{"row":0,"col":0},"b":{"row":5,"col":5}}]}}`,
		`{"puzzle":` + ref + `,"highlight":{"ruled_out":[{"row":0,"col":0,"value":99}]}}`,
		`{"puzzle":{"text":"rogo\nsteps 4\n1 1\n1 1\n"},"state":{"links":[{"a":{"row":0,"col":0},"b":{"row":0,"col":1}}]}}`,
		`{"puzzle":{"text":"tetravex\nsize 1\n1 2 3 4\n"},"state":{"values":[[2]]}}`,
		`{"kind":"kenken","size":1000000}`,
		`{"bundled":"../../etc/passwd"}`,
	} {
		f.Add("/api/check", seed)
		f.Add("/api/render", seed)
		f.Add("/api/open", seed)
	}
	f.Add("/api/generate", `{"kind":"rogo","rows":64,"cols":64,"steps":4096}`)
	h := newAPI(apiConfig{solveLimit: time.Second, workers: 1})
	f.Fuzz(func(t *testing.T, path, body string) {
		switch path {
		case "/api/check", "/api/render", "/api/open":
		default:
			path = "/api/render"
		}
		req := httptest.NewRequest(http.MethodPost, "http://localhost"+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		if w.Code >= 500 {
			t.Fatalf("%s %q: %d %s", path, body, w.Code, w.Body)
		}
		var v map[string]any
		if err := json.Unmarshal(w.Body.Bytes(), &v); err != nil {
			t.Fatalf("%s %q: the answer is not JSON: %v", path, body, err)
		}
	})
}

// syncBuffer is a bytes.Buffer safe for one writer and one reader.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestServeCommand runs 'tessera serve' on a free loopback port, fetches
// the page from the address it prints, and stops it as Ctrl-C would.
func TestServeCommand(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() { done <- runContext(ctx, []string{"serve", "--addr", "127.0.0.1:0"}, nil, &stdout, &stderr) }()
	var url string
	for deadline := time.Now().Add(10 * time.Second); url == "" && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if _, rest, ok := strings.Cut(stdout.String(), "on http://"); ok {
			url = "http://" + strings.Fields(rest)[0]
		}
	}
	if url == "" {
		cancel()
		t.Fatalf("no address printed: %q %q", stdout.String(), stderr.String())
	}
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(body), "Tessera puzzles") {
		t.Errorf("GET %s: %d %.80q", url, resp.StatusCode, body)
	}
	cancel()
	select {
	case code := <-done:
		if code != exitOK || !strings.Contains(stdout.String(), "stopped") || stderr.String() != "" {
			t.Errorf("exit %d, stdout %q, stderr %q", code, stdout.String(), stderr.String())
		}
	case <-time.After(10 * time.Second):
		t.Fatal("serve did not stop")
	}
}
