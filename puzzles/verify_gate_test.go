package puzzles

import (
	"errors"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// unconstrained wraps a puzzle whose Build keeps the variables, with their
// domains as posted, but drops every constraint: a deliberately wrong
// model, whose first solution breaks the rules.
type unconstrained struct{ Puzzle }

func (u unconstrained) Build() (*Model, error) {
	m, err := u.Puzzle.Build()
	if err != nil {
		return nil, err
	}
	free := cp.NewStore()
	for x := range m.Store.NumVars() {
		var vals []int
		for v, ok := m.Store.Min(cp.VarID(x)), true; ok; v, ok = m.Store.Next(cp.VarID(x), v) {
			vals = append(vals, v)
		}
		free.NewVarValues(vals)
	}
	m.Store = free
	return m, nil
}

// TestSolveVerifyGate: Solve checks every solution with the puzzle's own
// Verify, so a wrong model gives ErrWrongSolution, never a wrong answer.
// One puzzle of every kind.
func TestSolveVerifyGate(t *testing.T) {
	for _, name := range []string{
		"sudoku/gecode_9x9#1",
		"takuzu/hakank_takuzu_4x4_wikipedia",
		"kenken/seed_6x6_wikipedia",
		"kakurasu/seed_6x6",
		"abcpath/seed_5x5",
		"rogo/hakank_mike_trick",
		"tetravex/seed_3x3",
	} {
		ps, err := OpenBundled(name)
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0]
		// The true model gives a verified answer.
		if res, err := Solve(p, Options{}); err != nil || res.Solution == nil {
			t.Fatalf("%s: the true model: %v, %+v", name, err, res)
		}
		calls := 0
		res, err := Solve(unconstrained{p}, Options{OnSolution: func(Solution) bool { calls++; return true }})
		if !errors.Is(err, ErrWrongSolution) || !strings.HasPrefix(err.Error(), p.Name()+": ") {
			t.Errorf("%s: a model without constraints: result %+v, error %v; want ErrWrongSolution naming the puzzle", name, res, err)
		}
		if calls != 0 {
			t.Errorf("%s: OnSolution saw %d unverified solutions", name, calls)
		}
	}
}
