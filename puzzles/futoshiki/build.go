package futoshiki

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: a
// variable per cell over 1..N, each given fixed, a domain-consistent
// AllDifferent on every row and column, and one x < y per sign. The
// constraints are named "row 3", "column 5", "given r2c3 = 4" and
// "r2c3 < r2c4". The variables are the cells in reading order. It returns
// an error (wrapping ErrInvalid) when p does not pass Validate.
//
// The AllDifferent level was chosen by measurement
// (build_models_test.go): Domain against Bounds.
func Build(p *Puzzle) (*model.Model[Solution], error) {
	return build(p, chosen)
}

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	return buildOn(p, chosen, s)
}

// variant selects a formulation, for the measurements.
type variant struct {
	level propagators.Level // of the rows' and columns' AllDifferent
}

// chosen is Build's formulation.
var chosen = variant{level: propagators.Domain}

func build(p *Puzzle, v variant) (*model.Model[Solution], error) {
	return buildOn(p, v, cp.NewStore())
}

func buildOn(p *Puzzle, v variant, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	m := tessera.NewModelOn(s)
	x := m.IntGrid(n, n, 1, n, "cell")
	for r := range n {
		for c := range n {
			if g := p.Givens[r][c]; g != 0 {
				m.Add(x.At(r, c).Eq(g)).Named(fmt.Sprintf("given %s = %d", Cell{r, c}, g))
			}
		}
	}
	for i := range n {
		m.AllDifferentLevel(x.Row(i), v.level).Named("row " + strconv.Itoa(i+1))
		m.AllDifferentLevel(x.Col(i), v.level).Named("column " + strconv.Itoa(i+1))
	}
	for _, q := range p.Inequalities() {
		m.Add(x.At(q.Small.Row, q.Small.Col).Lt(x.At(q.Large.Row, q.Large.Col))).Named(q.String())
	}
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("futoshiki: %w", err)
	}
	vars := tessera.IDs(x.Flat())
	decode := func(s *cp.Store) *Solution {
		g := make([][]int, n)
		for r := range g {
			g[r] = make([]int, n)
			for c := range g[r] {
				g[r][c] = s.Value(vars[r*n+c])
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// SearchOptions returns the recommended search for a Futoshiki model:
// dom/wdeg over the cells, smallest value first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMin}
}
