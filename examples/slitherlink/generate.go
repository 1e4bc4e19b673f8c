package slitherlink

import (
	"fmt"
	"math/rand/v2"
)

// DefaultSide is the size a generator request without one gets.
const DefaultSide = 7

// GenSize completes a generator request: 0 is DefaultSide, a square when
// one side is given; sides of 2..MaxSide.
func GenSize(rows, cols int) (int, int, error) {
	switch {
	case rows == 0 && cols == 0:
		rows, cols = DefaultSide, DefaultSide
	case rows == 0:
		rows = cols
	case cols == 0:
		cols = rows
	}
	if rows < 2 || cols < 2 || rows > MaxSide || cols > MaxSide {
		return 0, 0, fmt.Errorf("a slitherlink of %dx%d: expected 2..%d rows and columns", rows, cols, MaxSide)
	}
	return rows, cols, nil
}

// Planted draws a random loop on a rows×cols grid from seed and returns
// the puzzle with every clue of that loop, and the loop as its Known
// solution: craft then removes clues while the puzzle stays unique and
// within the grade asked (Kind's Generator: Clues, Keep). The loop is the
// border of a random region of cells grown one cell at a time, each kept
// only if the region stays connected and without holes and no two of its
// cells touch by a corner alone — the border of such a region is one
// loop.
func Planted(seed uint64, rows, cols int) (*Puzzle, error) {
	rows, cols, err := GenSize(rows, cols)
	if err != nil {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, 0x51177e71))
	in := make([][]bool, rows)
	for r := range in {
		in[r] = make([]bool, cols)
	}
	in[rng.IntN(rows)][rng.IntN(cols)] = true
	size, target := 1, rows*cols*(45+rng.IntN(20))/100
	for tries := 0; size < target && tries < 40*rows*cols; tries++ {
		r, c := rng.IntN(rows), rng.IntN(cols)
		if in[r][c] || !touches(in, r, c) {
			continue
		}
		in[r][c] = true
		if !simple(in) {
			in[r][c] = false
			continue
		}
		size++
	}
	s := border(in)
	p := &Puzzle{Name: fmt.Sprintf("slitherlink-%dx%d-seed%d", rows, cols, seed), Rows: rows, Cols: cols, Clues: make([][]int, rows)}
	for r := range rows {
		p.Clues[r] = make([]int, cols)
		for c := range cols {
			p.Clues[r][c] = count(s.H[r][c], s.H[r+1][c], s.V[r][c], s.V[r][c+1])
		}
	}
	p.Known = s
	if err := Verify(p, s); err != nil {
		return nil, fmt.Errorf("slitherlink: the planted loop of seed %d: %w", seed, err)
	}
	return p, nil
}

func inside(in [][]bool, r, c int) bool {
	return r >= 0 && c >= 0 && r < len(in) && c < len(in[0]) && in[r][c]
}

func touches(in [][]bool, r, c int) bool {
	return inside(in, r-1, c) || inside(in, r+1, c) || inside(in, r, c-1) || inside(in, r, c+1)
}

// simple tells whether the region is connected, its outside (with the
// grid's surroundings) connected, and no dot has two region cells
// touching only by their corners.
func simple(in [][]bool) bool {
	rows, cols := len(in), len(in[0])
	for r := 0; r+1 < rows; r++ {
		for c := 0; c+1 < cols; c++ {
			a, b, x, y := in[r][c], in[r][c+1], in[r+1][c], in[r+1][c+1]
			if a == y && b == x && a != b {
				return false
			}
		}
	}
	return components(in, true, false) == 1 && components(in, false, true) == 1
}

// components counts the connected parts of the cells whose inside is
// want; border, when set, joins every border cell to the surroundings.
func components(in [][]bool, want, border bool) int {
	rows, cols := len(in), len(in[0])
	seen := make([]bool, rows*cols)
	n := 0
	var stack []int
	outsideSeen := false
	for k := range seen {
		r, c := k/cols, k%cols
		if seen[k] || in[r][c] != want {
			continue
		}
		onBorder := r == 0 || c == 0 || r == rows-1 || c == cols-1
		if border && onBorder && outsideSeen {
			continue // joined to the surroundings' part already counted
		}
		n++
		stack = append(stack[:0], k)
		seen[k] = true
		for len(stack) > 0 {
			k := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			r, c := k/cols, k%cols
			if border && (r == 0 || c == 0 || r == rows-1 || c == cols-1) && !outsideSeen {
				outsideSeen = true
				for j := range seen { // every border cell of the outside
					jr, jc := j/cols, j%cols
					if !seen[j] && in[jr][jc] == want && (jr == 0 || jc == 0 || jr == rows-1 || jc == cols-1) {
						seen[j] = true
						stack = append(stack, j)
					}
				}
			}
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				nr, nc := r+d[0], c+d[1]
				if nr >= 0 && nc >= 0 && nr < rows && nc < cols && !seen[nr*cols+nc] && in[nr][nc] == want {
					seen[nr*cols+nc] = true
					stack = append(stack, nr*cols+nc)
				}
			}
		}
	}
	if border && !outsideSeen {
		n++ // the surroundings, touching no outside cell
	}
	return n
}

// border is the loop around the region: the edges between a cell inside
// and one outside (or the grid's surroundings).
func border(in [][]bool) *Solution {
	rows, cols := len(in), len(in[0])
	s := NewSolution(rows, cols)
	for r := 0; r <= rows; r++ {
		for c := range cols {
			s.H[r][c] = inside(in, r-1, c) != inside(in, r, c)
		}
	}
	for r := range rows {
		for c := 0; c <= cols; c++ {
			s.V[r][c] = inside(in, r, c-1) != inside(in, r, c)
		}
	}
	return s
}

// Clues counts p's clues.
func Clues(p *Puzzle) int {
	n := 0
	for _, row := range p.Clues {
		for _, v := range row {
			if v != NoClue {
				n++
			}
		}
	}
	return n
}

// Keep returns a copy of p with only its clues i (in reading order,
// counting clues only) for which keep[i] holds; the known solution stays.
func Keep(p *Puzzle, keep []bool) *Puzzle {
	q := *p
	q.Clues = make([][]int, p.Rows)
	i := 0
	for r, row := range p.Clues {
		q.Clues[r] = make([]int, p.Cols)
		for c, v := range row {
			q.Clues[r][c] = NoClue
			if v != NoClue {
				if i < len(keep) && keep[i] {
					q.Clues[r][c] = v
				}
				i++
			}
		}
	}
	q.gridLines, q.Known = nil, nil
	return &q
}
