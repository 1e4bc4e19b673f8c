package peers_test

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// TestTesseraTable prints, for every bundled file of the kinds named in
// TESSERA_PEER_TABLE (a comma-separated list; nothing without it), what
// Tessera does counting to two with the kind's recommended search, in the
// columns of run_gecode.sh: file, status, solutions (1 proven unique, 2
// not unique, 1+ one found before the limit), solve_s (the search, the
// model built), nodes, failures; then build_s. The limit per puzzle is
// TESSERA_PEER_LIMIT (default 60s), as run_gecode.sh's -t; with
// TESSERA_PEER_REPEAT=N a puzzle whose first search takes under a second
// is built and solved N times and solve_s is the median, as -r N:
//
//	TESSERA_PEER_TABLE=nonogram,hitori,starbattle go test ./bench_test/peers -run Table -v
func TestTesseraTable(t *testing.T) {
	kinds := os.Getenv("TESSERA_PEER_TABLE")
	if kinds == "" {
		t.Skip("set TESSERA_PEER_TABLE=KIND,... to print Tessera's side of the peer comparison")
	}
	limit := 60 * time.Second
	if v := os.Getenv("TESSERA_PEER_LIMIT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil {
			t.Fatal(err)
		}
		limit = d
	}
	repeat := 1
	if v := os.Getenv("TESSERA_PEER_REPEAT"); v != "" {
		if _, err := fmt.Sscan(v, &repeat); err != nil || repeat < 1 {
			t.Fatalf("TESSERA_PEER_REPEAT=%q: want a count of at least 1", v)
		}
	}
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString("file\tstatus\tsolutions\tsolve_s\tnodes\tfailures\tbuild_s\n")
	for _, f := range files {
		if !strings.Contains(","+kinds+",", ","+f.Kind+",") {
			continue
		}
		ps, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0]
		start := time.Now()
		if _, err := p.Build(); err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		build := time.Since(start)
		res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2, Tune: func(o *search.Options) { o.MaxTime = limit }})
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		solve := res.Stats.Elapsed
		if repeat > 1 && solve < time.Second {
			times := []time.Duration{solve}
			for range repeat - 1 {
				again, err := puzzles.Solve(p, puzzles.Options{Solutions: 2, Tune: func(o *search.Options) { o.MaxTime = limit }})
				if err != nil {
					t.Fatalf("%s: %v", f.Name, err)
				}
				times = append(times, again.Stats.Elapsed)
			}
			slices.Sort(times)
			solve = times[(len(times)-1)/2]
		}
		status, sols := "SAT", fmt.Sprint(res.Solutions)
		switch {
		case res.Solutions == 0 && res.Reason == search.Exhausted:
			status = "UNSAT"
		case res.Solutions == 0:
			status = "UNKNOWN"
		case res.Solutions == 1 && res.Reason != search.Exhausted:
			sols = "1+"
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\t%.6f\t%d\t%d\t%.6f\n", f.Name, status, sols,
			solve.Seconds(), res.Stats.Nodes, res.Stats.Failures, build.Seconds())
	}
	t.Log("\n" + b.String())
}
