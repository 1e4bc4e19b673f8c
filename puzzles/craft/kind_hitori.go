package craft

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/hitori"
)

// Hitori's ladder adds, on the counting rung, the two patterns its
// solvers (and Tatham's Singles at its easiest) read off the numbers
// before anything is shaded: a cell between two equal numbers of its line
// stays (one of the two is shaded, and shaded cells never touch), and two
// equal numbers side by side shade every other copy of that number in
// their line (one of the two stays). Also on the counting rung, as in
// Singles' easy level: the corner patterns of equal numbers, and "a kept
// cell needs a kept neighbour" (the local face of connectivity). On the
// full-strength rung, beside the connectivity of the kept cells (Singles'
// tricky level: a shading that would split the kept cells is refused),
// the offset pairs. The model's own rules (shaded cells apart, one of each
// number per line, the kept cells connected) keep the family rungs.
func tuneHitori(p puzzles.Puzzle, t *Tuner) {
	hp, ok := unwrap[hitori.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a hitori puzzle"))
		return
	}
	rows, cols := hp.Rows, hp.Cols
	if len(t.Vars()) != rows*cols {
		return
	}
	s := t.Store()
	// x equals a constant variable rather than v itself: a one-variable
	// constraint would be applied as it is posted, outside the ladder.
	fix := func(_ int, r Rung, cell, v int, label string) {
		x, k := t.Vars()[cell], t.constant(v)
		t.Post(r, label, func() error { return propagators.Linear(s, []int{1, -1}, []cp.VarID{x, k}, propagators.EQ, 0) })
	}
	lay := newHitoriLayout(rows, cols)
	lay.corners(hp.Grid, true, fix)
	hitoriNeighbour(rows, cols, t)
	lay.offsetPairs(hp.Grid, true, fix)
	lay.lines(hp.Grid, true, fix)
}

// hitoriEmit is told of one fix a grid's numbers call for: its site (its
// place among every fix a grid of that size may call for, in posting
// order: hitoriLayout; -1 past the offset pairs' slots), its rung, the cell (in reading order), the value
// (1 kept, 0 shaded) and, when asked for, its label.
type hitoriEmit func(site int, r Rung, cell, v int, label string)

// hitoriLayout numbers the sites of a rows×cols grid's fixes: the
// corners' (6 a corner), the offset pairs' (one per rank of first
// appearance and cell: the k-th cell the offset pairs keep is site
// offsets + k·cells + cell, for k below slots, else no site: -1), and
// each line's (its "between" fixes, then its "side by side" ones, one per
// pair position and cell).
type hitoriLayout struct {
	rows, cols int
	offsets    int // the first offset-pair site
	// slots is the number of offset-pair ranks with sites: half the
	// cells (a 6×6 draw keeps at most 15 cells by offset pairs in 3,000
	// draws, an 8×8 one 24); a grid with more has no template.
	slots    int
	lineBase []int   // the first site of each line (rows, then columns)
	cells    [][]int // each line's cells, in reading order
	total    int
}

func newHitoriLayout(rows, cols int) hitoriLayout {
	l := hitoriLayout{rows: rows, cols: cols, offsets: 24, slots: rows * cols / 2}
	n := l.offsets + l.slots*rows*cols
	for i := range rows + cols {
		var line []int
		if i < rows {
			for c := range cols {
				line = append(line, i*cols+c)
			}
		} else {
			for r := range rows {
				line = append(line, r*cols+i-rows)
			}
		}
		ln := len(line)
		l.cells = append(l.cells, line)
		l.lineBase = append(l.lineBase, n)
		n += max(ln-2, 0) + max(ln-1, 0)*ln
	}
	l.total = n
	return l
}

// line is the cells of line i (rows, then columns), in reading order.
func (l hitoriLayout) line(i int) []int { return l.cells[i] }

// lines emits the two patterns of equal numbers in a line: a cell between
// two equal numbers stays; two equal numbers side by side shade every
// other copy of that number in their line.
func (l hitoriLayout) lines(g [][]int, labels bool, emit hitoriEmit) {
	cols := l.cols
	for li := range l.rows + l.cols {
		cells := l.line(li)
		name := "" // the line's, for the labels
		switch {
		case labels && li < l.rows:
			name = "row " + strconv.Itoa(li+1)
		case labels:
			name = "column " + strconv.Itoa(li-l.rows+1)
		}
		val := func(i int) int { return g[cells[i]/cols][cells[i]%cols] }
		at := func(i int) string { return cellName(cells[i]/cols, cells[i]%cols) }
		ln, base := len(cells), l.lineBase[li]
		for i := 1; i+1 < ln; i++ {
			if val(i-1) == val(i+1) && val(i) != val(i-1) {
				label := ""
				if labels {
					label = fmt.Sprintf("%s lies between two %ds of %s, one of which is shaded, so it stays", at(i), val(i-1), name)
				}
				emit(base+i-1, Counting, cells[i], 1, label)
			}
		}
		base += max(ln-2, 0)
		for i := 0; i+1 < ln; i++ {
			if val(i) != val(i+1) {
				continue
			}
			for j := range cells {
				if j != i && j != i+1 && val(j) == val(i) {
					label := ""
					if labels {
						label = fmt.Sprintf("%s and %s hold %d side by side and one of them stays, so the other %ds of %s are shaded", at(i), at(i+1), val(i), val(i), name)
					}
					emit(base+i*ln+j, Counting, cells[j], 0, label)
				}
			}
		}
	}
}

// corners emits the patterns of equal numbers in the 2×2 block at each
// corner of the grid (corner, the two cells beside it, the inner cell):
// four equal shade the corner and the inner cell; the corner and both its
// neighbours equal shade the corner; both neighbours and the inner cell
// equal shade the inner cell; a pair through one neighbour keeps the
// other neighbour (whichever of the pair is shaded, that neighbour is the
// corner's only way out, or touches the shaded cell).
func (l hitoriLayout) corners(g [][]int, labels bool, emit hitoriEmit) {
	rows, cols := l.rows, l.cols
	if rows < 3 || cols < 3 {
		return
	}
	for ci, c := range [][4]int{{0, 0, 1, 1}, {0, cols - 1, 1, -1}, {rows - 1, 0, -1, 1}, {rows - 1, cols - 1, -1, -1}} {
		r0, c0, dr, dc := c[0], c[1], c[2], c[3]
		// corner, beside it in its row, beside it in its column, inner.
		cells := [4][2]int{{r0, c0}, {r0, c0 + dc}, {r0 + dr, c0}, {r0 + dr, c0 + dc}}
		var n [4]int
		var x [4]int
		for i, rc := range cells {
			n[i] = g[rc[0]][rc[1]]
			x[i] = rc[0]*cols + rc[1]
		}
		at := func(i int) string { return cellName(cells[i][0], cells[i][1]) }
		site := 6 * ci
		// label builds the fix's label only when labels are asked for.
		label := func(f func() string) string {
			if labels {
				return f()
			}
			return ""
		}
		switch {
		case n[0] == n[1] && n[0] == n[2] && n[0] == n[3]:
			why := label(func() string {
				block := fmt.Sprintf("the corner block %s, %s, %s, %s", at(0), at(1), at(2), at(3))
				return fmt.Sprintf("%s holds four %ds: only shading %s and %s leaves no pair unshaded and no shaded cells touching", block, n[0], at(0), at(3))
			})
			emit(site, Counting, x[0], 0, why)
			emit(site+1, Counting, x[3], 0, why)
		case n[0] == n[1] && n[0] == n[2]:
			emit(site+2, Counting, x[0], 0, label(func() string {
				return fmt.Sprintf("%s and its neighbours %s and %s hold %d: keeping %s would shade both neighbours and cut it off, so it is shaded", at(0), at(1), at(2), n[0], at(0))
			}))
		case n[1] == n[2] && n[1] == n[3]:
			emit(site+3, Counting, x[3], 0, label(func() string {
				return fmt.Sprintf("%s and its neighbours %s and %s hold %d: keeping %s would shade both and cut the corner %s off, so it is shaded", at(3), at(1), at(2), n[3], at(3), at(0))
			}))
		case n[0] == n[1] || n[1] == n[3]:
			a, b := 0, 1
			if n[0] != n[1] {
				a, b = 1, 3
			}
			emit(site+4, Counting, x[2], 1, label(func() string {
				return fmt.Sprintf("one of the %ds at %s and %s is shaded, and either way %s must stay to reach the corner %s or because it touches the shaded cell", n[a], at(a), at(b), at(2), at(0))
			}))
		case n[0] == n[2] || n[2] == n[3]:
			a, b := 0, 2
			if n[0] != n[2] {
				a, b = 2, 3
			}
			emit(site+5, Counting, x[1], 1, label(func() string {
				return fmt.Sprintf("one of the %ds at %s and %s is shaded, and either way %s must stay to reach the corner %s or because it touches the shaded cell", n[a], at(a), at(b), at(1), at(0))
			}))
		}
	}
}

// hitoriNeighbour posts, for each cell, that a kept cell has a kept
// neighbour (the kept cells are connected and there are several): a kept
// cell whose other neighbours are all shaded keeps the last one.
func hitoriNeighbour(rows, cols int, t *Tuner) {
	if rows*cols < 2 {
		return
	}
	s := t.Store()
	for r := range rows {
		for c := range cols {
			var ns []cp.VarID
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < rows && cc >= 0 && cc < cols {
					ns = append(ns, t.Vars()[rr*cols+cc])
				}
			}
			x := t.Vars()[r*cols+c]
			t.Post(Counting, fmt.Sprintf("an unshaded %s needs an unshaded neighbour, the unshaded cells being connected", cellName(r, c)), func() error {
				return propagators.BoolClause(s, ns, []cp.VarID{x})
			})
		}
	}
}

// offsetPairs emits the offset pairs (on the full-strength rung): two
// equal numbers A at p and q of a line, a cell a beside p (across the
// line) and a cell d diagonal to q on a's side, a and d equal (and not the
// same cell). Since p and a touch, one of them stays; if p stays q is
// shaded, if a stays d is shaded; either way the two cells touching both q
// and d stay. Each cell is kept once, where it first appears.
func (l hitoriLayout) offsetPairs(g [][]int, labels bool, emit hitoriEmit) {
	rows, cols := l.rows, l.cols
	in := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols }
	var seen []bool // per cell
	k := 0          // the cells kept so far
	// along: the line's direction; across: the two sides of the line.
	for _, along := range [][2]int{{0, 1}, {1, 0}} {
		for r := range rows {
			for c := range cols {
				for step := 1; ; step++ {
					q := [2]int{r + step*along[0], c + step*along[1]}
					if !in(q[0], q[1]) {
						break
					}
					if g[r][c] != g[q[0]][q[1]] {
						continue
					}
					for _, pq := range [][2][2]int{{{r, c}, q}, {q, {r, c}}} {
						p, q := pq[0], pq[1]
						for _, side := range []int{-1, 1} {
							across := [2]int{side * along[1], side * along[0]}
							a := [2]int{p[0] + across[0], p[1] + across[1]}
							if !in(a[0], a[1]) {
								continue
							}
							for _, dir := range []int{-1, 1} {
								d := [2]int{q[0] + across[0] + dir*along[0], q[1] + across[1] + dir*along[1]}
								if !in(d[0], d[1]) || d == a || g[a[0]][a[1]] != g[d[0]][d[1]] {
									continue
								}
								for _, y := range [][2]int{{q[0] + across[0], q[1] + across[1]}, {q[0] + dir*along[0], q[1] + dir*along[1]}} {
									cell := y[0]*cols + y[1]
									if seen == nil {
										seen = make([]bool, rows*cols)
									}
									if seen[cell] {
										continue
									}
									seen[cell] = true
									label := ""
									if labels {
										label = fmt.Sprintf("the %ds at %s and %s and the %ds at %s and %s: %s or %s stays, so %s or %s is shaded, and %s touches both", g[p[0]][p[1]], cellName(p[0], p[1]), cellName(q[0], q[1]), g[a[0]][a[1]], cellName(a[0], a[1]), cellName(d[0], d[1]), cellName(p[0], p[1]), cellName(a[0], a[1]), cellName(q[0], q[1]), cellName(d[0], d[1]), cellName(y[0], y[1]))
									}
									site := -1
									if k < l.slots {
										site = l.offsets + k*rows*cols + cell
									}
									emit(site, Strength, cell, 1, label)
									k++
								}
							}
						}
					}
				}
			}
		}
	}
}
