package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
)

var update = flag.Bool("update", false, "rewrite the golden files of testdata/")

// invocation is one run of the command line.
type invocation struct {
	args  []string
	stdin string // a file whose text is standard input, or ""
}

func (inv invocation) run(t *testing.T) (code int, stdout, stderr string) {
	t.Helper()
	var in []byte
	if inv.stdin != "" {
		var err error
		if in, err = os.ReadFile(inv.stdin); err != nil {
			t.Fatal(err)
		}
	}
	var out, errOut bytes.Buffer
	code = run(inv.args, bytes.NewReader(in), &out, &errOut)
	return code, out.String(), errOut.String()
}

// normalize hides what changes from run to run: times.
var normalizers = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`"time_ms":[0-9.e+-]+`), `"time_ms":0`},
	{regexp.MustCompile(`(?m)^(time\s+)\S+$`), "${1}TIME"},
}

func normalize(s string) string {
	for _, n := range normalizers {
		s = n.re.ReplaceAllString(s, n.with)
	}
	return s
}

const (
	bad    = "../puzzles/testdata/bad/"
	sudoku = "testdata/sudoku-4x4.txt"
)

// goldenCases run the command line and compare its exit code, standard
// output and standard error with testdata/NAME.golden.
var goldenCases = []struct {
	name string
	inv  invocation
	code int
}{
	// Help and version.
	{"help", invocation{args: []string{"--help"}}, exitOK},
	{"help-command", invocation{args: []string{"help", "check"}}, exitOK},
	{"version", invocation{args: []string{"--version"}}, exitOK},
	{"solve-help", invocation{args: []string{"solve", "--help"}}, exitOK},
	{"check-help", invocation{args: []string{"check", "-h"}}, exitOK},
	{"list-help", invocation{args: []string{"list", "--help"}}, exitOK},
	{"formats-help", invocation{args: []string{"formats", "--help"}}, exitOK},

	// Usage errors: exit 2.
	{"usage-no-args", invocation{args: nil}, exitUsage},
	{"usage-unknown-command", invocation{args: []string{"solv", sudoku}}, exitUsage},
	{"usage-unknown-flag", invocation{args: []string{"solve", "--fast", sudoku}}, exitUsage},
	{"usage-bad-nodes", invocation{args: []string{"solve", "--nodes", "many", sudoku}}, exitUsage},
	{"usage-modes", invocation{args: []string{"solve", "--all", "--count", "3", sudoku}}, exitUsage},
	{"usage-count-zero", invocation{args: []string{"solve", "--count", "0", sudoku}}, exitUsage},
	{"usage-brancher", invocation{args: []string{"solve", "--brancher", "random", sudoku}}, exitUsage},
	{"usage-profile", invocation{args: []string{"solve", "--profile", "gpu", sudoku}}, exitUsage},
	{"usage-profile-dir", invocation{args: []string{"solve", "--profile-dir", "x", sudoku}}, exitUsage},
	{"usage-no-file", invocation{args: []string{"solve", "--stats"}}, exitUsage},
	{"usage-stdin-twice", invocation{args: []string{"solve", "-", "-"}}, exitUsage},
	{"usage-check-args", invocation{args: []string{"check"}}, exitUsage},
	{"usage-list-kind", invocation{args: []string{"list", "nurikabe"}}, exitUsage},

	// Solving: exit 0.
	{"solve", invocation{args: []string{"solve", sudoku}}, exitOK},
	{"solve-flags-after-file", invocation{args: []string{"solve", sudoku, "--brancher", "domwdeg", "--seed", "7"}}, exitOK},
	{"solve-brancher-input", invocation{args: []string{"solve", "--brancher", "input", "testdata/sudoku-empty.txt"}}, exitOK},
	{"solve-stdin", invocation{args: []string{"solve", "-"}, stdin: sudoku}, exitOK},
	{"solve-bundled", invocation{args: []string{"solve", "bundled:sudoku/gecode_9x9#3", "bundled:takuzu/hakank_takuzu_4x4_wikipedia"}}, exitOK},
	{"solve-collection", invocation{args: []string{"solve", "bundled:sudoku/gecode_9x9"}}, exitOK},
	{"solve-several", invocation{args: []string{"solve", sudoku, "-", "bundled:takuzu/hakank_3inarow_6x6_groza"}, stdin: "testdata/sudoku-3sol.txt"}, exitOK},
	{"solve-all", invocation{args: []string{"solve", "--all", "testdata/sudoku-3sol.txt"}}, exitOK},
	{"solve-count", invocation{args: []string{"solve", "--count", "1000", "testdata/sudoku-empty.txt"}}, exitOK},
	{"solve-count-reached", invocation{args: []string{"solve", "--count", "5", "testdata/sudoku-empty.txt"}}, exitOK},
	{"solve-unique-yes", invocation{args: []string{"solve", "--unique", sudoku}}, exitOK},
	{"solve-unique-no", invocation{args: []string{"solve", "--unique", "testdata/sudoku-3sol.txt"}}, exitOK},
	{"solve-stats", invocation{args: []string{"solve", "--stats", "testdata/sudoku-3sol.txt"}}, exitOK},
	{"solve-json", invocation{args: []string{"solve", "--json", sudoku, "testdata/sudoku-3sol.txt"}}, exitOK},
	{"solve-json-unique", invocation{args: []string{"solve", "--json", "--unique", sudoku, "testdata/sudoku-3sol.txt"}}, exitOK},
	{"solve-json-stats", invocation{args: []string{"solve", "--json", "--stats", "bundled:kenken/seed_6x6_wikipedia"}}, exitOK},

	// Every kind; ROGO, an optimisation.
	{"solve-every-kind", invocation{args: []string{"solve", "--draw", "bundled:sudoku/gecode_9x9#1", "bundled:takuzu/hakank_takuzu_4x4_wikipedia", "bundled:kenken/seed_3x3", "bundled:kakurasu/jonasschmucker_test_4x4", "bundled:abcpath/seed_5x5", "bundled:rogo/hakank_intro1", "bundled:tetravex/seed_3x3"}}, exitOK},
	{"solve-every-kind-plain", invocation{args: []string{"solve", "--plain", "bundled:sudoku/gecode_9x9#1", "bundled:takuzu/hakank_takuzu_4x4_wikipedia", "bundled:kenken/seed_3x3", "bundled:kakurasu/jonasschmucker_test_4x4", "bundled:abcpath/seed_5x5", "bundled:rogo/hakank_intro1", "bundled:tetravex/seed_3x3"}}, exitOK},
	{"solve-drawn-larger", invocation{args: []string{"solve", "--draw", "bundled:kenken/seed_6x6_wikipedia", "bundled:sudoku/gecode_p34_16x16", "bundled:rogo/hakank_intro8", "bundled:tetravex/hakank_game2_6x6"}}, exitOK},
	{"solve-rogo", invocation{args: []string{"solve", "--stats", "bundled:rogo/hakank_mike_trick"}}, exitOK},
	{"solve-rogo-json-unique", invocation{args: []string{"solve", "--json", "--unique", "bundled:rogo/hakank_mike_trick"}}, exitOK},
	{"solve-rogo-all", invocation{args: []string{"solve", "--all", "bundled:rogo/hakank_mike_trick"}}, exitOK},
	{"solve-rogo-count", invocation{args: []string{"solve", "--count", "3", "bundled:rogo/hakank_mike_trick"}}, exitOK},
	{"solve-rogo-not-proven", invocation{args: []string{"solve", "--nodes", "10", "bundled:rogo/hakank_mike_trick"}}, exitLimited},
	{"solve-rogo-not-proven-json", invocation{args: []string{"solve", "--json", "--nodes", "10", "bundled:rogo/hakank_mike_trick"}}, exitLimited},
	{"solve-rogo-unsat", invocation{args: []string{"solve", "testdata/rogo-odd-steps.txt"}}, exitUnsat},

	// Input errors: exit 1.
	{"solve-missing-file", invocation{args: []string{"solve", "testdata/no-such-file.txt"}}, exitInput},
	{"solve-bad-files", invocation{args: badFiles()}, exitInput},
	{"solve-bad-stdin", invocation{args: []string{"solve", "-"}, stdin: bad + "sudoku-short-row.txt"}, exitInput},
	{"solve-no-bundled", invocation{args: []string{"solve", "bundled:sudoku/nope"}}, exitInput},
	{"solve-json-errors", invocation{args: []string{"solve", "--json", sudoku, bad + "rogo-bad-cell.txt", "testdata/sudoku-unsat.txt", "testdata/no-such-file.txt"}}, exitInput},

	// No solution: exit 3.
	{"solve-unsat", invocation{args: []string{"solve", "testdata/sudoku-unsat.txt"}}, exitUnsat},
	{"solve-unsat-json", invocation{args: []string{"solve", "--json", "--unique", "testdata/sudoku-unsat.txt"}}, exitUnsat},
	{"solve-unsat-root", invocation{args: []string{"solve", "testdata/kenken-unsat-root.txt"}}, exitUnsat},
	{"solve-unsat-root-json", invocation{args: []string{"solve", "--json", "testdata/kenken-unsat-root.txt"}}, exitUnsat},

	// A limit stopped the search: exit 4.
	{"solve-nodes", invocation{args: []string{"solve", "--nodes", "1", "testdata/sudoku-empty.txt"}}, exitLimited},
	{"solve-nodes-json", invocation{args: []string{"solve", "--json", "--nodes", "1", "testdata/sudoku-empty.txt"}}, exitLimited},
	{"solve-nodes-all", invocation{args: []string{"solve", "--all", "--nodes", "4", "testdata/sudoku-3sol.txt"}}, exitLimited},
	{"solve-nodes-count", invocation{args: []string{"solve", "--count", "100", "--nodes", "20", "testdata/sudoku-empty.txt"}}, exitLimited},
	{"solve-nodes-unique", invocation{args: []string{"solve", "--unique", "--nodes", "3", "testdata/sudoku-3sol.txt"}}, exitLimited},

	// Several puzzles: the most severe code wins (1 > 3 > 4 > 0).
	{"precedence-unsat-over-limit", invocation{args: []string{"solve", "--nodes", "1", sudoku, "testdata/sudoku-empty.txt", "testdata/sudoku-unsat.txt"}}, exitUnsat},
	{"precedence-input-over-unsat", invocation{args: []string{"solve", "testdata/sudoku-unsat.txt", bad + "empty.txt", sudoku}}, exitInput},

	// check.
	{"check-ok", invocation{args: []string{"check", sudoku, "testdata/sudoku-4x4.sol"}}, exitOK},
	{"check-stdin", invocation{args: []string{"check", sudoku, "-"}, stdin: "testdata/sudoku-4x4.sol"}, exitOK},
	{"check-broken-rule", invocation{args: []string{"check", sudoku, "testdata/sudoku-4x4-wrong.sol"}}, exitInput},
	{"check-known", invocation{args: []string{"check", "bundled:abcpath/brainbashers_2010-12-21"}}, exitOK},
	{"check-no-known", invocation{args: []string{"check", sudoku}}, exitInput},
	{"check-collection", invocation{args: []string{"check", "bundled:sudoku/gecode_9x9"}}, exitInput},
	{"check-rogo-optimal", invocation{args: []string{"check", "bundled:rogo/hakank_mike_trick"}}, exitOK},
	{"check-rogo-suboptimal", invocation{args: []string{"check", "bundled:rogo/hakank_mike_trick", "testdata/rogo-mike-trick-suboptimal.txt"}}, exitOK},
	{"check-rogo-wrong-score", invocation{args: []string{"check", "bundled:rogo/hakank_mike_trick", "testdata/rogo-mike-trick-wrong-score.txt"}}, exitInput},
	{"check-bad-puzzle", invocation{args: []string{"check", bad + "kenken-minus-three-cells.txt", "testdata/sudoku-4x4.sol"}}, exitInput},

	// render.
	{"render-help", invocation{args: []string{"render", "--help"}}, exitOK},
	{"render-kenken", invocation{args: []string{"render", "bundled:kenken/seed_3x3"}}, exitOK},
	{"render-solution", invocation{args: []string{"render", "--solution", "--cell", "30", "bundled:rogo/hakank_mike_trick"}}, exitOK},
	{"render-stdin", invocation{args: []string{"render", "-"}, stdin: sudoku}, exitOK},
	{"render-collection", invocation{args: []string{"render", "bundled:sudoku/gecode_9x9"}}, exitInput},
	{"render-bad-file", invocation{args: []string{"render", bad + "kenken-minus-three-cells.txt"}}, exitInput},
	{"render-unsat", invocation{args: []string{"render", "--solution", "testdata/sudoku-unsat.txt"}}, exitUnsat},
	{"render-usage-two-files", invocation{args: []string{"render", sudoku, sudoku}}, exitUsage},
	{"render-usage-timeout", invocation{args: []string{"render", "--timeout", "1s", sudoku}}, exitUsage},
	{"render-usage-cell", invocation{args: []string{"render", "--cell", "-3", sudoku}}, exitUsage},

	// serve: only its usage here (serve_test.go runs it).
	{"serve-help", invocation{args: []string{"serve", "--help"}}, exitOK},
	{"serve-usage-args", invocation{args: []string{"serve", "now"}}, exitUsage},
	{"serve-usage-limit", invocation{args: []string{"serve", "--solve-limit", "0s"}}, exitUsage},
	{"serve-bad-addr", invocation{args: []string{"serve", "--addr", "127.0.0.1:99999"}}, exitInput},

	// list and formats.
	{"list-rogo", invocation{args: []string{"list", "rogo"}}, exitOK},
	{"formats", invocation{args: []string{"formats"}}, exitOK},
	{"formats-kind", invocation{args: []string{"formats", "takuzu"}}, exitOK},
}

// badFiles is "solve" and every known-bad input file.
func badFiles() []string {
	files, _ := filepath.Glob(bad + "*.txt")
	return append([]string{"solve"}, files...)
}

func TestGolden(t *testing.T) {
	for _, tc := range goldenCases {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := tc.inv.run(t)
			var b strings.Builder
			b.WriteString("$ tessera " + strings.Join(tc.inv.args, " "))
			if tc.inv.stdin != "" {
				b.WriteString(" < " + tc.inv.stdin)
			}
			b.WriteString("\n--- exit " + itoa(int64(code)) + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr)
			got := normalize(b.String())
			path := filepath.Join("testdata", tc.name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run 'go test -update' to write it)", err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s (run 'go test -update' to rewrite it):\n--- got\n%s\n--- want\n%s", path, got, want)
			}
			if code != tc.code {
				t.Errorf("exit code %d, want %d", code, tc.code)
			}
		})
	}
}

// TestBadInputsNameFileAndLine checks every known-bad input against the
// table of its README: exit 1 and "tessera: FILE:LINE: ..." on stderr.
func TestBadInputsNameFileAndLine(t *testing.T) {
	readme, err := os.ReadFile(bad + "README.md")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, row := range strings.Split(string(readme), "\n") {
		cols := strings.Split(row, "|")
		if len(cols) < 6 || !strings.Contains(cols[1], ".txt") {
			continue
		}
		file := bad + strings.Trim(strings.TrimSpace(cols[1]), "`")
		line := strings.Fields(cols[3])[0]
		n++
		code, stdout, stderr := invocation{args: []string{"solve", file}}.run(t)
		if code != exitInput || stdout != "" || !strings.HasPrefix(stderr, "tessera: "+file+":"+line+": ") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and 'tessera: %s:%s: ...'", file, code, stdout, stderr, file, line)
		}
	}
	if n == 0 {
		t.Fatal("no rows in the README table")
	}
}

// solveJSON runs solve --json with args and decodes its one object.
func solveJSON(t *testing.T, args ...string) (int, jsonResult) {
	t.Helper()
	code, stdout, stderr := invocation{args: append([]string{"solve", "--json"}, args...)}.run(t)
	var r jsonResult
	if err := json.Unmarshal([]byte(stdout), &r); err != nil {
		t.Fatalf("solve --json %v: %v\nstdout: %s\nstderr: %s", args, err, stdout, stderr)
	}
	return code, r
}

// requireModel fails the test unless the kind of a bundled puzzle has a
// model: every kind has one, and losing it must fail, not skip.
func requireModel(t *testing.T, name string) {
	t.Helper()
	ps, err := puzzles.OpenBundled(name)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ps[0].Build(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

// TestEveryKind solves a small bundled puzzle of every kind, and checks the
// printed solution with 'tessera check'.
func TestEveryKind(t *testing.T) {
	for _, name := range []string{
		"bundled:sudoku/gecode_9x9#1",
		"bundled:takuzu/hakank_takuzu_4x4_wikipedia",
		"bundled:kenken/seed_3x3",
		"bundled:kakurasu/jonasschmucker_test_4x4",
		"bundled:abcpath/seed_5x5",
		"bundled:rogo/hakank_intro1",
		"bundled:tetravex/seed_3x3",
	} {
		t.Run(name, func(t *testing.T) {
			requireModel(t, name)
			code, r := solveJSON(t, "--timeout", "20s", name)
			if code != exitOK || r.Solution == nil || (r.Status != "solved" && r.Status != "optimal") {
				t.Fatalf("exit %d, %+v", code, r)
			}
			sol := filepath.Join(t.TempDir(), "solution.txt")
			if err := os.WriteFile(sol, []byte(*r.Solution+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
			code, stdout, stderr := invocation{args: []string{"check", name, sol}}.run(t)
			if code != exitOK || !strings.HasPrefix(stdout, "ok: ") {
				t.Fatalf("check: exit %d\n%s%s", code, stdout, stderr)
			}
			if r.Kind == "rogo" {
				if r.Status != "optimal" || r.Objective == nil || !strings.Contains(stdout, "the best score") {
					t.Errorf("rogo: %+v; check says %s", r, stdout)
				}
			}
		})
	}
}

// TestRogo checks the optimisation side: an optimum, optimal loops
// counted by --unique, and a puzzle without a loop (odd steps).
func TestRogo(t *testing.T) {
	const name = "bundled:rogo/hakank_mike_trick"
	requireModel(t, name)
	code, r := solveJSON(t, "--unique", name)
	if code != exitOK || r.Status != "optimal" || r.Objective == nil || *r.Objective != 8 || r.Unique == nil || r.Solutions < 1 {
		t.Errorf("--unique: exit %d, %+v", code, r)
	}
	code, r = solveJSON(t, "testdata/rogo-odd-steps.txt")
	if code != exitUnsat || r.Status != "unsatisfiable" || r.Solution != nil {
		t.Errorf("odd steps: exit %d, %+v", code, r)
	}
	code, stdout, stderr := invocation{args: []string{"solve", "--nodes", "2", name}}.run(t)
	if code != exitLimited {
		t.Errorf("--nodes 2: exit %d\n%s%s", code, stdout, stderr)
	}
}

// TestTimeout: a time limit gives exit 4 and names the limit.
func TestTimeout(t *testing.T) {
	code, stdout, stderr := invocation{args: []string{"solve", "--count", "1000000000", "--timeout", "1ms", "testdata/sudoku-empty-16x16.txt"}}.run(t)
	if code != exitLimited || !strings.Contains(stdout+stderr, "the time limit (--timeout 1ms) stopped") {
		t.Errorf("exit %d\n%s%s", code, stdout, stderr)
	}
}

// TestProfiles: every profile is written, also when the search stops on a
// limit.
func TestProfiles(t *testing.T) {
	for mode, m := range profileModes {
		t.Run(mode, func(t *testing.T) {
			dir := t.TempDir()
			code, _, stderr := invocation{args: []string{"solve", "--profile", mode, "--profile-dir", dir, "--nodes", "1", "testdata/sudoku-empty.txt"}}.run(t)
			if code != exitLimited {
				t.Errorf("exit %d, want %d\n%s", code, exitLimited, stderr)
			}
			path := filepath.Join(dir, m.file)
			if fi, err := os.Stat(path); err != nil || fi.Size() == 0 {
				t.Fatalf("profile %s not written: %v\n%s", path, err, stderr)
			}
			if !strings.Contains(stderr, mode+" profile written to "+path) {
				t.Errorf("stderr does not name the profile:\n%s", stderr)
			}
		})
	}
}

// TestProfileInterrupted: Ctrl-C cancels the search's context (here a
// timeout does, in the middle of the first file's search); the CPU
// profile is still written, the stats still printed, and the exit code is 4.
// On a loaded machine 50 ms may end before the first search begins (in
// the reading or the build: no "an interrupt stopped" then): the run is
// made again with twice the delay, up to 6.4 s, until the interrupt lands
// inside the first search.
func TestProfileInterrupted(t *testing.T) {
	for delay := 50 * time.Millisecond; ; delay *= 2 {
		ctx, cancel := context.WithTimeout(context.Background(), delay)
		dir := t.TempDir()
		var out, errOut bytes.Buffer
		code := runContext(ctx, []string{"solve", "--profile", "cpu", "--profile-dir", dir, "--stats", "--count", "1000000", "testdata/sudoku-empty-16x16.txt", sudoku}, nil, &out, &errOut)
		cancel()
		all := out.String() + errOut.String()
		if !strings.Contains(all, "an interrupt stopped") && delay < 6400*time.Millisecond {
			t.Logf("interrupted after %v, before the first search: again with %v", delay, 2*delay)
			continue
		}
		if code != exitLimited {
			t.Errorf("exit %d, want %d", code, exitLimited)
		}
		if fi, err := os.Stat(filepath.Join(dir, "cpu.pprof")); err != nil || fi.Size() == 0 {
			t.Fatalf("cpu.pprof not written: %v", err)
		}
		for _, want := range []string{"an interrupt stopped", "(canceled)", "interrupted; 1 file not solved", "# cpu profile "} {
			if !strings.Contains(all, want) {
				t.Errorf("output lacks %q:\n%s", want, all)
			}
		}
		return
	}
}

// TestCPUShare reads a real CPU profile of a search long enough to sample
// propagators: 150,000 nodes, about 0.7 s of CPU, however long a loaded
// machine makes that on the wall clock (a 700 ms timeout gave the search
// too little CPU to sample at a load of 16; 25,000 nodes became 0.12 s
// once the grid ran its own fixpoint, and a profile of about 12 samples
// once held none in a propagator).
func TestCPUShare(t *testing.T) {
	if testing.Short() {
		t.Skip("profiles a search of about a second")
	}
	dir := t.TempDir()
	code, _, stderr := invocation{args: []string{"solve", "--profile", "cpu", "--profile-dir", dir, "--stats", "--count", "1000000000", "--nodes", "150000", "testdata/sudoku-empty-16x16.txt"}}.run(t)
	if code != exitLimited {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	if !regexp.MustCompile(`(?m)^propagators\.\(\*\w+\)\s+[0-9.]+%$`).MatchString(stderr) ||
		!regexp.MustCompile(`(?m)^all propagators\s+[0-9.]+%$`).MatchString(stderr) {
		t.Errorf("no propagator share in:\n%s", stderr)
	}
}

func TestPropagatorType(t *testing.T) {
	for fn, want := range map[string]string{
		"github.com/tessera-cp/tessera/propagators.(*alldiffDomain).Propagate": "propagators.(*alldiffDomain)",
		"github.com/tessera-cp/tessera/propagators.linearFalse.Propagate":      "propagators.linearFalse",
		"github.com/tessera-cp/tessera/cp.(*Store).Propagate":                  "",
		"github.com/tessera-cp/tessera/propagators.(*regular).Propagate.func1": "",
		"github.com/tessera-cp/tessera/search.Propagate":                       "",
	} {
		if got, _ := propagatorType(fn); got != want {
			t.Errorf("propagatorType(%q) = %q, want %q", fn, got, want)
		}
	}
}

// TestProgress draws the status line (made immediate) and erases it.
func TestProgress(t *testing.T) {
	defer func(e int64, a, i time.Duration) { progressEvery, progressAfter, progressInterval = e, a, i }(progressEvery, progressAfter, progressInterval)
	progressEvery, progressAfter, progressInterval = 1, 0, 0
	code, _, stderr := invocation{args: []string{"solve", "--progress", "--count", "100", "testdata/sudoku-empty.txt"}}.run(t)
	if code != exitOK {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	line := regexp.MustCompile(`^\rtessera: testdata/sudoku-empty.txt: \d+ nodes, \d+ failures, \d+ nodes/s(, \d+ solutions)?\x1b\[K`)
	if !line.MatchString(stderr) || !strings.HasSuffix(stderr, "\r\x1b[K") {
		t.Errorf("stderr %q: want status lines, then the line erased", stderr)
	}
	// Off by default when stderr is not a terminal.
	if _, _, stderr := (invocation{args: []string{"solve", "--count", "100", "testdata/sudoku-empty.txt"}}).run(t); stderr != "" {
		t.Errorf("progress without --progress on a buffer: %q", stderr)
	}
	// On by default when stderr is a terminal, and never on stdout.
	var out bytes.Buffer
	var errTerm fakeTerminal
	if code := run([]string{"solve", "--count", "100", "testdata/sudoku-empty.txt"}, nil, &out, &errTerm); code != exitOK || !line.MatchString(errTerm.String()) || strings.Contains(out.String(), "nodes/s") {
		t.Errorf("exit %d, stderr on a terminal %q, stdout %q: want the status line on stderr only", code, errTerm.String(), out.String())
	}
}

// TestFormatsExamples parses every example of formats.txt, so the summary
// cannot drift from the parsers.
func TestFormatsExamples(t *testing.T) {
	var examples []string
	var cur []string
	flush := func() {
		if len(cur) > 0 && slices.Contains(puzzles.Kinds(), strings.Fields(cur[0])[0]) {
			examples = append(examples, strings.Join(cur, "\n")+"\n")
		}
		cur = nil
	}
	for _, line := range strings.Split(formatsText, "\n") {
		if strings.HasPrefix(line, "    ") {
			cur = append(cur, strings.TrimSpace(line))
			continue
		}
		flush()
	}
	flush()
	if len(examples) != len(puzzles.Kinds()) {
		t.Fatalf("%d examples, want one per kind (%d)", len(examples), len(puzzles.Kinds()))
	}
	for _, ex := range examples {
		if _, err := puzzles.Parse("formats.txt", []byte(ex)); err != nil {
			t.Errorf("example does not parse: %v\n%s", err, ex)
		}
	}
}

// TestListAll: the whole library, every kind present, columns aligned.
func TestListAll(t *testing.T) {
	code, stdout, _ := invocation{args: []string{"list"}}.run(t)
	if code != exitOK {
		t.Fatalf("exit %d", code)
	}
	lines := strings.Split(strings.TrimSuffix(stdout, "\n"), "\n")
	kindCol := strings.Index(lines[0], "KIND")
	seen := map[string]bool{}
	for _, l := range lines[1:] {
		seen[strings.Fields(l[kindCol:])[0]] = true
	}
	for _, k := range puzzles.Kinds() {
		if !seen[k] {
			t.Errorf("no bundled %s puzzle listed", k)
		}
	}
}

func TestExitSeverity(t *testing.T) {
	order := []int{exitOK, exitLimited, exitUnsat, exitInput, exitUsage}
	for i := range order {
		for j := range order {
			want := order[max(i, j)]
			if got := worse(order[i], order[j]); got != want {
				t.Errorf("worse(%d, %d) = %d, want %d", order[i], order[j], got, want)
			}
		}
	}
}
