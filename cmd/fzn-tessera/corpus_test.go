package main

import (
	"bufio"
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cmd/fzn-tessera/internal/flatzinc"
)

// expectation is the known answer a test .fzn file states in its header:
// "% expect: solutions N", "optimum V", "unsat" or "satisfiable".
type expectation struct {
	kind  string
	value int
	slow  bool // "% slow: why": run only with -corpus.slow
}

var corpusSlow = flag.Bool("corpus.slow", false, "also solve the test files marked '% slow:'")

func readExpect(t *testing.T, path string) expectation {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	slow := false
	for sc.Scan() {
		line := sc.Text()
		if !strings.HasPrefix(line, "%") {
			break
		}
		if strings.HasPrefix(line, "% slow:") {
			slow = true
		}
		rest, ok := strings.CutPrefix(line, "% expect: ")
		if !ok {
			continue
		}
		f := strings.Fields(rest)
		e := expectation{kind: f[0], slow: slow}
		if len(f) > 1 {
			if e.value, err = strconv.Atoi(f[1]); err != nil {
				t.Fatalf("%s: bad expect line %q", path, line)
			}
		}
		return e
	}
	t.Fatalf("%s: no '%% expect:' line in the header", path)
	return expectation{}
}

// outcome is what one fzn-tessera run printed.
type outcome struct {
	solutions int    // "----------" lines
	status    string // the last status line ("==========", …) or ""
	objective int
	hasObj    bool
	stderr    string
}

var statObjective = regexp.MustCompile(`(?m)^%%%mzn-stat: objective=(-?\d+)$`)

func solveFile(t *testing.T, args ...string) outcome {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errb)
	if code != exitOK {
		t.Fatalf("fzn-tessera %v: exit %d: %s", args, code, errb.String())
	}
	var o outcome
	o.stderr = errb.String()
	for _, line := range strings.Split(out.String(), "\n") {
		switch line {
		case lineSolution:
			o.solutions++
		case lineComplete, lineUnsatisfiable, lineUnknown:
			o.status = line
		}
	}
	if m := statObjective.FindStringSubmatch(out.String()); m != nil {
		o.objective, _ = strconv.Atoi(m[1])
		o.hasObj = true
	}
	return o
}

// TestCorpus solves every checked-in .fzn file (compiled from the .mzn
// beside it by testdata/compile.sh, or written by hand) with the search
// annotations and with free search, and compares with the known answer of
// its header: the exact solution count, the optimum, unsatisfiability.
// Every solution passes the independent check (flatzinc.Problem.Verify)
// before it is printed, so a wrong solution fails the run.
func TestCorpus(t *testing.T) {
	files, err := filepath.Glob("testdata/*/*.fzn")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test files: %v", err)
	}
	for _, path := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(path, "testdata/"), ".fzn")
		exp := readExpect(t, path)
		if exp.slow && !*corpusSlow {
			t.Logf("%s: slow, skipped (run with -corpus.slow)", name)
			continue
		}
		for _, free := range []bool{false, true} {
			mode := "annotated"
			if free {
				mode = "free"
			}
			t.Run(name+"/"+mode, func(t *testing.T) {
				args := []string{"-s"}
				if free {
					args = append(args, "-f")
				}
				if exp.kind == "solutions" {
					args = append(args, "-a")
				}
				o := solveFile(t, append(args, path)...)
				switch exp.kind {
				case "solutions":
					if o.solutions != exp.value || o.status != lineComplete {
						t.Errorf("%d solutions, status %q; want %d, complete", o.solutions, o.status, exp.value)
					}
				case "optimum":
					if o.status != lineComplete || !o.hasObj || o.objective != exp.value {
						t.Errorf("objective %d (%v), status %q; want the optimum %d proven", o.objective, o.hasObj, o.status, exp.value)
					}
				case "unsat":
					if o.status != lineUnsatisfiable || o.solutions != 0 {
						t.Errorf("status %q after %d solutions; want %s", o.status, o.solutions, lineUnsatisfiable)
					}
				case "satisfiable":
					if o.solutions != 1 {
						t.Errorf("%d solutions, status %q; want one", o.solutions, o.status)
					}
				default:
					t.Fatalf("unknown expectation %q", exp.kind)
				}
			})
		}
	}
}

// TestCorpusCoversBuiltins: every constraint the builder posts appears in
// some test file, so that TestCorpus exercises it.
func TestCorpusCoversBuiltins(t *testing.T) {
	files, _ := filepath.Glob("testdata/*/*.fzn")
	used := map[string]bool{}
	re := regexp.MustCompile(`(?m)^constraint ([A-Za-z_][A-Za-z0-9_]*)\(`)
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(data), -1) {
			used[m[1]] = true
		}
	}
	var missing []string
	for _, name := range flatzinc.Builtins() {
		if !used[name] {
			missing = append(missing, name)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d builtins appear in no test file: %s", len(missing), strings.Join(missing, ", "))
	}
}

// TestParallelSameAnswer: -p changes how many goroutines search, never the
// answer: the same count (queens 8 under its max_regret and
// indomain_reverse_split annotation, Langford 7 under free search) and
// the same optimum (Golomb 6).
func TestParallelSameAnswer(t *testing.T) {
	for _, c := range []struct {
		file string
		args []string
	}{
		{"testdata/models/queens_8.fzn", []string{"-a"}},
		{"testdata/models/langford_7.fzn", []string{"-a", "-f"}},
		{"testdata/models/golomb_6.fzn", nil},
	} {
		args := append(append([]string{"-s"}, c.args...), c.file)
		seq := solveFile(t, args...)
		par := solveFile(t, append([]string{"-p", "2"}, args...)...)
		if seq.solutions != par.solutions || seq.status != par.status || seq.objective != par.objective || seq.hasObj != par.hasObj {
			t.Errorf("%s %v: -p 2 gave %d solutions, %q, objective %d (%v); sequentially %d, %q, %d (%v)", c.file, c.args,
				par.solutions, par.status, par.objective, par.hasObj, seq.solutions, seq.status, seq.objective, seq.hasObj)
		}
	}
}

// Every model of testdata/models has its class in testdata/classes.txt
// (read by measure.sh), and every class line names a model.
func TestCorpusClasses(t *testing.T) {
	data, err := os.ReadFile("testdata/classes.txt")
	if err != nil {
		t.Fatal(err)
	}
	classes := map[string]string{}
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 2 && !strings.HasPrefix(line, "#") {
			classes[f[0]] = f[1]
		}
	}
	models, _ := filepath.Glob("testdata/models/*.mzn")
	seen := map[string]bool{}
	for _, m := range models {
		name := strings.TrimSuffix(filepath.Base(m), ".mzn")
		seen[name] = true
		if classes[name] == "" {
			t.Errorf("testdata/classes.txt has no class for %s", name)
		}
	}
	for name := range classes {
		if !seen[name] {
			t.Errorf("testdata/classes.txt names %s, which is not a model", name)
		}
	}
}
