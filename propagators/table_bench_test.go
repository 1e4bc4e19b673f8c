package propagators

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// BenchmarkTable10000x4: Compact-Table over 10,000 random tuples of arity 4
// (domains 0..19, fixed seed); each iteration opens a choice point, removes
// a few values, propagates and backtracks.
func BenchmarkTable10000x4(b *testing.B) {
	r := rand.New(rand.NewPCG(42, 4))
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 19), s.NewVar(0, 19), s.NewVar(0, 19), s.NewVar(0, 19)}
	if err := Table(s, xs, tableRandTuples(r, 10000, 4, 0, 19)); err != nil {
		b.Fatal(err)
	}
	if !s.Propagate() {
		b.Fatal("fails at the root")
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		l := s.Push()
		s.Remove(xs[0], i%20)
		s.Remove(xs[1], (i*7+3)%20)
		s.SetMax(xs[2], 12+i%8)
		s.Remove(xs[3], (i*3)%20)
		s.Remove(xs[3], (i*3+1)%20)
		s.Propagate()
		s.PopTo(l - 1)
		i++
	}
}

// BenchmarkTable10000x4Deep: the same table along a branch of four nested
// choice points, each fixing a variable.
func BenchmarkTable10000x4Deep(b *testing.B) {
	r := rand.New(rand.NewPCG(42, 4))
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 19), s.NewVar(0, 19), s.NewVar(0, 19), s.NewVar(0, 19)}
	if err := Table(s, xs, tableRandTuples(r, 10000, 4, 0, 19)); err != nil {
		b.Fatal(err)
	}
	if !s.Propagate() {
		b.Fatal("fails at the root")
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		for k, x := range xs {
			s.Push()
			v := s.Min(x)
			for j := (i + k) % s.Size(x); j > 0; j-- {
				v, _ = s.Next(x, v)
			}
			if !s.Assign(x, v) || !s.Propagate() {
				break
			}
		}
		s.PopTo(0)
		i++
	}
}
