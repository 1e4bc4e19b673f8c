package tessera

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// The layers of the module, lowest first (docs/ARCHITECTURE.md): a package
// may import its own layer or one below, never one above. A package is in
// the layer of the longest prefix below that matches its path relative to
// the module ("." is the root package tessera). Tests may reach upward (the
// propagators' tests enumerate with search); only the packages' own
// imports are held to the order.
var moduleLayers = []struct {
	name     string
	prefixes []string
}{
	// internal/wallclock: the test helper for wall-clock limits, below
	// everything (it imports the standard library only).
	{"internal", []string{"internal"}},
	{"cp", []string{"cp"}},
	{"propagators", []string{"propagators"}},
	{"search", []string{"search"}},
	{"tessera", []string{"."}},
	{"puzzles", []string{"puzzles"}},
	// examples: kinds written as another module would write them, on
	// the public packages (Slitherlink), which cmd/tessera registers.
	{"examples", []string{"examples"}},
	{"cmd", []string{"cmd", "cli", "bench_test"}},
}

// pkgImports is what the layer check reads of `go list -json`.
type pkgImports struct {
	ImportPath string
	Imports    []string
}

// layerOf is the index in moduleLayers of the package at rel (a path
// relative to the module, "." for its root), or -1 when none is declared.
func layerOf(rel string) int {
	best, bestLen := -1, -1
	for i, l := range moduleLayers {
		for _, p := range l.prefixes {
			if (rel == p || p != "." && strings.HasPrefix(rel, p+"/")) && len(p) > bestLen {
				best, bestLen = i, len(p)
			}
		}
	}
	return best
}

// layerViolations lists, in a stable order, each package of module whose
// layer is undeclared, each import of a package from a higher layer, and
// each import cycle among the module's packages.
func layerViolations(module string, pkgs []pkgImports) []string {
	rel := func(path string) (string, bool) {
		if path == module {
			return ".", true
		}
		r, ok := strings.CutPrefix(path, module+"/")
		return r, ok
	}
	var bad []string
	graph := map[string][]string{}
	for _, p := range pkgs {
		from, ok := rel(p.ImportPath)
		if !ok {
			continue
		}
		lf := layerOf(from)
		if lf < 0 {
			bad = append(bad, fmt.Sprintf("%s: no layer declared for it (add its path to moduleLayers)", from))
			continue
		}
		for _, imp := range p.Imports {
			to, ok := rel(imp)
			if !ok {
				continue
			}
			graph[from] = append(graph[from], to)
			if lt := layerOf(to); lt > lf {
				bad = append(bad, fmt.Sprintf("%s (layer %s) imports %s (layer %s, above it)", from, moduleLayers[lf].name, to, moduleLayers[lt].name))
			}
		}
	}
	// Cycles, by depth-first search in sorted order (Go refuses them in a
	// build; the check keeps the graph it reads honest).
	nodes := make([]string, 0, len(graph))
	for n := range graph {
		nodes = append(nodes, n)
	}
	slices.Sort(nodes)
	state := map[string]int{} // 0 unseen, 1 on the stack, 2 done
	var stack []string
	var visit func(n string)
	visit = func(n string) {
		state[n] = 1
		stack = append(stack, n)
		for _, m := range graph[n] {
			switch state[m] {
			case 0:
				visit(m)
			case 1:
				i := slices.Index(stack, m)
				bad = append(bad, "import cycle: "+strings.Join(append(slices.Clone(stack[i:]), m), " -> "))
			}
		}
		stack = stack[:len(stack)-1]
		state[n] = 2
	}
	for _, n := range nodes {
		if state[n] == 0 {
			visit(n)
		}
	}
	return bad
}

// TestLayers reads the module's import graph with `go list -json ./...` and
// fails on any import of a package from a layer above the importer, on a
// package with no declared layer, and on a cycle.
func TestLayers(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		goTool = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	var out, stderr bytes.Buffer
	cmd := exec.Command(goTool, "list", "-e", "-json=ImportPath,Imports,Module", "./...")
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	var pkgs []pkgImports
	module := ""
	dec := json.NewDecoder(&out)
	for {
		var p struct {
			pkgImports
			Module *struct{ Path string }
		}
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatalf("go list output: %v", err)
		}
		if p.Module != nil {
			module = p.Module.Path
		}
		pkgs = append(pkgs, p.pkgImports)
	}
	if module == "" || len(pkgs) < 10 {
		t.Fatalf("go list found %d packages (module %q): expected the whole module", len(pkgs), module)
	}
	for _, v := range layerViolations(module, pkgs) {
		t.Error(v)
	}
}

// TestLayerViolations checks the checker on a small graph: an upward import,
// an undeclared package and a cycle are each reported, and a clean graph
// passes.
func TestLayerViolations(t *testing.T) {
	const m = "example.org/x"
	clean := []pkgImports{
		{m + "/cp", nil},
		{m + "/propagators", []string{m + "/cp", m + "/propagators/dfa", "fmt"}},
		{m + "/propagators/dfa", nil},
		{m + "/search", []string{m + "/cp"}},
		{m, []string{m + "/search", m + "/propagators"}},
		{m + "/puzzles/sudoku", []string{m, m + "/puzzles/model"}},
		{m + "/cmd/tessera", []string{m + "/puzzles/sudoku"}},
	}
	if got := layerViolations(m, clean); len(got) != 0 {
		t.Errorf("clean graph: %q", got)
	}
	up := append(slices.Clone(clean), pkgImports{m + "/cp/x", []string{m + "/search"}})
	if got := layerViolations(m, up); len(got) != 1 || !strings.Contains(got[0], "cp/x (layer cp) imports search (layer search, above it)") {
		t.Errorf("upward import: %q", got)
	}
	stray := append(slices.Clone(clean), pkgImports{m + "/tools/y", nil})
	if got := layerViolations(m, stray); len(got) != 1 || !strings.Contains(got[0], "tools/y: no layer declared") {
		t.Errorf("undeclared package: %q", got)
	}
	cyc := append(slices.Clone(clean), pkgImports{m + "/puzzles/a", []string{m + "/puzzles/b"}}, pkgImports{m + "/puzzles/b", []string{m + "/puzzles/a"}})
	if got := layerViolations(m, cyc); len(got) != 1 || got[0] != "import cycle: puzzles/a -> puzzles/b -> puzzles/a" {
		t.Errorf("cycle: %q", got)
	}
}
