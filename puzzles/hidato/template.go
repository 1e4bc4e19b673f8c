package hidato

import "github.com/tessera-cp/tessera/puzzles/model"

// Template returns p's grid with its holes and rule and no given number,
// and p's givens as (cell index, number - 1) pairs, the cells numbered in
// reading order past the holes. Build's variables are those cells'
// positions on the path (0-based), and Build posts a given as its cell's
// position, so Build(template) with those positions assigned has exactly
// p's solutions: puzzles.Solve solves the puzzles of one grid on copies of
// one model (the path's successor and position variables, its PathOrder)
// instead of building a model per puzzle. An invalid p (Validate) has no
// template: nil, so that its own Build reports why.
func Template(p *Puzzle) (*Puzzle, []model.Given) {
	if p.Validate() != nil {
		return nil, nil
	}
	grid := make([][]int, p.Rows)
	var givens []model.Given
	k := 0
	for r, row := range p.Grid {
		grid[r] = make([]int, p.Cols)
		for c, v := range row {
			if v == Hole {
				grid[r][c] = Hole
				continue
			}
			if v > 0 {
				givens = append(givens, model.Given{Var: k, Value: v - 1})
			}
			k++
		}
	}
	return &Puzzle{Name: p.Name, Rows: p.Rows, Cols: p.Cols, Orthogonal: p.Orthogonal, Grid: grid}, givens
}
