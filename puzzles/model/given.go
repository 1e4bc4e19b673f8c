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
	empty := make([][]int, n)
	var givens []Given
	for r, row := range cells {
		empty[r] = make([]int, n)
		for c, v := range row {
			if v != 0 {
				givens = append(givens, Given{Var: r*n + c, Value: v})
			}
		}
	}
	return empty, givens
}
