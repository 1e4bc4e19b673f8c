package rogo

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: the loop as a sequence x₁…x_N
// (N = Steps) of open cells, maximising the points collected.
//
//   - The cells are numbered by decreasing points (ties in reading order):
//     the symbol of a cell is its rank. AllDifferent(x, Domain) keeps the
//     cells distinct; Regular over the adjacency DFA (state: the current
//     cell) makes consecutive cells neighbours, and a binary Table on
//     (x_N, x₁) closes the loop.
//   - Symmetry breaking: x₁ is the loop's cell of smallest symbol (x₁ <
//     xᵢ) and x₂ < x_N fixes the direction. So x₁ is the loop's best cell,
//     and a search that has tried x₁ = c knows that no later loop visits
//     c. Every loop is found once.
//   - The score: DistinctSumRegular(x, adjacency DFA, points, score), a
//     Lagrangian bound on the points a walk of distinct cells can still
//     collect, which prunes the cells that cannot reach min(score).
//   - An odd Steps, fewer than 4 or more than the open cells: no loop, the
//     store fails at once.
//
// Why this model, by measurement (nodes and CPU time to prove the optimum,
// totals over the generated series of peers/gen.py, seeds 1-5: ten boards
// 10×10/20 steps and 11×11/24, five 12×12/28):
//
//	score constraint                      10-11: nodes   time   12×12: nodes   time
//	Element per step + Linear (Gecode's)        808,670  7.8 s
//	  the same with Gecode                      823,097  7-10 s     6,760,697  75-96 s
//	DistinctSum (best weights left)             535,644  3.7 s
//	walk bound, no multipliers                   36,838  0.84 s        88,775  2.1 s
//	+ Lagrange multipliers (10 passes)             5,936  0.22 s         5,353  0.30 s
//	+ their pruning of the cells                   2,356  0.17 s         1,585  0.18 s
//	+ cells numbered by points (this model)          984  0.08 s           787  0.06 s
//
// The rows up to the pruning number the cells in reading order, with the
// peer model's symmetry breaking (x₂ = x₁+1, x_N = x₁+cols). Letting the
// walk bound step straight back costs 35 times the nodes; forbidding 2×2
// squares too (a DFA that remembers three moves) saves a quarter of the
// nodes at 2.5 times the time. Numbering by points makes the search try
// the best cells first and lets the symmetry breaking drop every loop
// through a cell once it has been the start. CyclicRegular instead of
// Regular + Table gives the same nodes and ~15% more time (its pass over
// every start value is not needed); AllDifferent at Value level prunes as
// much here but Domain costs no more. Search: input order, smallest symbol
// (most points) first; branching on x₁ first fixes the walk's start, which
// the bound waits for.
//
// Build returns an error wrapping ErrInvalid when p does not pass
// Validate, and an error when the model would exceed the layered graph
// limits of Regular (2^23 units: a 64×64 board allows about 290 steps).
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	rows, cols, n := p.Rows, p.Cols, p.Steps
	points := func(c int) int { return p.Points[c/cols][c%cols] }
	open, sym := rogoSymbols(p)
	maxScore := 0
	weights := make([]int, len(open))
	for v, c := range open {
		weights[v] = points(c)
		maxScore += points(c)
	}

	xs := make([]cp.VarID, n)
	score := s.NewVar(0, maxScore)
	m := &model.Model[Solution]{Store: s, Vars: xs, Objective: score, Maximize: true}
	m.Decode = func(s *cp.Store) *Solution {
		loop := make([]Cell, n)
		for i, x := range xs {
			c := open[s.Value(x)]
			loop[i] = Cell{c / cols, c % cols}
		}
		loop = Canonical(loop)
		return &Solution{Loop: loop, Score: Score(p, loop)}
	}
	if n%2 != 0 || n < 4 || len(open) < n {
		// No loop on a grid has an odd length or fewer than 4 cells.
		for i := range xs {
			xs[i] = s.NewConst(0)
		}
		s.SetMin(score, maxScore+1) // fails the store
		return m, nil
	}
	adj := rogoAdjacency(p, sym)
	if err := p.checkModelSize(nil, adj); err != nil {
		return nil, err
	}
	for i := range xs {
		xs[i] = s.NewVar(0, len(open)-1)
	}
	var closing [][]int // the pairs (x_N, x₁) of neighbours
	for _, c := range open {
		rogoNeighbours(p, c, func(v int) { closing = append(closing, []int{sym[c], sym[v]}) })
	}
	post := []error{
		tessera.Label(s, "cells distinct", func() error { return propagators.AllDifferent(s, xs, propagators.Domain) }),
		tessera.Label(s, "steps adjacent", func() error { return propagators.Regular(s, xs, adj) }),
		tessera.Label(s, "loop closed", func() error { return propagators.Table(s, []cp.VarID{xs[n-1], xs[0]}, closing) }),
		tessera.Label(s, "one direction", func() error { return propagators.LessEq(s, xs[1], xs[n-1], -1) }),
		tessera.Label(s, "start at the best cell", func() error {
			for _, x := range xs[1:] {
				if err := propagators.LessEq(s, xs[0], x, -1); err != nil {
					return err
				}
			}
			return nil
		}),
	}
	sum := tessera.Label(s, "score", func() error {
		err := propagators.DistinctSumRegular(s, xs, adj, weights, score)
		if errors.Is(err, propagators.ErrArgs) { // too large a graph
			err = propagators.DistinctSum(s, xs, weights, score)
		}
		return err
	})
	for _, err := range append(post, sum) {
		if err != nil {
			return nil, fmt.Errorf("rogo: %s: %d steps on a %dx%d grid: %w", p.Name, n, rows, cols, err)
		}
	}
	return m, nil
}

// SearchOptions returns the recommended search for m: branch and bound on
// the score, extending the loop cell by cell in input order (x₁, then x₂,
// x₃, …), the smallest symbol first, that is the cell with the most
// points.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{
		Vars:      m.Vars,
		VarSelect: search.InputOrder,
		ValSelect: search.ValMin,
		Objective: search.Maximize(m.Objective),
	}
}

// maxRegularGraph is propagators.Regular's limit on the unrolled graph
// (steps × (states + transitions + symbols) of the minimised DFA).
const maxRegularGraph = 1 << 23

// checkModelSize refuses a puzzle whose loop is too long for the model's
// Regular constraint on this grid (about 290 steps on an open 64×64 grid),
// at the steps line when w knows it. adj is the adjacency DFA, nil to
// build it.
func (p *Puzzle) checkModelSize(w *where, adj *dfa.DFA) error {
	n := p.Steps
	if n%2 != 0 || n < 4 {
		return nil // no loop: the model posts no Regular
	}
	open := 0
	for r := range p.Rows {
		for c := range p.Cols {
			if !p.Blocked[r][c] {
				open++
			}
		}
	}
	// Without minimising: at most 1+cells states, 5 transitions and one
	// symbol per open cell; most puzzles are far below the limit.
	if open < n || int64(n)*int64(1+p.Rows*p.Cols+6*open) <= maxRegularGraph {
		return nil
	}
	if adj == nil {
		_, sym := rogoSymbols(p)
		adj = rogoAdjacency(p, sym)
	}
	d := adj.Minimize()
	size := int64(n) * int64(d.NumStates()+d.NumTransitions()+d.MaxSymbol()-d.MinSymbol()+1)
	if size <= maxRegularGraph {
		return nil
	}
	most := maxRegularGraph / (size / int64(n))
	line := 0
	if w != nil {
		line = w.steps
	}
	return p.errorf(w, line, "%d steps are more than the model takes on this %dx%d grid (at most about %d: its walk graph would have %d units, the limit is %d)",
		n, p.Rows, p.Cols, most, size, maxRegularGraph)
}

// rogoSymbols returns the open cells by decreasing points, then reading
// order, and the symbol of each open cell (its place in that order).
func rogoSymbols(p *Puzzle) (open, sym []int) {
	points := func(c int) int { return p.Points[c/p.Cols][c%p.Cols] }
	for c := range p.Rows * p.Cols {
		if !p.Blocked[c/p.Cols][c%p.Cols] {
			open = append(open, c)
		}
	}
	slices.SortStableFunc(open, func(a, b int) int { return points(b) - points(a) })
	sym = make([]int, p.Rows*p.Cols)
	for v, c := range open {
		sym[c] = v
	}
	return open, sym
}

// rogoNeighbours calls f with each open orthogonal neighbour of cell c.
func rogoNeighbours(p *Puzzle, c int, f func(v int)) {
	r, col := c/p.Cols, c%p.Cols
	for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
		r2, c2 := r+d[0], col+d[1]
		if r2 >= 0 && r2 < p.Rows && c2 >= 0 && c2 < p.Cols && !p.Blocked[r2][c2] {
			f(r2*p.Cols + c2)
		}
	}
}

// rogoAdjacency is the DFA of the walks over the open cells, reading the
// symbols sym[c]: state 0 is the start and state 1+c means the walk stands
// on cell c. Each state is entered by one symbol only, which lets
// DistinctSumRegular forbid stepping straight back.
func rogoAdjacency(p *Puzzle, sym []int) *dfa.DFA {
	n := p.Rows * p.Cols
	var ts []dfa.Transition
	var acc []int
	for c := range n {
		if p.Blocked[c/p.Cols][c%p.Cols] {
			continue
		}
		acc = append(acc, 1+c)
		ts = append(ts, dfa.Transition{From: 0, Symbol: sym[c], To: 1 + c})
		rogoNeighbours(p, c, func(v int) {
			ts = append(ts, dfa.Transition{From: 1 + c, Symbol: sym[v], To: 1 + v})
		})
	}
	d, err := dfa.New(1+n, 0, acc, ts)
	if err != nil {
		panic("rogo: adjacency DFA: " + err.Error()) // the construction is valid
	}
	return d
}
