package takuzu

import (
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/search"
)

// BenchmarkSolve builds and solves (first solution) each bundled instance.
func BenchmarkSolve(b *testing.B) {
	files := bundledFiles(b)
	for _, name := range slices.Sorted(maps.Keys(files)) {
		p, err := Parse(name, files[name])
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strings.TrimSuffix(strings.TrimPrefix(name, "testdata/"), ".txt"), func(b *testing.B) {
			b.ReportAllocs()
			var res search.Result
			for b.Loop() {
				m, err := Build(p)
				if err != nil {
					b.Fatal(err)
				}
				opt := SearchOptions(m)
				opt.MaxSolutions = 1
				res, err = search.Solve(m.Store, opt, nil)
				if err != nil {
					b.Fatal(err)
				}
				if res.Solutions != 1 {
					b.Fatalf("no solution: %v", res.Reason)
				}
			}
			b.ReportMetric(float64(res.Nodes), "nodes/op")
			b.ReportMetric(float64(res.Failures), "fails/op")
		})
	}
}
