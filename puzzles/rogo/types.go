package rogo

// Limits that Validate enforces, so that hostile input cannot exhaust memory.
const (
	MaxSide   = 64        // at most this many rows and columns
	MaxPoints = 1_000_000 // at most this many points in one cell
)

// Cell is a position on the grid, 0-based.
type Cell struct {
	Row, Col int
}

// Puzzle is a ROGO puzzle.
type Puzzle struct {
	Name    string // the file name
	Rows    int    // grid height, 1..MaxSide
	Cols    int    // grid width, 1..MaxSide
	Steps   int    // the loop's length, 1..Rows*Cols
	HasBest bool   // the file states the best score
	Best    int    // the best (optimal) score when HasBest, else 0
	// Points[r][c] is the number of points of the cell, 0 for an empty or
	// blocked cell.
	Points [][]int
	// Blocked[r][c] tells whether the cell is blocked.
	Blocked [][]bool
	Known   *Solution // the file's solution block, nil when absent
}

// Solution is a loop and the score it claims.
type Solution struct {
	Loop  []Cell // the loop's cells in order, canonical (see Canonical)
	Score int    // the score the solution states
}
