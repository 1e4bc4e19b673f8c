package starbattle

// MaxN is the largest side accepted.
const MaxN = 40

// Puzzle is one Star Battle.
type Puzzle struct {
	// Name is the file name.
	Name string
	// N is the side of the grid, 1..MaxN.
	N int
	// Stars is the number of stars in every row, column and region.
	Stars int
	// Region[r][c] is the region of cell (r, c): an index into Names.
	Region [][]int
	// Names are the regions' names in the file, in the reading order of
	// their first cells.
	Names []string
	// Spaced tells that the grid rows are written as whitespace-separated
	// tokens rather than runs of characters; Format keeps the spelling (and
	// uses tokens anyway when a name is longer than one character).
	Spaced bool
	// Known is the solution given in the file's solution block, or nil.
	Known *Solution

	starsLine  int   // file line of the "stars" line
	rowLines   []int // file line of each grid row
	knownLines []int // file line of each row of the known solution
}

// Solution is a placement of stars.
type Solution struct {
	// Star holds N rows of N cells, true where a star stands.
	Star [][]bool
}

// Cells returns the cells of each region, in reading order: Cells()[k]
// lists region k's cells as {row, column} pairs.
func (p *Puzzle) Cells() [][][2]int {
	out := make([][][2]int, len(p.Names))
	for r, row := range p.Region {
		for c, k := range row {
			if k >= 0 && k < len(out) {
				out[k] = append(out[k], [2]int{r, c})
			}
		}
	}
	return out
}

func lineOf(lines []int, r int) int {
	if r >= 0 && r < len(lines) {
		return lines[r]
	}
	return 0
}
