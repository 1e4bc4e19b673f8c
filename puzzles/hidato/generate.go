package hidato

import (
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the Hidato generator, so that one
// seed draws unrelated streams for different kinds.
const stream = 0x68696461746f0000 // "hidato"

// GenSize completes and checks a generator size: 0 for both is 6×6; one
// of them 0 takes the other; each 3..12.
func GenSize(rows, cols int) (int, int, error) {
	return draw.GridSize("hidato", rows, cols, 6, 3, 12, "")
}

// Planted draws a random Hidato of rows×cols from seed, without holes:
// a random path of king's moves through every cell (a depth-first walk
// that tries first the neighbours with the fewest free neighbours,
// Warnsdorff's rule, ties broken at random), numbered 1..N, every number
// given. craft removes the givens (Clues, Keep: 1 and N always stay) while
// the ladder still solves the puzzle within the band asked.
func Planted(seed uint64, rows, cols int) (*Puzzle, error) {
	rows, cols, err := GenSize(rows, cols)
	if err != nil {
		return nil, err
	}
	g := draw.New(seed, stream)
	n := rows * cols
	p := &Puzzle{Name: fmt.Sprintf("generated:hidato-%dx%d-s%d", rows, cols, seed), Rows: rows, Cols: cols}
	moves := p.Moves()
	order := make([]int, 0, n) // the path's cells
	used := make([]bool, n)
	free := func(i int) int {
		k := 0
		for _, m := range moves {
			if r, c := i/cols+m[0], i%cols+m[1]; r >= 0 && r < rows && c >= 0 && c < cols && !used[r*cols+c] {
				k++
			}
		}
		return k
	}
	// A bounded walk: Warnsdorff's rule almost never strands itself on a
	// king's graph; the bound keeps a rare dead end from costing much (the
	// walk then starts again elsewhere).
	budget := 0
	var walk func(i int) bool
	walk = func(i int) bool {
		used[i] = true
		order = append(order, i)
		if len(order) == n {
			return true
		}
		if budget--; budget <= 0 {
			return false
		}
		var next []int
		for _, m := range moves {
			if r, c := i/cols+m[0], i%cols+m[1]; r >= 0 && r < rows && c >= 0 && c < cols && !used[r*cols+c] {
				next = append(next, r*cols+c)
			}
		}
		draw.Shuffle(g, next)
		deg := make([]int, len(next))
		for k, j := range next {
			deg[k] = free(j)
		}
		idx := make([]int, len(next))
		for k := range idx {
			idx[k] = k
		}
		slices.SortStableFunc(idx, func(a, b int) int { return deg[a] - deg[b] })
		for _, k := range idx {
			if walk(next[k]) {
				return true
			}
			if budget <= 0 {
				return false
			}
		}
		used[i] = false
		order = order[:len(order)-1]
		return false
	}
	for try := 0; ; try++ {
		if try == 20 {
			return nil, draw.Effortf("hidato: no path through the %dx%d grid within the effort bound", rows, cols)
		}
		clear(used)
		order, budget = order[:0], 20*n
		if walk(g.Intn(n)) {
			break
		}
	}
	p.Grid = make([][]int, rows)
	for r := range rows {
		p.Grid[r] = make([]int, cols)
	}
	for k, i := range order {
		p.Grid[i/cols][i%cols] = k + 1
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("generate: hidato: internal error: %w", err)
	}
	return p, nil
}

// clueCells lists the cells whose givens craft may remove: every given
// but 1 and N, in reading order.
func clueCells(p *Puzzle) []Cell {
	n := p.NumCells()
	var out []Cell
	for r, row := range p.Grid {
		for c, v := range row {
			if v > 1 && v < n {
				out = append(out, Cell{r, c})
			}
		}
	}
	return out
}

// Clues counts p's removable givens (every given but 1 and N).
func Clues(p *Puzzle) int { return len(clueCells(p)) }

// Keep returns a copy of p with the removable given i kept only where
// keep[i] holds (the givens as Clues counts them); p is not changed.
func Keep(p *Puzzle, keep []bool) *Puzzle {
	q := *p
	q.Known = nil
	q.Grid = make([][]int, len(p.Grid))
	for r := range p.Grid {
		q.Grid[r] = slices.Clone(p.Grid[r])
	}
	for i, c := range clueCells(p) {
		if i < len(keep) && !keep[i] {
			q.Grid[c.Row][c.Col] = Empty
		}
	}
	return &q
}
