package killer

// MaxN is the largest side accepted (25: boxes of 5×5).
const MaxN = 25

// Cell is a cell of the grid, 0-based.
type Cell struct {
	Row, Col int
}

// Cage is a group of cells with its sum.
type Cage struct {
	// Name is the cage's name in the file (a character or a token).
	Name string
	// Sum is the clue: the cage's cells hold distinct values adding up to
	// Sum.
	Sum int
	// Cells lists the cage's cells in reading order.
	Cells []Cell
}

// Puzzle is one Killer Sudoku.
type Puzzle struct {
	// Name is the file name.
	Name string
	// N is the side of the grid, a square (4, 9, 16 or 25): values are
	// 1..N and the boxes are √N×√N.
	N int
	// Cages lists the cages in the reading order of their first cells. A
	// cell may be in no cage (a '.' in the file).
	Cages []Cage
	// Spaced tells that the grid rows are written as whitespace-separated
	// tokens rather than runs of characters; Format keeps the spelling
	// (and uses tokens anyway when a name is longer than one character).
	Spaced bool
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	rowLines   []int // file line of each grid row
	clueLines  []int // file line of each cage's clue, by cage index
	knownLines []int // file line of each row of the known solution
}

// Solution is a filled Killer Sudoku grid.
type Solution struct {
	// Grid holds N rows of N values 1..N.
	Grid [][]int
}

// Box returns the side of a box, √N (0 when N is not a square of 2..5).
func Box(n int) int {
	for b := 2; b <= 5; b++ {
		if b*b == n {
			return b
		}
	}
	return 0
}

// MinSum and MaxSum are the smallest and largest sums of k distinct values
// of 1..n.
func MinSum(k int) int    { return k * (k + 1) / 2 }
func MaxSum(k, n int) int { return k * (2*n - k + 1) / 2 }

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
