package model

// Given is a value a puzzle fixes, on a model built for the puzzle's shape
// without it: Var indexes the model's Vars. A kind that writes its puzzles
// as a template and givens lets a collection reuse one model per shape.
type Given struct {
	Var   int
	Value int
}

// GridGivens splits a square grid of values (0 for an empty cell) into
// an empty grid of its size and its values as givens on the cells in
// reading order: the template and givens of a kind whose model's
// variables are those cells.
func GridGivens(cells [][]int) ([][]int, []Given) {
	n := len(cells)
	// Three allocations (a collection calls this for every puzzle): the
	// rows share one block, and the givens are counted first.
	empty, block := make([][]int, n), make([]int, n*n)
	count := 0
	for _, row := range cells {
		for _, v := range row {
			if v != 0 {
				count++
			}
		}
	}
	var givens []Given
	if count > 0 {
		givens = make([]Given, 0, count)
	}
	for r, row := range cells {
		empty[r] = block[r*n : (r+1)*n : (r+1)*n]
		for c, v := range row {
			if v != 0 {
				givens = append(givens, Given{Var: r*n + c, Value: v})
			}
		}
	}
	return empty, givens
}
