package sudoku

// Spelling is how a grid is written in a file. A solution is written in the
// spelling of its puzzle.
type Spelling int

const (
	// Chars writes each row as a run of single characters: 1-9, then A-P
	// for 10-25, and "." for an unknown cell.
	Chars Spelling = iota
	// Tokens writes each row as whitespace-separated numbers, "." for an
	// unknown cell.
	Tokens
	// OneLine writes the whole grid on one line of N² characters, spelled as
	// in Chars.
	OneLine
)

// String names the spelling.
func (s Spelling) String() string {
	switch s {
	case Chars:
		return "chars"
	case Tokens:
		return "tokens"
	case OneLine:
		return "one-line"
	}
	return "unknown"
}

// Puzzle is one Sudoku.
type Puzzle struct {
	// Name is the file name, or FILE#k for the k-th puzzle of a collection.
	Name string
	// N is the side of the grid: 4, 9, 16 or 25; boxes are BoxSize() wide.
	N int
	// Grid holds N rows of N cells: a given value 1..N, or 0 for unknown.
	Grid [][]int
	// Spelling is how the grid was written, and how Format writes it.
	Spelling Spelling
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	// grid: Build posts the units as one AllDifferentGrid.
	// Template sets it, for the solve path; a parsed puzzle leaves it
	// off, so that grading and hints (puzzles/craft) get one propagator
	// per unit, each with its rung and its name.
	grid bool

	rowLines   []int // file line of each grid row (one-line form: the same line)
	knownLines []int // file line of each row of the known solution
}

// Solution is a filled Sudoku grid.
type Solution struct {
	// Grid holds N rows of N values 1..N.
	Grid [][]int
}

// BoxSize returns n, the side of a box, for a puzzle of side N = n²; 0 when
// N is not a square.
func (p *Puzzle) BoxSize() int {
	for n := 1; n*n <= p.N; n++ {
		if n*n == p.N {
			return n
		}
	}
	return 0
}

func (p *Puzzle) rowLine(r int) int {
	if r >= 0 && r < len(p.rowLines) {
		return p.rowLines[r]
	}
	return 0
}

func (p *Puzzle) knownLine(r int) int {
	if r >= 0 && r < len(p.knownLines) {
		return p.knownLines[r]
	}
	return 0
}
