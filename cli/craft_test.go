package cli

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
)

func TestGradeCommand(t *testing.T) {
	code, out, errOut := invocation{args: []string{"grade", "bundled:sudoku/monkeynova_nyt20180101easy", "bundled:kenken/seed_6x6_wikipedia"}}.run(t)
	if code != exitOK || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 2 || !strings.Contains(lines[0], ": trivial (1.") || !strings.Contains(lines[1], ": normal (3.") {
		t.Fatalf("grades:\n%s", out)
	}
	code, out, _ = invocation{args: []string{"grade", "--json", "bundled:takuzu/binarypuzzle_easy_6x6_001"}}.run(t)
	var g gradeJSON
	if code != exitOK || json.Unmarshal([]byte(out), &g) != nil || g.Band == "" || g.Hardest == nil || g.Kind != "takuzu" {
		t.Fatalf("--json: exit %d, %q", code, out)
	}
	// One puzzle of a bundled collection, as solve and hint name it.
	code, out, errOut = invocation{args: []string{"grade", "bundled:sudoku/gecode_9x9#2"}}.run(t)
	if code != exitOK || !strings.HasPrefix(out, "bundled:sudoku/gecode_9x9#2: ") {
		t.Fatalf("bundled:KIND/NAME#K: exit %d, stdout %q, stderr %q", code, out, errOut)
	}
	// Several solutions: not gradable, exit 1 naming why.
	code, _, errOut = invocation{args: []string{"grade", "testdata/sudoku-3sol.txt"}}.run(t)
	if code != exitInput || !strings.Contains(errOut, "more than one solution") {
		t.Fatalf("a puzzle with two solutions: exit %d, %q", code, errOut)
	}
	if code, _, _ := (invocation{args: []string{"grade"}}).run(t); code != exitUsage {
		t.Fatalf("no FILE: exit %d", code)
	}
}

func TestHintCommand(t *testing.T) {
	code, out, errOut := invocation{args: []string{"hint", "bundled:kenken/seed_6x6_wikipedia"}}.run(t)
	if code != exitOK || errOut != "" || !strings.HasPrefix(out, "r1c5 = 1 (full strength)\n") || !strings.Contains(out, "D (6*)") {
		t.Fatalf("exit %d, stderr %q, stdout:\n%s", code, errOut, out)
	}
	code, out, _ = invocation{args: []string{"hint", "--all", "--json", "bundled:takuzu/binarypuzzle_easy_6x6_001"}}.run(t)
	hints := strings.Split(strings.TrimSpace(out), "\n")
	if code != exitOK || len(hints) < 5 {
		t.Fatalf("--all --json: exit %d, %d hints", code, len(hints))
	}
	for _, line := range hints {
		var h hintJSON
		if err := json.Unmarshal([]byte(line), &h); err != nil || h.Text == "" || len(h.Highlight.Cells) != 1 {
			t.Fatalf("a hint: %v %q", err, line)
		}
	}
	if code, _, _ := (invocation{args: []string{"hint", "a", "b"}}).run(t); code != exitUsage {
		t.Fatalf("two files: exit %d", code)
	}
}

func TestGenerateGraded(t *testing.T) {
	code, out, errOut := invocation{args: []string{"generate", "kenken", "--size", "5", "--grade", "hard", "--seed", "7"}}.run(t)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "\n# unique: yes") || !strings.Contains(out, "\n# grade: hard (") {
		t.Fatalf("headers missing:\n%s", out)
	}
	// The file reads back, is unique and grades as its header says.
	ps, err := puzzles.Parse("generated", []byte(out))
	if err != nil {
		t.Fatal(err)
	}
	res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2})
	if u, known := res.Unique(); err != nil || !u || !known {
		t.Fatalf("not unique: %v %d", err, res.Solutions)
	}
	code, graded, _ := invocation{args: []string{"grade", "-"}, stdin: ""}.runText(t, out)
	if code != exitOK || !strings.Contains(graded, "hard (") || !strings.Contains(graded, "[file says: hard (") {
		t.Fatalf("grade of the generated file: %d %q", code, graded)
	}
	// The same command prints the same file.
	if _, again, _ := (invocation{args: []string{"generate", "kenken", "--size", "5", "--grade", "hard", "--seed", "7"}}).run(t); again != out {
		t.Fatal("generate --grade is not deterministic")
	}
	// An unknown band is a usage error; a band out of reach exits 1 with
	// the grades drawn instead.
	if code, _, errOut := (invocation{args: []string{"generate", "kenken", "--grade", "fiendish"}}).run(t); code != exitUsage || !strings.Contains(errOut, "easy, normal, hard, extreme, unreasonable") {
		t.Fatalf("unknown band: %d %q", code, errOut)
	}
	if code, _, errOut := (invocation{args: []string{"generate", "sudoku", "--size", "4", "--grade", "advanced"}}).run(t); code != exitInput || !strings.Contains(errOut, "not reached") {
		t.Fatalf("an unreachable band: %d %q", code, errOut)
	}
	if code, _, errOut := (invocation{args: []string{"generate", "hidato", "--grade", "genius"}}).run(t); code != exitUsage {
		t.Fatalf("a band Hidato does not have: %d %q", code, errOut)
	}
}

// runText runs inv with the given text as standard input.
func (inv invocation) runText(t *testing.T, stdin string) (int, string, string) {
	t.Helper()
	var out, errOut strings.Builder
	code := run(inv.args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestServeHint(t *testing.T) {
	srv := httptest.NewServer(newAPI(apiConfig{solveLimit: 10 * time.Second, loopback: true, workers: 2}))
	defer srv.Close()
	var h hintAnswer
	if code := post(t, srv, "/api/hint", `{"puzzle":{"name":"k.txt","text":"kenken\nAB\nCC\nA 1\nB 2\nC 3+\n"}}`, &h); code != http.StatusOK {
		t.Fatalf("hint: %d", code)
	}
	if h.Placement == "" || h.Rung == nil || h.Text == "" || len(h.Highlight.Cells) != 1 || !strings.Contains(h.SVG, "hl-cell") {
		t.Fatalf("hint: %+v", h)
	}
	// A position with a wrong value: the mistake, drawn.
	body := `{"puzzle":{"name":"k.txt","text":"kenken\nAB\nCC\nA 1\nB 2\nC 3+\n"},"state":{"values":[[2,0],[0,0]]}}`
	if code := post(t, srv, "/api/hint", body, &h); code != http.StatusOK || !h.Mistake || len(h.Highlight.Cells) == 0 {
		t.Fatalf("mistake: %d %+v", code, h)
	}
	// A complete position.
	body = `{"puzzle":{"name":"k.txt","text":"kenken\nAB\nCC\nA 1\nB 2\nC 3+\n"},"state":{"values":[[1,2],[2,1]]}}`
	if code := post(t, srv, "/api/hint", body, &h); code != http.StatusOK || !h.Solved {
		t.Fatalf("solved: %d %+v", code, h)
	}
	// Several solutions: no hint, 422.
	var e apiError
	body = `{"puzzle":{"name":"s.txt","text":"sudoku\n....\n....\n....\n....\n"}}`
	if code := post(t, srv, "/api/hint", body, &e); code != http.StatusUnprocessableEntity || !strings.Contains(e.Error, "more than one solution") {
		t.Fatalf("not unique: %d %q", code, e.Error)
	}
	// A state that does not fit: 400.
	body = `{"puzzle":{"name":"k.txt","text":"kenken\nAB\nCC\nA 1\nB 2\nC 3+\n"},"state":{"values":[[9,1],[0,0]]}}`
	if code := post(t, srv, "/api/hint", body, &e); code != http.StatusBadRequest {
		t.Fatalf("a value out of range: %d %q", code, e.Error)
	}
}
