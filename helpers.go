package tessera

import (
	"iter"
	"slices"
)

// Helpers for the index arithmetic that models repeat, so that a common
// loop is one line.

// Pairs yields every pair i < j of 0..n-1, i ascending then j: the pairs
// of a Golomb ruler's marks or of N queens.
func Pairs(n int) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for i := range n {
			for j := i + 1; j < n; j++ {
				if !yield(i, j) {
					return
				}
			}
		}
	}
}

// Iota returns 0, step, 2·step, … (n values): the offsets of the queens'
// diagonals, Iota(n, 1) and Iota(n, -1).
func Iota(n, step int) []int {
	out := make([]int, max(n, 0))
	for i := range out {
		out[i] = i * step
	}
	return out
}

// Moves on a board, as (row, column) steps.
var (
	// OrthogonalMoves: up, right, down, left (Numbrix, paths on a grid).
	OrthogonalMoves = [][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}}
	// KingMoves: the eight neighbours (Hidato, ABC Path).
	KingMoves = [][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
	// KnightMoves: the eight knight's jumps.
	KnightMoves = [][2]int{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2}, {1, -2}, {1, 2}, {2, -1}, {2, 1}}
)

// Graph numbers the open cells of a rows×cols board in reading order
// (open nil: every cell) and returns them, cells[k] = {row, column} of node
// k, with next[k] = the nodes one move from node k, ascending: the
// successor domains of a tour or a path over the board (IntVarsValues).
func Graph(rows, cols int, open func(r, c int) bool, moves [][2]int) (cells [][2]int, next [][]int) {
	node := make([]int, max(rows*cols, 0))
	for r := range rows {
		for c := range cols {
			node[r*cols+c] = -1
			if open == nil || open(r, c) {
				node[r*cols+c] = len(cells)
				cells = append(cells, [2]int{r, c})
			}
		}
	}
	next = make([][]int, len(cells))
	for k, rc := range cells {
		for _, d := range moves {
			r, c := rc[0]+d[0], rc[1]+d[1]
			if r >= 0 && r < rows && c >= 0 && c < cols && node[r*cols+c] >= 0 {
				next[k] = append(next[k], node[r*cols+c])
			}
		}
		slices.Sort(next[k])
	}
	return cells, next
}

// Group gathers values by key: out[k] holds, in reading order, the
// values[i][j] with keys[i][j] = k (a negative key is no group), for k
// from 0 to the largest key. Killer Sudoku's cages, Star Battle's
// regions, a job shop's tasks by machine. Rows of keys longer than the
// values' are cut.
func Group[T any](keys [][]int, values [][]T) [][]T {
	var out [][]T
	for i, row := range keys {
		for j, k := range row {
			if k < 0 || i >= len(values) || j >= len(values[i]) {
				continue
			}
			for len(out) <= k {
				out = append(out, nil)
			}
			out[k] = append(out[k], values[i][j])
		}
	}
	return out
}

// IntVarsValues returns one variable per domain, named name[i], variable i
// over domains[i] (see IntVarValues).
func (m *Model) IntVarsValues(domains [][]int, name string) []IntVar {
	xs := make([]IntVar, len(domains))
	m.reserve(len(domains))
	for i, d := range domains {
		xs[i] = m.intVarValues(d, name, i)
	}
	return xs
}

// Decimal is the number whose decimal digits are the variables, most
// significant first: Decimal(S, E, N, D) = 1000·S + 100·E + 10·N + D.
func Decimal(digits ...IntVar) LinExpr {
	e := Expr(0)
	for _, d := range digits {
		e = e.Times(10).Plus(d)
	}
	return e
}
