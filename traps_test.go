package tessera_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/search"
)

// The traps of issue 10, each of which once gave a silent wrong answer:
// through the layer each is an error (or a panic, for reading a value that
// does not exist) that names the mistake.

// wantErr fails unless err is non-nil and mentions every fragment.
func wantErr(t *testing.T, err error, fragments ...string) {
	t.Helper()
	if err == nil {
		t.Fatalf("no error, want one mentioning %q", fragments)
	}
	for _, f := range fragments {
		if !strings.Contains(err.Error(), f) {
			t.Errorf("error %q does not mention %q", err, f)
		}
	}
}

// wantPanic fails unless f panics with a message mentioning every fragment.
func wantPanic(t *testing.T, f func(), fragments ...string) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		if r == nil {
			t.Fatalf("no panic, want one mentioning %q", fragments)
		}
		msg := fmt.Sprint(r)
		for _, f := range fragments {
			if !strings.Contains(msg, f) {
				t.Errorf("panic %q does not mention %q", msg, f)
			}
		}
	}()
	f()
}

// A sign slip in a difference (d = m[i] - m[j] instead of m[j] - m[i])
// made a Golomb ruler "proven infeasible" in silence. Now the result is
// ErrUnsatisfiable naming the constraint that fails at the root.
func TestTrapGolombSignSlip(t *testing.T) {
	const n = 5
	m := tessera.NewModel()
	mark := m.IntVars(n, 0, n*n, "mark")
	m.Add(mark[0].Eq(0))
	for i := 1; i < n; i++ {
		m.Add(mark[i-1].Lt(mark[i])).Namedf("increasing %d", i)
	}
	var d []tessera.IntVar
	for i := range n {
		for j := i + 1; j < n; j++ {
			dij := m.IntVar(1, n*n, fmt.Sprintf("d%d%d", i, j))
			m.Add(dij.Eq(mark[i].Minus(mark[j]))).Namedf("difference %d-%d", i, j) // the slip
			d = append(d, dij)
		}
	}
	m.AllDifferent(d)
	res, err := m.Optimize(tessera.Minimize(mark[n-1]))
	if !errors.Is(err, tessera.ErrUnsatisfiable) {
		t.Fatalf("error %v, want ErrUnsatisfiable", err)
	}
	wantErr(t, err, "difference 0-1", "fails at the root")
	if res.Status != tessera.Unsatisfiable || res.Failed != "difference 0-1" {
		t.Errorf("status %v, failed %q", res.Status, res.Failed)
	}
	// Reading the objective of nothing is loud, not 0.
	wantPanic(t, func() { _ = res.Objective() }, "no solution", "unsatisfiable")
}

// search.Options{Sense: search.Minimize} without an Objective minimised
// variable 0. Optimize takes its objective as an argument built by
// Minimize or Maximize; the zero Objective is an error.
func TestTrapObjectiveWithoutExpression(t *testing.T) {
	m := tessera.NewModel()
	x := m.IntVar(0, 9, "x")
	m.Add(x.Ge(3))
	_, err := m.Optimize(tessera.Objective{})
	wantErr(t, err, "zero Objective", "Minimize or Maximize")
	if !errors.Is(err, tessera.ErrOptions) {
		t.Errorf("error %v does not wrap ErrOptions", err)
	}
	_, err = m.Optimize(tessera.Minimize(7))
	wantErr(t, err, "objective 7 is a constant")
	_, err = m.Optimize(tessera.Minimize("x"))
	wantErr(t, err, "string is not an expression")
	res, err := m.Optimize(tessera.Minimize(x))
	if err != nil || res.Objective() != 3 || res.Status != tessera.Optimal {
		t.Errorf("minimize x: %v, %v", res.Status, err)
	}
}

// search.Options{} without Vars reported one solution with nothing fixed.
// A model's search branches on its variables; a model without any, or a
// Branch over none, is an error.
func TestTrapNoDecisionVariables(t *testing.T) {
	m := tessera.NewModel()
	_, err := m.Solve()
	wantErr(t, err, "no variables to search")

	m = tessera.NewModel()
	x := m.IntVar(0, 3, "x")
	m.Add(x.Ne(1))
	_, err = m.Solve(tessera.Branch(nil, tessera.FirstFail, tessera.ValMin))
	wantErr(t, err, "Branch", "empty scope")
	res, err := m.Count()
	if err != nil || res.Solutions != 3 {
		t.Errorf("count: %d, %v", res.Solutions, err)
	}
}

// Store.Value of an unfixed variable returned its minimum. A solution of
// a Model fixes every variable of the model (those Branch leaves out are
// branched on last), and a Solution refuses to read a variable it does not
// hold, or a result that has no solution.
func TestTrapValueOfUnfixed(t *testing.T) {
	m := tessera.NewModel()
	x, y := m.IntVar(0, 3, "x"), m.IntVar(2, 5, "y")
	res, err := m.Solve(tessera.Branch([]tessera.IntVar{x}, tessera.InputOrder, tessera.ValMax))
	if err != nil {
		t.Fatal(err)
	}
	if res.Value(x) != 3 || res.Value(y) != 2 {
		t.Errorf("x = %d, y = %d; want 3 and 2 (y fixed after the phase on x)", res.Value(x), res.Value(y))
	}
	res, err = m.Count(tessera.Branch([]tessera.IntVar{x}, tessera.InputOrder, tessera.ValMin))
	if err != nil || res.Solutions != 16 {
		t.Errorf("count over x and y: %d (%v), want 16", res.Solutions, err)
	}
	z := m.IntVar(0, 1, "z")
	wantPanic(t, func() { res.Value(z) }, "z", "created after the search")

	m.Add(x.Gt(5)).Named("x above 5")
	res, err = m.Solve()
	wantErr(t, err, "x above 5")
	wantPanic(t, func() { res.Value(x) }, "no solution", "unsatisfiable")
}

// Result.Objective was 0 when nothing was found; Optimize now returns an
// error (ErrLimit when a limit stopped it first) and Objective panics.
func TestTrapObjectiveOfNothing(t *testing.T) {
	m := tessera.NewModel()
	xs := m.IntVars(12, 0, 11, "q")
	for i := range xs {
		for j := i + 1; j < len(xs); j++ {
			m.Add(xs[i].Ne(xs[j]))
			m.Add(xs[i].Ne(xs[j].Plus(j - i)))
			m.Add(xs[i].Ne(xs[j].Minus(j - i)))
		}
	}
	res, err := m.Optimize(tessera.Maximize(xs[0]), tessera.MaxNodes(3))
	if !errors.Is(err, tessera.ErrLimit) {
		t.Fatalf("error %v, want ErrLimit", err)
	}
	wantErr(t, err, "node limit")
	if res.Status != tessera.Unknown {
		t.Errorf("status %v", res.Status)
	}
	wantPanic(t, func() { res.Objective() }, "no solution", "unknown")
}

// A must() around every post: posts record their first error, with the
// constraint's name, and Solve returns it.
func TestTrapErrorsAccumulate(t *testing.T) {
	m := tessera.NewModel()
	x := m.IntVars(3, 0, 5, "x")
	m.AllDifferent(x).Named("fine")
	m.Add(tessera.WeightedSum([]int{1, 2}, x).Eq(4)).Named("row 3")
	m.AllDifferent(nil).Named("second mistake")
	err := m.Err()
	wantErr(t, err, `"row 3"`, "2 coefficients for 3 variables")
	var pe *tessera.PostError
	if !errors.As(err, &pe) || pe.Name != "row 3" || !errors.Is(err, tessera.ErrArgs) {
		t.Errorf("error %#v: want a *PostError named row 3 wrapping ErrArgs", err)
	}
	_, err2 := m.Solve()
	if err2 != err {
		t.Errorf("Solve returned %v, want the model's first error %v", err2, err)
	}
}

// Each kind of bad argument gives an error naming it, and none panics.
func TestTrapBadArguments(t *testing.T) {
	other := tessera.NewModel()
	foreign := other.IntVar(0, 1, "foreign")
	cases := []struct {
		name      string
		post      func(m *tessera.Model)
		fragments []string
	}{
		{"variable of another model", func(m *tessera.Model) {
			x := m.IntVar(0, 3, "x")
			m.Add(x.Eq(foreign)).Named("mixed")
		}, []string{`"mixed"`, "two models"}},
		{"variable of another model in a global", func(m *tessera.Model) {
			x := m.IntVar(0, 3, "x")
			m.AllDifferent([]tessera.IntVar{x, foreign}).Named("pair")
		}, []string{`"pair"`, "foreign belongs to another model"}},
		{"zero IntVar", func(m *tessera.Model) {
			var x tessera.IntVar
			m.Add(x.Le(3))
		}, []string{"zero IntVar"}},
		{"zero IntVar in a global", func(m *tessera.Model) {
			xs := make([]tessera.IntVar, 3)
			m.AllDifferent(xs).Named("forgot to create them")
		}, []string{"forgot to create them", "zero IntVar"}},
		{"empty scope", func(m *tessera.Model) {
			m.AllDifferent(nil).Named("row 9")
		}, []string{`"row 9"`, "empty scope"}},
		{"bounds past the store's values", func(m *tessera.Model) {
			m.IntVar(0, 1<<62, "cost")
		}, []string{"cost", "past ±(2^62-1)"}},
		{"a set with holes on an interval variable", func(m *tessera.Model) {
			x := m.IntVar(0, 1<<40, "cost")
			m.Add(x.In(1, 5)).Named("odd cost")
		}, []string{`"odd cost"`, "interval variable"}},
		{"wide values with holes", func(m *tessera.Model) {
			m.IntVarValues([]int{0, 1 << 40}, "far")
		}, []string{"far", "needs a bitset"}},
		{"empty domain", func(m *tessera.Model) {
			m.IntVar(5, 3, "x")
		}, []string{"x", "empty domain 5..3"}},
		{"overflowing coefficient", func(m *tessera.Model) {
			x := m.IntVar(0, 3, "x")
			m.Add(x.Times(1 << 62).Times(4).Eq(0)).Named("big")
		}, []string{`"big"`, "overflows"}},
		{"overflowing sum", func(m *tessera.Model) {
			x := m.IntVar(0, 1000, "x")
			m.Add(x.Times(1 << 60).Plus(x.Times(1 << 60)).Le(0)).Named("sum")
		}, []string{`"sum"`, "2305843009213693952*x", "past 2^61"}},
		{"wrong sizes", func(m *tessera.Model) {
			xs, ys := m.IntVars(2, 0, 1, "a"), m.IntVars(3, 0, 1, "b")
			m.LexLess(xs, ys).Named("rows 1 and 2")
		}, []string{`"rows 1 and 2"`, "lengths 2 and 3"}},
		{"not an operand", func(m *tessera.Model) {
			x := m.IntVar(0, 3, "x")
			m.Add(x.Eq(2.5))
		}, []string{"float64 is not an expression"}},
		{"bad nonogram clue", func(m *tessera.Model) {
			m.Runs(m.IntVars(5, 0, 1, "x"), []int{2, 0}).Named("row 4")
		}, []string{`"row 4"`, "Runs"}},
		{"malformed regular expression", func(m *tessera.Model) {
			m.RegularExpr(m.IntVars(5, 0, 1, "x"), "0*(1").Named("line")
		}, []string{`"line"`, "position"}},
		{"zero constraint", func(m *tessera.Model) {
			m.Add(tessera.Constraint{})
		}, []string{"zero Constraint"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := tessera.NewModel()
			c.post(m)
			wantErr(t, m.Err(), c.fragments...)
			if !errors.Is(m.Err(), tessera.ErrArgs) {
				t.Errorf("%v does not wrap ErrArgs", m.Err())
			}
		})
	}
}

// Naming a constraint meant counting NumProps before and after; Named
// labels every propagator of the post, and an unnamed post is labelled
// with its description.
func TestTrapNaming(t *testing.T) {
	m := tessera.NewModel()
	g := m.IntGrid(4, 4, 1, 4, "cell")
	for r := range 4 {
		m.AllDifferent(g.Row(r)).Namedf("row %d", r+1)
	}
	m.Add(tessera.Sum(g.Col(0)...).Eq(10))
	res, err := m.Solve(tessera.MaxSolutions(1))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, p := range res.Stats.Props {
		seen[p.Label]++
	}
	for _, want := range []string{"row 1", "row 4", "cell[0][0] + cell[1][0] + cell[2][0] + cell[3][0] == 10"} {
		if seen[want] == 0 {
			t.Errorf("no propagator labelled %q in %v", want, seen)
		}
	}
	if seen[""] != 0 {
		t.Errorf("%d unlabelled propagators", seen[""])
	}
}

// A search inside a search corrupted the store; it is refused.
func TestTrapReentrantSearch(t *testing.T) {
	m := tessera.NewModel()
	x := m.IntVars(3, 0, 2, "x")
	m.AllDifferent(x)
	n := 0
	for sol, err := range m.All() {
		if err != nil {
			t.Fatal(err)
		}
		n++
		if _, err := m.Solve(); !errors.Is(err, tessera.ErrBusy) {
			t.Fatalf("Solve inside All: %v, want ErrBusy", err)
		}
		_ = sol.Values(x)
	}
	if n != 6 {
		t.Errorf("%d solutions, want 6", n)
	}
	for range m.All() {
		m.Add(x[0].Eq(1))
		break
	}
	wantErr(t, m.Err(), "post between solutions")
	m2 := tessera.NewModel()
	m2.IntVars(2, 0, 1, "y")
	for range m2.All() {
		m2.IntVar(0, 3, "late")
		break
	}
	wantErr(t, m2.Err(), "late", "variable created between solutions")
}

var _ = search.Exhausted
