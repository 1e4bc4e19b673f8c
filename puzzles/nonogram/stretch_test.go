package nonogram

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
	stretch        = flag.Bool("stretch", false, "run TestStretch on the survey puzzles of testdata/stretch (also: TESSERA_STRETCH=1)")
	stretchTimeout = flag.Duration("stretch.timeout", 60*time.Second, "time limit per puzzle in TestStretch")
)

// TestStretch tries the webpbn survey puzzles of testdata/stretch (the
// ones the recommended search does not settle within seconds) with a time
// limit per puzzle, counting to two: it verifies what it finds and logs
// how far each search got. It runs only without -short and with -stretch
// (or TESSERA_STRETCH=1):
//
//	go test ./puzzles/nonogram -run Stretch -stretch -v
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
			t.Fatalf("%s: Build: %v", name, err)
		}
		o := SearchOptions(m)
		o.MaxSolutions = 2
		o.MaxTime = *stretchTimeout
		res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
			if err := Verify(p, m.Decode(s)); err != nil {
				t.Errorf("%s: Verify: %v", name, err)
			}
			return true
		})
		if err != nil {
			t.Fatalf("%s: Solve: %v", name, err)
		}
		t.Logf("%s: %d solutions (%v), %d nodes, %d failures, %v", name, res.Solutions, res.Reason, res.Nodes, res.Failures, res.Elapsed.Round(time.Millisecond))
	}
}
