package skyscrapers

import "github.com/tessera-cp/tessera/puzzles/model"

// Template returns p's grid with its clues and no given height, and p's
// given heights as (cell index in reading order, height) pairs. Build's
// variables are the cells in reading order and Build posts a given as its
// cell's height, so Build(template) with those cells assigned has exactly
// p's solutions: puzzles.Solve solves the puzzles of one frame of clues
// on copies of one model instead of building a model per puzzle. An
// invalid p (Validate) has no template: nil, so that its own Build
// reports why.
func Template(p *Puzzle) (*Puzzle, []model.Given) {
	if p.Validate() != nil {
		return nil, nil
	}
	grid, givens := model.GridGivens(p.Givens)
	return &Puzzle{Name: p.Name, N: p.N, Top: p.Top, Bottom: p.Bottom, Left: p.Left, Right: p.Right, Givens: grid}, givens
}
