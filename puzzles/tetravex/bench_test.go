package tetravex

import (
	"path"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/search"
)

// BenchmarkSolve builds and solves (first solution) each bundled instance.
func BenchmarkSolve(b *testing.B) {
	names, data := bundled(b)
	for _, name := range names {
		p, err := Parse(name, data[name])
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strings.TrimSuffix(path.Base(name), ".txt"), func(b *testing.B) {
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
