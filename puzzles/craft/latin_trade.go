package craft

import "github.com/tessera-cp/tessera/cp"

// latinTrades answers a generator's uniqueness trial on a Latin square
// without a search where it can: another solution near the square is
// often the square with two of its rows (or columns) swapped along one
// cycle (the cells where row a holds v and row b holds w, then where a
// holds w, and so on back: a Latin square again). Where the store's
// domains hold the swapped cells' new values and the puzzle's other rules
// (Futoshiki's signs: holds) accept it, the trial's position has another
// solution, which is the search's answer; where none does, the search
// decides. On 5×5 Unequal extreme candidates it answers about half of
// the trials that keep a given.
type latinTrades struct {
	n            int
	sol          []int // the square, a value 1..n per cell, row by row
	rowAt, colAt []int // rowAt[r*(n+1)+v]: the column of v in row r; colAt the row of v in a column
	alt          []int // the square with one cycle swapped (scratch)
}

// newLatinTrades is the trades of sol, an n×n Latin square of the values
// 1..n, row by row.
func newLatinTrades(sol []int, n int) *latinTrades {
	lt := &latinTrades{n: n, sol: sol, rowAt: make([]int, n*(n+1)), colAt: make([]int, n*(n+1)), alt: append([]int(nil), sol...)}
	for cell, v := range sol {
		lt.rowAt[cell/n*(n+1)+v] = cell % n
		lt.colAt[cell%n*(n+1)+v] = cell / n
	}
	return lt
}

// other reports whether a cycle through cell k, of its row with another
// row or of its column with another column, swapped, is allowed by the
// domains of vars (a cell per variable, row by row) and accepted by
// holds: a solution of the store's position with another value at k.
func (lt *latinTrades) other(s *cp.Store, vars []cp.VarID, k int, holds func(alt []int) bool) bool {
	n := lt.n
	for b := range n {
		if b != k/n && lt.cycle(s, vars, true, k/n, b, k%n, holds) {
			return true
		}
		if b != k%n && lt.cycle(s, vars, false, k%n, b, k/n, holds) {
			return true
		}
	}
	return false
}

// cycle tries the cycle through place i0 of lines a and b (rows when
// byRow, else columns) and leaves alt as the square again.
func (lt *latinTrades) cycle(s *cp.Store, vars []cp.VarID, byRow bool, a, b, i0 int, holds func(alt []int) bool) bool {
	ok := true
	for i := i0; ; {
		ca, cb := lt.cell(byRow, a, i), lt.cell(byRow, b, i)
		lt.alt[ca], lt.alt[cb] = lt.sol[cb], lt.sol[ca]
		if !s.Contains(vars[ca], lt.sol[cb]) || !s.Contains(vars[cb], lt.sol[ca]) {
			ok = false
			break
		}
		if i = lt.at(byRow, a, lt.sol[cb]); i == i0 {
			break
		}
	}
	ok = ok && holds(lt.alt)
	for i := i0; ; {
		ca, cb := lt.cell(byRow, a, i), lt.cell(byRow, b, i)
		lt.alt[ca], lt.alt[cb] = lt.sol[ca], lt.sol[cb]
		if i = lt.at(byRow, a, lt.sol[cb]); i == i0 {
			return ok
		}
	}
}

// cell is the cell at place i of line (a row when byRow, else a column).
func (lt *latinTrades) cell(byRow bool, line, i int) int {
	if byRow {
		return line*lt.n + i
	}
	return i*lt.n + line
}

// at is the place of value v in line.
func (lt *latinTrades) at(byRow bool, line, v int) int {
	if byRow {
		return lt.rowAt[line*(lt.n+1)+v]
	}
	return lt.colAt[line*(lt.n+1)+v]
}
