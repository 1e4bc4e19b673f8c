package outsidekind_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cli"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// Every command of the library command line on a kind registered from
// outside the module's kinds (fence, fence_test.go): the kind's drawing,
// words, generator and play mode go through the same paths as a built-in
// kind's.

func TestMain(m *testing.M) {
	if err := puzzles.Register(fenceKind); err != nil {
		panic(err)
	}
	if err := craft.RegisterTuning("fence", craft.Tuning{Bands: []craft.Band{{Name: "simple", Upto: craft.Strength}, {Name: "clever", Upto: craft.Search}}}); err != nil {
		panic(err)
	}
	os.Exit(m.Run())
}

// run is the command line on args with stdin in; it returns the exit code,
// stdout and stderr.
func run(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := cli.Run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func want(t *testing.T, code int, out, errs string, wantCode int, contains ...string) {
	t.Helper()
	if code != wantCode {
		t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, wantCode, out, errs)
	}
	for _, c := range contains {
		if !strings.Contains(out, c) {
			t.Errorf("stdout lacks %q:\n%s", c, out)
		}
	}
}

// ringSolution is the one solution of ringFile: the grid's border.
const ringSolution = `solution
---
...
...
---
|..|
|..|
|..|
`

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestListAndFormats(t *testing.T) {
	code, out, errs := run(t, "", "help")
	want(t, code, out, errs, 0, "Kinds this program adds: fence.")
	code, out, errs = run(t, "", "list", "fence")
	want(t, code, out, errs, 0, "fence/ring")
	code, out, errs = run(t, "", "formats", "fence")
	want(t, code, out, errs, 0, "== fence", "a size line RxC")
	code, out, errs = run(t, "", "formats")
	want(t, code, out, errs, 0, "== sudoku", "== fence")
}

func TestSolveCheck(t *testing.T) {
	code, out, errs := run(t, "", "solve", "--unique", "bundled:fence/ring")
	want(t, code, out, errs, 0, ringSolution)
	// The solve output (piped: plain) is what check reads back.
	sol := writeFile(t, "ring.sol", out)
	code, out, errs = run(t, "", "check", "bundled:fence/ring", sol)
	want(t, code, out, errs, 0)
	wrong := writeFile(t, "wrong.sol", strings.Replace(ringSolution, "---\n...", "--.\n...", 1))
	code, out, errs = run(t, "", "check", "bundled:fence/ring", wrong)
	if code != 1 || !strings.Contains(out+errs, "the 2 at r1c3") {
		t.Errorf("a broken solution: exit %d\n%s%s", code, out, errs)
	}
	// A puzzle with no solution: exit 3.
	code, out, errs = run(t, "fence\n1x1\n3\n", "solve", "-")
	if code != 3 {
		t.Errorf("a 1x1 with clue 3: exit %d, want 3\n%s%s", code, out, errs)
	}
}

func TestRender(t *testing.T) {
	code, out, errs := run(t, "", "render", "--solution", "bundled:fence/ring")
	want(t, code, out, errs, 0, "<svg", `class="edge-line"`, `data-edge="0,0,0,1"`, `class="dot"`)
	if n := strings.Count(out, `class="edge-line"`); n != 12 {
		t.Errorf("the ring drawn with %d lines, want 12", n)
	}
}

var modelVar = regexp.MustCompile(`\bx[0-9]|\b_[0-9]|edge\[`)

func TestGradeAndHint(t *testing.T) {
	code, out, errs := run(t, "", "grade", "bundled:fence/ring")
	want(t, code, out, errs, 0)
	if !strings.Contains(out, "simple") && !strings.Contains(out, "clever") {
		t.Errorf("grade without the kind's bands:\n%s", out)
	}
	code, out, errs = run(t, "", "hint", "bundled:fence/ring")
	want(t, code, out, errs, 0, "has")
	if !regexp.MustCompile(`the (top|bottom|left|right) of r\dc\d has (a|no) line`).MatchString(out) {
		t.Errorf("the hint names no edge:\n%s", out)
	}
	if !strings.Contains(out, "the 0 at r2c2") && !strings.Contains(out, "at r") {
		t.Errorf("the hint names no clue:\n%s", out)
	}
	code, out, errs = run(t, "", "hint", "--all", "bundled:fence/ring")
	want(t, code, out, errs, 0)
	if m := modelVar.FindString(out); m != "" {
		t.Errorf("a walkthrough names a model variable (%q):\n%s", m, out)
	}
}

// TestHintWordsNoVariables walks every hint of the kind's puzzles through
// craft: each placement names an edge, no text names a model variable.
func TestHintWordsNoVariables(t *testing.T) {
	ps, err := puzzles.OpenBundled("fence/ring")
	if err != nil {
		t.Fatal(err)
	}
	hints, err := craft.Walkthrough(ps[0])
	if err != nil {
		t.Fatal(err)
	}
	if len(hints) == 0 {
		t.Fatal("no hint")
	}
	// The first hint comes from the 0 at r2c2: its cell is the outline.
	if sc := hints[0].Highlight.Scope; len(sc) != 1 || sc[0] != (render.Cell{Row: 1, Col: 1}) {
		t.Errorf("%q: scope %v, want r2c2", hints[0].Text, sc)
	}
	for _, h := range hints {
		if !h.HasEdge || len(h.Highlight.Edges) != 1 {
			t.Errorf("%q: no edge placed (%+v)", h.Placement, h.Edge)
		}
		texts := []string{h.Placement, h.Text}
		for _, d := range h.Steps {
			texts = append(texts, d.Text)
		}
		for _, s := range texts {
			if m := modelVar.FindString(s); m != "" {
				t.Errorf("%q names a model variable (%q)", s, m)
			}
		}
	}
}

func TestGenerate(t *testing.T) {
	code, out, errs := run(t, "", "generate", "fence", "--size", "4", "--seed", "3")
	want(t, code, out, errs, 0, "# unique: yes", "fence\n4x4\n", "# grade:")
	again := writeFile(t, "gen.txt", out)
	code, out2, errs := run(t, "", "solve", "--unique", again)
	want(t, code, out2, errs, 0, "solution")
	code, out3, errs := run(t, "", "generate", "fence", "--size", "4", "--seed", "3")
	if code != 0 || out3 != out {
		t.Errorf("the same seed gave another puzzle:\n%s\n%s%s", out, out3, errs)
	}
	code, out, errs = run(t, "", "generate", "fence", "--rows", "3", "--cols", "5", "--grade", "simple", "--seed", "1")
	want(t, code, out, errs, 0, "fence\n3x5\n", "# grade: simple")
	code, _, errs = run(t, "", "generate", "fence", "--size", "40")
	if code != 2 || !strings.Contains(errs, "expected 2..12") {
		t.Errorf("a size out of range: exit %d, %s", code, errs)
	}
}

func TestSplitSolvePartMerge(t *testing.T) {
	code, jobs, errs := run(t, "", "split", "bundled:fence/ring", "--parts", "2")
	want(t, code, jobs, errs, 0)
	var results strings.Builder
	for _, job := range strings.Split(strings.TrimSpace(jobs), "\n") {
		code, out, errs := run(t, job+"\n", "solve-part")
		if code != 0 && code != 3 {
			t.Fatalf("solve-part: exit %d\n%s%s", code, out, errs)
		}
		results.WriteString(out)
	}
	code, out, errs := run(t, results.String(), "merge")
	want(t, code, out, errs, 0, ringSolution)
}

// TestServe: the page's API answers the kind's play mode (edges), draws
// its positions, checks them, hints in its words and solves it.
func TestServe(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- cli.RunContext(ctx, []string{"serve", "--addr", "127.0.0.1:0"}, strings.NewReader(""), pw, io.Discard)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		t.Fatal(err)
	}
	go io.Copy(io.Discard, pr)
	base := regexp.MustCompile(`http://[^/ ]+`).FindString(line)
	if base == "" {
		t.Fatalf("no address in %q", line)
	}
	post := func(path string, body any) map[string]any {
		t.Helper()
		b, _ := json.Marshal(body)
		req, _ := http.NewRequest("POST", base+path, bytes.NewReader(b))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var out map[string]any
		data, _ := io.ReadAll(resp.Body)
		if err := json.Unmarshal(data, &out); err != nil || resp.StatusCode != 200 {
			t.Fatalf("%s: %d %s", path, resp.StatusCode, data)
		}
		return out
	}
	opened := post("/api/open", map[string]any{"bundled": "fence/ring"})
	in, _ := opened["input"].(map[string]any)
	if in["mode"] != "edges" {
		t.Fatalf("open: input %v, want the edges mode", opened["input"])
	}
	puzzle := map[string]any{"name": "ring.txt", "text": ringFile}
	edge := func(r1, c1, r2, c2 int) map[string]any {
		return map[string]any{"a": map[string]int{"row": r1, "col": c1}, "b": map[string]int{"row": r2, "col": c2}}
	}
	state := map[string]any{"edges": []any{edge(0, 0, 0, 1)}, "crosses": []any{edge(1, 1, 1, 2)}}
	checked := post("/api/check", map[string]any{"puzzle": puzzle, "state": state})
	if checked["solved"] == true || !strings.Contains(checked["svg"].(string), "edge-cross") {
		t.Errorf("check of a partial position: %v", checked["message"])
	}
	hint := post("/api/hint", map[string]any{"puzzle": puzzle, "state": state})
	if p, _ := hint["placement"].(string); !strings.Contains(p, " line") {
		t.Errorf("hint: placement %q, text %q", p, hint["text"])
	}
	wrong := map[string]any{"edges": []any{edge(1, 1, 1, 2)}}
	hint = post("/api/hint", map[string]any{"puzzle": puzzle, "state": wrong})
	if hint["mistake"] != true {
		t.Errorf("hint on a wrong line: %v", hint["text"])
	}
	// Solve streams JSON lines; the last holds the result with its state.
	b, _ := json.Marshal(map[string]any{"puzzle": puzzle})
	resp, err := http.Post(base+"/api/solve", "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	data, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(data), `"edges"`) || !strings.Contains(string(data), `"status":"`) {
		t.Errorf("solve: %s", data)
	}
	// The page's generator: the kind's size and its bands.
	kresp, err := http.Get(base + "/api/kinds")
	if err != nil {
		t.Fatal(err)
	}
	data, _ = io.ReadAll(kresp.Body)
	kresp.Body.Close()
	if !regexp.MustCompile(`\{"kind":"fence","generator":\[\{"name":"size"[^]]*"default":4\}\],"grades":\["any","simple","clever"\]`).Match(data) {
		t.Errorf("kinds: no fence generator with its size and bands:\n%s", data)
	}
	gen := post("/api/generate", map[string]any{"kind": "fence", "seed": 2, "size": 3, "grade": "clever"})
	if text, _ := gen["text"].(string); !strings.Contains(text, "fence\n3x3\n") || !strings.Contains(text, "# grade: clever") {
		t.Errorf("generate: %v", gen)
	}
	cancel()
	if code := <-done; code != 0 {
		t.Errorf("serve stopped with %d", code)
	}
}

// TestImportWithoutTidy: a module of its own that requires Tessera (by a
// replace directive) and imports cli and puzzles/craft loads its packages
// with neither a go.sum nor 'go mod tidy': they need no module beyond
// Tessera (the standard library's heap and profiles, no third party).
func TestImportWithoutTidy(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	gomod := "module example.org/outside\n\ngo 1.26\n\nrequire github.com/tessera-cp/tessera v0.0.0\n\nreplace github.com/tessera-cp/tessera => " + root + "\n"
	main := "package main\n\nimport (\n\t\"github.com/tessera-cp/tessera/cli\"\n\t_ \"github.com/tessera-cp/tessera/puzzles/craft\"\n)\n\nfunc main() { cli.Main() }\n"
	for name, text := range map[string]string{"go.mod": gomod, "main.go": main} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "list", "-deps", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOFLAGS=-mod=readonly", "GOPROXY=off", "GOWORK=off")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps in a module without go.sum: %v\n%s", err, out)
	}
	for _, pkg := range []string{"github.com/tessera-cp/tessera/cli", "github.com/tessera-cp/tessera/puzzles/craft"} {
		if !strings.Contains(string(out), pkg+"\n") {
			t.Errorf("%s is not among the dependencies:\n%s", pkg, out)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "go.sum")); err == nil {
		t.Errorf("go list wrote a go.sum")
	}
}
