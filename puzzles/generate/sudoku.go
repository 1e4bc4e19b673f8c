package generate

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// sudokuGivens is the share of given cells, in percent, by side: small
// grids need a larger share to pin a solution down, large grids a larger
// share to keep a search tractable.
func sudokuGivens(n int) int {
	switch n {
	case 4:
		return 50
	case 9:
		return 40
	case 16:
		return 45
	}
	return 50
}

// Sudoku returns a random n×n Sudoku puzzle, n one of 4, 9, 16 and 25. The
// full grid is the base pattern (b·(r mod b) + r div b + c) mod n, b = √n,
// under random permutations of the digits, of the rows within each band, of
// the bands, of the columns within each stack and of the stacks, and a
// transposition with probability ½; a random subset of its cells (50% for
// n = 4, 40% for 9, 45% for 16, 50% for 25) is given. The full grid is a
// solution; it need not be the only one.
func Sudoku(seed uint64, n int) (*sudoku.Puzzle, error) {
	p, _, err := plantSudoku(seed, n)
	return p, err
}

// plantSudoku is Sudoku that also returns the planted solution.
func plantSudoku(seed uint64, n int) (*sudoku.Puzzle, *sudoku.Solution, error) {
	b := 0
	switch n {
	case 4, 9, 16, 25:
		for b*b < n {
			b++
		}
	default:
		return nil, nil, argf("sudoku: size %d, expected 4, 9, 16 or 25", n)
	}
	g := newRNG(seed, streamSudoku)
	full := sudokuGrid(g, n, b)
	p := &sudoku.Puzzle{
		Name:     fmt.Sprintf("generated:sudoku-n%d-s%d", n, seed),
		N:        n,
		Grid:     make([][]int, n),
		Spelling: sudoku.Chars,
	}
	givens := g.sample(n*n, (n*n*sudokuGivens(n)+50)/100)
	for r := range n {
		p.Grid[r] = make([]int, n)
		for c := range n {
			if givens[r*n+c] {
				p.Grid[r][c] = full[r][c]
			}
		}
	}
	if err := p.Validate(); err != nil {
		return nil, nil, fmt.Errorf("generate: sudoku: internal error: %w", err)
	}
	return p, &sudoku.Solution{Grid: full}, nil
}

// sudokuGrid draws a full n×n Sudoku grid (values 1..n, boxes b×b): the
// base pattern (b·(r mod b) + r div b + c) mod n under random permutations
// of the digits, of the rows within each band, of the bands, of the
// columns within each stack and of the stacks, and a transposition with
// probability ½.
func sudokuGrid(g *rng, n, b int) [][]int {
	digits := g.perm(n)
	// rows[i] is the base row shown as row i: a band permutation times a
	// permutation within each band; the same for columns.
	lines := func() []int {
		out := make([]int, 0, n)
		for _, band := range g.perm(b) {
			for _, k := range g.perm(b) {
				out = append(out, band*b+k)
			}
		}
		return out
	}
	rows, cols := lines(), lines()
	transpose := g.chance(1, 2)
	full := make([][]int, n)
	for r := range n {
		full[r] = make([]int, n)
		for c := range n {
			br, bc := rows[r], cols[c]
			if transpose {
				br, bc = cols[c], rows[r]
			}
			full[r][c] = digits[(b*(br%b)+br/b+bc)%n] + 1
		}
	}
	return full
}
