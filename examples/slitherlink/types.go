package slitherlink

// MaxSide is the largest number of rows or of columns accepted.
const MaxSide = 60

// NoClue marks a cell without a clue in Puzzle.Clues.
const NoClue = -1

// Puzzle is one Slitherlink.
type Puzzle struct {
	// Name is the file name.
	Name string
	// Rows and Cols are the grid's size in cells, 1..MaxSide each.
	Rows, Cols int
	// Clues holds Rows rows of Cols clues, 0..4 or NoClue.
	Clues [][]int
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	gridLines []int // file line of each grid row (0: a Loopy game ID)
}

// Solution is a loop drawn on the grid's edges.
type Solution struct {
	// H holds Rows+1 rows of Cols horizontal edges: H[r][c] joins the
	// dots (r, c) and (r, c+1), the top of cell (r, c).
	H [][]bool
	// V holds Rows rows of Cols+1 vertical edges: V[r][c] joins the dots
	// (r, c) and (r+1, c), the left of cell (r, c).
	V [][]bool
}

// NewSolution is an empty drawing of a rows×cols grid.
func NewSolution(rows, cols int) *Solution {
	s := &Solution{H: make([][]bool, rows+1), V: make([][]bool, rows)}
	for r := range s.H {
		s.H[r] = make([]bool, cols)
	}
	for r := range s.V {
		s.V[r] = make([]bool, cols+1)
	}
	return s
}

// Size is "ROWSxCOLS".
func (p *Puzzle) Size() string { return itoa(p.Rows) + "x" + itoa(p.Cols) }

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
