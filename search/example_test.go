package search_test

import (
	"fmt"
	"os"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// Four queens on a 4×4 board, one per row: q[i] is the column of row i's
// queen; no two share a column or a diagonal.
func Example() {
	const n = 4
	s := cp.NewStore()
	q := make([]cp.VarID, n)
	for i := range q {
		q[i] = s.NewVar(0, n-1)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			propagators.NotEqual(s, q[i], q[j], 0)        // columns
			propagators.NotEqual(s, q[i], q[j], j-i)      // diagonal
			propagators.NotEqual(s, q[i], q[j], -(j - i)) // anti-diagonal
		}
	}
	res, err := search.Solve(s, search.Options{Vars: q, VarSelect: search.FirstFail}, func(s *cp.Store) bool {
		cols := make([]int, n)
		for i, x := range q {
			cols[i] = s.Value(x)
		}
		fmt.Println(cols)
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Solutions, "solutions, complete:", res.Complete())
	// Output:
	// [1 3 0 2]
	// [2 0 3 1]
	// 2 solutions, complete: true
}

// Is the solution unique? Count up to two.
func ExampleCount() {
	s := cp.NewStore()
	x, y := s.NewVar(1, 3), s.NewVar(1, 3)
	propagators.LessEq(s, x, y, -2) // x ≤ y − 2: only x = 1, y = 3
	res, _ := search.Count(s, search.Options{Vars: []cp.VarID{x, y}}, 2)
	fmt.Println("unique:", res.Solutions == 1 && res.Complete())
	// Output:
	// unique: true
}

// Branch and bound: three distinct values in 1..9 whose maximum m is as
// small as possible. m is not a decision variable: it is branched on last.
func ExampleSolve_minimize() {
	s := cp.NewStore()
	x, y, z := s.NewVar(1, 9), s.NewVar(1, 9), s.NewVar(1, 9)
	m := s.NewVar(0, 20)
	propagators.NotEqual(s, x, y, 0)
	propagators.NotEqual(s, y, z, 0)
	propagators.NotEqual(s, x, z, 0)
	for _, v := range []cp.VarID{x, y, z} {
		propagators.LessEq(s, v, m, 0)
	}
	res, _ := search.Solve(s, search.Options{
		Vars:      []cp.VarID{x, y, z},
		ValSelect: search.ValMax,
		Objective: search.Minimize(m),
	}, func(s *cp.Store) bool {
		fmt.Printf("m=%d: x=%d y=%d z=%d\n", s.Value(m), s.Value(x), s.Value(y), s.Value(z))
		return true
	})
	fmt.Println("best", res.Objective, "optimal:", res.Complete())
	// Output:
	// m=9: x=9 y=8 z=7
	// m=8: x=8 y=7 z=6
	// m=7: x=7 y=6 z=5
	// m=6: x=6 y=5 z=4
	// m=5: x=5 y=4 z=3
	// m=4: x=4 y=3 z=2
	// m=3: x=3 y=2 z=1
	// best 3 optimal: true
}

// Phases: decide the first two rows' queens first, largest column first,
// then the others by first-fail. Every phase is fixed before the next one
// branches; the count does not change.
func ExampleOptions_phases() {
	const n = 6
	s := cp.NewStore()
	q := make([]cp.VarID, n)
	for i := range q {
		q[i] = s.NewVar(0, n-1)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			propagators.NotEqual(s, q[i], q[j], 0)
			propagators.NotEqual(s, q[i], q[j], j-i)
			propagators.NotEqual(s, q[i], q[j], -(j - i))
		}
	}
	res, _ := search.Solve(s, search.Options{Phases: []search.Phase{
		{Vars: q[:2], ValSelect: search.ValMax},
		{Vars: q[2:], VarSelect: search.FirstFail},
	}}, func(s *cp.Store) bool {
		fmt.Println(values(s, q))
		return true
	})
	fmt.Println(res.Solutions, "solutions,", res.Status())
	// Output:
	// [4 2 0 5 3 1]
	// [3 0 4 1 5 2]
	// [2 5 1 4 0 3]
	// [1 3 5 0 2 4]
	// 4 solutions, solved
}

// A model without decision variables is solved by propagation alone when
// the search is asked to (AllowNoVars); when the root fails, the result
// names the constraint.
func ExampleResult_rootFailure() {
	s := cp.NewStore()
	x, y := s.NewVar(1, 4), s.NewVar(1, 4)
	first := s.NumProps()
	propagators.Linear(s, []int{1, 1}, []cp.VarID{x, y}, propagators.EQ, 9) // at most 8
	for p := first; p < s.NumProps(); p++ {
		s.SetLabel(cp.PropID(p), "cage A (9+)")
	}
	if _, err := search.Solve(s, search.Options{}, nil); err != nil {
		fmt.Println(err)
	}
	res, _ := search.Solve(s, search.Options{AllowNoVars: true}, nil)
	fmt.Println(res.Status(), "-", res.RootFailure.Label, "cannot be satisfied")
	// Output:
	// search: no decision variables: set Vars (or Phases), or AllowNoVars for a search that only propagates: invalid search options
	// unsatisfiable - cage A (9+) cannot be satisfied
}

// The statistics as text tables (the CLI prints them under --stats). The
// time is zeroed here to keep the output stable.
func ExampleStats_WriteTable() {
	s := cp.NewStore()
	x, y, z := s.NewVar(1, 3), s.NewVar(1, 3), s.NewVar(1, 3)
	for _, c := range []struct {
		a, b  cp.VarID
		label string
	}{{x, y, "x≠y"}, {y, z, "y≠z"}, {x, z, "x≠z"}} {
		propagators.NotEqual(s, c.a, c.b, 0)
		s.SetLabel(cp.PropID(s.NumProps()-1), c.label)
	}
	res, _ := search.Count(s, search.Options{Vars: []cp.VarID{x, y, z}}, 0)
	res.Elapsed = 0
	res.WriteTable(os.Stdout, res.Status().String())
	// Output:
	// status        solved
	// nodes         11
	// failures      0
	// propagations  15
	// max depth     3
	// restarts      0
	// time          0s
	//
	// constraint kind  propagators  calls  prunings  failures
	// noteq                      3     15        12         0
	//
	// constraint  propagators  calls  prunings  failures
	// noteq y≠z             1      7         6         0
	// noteq x≠y             1      4         3         0
	// noteq x≠z             1      4         3         0
}
