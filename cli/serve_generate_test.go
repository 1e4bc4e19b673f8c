package cli

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
)

// defaultsBody is the generate request the page sends for a kind with
// the advertised defaults: the kind, a seed, every parameter at its
// default, and the default grade when there is one.
func defaultsBody(info kindInfo, seed int) string {
	body := map[string]any{"kind": info.Kind, "seed": seed}
	for _, p := range info.Generator {
		body[p.Name] = p.Default
	}
	if info.DefaultGrade != "" {
		body["grade"] = info.DefaultGrade
	}
	b, _ := json.Marshal(body)
	return string(b)
}

// countSolutions counts a puzzle file's solutions up to two with the
// puzzles' solve API.
func countSolutions(t *testing.T, name, text string) int64 {
	t.Helper()
	ps, err := puzzles.Parse(name, []byte(text))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if u, known := res.Unique(); !known {
		t.Fatalf("%s: the count did not finish (%v)", name, res.Reason)
	} else if u {
		return 1
	}
	return res.Solutions
}

// generateDefaults generates one puzzle of every kind with a generator
// (of the kinds accepted by keep), with the page's advertised defaults,
// and checks that it has exactly one solution and says how it was made.
func generateDefaults(t *testing.T, seeds []int, keep func(string) bool) {
	srv := newTestServer(t, apiConfig{solveLimit: 5 * time.Minute})
	var kinds struct{ Kinds []kindInfo }
	get(t, srv, "/api/kinds", &kinds)
	n := 0
	for _, info := range kinds.Kinds {
		if info.Generator == nil || !keep(info.Kind) {
			continue
		}
		for _, seed := range seeds {
			n++
			body := defaultsBody(info, seed)
			var p puzzleAnswer
			var e apiError
			resp, err := http.Post(srv.URL+"/api/generate", "application/json", strings.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			var raw json.RawMessage
			code := decodeAnswer(t, resp, &raw)
			resp.Body.Close()
			if code != http.StatusOK {
				json.Unmarshal(raw, &e)
				t.Errorf("generate %s: %d %q", body, code, e.Error)
				continue
			}
			json.Unmarshal(raw, &p)
			g := p.Generated
			if p.Kind != info.Kind || g == nil || !g.Unique || g.Seed != uint64(seed) || (info.DefaultGrade != "") != (g.Grade != "") {
				t.Errorf("generate %s: kind %q, generated %+v", body, p.Kind, g)
			}
			if c := countSolutions(t, p.Name, p.Text); c != 1 {
				t.Errorf("generate %s: %d solutions, want exactly one\n%s", body, c, p.Text)
			}
		}
	}
	if n == 0 {
		t.Fatal("no kind generated")
	}
}

// TestServeGenerateDefaults: the page's defaults of a few kinds (the
// quick ones; TestReliabilityGenerateDefaults takes every kind) give a
// puzzle with exactly one solution. Before, ROGO's defaults were refused
// ("--size sets both --rows and --cols"), Star Battle's too ("unknown
// field stars"), and KenKen's puzzles had several solutions.
func TestServeGenerateDefaults(t *testing.T) {
	quick := map[string]bool{"kenken": true, "takuzu": true, "futoshiki": true, "kakurasu": true, "tetravex": true}
	generateDefaults(t, []int{1}, func(k string) bool { return quick[k] })
}

// TestServeKindsContract: /api/kinds gives, for each generator, defaults
// the server accepts as sent (no size beside rows and cols, no unique),
// and grades exactly for the graded kinds.
func TestServeKindsContract(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	var kinds struct{ Kinds []kindInfo }
	get(t, srv, "/api/kinds", &kinds)
	gens := 0
	for _, info := range kinds.Kinds {
		if info.Generator == nil {
			continue
		}
		gens++
		names := map[string]bool{}
		for _, p := range info.Generator {
			names[p.Name] = true
			if p.Type != "int" {
				t.Errorf("%s: parameter %+v", info.Kind, p)
			}
		}
		if names["unique"] || (names["size"] && (names["rows"] || names["cols"])) {
			t.Errorf("%s: parameters %v", info.Kind, info.Generator)
		}
		graded := pageGraded(info.Kind)
		if graded != (len(info.Grades) > 0) || graded != (info.DefaultGrade != "") {
			t.Errorf("%s: grades %v, default %q (graded: %v)", info.Kind, info.Grades, info.DefaultGrade, graded)
		}
	}
	if gens != len(generatorKinds()) {
		t.Errorf("%d kinds with a generator, want %d", gens, len(generatorKinds()))
	}
}

func TestServeGenerate(t *testing.T) {
	srv := newTestServer(t, apiConfig{})
	var a, b puzzleAnswer
	if code := post(t, srv, "/api/generate", `{"kind":"kenken","size":5,"seed":42}`, &a); code != http.StatusOK {
		t.Fatalf("generate: %d", code)
	}
	post(t, srv, "/api/generate", `{"kind":"kenken","size":5,"seed":42}`, &b)
	if a.Text != b.Text || a.Kind != "kenken" || !strings.Contains(a.Text, "tessera generate kenken --size 5 --grade any --seed 42") || a.Input.Rows != 5 {
		t.Errorf("generate: %+v / %+v", a, b)
	}
	if g := a.Generated; g == nil || g.Seed != 42 || g.Grade == "" || !g.Unique {
		t.Errorf("generated: %+v", a.Generated)
	}
	// The same file as the command line prints.
	_, stdout, _ := invocation{args: []string{"generate", "kenken", "--size", "5", "--grade", "any", "--seed", "42"}}.run(t)
	if stdout != a.Text {
		t.Errorf("the page's puzzle differs from 'tessera generate':\n%s\n%s", a.Text, stdout)
	}
	for _, body := range []string{`{"kind":"takuzu","size":6,"grade":"trivial"}`, `{"kind":"tetravex","size":3,"colours":5}`, `{"kind":"sudoku","size":4}`, `{"kind":"starbattle","size":8,"stars":1,"seed":2}`} {
		var p puzzleAnswer
		if code := post(t, srv, "/api/generate", body, &p); code != http.StatusOK || p.SVG == "" || p.Generated == nil {
			t.Errorf("generate %s: %d", body, code)
		}
	}
	for body, want := range map[string]string{
		`{"kind":"nurikabe"}`:                  `unknown kind "nurikabe"`,
		`{}`:                                   `unknown kind ""`,
		`{"kind":"sudoku","size":7}`:           "size",
		`{"kind":"sudoku","colours":3}`:        `"colours" is not a parameter of sudoku`,
		`{"kind":"rogo","size":8}`:             `"size" is not a parameter of rogo`,
		`{"kind":"kenken","seed":-1}`:          "seed -1",
		`{"kind":"kenken","size":"six"}`:       "malformed JSON",
		`{"kind":"kenken","unique":true}`:      "malformed JSON",
		`{"kind":"killer","grade":"easy"}`:     "killer has no graded generator",
		`{"kind":"sudoku","grade":"galactic"}`: `sudoku has no grade "galactic"`,
	} {
		var e apiError
		if code := post(t, srv, "/api/generate", body, &e); code != http.StatusBadRequest || !strings.Contains(e.Error, want) {
			t.Errorf("generate %s: %d %q, want 400 and %q", body, code, e.Error, want)
		}
	}
	// A grid over the page's cap is refused before anything is drawn.
	var e apiError
	if code := post(t, srv, "/api/generate", `{"kind":"takuzu","size":102}`, &e); code != http.StatusRequestEntityTooLarge || !strings.Contains(e.Error, "cap of 6400 cells") {
		t.Errorf("a 102x102 Takuzu: %d %q", code, e.Error)
	}
}
