package killer

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
	name string
	v    variant
}{
	{"alldifferent-sum", variant{}},
	{"alldifferent+linear", variant{split: true}},
	{"alldifferent-sum+45", variant{rule45: true}},
	{"alldifferent-sum+innies(units)", variant{innies: 1}},
	{"alldifferent-sum+innies(lines)", variant{innies: 2}},
	{"alldifferent-sum+innies(lines,boxes)", variant{innies: 3}},
	{"alldifferent+linear+innies(lines,boxes)", variant{split: true, innies: 3}},
}

// TestModels measures every formulation on every bundled puzzle, counting
// to two with the recommended search, and prints nodes, failures and the
// thread's CPU time for the build and the search (the machine is shared:
// wall time would count the waits). It is the measurement behind Build's
// choice; it runs only when asked:
//
//	TESSERA_MODELS=1 go test ./puzzles/killer -run TestModels -v -timeout 60m
//
// TESSERA_MODELS may also be a glob of testdata files ('stretch/*.txt');
// TESSERA_MODELS_LIMIT bounds each search (default 120s of wall time).
func TestModels(t *testing.T) {
	pattern := os.Getenv("TESSERA_MODELS")
	if pattern == "" {
		t.Skip("set TESSERA_MODELS=1 (or a glob of testdata files) to measure the formulations")
	}
	only := os.Getenv("TESSERA_MODELS_ONLY") // a substring of the model names to run
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
			if only != "" && !strings.Contains(vr.name, only) {
				continue
			}
			cpu := threadCPU()
			c0 := cpu()
			m, err := build(p, vr.v)
			if err != nil {
				t.Fatal(err)
			}
			c1 := cpu()
			o := SearchOptions(m)
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
