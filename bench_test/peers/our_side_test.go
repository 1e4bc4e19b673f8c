package peers_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// TestOurSide prints, for every bundled puzzle of the kinds named in
// TESSERA_PEER_KINDS (comma-separated), what run_gecode.sh prints for
// Gecode, measured on Tessera: the solutions found counting to two, the
// nodes and failures, and the median over 21 runs of the model's build
// time and of the search time (the search's own clock, as Gecode's
// solveTime), in seconds. Every solution passes the puzzle's Verify.
//
//	TESSERA_PEER_KINDS=hidato,skyscrapers go test ./bench_test/peers -run TestOurSide -v
func TestOurSide(t *testing.T) {
	env := os.Getenv("TESSERA_PEER_KINDS")
	if env == "" {
		t.Skip("set TESSERA_PEER_KINDS=kind,kind to measure Tessera beside run_gecode.sh")
	}
	kinds := strings.Split(env, ",")
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	out.WriteString("file\tsolutions\tbuild_s\tsolve_s\tnodes\tfailures\n")
	for _, f := range files {
		if !slices.Contains(kinds, f.Kind) || strings.Contains(f.Name, "/stretch/") {
			continue // the stretch files take minutes a run
		}
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0]
		var builds, solves []time.Duration
		var last search.Result
		for range 21 {
			start := time.Now()
			m, err := p.Build()
			if err != nil {
				t.Fatal(err)
			}
			builds = append(builds, time.Since(start))
			o := m.Search
			o.MaxSolutions = 2
			res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
				if err := p.Verify(m.Decode(s)); err != nil {
					t.Fatalf("%s: %v", f.Name, err)
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			solves = append(solves, res.Elapsed)
			last = res
		}
		sols := fmt.Sprint(last.Solutions)
		if !last.Complete() && last.Solutions < 2 {
			sols += "+"
		}
		fmt.Fprintf(&out, "%s\t%s\t%.6f\t%.6f\t%d\t%d\n", f.Name, sols, median(builds).Seconds(), median(solves).Seconds(), last.Nodes, last.Failures)
	}
	t.Log("\n" + out.String())
}

func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}
