package generate

import (
	"context"

	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// Each generator is its kind's own (puzzles/<kind>/generate.go); these
// names keep the calls of the benchmark series and the command in one
// place.

// Sudoku is sudoku.Generate.
func Sudoku(seed uint64, n int) (*sudoku.Puzzle, error) { return sudoku.Generate(seed, n) }

// KenKen is kenken.Generate.
func KenKen(seed uint64, n int) (*kenken.Puzzle, error) { return kenken.Generate(seed, n) }

// Takuzu is takuzu.Generate.
func Takuzu(seed uint64, n int, unique bool) (*takuzu.Puzzle, error) {
	return takuzu.Generate(seed, n, unique)
}

// Rogo is rogo.Generate.
func Rogo(seed uint64, rows, cols, steps int) (*rogo.Puzzle, error) {
	return rogo.Generate(seed, rows, cols, steps)
}

// RogoContext is rogo.GenerateContext.
func RogoContext(ctx context.Context, seed uint64, rows, cols, steps int) (*rogo.Puzzle, error) {
	return rogo.GenerateContext(ctx, seed, rows, cols, steps)
}

// Tetravex is tetravex.Generate.
func Tetravex(seed uint64, n, colours int) (*tetravex.Puzzle, error) {
	return tetravex.Generate(seed, n, colours)
}

// Skyscrapers is skyscrapers.Generate.
func Skyscrapers(seed uint64, n int, unique bool) (*skyscrapers.Puzzle, error) {
	return skyscrapers.Generate(seed, n, unique)
}

// SkyscrapersContext is skyscrapers.GenerateContext.
func SkyscrapersContext(ctx context.Context, seed uint64, n int, unique bool) (*skyscrapers.Puzzle, error) {
	return skyscrapers.GenerateContext(ctx, seed, n, unique)
}

// StarBattle is starbattle.Generate.
func StarBattle(seed uint64, n, k int, unique bool) (*starbattle.Puzzle, error) {
	return starbattle.Generate(seed, n, k, unique)
}

// StarBattleContext is starbattle.GenerateContext.
func StarBattleContext(ctx context.Context, seed uint64, n, k int, unique bool) (*starbattle.Puzzle, error) {
	return starbattle.GenerateContext(ctx, seed, n, k, unique)
}

// Futoshiki is futoshiki.Generate.
func Futoshiki(seed uint64, n int, unique bool) (*futoshiki.Puzzle, error) {
	return futoshiki.Generate(seed, n, unique)
}

// FutoshikiContext is futoshiki.GenerateContext.
func FutoshikiContext(ctx context.Context, seed uint64, n int, unique bool) (*futoshiki.Puzzle, error) {
	return futoshiki.GenerateContext(ctx, seed, n, unique)
}

// Killer is killer.Generate.
func Killer(seed uint64, n int, unique bool) (*killer.Puzzle, error) {
	return killer.Generate(seed, n, unique)
}

// KillerContext is killer.GenerateContext.
func KillerContext(ctx context.Context, seed uint64, n int, unique bool) (*killer.Puzzle, error) {
	return killer.GenerateContext(ctx, seed, n, unique)
}

// The Planted functions are the generators with the solution they planted.

// PlantedSudoku is sudoku.Planted.
func PlantedSudoku(seed uint64, n int) (*sudoku.Puzzle, *sudoku.Solution, error) {
	return sudoku.Planted(seed, n)
}

// PlantedKenKen is kenken.Planted.
func PlantedKenKen(seed uint64, n int) (*kenken.Puzzle, *kenken.Solution, error) {
	return kenken.Planted(seed, n)
}

// PlantedTakuzu is takuzu.Planted.
func PlantedTakuzu(seed uint64, n int, unique bool) (*takuzu.Puzzle, *takuzu.Solution, error) {
	return takuzu.Planted(seed, n, unique)
}

// PlantedRogo is rogo.Planted.
func PlantedRogo(seed uint64, rows, cols, steps int) (*rogo.Puzzle, *rogo.Solution, error) {
	return rogo.Planted(seed, rows, cols, steps)
}

// PlantedTetravex is tetravex.Planted.
func PlantedTetravex(seed uint64, n, colours int) (*tetravex.Puzzle, *tetravex.Solution, error) {
	return tetravex.Planted(seed, n, colours)
}
