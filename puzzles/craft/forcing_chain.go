package craft

import (
	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// sudokuForcingChain reports whether a forcing chain from a bivalue cell
// (Tatham's Solo at Extreme) makes a deduction in the current position:
// assume the cell X, with candidates a and b, takes b; each cell seen by
// a chain cell that holds its value and has two candidates then takes the
// other one, and so on; a cell that sees X and a chain cell forced to a
// cannot be a (X is a, or the chain puts a beside it). A lookahead step
// taken where no such chain exists is one where Tatham's solver guesses
// (Unreasonable): the walk counts those steps (Difficulty.Beyond).
func sudokuForcingChain(m *Model) bool {
	sp, ok := unwrap[sudoku.Puzzle](m.Puzzle)
	if !ok || len(m.Vars) != sp.N*sp.N {
		return true // not a grid this check reads: no step is counted
	}
	return forcingChain(m, sp.N, sp.BoxSize())
}

// latinForcingChain is sudokuForcingChain on a Latin square (KenKen,
// Skyscrapers, Futoshiki: Tatham's Keen, Towers and Unequal use the same
// chains at Extreme, with fish, and guess beyond them: latinExtreme): the
// cells are the model's decision variables, n×n in reading order, and a
// cell sees its row and column.
func latinForcingChain(m *Model) bool {
	n := 0
	for n*n < len(m.Vars) {
		n++
	}
	if n*n != len(m.Vars) {
		return true
	}
	return forcingChain(m, n, 0)
}

// forcingChain looks for a forcing chain on an n×n grid in reading order
// whose cells see their row, their column and, when b > 0, their b×b box.
func forcingChain(m *Model, n, b int) bool {
	s := m.Store
	peers := make([][]int, n*n)
	for i := range peers {
		for j := range n * n {
			if sees(n, b, i, j) {
				peers[i] = append(peers[i], j)
			}
		}
	}
	bivalue := func(i int) (int, int, bool) {
		x := m.Vars[i]
		if s.Size(x) != 2 {
			return 0, 0, false
		}
		return s.Min(x), s.Max(x), true
	}
	type link struct{ cell, val int }
	visited := make([]bool, n*n)
	var queue []link
	for start := range n * n {
		lo, hi, ok := bivalue(start)
		if !ok {
			continue
		}
		for _, out := range [2][2]int{{lo, hi}, {hi, lo}} {
			a, takes := out[0], out[1]
			clear(visited)
			visited[start] = true
			queue = append(queue[:0], link{start, takes})
			for len(queue) > 0 {
				l := queue[0]
				queue = queue[1:]
				for _, p := range peers[l.cell] {
					x := m.Vars[p]
					if s.Fixed(x) || !s.Contains(x, l.val) {
						continue
					}
					if l.val == a && l.cell != start && sees(n, b, start, p) {
						return true
					}
					if visited[p] {
						continue
					}
					if u, v, ok := bivalue(p); ok {
						visited[p] = true
						other := u
						if other == l.val {
							other = v
						}
						queue = append(queue, link{p, other})
					}
				}
			}
		}
	}
	return false
}

// sees is whether cells i and j of an n×n grid share a row, a column or,
// when b > 0, a b×b box.
func sees(n, b, i, j int) bool {
	ri, ci, rj, cj := i/n, i%n, j/n, j%n
	return i != j && (ri == rj || ci == cj || (b > 0 && ri/b == rj/b && ci/b == cj/b))
}

// chainless is whether the kind names a chain technique the walk can
// check (chainCheck) and the position has no such chain.
func (m *Model) chainless() bool {
	return m.kind != nil && m.kind.chainCheck != nil && !m.kind.chainCheck(m)
}
