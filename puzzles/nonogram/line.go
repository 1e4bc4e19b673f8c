package nonogram

// Cell states of a partly known line, for Fits.
const (
	Unknown int8 = -1
	Blank   int8 = 0
	Filled  int8 = 1
)

// Fits reports whether the runs of clue can be placed on a line of cells
// some of which are known already (Blank or Filled; Unknown otherwise):
// whether some way of filling the unknown cells shows the clue. It is a
// plain dynamic programme over (cells read, runs placed), O(len(line) ×
// len(clue)), for renderers and tests; the engine has its own.
func Fits(clue []int, line []int8) bool {
	n, k := len(line), len(clue)
	// ok[i][j]: the first i cells can hold exactly the first j runs, the
	// i-th cell ending them (blank, or the end of run j).
	ok := make([][]bool, n+1)
	for i := range ok {
		ok[i] = make([]bool, k+1)
	}
	ok[0][0] = true
	for i := 1; i <= n; i++ {
		for j := 0; j <= k; j++ {
			// Cell i-1 blank: the same runs fit in the first i-1 cells.
			if line[i-1] != Filled && ok[i-1][j] {
				ok[i][j] = true
				continue
			}
			// Cell i-1 ends run j-1, of length l, after a blank (or the start).
			if j == 0 {
				continue
			}
			l := clue[j-1]
			if i < l {
				continue
			}
			run := true
			for c := i - l; c < i; c++ {
				run = run && line[c] != Blank
			}
			if !run {
				continue
			}
			switch {
			case i == l:
				ok[i][j] = j == 1
			case line[i-l-1] != Filled && ok[i-l-1][j-1]:
				ok[i][j] = true
			}
		}
	}
	return ok[n][k]
}
