package takuzu

// MaxN is the largest side accepted.
const MaxN = 64

// Puzzle is one Takuzu.
type Puzzle struct {
	// Name is the file name.
	Name string
	// N is the side of the grid, even, 2..MaxN.
	N int
	// Unique is the Binairo rule: no two equal rows, no two equal columns.
	Unique bool
	// Grid holds N rows of N cells: 0, 1, or -1 for unknown.
	Grid [][]int8
	// Spaced tells that rows are written as whitespace-separated tokens
	// rather than runs of characters; Format keeps the spelling.
	Spaced bool
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	rowLines   []int // file line of each grid row
	knownLines []int // file line of each row of the known solution
}

// Solution is a filled Takuzu grid.
type Solution struct {
	// Grid holds N rows of N values 0 or 1.
	Grid [][]int8
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
