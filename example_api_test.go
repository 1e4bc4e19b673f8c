package tessera_test

import (
	"errors"
	"fmt"

	"github.com/tessera-cp/tessera"
)

// Every solution of a small model, as an iterator of snapshots.
func ExampleModel_All() {
	m := tessera.NewModel()
	x, y := m.IntVar(1, 3, "x"), m.IntVar(1, 3, "y")
	m.Add(x.Plus(y).Eq(4))
	m.Add(x.Ne(y))
	for sol, err := range m.All() {
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(x, "=", sol.Value(x), y, "=", sol.Value(y))
	}
	// Output:
	// x = 1 y = 3
	// x = 3 y = 1
}

// Reification: b is true exactly when x < y; half-reification: when c is
// true, x + y must be 5. Booleans count as 0/1 in sums.
func ExampleModel_Reify() {
	m := tessera.NewModel()
	x, y := m.IntVar(0, 3, "x"), m.IntVar(0, 3, "y")
	b := m.Reify(x.Lt(y))
	c := m.BoolVar("c")
	m.Add(x.Plus(y).Eq(5).OnlyIf(c))
	m.Add(tessera.Sum(b, c).Eq(2)) // both true
	res, err := m.Count()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", res.Solutions, "x =", res.Value(x), "y =", res.Value(y), "b =", res.Bool(b), "c =", res.Bool(c))
	// Output:
	// solutions: 1 x = 2 y = 3 b = true c = true
}

// Optimize takes its objective as a value built by Minimize or Maximize:
// here the largest 3x + 2y under two linear constraints.
func ExampleModel_Optimize() {
	m := tessera.NewModel()
	x, y := m.IntVar(0, 10, "x"), m.IntVar(0, 10, "y")
	m.Add(x.Plus(y).Le(7))
	m.Add(x.Times(2).Minus(y).Le(5))
	res, err := m.Optimize(tessera.Maximize(x.Times(3).Plus(y.Times(2))))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Status, res.Objective(), "at x =", res.Value(x), "y =", res.Value(y))
	// Output:
	// optimal 18 at x = 4 y = 3
}

// Named constraints: the statistics count each constraint's propagators
// under its name, and a model that fails at the root says which
// constraint failed.
func ExamplePosted_Named() {
	m := tessera.NewModel()
	g := m.IntGrid(3, 3, 1, 3, "cell")
	for i := range 3 {
		m.AllDifferent(g.Row(i)).Namedf("row %d", i+1)
		m.AllDifferent(g.Col(i)).Namedf("column %d", i+1)
	}
	m.Add(tessera.Sum(g.Diagonal()...).Eq(10)).Named("diagonal sum")
	_, err := m.Solve()
	fmt.Println(err)
	fmt.Println(errors.Is(err, tessera.ErrUnsatisfiable))
	// Output:
	// tessera: no solution: constraint "diagonal sum" fails at the root
	// true
}

// A bad post is an error that names the constraint, returned by Err and
// by the search; the model goes on, nothing panics.
func ExampleModel_Err() {
	m := tessera.NewModel()
	xs := m.IntVars(3, 0, 9, "x")
	m.Add(tessera.WeightedSum([]int{1, 2}, xs).Le(10)).Named("budget")
	m.AllDifferent(xs)
	_, err := m.Solve()
	fmt.Println(err)
	fmt.Println(err == m.Err(), errors.Is(err, tessera.ErrArgs))
	// Output:
	// tessera: constraint "budget" (linear): WeightedSum: 2 coefficients for 3 variables: invalid constraint arguments
	// true true
}
