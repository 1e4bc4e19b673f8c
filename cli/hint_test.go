package cli

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// TestHintNoSolutionEveryKind: 'tessera hint' on a puzzle with no
// solution, one file per registered kind (testdata/hint/KIND-unsat.txt),
// says "no solution" and exits 3, as 'tessera solve' does on the same
// file, with no hint on standard output.
func TestHintNoSolutionEveryKind(t *testing.T) {
	for _, kind := range puzzles.Kinds() {
		file := filepath.Join("testdata", "hint", kind+"-unsat.txt")
		if _, err := os.Stat(file); err != nil {
			t.Errorf("%s: no unsatisfiable file: %v", kind, err)
			continue
		}
		if code, _, errOut := (invocation{args: []string{"solve", file}}).run(t); code != exitUnsat {
			t.Errorf("%s: solve exits %d (%q), want %d: the file is not unsatisfiable", file, code, errOut, exitUnsat)
			continue
		}
		code, out, errOut := invocation{args: []string{"hint", file}}.run(t)
		if code != exitUnsat || !strings.Contains(errOut, "no solution") || out != "" {
			t.Errorf("%s: hint exits %d, stdout %q, stderr %q; want exit %d, \"no solution\" and no hint", file, code, out, errOut, exitUnsat)
		}
	}
}

// TestHintNotUniqueEveryKind: 'tessera hint' on a puzzle with two
// solutions (ROGO: two optimal loops), one file per registered kind
// (testdata/hint/KIND-two.txt), gives no hint: it prints the line
// 'solve --unique' prints, says "not unique" and exits 1.
func TestHintNotUniqueEveryKind(t *testing.T) {
	for _, kind := range puzzles.Kinds() {
		file := filepath.Join("testdata", "hint", kind+"-two.txt")
		if _, err := os.Stat(file); err != nil {
			t.Errorf("%s: no two-solution file: %v", kind, err)
			continue
		}
		_, want, _ := invocation{args: []string{"solve", "--unique", "--plain", file}}.run(t)
		line, _, _ := strings.Cut(want, "\n")
		if !strings.HasPrefix(line, "# unique: no") {
			t.Errorf("%s: solve --unique says %q: the file is not a puzzle with several solutions", file, line)
			continue
		}
		code, out, errOut := invocation{args: []string{"hint", "--all", file}}.run(t)
		if code != exitInput || out != line+"\n" || !strings.Contains(errOut, "not unique") {
			t.Errorf("%s: hint exits %d, stdout %q, stderr %q; want exit %d, %q alone and \"not unique\"", file, code, out, errOut, exitInput, line)
		}
	}
}

// TestServeHintRefuses: /api/hint answers 422 with a clear message for a
// puzzle with no solution (naming the constraint that fails) and for one
// with several.
func TestServeHintRefuses(t *testing.T) {
	srv := httptest.NewServer(newAPI(apiConfig{solveLimit: 10 * time.Second, loopback: true, workers: 2}))
	defer srv.Close()
	for _, c := range []struct{ file, want string }{
		{"kenken-unsat.txt", "no solution: row 2 cannot be met"},
		{"rogo-two.txt", "not unique"},
	} {
		data, err := os.ReadFile(filepath.Join("testdata", "hint", c.file))
		if err != nil {
			t.Fatal(err)
		}
		var e apiError
		body := `{"puzzle":{"name":` + js(c.file) + `,"text":` + js(string(data)) + `}}`
		if code := post(t, srv, "/api/hint", body, &e); code != http.StatusUnprocessableEntity || !strings.Contains(e.Error, c.want) {
			t.Errorf("%s: %d %q, want 422 and %q", c.file, code, e.Error, c.want)
		}
	}
}

// TestServeHintLoop: /api/hint on a half-drawn ROGO loop answers a
// segment of the loop in words of the loop and its points, drawn as its
// two cells; a segment off the loop is a mistake naming it.
func TestServeHintLoop(t *testing.T) {
	srv := httptest.NewServer(newAPI(apiConfig{solveLimit: 10 * time.Second, loopback: true, workers: 2}))
	defer srv.Close()
	ps, err := puzzles.OpenBundled("rogo/hakank_20110710")
	if err != nil {
		t.Fatal(err)
	}
	res, err := puzzles.Solve(ps[0], puzzles.Options{})
	if err != nil {
		t.Fatal(err)
	}
	full, err := puzzles.SolutionState(ps[0], res.Solution)
	if err != nil {
		t.Fatal(err)
	}
	half, err := json.Marshal(render.State{Links: full.Links[:len(full.Links)/2]})
	if err != nil {
		t.Fatal(err)
	}
	ref := `{"name":"r.txt","text":` + js(ps[0].Format()) + `}`
	var h hintAnswer
	if code := post(t, srv, "/api/hint", `{"puzzle":`+ref+`,"state":`+string(half)+`}`, &h); code != http.StatusOK {
		t.Fatalf("hint: %d", code)
	}
	if !strings.Contains(h.Text, "loop") || strings.Contains(h.Text, "step") || !strings.HasPrefix(h.Placement, "the segment ") || len(h.Highlight.Cells) != 2 || h.SVG == "" {
		t.Errorf("a half-drawn loop: %+v", h)
	}
	off := `{"links":[{"a":{"row":4,"col":4},"b":{"row":4,"col":5}}]}`
	if code := post(t, srv, "/api/hint", `{"puzzle":`+ref+`,"state":`+off+`}`, &h); code != http.StatusOK || !h.Mistake || !strings.Contains(h.Text, "r5c5–r5c6") {
		t.Errorf("a segment off the loop: %d %+v", code, h)
	}
}
