package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// reifBench posts twenty reified constraints over ten variables 0..9, each
// b_k ⇔ the k-th constraint, with at least half of the b_k true, and
// measures one descent: fix the variables one by one (propagating after
// each), then backtrack.
func reifBench(b *testing.B, post func(s *cp.Store, xs []cp.VarID, k int, bk cp.VarID) error) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 10)
	for i := range xs {
		xs[i] = s.NewVar(0, 9)
	}
	bs := make([]cp.VarID, 20)
	ones := make([]int, len(bs))
	for k := range bs {
		bs[k], ones[k] = s.NewVar(0, 1), 1
		if err := post(s, xs, k, bs[k]); err != nil {
			b.Fatal(err)
		}
	}
	if err := Linear(s, ones, bs, GE, len(bs)/2); err != nil {
		b.Fatal(err)
	}
	if !s.Propagate() {
		b.Fatal("fails at the root")
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		for i, x := range xs {
			if !s.Assign(x, s.Min(x)+(i*7)%3) || !s.Propagate() {
				break
			}
		}
		s.PopTo(0)
	}
}

// reifBenchTerms gives the k-th constraint's terms: five variables with
// coefficients 1..3 and alternating signs.
func reifBenchTerms(xs []cp.VarID, k int) ([]int, []cp.VarID) {
	a, x := make([]int, 5), make([]cp.VarID, 5)
	for j := range x {
		x[j] = xs[(k+3*j)%len(xs)]
		a[j] = 1 + (k+j)%3
		if j%2 == 1 {
			a[j] = -a[j]
		}
	}
	return a, x
}

func BenchmarkReifLinearLe(b *testing.B) {
	reifBench(b, func(s *cp.Store, xs []cp.VarID, k int, bk cp.VarID) error {
		a, x := reifBenchTerms(xs, k)
		return ReifLinear(s, a, x, LE, k-5, bk, Equiv)
	})
}

func BenchmarkReifLinearEq(b *testing.B) {
	reifBench(b, func(s *cp.Store, xs []cp.VarID, k int, bk cp.VarID) error {
		a, x := reifBenchTerms(xs, k)
		return ReifLinear(s, a, x, EQ, k-5, bk, Equiv)
	})
}

func BenchmarkReifLinearBinary(b *testing.B) {
	reifBench(b, func(s *cp.Store, xs []cp.VarID, k int, bk cp.VarID) error {
		rel := []Rel{LE, EQ, NE}[k%3]
		return ReifLinear(s, []int{1, -1}, []cp.VarID{xs[k%10], xs[(k*3+1)%10]}, rel, k%5-2, bk, Equiv)
	})
}

func BenchmarkReifIn(b *testing.B) {
	reifBench(b, func(s *cp.Store, xs []cp.VarID, k int, bk cp.VarID) error {
		return ReifIn(s, xs[k%10], []int{k % 10, (k + 3) % 10, (k * 7) % 10}, bk, Equiv)
	})
}
