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
	kept := func(r, c int) cp.VarID { return t.Vars()[r*cols+c] }
	// x equals a constant variable rather than v itself: a one-variable
	// constraint would be applied as it is posted, outside the ladder.
	fixOn := func(r Rung, x cp.VarID, v int, label string) {
		k := t.constant(v)
		t.Post(r, label, func() error { return propagators.Linear(s, []int{1, -1}, []cp.VarID{x, k}, propagators.EQ, 0) })
	}
	type line struct {
		name  string
		cells [][2]int
	}
	var lines []line
	for r := range rows {
		l := line{name: "row " + strconv.Itoa(r+1)}
		for c := range cols {
			l.cells = append(l.cells, [2]int{r, c})
		}
		lines = append(lines, l)
	}
	for c := range cols {
		l := line{name: "column " + strconv.Itoa(c+1)}
		for r := range rows {
			l.cells = append(l.cells, [2]int{r, c})
		}
		lines = append(lines, l)
	}
	fix := func(x cp.VarID, v int, label string) { fixOn(Counting, x, v, label) }
	hitoriCorners(hp, t, fix)
	hitoriNeighbour(hp, t)
	hitoriOffsetPairs(hp, t, func(x cp.VarID, v int, label string) { fixOn(Strength, x, v, label) })
	for _, l := range lines {
		val := func(i int) int { return hp.Grid[l.cells[i][0]][l.cells[i][1]] }
		name := func(i int) string { return cellName(l.cells[i][0], l.cells[i][1]) }
		x := func(i int) cp.VarID { return kept(l.cells[i][0], l.cells[i][1]) }
		for i := 1; i+1 < len(l.cells); i++ {
			if val(i-1) == val(i+1) && val(i) != val(i-1) {
				fix(x(i), 1, fmt.Sprintf("%s lies between two %ds of %s, one of which is shaded, so it stays", name(i), val(i-1), l.name))
			}
		}
		for i := 0; i+1 < len(l.cells); i++ {
			if val(i) != val(i+1) {
				continue
			}
			for j := range l.cells {
				if j != i && j != i+1 && val(j) == val(i) {
					fix(x(j), 0, fmt.Sprintf("%s and %s hold %d side by side and one of them stays, so the other %ds of %s are shaded", name(i), name(i+1), val(i), val(i), l.name))
				}
			}
		}
	}
}

// hitoriCorners posts the patterns of equal numbers in the 2×2 block at
// each corner of the grid (corner, the two cells beside it, the inner
// cell): four equal shade the corner and the inner cell; the corner and
// both its neighbours equal shade the corner; both neighbours and the
// inner cell equal shade the inner cell; a pair through one neighbour
// keeps the other neighbour (whichever of the pair is shaded, that
// neighbour is the corner's only way out, or touches the shaded cell).
func hitoriCorners(hp *hitori.Puzzle, t *Tuner, fix func(cp.VarID, int, string)) {
	rows, cols := hp.Rows, hp.Cols
	if rows < 3 || cols < 3 {
		return
	}
	for _, c := range [][4]int{{0, 0, 1, 1}, {0, cols - 1, 1, -1}, {rows - 1, 0, -1, 1}, {rows - 1, cols - 1, -1, -1}} {
		r0, c0, dr, dc := c[0], c[1], c[2], c[3]
		// corner, beside it in its row, beside it in its column, inner.
		cells := [4][2]int{{r0, c0}, {r0, c0 + dc}, {r0 + dr, c0}, {r0 + dr, c0 + dc}}
		var n [4]int
		var x [4]cp.VarID
		var at [4]string
		for i, rc := range cells {
			n[i] = hp.Grid[rc[0]][rc[1]]
			x[i] = t.Vars()[rc[0]*cols+rc[1]]
			at[i] = cellName(rc[0], rc[1])
		}
		block := fmt.Sprintf("the corner block %s, %s, %s, %s", at[0], at[1], at[2], at[3])
		switch {
		case n[0] == n[1] && n[0] == n[2] && n[0] == n[3]:
			why := fmt.Sprintf("%s holds four %ds: only shading %s and %s leaves no pair unshaded and no shaded cells touching", block, n[0], at[0], at[3])
			fix(x[0], 0, why)
			fix(x[3], 0, why)
		case n[0] == n[1] && n[0] == n[2]:
			fix(x[0], 0, fmt.Sprintf("%s and its neighbours %s and %s hold %d: keeping %s would shade both neighbours and cut it off, so it is shaded", at[0], at[1], at[2], n[0], at[0]))
		case n[1] == n[2] && n[1] == n[3]:
			fix(x[3], 0, fmt.Sprintf("%s and its neighbours %s and %s hold %d: keeping %s would shade both and cut the corner %s off, so it is shaded", at[3], at[1], at[2], n[3], at[3], at[0]))
		case n[0] == n[1] || n[1] == n[3]:
			a, b := 0, 1
			if n[0] != n[1] {
				a, b = 1, 3
			}
			fix(x[2], 1, fmt.Sprintf("one of the %ds at %s and %s is shaded, and either way %s must stay to reach the corner %s or because it touches the shaded cell", n[a], at[a], at[b], at[2], at[0]))
		case n[0] == n[2] || n[2] == n[3]:
			a, b := 0, 2
			if n[0] != n[2] {
				a, b = 2, 3
			}
			fix(x[1], 1, fmt.Sprintf("one of the %ds at %s and %s is shaded, and either way %s must stay to reach the corner %s or because it touches the shaded cell", n[a], at[a], at[b], at[1], at[0]))
		}
	}
}

// hitoriNeighbour posts, for each cell, that a kept cell has a kept
// neighbour (the kept cells are connected and there are several): a kept
// cell whose other neighbours are all shaded keeps the last one.
func hitoriNeighbour(hp *hitori.Puzzle, t *Tuner) {
	rows, cols := hp.Rows, hp.Cols
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

// hitoriOffsetPairs posts the offset pairs: two equal numbers A at p and q
// of a line, a cell a beside p (across the line) and a cell d diagonal to
// q on a's side, a and d equal (and not the same cell). Since p and a
// touch, one of them stays; if p stays q is shaded, if a stays d is
// shaded; either way the two cells touching both q and d stay.
func hitoriOffsetPairs(hp *hitori.Puzzle, t *Tuner, fix func(cp.VarID, int, string)) {
	rows, cols := hp.Rows, hp.Cols
	in := func(r, c int) bool { return r >= 0 && r < rows && c >= 0 && c < cols }
	seen := map[[2]int]bool{}
	// along: the line's direction; across: the two sides of the line.
	for _, along := range [][2]int{{0, 1}, {1, 0}} {
		for r := range rows {
			for c := range cols {
				for k := 1; ; k++ {
					q := [2]int{r + k*along[0], c + k*along[1]}
					if !in(q[0], q[1]) {
						break
					}
					if hp.Grid[r][c] != hp.Grid[q[0]][q[1]] {
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
							for _, step := range []int{-1, 1} {
								d := [2]int{q[0] + across[0] + step*along[0], q[1] + across[1] + step*along[1]}
								if !in(d[0], d[1]) || d == a || hp.Grid[a[0]][a[1]] != hp.Grid[d[0]][d[1]] {
									continue
								}
								why := fmt.Sprintf("the %ds at %s and %s and the %ds at %s and %s: %s or %s stays, so %s or %s is shaded, and %%s touches both", hp.Grid[p[0]][p[1]], cellName(p[0], p[1]), cellName(q[0], q[1]), hp.Grid[a[0]][a[1]], cellName(a[0], a[1]), cellName(d[0], d[1]), cellName(p[0], p[1]), cellName(a[0], a[1]), cellName(q[0], q[1]), cellName(d[0], d[1]))
								for _, y := range [][2]int{{q[0] + across[0], q[1] + across[1]}, {q[0] + step*along[0], q[1] + step*along[1]}} {
									if seen[y] {
										continue
									}
									seen[y] = true
									fix(t.Vars()[y[0]*cols+y[1]], 1, fmt.Sprintf(why, cellName(y[0], y[1])))
								}
							}
						}
					}
				}
			}
		}
	}
}
