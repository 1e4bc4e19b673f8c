package bench_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// procSuffix is the -GOMAXPROCS suffix go test appends to benchmark names.
var procSuffix = regexp.MustCompile(`-[0-9]+$`)

// TestBaselineNames checks BASELINE.txt against the suite: its header names
// the Go version and the CPU, every benchmark it holds is one the suite
// still defines, and every family of the suite is in it (unless a header
// line "# omitted: BenchmarkX" says it was left out). A sub-benchmark the
// baseline lacks (a puzzle bundled since) is only logged: it has no
// baseline to compare with until the next one.
func TestBaselineNames(t *testing.T) {
	data, err := os.ReadFile("BASELINE.txt")
	if err != nil {
		t.Fatal(err)
	}
	names, err := benchNames()
	if err != nil {
		t.Fatal(err)
	}
	suite := map[string]bool{}
	for _, n := range names {
		suite[n] = true
	}
	var omitted []string
	inBaseline := map[string]bool{}
	header := map[string]bool{}
	for i, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, "#"); ok {
			key, value, _ := strings.Cut(strings.TrimSpace(rest), ":")
			header[key] = true
			if key == "omitted" {
				omitted = append(omitted, strings.Fields(value)...)
			}
			continue
		}
		if !strings.HasPrefix(line, "Benchmark") {
			continue
		}
		name := strings.Fields(line)[0]
		switch {
		case suite[name]:
		case suite[procSuffix.ReplaceAllString(name, "")]:
			name = procSuffix.ReplaceAllString(name, "")
		default:
			t.Errorf("BASELINE.txt:%d: %s is not a benchmark of the suite", i+1, name)
			continue
		}
		inBaseline[name] = true
	}
	for _, key := range []string{"go version", "cpu", "date", "command"} {
		if !header[key] {
			t.Errorf("BASELINE.txt: no header line '# %s: ...'", key)
		}
	}
	for _, f := range families {
		fam := "Benchmark" + f.name
		if slices.Contains(omitted, fam) {
			continue
		}
		found := false
		for _, n := range names {
			if strings.HasPrefix(n, fam+"/") {
				if inBaseline[n] {
					found = true
				} else {
					t.Logf("BASELINE.txt lacks %s (new since the baseline)", n)
				}
			}
		}
		if !found {
			t.Errorf("BASELINE.txt has no %s benchmark (regenerate it, or add '# omitted: %s' saying why)", fam, fam)
		}
	}
}

// TestBenchmarkFuncs checks that the Benchmark functions and the families
// match one to one: BenchmarkX runs family "X", and no family lacks its
// function (which the baseline test could not see).
func TestBenchmarkFuncs(t *testing.T) {
	files, err := filepath.Glob("*_test.go")
	if err != nil {
		t.Fatal(err)
	}
	funcs := map[string]bool{}
	fset := token.NewFileSet()
	for _, file := range files {
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || !strings.HasPrefix(fd.Name.Name, "Benchmark") {
				continue
			}
			want := strings.TrimPrefix(fd.Name.Name, "Benchmark")
			runs := ""
			ast.Inspect(fd.Body, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) != 2 {
					return true
				}
				if id, ok := call.Fun.(*ast.Ident); ok && id.Name == "runFamily" {
					if lit, ok := call.Args[1].(*ast.BasicLit); ok {
						runs, _ = strconv.Unquote(lit.Value)
					}
				}
				return true
			})
			if runs != want {
				t.Errorf("%s: %s runs family %q, want runFamily(b, %q)", fset.Position(fd.Pos()), fd.Name.Name, runs, want)
			}
			funcs[want] = true
		}
	}
	for _, f := range families {
		if !funcs[f.name] {
			t.Errorf("family %s has no Benchmark%s function", f.name, f.name)
		}
	}
	if len(funcs) != len(families) {
		t.Errorf("%d Benchmark functions for %d families", len(funcs), len(families))
	}
}

// TestCasesLoad draws and parses every case's puzzles (without solving
// them), so a broken generator argument or bundled name shows in plain
// 'go test'.
func TestCasesLoad(t *testing.T) {
	for _, f := range families {
		cases, err := f.cases()
		if err != nil {
			t.Fatalf("%s: %v", f.name, err)
		}
		seen := map[string]bool{}
		for _, c := range cases {
			if seen[c.name] || strings.ContainsAny(c.name, " \t") {
				t.Errorf("%s/%s: a duplicate name or one with spaces", f.name, c.name)
			}
			seen[c.name] = true
			ps, err := c.load()
			if err != nil || len(ps) == 0 {
				t.Errorf("%s/%s: %d puzzles, %v", f.name, c.name, len(ps), err)
			}
		}
	}
}
