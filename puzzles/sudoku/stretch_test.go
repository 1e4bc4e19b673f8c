package sudoku

import (
	"flag"
	"os"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

var (
	stretch        = flag.Bool("stretch", false, "run TestStretch on the 25×25 puzzles of testdata/stretch (also: TESSERA_STRETCH=1)")
	stretchLearn   = flag.Bool("stretch.learn", false, "TestStretch with conflict-driven learning and phase saving (search.Options.Learn)")
	stretchTimeout = flag.Duration("stretch.timeout", 60*time.Second, "time limit per puzzle in TestStretch")
)

// TestStretch tries the 25×25 puzzles of testdata/stretch with the
// recommended search and a time limit per puzzle, verifies what it finds and
// logs how many are solved and how fast. It runs only without -short and
// with -stretch (or TESSERA_STRETCH=1):
//
//	go test ./puzzles/sudoku -run Stretch -stretch -v
//
// -stretch.learn turns learning on.
func TestStretch(t *testing.T) {
	if testing.Short() || !(*stretch || os.Getenv("TESSERA_STRETCH") == "1") {
		t.Skip("stretch puzzles: run with -stretch (or TESSERA_STRETCH=1) and without -short")
	}
	solved, total := 0, 0
	var nodes, fails int64
	var elapsed time.Duration
	for _, in := range bundledInstances(t, "testdata/stretch/*.txt") {
		p := in.p
		total++
		m, err := Build(p)
		if err != nil {
			t.Fatalf("%s: Build: %v", p.Name, err)
		}
		o := SearchOptions(m)
		o.MaxSolutions = 1
		o.MaxTime = *stretchTimeout
		o.Learn, o.PhaseSaving = *stretchLearn, *stretchLearn
		var sol *Solution
		res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
			sol = m.Decode(s)
			return false
		})
		if err != nil {
			t.Fatalf("%s: Solve: %v", p.Name, err)
		}
		if sol == nil {
			t.Logf("%s: unsolved (%v) after %d nodes, %d failures, %v", p.Name, res.Reason, res.Nodes, res.Failures, res.Elapsed.Round(time.Millisecond))
			continue
		}
		if err := Verify(p, sol); err != nil {
			t.Errorf("%s: Verify: %v", p.Name, err)
			continue
		}
		solved++
		nodes += res.Nodes
		fails += res.Failures
		elapsed += res.Elapsed
		t.Logf("%s: solved, %d nodes, %d failures, %d restarts, %v", p.Name, res.Nodes, res.Failures, res.Restarts, res.Elapsed.Round(time.Millisecond))
	}
	t.Logf("%d of %d solved within %v each; the solved ones took %d nodes, %d failures, %v in all",
		solved, total, *stretchTimeout, nodes, fails, elapsed.Round(time.Millisecond))
}
