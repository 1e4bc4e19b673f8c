package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func runArgs(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// A 2×2 grid of 1..3 with distinct rows and a bool: the output syntax of
// scalars, bools and 2-d arrays, and the status lines.
const gridFZN = `var 1..3: a;
var 1..3: b;
var 1..3: c;
var 1..3: d;
var bool: f :: output_var;
var 0..12: total :: output_var :: is_defined_var;
array [1..4] of var int: g :: output_array([1..2, 1..2]) = [a, b, c, d];
constraint int_ne(a, b);
constraint int_ne(c, d);
constraint int_lt(a, c);
constraint int_lin_eq([1, 1, 1, 1, -1], [a, b, c, d, total], 0) :: defines_var(total);
constraint int_le_reif(total, 6, f);
solve satisfy;
`

func TestOutputFormat(t *testing.T) {
	code, out, errs := runArgs(t, gridFZN, "-")
	want := "f = true;\ntotal = 6;\ng = array2d(1..2, 1..2, [1, 2, 2, 1]);\n----------\n"
	if code != exitOK || out != want {
		t.Errorf("exit %d, stderr %q, output\n%s\nwant\n%s", code, errs, out, want)
	}
}

// Set parameters marked for output print as set literals.
func TestOutputSets(t *testing.T) {
	src := "set of int: s :: output_var = {1, 3, 5};\narray [1..2] of set of int: t :: output_array([1..2]) = [1..3, {}];\n" +
		"var 1..2: x :: output_var;\nsolve satisfy;\n"
	_, out, errs := runArgs(t, src, "-")
	if want := "s = {1,3,5};\nt = array1d(1..2, [1..3, {}]);\nx = 1;\n----------\n"; out != want {
		t.Errorf("output %q (stderr %q), want %q", out, errs, want)
	}
}

func TestAllAndLimits(t *testing.T) {
	_, out, _ := runArgs(t, gridFZN, "-a", "-")
	if n := strings.Count(out, lineSolution+"\n"); n != 12 || !strings.HasSuffix(out, lineComplete+"\n") {
		t.Errorf("-a: %d solutions, output ends %q; want 12 then %s", n, out[max(0, len(out)-30):], lineComplete)
	}
	_, out, _ = runArgs(t, gridFZN, "-n", "5", "-")
	if n := strings.Count(out, lineSolution+"\n"); n != 5 || strings.Contains(out, lineComplete) {
		t.Errorf("-n 5: %d solutions, complete %v; want 5 and no %s", n, strings.Contains(out, lineComplete), lineComplete)
	}
	_, out, _ = runArgs(t, gridFZN, "-n", "50", "-")
	if n := strings.Count(out, lineSolution+"\n"); n != 12 || !strings.Contains(out, lineComplete) {
		t.Errorf("-n 50: %d solutions; want all 12, complete", n)
	}
}

func TestUnsatAndUnknown(t *testing.T) {
	_, out, _ := runArgs(t, "var 1..3: x;\nconstraint int_lt(x, 1);\nsolve satisfy;\n", "-")
	if out != lineUnsatisfiable+"\n" {
		t.Errorf("unsatisfiable model: %q", out)
	}
	// 12 pigeons in 11 holes, pairwise different (no global to prove it
	// at once): a 1 ms limit stops the search long before its end.
	var b strings.Builder
	for i := 0; i < 12; i++ {
		fmt.Fprintf(&b, "var 1..11: p%d;\n", i)
	}
	for i := 0; i < 12; i++ {
		for j := i + 1; j < 12; j++ {
			fmt.Fprintf(&b, "constraint int_ne(p%d, p%d);\n", i, j)
		}
	}
	b.WriteString("solve satisfy;\n")
	_, out, _ = runArgs(t, b.String(), "-t", "1", "-")
	if out != lineUnknown+"\n" {
		t.Errorf("12 pigeons in 11 holes within 1 ms: %q", out)
	}
}

func TestOptimisation(t *testing.T) {
	src := "var 1..10: x :: output_var;\nvar 1..10: y :: output_var;\nvar 1..100: p :: is_defined_var;\n" +
		"constraint int_lin_le([1, 1], [x, y], 12);\nconstraint int_times(x, y, p) :: defines_var(p);\nsolve maximize p;\n"
	_, out, _ := runArgs(t, src, "-")
	if out != "x = 6;\ny = 6;\n----------\n==========\n" {
		t.Errorf("without -a only the optimum: %q", out)
	}
	_, out, _ = runArgs(t, src, "-a", "-s", "-")
	if n := strings.Count(out, lineSolution+"\n"); n < 2 || !strings.Contains(out, "x = 6;\ny = 6;\n----------\n==========\n") ||
		!strings.Contains(out, "%%%mzn-stat: objective=36\n") || !strings.HasSuffix(out, "%%%mzn-stat-end\n") {
		t.Errorf("-a -s: every improving solution, then the optimum and the statistics:\n%s", out)
	}
	// No output variable: the optimum is still one solution.
	if _, out, _ = runArgs(t, "var 1..3: x;\nsolve maximize x;\n", "-"); out != "----------\n==========\n" {
		t.Errorf("an optimum without output variables: %q", out)
	}
}

func TestErrors(t *testing.T) {
	for _, c := range []struct {
		args  []string
		stdin string
		code  int
		want  string
	}{
		{nil, "", exitUsage, "no FlatZinc file"},
		{[]string{"-x", "a.fzn"}, "", exitUsage, "unknown flag -x"},
		{[]string{"-n"}, "", exitUsage, "flag -n needs a value"},
		{[]string{"-t", "soon", "a.fzn"}, "", exitUsage, `"soon" is not a non-negative integer`},
		{[]string{"a.fzn", "b.fzn"}, "", exitUsage, "one FlatZinc file at a time"},
		{[]string{"/no/such/file.fzn"}, "", exitError, "/no/such/file.fzn: no such file"},
		{[]string{"-"}, "var 1..3: x\nsolve satisfy;", exitError, "<stdin>:2: expected \";\""},
		{[]string{"-"}, "var float: f;\nsolve satisfy;", exitError, "<stdin>:1: f: float variables are not supported"},
		{[]string{"-"}, "var set of 1..3: s;\nsolve satisfy;", exitError, "<stdin>:1: s: set variables are not supported"},
		{[]string{"-"}, "var 1..3: x;\nconstraint frob(x);\nsolve satisfy;", exitError, "<stdin>:2: unknown constraint frob"},
		{[]string{"-"}, "var 1..3: x;\nconstraint int_lin_eq([1], [x, x], 2);\nsolve satisfy;", exitError, "<stdin>:2: int_lin_eq: 1 coefficients for 2 variables"},
		{[]string{"-"}, "var 1..3: x;\nconstraint int_le(x, y);\nsolve satisfy;", exitError, "<stdin>:2: undeclared identifier y"},
	} {
		code, _, errs := runArgs(t, c.stdin, c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
}

func TestVerboseAndParallel(t *testing.T) {
	src := "array [1..2] of var 1..3: x :: output_array([1..2]) = [a, b];\n"
	src = "var 1..3: a;\nvar 1..3: b;\n" + src + "constraint int_ne(a, b);\nsolve :: int_search(x, frobnicate, indomain_interval, complete) satisfy;\n"
	code, out, errs := runArgs(t, src, "-v", "-p", "4", "-")
	if code != exitOK || !strings.Contains(out, "x = array1d(1..2, [") {
		t.Fatalf("exit %d, output %q, stderr %q", code, out, errs)
	}
	for _, want := range []string{"-p 4: parallel search on ",
		"variable choice frobnicate unknown, first_fail used", "indomain_interval approximated by indomain_split",
		"phase 1: 2 variables, first-fail, split"} {
		if !strings.Contains(errs, want) {
			t.Errorf("-v output lacks %q:\n%s", want, errs)
		}
	}
}

func TestInstallMSC(t *testing.T) {
	dir := t.TempDir()
	code, out, errs := runArgs(t, "", "--install-msc", dir)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	data, err := os.ReadFile(filepath.Join(dir, "tessera.msc"))
	if err != nil {
		t.Fatal(err)
	}
	var cfg solverConfig
	if err := json.Unmarshal(data, &cfg); err != nil {
		t.Fatalf("tessera.msc is not JSON: %v", err)
	}
	exe, _ := os.Executable()
	if cfg.ID != "org.tessera.tessera" || !cfg.SupportsFzn || cfg.MznLib != filepath.Join(dir, mznlibDir) || cfg.Executable == "" ||
		!strings.Contains(out, "tessera.msc") {
		t.Errorf("configuration %+v (executable of the test %s), output %q", cfg, exe, out)
	}
	lib, err := os.ReadDir(cfg.MznLib)
	if err != nil || len(lib) < 20 {
		t.Fatalf("mznlib: %d files, %v", len(lib), err)
	}
	decl, err := os.ReadFile(filepath.Join(cfg.MznLib, "fzn_all_different_int.mzn"))
	if err != nil || !strings.Contains(string(decl), "predicate fzn_all_different_int(array[int] of var int: x);") {
		t.Errorf("fzn_all_different_int.mzn: %v %q", err, decl)
	}
}
