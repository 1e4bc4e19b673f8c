package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// countBench: twelve 0..5 cells, n in 3..4; fix cells one by one.
func countBench(b *testing.B, post func(s *cp.Store, xs []cp.VarID, n cp.VarID) error) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 12)
	for i := range xs {
		xs[i] = s.NewVar(0, 5)
	}
	n := s.NewVar(3, 4)
	if err := post(s, xs, n); err != nil {
		b.Fatal(err)
	}
	s.Propagate()
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		for i, x := range xs {
			if !s.Assign(x, s.Min(x)+i%4) || !s.Propagate() {
				break
			}
		}
		s.PopTo(0)
	}
}

func BenchmarkCount(b *testing.B) {
	countBench(b, func(s *cp.Store, xs []cp.VarID, n cp.VarID) error { return Count(s, xs, 1, n) })
}

func BenchmarkAmong(b *testing.B) {
	countBench(b, func(s *cp.Store, xs []cp.VarID, n cp.VarID) error { return Among(s, xs, []int{1, 3}, n) })
}
