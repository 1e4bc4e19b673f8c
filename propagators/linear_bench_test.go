package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// linearBench posts Σ aᵢ·xᵢ rel c over 10 variables 0..9 and measures one
// descent: fix the variables one by one (propagating after each), then
// backtrack.
func linearBench(b *testing.B, coeffs []int, rel Rel, c int) {
	s := cp.NewStore()
	xs := make([]cp.VarID, len(coeffs))
	for i := range xs {
		xs[i] = s.NewVar(0, 9)
	}
	if err := Linear(s, coeffs, xs, rel, c); err != nil {
		b.Fatal(err)
	}
	if !s.Propagate() {
		b.Fatal("fails at the root")
	}
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		for i, x := range xs {
			if !s.Assign(x, s.Min(x)+i%2) || !s.Propagate() {
				break
			}
		}
		s.PopTo(0)
	}
}

func BenchmarkLinearEqUnit(b *testing.B) {
	linearBench(b, []int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1}, EQ, 45)
}

func BenchmarkLinearEqCoeffs(b *testing.B) {
	linearBench(b, []int{1, 2, 3, 4, 5, -1, -2, -3, -4, -5}, EQ, 7)
}

func BenchmarkLinearLe(b *testing.B) {
	linearBench(b, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, LE, 200)
}

func BenchmarkLinearNe(b *testing.B) {
	linearBench(b, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, NE, 200)
}
