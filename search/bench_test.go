package search_test

import (
	"testing"

	"github.com/tessera-cp/tessera/search"
)

func benchQueens(b *testing.B, n int, opt search.Options, want int64) {
	s, q := queens(b, n)
	opt.Vars = q
	e, err := search.New(s, opt)
	if err != nil {
		b.Fatal(err)
	}
	count := func() search.Result {
		r := e.Run(nil)
		if r.Solutions != want {
			b.Fatalf("%d solutions, want %d", r.Solutions, want)
		}
		return r
	}
	r := count() // the model's root propagation happens once, outside the loop
	b.ReportAllocs()
	for b.Loop() {
		r = count()
	}
	b.ReportMetric(float64(r.Nodes), "nodes/op")
	b.ReportMetric(float64(r.Failures), "fails/op")
}

func BenchmarkQueens8All(b *testing.B) {
	benchQueens(b, 8, search.Options{VarSelect: search.FirstFail}, 92)
}

func BenchmarkQueens12All(b *testing.B) {
	benchQueens(b, 12, search.Options{VarSelect: search.FirstFail}, 14200)
}

func BenchmarkQueens30First(b *testing.B) {
	benchQueens(b, 30, search.Options{VarSelect: search.FirstFail, MaxSolutions: 1}, 1)
}
