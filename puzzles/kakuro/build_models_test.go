package kakuro

import (
	"fmt"
	"io/fs"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// variants are the formulations compared by TestModels, by name.
var variants = []struct {
	name   string
	v      variant
	search search.VarSelect
}{
	{"alldifferent-sum", variant{}, search.DomWDeg},
	{"alldifferent+linear", variant{split: true}, search.DomWDeg},
	{"alldifferent-sum up to 10000 tuples", variant{maxTuples: 10000}, search.DomWDeg},
	{"alldifferent-sum up to 1000 tuples", variant{maxTuples: 1000}, search.DomWDeg},
	{"alldifferent-sum up to 100 tuples", variant{maxTuples: 100}, search.DomWDeg},
	{"alldifferent-sum, first-fail", variant{}, search.FirstFail},
	{"alldifferent+linear, first-fail", variant{split: true}, search.FirstFail},
}

// TestModels measures every formulation on every bundled puzzle, counting
// to two with the recommended search, and prints nodes, failures and the
// thread's CPU time for the build and the search (the machine is shared:
// wall time would count the waits). It is the measurement behind Build's
// choice; it runs only when asked:
//
//	TESSERA_MODELS=1 go test ./puzzles/kakuro -run TestModels -v -timeout 60m
//
// TESSERA_MODELS may also be a glob of testdata files; TESSERA_MODELS_LIMIT
// bounds each search (default 120s of wall time).
func TestModels(t *testing.T) {
	pattern := os.Getenv("TESSERA_MODELS")
	if pattern == "" {
		t.Skip("set TESSERA_MODELS=1 (or a glob of testdata files) to measure the formulations")
	}
	if pattern == "1" {
		pattern = "*.txt"
	}
	limit := 120 * time.Second
	if d, err := time.ParseDuration(os.Getenv("TESSERA_MODELS_LIMIT")); err == nil {
		limit = d
	}
	names, err := fs.Glob(Bundled, "testdata/"+pattern)
	if err != nil || len(names) == 0 {
		t.Fatalf("no file matches %q: %v", pattern, err)
	}
	fmt.Printf("%-34s %-40s %5s %9s %9s %10s %10s %s\n", "file", "model", "sols", "nodes", "fails", "build", "search", "end")
	for _, name := range names {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, vr := range variants {
			cpu := threadCPU()
			c0 := cpu()
			m, err := build(p, vr.v)
			if err != nil {
				t.Fatal(err)
			}
			c1 := cpu()
			o := SearchOptions(m)
			o.VarSelect = vr.search
			o.MaxSolutions, o.MaxTime = 2, limit
			res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
				if err := Verify(p, m.Decode(s)); err != nil {
					t.Errorf("%s, %s: %v", name, vr.name, err)
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			fmt.Printf("%-34s %-40s %5d %9d %9d %10v %10v %s\n", strings.TrimPrefix(name, "testdata/"), vr.name, res.Solutions, res.Nodes, res.Failures,
				(c1 - c0).Round(10*time.Microsecond), (cpu() - c1).Round(10*time.Microsecond), res.Reason)
		}
	}
}
