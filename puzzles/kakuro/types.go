package kakuro

import "strconv"

// MaxSide bounds the number of rows and of columns.
const MaxSide = 100

// MaxRun is the longest run: its cells hold distinct digits 1..9.
const MaxRun = 9

// Cell is a cell of the grid, 0-based.
type Cell struct {
	Row, Col int
}

// Puzzle is one Kakuro (Cross Sums).
type Puzzle struct {
	// Name is the file name.
	Name string
	// Rows and Cols are the grid's size, clue cells included.
	Rows, Cols int
	// White[r][c] tells a cell to fill with a digit; the other cells are
	// black.
	White [][]bool
	// Down[r][c] and Across[r][c] are the clues of black cell (r, c): the
	// sum of the run of white cells below it and of the run to its right;
	// 0 for no clue.
	Down, Across [][]int
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	rowLines   []int // file line of each grid row
	knownLines []int // file line of each row of the known solution
}

// Run is a clued run of white cells: the cells right of (Across) or below
// a clue cell, up to the next black cell or the edge.
type Run struct {
	Across bool
	Sum    int
	// Clue is the black cell holding the sum.
	Clue Cell
	// Cells are the run's cells, left to right or top to bottom.
	Cells []Cell
}

// Solution is a filled Kakuro grid.
type Solution struct {
	// Grid holds Rows rows of Cols values: a digit 1..9 in a white cell,
	// 0 in a black cell.
	Grid [][]int
}

// MinSum and MaxSum are the smallest and largest sums of k distinct
// digits 1..9.
func MinSum(k int) int { return k * (k + 1) / 2 }
func MaxSum(k int) int { return k * (19 - k) / 2 }

// Runs lists the clued runs in the reading order of their clue cells, the
// across run of a cell before its down run. A run ends at the first black
// cell or the edge of the grid.
func (p *Puzzle) Runs() []Run {
	var out []Run
	for r := range p.Rows {
		for c := range p.Cols {
			if p.isWhite(r, c) {
				continue
			}
			if s := at(p.Across, r, c); s != 0 {
				out = append(out, Run{Across: true, Sum: s, Clue: Cell{r, c}, Cells: p.walk(r, c, 0, 1)})
			}
			if s := at(p.Down, r, c); s != 0 {
				out = append(out, Run{Sum: s, Clue: Cell{r, c}, Cells: p.walk(r, c, 1, 0)})
			}
		}
	}
	return out
}

// walk lists the white cells from (r, c) + (dr, dc) up to a black cell or
// the edge.
func (p *Puzzle) walk(r, c, dr, dc int) []Cell {
	var out []Cell
	for r, c = r+dr, c+dc; p.isWhite(r, c); r, c = r+dr, c+dc {
		out = append(out, Cell{r, c})
	}
	return out
}

func (p *Puzzle) isWhite(r, c int) bool {
	return r >= 0 && r < len(p.White) && c >= 0 && c < len(p.White[r]) && p.White[r][c]
}

func at(g [][]int, r, c int) int {
	if r >= 0 && r < len(g) && c >= 0 && c < len(g[r]) {
		return g[r][c]
	}
	return 0
}

// String names a run as the puzzle prints it: "across 16 at r2c1".
func (run Run) String() string {
	dir := "down"
	if run.Across {
		dir = "across"
	}
	return dir + " " + strconv.Itoa(run.Sum) + " at r" + strconv.Itoa(run.Clue.Row+1) + "c" + strconv.Itoa(run.Clue.Col+1)
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
