package cp

import (
	"testing"
)

// recorder is a propagator that records the events it is notified of.
type recorder struct {
	events []Event
	calls  int
	status Status
	run    func(s *Store) Status
}

func (r *recorder) Propagate(s *Store) Status {
	r.calls++
	if r.run != nil {
		return r.run(s)
	}
	return r.status
}

func (r *recorder) Notify(s *Store, tag int32, ev Event) bool {
	r.events = append(r.events, ev)
	return true
}

func TestEventsAndConditions(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 9)
	var recs [3]*recorder
	for c := OnFixed; c <= OnDomain; c++ {
		recs[c] = &recorder{status: Fix}
		s.Subscribe(s.Post(recs[c], Unary, "rec"), x, c, 0)
	}
	s.Propagate()
	steps := []struct {
		write func() bool
		ev    Event
	}{
		{func() bool { return s.Remove(x, 5) }, EventDomain},
		{func() bool { return s.Remove(x, 0) }, EventBounds},
		{func() bool { return s.SetMax(x, 7) }, EventBounds},
		{func() bool { return s.Remove(x, 5) }, EventNone}, // already gone
		{func() bool { return s.IntersectWords(x, []uint64{1<<3 | 1<<7}) }, EventBounds},
		{func() bool { return s.Remove(x, 7) }, EventFixed},
	}
	s.Push()
	for i, st := range steps {
		before := [3]int{len(recs[0].events), len(recs[1].events), len(recs[2].events)}
		if !st.write() {
			t.Fatalf("step %d failed", i)
		}
		for c := OnFixed; c <= OnDomain; c++ {
			got := len(recs[c].events) - before[c]
			want := 0
			if c.Matches(st.ev) {
				want = 1
			}
			if got != want {
				t.Errorf("step %d (%v): condition %d notified %d times, want %d", i, st.ev, c, got, want)
			}
			if got == 1 && recs[c].events[len(recs[c].events)-1] != st.ev {
				t.Errorf("step %d: event %v, want %v", i, recs[c].events[len(recs[c].events)-1], st.ev)
			}
		}
	}
	if !s.Fixed(x) || s.Value(x) != 3 {
		t.Fatalf("x = %s, want {3}", s.String(x))
	}
	if s.Remove(x, 3) || !s.Failed() {
		t.Fatal("removing the last value must fail and mark the store")
	}
	if s.Propagate() {
		t.Fatal("Propagate on a failed store must fail")
	}
	s.PopTo(0)
	if s.Failed() || s.Size(x) != 10 {
		t.Fatalf("PopTo must clear the failure and restore x, got %s", s.String(x))
	}
}

func TestQueuePriorityAndFix(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 9)
	var order []string
	mk := func(name string, st Status) *recorder {
		return &recorder{run: func(*Store) Status { order = append(order, name); return st }}
	}
	slow, fast := mk("slow", Fix), mk("fast", Fix)
	ps := s.Post(slow, Cubic, "slow")
	pf := s.Post(fast, Unary, "fast")
	s.Subscribe(ps, x, OnDomain, 0)
	s.Subscribe(pf, x, OnDomain, 0)
	s.Propagate()
	if len(order) != 2 || order[0] != "fast" || order[1] != "slow" {
		t.Fatalf("run order %v, want the unary propagator first", order)
	}

	// A propagator reporting Fix is not re-run by its own writes; one
	// reporting NoFix is.
	for _, st := range []Status{Fix, NoFix} {
		s2 := NewStore()
		y := s2.NewVar(0, 9)
		calls := 0
		p := &recorder{run: func(s *Store) Status {
			calls++
			s.SetMin(y, s.Min(y)+1)
			if s.Min(y) >= 5 {
				return Fix
			}
			return st
		}}
		s2.Subscribe(s2.Post(p, Unary, "self"), y, OnBounds, 0)
		s2.Propagate()
		want := 1
		if st == NoFix {
			want = 5
		}
		if calls != want {
			t.Errorf("%v: %d calls, want %d", st, calls, want)
		}
	}
}

func TestSubsumedIsReversible(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 9)
	r := &recorder{status: Subsumed}
	p := s.Post(r, Unary, "sub")
	s.Subscribe(p, x, OnDomain, 0)
	s.Push()
	s.Propagate()
	if s.Active(p) {
		t.Fatal("a subsumed propagator must be inactive")
	}
	s.Remove(x, 4)
	s.Propagate()
	if r.calls != 1 {
		t.Fatalf("an inactive propagator ran: %d calls", r.calls)
	}
	s.PopTo(0)
	if !s.Active(p) {
		t.Fatal("PopTo must reactivate the propagator")
	}
	if c := s.Counters(p); c.Calls != 1 {
		t.Fatalf("counters %+v, want 1 call", c)
	}
}

// TestDeactivateIsReversible: a propagator taken out above a choice point
// is neither woken nor scheduled, at any rung limit, and is back at the
// pop.
func TestDeactivateIsReversible(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 9)
	r := &recorder{status: Fix}
	p := s.Post(r, Unary, "switched")
	s.Subscribe(p, x, OnDomain, 0)
	s.Propagate() // its first run
	s.Push()
	s.Deactivate(p)
	s.Schedule(p)
	s.Remove(x, 4)
	s.SetRungLimit(MaxRung)
	s.Propagate()
	if s.Active(p) || r.calls != 1 {
		t.Fatalf("a deactivated propagator ran or is active: %d calls, active %v", r.calls, s.Active(p))
	}
	s.PopTo(0)
	if !s.Active(p) {
		t.Fatal("PopTo must reactivate the propagator")
	}
	s.Remove(x, 5)
	s.Propagate()
	if r.calls != 2 {
		t.Fatalf("the propagator back from a pop was not woken: %d calls", r.calls)
	}
}

func TestCountersAndFailedProp(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 9)
	pruner := &recorder{run: func(s *Store) Status {
		s.SetMax(x, 4)
		return Fix
	}}
	failer := &recorder{run: func(s *Store) Status {
		if s.Max(x) < 5 {
			return Fail
		}
		return Fix
	}}
	p1 := s.Post(pruner, Unary, "pruner")
	p2 := s.Post(failer, Binary, "failer")
	s.Subscribe(p1, x, OnBounds, 0)
	s.Subscribe(p2, x, OnBounds, 0)
	if s.Propagate() {
		t.Fatal("expected failure")
	}
	if s.FailedProp() != p2 {
		t.Fatalf("FailedProp = %d, want %d", s.FailedProp(), p2)
	}
	if c := s.Counters(p1); c.Prunings != 5 || c.Calls != 1 {
		t.Fatalf("pruner counters %+v, want 5 prunings in 1 call", c)
	}
	if c := s.Counters(p2); c.Failures != 1 {
		t.Fatalf("failer counters %+v, want 1 failure", c)
	}
}

func TestSparseSet(t *testing.T) {
	s := NewStore()
	ss := s.NewSparseSet(10)
	s.Push()
	ss.Remove(s, 3)
	ss.Remove(s, 7)
	ss.Remove(s, 3)
	if ss.Size(s) != 8 || ss.Contains(s, 3) || !ss.Contains(s, 4) {
		t.Fatalf("size %d after two removals", ss.Size(s))
	}
	s.Push()
	for v := 0; v < 10; v++ {
		ss.Remove(s, v)
	}
	s.PopTo(1)
	if ss.Size(s) != 8 || ss.Contains(s, 7) || !ss.Contains(s, 0) {
		t.Fatal("PopTo(1) must restore the 8 members")
	}
	s.PopTo(0)
	for v := 0; v < 10; v++ {
		if !ss.Contains(s, v) {
			t.Fatalf("PopTo(0) lost %d", v)
		}
	}
}

func TestLargeAndNegativeDomains(t *testing.T) {
	s := NewStore()
	x := s.NewVar(-5000, 5000)
	if s.Size(x) != 10001 || s.Min(x) != -5000 || s.Max(x) != 5000 {
		t.Fatalf("got %d values %d..%d", s.Size(x), s.Min(x), s.Max(x))
	}
	s.Push()
	s.SetMin(x, 4990)
	s.Remove(x, 4995)
	if v, ok := s.Next(x, 4994); !ok || v != 4996 {
		t.Fatalf("Next(4994) = %d, %v", v, ok)
	}
	s.PopTo(0)
	if s.Size(x) != 10001 {
		t.Fatal("PopTo lost values")
	}
}

func TestNoAllocs(t *testing.T) {
	s := NewStore()
	xs := []VarID{s.NewVar(0, 9), s.NewVar(-100, 100), s.NewVarValues([]int{-7, 3, 64, 65, 200})}
	cnt := &counterProp{xs: xs}
	p := s.Post(cnt, Linear, "count")
	for _, x := range xs {
		s.Subscribe(p, x, OnDomain, 0)
	}
	mask := make([]uint64, len(s.Words(xs[1])))
	for i := range mask {
		mask[i] = 0x5555555555555555
	}
	run := func() {
		s.Push()
		s.Remove(xs[0], 3)
		s.SetMin(xs[1], -50)
		s.SetMax(xs[1], 80)
		s.IntersectWords(xs[1], mask)
		s.Push()
		s.Assign(xs[2], 64)
		s.Remove(xs[0], 0)
		s.Propagate()
		s.PopTo(1)
		s.Propagate()
		s.PopTo(0)
	}
	run()
	if a := testing.AllocsPerRun(200, run); a != 0 {
		t.Fatalf("store writes, Propagate and PopTo allocate %.1f times per run", a)
	}
}

// counterProp touches a reversible int on every run.
type counterProp struct {
	xs []VarID
	n  RevInt
}

func (c *counterProp) Propagate(s *Store) Status {
	if c.n == 0 {
		return Fix
	}
	s.SetInt(c.n, s.Int(c.n)+1)
	return Fix
}

func TestProfileLabelsNoAllocs(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 9)
	p := s.Post(&recorder{status: Fix}, Unary, "rec")
	s.Subscribe(p, x, OnDomain, 0)
	s.SetLabel(p, "row 1")
	s.SetProfileLabels(true, nil)
	run := func() {
		s.Push()
		s.Remove(x, 3)
		s.Propagate()
		s.PopTo(0)
	}
	run()
	if a := testing.AllocsPerRun(100, run); a != 0 {
		t.Fatalf("propagation with profile labels allocates %.1f times per run", a)
	}
	s.SetProfileLabels(false, nil)
}
