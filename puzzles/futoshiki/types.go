package futoshiki

import "strconv"

// MaxN is the largest side accepted: values are single digits.
const MaxN = 9

// Rel is the sign between two neighbouring cells.
type Rel int8

const (
	// None: no sign.
	None Rel = iota
	// Less: the first cell (left, or upper) is smaller than the second.
	Less
	// Greater: the first cell is larger than the second.
	Greater
)

// Cell is a cell of the grid, 0-based.
type Cell struct {
	Row, Col int
}

// String names a cell as puzzles do: "r2c3" (from 1).
func (c Cell) String() string {
	return "r" + strconv.Itoa(c.Row+1) + "c" + strconv.Itoa(c.Col+1)
}

// Puzzle is one Futoshiki (Unequal).
type Puzzle struct {
	// Name is the file name.
	Name string
	// N is the side of the grid; values are 1..N.
	N int
	// Givens holds N rows of N values: a given 1..N, or 0 for an empty
	// cell.
	Givens [][]int
	// Right[r][c] is the sign between (r, c) and (r, c+1): N rows of N-1.
	Right [][]Rel
	// Below[r][c] is the sign between (r, c) and (r+1, c): N-1 rows of N.
	// Less is written '^' (the upper cell is smaller), Greater 'v'.
	Below [][]Rel
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	rowLines   []int // file line of each cell row
	relLines   []int // file line of each relation row, 0 when absent
	knownLines []int // file line of each row of the known solution
}

// Ineq is one inequality of a puzzle: the value of Small is less than the
// value of Large.
type Ineq struct {
	Small, Large Cell
}

// String writes the inequality as a rule: "r2c3 < r2c4".
func (q Ineq) String() string { return q.Small.String() + " < " + q.Large.String() }

// Solution is a filled Futoshiki grid.
type Solution struct {
	// Grid holds N rows of N values 1..N.
	Grid [][]int
}

// Inequalities lists the signs of p as inequalities, in reading order of
// their first cell, each cell's sign to the right before its sign below.
func (p *Puzzle) Inequalities() []Ineq {
	var out []Ineq
	add := func(rel Rel, a, b Cell) {
		switch rel {
		case Less:
			out = append(out, Ineq{a, b})
		case Greater:
			out = append(out, Ineq{b, a})
		}
	}
	for r := range p.N {
		for c := range p.N {
			if r < len(p.Right) && c < len(p.Right[r]) {
				add(p.Right[r][c], Cell{r, c}, Cell{r, c + 1})
			}
			if r < len(p.Below) && c < len(p.Below[r]) {
				add(p.Below[r][c], Cell{r, c}, Cell{r + 1, c})
			}
		}
	}
	return out
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
