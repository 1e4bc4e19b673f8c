package propagators

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// alldiffBenchOp is one write of a benchmark step: fix x to v, or remove v.
type alldiffBenchOp struct {
	x      cp.VarID
	v      int
	assign bool
}

// alldiffBenchScripts draws count steps of a search-like walk on a Latin
// row instance: each step fixes one variable to its value in the hidden
// solution and removes three other values outside it, so every step
// propagates without failing.
func alldiffBenchScripts(s *cp.Store, xs []cp.VarID, sol []int, count int) [][]alldiffBenchOp {
	r := rand.New(rand.NewPCG(7, uint64(len(xs))))
	scripts := make([][]alldiffBenchOp, count)
	for k := range scripts {
		i := r.IntN(len(xs))
		ops := []alldiffBenchOp{{xs[i], sol[i], true}}
		for len(ops) < 4 {
			j := r.IntN(len(xs))
			v := s.Min(xs[j]) + r.IntN(s.Max(xs[j])-s.Min(xs[j])+1)
			if v != sol[j] && s.Contains(xs[j], v) {
				ops = append(ops, alldiffBenchOp{xs[j], v, false})
			}
		}
		scripts[k] = ops
	}
	return scripts
}

func benchmarkAllDifferent(b *testing.B, n int, level Level) {
	s, xs, sol := alldiffRowInstance(n, 1, level)
	if !s.Propagate() {
		b.Fatal("the instance fails at the root")
	}
	scripts := alldiffBenchScripts(s, xs, sol, 64)
	step := func(ops []alldiffBenchOp) {
		s.Push()
		for _, op := range ops {
			if op.assign {
				s.Assign(op.x, op.v)
			} else {
				s.Remove(op.x, op.v)
			}
		}
		if !s.Propagate() {
			b.Fatal("a step failed")
		}
		s.PopTo(0)
	}
	for _, ops := range scripts { // warm up: grow the trail
		step(ops)
	}
	k := 0
	b.ReportAllocs()
	for b.Loop() {
		step(scripts[k])
		k = (k + 1) % len(scripts)
	}
}

// BenchmarkAllDifferentDomain is one search step (choice point, one
// assignment and three removals, propagation to the fixpoint, backtrack) on
// a Latin-square row of n variables with partially pruned domains.
func BenchmarkAllDifferentDomain(b *testing.B) {
	for _, n := range []int{9, 16, 25, 64} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) { benchmarkAllDifferent(b, n, Domain) })
	}
}

// BenchmarkAllDifferentBounds is the same step at bounds(Z) consistency.
func BenchmarkAllDifferentBounds(b *testing.B) {
	b.Run("n=64", func(b *testing.B) { benchmarkAllDifferent(b, 64, Bounds) })
}

// BenchmarkAllDifferentValue is the same step by forward checking.
func BenchmarkAllDifferentValue(b *testing.B) {
	b.Run("n=64", func(b *testing.B) { benchmarkAllDifferent(b, 64, Value) })
}
