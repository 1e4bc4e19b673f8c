package nonogram

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the nonogram generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x6e6f6e6f6772616d // "nonogram"

// GenSize completes and checks a generator size: 0 for both is 10×10
// (Tatham's Pattern's default); one of them 0 takes the other; each
// 3..30.
func GenSize(rows, cols int) (int, int, error) {
	return draw.GridSize("nonogram", rows, cols, 10, 3, 30, "")
}

// Planted draws a random picture of rows×cols from seed and returns the
// nonogram of its runs. As Tatham's Pattern does, the picture is noise
// smoothed once: each cell takes the colour most of its 3×3 neighbourhood
// has (itself included), which makes runs longer and pictures more
// solvable by line reasoning than raw noise. The picture is a solution,
// maybe not the only one: craft keeps a draw only when the ladder proves
// it unique.
func Planted(seed uint64, rows, cols int) (*Puzzle, error) {
	rows, cols, err := GenSize(rows, cols)
	if err != nil {
		return nil, err
	}
	g := draw.New(seed, stream)
	noise := make([][]bool, rows)
	for r := range noise {
		noise[r] = make([]bool, cols)
		for c := range noise[r] {
			noise[r][c] = g.Chance(1, 2)
		}
	}
	pic := make([][]bool, rows)
	for r := range pic {
		pic[r] = make([]bool, cols)
		for c := range pic[r] {
			on, all := 0, 0
			for dr := -1; dr <= 1; dr++ {
				for dc := -1; dc <= 1; dc++ {
					if rr, cc := r+dr, c+dc; rr >= 0 && rr < rows && cc >= 0 && cc < cols {
						all++
						if noise[rr][cc] {
							on++
						}
					}
				}
			}
			// A tie keeps the cell's own colour.
			pic[r][c] = 2*on > all || (2*on == all && noise[r][c])
		}
	}
	p := &Puzzle{Name: fmt.Sprintf("generated:nonogram-%dx%d-s%d", rows, cols, seed), Rows: rows, Cols: cols,
		RowClues: make([][]int, rows), ColClues: make([][]int, cols)}
	for r := range rows {
		p.RowClues[r] = Runs(pic[r])
	}
	col := make([]bool, rows)
	for c := range cols {
		for r := range rows {
			col[r] = pic[r][c]
		}
		p.ColClues[c] = Runs(col)
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("generate: nonogram: internal error: %w", err)
	}
	return p, nil
}
