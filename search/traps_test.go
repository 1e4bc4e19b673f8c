package search_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// wantOptErr checks that err wraps ErrOptions and names the mistake.
func wantOptErr(t *testing.T, what string, err error, want string) {
	t.Helper()
	if !errors.Is(err, search.ErrOptions) || !strings.Contains(err.Error(), want) {
		t.Errorf("%s: error %v, want ErrOptions saying %q", what, err, want)
	}
}

// A search without decision variables used to report one solution with
// nothing fixed; it is an error at New, Solve and Count, unless asked for.
func TestNoVarsIsAnError(t *testing.T) {
	s, q := queens(t, 4)
	const want = "no decision variables"
	for _, opt := range []search.Options{
		{},
		{VarSelect: search.FirstFail, MaxSolutions: 3},
		{Vars: []cp.VarID{}},
		{Phases: []search.Phase{}},
		{Objective: search.Minimize(q[0])},
	} {
		_, err := search.New(s, opt)
		wantOptErr(t, "New", err, want)
		called := false
		_, err = search.Solve(s, opt, func(*cp.Store) bool { called = true; return true })
		wantOptErr(t, "Solve", err, want)
		if called {
			t.Error("Solve called back despite the error")
		}
		_, err = search.Count(s, opt, 2)
		wantOptErr(t, "Count", err, want)
	}
}

// AllowNoVars: a model solved by propagation alone has one solution, the
// root; an empty store too.
func TestAllowNoVars(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(1, 3), s.NewVar(1, 3)
	must(t, propagators.LessEq(s, x, y, -2)) // only x = 1, y = 3
	res, err := search.Solve(s, search.Options{AllowNoVars: true}, func(s *cp.Store) bool {
		if !s.Fixed(x) || !s.Fixed(y) || s.Value(x) != 1 || s.Value(y) != 3 {
			t.Errorf("root: x %s, y %s", s.String(x), s.String(y))
		}
		return true
	})
	must(t, err)
	if res.Solutions != 1 || res.Status() != search.Solved || !res.Complete() || res.Nodes != 1 {
		t.Errorf("propagation only: %d solutions, %v, %d nodes", res.Solutions, res.Status(), res.Nodes)
	}
	res, err = search.Count(cp.NewStore(), search.Options{AllowNoVars: true}, 0)
	must(t, err)
	if res.Solutions != 1 || !res.Complete() {
		t.Errorf("empty store: %d solutions, %v", res.Solutions, res.Reason)
	}
	// With an objective, the objective is still branched on.
	s = cp.NewStore()
	z := s.NewVar(2, 7)
	res, err = search.Solve(s, search.Options{AllowNoVars: true, Objective: search.Maximize(z)}, nil)
	must(t, err)
	if res.Status() != search.Optimal || res.Objective != 7 || !res.HasObjective {
		t.Errorf("objective only: %v, objective %d (%v)", res.Status(), res.Objective, res.HasObjective)
	}
}

// The zero Objective satisfies: it does not minimise variable 0.
func TestZeroObjectiveSatisfies(t *testing.T) {
	s, q := queens(t, 6)
	res, err := search.Count(s, search.Options{Vars: q, Objective: search.Objective{}}, 0)
	must(t, err)
	if res.Solutions != 4 || res.HasObjective || res.Status() != search.Solved {
		t.Errorf("%d solutions, has objective %v, %v; want all 4 solutions, no objective", res.Solutions, res.HasObjective, res.Status())
	}
	if x, ok := (search.Objective{}).Var(); ok || (search.Objective{}).String() != "satisfy" {
		t.Errorf("zero objective: Var() = %d, %v", x, ok)
	}
	if x, ok := search.Minimize(0).Var(); !ok || x != 0 || search.Minimize(0).Maximizing() || !search.Maximize(0).Maximizing() {
		t.Errorf("Minimize(0): Var() = %d, %v", x, ok)
	}
}

func TestPhasesMisuse(t *testing.T) {
	s, q := queens(t, 4)
	cases := []struct {
		opt  search.Options
		want string
	}{
		{search.Options{Vars: q, Phases: []search.Phase{{Vars: q}}}, "both Vars and Phases"},
		{search.Options{VarSelect: search.FirstFail, Phases: []search.Phase{{Vars: q}}}, "each phase has its own"},
		{search.Options{ValSelect: search.ValMax, Phases: []search.Phase{{Vars: q}}}, "each phase has its own"},
		{search.Options{Phases: []search.Phase{{Vars: q}, {}}}, "Phases[1] has no Vars"},
		{search.Options{Phases: []search.Phase{{Vars: q[:2]}, {Vars: []cp.VarID{q[2], 17}}}}, "Phases[1].Vars[1] = 17 is not a variable"},
		{search.Options{Phases: []search.Phase{{Vars: q, ValSelect: 9}}}, "Phases[0]: unknown ValSelect(9)"},
		{search.Options{Phases: []search.Phase{{Vars: q, VarSelect: 9}}}, "Phases[0]: unknown VarSelect(9)"},
	}
	for i, c := range cases {
		_, err := search.New(s, c.opt)
		wantOptErr(t, string(rune('0'+i)), err, c.want)
	}
}

// Status and HasObjective say what was found; Objective alone cannot.
func TestResultStatus(t *testing.T) {
	// Branch and bound, complete: optimal.
	s, take, _, value := knap.model()
	opt := search.Options{Vars: take, VarSelect: search.DomWDeg, Objective: search.Maximize(value)}
	res, err := search.Solve(s, opt, nil)
	must(t, err)
	if res.Status() != search.Optimal || !res.HasObjective || res.Objective != knap.best() || res.RootFailure != nil {
		t.Errorf("complete: %v, objective %d (%v), root failure %v", res.Status(), res.Objective, res.HasObjective, res.RootFailure)
	}
	// Stopped before the first solution: unknown, no objective.
	opt.MaxNodes = 2
	res, err = search.Solve(s, opt, nil)
	must(t, err)
	if res.Status() != search.Unknown || res.HasObjective || res.Solutions != 0 {
		t.Errorf("2 nodes: %v, %d solutions, has objective %v", res.Status(), res.Solutions, res.HasObjective)
	}
	// Stopped after some solutions: solved, not optimal.
	opt.MaxNodes = 0
	opt.MaxSolutions = 1
	res, err = search.Solve(s, opt, nil)
	must(t, err)
	if res.Status() != search.Solved || !res.HasObjective || res.Complete() {
		t.Errorf("1 solution: %v, has objective %v, %v", res.Status(), res.HasObjective, res.Reason)
	}
	// Infeasible after search (3-queens): unsatisfiable, no root failure.
	s, q := queens(t, 3)
	res, err = search.Solve(s, search.Options{Vars: q, Objective: search.Minimize(q[0])}, nil)
	must(t, err)
	if res.Status() != search.Unsatisfiable || res.HasObjective || res.RootFailure != nil || res.Nodes == 1 {
		t.Errorf("3-queens: %v, has objective %v, root failure %v, %d nodes", res.Status(), res.HasObjective, res.RootFailure, res.Nodes)
	}
	for st, want := range map[search.Status]string{search.Unknown: "unknown", search.Solved: "solved",
		search.Optimal: "optimal", search.Unsatisfiable: "unsatisfiable", 9: "Status(9)"} {
		if st.String() != want {
			t.Errorf("%d: %q, want %q", st, st.String(), want)
		}
	}
}

// A root propagation that fails names the propagator, with its kind and
// label, so a caller can say which constraint cannot be satisfied.
func TestRootFailureNamesTheConstraint(t *testing.T) {
	s := cp.NewStore()
	x, y, z := s.NewVar(1, 5), s.NewVar(1, 5), s.NewVar(1, 5)
	must(t, propagators.NotEqual(s, x, y, 0))
	n := s.NumProps()
	must(t, propagators.Linear(s, []int{1, 1, 1}, []cp.VarID{x, y, z}, propagators.EQ, 16)) // at most 15
	for p := n; p < s.NumProps(); p++ {
		s.SetLabel(cp.PropID(p), "cage C (16+)")
	}
	for _, opt := range []search.Options{{Vars: []cp.VarID{x, y, z}}, {AllowNoVars: true}} {
		res, err := search.Solve(s, opt, nil)
		must(t, err)
		f := res.RootFailure
		if f == nil || res.Status() != search.Unsatisfiable {
			t.Fatalf("root failure %v, status %v", f, res.Status())
		}
		if int(f.Prop) < n || f.Kind != s.Kind(f.Prop) || f.Label != "cage C (16+)" || f.String() != f.Kind+" cage C (16+)" {
			t.Errorf("root failure %+v (%s), want the linear propagator labelled cage C (16+)", *f, f)
		}
	}
	// Unlabelled, and a store failed before the search.
	s = cp.NewStore()
	x, y = s.NewVar(1, 1), s.NewVar(1, 1)
	must(t, propagators.NotEqual(s, x, y, 0))
	res, err := search.Solve(s, search.Options{Vars: []cp.VarID{x, y}}, nil)
	must(t, err)
	if f := res.RootFailure; f == nil || f.Prop < 0 || f.String() != f.Kind+" (unlabelled)" {
		t.Errorf("unlabelled: %v", f)
	}
	s = cp.NewStore()
	x = s.NewVar(1, 3)
	if s.Assign(x, 7) {
		t.Fatal("assign out of the domain succeeded")
	}
	res, err = search.Solve(s, search.Options{Vars: []cp.VarID{x}}, nil)
	must(t, err)
	if f := res.RootFailure; f == nil || f.Prop != -1 || f.Kind != "" || !strings.Contains(f.String(), "before propagation") {
		t.Errorf("failed store: %v", f)
	}
}
