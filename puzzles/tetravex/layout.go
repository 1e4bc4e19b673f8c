package tetravex

// ModelLayout says how the model Build makes of p reads on the board: the
// cell (row·n + column) of each of the model's Vars, in order, and the
// piece (0-based, in input order) each value stands for. Graders and hint
// writers (package puzzles/craft) use it to name a variable's cell and a
// value's piece.
func ModelLayout(p *Puzzle) (cells, pieces []int) {
	return spiral(p.N), rankPieces(p)
}
