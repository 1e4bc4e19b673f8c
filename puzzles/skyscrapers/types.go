package skyscrapers

// MaxN is the largest side accepted.
const MaxN = 25

// Side names a side of the grid, where a clue stands.
type Side int

const (
	Top Side = iota
	Bottom
	Left
	Right
)

// String names the side as the rules do: "top", "bottom", "left", "right".
func (s Side) String() string {
	switch s {
	case Top:
		return "top"
	case Bottom:
		return "bottom"
	case Left:
		return "left"
	case Right:
		return "right"
	}
	return "?"
}

// Puzzle is one Skyscrapers puzzle (also known as Towers or Building).
type Puzzle struct {
	// Name is the file name.
	Name string
	// N is the side of the grid, 1..MaxN; heights are 1..N.
	N int
	// Top, Bottom, Left and Right hold the clues along each side: Top[c]
	// and Bottom[c] look along column c (from above, from below), Left[r]
	// and Right[r] along row r. 0 is no clue; a clue is 1..N, the number
	// of buildings seen from there.
	Top, Bottom, Left, Right []int
	// Givens holds N rows of N heights given in the grid, 0 for an empty
	// cell.
	Givens [][]int
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	frameLines []int // file line of each frame row (N+2)
	knownLines []int // file line of each row of the known solution
}

// Solution is a filled grid of heights.
type Solution struct {
	// Grid holds N rows of N heights 1..N.
	Grid [][]int
}

// Clues returns the clues of one side (Top, Bottom, Left, Right).
func (p *Puzzle) Clues(s Side) []int {
	switch s {
	case Top:
		return p.Top
	case Bottom:
		return p.Bottom
	case Left:
		return p.Left
	}
	return p.Right
}

// Line returns the heights of grid g that the clue at index i of side s
// looks along, nearest first.
func Line(g [][]int, s Side, i int) []int {
	n := len(g)
	out := make([]int, n)
	for k := range n {
		switch s {
		case Top:
			out[k] = g[k][i]
		case Bottom:
			out[k] = g[n-1-k][i]
		case Left:
			out[k] = g[i][k]
		case Right:
			out[k] = g[i][n-1-k]
		}
	}
	return out
}

// Visible counts the buildings seen along line, nearest first: each one
// taller than every building before it.
func Visible(line []int) int {
	seen, tallest := 0, 0
	for _, h := range line {
		if h > tallest {
			seen, tallest = seen+1, h
		}
	}
	return seen
}

// ClueName names the clue at index i of side s as the rules speak of it:
// "the top clue of column 3", "the left clue of row 2".
func ClueName(s Side, i int) string {
	if s == Top || s == Bottom {
		return "the " + s.String() + " clue of column " + itoa(i+1)
	}
	return "the " + s.String() + " clue of row " + itoa(i+1)
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
