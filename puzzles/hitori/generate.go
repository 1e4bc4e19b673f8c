package hitori

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the Hitori generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x6869746f72690000 // "hitori"

// GenSize completes and checks a generator size: 0 for both is 6×6
// (Tatham's Singles' default); Hitori is square, 3..12.
func GenSize(rows, cols int) (int, int, error) {
	r, c, err := draw.GridSize("hitori", rows, cols, 6, 3, 12, "")
	if err != nil || r != c {
		return 0, 0, fmt.Errorf("hitori size %dx%d, expected a square 3..12", rows, cols)
	}
	return r, c, nil
}

// Planted draws a random n×n Hitori from seed (n = rows = cols, see
// GenSize) the way Tatham's Singles does: a random Latin square, then
// every cell, in a random order, shaded where no shaded cell touches it
// and the kept cells stay connected, then each shaded cell's number
// replaced by the number of a kept cell of its row or column (so that it
// has to be shaded), preferably one that the kept cells of its row and of
// its column each hold once (Singles' best_black_col). The shading is a
// solution, maybe not the only one: craft keeps a draw only when the
// ladder proves it unique. Shading as much as it can and choosing the
// numbers so makes most draws unique: 182 of 200 at 6×6, where shading a
// cell only two times in three and any number of the line made 53.
func Planted(seed uint64, rows, cols int) (*Puzzle, error) {
	n, _, err := GenSize(rows, cols)
	if err != nil {
		return nil, err
	}
	g := draw.New(seed, stream)
	sq := draw.LatinSquare(g, n)
	shaded := make([]bool, n*n)
	var fill connectScratch
	for _, i := range g.Perm(n * n) {
		if touchesShaded(shaded, n, i) {
			continue
		}
		shaded[i] = true
		if !fill.staysConnected(shaded, n, i) {
			shaded[i] = false
		}
	}
	p := &Puzzle{Name: fmt.Sprintf("generated:hitori-%dx%d-s%d", n, n, seed), Rows: n, Cols: n, Grid: make([][]int, n)}
	for r := range n {
		p.Grid[r] = make([]int, n)
		for c := range n {
			p.Grid[r][c] = sq[r][c] + 1
		}
	}
	// inRow[r*n+v-1] and inCol[c*n+v-1] count the kept cells of row r and
	// column c with the number v.
	inRow, inCol := make([]int, n*n), make([]int, n*n)
	for i, sh := range shaded {
		if !sh {
			inRow[i/n*n+sq[i/n][i%n]]++
			inCol[i%n*n+sq[i/n][i%n]]++
		}
	}
	order := make([]int, 0, n)
	for _, i := range g.Perm(n * n) {
		if !shaded[i] {
			continue
		}
		r, c := i/n, i%n
		order = order[:0]
		for k := range n {
			order = append(order, k)
		}
		draw.Shuffle(g, order) // as g.Perm(n) draws it
		v := -1
		for _, k := range order {
			if inRow[r*n+k] == 1 && inCol[c*n+k] == 1 {
				v = k
				break
			}
		}
		if v < 0 {
			for _, k := range order {
				if inRow[r*n+k] > 0 || inCol[c*n+k] > 0 {
					v = k
					break
				}
			}
		}
		inRow[r*n+v]++
		inCol[c*n+v]++
		p.Grid[r][c] = v + 1
	}
	if err := p.Validate(); err != nil {
		return nil, fmt.Errorf("generate: hitori: internal error: %w", err)
	}
	return p, nil
}

func touchesShaded(shaded []bool, n, i int) bool {
	r, c := i/n, i%n
	return (r > 0 && shaded[i-n]) || (r+1 < n && shaded[i+n]) || (c > 0 && shaded[i-1]) || (c+1 < n && shaded[i+1])
}

// connectScratch holds staysConnected's fill between calls, so that the
// n² calls of a draw allocate once.
type connectScratch struct {
	seen  []bool
	stack []int
}

// staysConnected reports whether the cells not shaded form one
// orthogonally connected region, given that they did before cell i was
// shaded and that i's neighbours are not shaded: they do when i's
// neighbours still reach each other (every kept cell reached i through
// one of them), which a fill from one of them tells, often long before
// it has seen the whole grid.
func (f *connectScratch) staysConnected(shaded []bool, n, i int) bool {
	var nb [4]int
	k := neighbours(n, i, &nb)
	if k <= 1 {
		return true
	}
	if cap(f.seen) < n*n {
		f.seen = make([]bool, n*n)
	}
	seen := f.seen[:n*n]
	clear(seen)
	stack := append(f.stack[:0], nb[0])
	seen[nb[0]] = true
	left := k - 1 // neighbours not reached yet
	for len(stack) > 0 && left > 0 {
		at := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		var next [4]int
		for _, j := range next[:neighbours(n, at, &next)] {
			if shaded[j] || seen[j] {
				continue
			}
			seen[j] = true
			stack = append(stack, j)
			for _, t := range nb[1:k] {
				if j == t {
					left--
				}
			}
		}
	}
	f.stack = stack
	return left == 0
}

// neighbours writes into nb the orthogonal neighbours of cell i of an n×n
// grid (up, down, left, right, those inside it) and returns how many.
func neighbours(n, i int, nb *[4]int) int {
	r, c, k := i/n, i%n, 0
	if r > 0 {
		nb[k], k = i-n, k+1
	}
	if r+1 < n {
		nb[k], k = i+n, k+1
	}
	if c > 0 {
		nb[k], k = i-1, k+1
	}
	if c+1 < n {
		nb[k], k = i+1, k+1
	}
	return k
}
