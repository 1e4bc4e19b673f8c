package kakuro

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/search"
)

// stream is the second PCG seed word of the Kakuro generator, so that one
// seed draws unrelated streams for different kinds.
const stream = 0x6b616b75726f0000 // "kakuro"

// GenSize completes and checks a generator size, the clue row and column
// included: 0 for both is 7×7; one of them 0 takes the other; each 4..14.
func GenSize(rows, cols int) (int, int, error) {
	return draw.GridSize("kakuro", rows, cols, 7, 4, 14, "the clue row and column included")
}

// repairs bounds the digits Planted changes to make a filling unique
// before it gives the puzzle back as it is (craft then judges it, and
// draws again when it is not unique).
const repairs = 40

// Planted draws a random Kakuro of rows×cols from seed, the clue row and
// column included: a pattern of black cells (about one interior cell in
// three at random, then every white cell left without an across or a down
// run of two or more blackened, and every white cell outside the largest
// connected group, and runs longer than 4 cut), then a random filling of digits distinct along every
// run, whose run sums are the clues. While the solver, counting to two,
// finds another solution, one cell where the two differ takes another
// digit that its runs do not hold (a local repair that changes two sums),
// up to 40 times; a puzzle still not unique is given back as it is (craft
// then draws again).
func Planted(seed uint64, rows, cols int) (*Puzzle, error) {
	rows, cols, err := GenSize(rows, cols)
	if err != nil {
		return nil, err
	}
	g := draw.New(seed, stream)
	var white [][]bool
	for try := 0; ; try++ {
		if try == 200 {
			return nil, draw.Effortf("kakuro: no pattern for %dx%d within the effort bound", rows, cols)
		}
		white = pattern(g, rows, cols)
		n := 0
		for _, row := range white {
			for _, w := range row {
				if w {
					n++
				}
			}
		}
		if 3*n >= (rows-1)*(cols-1) {
			break
		}
	}
	name := fmt.Sprintf("generated:kakuro-%dx%d-s%d", rows, cols, seed)
	grid := fill(g, white)
	if grid == nil {
		return nil, draw.Effortf("kakuro: no filling of the %dx%d pattern within the effort bound", rows, cols)
	}
	p := clued(name, white, grid)
	for range repairs {
		other, err := another(p, grid)
		if err != nil {
			return nil, err
		}
		if other == nil {
			break
		}
		var diff [][2]int
		for r := range rows {
			for c := range cols {
				if white[r][c] && other.Grid[r][c] != grid[r][c] {
					diff = append(diff, [2]int{r, c})
				}
			}
		}
		// The first cell of the differing ones, in a random order, that
		// can take another digit.
		var x [2]int
		var free []int
		for _, k := range g.Perm(len(diff)) {
			x = diff[k]
			free = free[:0]
			for v := 1; v <= 9; v++ {
				if v != grid[x[0]][x[1]] && v != other.Grid[x[0]][x[1]] && !inRuns(white, grid, x[0], x[1], v) {
					free = append(free, v)
				}
			}
			if len(free) > 0 {
				break
			}
		}
		if len(free) == 0 {
			break
		}
		grid[x[0]][x[1]] = free[g.Intn(len(free))]
		p = clued(name, white, grid)
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("generate: kakuro: internal error: %w", err)
	}
	return p, nil
}

// genRun is the longest run Planted draws: short runs have few digit
// sets per sum, which leaves fewer solutions.
const genRun = 4

// pattern draws the white cells: row 0 and column 0 are black.
func pattern(g *draw.RNG, rows, cols int) [][]bool {
	w := make([][]bool, rows)
	for r := range w {
		w[r] = make([]bool, cols)
		for c := range w[r] {
			w[r][c] = r > 0 && c > 0 && !g.Chance(1, 5)
		}
	}
	runLen := func(r, c, dr, dc int) int {
		k := 1
		for rr, cc := r-dr, c-dc; rr >= 0 && cc >= 0 && w[rr][cc]; rr, cc = rr-dr, cc-dc {
			k++
		}
		for rr, cc := r+dr, c+dc; rr < rows && cc < cols && w[rr][cc]; rr, cc = rr+dr, cc+dc {
			k++
		}
		return k
	}
	for changed := true; changed; {
		changed = false
		for r := range rows {
			for c := range cols {
				if !w[r][c] {
					continue
				}
				a, d := runLen(r, c, 0, 1), runLen(r, c, 1, 0)
				// A lone cell, or a run too long for distinct digits (cut
				// at a random cell of it).
				if a < 2 || d < 2 || (a > genRun && g.Chance(1, 3)) || (d > genRun && g.Chance(1, 3)) {
					w[r][c] = false
					changed = true
				}
			}
		}
	}
	// Keep the largest group of white cells joined by their sides.
	comp := make([][]int, rows)
	for r := range comp {
		comp[r] = make([]int, cols)
	}
	best, bestSize, k := 0, 0, 0
	for r := range rows {
		for c := range cols {
			if !w[r][c] || comp[r][c] != 0 {
				continue
			}
			k++
			size := 0
			stack := [][2]int{{r, c}}
			comp[r][c] = k
			for len(stack) > 0 {
				x := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				size++
				for _, m := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
					rr, cc := x[0]+m[0], x[1]+m[1]
					if rr >= 0 && rr < rows && cc >= 0 && cc < cols && w[rr][cc] && comp[rr][cc] == 0 {
						comp[rr][cc] = k
						stack = append(stack, [2]int{rr, cc})
					}
				}
			}
			if size > bestSize {
				best, bestSize = k, size
			}
		}
	}
	for r := range rows {
		for c := range cols {
			w[r][c] = w[r][c] && comp[r][c] == best
		}
	}
	return w
}

// fill fills the white cells with digits distinct along every run, by a
// depth-first search in reading order trying the digits in a random
// order; nil when the search runs out of its bound.
func fill(g *draw.RNG, white [][]bool) [][]int {
	rows, cols := len(white), len(white[0])
	grid := make([][]int, rows)
	for r := range grid {
		grid[r] = make([]int, cols)
	}
	var cells [][2]int
	for r := range rows {
		for c := range cols {
			if white[r][c] {
				cells = append(cells, [2]int{r, c})
			}
		}
	}
	clash := func(r, c, v int) bool {
		for _, m := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			for rr, cc := r+m[0], c+m[1]; rr >= 0 && rr < rows && cc >= 0 && cc < cols && white[rr][cc]; rr, cc = rr+m[0], cc+m[1] {
				if grid[rr][cc] == v {
					return true
				}
			}
		}
		return false
	}
	budget := 200 * len(cells)
	var place func(k int) bool
	place = func(k int) bool {
		if k == len(cells) {
			return true
		}
		if budget--; budget < 0 {
			return false
		}
		r, c := cells[k][0], cells[k][1]
		for _, d := range extremesFirst(g) {
			if clash(r, c, d+1) {
				continue
			}
			grid[r][c] = d + 1
			if place(k + 1) {
				return true
			}
			grid[r][c] = 0
		}
		return false
	}
	if !place(0) {
		return nil
	}
	return grid
}

// another is a solution of p other than grid, or nil when p is unique.
func another(p *Puzzle, grid [][]int) (*Solution, error) {
	m, err := Build(p)
	if err != nil {
		return nil, fmt.Errorf("generate: kakuro: internal error: %w", err)
	}
	o := SearchOptions(m)
	o.MaxSolutions = 2
	var out *Solution
	_, err = search.Solve(m.Store, o, func(s *cp.Store) bool {
		sol := m.Decode(s)
		for r := range grid {
			for c := range grid[r] {
				if sol.Grid[r][c] != grid[r][c] {
					out = sol
					return false
				}
			}
		}
		return true
	})
	if err != nil {
		return nil, fmt.Errorf("generate: kakuro: internal error: %w", err)
	}
	return out, nil
}

// inRuns reports whether v is in the across or down run of (r, c),
// (r, c) itself left out.
func inRuns(white [][]bool, grid [][]int, r, c, v int) bool {
	rows, cols := len(white), len(white[0])
	for _, m := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		for rr, cc := r+m[0], c+m[1]; rr >= 0 && rr < rows && cc >= 0 && cc < cols && white[rr][cc]; rr, cc = rr+m[0], cc+m[1] {
			if grid[rr][cc] == v {
				return true
			}
		}
	}
	return false
}

// digitWeights favour the digits far from 5: runs of small and large
// digits have sums few digit sets make, which leaves fewer solutions.
var digitWeights = [9]int{12, 8, 4, 2, 1, 2, 4, 8, 12}

// extremesFirst is a random order of the digits 0..8 (1..9 less one)
// drawn by digitWeights without replacement.
func extremesFirst(g *draw.RNG) []int {
	w := digitWeights
	out := make([]int, 0, 9)
	for range 9 {
		d := g.Weighted(w[:])
		out = append(out, d)
		w[d] = 0
	}
	return out
}

// clued is the puzzle whose clues are the run sums of grid.
func clued(name string, white [][]bool, grid [][]int) *Puzzle {
	rows, cols := len(white), len(white[0])
	p := &Puzzle{Name: name, Rows: rows, Cols: cols, White: white, Down: make([][]int, rows), Across: make([][]int, rows)}
	for r := range rows {
		p.Down[r], p.Across[r] = make([]int, cols), make([]int, cols)
	}
	for r := range rows {
		for c := range cols {
			if white[r][c] {
				continue
			}
			for cc := c + 1; cc < cols && white[r][cc]; cc++ {
				p.Across[r][c] += grid[r][cc]
			}
			for rr := r + 1; rr < rows && white[rr][c]; rr++ {
				p.Down[r][c] += grid[rr][c]
			}
		}
	}
	return p
}
