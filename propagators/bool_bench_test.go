package propagators

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// benchDFS counts the solutions below the current state by depth-first
// search (first unfixed variable, 0 before 1); it returns the solutions and
// the nodes.
func benchDFS(s *cp.Store, xs []cp.VarID) (sols, nodes int) {
	if !s.Propagate() {
		return 0, 1
	}
	for _, x := range xs {
		if s.Fixed(x) {
			continue
		}
		nodes = 1
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			l := s.Push()
			if s.Assign(x, v) {
				k, m := benchDFS(s, xs)
				sols, nodes = sols+k, nodes+m
			} else {
				nodes++
			}
			s.PopTo(l - 1)
		}
		return sols, nodes
	}
	return 1, 1
}

// random3SAT posts m random 3-clauses (distinct variables) over n booleans,
// with BoolClause or, for comparison, as the sum of the literals ≥ 1.
func random3SAT(b *testing.B, n, m int, seed uint64, asLinear bool) (*cp.Store, []cp.VarID) {
	r := rand.New(rand.NewPCG(seed, 1))
	s := cp.NewStore()
	xs := make([]cp.VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	for range m {
		var pos, neg []cp.VarID
		vs := r.Perm(n)[:3]
		for _, v := range vs {
			if r.IntN(2) == 0 {
				pos = append(pos, xs[v])
			} else {
				neg = append(neg, xs[v])
			}
		}
		var err error
		if asLinear { // Σ pos + Σ (1 - neg) ≥ 1
			coeffs := make([]int, 0, 3)
			for range pos {
				coeffs = append(coeffs, 1)
			}
			for range neg {
				coeffs = append(coeffs, -1)
			}
			err = Linear(s, coeffs, append(pos, neg...), GE, 1-len(neg))
		} else {
			err = BoolClause(s, pos, neg)
		}
		if err != nil {
			b.Fatal(err)
		}
	}
	return s, xs
}

// Counting the models of a random 3-SAT instance (50 variables, 213
// clauses) by plain depth-first search: the watched-literal clauses against
// the same clauses posted as linear sums.
func BenchmarkBoolClause(b *testing.B) {
	for _, bc := range []struct {
		name     string
		asLinear bool
	}{{"watched", false}, {"linear", true}} {
		b.Run(bc.name, func(b *testing.B) {
			s, xs := random3SAT(b, 50, 213, 3, bc.asLinear)
			var sols, nodes int
			b.ReportAllocs()
			for b.Loop() {
				l := s.Push()
				sols, nodes = benchDFS(s, xs)
				s.PopTo(l - 1)
			}
			b.ReportMetric(float64(nodes), "nodes/op")
			b.ReportMetric(float64(sols), "solutions")
		})
	}
}
