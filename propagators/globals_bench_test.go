package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// benchDescent is one dive of a search: a choice point per variable, each
// fixing it to its value in a known solution and propagating, then the
// backtrack to the root. It fails the benchmark if a step fails.
func benchDescent(b *testing.B, s *cp.Store, xs []cp.VarID, sol []int) {
	b.Helper()
	if !s.Propagate() {
		b.Fatal("the instance fails at the root")
	}
	dive := func() {
		for i, x := range xs {
			s.Push()
			if !s.Assign(x, sol[i]) || !s.Propagate() {
				b.Fatalf("step %d failed", i)
			}
		}
		s.PopTo(0)
	}
	dive() // warm up: grow the trail
	b.ReportAllocs()
	for b.Loop() {
		dive()
	}
}

// GlobalCardinality over 20 variables in 1..5, each value 4 times (fixed
// counts) or 3..5 times (count variables), closed.
func BenchmarkGlobalCardinality(b *testing.B) {
	for _, fixed := range []bool{true, false} {
		name := "counts=vars"
		if fixed {
			name = "counts=const"
		}
		b.Run(name, func(b *testing.B) {
			s := cp.NewStore()
			xs, sol := make([]cp.VarID, 20), make([]int, 20)
			for i := range xs {
				xs[i], sol[i] = s.NewVar(1, 5), (i*3)%5+1
			}
			counts := make([]cp.VarID, 5)
			for k := range counts {
				counts[k] = s.NewVar(3, 5)
				if fixed {
					counts[k] = s.NewConst(4)
				}
			}
			if err := GlobalCardinality(s, xs, []int{1, 2, 3, 4, 5}, counts, true); err != nil {
				b.Fatal(err)
			}
			benchDescent(b, s, xs, sol)
		})
	}
}

// AllDifferentExcept over 16 variables in 0..12, four of them 0.
func BenchmarkAllDifferentExcept(b *testing.B) {
	for _, level := range []Level{Value, Domain} {
		b.Run(level.String(), func(b *testing.B) {
			s := cp.NewStore()
			xs, sol := make([]cp.VarID, 16), make([]int, 16)
			next := 0
			for i := range xs {
				xs[i] = s.NewVar(0, 12)
				if i%4 != 0 {
					sol[i] = (next*5)%12 + 1 // 12 distinct nonzero values
					next++
				}
			}
			if err := AllDifferentExcept(s, xs, 0, level); err != nil {
				b.Fatal(err)
			}
			benchDescent(b, s, xs, sol)
		})
	}
}

// Inverse of two permutations of 1..16.
func BenchmarkInverse(b *testing.B) {
	s := cp.NewStore()
	n := 16
	f, g, sol := make([]cp.VarID, n), make([]cp.VarID, n), make([]int, n)
	for i := range n {
		f[i], g[i], sol[i] = s.NewVar(1, n), s.NewVar(1, n), (i*5)%n+1
	}
	if err := Inverse(s, f, g, 1); err != nil {
		b.Fatal(err)
	}
	benchDescent(b, s, f, sol)
}

// Element2D over a 20×20 table: fix the value's bound, then row, then col.
func BenchmarkElement2D(b *testing.B) {
	s := cp.NewStore()
	matrix := make([][]int, 20)
	for i := range matrix {
		matrix[i] = make([]int, 20)
		for j := range matrix[i] {
			matrix[i][j] = (i*7 + j*11) % 50
		}
	}
	r, c, v := s.NewVar(0, 19), s.NewVar(0, 19), s.NewVar(0, 49)
	if err := Element2D(s, matrix, r, c, v); err != nil {
		b.Fatal(err)
	}
	benchDescent(b, s, []cp.VarID{r, c}, []int{5, 9})
}

// NValue: 16 variables in 1..8 taking 3 or 4 distinct values.
func BenchmarkNValue(b *testing.B) {
	s := cp.NewStore()
	xs, sol := make([]cp.VarID, 16), make([]int, 16)
	for i := range xs {
		xs[i], sol[i] = s.NewVar(1, 8), i%4+1
	}
	if err := NValue(s, xs, s.NewVar(3, 4)); err != nil {
		b.Fatal(err)
	}
	benchDescent(b, s, xs, sol)
}

// CountVar: 16 variables in 0..5, the counted value a variable too, 3..5
// occurrences.
func BenchmarkCountVar(b *testing.B) {
	s := cp.NewStore()
	xs, sol := make([]cp.VarID, 16), make([]int, 16)
	for i := range xs {
		xs[i], sol[i] = s.NewVar(0, 5), i%4
	}
	value := s.NewVar(0, 5)
	if err := CountVar(s, xs, value, s.NewVar(3, 5)); err != nil {
		b.Fatal(err)
	}
	benchDescent(b, s, append(xs, value), append(sol, 1))
}

// Increasing: 30 strictly increasing variables in 0..60, against the
// chain of 29 binary LessEq it replaces.
func BenchmarkIncreasing(b *testing.B) {
	for _, chain := range []bool{false, true} {
		name := "global"
		if chain {
			name = "lesseq-chain"
		}
		b.Run(name, func(b *testing.B) {
			s := cp.NewStore()
			xs, sol := make([]cp.VarID, 30), make([]int, 30)
			for i := range xs {
				xs[i], sol[i] = s.NewVar(0, 60), 2*i
			}
			if chain {
				for i := 1; i < len(xs); i++ {
					if err := LessEq(s, xs[i-1], xs[i], -1); err != nil {
						b.Fatal(err)
					}
				}
			} else if err := Increasing(s, xs, true); err != nil {
				b.Fatal(err)
			}
			benchDescent(b, s, xs, sol)
		})
	}
}

// AllDifferentSum: a 5-cell cage summing to 25 as a table, and decomposed.
func BenchmarkAllDifferentSum(b *testing.B) {
	for _, limit := range []int{arithCageMaxTuples, 0} {
		name := "table"
		if limit == 0 {
			name = "decomposed"
		}
		b.Run(name, func(b *testing.B) {
			s := cp.NewStore()
			xs := make([]cp.VarID, 5)
			for i := range xs {
				xs[i] = s.NewVar(1, 9)
			}
			if err := alldiffSumPost(s, xs, 25, limit); err != nil {
				b.Fatal(err)
			}
			benchDescent(b, s, xs, []int{9, 1, 3, 5, 7})
		})
	}
}
