package cli

// The reliability group, limits: every bad file, every kind at its size
// limits, and --timeout 1s on the largest generated board of every kind.
// The searches run in a child process, so that a panic or a hang is a
// failed test, not a crashed test binary.

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/internal/wallclock"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// badLine is the one-line error of a rejected file: "tessera: FILE:LINE: ...".
func badLine(file string) *regexp.Regexp {
	return regexp.MustCompile(`^tessera: ` + regexp.QuoteMeta(file) + `:[1-9][0-9]*: [^\n]+\n$`)
}

// TestReliabilityBadFiles: every bad file of the registry and of every kind
// is refused by solve and by check, from a path and from stdin, with one
// line naming the file and the line, nothing on stdout and exit 1.
func TestReliabilityBadFiles(t *testing.T) {
	files, _ := filepath.Glob("../puzzles/testdata/bad/*.txt")
	kindFiles, _ := filepath.Glob("../puzzles/*/testdata/bad/*.txt")
	files = append(files, kindFiles...)
	if len(files) < 30 {
		t.Fatalf("only %d bad files found", len(files))
	}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, inv := range []struct {
			args  []string
			name  string
			stdin []byte
		}{
			{[]string{"solve", f}, f, nil},
			{[]string{"solve", "--json", f}, f, nil},
			{[]string{"check", f}, f, nil},
			{[]string{"solve", "-"}, stdinName, data},
		} {
			var out, errOut bytes.Buffer
			code := run(inv.args, bytes.NewReader(inv.stdin), &out, &errOut)
			stdoutOK := out.Len() == 0
			if inv.args[1] == "--json" {
				stdoutOK = strings.Contains(out.String(), `"status":"error"`)
			}
			if code != exitInput || !stdoutOK || !badLine(inv.name).MatchString(errOut.String()) {
				t.Errorf("%v: exit %d, stdout %q, stderr %q; want exit 1 and one line 'tessera: %s:LINE: ...'", inv.args, code, out.String(), errOut.String(), inv.name)
			}
		}
	}
}

// limitCase is a file at or one past a size limit of a kind.
type limitCase struct {
	name string
	text string
	// want is "" for a file the kind must accept (solve runs, with
	// --timeout 1s), else a fragment of the one-line error.
	want string
}

// sizeLimitCases are, for every kind, the largest puzzle its Validate
// accepts and the first one past each limit.
func sizeLimitCases(t *testing.T) []limitCase {
	gen := func(kind string, args ...string) string {
		var out, errOut bytes.Buffer
		if code := run(append([]string{"generate", kind}, args...), nil, &out, &errOut); code != exitOK {
			t.Fatalf("generate %s %v: %s", kind, args, errOut.String())
		}
		return out.String()
	}
	grid := func(head string, n, m int, cell string) string {
		var b strings.Builder
		b.WriteString(head)
		row := strings.TrimSpace(strings.Repeat(cell+" ", m))
		for range n {
			b.WriteString(row + "\n")
		}
		return b.String()
	}
	abc, err := puzzles.ReadBundled("abcpath/seed_5x5")
	if err != nil {
		t.Fatal(err)
	}
	rogoMax := plantedRogo(t, rogo.MaxSide, rogo.MaxSide, 290)
	return []limitCase{
		{"sudoku-25x25", gen("sudoku", "--size", "25"), ""},
		{"sudoku-25x25-empty", grid("sudoku\n", 25, 25, "."), ""},
		{"sudoku-36x36", grid("sudoku\n", 36, 36, "."), "expected a sudoku row of 4, 9, 16 or 25 cells, found 36"},
		{"takuzu-64x64", gen("takuzu", "--size", fmt.Sprint(takuzu.MaxN)), ""},
		{"takuzu-64x64-empty", grid("takuzu unique\n", takuzu.MaxN, takuzu.MaxN, "."), ""},
		{"takuzu-66x66", grid("takuzu\n", takuzu.MaxN+2, takuzu.MaxN+2, "."), "at most 64 cells, found 66"},
		{"kenken-25x25", gen("kenken", "--size", fmt.Sprint(kenken.MaxN)), ""},
		{"kenken-26x26", grid("kenken\n", kenken.MaxN+1, kenken.MaxN+1, "A") + "A 1+\n", "at most 25 cage names, found 26"},
		{"kenken-target-past-max", "kenken\nAB\nAB\nA 2*\nB " + fmt.Sprint(int64(kenken.MaxTarget)+1) + "*\n", "too large (at most 1099511627776)"},
		{"kakurasu-30x30", kakurasuMax(30), ""},
		{"kakurasu-31x31", kakurasuMax(31), "expected at most 30 row clues, found 31"},
		{"abcpath-5x5", string(abc), ""},
		{"abcpath-6x6", "abcpath\nBHFNOCXZ\nJ......Q\nM......P\nU..A...W\nG......T\nD......E\nYIKVRSLZ\n", "expected"},
		{"rogo-64x64", rogoMax, ""},
		{"rogo-64x64-max-points", grid("rogo\nsteps 4\n", rogo.MaxSide, rogo.MaxSide, fmt.Sprint(rogo.MaxPoints)), ""},
		{"rogo-65-columns", grid("rogo\nsteps 4\n", 2, rogo.MaxSide+1, "."), "at most 64 cells in a grid row, found 65"},
		{"rogo-65-rows", grid("rogo\nsteps 4\n", rogo.MaxSide+1, 2, "."), "at most 64 grid rows"},
		{"rogo-points-past-max", "rogo\nsteps 4\n. " + fmt.Sprint(rogo.MaxPoints+1) + "\n. .\n", "at most 1000000 points, found '1000001'"},
		{"tetravex-12x12", gen("tetravex", "--size", fmt.Sprint(tetravex.MaxSize)), ""},
		{"tetravex-12x12-max-edges", gen("tetravex", "--size", fmt.Sprint(tetravex.MaxSize), "--colours", fmt.Sprint(tetravex.MaxEdge+1)), ""},
		{"tetravex-13x13", "tetravex\nsize 13\n" + strings.Repeat("0 0 0 0\n", 169), "expected 'size n' with n in 1..12"},
		{"tetravex-edge-past-max", "tetravex\nsize 1\n0 0 0 " + fmt.Sprint(tetravex.MaxEdge+1) + "\n", "each in 0..1000000"},
		{"sudoku-one-line-36x36", "sudoku\n" + strings.Repeat(".", 36*36) + "\n", "expected a one-line sudoku"},
		{"sudoku-25x25-value-past-max", strings.Replace(grid("sudoku\n", 25, 25, "."), ".", "Q", 1), "expected a sudoku cell"},
	}
}

// kakurasuMax is an n×n Kakurasu with every clue given, from a random
// shading (fixed seed); n > 30 is past the limit.
func kakurasuMax(n int) string {
	r := rand.New(rand.NewPCG(uint64(n), 1))
	rows, cols := make([]int, n), make([]int, n)
	for i := range n {
		for j := range n {
			if r.IntN(2) == 0 {
				rows[i] += j + 1
				cols[j] += i + 1
			}
		}
	}
	return "kakurasu\nrows " + strings.Trim(fmt.Sprint(rows), "[]") + "\ncols " + strings.Trim(fmt.Sprint(cols), "[]") + "\n"
}

// TestReliabilitySizeLimits: every kind's largest puzzle is read and
// solved within its --timeout (1.5 s of CPU time; see solveWithin); one
// past a limit is refused with the line.
func TestReliabilitySizeLimits(t *testing.T) {
	dir := t.TempDir()
	for _, c := range sizeLimitCases(t) {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(dir, c.name+".txt")
			if err := os.WriteFile(path, []byte(c.text), 0o644); err != nil {
				t.Fatal(err)
			}
			if c.want != "" {
				code, stdout, stderr := invocation{args: []string{"solve", path}}.run(t)
				if code != exitInput || stdout != "" || !badLine(path).MatchString(stderr) || !strings.Contains(stderr, c.want) {
					t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 and a line naming %s with %q", code, stdout, stderr, path, c.want)
				}
				return
			}
			solveWithin(t, path, "1s", 1500*time.Millisecond)
		})
	}
}

// TestReliabilityTimeouts: --timeout 1s on the largest generated board of
// every kind (and the largest of the kinds without a generator) ends
// within 1.5 s of CPU time, build time included (and of wall time with
// TESSERA_WALLCLOCK=1; see solveWithin). A limit test, not a speed target.
func TestReliabilityTimeouts(t *testing.T) {
	dir := t.TempDir()
	boards := []struct {
		name string
		gen  []string // generate arguments, or nil for text
		text string
	}{
		{"sudoku-25x25", []string{"sudoku", "--size", "25"}, ""},
		{"takuzu-64x64", []string{"takuzu", "--size", "64"}, ""},
		{"kenken-25x25", []string{"kenken", "--size", "25"}, ""},
		{"kakurasu-30x30", nil, kakurasuMax(30)},
		{"rogo-64x64-290", nil, plantedRogo(t, 64, 64, 290)},
		{"tetravex-12x12", []string{"tetravex", "--size", "12"}, ""},
	}
	abc, err := puzzles.ReadBundled("abcpath/seed_5x5")
	if err != nil {
		t.Fatal(err)
	}
	boards = append(boards, struct {
		name string
		gen  []string
		text string
	}{"abcpath-5x5", nil, string(abc)})
	for _, b := range boards {
		t.Run(b.name, func(t *testing.T) {
			path := filepath.Join(dir, b.name+".txt")
			if b.gen != nil {
				writeGenerated(t, path, b.gen[0], b.gen[1:]...)
			} else if err := os.WriteFile(path, []byte(b.text), 0o644); err != nil {
				t.Fatal(err)
			}
			for _, mode := range [][]string{nil, {"--all"}, {"--unique"}} {
				solveWithin(t, path, "1s", 1500*time.Millisecond, mode...)
			}
		})
	}
}

// solveWithin runs 'tessera solve --timeout timeout [flags] path' as a
// child process on one core (GOMAXPROCS=1) and checks that it ends with an
// answer (exit 0, 3 or 4), no panic and, for exit 4, the limit named,
// having used at most limit of CPU time, reading, building and searching
// included. The CPU time holds on a loaded machine: a child that honours
// its wall-clock timeout cannot use more CPU than wall time on its one
// core, however long others keep it waiting, while one that ignores the
// timeout keeps computing. The wall time is asserted too where
// TESSERA_WALLCLOCK=1 asks for it (.ci/run's reliability step, alone on
// the machine). A run over a limit is tried again, up to three runs, and
// fails only if all are over: a run can lose some time to other jobs,
// while a limit that is not honoured overshoots every time.
func solveWithin(t *testing.T, path, timeout string, limit time.Duration, flags ...string) {
	t.Helper()
	args := append(append([]string{"solve", "--timeout", timeout}, flags...), path)
	var cpus, walls []time.Duration
	for run := range 3 {
		if run > 0 {
			time.Sleep(300 * time.Millisecond)
		}
		c := startChildEnv(t, []string{"GOMAXPROCS=1"}, args...)
		err, took, ended := c.wait(t, wallclock.Hang(limit+10*time.Second))
		if !ended {
			t.Fatalf("%v: still running after %v", args, took)
		}
		code, sig := exitCode(err)
		switch {
		case code == -1:
			t.Fatalf("%v: killed by %v\nstderr: %.2000s", args, sig, c.stderr.String())
		case code != exitOK && code != exitUnsat && code != exitLimited:
			t.Fatalf("%v: exit %d\nstderr: %.2000s", args, code, c.stderr.String())
		case strings.Contains(c.stderr.String(), "panic"):
			t.Fatalf("%v: a panic\n%.2000s", args, c.stderr.String())
		case code == exitLimited && !strings.Contains(c.stderr.String()+c.stdout.String(), "the time limit (--timeout "+timeout+")"):
			t.Fatalf("%v: exit 4 without naming the time limit\nstderr: %.2000s", args, c.stderr.String())
		}
		cpu := childCPU(c.cmd.ProcessState)
		cpus, walls = append(cpus, cpu.Round(time.Millisecond)), append(walls, took.Round(time.Millisecond))
		if cpu <= limit && (!wallclock.Enforced() || took <= limit) {
			if took > limit {
				t.Logf("%v: %v of wall time, %v of CPU time", args, took.Round(time.Millisecond), cpu.Round(time.Millisecond))
			}
			return
		}
	}
	t.Errorf("%v: used %v of CPU time and took %v (three runs), want at most %v of CPU time (and of wall time with %s=1)", args, cpus, walls, limit, wallclock.Env)
}

// childCPU is the CPU time an ended child process used, user and system.
func childCPU(ps *os.ProcessState) time.Duration { return ps.UserTime() + ps.SystemTime() }
