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
// their line (one of the two stays). The model's own rules (shaded cells
// apart, one of each number per line, the kept cells connected) keep the
// family rungs.
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
	fix := func(x cp.VarID, v int, label string) {
		k := t.constant(v)
		t.Post(Counting, label, func() error { return propagators.Linear(s, []int{1, -1}, []cp.VarID{x, k}, propagators.EQ, 0) })
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
