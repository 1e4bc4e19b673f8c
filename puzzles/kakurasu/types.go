package kakurasu

// MaxN is the largest side accepted.
const MaxN = 30

// Puzzle is one Kakurasu.
type Puzzle struct {
	// Name is the file name.
	Name string
	// N is the number of rows and of columns, 1..MaxN.
	N int
	// RowClues[r] is the sum of the 1-based column indices of row r's
	// shaded cells; ColClues[c] the sum of the 1-based row indices of
	// column c's shaded cells; -1 means no clue.
	RowClues, ColClues []int
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	rowsLine, colsLine int   // file lines of the "rows" and "cols" lines
	knownLines         []int // file line of each row of the known solution
}

// Solution is a shading of the grid.
type Solution struct {
	// Shaded holds N rows of N cells, true when shaded.
	Shaded [][]bool
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
