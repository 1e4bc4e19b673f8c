package propagators

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// circuitBenchGraph returns n successor variables over a sparse random graph
// (the hidden cycle's edge plus three random edges per node, and the
// self-loop when self is set) and the hidden Hamiltonian cycle as the
// sequence of nodes along it.
func circuitBenchGraph(s *cp.Store, n int, self bool) ([]cp.VarID, []int) {
	r := rand.New(rand.NewPCG(50, 0xc1c))
	order := r.Perm(n)
	next := make([]int, n)
	for k, u := range order {
		next[u] = order[(k+1)%n]
	}
	xs := make([]cp.VarID, n)
	for i := range xs {
		vals := []int{next[i]}
		for len(vals) < 4 {
			if v := r.IntN(n); v != i {
				vals = append(vals, v)
			}
		}
		if self {
			vals = append(vals, i)
		}
		xs[i] = s.NewVarValues(vals)
	}
	return xs, order
}

func benchmarkCircuit(b *testing.B, post func(*cp.Store, []cp.VarID) error, self bool) {
	const n = 50
	s := cp.NewStore()
	xs, order := circuitBenchGraph(s, n, self)
	if err := post(s, xs); err != nil {
		b.Fatal(err)
	}
	if !s.Propagate() {
		b.Fatal("the benchmark graph fails at the root")
	}
	b.ReportAllocs()
	start := 0
	for b.Loop() {
		l := s.Push()
		// Fix four successors along the hidden cycle, spread around it.
		for k := 0; k < 4; k++ {
			u := order[(start+k*13)%n]
			s.Assign(xs[u], order[(start+k*13+1)%n])
		}
		if !s.Propagate() {
			b.Fatal("fixing edges of the hidden cycle failed")
		}
		s.PopTo(l - 1)
		start = (start + 1) % n
	}
}

func BenchmarkCircuit50(b *testing.B) { benchmarkCircuit(b, Circuit, false) }

func BenchmarkSubcircuit50(b *testing.B) { benchmarkCircuit(b, Subcircuit, true) }
