package takuzu

import (
	"fmt"
	"math/bits"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the Takuzu generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x74616b757a750000 // "takuzu"

// Share of given cells in a Takuzu puzzle, in percent: drawn uniformly in
// takuzuGivensMin..takuzuGivensMax for each puzzle.
const (
	takuzuGivensMin = 30
	takuzuGivensMax = 45
)

// Effort bound of the Takuzu filler: attempts, and search nodes of the
// first attempt (per cell of the grid, plus a baseline); each further
// attempt may take half as many nodes again as the one before, up to
// takuzuMaxGrowth times the first. A filling that succeeds mostly takes a
// few nodes per cell, one that gets stuck wastes its budget, so short
// attempts and restarts pay.
const (
	takuzuAttempts      = 40
	takuzuNodesPerCell  = 3
	takuzuNodesBaseline = 1000
	takuzuMaxGrowth     = 20
)

// Generate returns a random n×n Takuzu puzzle (under the unique rule when
// unique is set): a random full grid that keeps every rule, drawn by a
// randomised backtracking filler with restarts, of which a random 30–45% of
// the cells are given. The full grid is a solution; it need not be the only
// one. n must be even and within 2..MaxN; the filler is quick up to
// n = 16 (well under a millisecond) and keeps working, slower, beyond
// (a few tenths of a second at n = 64).
func Generate(seed uint64, n int, unique bool) (*Puzzle, error) {
	p, _, err := Planted(seed, n, unique)
	return p, err
}

// Planted is Generate that also returns the planted solution.
func Planted(seed uint64, n int, unique bool) (*Puzzle, *Solution, error) {
	if n < 2 || n > MaxN || n%2 != 0 {
		return nil, nil, draw.Argf("takuzu: size %d, expected an even size 2..%d", n, MaxN)
	}
	g := draw.New(seed, stream)
	full := fillTakuzu(g, n, unique)
	if full == nil {
		return nil, nil, draw.Effortf("takuzu: no %dx%d grid found in %d attempts", n, n, takuzuAttempts)
	}
	name := fmt.Sprintf("generated:takuzu-n%d-s%d", n, seed)
	if unique {
		name = fmt.Sprintf("generated:takuzu-n%d-unique-s%d", n, seed)
	}
	p := &Puzzle{Name: name, N: n, Unique: unique, Grid: make([][]int8, n)}
	sol := &Solution{Grid: full}
	givens := g.Sample(n*n, (n*n*g.Between(takuzuGivensMin, takuzuGivensMax)+50)/100)
	for r := range n {
		p.Grid[r] = make([]int8, n)
		for c := range n {
			p.Grid[r][c] = -1
			if givens[r*n+c] {
				p.Grid[r][c] = full[r][c]
			}
		}
	}
	if err := p.Validate(); err != nil {
		return nil, nil, fmt.Errorf("generate: takuzu: internal error: %w", err)
	}
	return p, sol, nil
}

// takuzuFiller fills an n×n grid cell by cell, each cell trying its two
// values in random order, in staircase order: row 0, then the rest of
// column 0, the rest of row 1, the rest of column 1, and so on. Every line
// is thus filled from its first cell on, and the columns are settled
// along with the rows instead of all at the bottom. A line's prefix is
// kept only when the rest of the line can still be completed (balanced, no
// three equal in a row), which a table over (zeros left, ones left, last
// value, run length) answers; under the unique rule a finished row must
// differ from the finished rows, and a finished column from the finished
// columns. The search gives up after its node budget; the caller restarts
// it with a larger one.
type takuzuFiller struct {
	n      int
	unique bool
	g      *draw.RNG
	grid   [][]int8
	rowBit []uint64 // bit c of rowBit[r] is grid[r][c] == 1
	colBit []uint64 // bit r of colBit[c] is grid[r][c] == 1
	order  [][2]int // the cells in filling order
	nodes  int
	budget int
	// feasible[((zeros*(h+1)+ones)*3+last)*3+run]: a line whose last
	// value is last (2: none yet) repeated run times can be completed with
	// zeros more 0s and ones more 1s.
	feasible []bool
}

func fillTakuzu(g *draw.RNG, n int, unique bool) [][]int8 {
	f := &takuzuFiller{n: n, unique: unique, g: g}
	f.feasible = completionTable(n / 2)
	f.order = staircase(n)
	first := takuzuNodesBaseline + takuzuNodesPerCell*n*n
	budget := first
	for range takuzuAttempts {
		f.grid = make([][]int8, n)
		for r := range n {
			f.grid[r] = make([]int8, n)
			for c := range n {
				f.grid[r][c] = -1
			}
		}
		f.rowBit = make([]uint64, n)
		f.colBit = make([]uint64, n)
		f.nodes, f.budget = 0, budget
		if f.fill(0) {
			return f.grid
		}
		budget = min(budget+budget/2, takuzuMaxGrowth*first)
	}
	return nil
}

// completionTable returns the table of takuzuFiller.feasible for lines of
// h zeros and h ones.
func completionTable(h int) []bool {
	idx := func(z, o, last, run int) int { return ((z*(h+1)+o)*3+last)*3 + run }
	t := make([]bool, (h+1)*(h+1)*9)
	for total := 0; total <= 2*h; total++ {
		for z := max(0, total-h); z <= min(h, total); z++ {
			o := total - z
			for last := range 3 {
				for run := range 3 {
					ok := total == 0
					if z > 0 && !(last == 0 && run == 2) {
						nr := 1
						if last == 0 {
							nr = run + 1
						}
						ok = ok || t[idx(z-1, o, 0, nr)]
					}
					if o > 0 && !(last == 1 && run == 2) {
						nr := 1
						if last == 1 {
							nr = run + 1
						}
						ok = ok || t[idx(z, o-1, 1, nr)]
					}
					t[idx(z, o, last, run)] = ok
				}
			}
		}
	}
	return t
}

// lineOK reports whether a line can still be completed whose first k
// cells are set, ones of them to 1, and whose cells k-1, k-2, k-3 (those
// that exist) are read by v.
func (f *takuzuFiller) lineOK(k, ones int, v func(i int) int8) bool {
	h := f.n / 2
	zeros := k - ones
	if zeros > h || ones > h {
		return false
	}
	last := v(k - 1)
	run := 1
	if k >= 2 && v(k-2) == last {
		run = 2
		if k >= 3 && v(k-3) == last {
			return false
		}
	}
	return f.feasible[(((h-zeros)*(h+1)+(h-ones))*3+int(last))*3+run]
}

// fill fills the cells from i on; false when stuck or out of budget.
func (f *takuzuFiller) fill(i int) bool {
	n := f.n
	if i == n*n {
		return true
	}
	f.nodes++
	if f.nodes > f.budget {
		return false
	}
	r, c := f.order[i][0], f.order[i][1]
	first := int8(f.g.Intn(2))
	for _, v := range [2]int8{first, 1 - first} {
		f.grid[r][c] = v
		if v == 1 {
			f.rowBit[r] |= 1 << c
			f.colBit[c] |= 1 << r
		}
		if f.ok(r, c) && f.fill(i+1) {
			return true
		}
		f.rowBit[r] &^= 1 << c
		f.colBit[c] &^= 1 << r
		if f.nodes > f.budget {
			break
		}
	}
	f.grid[r][c] = -1
	return false
}

// ok checks the row and column of the cell (r, c) just set.
func (f *takuzuFiller) ok(r, c int) bool {
	if !f.lineOK(c+1, bits.OnesCount64(f.rowBit[r]), func(i int) int8 { return f.grid[r][i] }) ||
		!f.lineOK(r+1, bits.OnesCount64(f.colBit[c]), func(i int) int8 { return f.grid[i][c] }) {
		return false
	}
	if !f.unique {
		return true
	}
	last := f.n - 1
	if c == last {
		for k := range f.n {
			if k != r && f.grid[k][last] >= 0 && f.rowBit[k] == f.rowBit[r] {
				return false
			}
		}
	}
	if r == last {
		for k := range f.n {
			if k != c && f.grid[last][k] >= 0 && f.colBit[k] == f.colBit[c] {
				return false
			}
		}
	}
	return true
}

// staircase lists the cells of an n×n grid in staircase order.
func staircase(n int) [][2]int {
	out := make([][2]int, 0, n*n)
	for k := range n {
		for c := k; c < n; c++ {
			out = append(out, [2]int{k, c})
		}
		for r := k + 1; r < n; r++ {
			out = append(out, [2]int{r, k})
		}
	}
	return out
}
