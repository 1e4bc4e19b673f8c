package tessera

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// Status is the outcome of a search: package search's.
type Status = search.Status

const (
	// Unknown: a limit stopped the search before it found a solution.
	Unknown = search.Unknown
	// Solved: a solution was found (when optimising, a limit stopped the
	// search before the best one was proven optimal).
	Solved = search.Solved
	// Optimal: the best solution was found and proven optimal.
	Optimal = search.Optimal
	// Unsatisfiable: a complete search found no solution.
	Unsatisfiable = search.Unsatisfiable
)

// Result is what a search found: its status, the last solution (the best
// one when optimising), how many solutions it reported, why it ended and
// its statistics.
type Result struct {
	Status Status
	// Solutions is the number of solutions found (improving ones when
	// optimising).
	Solutions int64
	// Reason is why the search ended; search.Exhausted means the answer
	// is a proof.
	Reason search.Reason
	// Stats are the search's counters; Stats.Props names each propagator's
	// constraint (Store.Label).
	Stats search.Stats
	// Failed names the constraint that failed at the root (before any
	// decision) when the model is unsatisfiable that early, else "".
	Failed string

	sol *Solution
}

// Complete reports whether the search explored the whole space: the
// solutions counted are all of them, none means unsatisfiable, the last
// one of an optimisation is optimal.
func (r *Result) Complete() bool { return r.Reason == search.Exhausted }

// Solution is the last solution found (the best one when optimising), or
// nil.
func (r *Result) Solution() *Solution { return r.sol }

// Value is x's value in the last solution. It panics when there is none
// (check the error of Solve or Optimize, or Status, first).
func (r *Result) Value(x IntVar) int { return r.solution("Value").Value(x) }

// Values are the values of xs in the last solution (see Value).
func (r *Result) Values(xs []IntVar) []int { return r.solution("Values").Values(xs) }

// Bool is b's value in the last solution (see Value).
func (r *Result) Bool(b BoolVar) bool { return r.solution("Bool").Bool(b) }

// Objective is the objective's value in the best solution (see Value). It
// panics when the search was not an optimisation or found nothing.
func (r *Result) Objective() int { return r.solution("Objective").Objective() }

func (r *Result) solution(what string) *Solution {
	if r.sol == nil {
		panic(fmt.Sprintf("tessera: Result.%s: no solution to read (status %v, %v); check the error of Solve or Optimize first", what, r.Status, r.Reason))
	}
	return r.sol
}

// Solution holds the value of every variable of the model at a solution: a
// snapshot, valid after the search has moved on.
type Solution struct {
	m      *Model
	values []int  // by store variable
	fixed  []bool // by store variable
	obj    int
	hasObj bool
}

// snapshot copies the store's variables into sol (reusing its slices).
func (sol *Solution) snapshot(m *Model, s *cp.Store) {
	n := s.NumVars()
	if cap(sol.values) < n {
		sol.values, sol.fixed = make([]int, n), make([]bool, n)
	}
	sol.m, sol.values, sol.fixed = m, sol.values[:n], sol.fixed[:n]
	for i := range n {
		x := cp.VarID(i)
		sol.values[i], sol.fixed[i] = s.Min(x), s.Fixed(x)
	}
}

// Value is x's value. It panics when x is not a variable of the model, or
// not fixed in this solution (a variable created on the store directly and
// left out of the search): a minimum is never passed off as a value.
func (sol *Solution) Value(x IntVar) int {
	if sol == nil {
		panic("tessera: Solution.Value on a nil Solution (the search found none)")
	}
	switch {
	case x.m == nil:
		panic("tessera: Solution.Value of a zero IntVar")
	case x.m != sol.m:
		panic(fmt.Sprintf("tessera: Solution.Value(%v): a variable of another model", x))
	case int(x.id) >= len(sol.values):
		panic(fmt.Sprintf("tessera: Solution.Value(%v): the variable was created after the search", x))
	case !sol.fixed[x.id]:
		panic(fmt.Sprintf("tessera: Solution.Value(%v): the variable is not fixed in this solution (its domain is %d..%d); branch on it", x, sol.values[x.id], sol.m.s.Max(x.id)))
	}
	return sol.values[x.id]
}

// Values are the values of xs, in a new slice.
func (sol *Solution) Values(xs []IntVar) []int {
	out := make([]int, len(xs))
	for i, x := range xs {
		out[i] = sol.Value(x)
	}
	return out
}

// Bool is b's value.
func (sol *Solution) Bool(b BoolVar) bool {
	v := sol.Value(IntVar{b.m, b.id}) == 1
	return v != b.neg
}

// Bools are the values of bs, in a new slice.
func (sol *Solution) Bools(bs []BoolVar) []bool {
	out := make([]bool, len(bs))
	for i, b := range bs {
		out[i] = sol.Bool(b)
	}
	return out
}

// Grid is the values of g, row by row.
func (sol *Solution) Grid(g *Grid[IntVar]) [][]int {
	out := make([][]int, g.rows)
	for r := range out {
		out[r] = sol.Values(g.cells[r*g.cols : (r+1)*g.cols])
	}
	return out
}

// BoolGrid is the values of g, row by row.
func (sol *Solution) BoolGrid(g *Grid[BoolVar]) [][]bool {
	out := make([][]bool, g.rows)
	for r := range out {
		out[r] = sol.Bools(g.cells[r*g.cols : (r+1)*g.cols])
	}
	return out
}

// Objective is the objective's value; it panics outside an optimisation.
func (sol *Solution) Objective() int {
	if sol == nil || !sol.hasObj {
		panic("tessera: Objective of a solution found without an objective (use Optimize)")
	}
	return sol.obj
}
