package killer

import (
	"flag"
	"io/fs"
	"os"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

var (
	stretch        = flag.Bool("stretch", false, "run TestStretch on the puzzles of testdata/stretch (also: TESSERA_STRETCH=1)")
	stretchTimeout = flag.Duration("stretch.timeout", 10*time.Minute, "time limit per puzzle in TestStretch")
)

// TestStretch solves the two hardest bundled Killers (testdata/stretch:
// built to defeat solvers; each takes the recommended search some half a
// million nodes and tens of seconds), verifies the solution and counts to
// two, as TestBuildBundled does for the others. It runs only without
// -short and with -stretch (or TESSERA_STRETCH=1):
//
//	go test ./puzzles/killer -run Stretch -stretch -v -timeout 30m
func TestStretch(t *testing.T) {
	if testing.Short() || !(*stretch || os.Getenv("TESSERA_STRETCH") == "1") {
		t.Skip("stretch puzzles: run with -stretch (or TESSERA_STRETCH=1) and without -short")
	}
	names, err := fs.Glob(Bundled, "testdata/stretch/*.txt")
	if err != nil || len(names) == 0 {
		t.Fatalf("no stretch puzzles: %v", err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		m, err := Build(p)
		if err != nil {
			t.Fatal(err)
		}
		o := SearchOptions(m)
		o.MaxSolutions, o.MaxTime = 2, *stretchTimeout
		var first *Solution
		res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
			sol := m.Decode(s)
			if err := Verify(p, sol); err != nil {
				t.Errorf("%s: Verify: %v", name, err)
			}
			if first == nil {
				first = sol
			}
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		switch {
		case first == nil:
			t.Errorf("%s: no solution (%v) after %d nodes", name, res.Reason, res.Nodes)
		case res.Solutions != 1 || !res.Complete():
			t.Errorf("%s: the header says unique; %d solutions (%v)", name, res.Solutions, res.Reason)
		}
		t.Logf("%s: %d solutions, %d nodes, %d failures, %v", name, res.Solutions, res.Nodes, res.Failures, res.Elapsed.Round(time.Millisecond))
	}
}
