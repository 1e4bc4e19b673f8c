package kenken

// MaxN is the largest side accepted.
const MaxN = 25

// MaxTarget bounds the target of a cage.
const MaxTarget = 1 << 40

// Op is the operation of a cage.
type Op int

const (
	// Given is the operation of a one-cell cage: its cell holds Target.
	Given Op = iota
	// Add: the cells sum to Target.
	Add
	// Sub: the larger of the two cells minus the smaller is Target.
	Sub
	// Mul: the cells multiply to Target.
	Mul
	// Div: the larger of the two cells divided by the smaller is Target.
	Div
)

// String returns the operator as written in a clue: "" for Given, then
// "+", "-", "*", "/".
func (o Op) String() string {
	switch o {
	case Given:
		return ""
	case Add:
		return "+"
	case Sub:
		return "-"
	case Mul:
		return "*"
	case Div:
		return "/"
	}
	return "?"
}

// Cell is a cell of the grid, 0-based.
type Cell struct {
	Row, Col int
}

// Cage is a group of cells with its clue.
type Cage struct {
	// Name is the cage's name in the file (a character or a token).
	Name string
	// Op and Target are the clue.
	Op     Op
	Target int
	// Cells lists the cage's cells in reading order.
	Cells []Cell
}

// Puzzle is one KenKen.
type Puzzle struct {
	// Name is the file name.
	Name string
	// N is the side of the grid, 1..MaxN; values are 1..N.
	N int
	// Cages lists the cages in the reading order of their first cells.
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

// Solution is a filled KenKen grid.
type Solution struct {
	// Grid holds N rows of N values 1..N.
	Grid [][]int
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
