package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// benchmarkSched posts a resource constraint over 50 tasks with windows
// around a feasible schedule, then per iteration moves two tasks' bounds
// and propagates to the fixpoint.
func benchmarkSched(b *testing.B, post func(s *cp.Store, xs []cp.VarID, ds []int) error) {
	s := cp.NewStore()
	xs, ds := schedBenchTasks(s, 50)
	if err := post(s, xs, ds); err != nil {
		b.Fatal(err)
	}
	if !s.Propagate() {
		b.Fatal("the benchmark tasks fail at the root")
	}
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		l := s.Push()
		i, j := k%len(xs), (k*7+3)%len(xs)
		s.SetMin(xs[i], s.Min(xs[i])+1)
		s.SetMax(xs[j], s.Max(xs[j])-1)
		s.Propagate()
		s.PopTo(l - 1)
		k++
	}
}

func BenchmarkDisjunctive50(b *testing.B) { benchmarkSched(b, Disjunctive) }

func BenchmarkCumulative50(b *testing.B) {
	benchmarkSched(b, func(s *cp.Store, xs []cp.VarID, ds []int) error {
		hs := make([]int, len(ds))
		for i := range hs {
			hs[i] = 1 + i%3
		}
		return Cumulative(s, xs, ds, hs, 3)
	})
}
