package rogo

import (
	"testing"

	"github.com/tessera-cp/tessera/search"
)

// BenchmarkSolve builds and solves every bundled instance to proven
// optimality (the Build is part of each iteration: a search changes the
// store). Sub-benchmarks are named after the files.
func BenchmarkSolve(b *testing.B) {
	names, ps, _ := bundledPuzzles(b)
	for i, p := range ps {
		b.Run(names[i], func(b *testing.B) {
			b.ReportAllocs()
			var res search.Result
			for b.Loop() {
				m, err := Build(p)
				if err != nil {
					b.Fatal(err)
				}
				res, err = search.Solve(m.Store, SearchOptions(m), nil)
				if err != nil || !res.Complete() {
					b.Fatalf("%v, %v", err, res.Reason)
				}
			}
			b.ReportMetric(float64(res.Nodes), "nodes/op")
			b.ReportMetric(float64(res.Failures), "fails/op")
		})
	}
}
