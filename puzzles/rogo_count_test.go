package puzzles

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// rogoOptima enumerates every loop of p.Steps cells on p's grid by brute
// force, without the engine: from each open cell s, the walks through open
// cells after s in reading order that come back next to s after Steps
// cells. Each loop is found once per direction. It returns the best score
// and the number of distinct loops scoring it.
func rogoOptima(p *rogo.Puzzle) (best int, count int64) {
	best = -1
	used := make([]bool, p.Rows*p.Cols)
	var s, steps int
	var walk func(c, length, score int)
	walk = func(c, length, score int) {
		r0, c0 := c/p.Cols, c%p.Cols
		if length == p.Steps {
			sr, sc := s/p.Cols, s%p.Cols
			if (r0-sr)*(r0-sr)+(c0-sc)*(c0-sc) == 1 {
				switch {
				case score > best:
					best, count = score, 1
				case score == best:
					count++
				}
			}
			return
		}
		steps++
		for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			r, col := r0+d[0], c0+d[1]
			n := r*p.Cols + col
			if r < 0 || r >= p.Rows || col < 0 || col >= p.Cols || n <= s || used[n] || p.Blocked[r][col] {
				continue
			}
			// The walk must still be able to come back to s.
			sr, sc := s/p.Cols, s%p.Cols
			if max(r-sr, sr-r)+max(col-sc, sc-col) > p.Steps-length {
				continue
			}
			used[n] = true
			walk(n, length+1, score+p.Points[r][col])
			used[n] = false
		}
	}
	for s = range p.Rows * p.Cols {
		if p.Blocked[s/p.Cols][s%p.Cols] {
			continue
		}
		used[s] = true
		walk(s, 1, p.Points[s/p.Cols][s%p.Cols])
		used[s] = false
	}
	if best < 0 {
		return best, 0
	}
	return best, count / 2 // both directions of each loop
}

// TestRogoOptimalCounts: the optimum and the number of optimal loops that
// Solve reports (what 'tessera solve --all' prints: hakank_mike_trick has
// 2) agree with a brute-force enumeration, for every bundled ROGO of at
// most 12 steps (16 without -short).
func TestRogoOptimalCounts(t *testing.T) {
	files, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	maxSteps := 16
	if testing.Short() {
		maxSteps = 12
	}
	checked := 0
	for _, f := range files {
		if f.Kind != "rogo" {
			continue
		}
		ps, err := OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		rp := ps[0].(interface{ Unwrap() any }).Unwrap().(*rogo.Puzzle)
		if rp.Steps > maxSteps {
			continue
		}
		best, count := rogoOptima(rp)
		res, err := Solve(ps[0], Options{Solutions: All})
		if err != nil {
			t.Fatal(err)
		}
		if res.Status != Optimal || res.Objective != best || res.Solutions != count {
			t.Errorf("%s: Solve says %v, objective %d, %d optimal loops; enumeration: best %d, %d loops", f.Name, res.Status, res.Objective, res.Solutions, best, count)
		}
		if strings.HasSuffix(f.Name, "hakank_mike_trick") && count != 2 {
			t.Errorf("hakank_mike_trick: %d optimal loops enumerated, the golden output says 2", count)
		}
		checked++
		t.Logf("%s: best %d, %d optimal loops", f.Name, best, count)
	}
	if checked < 5 {
		t.Fatalf("only %d puzzles checked", checked)
	}
}

// TestRogoOptimaSmall checks the enumerator itself on boards counted by
// hand. Loops of 4 cells are the 2x2 squares, loops of 6 the 2x3
// rectangles; a loop of 8 cells on a 3x3 board leaves out the centre or a
// corner (the board is bipartite with 5 cells of the centre's colour).
func TestRogoOptimaSmall(t *testing.T) {
	mk := func(rows, cols, steps int, blocked ...[2]int) *rogo.Puzzle {
		p := &rogo.Puzzle{Rows: rows, Cols: cols, Steps: steps}
		p.Points = make([][]int, rows)
		p.Blocked = make([][]bool, rows)
		for r := range rows {
			p.Points[r] = make([]int, cols)
			p.Blocked[r] = make([]bool, cols)
		}
		for _, b := range blocked {
			p.Blocked[b[0]][b[1]] = true
		}
		return p
	}
	for _, c := range []struct {
		p     *rogo.Puzzle
		count int64
	}{
		{mk(2, 2, 4), 1},
		{mk(2, 3, 4), 2},
		{mk(2, 3, 6), 1},
		{mk(3, 3, 4), 4},
		{mk(3, 3, 8, [2]int{1, 1}), 1},
		{mk(3, 3, 4, [2]int{1, 1}), 0},
		{mk(3, 3, 6), 4},
		{mk(3, 3, 8), 5},
		{mk(3, 3, 8, [2]int{0, 0}), 1},
		{mk(3, 3, 8, [2]int{0, 1}), 0},
	} {
		_, n := rogoOptima(c.p)
		if n != c.count {
			t.Errorf("%dx%d, %d steps, blocked %v: %d loops, want %d", c.p.Rows, c.p.Cols, c.p.Steps, c.p.Blocked, n, c.count)
		}
	}
}
