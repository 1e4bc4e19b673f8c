package hidato

import "strconv"

// Limits that Validate enforces, so that hostile input cannot exhaust
// memory or time: a grid has at most MaxSide rows and columns (a long
// strip such as Rosetta Code's 3×50 "Snake in the Grass" fits) and at most
// MaxCells cells, past any printed Hidato.
const (
	MaxSide  = 64
	MaxCells = 1024
)

// Hole marks a square that is not part of the grid (drawn black, '#' in a
// file); Empty marks a cell to fill.
const (
	Hole  = -1
	Empty = 0
)

// Cell is a square of the grid, 0-based.
type Cell struct {
	Row, Col int
}

// Puzzle is one Hidato (or, with Orthogonal, one Numbrix).
type Puzzle struct {
	// Name is the file name.
	Name string
	// Rows and Cols are the grid's size, 1..MaxSide each.
	Rows, Cols int
	// Orthogonal is the Numbrix rule: consecutive numbers share a side.
	// Otherwise (Hidato) they touch by a side or a corner, a king's move.
	Orthogonal bool
	// Grid holds Rows rows of Cols squares: Hole, Empty, or a given
	// number 1..N (N the number of cells, the squares that are not holes).
	Grid [][]int
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	rowLines   []int // file line of each grid row
	knownLines []int // file line of each row of the known solution
}

// Solution is a filled grid: Rows rows of Cols entries, Hole where the
// puzzle has a hole and a number 1..N in every cell.
type Solution struct {
	Grid [][]int
}

// NumCells returns N, the number of cells (squares that are not holes):
// the numbers run from 1 to N.
func (p *Puzzle) NumCells() int {
	n := 0
	for _, row := range p.Grid {
		for _, v := range row {
			if v != Hole {
				n++
			}
		}
	}
	return n
}

// Adjacent reports whether a and b are neighbours under p's rule: a king's
// move for Hidato, a rook's single step for Numbrix.
func (p *Puzzle) Adjacent(a, b Cell) bool {
	dr, dc := abs(a.Row-b.Row), abs(a.Col-b.Col)
	if p.Orthogonal {
		return dr+dc == 1
	}
	return max(dr, dc) == 1
}

// Moves lists the steps (row, column) from a cell to its neighbours under
// p's rule, in reading order.
func (p *Puzzle) Moves() [][2]int {
	if p.Orthogonal {
		return [][2]int{{-1, 0}, {0, -1}, {0, 1}, {1, 0}}
	}
	return [][2]int{{-1, -1}, {-1, 0}, {-1, 1}, {0, -1}, {0, 1}, {1, -1}, {1, 0}, {1, 1}}
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func itoa(k int) string { return strconv.Itoa(k) }
