package generate

import (
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// The Planted functions are the generators with the solution they planted:
// the starting point of a generator that makes puzzles unique and graded
// (package puzzles/craft), which needs the full solution to take clues
// from. Same arguments, same puzzle and errors as the plain generators.

// PlantedSudoku is Sudoku and its planted full grid.
func PlantedSudoku(seed uint64, n int) (*sudoku.Puzzle, *sudoku.Solution, error) {
	return plantSudoku(seed, n)
}

// PlantedKenKen is KenKen and its planted Latin square.
func PlantedKenKen(seed uint64, n int) (*kenken.Puzzle, *kenken.Solution, error) {
	return plantKenKen(seed, n)
}

// PlantedTakuzu is Takuzu and its planted full grid.
func PlantedTakuzu(seed uint64, n int, unique bool) (*takuzu.Puzzle, *takuzu.Solution, error) {
	return plantTakuzu(seed, n, unique)
}

// PlantedRogo is Rogo and its planted loop (a valid loop, not necessarily
// the best).
func PlantedRogo(seed uint64, rows, cols, steps int) (*rogo.Puzzle, *rogo.Solution, error) {
	return plantRogo(seed, rows, cols, steps)
}

// PlantedTetravex is Tetravex and its planted arrangement.
func PlantedTetravex(seed uint64, n, colours int) (*tetravex.Puzzle, *tetravex.Solution, error) {
	return plantTetravex(seed, n, colours)
}
