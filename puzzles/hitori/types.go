package hitori

// MaxSide is the largest number of rows or of columns accepted.
const MaxSide = 50

// MaxValue bounds the numbers of the grid.
const MaxValue = 999

// Puzzle is one Hitori.
type Puzzle struct {
	// Name is the file name.
	Name string
	// Rows and Cols are the grid's size, 1..MaxSide each.
	Rows, Cols int
	// Grid holds Rows rows of Cols numbers, 1..MaxValue.
	Grid [][]int
	// Spaced tells that the rows are written as whitespace-separated
	// numbers rather than runs of digits; Format keeps the spelling (and
	// separates the numbers anyway when one has two digits or more).
	Spaced bool
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	gridLines  []int // file line of each grid row
	knownLines []int // file line of each row of the known solution
}

// Solution is a shading of the grid.
type Solution struct {
	// Shaded holds Rows rows of Cols cells, true when shaded.
	Shaded [][]bool
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
