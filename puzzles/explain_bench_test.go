package puzzles_test

import (
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// explainCases are the puzzles BenchmarkExplain solves with the fact trail
// off and on.
var explainCases = []string{
	"sudoku/top95",
	"kenken/svenoly_p9_39290_hard",
	"takuzu/binarypuzzle_hard_14x14_001",
	"tetravex/cpcdoy_tetravex_6_6",
	"rogo/hakank_intro1",
}

// BenchmarkExplain (here rather than in bench_test, whose benchmarks are
// its families) measures what recording the fact trail costs
// (cp.Store.SetExplain): each case builds the puzzle's model, turns the
// trail on after posting (explain=true) or leaves it off, and searches
// with the kind's options for the first solution (ROGO: the proven
// optimum), each one checked by the puzzle's Verify. No reason is asked
// for: this is the price of being able to. facts/op counts the facts
// appended (those undone on backtracking included).
func BenchmarkExplain(b *testing.B) {
	for _, name := range explainCases {
		ps, err := puzzles.OpenBundled(name)
		if err != nil {
			b.Fatal(err)
		}
		for _, on := range []bool{false, true} {
			b.Run(name+"/explain="+map[bool]string{false: "off", true: "on"}[on], func(b *testing.B) {
				var nodes, facts, runs int64
				b.ReportAllocs()
				for b.Loop() {
					for _, p := range ps {
						n, f := solveExplained(b, p, on)
						nodes += n
						facts += f
					}
					runs++
				}
				b.ReportMetric(float64(nodes)/float64(runs), "nodes/op")
				b.ReportMetric(float64(facts)/float64(runs), "facts/op")
			})
		}
	}
}

// solveExplained builds p, sets the trail, solves and verifies; it returns
// the nodes and the facts recorded.
func solveExplained(b *testing.B, p puzzles.Puzzle, on bool) (nodes, facts int64) {
	m, err := p.Build()
	if err != nil {
		b.Fatal(err)
	}
	m.Store.SetExplain(on)
	so := m.Search
	if so.Vars == nil && so.Phases == nil {
		so.Vars = m.Vars
	}
	so.MaxSolutions = 1
	switch {
	case m.Objective == model.NoObjective:
	case m.Maximize:
		so.Objective, so.MaxSolutions = search.Maximize(m.Objective), 0
	default:
		so.Objective, so.MaxSolutions = search.Minimize(m.Objective), 0
	}
	so.MaxTime = 10 * time.Second
	var verr error
	found := false
	r, err := search.Solve(m.Store, so, func(st *cp.Store) bool {
		found = true
		if err := p.Verify(m.Decode(st)); err != nil {
			verr = err
			return false
		}
		return true
	})
	if err != nil || verr != nil {
		b.Fatal(p.Name(), err, verr)
	}
	if !found {
		b.Fatalf("%s: no solution (%v)", p.Name(), r.Reason)
	}
	return r.Stats.Nodes, m.Store.FactsRecorded()
}
