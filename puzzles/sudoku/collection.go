package sudoku

import (
	"github.com/tessera-cp/tessera/puzzles/model"
)

// ParseEach reads a Sudoku file as ParseAll does, but a collection line
// that is not a valid puzzle does not stop the others: puzzles[k] is nil and
// errs[k] names the file, the line and what was expected, while the other
// lines are read. err is an error of the whole file (its kind line, a
// comment inside the body, a solution block under a collection, a
// malformed single-puzzle file), and then no puzzle is returned.
func ParseEach(file string, data []byte) (puzzles []*Puzzle, errs []error, err error) {
	d, err := read(file, data)
	if err != nil {
		return nil, nil, err
	}
	if !isCollection(d.Body) {
		p, err := parseSingle(d)
		if err != nil {
			return nil, nil, err
		}
		return []*Puzzle{p}, []error{nil}, nil
	}
	if d.SolutionLine > 0 {
		return nil, nil, d.Errorf(d.SolutionLine, "a sudoku collection (several one-line puzzles) carries no solution block")
	}
	puzzles = make([]*Puzzle, len(d.Body))
	errs = make([]error, len(d.Body))
	for k, l := range d.Body {
		puzzles[k], errs[k] = parseLine(d, file, k, l)
	}
	return puzzles, errs, nil
}

// Template returns the grid of p's side with no given, and p's givens as
// (cell index in reading order, value) pairs. Build's variables are the
// cells in reading order, so Build(template) with those cells assigned has
// exactly p's solutions: a collection of one side is solved on copies of
// one model instead of a model built for each puzzle (puzzles.ModelCache).
// That model keeps the fixed cells inside the AllDifferents that Build
// leaves out for a given grid: propagating them at the root costs about
// what building the puzzle's own model does, and the copy saves most of
// the allocations (docs/SUDOKU_SPEED.md). The template's units are one
// propagator (AllDifferentGrid, see Build). An invalid p (Validate) has no
// template: nil, so that its own Build reports why.
func Template(p *Puzzle) (*Puzzle, []model.Given) {
	if p.Validate() != nil {
		return nil, nil
	}
	grid, givens := model.GridGivens(p.Grid)
	return &Puzzle{Name: p.Name, N: p.N, Grid: grid, Spelling: p.Spelling, grid: true}, givens
}
