package kakuro

import (
	"io/fs"
	"path"
	"testing"

	"github.com/tessera-cp/tessera/search"
)

// BenchmarkSolve builds and solves (to the first solution, with the
// recommended search) each bundled puzzle.
func BenchmarkSolve(b *testing.B) {
	names, err := fs.Glob(Bundled, "testdata/*.txt")
	if err != nil {
		b.Fatal(err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			b.Fatal(err)
		}
		p, err := Parse(name, data)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(path.Base(name), func(b *testing.B) {
			b.ReportAllocs()
			var nodes, fails int64
			for b.Loop() {
				m, err := Build(p)
				if err != nil {
					b.Fatal(err)
				}
				o := SearchOptions(m)
				o.MaxSolutions = 1
				res, err := search.Solve(m.Store, o, nil)
				if err != nil || res.Solutions != 1 {
					b.Fatalf("%s: %d solutions, %v", p.Name, res.Solutions, err)
				}
				nodes, fails = res.Nodes, res.Failures
			}
			b.ReportMetric(float64(nodes), "nodes/op")
			b.ReportMetric(float64(fails), "fails/op")
		})
	}
}
