package kakuro

import (
	"fmt"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: a
// variable over 1..9 per white cell and, per clued run, an AllDifferentSum
// (the run's digits distinct and adding up to its clue, as a table of the
// allowed tuples, which is domain consistent) while the run has at most
// 1000 such tuples; a longer run, whose table would take longer to build
// than the search it saves (an 8-cell run of sum 40 has 40,320), gets a
// domain-consistent AllDifferent, its sum, and its cells restricted to the
// digits of the sets that make the sum. Each constraint is named after its
// clue: "across 16 at r2c1". The variables are the white cells in reading
// order. It returns an error (wrapping ErrInvalid) when p does not pass
// Validate.
//
// The model was chosen by measurement (build_models_test.go): against
// AllDifferent + a sum for every run (thousands to millions of nodes where
// the tables need one to three), and against tables for every run (the
// same search, but up to 190 ms to build the 22×14 Nikoli puzzles).
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
	split bool // runs as AllDifferent + Linear instead of AllDifferentSum
	// maxTuples, when positive, splits the runs whose digit tuples (the
	// orderings of every digit set with the run's sum) are more, and
	// restricts their cells to the digits of those sets.
	maxTuples int
}

// chosen is Build's formulation.
var chosen = variant{maxTuples: 1000}

func build(p *Puzzle, v variant) (*model.Model[Solution], error) {
	return buildOn(p, v, cp.NewStore())
}

func buildOn(p *Puzzle, v variant, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	m := tessera.NewModelOn(s)
	cell := make([][]tessera.IntVar, p.Rows)
	var whites []tessera.IntVar
	for r := range p.Rows {
		cell[r] = make([]tessera.IntVar, p.Cols)
		for c := range p.Cols {
			if p.White[r][c] {
				cell[r][c] = m.IntVar(1, 9, fmt.Sprintf("r%dc%d", r+1, c+1))
				whites = append(whites, cell[r][c])
			}
		}
	}
	for _, run := range p.Runs() {
		xs := make([]tessera.IntVar, len(run.Cells))
		for i, c := range run.Cells {
			xs[i] = cell[c.Row][c.Col]
		}
		name := run.String()
		if v.split || v.maxTuples > 0 && tuples(len(xs), run.Sum) > v.maxTuples {
			m.AllDifferent(xs).Named(name)
			m.Add(tessera.Sum(xs...).Eq(run.Sum)).Named(name)
			if v.maxTuples > 0 {
				digits := digitsOf(len(xs), run.Sum)
				for _, x := range xs {
					m.Add(x.In(digits...)).Named(name)
				}
			}
			continue
		}
		m.AllDifferentSum(xs, run.Sum).Named(name)
	}
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("kakuro: %w", err)
	}
	vars := tessera.IDs(whites)
	decode := func(s *cp.Store) *Solution {
		g := make([][]int, p.Rows)
		for r := range g {
			g[r] = make([]int, p.Cols)
			for c := range g[r] {
				if p.White[r][c] {
					g[r][c] = s.Value(cell[r][c].ID())
				}
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// SearchOptions returns the recommended search for a Kakuro model: dom/wdeg
// over the white cells, smallest value first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMin}
}

// sets calls f with every set of k distinct digits 1..9 adding up to sum,
// as a bit mask (bit d for digit d).
func sets(k, sum int, f func(mask int)) {
	var rec func(from, k, sum, mask int)
	rec = func(from, k, sum, mask int) {
		if k == 0 {
			if sum == 0 {
				f(mask)
			}
			return
		}
		for d := from; d <= 9 && d <= sum; d++ {
			rec(d+1, k-1, sum-d, mask|1<<d)
		}
	}
	rec(1, k, sum, 0)
}

// tuples counts the orderings of the digit sets of a run: k! per set.
func tuples(k, sum int) int {
	fact := 1
	for i := 2; i <= k; i++ {
		fact *= i
	}
	n := 0
	sets(k, sum, func(int) { n += fact })
	return n
}

// digitsOf lists the digits of the sets of k distinct digits adding up to
// sum.
func digitsOf(k, sum int) []int {
	union := 0
	sets(k, sum, func(mask int) { union |= mask })
	var out []int
	for d := 1; d <= 9; d++ {
		if union&(1<<d) != 0 {
			out = append(out, d)
		}
	}
	return out
}
