package nonogram

// MaxSide is the largest number of rows or of columns accepted.
const MaxSide = 200

// Puzzle is one nonogram.
type Puzzle struct {
	// Name is the file name.
	Name string
	// Rows and Cols are the grid's size, 1..MaxSide each.
	Rows, Cols int
	// RowClues[r] are the run lengths of row r, left to right; ColClues[c]
	// those of column c, top to bottom. An empty clue is an empty line.
	RowClues, ColClues [][]int
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	rowsLine, colsLine int   // file lines of the "rows" and "columns" headers
	rowLines, colLines []int // file line of each row's and each column's clue
	knownLines         []int // file line of each row of the known solution
}

// Solution is a filled grid.
type Solution struct {
	// Filled holds Rows rows of Cols cells, true when filled.
	Filled [][]bool
}

// Runs returns the lengths of the runs of true cells in line, in order: the
// clue the line shows.
func Runs(line []bool) []int {
	var out []int
	n := 0
	for _, on := range line {
		switch {
		case on:
			n++
		case n > 0:
			out = append(out, n)
			n = 0
		}
	}
	if n > 0 {
		out = append(out, n)
	}
	return out
}

// span is the least number of cells a clue needs: its runs and one blank
// between each two.
func span(clue []int) int {
	s := 0
	for i, v := range clue {
		if i > 0 {
			s++
		}
		s += v
	}
	return s
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
