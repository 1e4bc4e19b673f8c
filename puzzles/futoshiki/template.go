package futoshiki

import "github.com/tessera-cp/tessera/puzzles/model"

// Template returns p's grid with its signs and no given, and p's givens as
// (cell index in reading order, value) pairs. Build's variables are the
// cells in reading order and Build posts a given as its cell's value, so
// Build(template) with those cells assigned has exactly p's solutions:
// puzzles.Solve solves the puzzles of one grid of signs (a generator's
// candidates, a puzzle solved again with more cells filled) on copies of
// one model instead of building a model per puzzle. An invalid p
// (Validate) has no template: nil, so that its own Build reports why.
func Template(p *Puzzle) (*Puzzle, []model.Given) {
	if p.Validate() != nil {
		return nil, nil
	}
	grid, givens := model.GridGivens(p.Givens)
	return &Puzzle{Name: p.Name, N: p.N, Givens: grid, Right: p.Right, Below: p.Below}, givens
}
