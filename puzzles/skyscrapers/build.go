package skyscrapers

import (
	"fmt"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: a
// height 1..N per cell, the given heights fixed, every row and every
// column all different (domain consistent), and every clue a Visibility
// constraint on its line read from the clue's side (the number of
// buildings seen, domain consistent on a relaxation of permutations that
// Regular over the count automaton cannot express; see the package's
// model comparison). The constraints are named "row 3", "column 5",
// "top clue 2 of column 4", "given 6 at r2c3". The variables are the
// cells in reading order. It returns an error (wrapping ErrInvalid) when p
// does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	m := tessera.NewModelOn(s)
	g := m.IntGrid(n, n, 1, n, "height")
	for r, row := range p.Givens {
		for c, v := range row {
			if v != 0 {
				m.Add(g.At(r, c).Eq(v)).Namedf("given %d at r%dc%d", v, r+1, c+1)
			}
		}
	}
	for i := range n {
		m.AllDifferent(g.Row(i)).Namedf("row %d", i+1)
		m.AllDifferent(g.Col(i)).Namedf("column %d", i+1)
	}
	for _, side := range []Side{Top, Bottom, Left, Right} {
		for i, clue := range p.Clues(side) {
			if clue != 0 {
				m.Visibility(clueLine(g, side, i), clue).Named(clueLabel(side, i, clue))
			}
		}
	}
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("skyscrapers: %w", err)
	}
	vars := tessera.IDs(g.Flat())
	decode := func(s *cp.Store) *Solution {
		grid := make([][]int, n)
		for r := range grid {
			grid[r] = make([]int, n)
			for c := range grid[r] {
				grid[r][c] = s.Value(vars[r*n+c])
			}
		}
		return &Solution{Grid: grid}
	}
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// clueLabel names a clue's constraint: "top clue 2 of column 4".
func clueLabel(sd Side, i, clue int) string {
	if sd == Top || sd == Bottom {
		return fmt.Sprintf("%s clue %d of column %d", sd, clue, i+1)
	}
	return fmt.Sprintf("%s clue %d of row %d", sd, clue, i+1)
}

// clueLine is the line of g the clue at index i of side sd looks along,
// nearest first.
func clueLine(g *tessera.Grid[tessera.IntVar], sd Side, i int) []tessera.IntVar {
	switch sd {
	case Top:
		return g.Col(i)
	case Bottom:
		return reversed(g.Col(i))
	case Left:
		return g.Row(i)
	}
	return reversed(g.Row(i))
}

func reversed(xs []tessera.IntVar) []tessera.IntVar {
	for i, j := 0, len(xs)-1; i < j; i, j = i+1, j-1 {
		xs[i], xs[j] = xs[j], xs[i]
	}
	return xs
}

// SearchOptions returns the recommended search for a Skyscrapers model:
// first fail over the cells, smallest height first (on the bundled and
// generated puzzles dom/wdeg and the other value orders explore about as
// many nodes and take as long).
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.FirstFail, ValSelect: search.ValMin}
}
