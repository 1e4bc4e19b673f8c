package rogo

import (
	"path/filepath"
	"testing"
)

// best returns the best score of a loop of p.Steps cells and one such loop,
// by an exhaustive depth-first search (test helper). Each loop is counted
// from its first cell in reading order, so the search only enters cells
// after the start; a branch stops when the start is out of reach.
func best(p *Puzzle) (int, []Cell) {
	bestScore, bestLoop := -1, []Cell(nil)
	used := make([][]bool, p.Rows)
	for r := range used {
		used[r] = make([]bool, p.Cols)
	}
	path := make([]Cell, 0, p.Steps)
	var start Cell
	var walk func(c Cell, score int)
	walk = func(c Cell, score int) {
		path = append(path, c)
		used[c.Row][c.Col] = true
		defer func() {
			path = path[:len(path)-1]
			used[c.Row][c.Col] = false
		}()
		left := p.Steps - len(path)
		if left == 0 {
			if adjacent(c, start) && score > bestScore {
				bestScore, bestLoop = score, append([]Cell(nil), path...)
			}
			return
		}
		if abs(c.Row-start.Row)+abs(c.Col-start.Col) > left+1 {
			return
		}
		for _, d := range [4]Cell{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			n := Cell{c.Row + d.Row, c.Col + d.Col}
			if n.Row < 0 || n.Row >= p.Rows || n.Col < 0 || n.Col >= p.Cols ||
				used[n.Row][n.Col] || p.Blocked[n.Row][n.Col] || !before(start, n) {
				continue
			}
			walk(n, score+p.Points[n.Row][n.Col])
		}
	}
	for r := range p.Rows {
		for c := range p.Cols {
			if !p.Blocked[r][c] {
				start = Cell{r, c}
				walk(start, p.Points[r][c])
			}
		}
	}
	return bestScore, bestLoop
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestBundledBest confirms the stated best of every instance by exhaustive
// search (under a second; with -short only the loops of at most 12 cells).
func TestBundledBest(t *testing.T) {
	for _, file := range instances(t) {
		p := parseFile(t, file)
		if testing.Short() && p.Steps > 12 {
			continue
		}
		score, loop := best(p)
		if score != p.Best {
			t.Errorf("%s: exhaustive best %d, file says %d", filepath.Base(file), score, p.Best)
		}
		s := &Solution{Loop: loop, Score: score}
		if err := Verify(p, s); err != nil {
			t.Errorf("%s: Verify(best loop): %v", filepath.Base(file), err)
		}
	}
}
