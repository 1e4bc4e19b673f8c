package cli

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/search"
)

// The page: plain HTML, CSS and JavaScript, embedded in the binary.
//
//go:embed web
var webFiles embed.FS

// apiConfig tunes the page's server.
type apiConfig struct {
	solveLimit time.Duration // the longest search of one request
	loopback   bool          // listening on loopback: accept local Host headers only
	allowHosts []string      // host names admitted besides the local ones (--allow-host)
	workers    int           // requests that search or build at once
	queue      int           // requests that wait for a worker, at most (--queue)
}

// api serves the page and its JSON API. It keeps no state between
// requests: every request carries its puzzle's text.
type api struct {
	cfg apiConfig
	q   *jobQueue // the requests that search or build
	mux *http.ServeMux
}

func newAPI(cfg apiConfig) http.Handler {
	a := &api{cfg: cfg, q: newJobQueue(cfg.workers, cfg.queue), mux: http.NewServeMux()}
	static, err := fs.Sub(webFiles, "web")
	if err != nil {
		panic(err) // the embedded folder is part of the binary
	}
	a.mux.Handle("GET /", http.FileServerFS(static))
	a.mux.HandleFunc("GET /api/kinds", a.kinds)
	a.mux.HandleFunc("GET /api/library", a.library)
	a.mux.HandleFunc("POST /api/open", a.open)
	a.mux.HandleFunc("POST /api/render", a.render)
	a.mux.HandleFunc("POST /api/check", a.check)
	a.mux.HandleFunc("POST /api/solve", a.solve)
	a.mux.HandleFunc("POST /api/generate", a.generate)
	a.mux.HandleFunc("POST /api/hint", a.hint)
	unknown := func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, fmt.Sprintf("no API endpoint %s %s (see the README)", r.Method, r.URL.Path))
	}
	a.mux.HandleFunc("GET /api/", unknown)
	a.mux.HandleFunc("POST /api/", unknown)
	return a
}

func (a *api) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !a.guard(w, r) {
		return
	}
	// Other sites' pages can post forms, not JSON: a JSON content type
	// keeps them out.
	if r.Method == http.MethodPost {
		if ct, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); ct != "application/json" {
			writeError(w, http.StatusUnsupportedMediaType, "expected a JSON body (Content-Type: application/json)")
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxRequest)
	}
	a.mux.ServeHTTP(w, r)
}

// apiError is the body of every error answer.
type apiError struct {
	Error string `json:"error"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		status, b = http.StatusInternalServerError, *bytes.NewBufferString(`{"error":"cannot encode the answer"}` + "\n")
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

func writeError(w http.ResponseWriter, status int, msg string) {
	writeJSON(w, status, apiError{Error: msg})
}

// decode reads a request's JSON body into v: one object, no unknown
// fields, nothing after it. On failure it answers and returns false.
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	err := dec.Decode(v)
	if err == nil {
		if _, extra := dec.Token(); extra != io.EOF {
			err = errors.New("more data after the JSON object")
		}
	}
	if err == nil {
		return true
	}
	if tooBig, ok := errorsAs[*http.MaxBytesError](err); ok {
		writeError(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the request is larger than the limit of %d bytes (1 MiB): puzzle files are smaller than that", tooBig.Limit))
		return false
	}
	if errors.Is(err, io.EOF) {
		err = errors.New("empty body, expected a JSON object")
	}
	writeError(w, http.StatusBadRequest, "malformed JSON request: "+err.Error())
	return false
}

// puzzleRef names the puzzle of a request: the text of its file (with
// the file's name for messages), and which puzzle of a collection.
type puzzleRef struct {
	Name  string `json:"name"`
	Text  string `json:"text"`
	Index int    `json:"index,omitempty"` // 1-based; 0 or absent: the first
}

// parse reads the puzzle; a malformed file gives the same FILE:LINE error
// as the command line.
func (ref puzzleRef) parse() (puzzles.Puzzle, int, error) {
	name := ref.Name
	if name == "" {
		name = "puzzle.txt"
	}
	if err := checkText(name, ref.Text); err != nil {
		return nil, 0, err
	}
	ps, err := puzzles.Parse(name, []byte(ref.Text))
	if err != nil {
		return nil, 0, errors.New(errorText(err))
	}
	i := max(ref.Index, 1)
	if i > len(ps) {
		return nil, 0, fmt.Errorf("%s: puzzle %d asked, the file has %d", name, i, len(ps))
	}
	if err := checkCells(ps[i-1]); err != nil {
		return nil, 0, err
	}
	return ps[i-1], len(ps), nil
}

// writeParseError answers a puzzle that cannot be read: 413 over a cap,
// 400 otherwise.
func writeParseError(w http.ResponseWriter, err error) {
	status := http.StatusBadRequest
	if errors.Is(err, errTooLarge) {
		status = http.StatusRequestEntityTooLarge
	}
	writeError(w, status, err.Error())
}

// puzzleAnswer is what the page needs to show a puzzle it opened or
// generated.
type puzzleAnswer struct {
	Name    string        `json:"name"`
	Kind    string        `json:"kind"`
	Size    string        `json:"size"`
	Text    string        `json:"text"`
	Index   int           `json:"index"`
	Puzzles int           `json:"puzzles"`
	Input   render.Input  `json:"input"`
	State   *render.State `json:"state"`
	SVG     string        `json:"svg"`
	// Generated is set for a generated puzzle.
	Generated *generatedInfo `json:"generated,omitempty"`
}

// answerPuzzle answers the puzzle of ref; generated, when not nil, says
// how it was generated.
func answerPuzzle(w http.ResponseWriter, ref puzzleRef, generated *generatedInfo) {
	p, n, err := ref.parse()
	if err != nil {
		writeParseError(w, err)
		return
	}
	in, err := puzzles.PlayInput(p)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	st := render.NewState(in.Rows, in.Cols)
	svg, err := puzzles.SVG(p, st, render.Options{})
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, puzzleAnswer{
		Name: ref.Name, Kind: p.Kind(), Size: p.Size(), Text: ref.Text,
		Index: max(ref.Index, 1), Puzzles: n, Input: in, State: st, SVG: string(svg),
		Generated: generated,
	})
}

func (a *api) library(w http.ResponseWriter, r *http.Request) {
	files, err := puzzles.Bundled()
	if err != nil {
		writeError(w, http.StatusInternalServerError, err.Error())
		return
	}
	type file struct {
		Name    string `json:"name"`
		Kind    string `json:"kind"`
		Size    string `json:"size"`
		Puzzles int    `json:"puzzles"`
		Source  string `json:"source"`
	}
	out := make([]file, len(files))
	for i, f := range files {
		out[i] = file{f.Name, f.Kind, f.Size, f.Puzzles, f.Source}
	}
	writeJSON(w, http.StatusOK, map[string]any{"files": out})
}

func (a *api) open(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Bundled string     `json:"bundled"` // kind/name, or kind/name#K
		Puzzle  *puzzleRef `json:"puzzle"`
	}
	if !decode(w, r, &req) {
		return
	}
	if req.Puzzle != nil {
		if err := checkText(req.Puzzle.Name, req.Puzzle.Text); err != nil {
			writeParseError(w, err)
			return
		}
	}
	_, done, ok := a.job(w, r)
	if !ok {
		return
	}
	defer done()
	switch {
	case req.Bundled != "" && req.Puzzle != nil:
		writeError(w, http.StatusBadRequest, `expected "bundled" or "puzzle", not both`)
	case req.Bundled != "":
		file, sel, _ := strings.Cut(strings.TrimPrefix(req.Bundled, puzzles.BundledPrefix), "#")
		data, err := puzzles.ReadBundled(file)
		if err != nil {
			writeError(w, http.StatusNotFound, err.Error())
			return
		}
		ref := puzzleRef{Name: puzzles.BundledPrefix + file, Text: string(data)}
		if sel != "" {
			if ref.Index, err = strconv.Atoi(sel); err != nil || ref.Index < 1 {
				writeError(w, http.StatusBadRequest, fmt.Sprintf("%s: expected a puzzle number after '#'", req.Bundled))
				return
			}
		}
		answerPuzzle(w, ref, nil)
	case req.Puzzle != nil:
		answerPuzzle(w, *req.Puzzle, nil)
	default:
		writeError(w, http.StatusBadRequest, `expected "bundled" (a name from /api/library) or "puzzle" ({"name", "text"})`)
	}
}

// renderRequest is the body of /api/render and /api/check.
type renderRequest struct {
	Puzzle    puzzleRef         `json:"puzzle"`
	State     *render.State     `json:"state"`
	Highlight *render.Highlight `json:"highlight"`
}

// puzzleJob reads a renderRequest, waits for a worker (job) and parses
// its puzzle: the preamble of /api/render, /api/check and /api/hint. On
// false it has answered; otherwise the caller must call done.
func (a *api) puzzleJob(w http.ResponseWriter, r *http.Request) (ctx context.Context, req renderRequest, p puzzles.Puzzle, done func(), ok bool) {
	if !decode(w, r, &req) {
		return nil, req, nil, nil, false
	}
	ctx, done, ok = a.job(w, r)
	if !ok {
		return nil, req, nil, nil, false
	}
	p, _, err := req.Puzzle.parse()
	if err != nil {
		done()
		writeParseError(w, err)
		return nil, req, nil, nil, false
	}
	return ctx, req, p, done, true
}

func (a *api) render(w http.ResponseWriter, r *http.Request) {
	_, req, p, done, ok := a.puzzleJob(w, r)
	if !ok {
		return
	}
	defer done()
	svg, err := puzzles.SVG(p, req.State, render.Options{Highlight: req.Highlight})
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"svg": string(svg)})
}

// checkAnswer is the verdict on a position of play.
type checkAnswer struct {
	Solved   bool               `json:"solved"`
	Complete bool               `json:"complete"`
	Message  string             `json:"message"`
	Broken   []render.Highlight `json:"broken"`
	Score    *int               `json:"score"`
	SVG      string             `json:"svg"` // the state, the first broken rule highlighted
}

func (a *api) check(w http.ResponseWriter, r *http.Request) {
	_, req, p, done, ok := a.puzzleJob(w, r)
	if !ok {
		return
	}
	defer done()
	v, err := puzzles.CheckState(p, req.State)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	ans := checkAnswer{Solved: v.Solved, Complete: v.Complete, Message: v.Message(), Broken: v.Broken}
	if ans.Broken == nil {
		ans.Broken = []render.Highlight{}
	}
	if v.HasScore {
		ans.Score = &v.Score
		if best, ok := statedBest(p); ok && v.Solved {
			ans.Message += fmt.Sprintf(" (the best score is %d)", best)
		}
	}
	var opt render.Options
	if len(v.Broken) > 0 {
		opt.Highlight = &v.Broken[0]
	}
	svg, err := puzzles.SVG(p, req.State, opt)
	if err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	ans.SVG = string(svg)
	writeJSON(w, http.StatusOK, ans)
}

// solveLine is one line of the /api/solve stream: a progress report, the
// result, or an error.
type solveLine struct {
	Progress *solveProgress `json:"progress,omitempty"`
	Result   *solveResult   `json:"result,omitempty"`
	Error    string         `json:"error,omitempty"`
}

type solveProgress struct {
	Nodes     int64   `json:"nodes"`
	Failures  int64   `json:"failures"`
	ElapsedMS float64 `json:"elapsed_ms"`
	Best      *int    `json:"best"` // the best objective so far (ROGO)
}

type solveResult struct {
	Status    string        `json:"status"` // solved, optimal, unsatisfiable, unknown
	Reason    string        `json:"reason"` // why the search ended
	Solution  *string       `json:"solution"`
	State     *render.State `json:"state"`
	SVG       string        `json:"svg"`
	Objective *int          `json:"objective"`
	Nodes     int64         `json:"nodes"`
	Failures  int64         `json:"failures"`
	ElapsedMS float64       `json:"elapsed_ms"`
}

// progressEveryNodes and progressPeriod pace the progress lines.
var (
	progressEveryNodes int64 = 2048
	progressPeriod           = 250 * time.Millisecond
)

func (a *api) solve(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Puzzle    puzzleRef `json:"puzzle"`
		TimeoutMS int64     `json:"timeout_ms"` // at most the server's limit
	}
	if !decode(w, r, &req) {
		return
	}
	if req.TimeoutMS < 0 {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("timeout_ms %d: expected a positive number of milliseconds", req.TimeoutMS))
		return
	}
	jobCtx, done, ok := a.job(w, r)
	if !ok {
		return
	}
	defer done()
	p, _, err := req.Puzzle.parse()
	if err != nil {
		writeParseError(w, err)
		return
	}
	limit := a.cfg.solveLimit
	if req.TimeoutMS > 0 {
		limit = min(limit, time.Duration(req.TimeoutMS)*time.Millisecond)
	}
	// The search stops at the limit, or when the page goes away.
	ctx, cancel := context.WithTimeout(jobCtx, limit)
	defer cancel()

	w.Header().Set("Content-Type", "application/x-ndjson")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusOK)
	flusher, _ := w.(http.Flusher)
	var mu sync.Mutex // the stream is written by the search's callback and here
	send := func(line solveLine) {
		mu.Lock()
		defer mu.Unlock()
		b, err := json.Marshal(line)
		if err == nil {
			_, err = w.Write(append(b, '\n'))
		}
		if err != nil {
			cancel() // the page is gone
			return
		}
		if flusher != nil {
			flusher.Flush()
		}
	}
	start := time.Now()
	var last time.Time
	var best *int
	opt := puzzles.Options{
		Tune: func(so *search.Options) {
			so.Context = ctx
			so.ProgressEvery = progressEveryNodes
			so.Progress = func(st search.Stats) {
				if time.Since(last) < progressPeriod {
					return
				}
				last = time.Now()
				send(solveLine{Progress: &solveProgress{Nodes: st.Nodes, Failures: st.Failures, ElapsedMS: ms(time.Since(start)), Best: best}})
			}
		},
		OnSolution: func(sol puzzles.Solution) bool {
			if score, ok := p.Score(sol); ok {
				best = &score
			}
			return true
		},
	}
	send(solveLine{Progress: &solveProgress{}})
	res, err := puzzles.Solve(p, opt)
	if err != nil {
		send(solveLine{Error: errorText(err)})
		return
	}
	out := &solveResult{Status: res.Status.String(), Reason: reasonText(res.Reason, r.Context(), limit),
		Nodes: res.Stats.Nodes, Failures: res.Stats.Failures, ElapsedMS: ms(res.Stats.Elapsed)}
	if sol := res.Solution; sol != nil {
		text := strings.TrimRight(sol.Format(), "\n")
		out.Solution = &text
		if out.State, err = puzzles.SolutionState(p, sol); err == nil {
			var svg []byte
			svg, err = puzzles.SVG(p, out.State, render.Options{})
			out.SVG = string(svg)
		}
		if err != nil {
			send(solveLine{Error: errorText(err)})
			return
		}
		if res.HasObjective {
			out.Objective = &res.Objective
		}
	}
	send(solveLine{Result: out})
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// reasonText says why a search ended, in the page's words.
func reasonText(r search.Reason, ctx context.Context, limit time.Duration) string {
	switch r {
	case search.Exhausted:
		return "the search is complete"
	case search.SolutionLimit:
		return "a solution was found"
	case search.TimeLimit, search.Canceled:
		if ctx.Err() != nil {
			return "the page cancelled the search"
		}
		return fmt.Sprintf("the time limit (%v) stopped the search", limit)
	}
	return r.String()
}
