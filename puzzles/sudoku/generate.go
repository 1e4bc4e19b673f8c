package sudoku

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the Sudoku generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x7375646f6b750000 // "sudoku"

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

// Generate returns a random n×n Sudoku puzzle, n one of 4, 9, 16 and 25. The
// full grid is the base pattern (b·(r mod b) + r div b + c) mod n, b = √n,
// under random permutations of the digits, of the rows within each band, of
// the bands, of the columns within each stack and of the stacks, and a
// transposition with probability ½; a random subset of its cells (50% for
// n = 4, 40% for 9, 45% for 16, 50% for 25) is given. The full grid is a
// solution; it need not be the only one.
func Generate(seed uint64, n int) (*Puzzle, error) {
	p, _, err := Planted(seed, n)
	return p, err
}

// Planted is Generate that also returns the planted solution.
func Planted(seed uint64, n int) (*Puzzle, *Solution, error) {
	b := 0
	switch n {
	case 4, 9, 16, 25:
		for b*b < n {
			b++
		}
	default:
		return nil, nil, draw.Argf("sudoku: size %d, expected 4, 9, 16 or 25", n)
	}
	g := draw.New(seed, stream)
	full := draw.SudokuGrid(g, n, b)
	p := &Puzzle{
		Name:     fmt.Sprintf("generated:sudoku-n%d-s%d", n, seed),
		N:        n,
		Grid:     make([][]int, n),
		Spelling: Chars,
	}
	givens := g.Sample(n*n, (n*n*sudokuGivens(n)+50)/100)
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
	return p, &Solution{Grid: full}, nil
}
