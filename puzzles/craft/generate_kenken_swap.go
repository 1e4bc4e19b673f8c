package craft

import "github.com/tessera-cp/tessera/puzzles/kenken"

// Most drawn KenKens have several solutions, and the commonest second
// solution is the planted square with a cycle of it traded: two rows
// exchange their digits on a set of columns that holds the same digits in
// both (an intercalate, two rows and two columns reading a, b / b, a, is
// the shortest), two columns likewise on a set of rows, or two digits
// exchange places on a set of cells that holds both in each of its rows
// and columns. The result is a Latin square again and, where every cage
// it touches still meets its clue, a second solution.
// kenkenSwapSolution looks for one before the masks and the count: a few
// hundred cell reads instead of their work; a candidate it finds none in
// goes on as before (TestKenKenSwapsAreSolutions).

// kenkenSwapSolution reports whether the planted solution sol of p has a
// cycle (of two rows, two columns or two digits) whose trade is another
// solution of p.
func kenkenSwapSolution(p *kenken.Puzzle, sol *kenken.Solution) bool {
	n := p.N
	if sol == nil || len(sol.Grid) != n || n > 16 {
		return false
	}
	t := kenkenTrade{p: p, g: sol.Grid, n: n}
	for i, cg := range p.Cages {
		for _, c := range cg.Cells {
			t.cageOf[c.Row*n+c.Col] = uint8(i)
		}
	}
	return t.lines(false) || t.lines(true) || t.digits()
}

// kenkenTrade is kenkenSwapSolution's work: the trade tried (its cells,
// their digits after it in alt, 0 elsewhere).
type kenkenTrade struct {
	p      *kenken.Puzzle
	g      [][]int
	n      int
	cageOf [256]uint8
	alt    [256]uint8
	cells  [32]int
	k      int
}

// at is the digit at row r, column c, or at column r, row c (cols).
func (t *kenkenTrade) at(r, c int, cols bool) int {
	if cols {
		return t.g[c][r]
	}
	return t.g[r][c]
}

// cell is r*n+c, or c*n+r (cols).
func (t *kenkenTrade) cell(r, c int, cols bool) int {
	if cols {
		return c*t.n + r
	}
	return r*t.n + c
}

// lines tries the cycles of each two rows (or, cols, columns): the
// columns c, then the column where the first row holds the second's digit
// at c, and so on back to c. The columns' cycles of length two are the
// rows' (intercalates), tried once.
func (t *kenkenTrade) lines(cols bool) bool {
	n := t.n
	var where [17]int // the column of each digit in the first row
	for r1 := range n {
		for c := range n {
			where[t.at(r1, c, cols)] = c
		}
		for r2 := r1 + 1; r2 < n; r2++ {
			var seen uint32
			for c0 := range n {
				if seen>>c0&1 != 0 {
					continue
				}
				t.k = 0
				for c := c0; seen>>c&1 == 0; c = where[t.at(r2, c, cols)] {
					seen |= 1 << c
					t.add(t.cell(r1, c, cols), t.at(r2, c, cols))
					t.add(t.cell(r2, c, cols), t.at(r1, c, cols))
				}
				if (t.k > 4 || !cols) && t.keepsCages() {
					return true
				}
				t.undo()
			}
		}
	}
	return false
}

// digits tries the cycles of each two digits a and b: a's cell in a row,
// b's in that row, a's in b's column, and so on back to the first row;
// cycles of length two are intercalates, tried by lines.
func (t *kenkenTrade) digits() bool {
	n := t.n
	var colA, colB, rowA [17]int // a's and b's column in each row, a's row in each column
	for a := 1; a <= n; a++ {
		for b := a + 1; b <= n; b++ {
			for r := range n {
				for c := range n {
					switch t.g[r][c] {
					case a:
						colA[r], rowA[c] = c, r
					case b:
						colB[r] = c
					}
				}
			}
			var seen uint32
			for r0 := range n {
				if seen>>r0&1 != 0 {
					continue
				}
				t.k = 0
				for r := r0; seen>>r&1 == 0; r = rowA[colB[r]] {
					seen |= 1 << r
					t.add(r*n+colA[r], b)
					t.add(r*n+colB[r], a)
				}
				if t.k > 4 && t.keepsCages() {
					return true
				}
				t.undo()
			}
		}
	}
	return false
}

// add puts digit v at cell x in the trade.
func (t *kenkenTrade) add(x, v int) {
	t.alt[x] = uint8(v)
	t.cells[t.k] = x
	t.k++
}

// undo takes the trade's digits out of alt.
func (t *kenkenTrade) undo() {
	for _, x := range t.cells[:t.k] {
		t.alt[x] = 0
	}
}

// keepsCages is whether every cage holding a cell of the trade still
// meets its clue with the trade's digits.
func (t *kenkenTrade) keepsCages() bool {
	n := t.n
	var done [4]uint64 // cages checked
	for _, x := range t.cells[:t.k] {
		ci := t.cageOf[x]
		if done[ci/64]>>(ci%64)&1 != 0 {
			continue
		}
		done[ci/64] |= 1 << (ci % 64)
		cg := t.p.Cages[ci]
		var buf [16]int
		vals := buf[:0]
		for _, c := range cg.Cells {
			v := t.g[c.Row][c.Col]
			if a := t.alt[c.Row*n+c.Col]; a != 0 {
				v = int(a)
			}
			vals = append(vals, v)
		}
		if !cageMeets(cg, vals) {
			return false
		}
	}
	return true
}
