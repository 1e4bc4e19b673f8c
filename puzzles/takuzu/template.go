package takuzu

import "github.com/tessera-cp/tessera/puzzles/model"

// Template returns the grid of p's side and rule with no given, and p's
// givens as (cell index in reading order, value) pairs. Build's variables
// are the cells in reading order, so Build(template) with those cells
// assigned has exactly p's solutions: puzzles.Solve solves the puzzles of
// one shape on copies of one model instead of building a model per
// puzzle (the line automata and their layered graphs are most of a
// Takuzu's build). An invalid p (Validate) has no template: nil, so that
// its own Build reports why.
func Template(p *Puzzle) (*Puzzle, []model.Given) {
	if p.Validate() != nil {
		return nil, nil
	}
	grid := make([][]int8, p.N)
	var givens []model.Given
	for r := range grid {
		grid[r] = make([]int8, p.N)
		for c, v := range p.Grid[r] {
			grid[r][c] = -1
			if v >= 0 {
				givens = append(givens, model.Given{Var: r*p.N + c, Value: int(v)})
			}
		}
	}
	return &Puzzle{Name: p.Name, N: p.N, Unique: p.Unique, Grid: grid, Spaced: p.Spaced}, givens
}
