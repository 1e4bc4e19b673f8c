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

// Moves returns, for each cell of a rows×cols board in reading order (cell
// r·cols+c), the cells one move away, ascending: the domains of successor
// variables for a tour or a path (see IntVarsValues). open, when not nil,
// says which cells exist; a closed cell gets no moves and is no move's
// target.
func Moves(rows, cols int, moves [][2]int, open func(r, c int) bool) [][]int {
	out := make([][]int, max(rows*cols, 0))
	isOpen := func(r, c int) bool {
		return r >= 0 && r < rows && c >= 0 && c < cols && (open == nil || open(r, c))
	}
	for r := range rows {
		for c := range cols {
			if !isOpen(r, c) {
				continue
			}
			var to []int
			for _, d := range moves {
				if isOpen(r+d[0], c+d[1]) {
					to = append(to, (r+d[0])*cols+c+d[1])
				}
			}
			slices.Sort(to)
			out[r*cols+c] = to
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
