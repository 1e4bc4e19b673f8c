package tetravex

// Limits that Validate enforces, so that hostile input cannot exhaust memory.
const (
	MaxSize = 12        // at most a 12x12 board
	MaxEdge = 1_000_000 // edge numbers are 0..MaxEdge
)

// Piece is a square tile with a number on each edge.
type Piece struct {
	Left, Top, Right, Bottom int
}

// Puzzle is a Tetravex puzzle.
type Puzzle struct {
	Name   string    // the file name
	N      int       // the board is N×N, 1..MaxSize
	Pieces []Piece   // N² pieces, in input order
	Known  *Solution // the file's solution block, nil when absent
}

// Solution places the pieces: Grid[row][column] is the 0-based index into
// Pieces of the piece at that cell (printed 1-based).
type Solution struct {
	Grid [][]int
}
