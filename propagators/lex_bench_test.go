package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Two rows of 12 cells 0..3 with x ≤lex y, fixed column by column.
func BenchmarkLexLessEq(b *testing.B) {
	s := cp.NewStore()
	xs, ys := make([]cp.VarID, 12), make([]cp.VarID, 12)
	for i := range xs {
		xs[i], ys[i] = s.NewVar(0, 3), s.NewVar(0, 3)
	}
	if err := LexLessEq(s, xs, ys); err != nil {
		b.Fatal(err)
	}
	s.Propagate()
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
		for i := range xs {
			if !s.Assign(xs[i], s.Max(xs[i])/2) || !s.Propagate() {
				break
			}
			if !s.Assign(ys[i], s.Max(ys[i])) || !s.Propagate() {
				break
			}
		}
		s.PopTo(0)
	}
}

// A 10×10 0/1 grid with AllDistinctRows, filled row by row.
func BenchmarkAllDistinctRows(b *testing.B) {
	s := cp.NewStore()
	grid := make([][]cp.VarID, 10)
	for r := range grid {
		grid[r] = make([]cp.VarID, 10)
		for c := range grid[r] {
			grid[r][c] = s.NewVar(0, 1)
		}
	}
	if err := AllDistinctRows(s, grid); err != nil {
		b.Fatal(err)
	}
	s.Propagate()
	b.ReportAllocs()
	for b.Loop() {
		s.Push()
	fill:
		for r := range grid {
			for c := range grid[r] {
				v := (r >> (c % 4)) & 1
				if !s.Contains(grid[r][c], v) {
					v = 1 - v
				}
				if !s.Assign(grid[r][c], v) || !s.Propagate() {
					break fill
				}
			}
		}
		s.PopTo(0)
	}
}
