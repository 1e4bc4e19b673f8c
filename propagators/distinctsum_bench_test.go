package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// distinctsumBenchWalk posts a walk of n cells on a side×side grid from a
// fixed middle cell with AllDifferent, Regular and the sum constraint
// (DistinctSumRegular, or DistinctSum when plain), and returns the store,
// the walk and the total.
func distinctsumBenchWalk(b *testing.B, side, n int, plain bool) (*cp.Store, []cp.VarID, cp.VarID) {
	s := cp.NewStore()
	cells := side * side
	xs := make([]cp.VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(0, cells-1)
	}
	weights := make([]int, cells)
	for v := range weights {
		if v*7%4 == 0 {
			weights[v] = 1 + v*13%5
		}
	}
	total := s.NewVar(0, 1000)
	d := distinctsumGridDFA(side, side)
	s.Assign(xs[0], side/2*side+side/2)
	post := func() error { return DistinctSumRegular(s, xs, d, weights, total) }
	if plain {
		post = func() error { return DistinctSum(s, xs, weights, total) }
	}
	for _, err := range []error{AllDifferent(s, xs, Domain), Regular(s, xs, d), post()} {
		if err != nil {
			b.Fatal(err)
		}
	}
	if !s.Propagate() {
		b.Fatal("fails at the root")
	}
	return s, xs, total
}

// BenchmarkDistinctSumRegular measures one search step of a walk of 40
// cells on a 14×14 grid: fix the second cell, ask for a good total,
// propagate, undo.
func BenchmarkDistinctSumRegular(b *testing.B) {
	for _, plain := range []bool{false, true} {
		name := "regular"
		if plain {
			name = "plain"
		}
		b.Run(name, func(b *testing.B) {
			s, xs, total := distinctsumBenchWalk(b, 14, 40, plain)
			second := s.Min(xs[1])
			b.ReportAllocs()
			for b.Loop() {
				l := s.Push()
				s.Assign(xs[1], second)
				s.SetMin(total, 60)
				s.Propagate()
				s.PopTo(l - 1)
			}
		})
	}
}
