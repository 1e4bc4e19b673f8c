package propagators

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestDisjunctiveArgs(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, 5), s.NewVar(0, 5)
	d := s.NewVar(0, 2)
	huge := s.NewVar(1<<41, 1<<41+3)
	for _, c := range []struct {
		name string
		err  error
	}{
		{"lengths", Disjunctive(s, []cp.VarID{x, y}, []int{1})},
		{"negative duration", Disjunctive(s, []cp.VarID{x, y}, []int{1, -1})},
		{"foreign variable", Disjunctive(s, []cp.VarID{x, 99}, []int{1, 1})},
		{"huge start", Disjunctive(s, []cp.VarID{x, huge}, []int{1, 1})},
		{"var lengths", DisjunctiveVar(s, []cp.VarID{x, y}, []cp.VarID{d})},
		{"var foreign duration", DisjunctiveVar(s, []cp.VarID{x, y}, []cp.VarID{d, -1})},
		{"var huge duration", DisjunctiveVar(s, []cp.VarID{x, y}, []cp.VarID{d, huge})},
	} {
		if !errors.Is(c.err, ErrArgs) {
			t.Errorf("%s: error %v, want ErrArgs", c.name, c.err)
		}
	}
	if s.NumProps() != 0 {
		t.Errorf("bad posts left %d propagators", s.NumProps())
	}
	// One start for two tasks: they overlap whatever its value (bounds
	// reasoning sees it once the start is fixed).
	s = cp.NewStore()
	x = s.NewVar(0, 5)
	if err := Disjunctive(s, []cp.VarID{x, x}, []int{2, 1}); err != nil || !s.Propagate() {
		t.Fatalf("two tasks on one start variable: err %v, or failed at the root", err)
	}
	if s.Assign(x, 3) && s.Propagate() {
		t.Errorf("two tasks on one start variable fixed to 3: propagation accepts the overlap")
	}
}

func TestCumulativeArgs(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, 5), s.NewVar(0, 5)
	d, h, c := s.NewVar(0, 2), s.NewVar(0, 2), s.NewVar(0, 3)
	bigC := s.NewVar(1<<31, 1<<31+5)
	for _, k := range []struct {
		name string
		err  error
	}{
		{"lengths", Cumulative(s, []cp.VarID{x, y}, []int{1, 1}, []int{1}, 2)},
		{"negative duration", Cumulative(s, []cp.VarID{x, y}, []int{1, -1}, []int{1, 1}, 2)},
		{"negative demand", Cumulative(s, []cp.VarID{x, y}, []int{1, 1}, []int{-1, 1}, 2)},
		{"negative capacity", Cumulative(s, []cp.VarID{x, y}, []int{1, 1}, []int{1, 1}, -1)},
		{"foreign variable", Cumulative(s, []cp.VarID{x, 99}, []int{1, 1}, []int{1, 1}, 2)},
		{"energy overflow", Cumulative(s, []cp.VarID{x, y}, []int{1 << 40, 1}, []int{1 << 30, 1}, 2)},
		{"var lengths", CumulativeVar(s, []cp.VarID{x, y}, []cp.VarID{d, d}, []cp.VarID{h}, c)},
		{"var foreign capacity", CumulativeVar(s, []cp.VarID{x, y}, []cp.VarID{d, d}, []cp.VarID{h, h}, 42)},
		{"var capacity × time", CumulativeVar(s, []cp.VarID{x, s.NewVar(1<<35, 1<<35)}, []cp.VarID{d, d}, []cp.VarID{h, h}, bigC)},
	} {
		if !errors.Is(k.err, ErrArgs) {
			t.Errorf("%s: error %v, want ErrArgs", k.name, k.err)
		}
	}
	if s.NumProps() != 0 {
		t.Errorf("bad posts left %d propagators", s.NumProps())
	}
}

// TestDisjunctiveEdgeFinding checks the textbook edge-finding deduction by
// hand: a and b (3 each) fill [0, 6] but for 0 units, so c (2 units, window
// 0..20) can go neither before nor between them; it starts at 6 or later.
// Detectable precedences alone do not see it (est_c + p_c = 2 ≤ lst = 3).
func TestDisjunctiveEdgeFinding(t *testing.T) {
	s := cp.NewStore()
	a, b, c := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 18)
	if err := Disjunctive(s, []cp.VarID{a, b, c}, []int{3, 3, 2}); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.Min(c) != 6 {
		t.Errorf("after edge finding: c = %s, want min 6", s.String(c))
	}
	// Overload: a third task of 3 in the same window.
	s = cp.NewStore()
	a, b, c = s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	if err := Disjunctive(s, []cp.VarID{a, b, c}, []int{3, 3, 3}); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Errorf("three tasks of 3 within [0, 6] did not fail: %v", domains(s, []cp.VarID{a, b, c}))
	}
}

// TestCumulativeTimetable checks the time-tabling deduction by hand: a
// fixed task uses 2 of 3 units over [2, 5), so a task of demand 2 and
// length 2 starting in 1..6 cannot start before 5.
func TestCumulativeTimetable(t *testing.T) {
	s := cp.NewStore()
	a, b := s.NewVar(2, 2), s.NewVar(1, 6)
	if err := Cumulative(s, []cp.VarID{a, b}, []int{3, 2}, []int{2, 2}, 3); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.Min(b) != 5 || s.Max(b) != 6 {
		t.Errorf("after time-tabling: b = %s, want 5..6", s.String(b))
	}
	// The variable form raises the capacity to the profile's peak.
	s = cp.NewStore()
	a, b = s.NewVar(0, 1), s.NewVar(0, 1)
	dur, dem := s.NewVar(3, 3), s.NewVar(2, 4)
	capacity := s.NewVar(0, 10)
	if err := CumulativeVar(s, []cp.VarID{a, b}, []cp.VarID{dur, dur}, []cp.VarID{dem, dem}, capacity); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.Min(capacity) != 4 {
		t.Errorf("two tasks overlapping on [1, 3) with demand ≥ 2: capacity = %s, want min 4", s.String(capacity))
	}
}

// schedBenchTasks returns n starts over windows of a feasible schedule on
// one machine (durations 1..5, slack of about a third) and the durations.
func schedBenchTasks(s *cp.Store, n int) ([]cp.VarID, []int) {
	durs := make([]int, n)
	starts := make([]cp.VarID, n)
	t := 0
	for i := range durs {
		durs[i] = 1 + (i*7)%5
		lo := max(0, t-2*durs[i])
		starts[i] = s.NewVar(lo, t+3*durs[i])
		t += durs[i] + i%2
	}
	return starts, durs
}

func TestDisjunctiveNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs, ds := schedBenchTasks(s, 30)
	if err := Disjunctive(s, xs, ds); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMin(xs[3], s.Min(xs[3])+2)
		s.SetMax(xs[20], s.Max(xs[20])-3)
	})
	s = cp.NewStore()
	xs, ds = schedBenchTasks(s, 30)
	dv := make([]cp.VarID, len(ds))
	for i, d := range ds {
		dv[i] = s.NewVar(d, d+1)
	}
	if err := DisjunctiveVar(s, xs, dv); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMin(xs[3], s.Min(xs[3])+2)
		s.SetMin(dv[7], s.Max(dv[7]))
	})
}

func TestCumulativeNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs, ds := schedBenchTasks(s, 30)
	hs := make([]int, len(ds))
	for i := range hs {
		hs[i] = 1 + i%3
	}
	if err := Cumulative(s, xs, ds, hs, 4); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMin(xs[3], s.Min(xs[3])+2)
		s.SetMax(xs[20], s.Max(xs[20])-3)
	})
	s = cp.NewStore()
	xs, ds = schedBenchTasks(s, 30)
	dv, hv := make([]cp.VarID, len(ds)), make([]cp.VarID, len(ds))
	for i, d := range ds {
		dv[i], hv[i] = s.NewVar(d, d+1), s.NewVar(1, 2)
	}
	capacity := s.NewVar(2, 5)
	if err := CumulativeVar(s, xs, dv, hv, capacity); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMin(xs[3], s.Max(xs[3]))
		s.SetMax(capacity, 3)
	})
}
