package cp

import (
	"slices"
	"testing"
)

// lessChain posts x[i] < x[i+1] by bounds for i < n-1, each propagator on
// the rung rungs[i], and returns the variables and the propagators.
func lessChain(s *Store, rungs []Rung) ([]VarID, []PropID) {
	xs := make([]VarID, len(rungs)+1)
	for i := range xs {
		xs[i] = s.NewVar(0, 20)
	}
	ps := make([]PropID, len(rungs))
	for i, r := range rungs {
		p := s.Post(&benchLess{xs[i], xs[i+1]}, Binary, "less")
		s.Subscribe(p, xs[i], OnBounds, 0)
		s.Subscribe(p, xs[i+1], OnBounds, 1)
		s.SetRung(p, r)
		ps[i] = p
	}
	return xs, ps
}

func TestRungLimitHoldsAndReleases(t *testing.T) {
	s := NewStore()
	xs, ps := lessChain(s, []Rung{1, 2, 1})
	if s.RungLimit() != MaxRung {
		t.Fatalf("a new store's limit is %d, want MaxRung", s.RungLimit())
	}
	s.SetRungLimit(1)
	if !s.Propagate() {
		t.Fatal("fails")
	}
	// Rung 1: x0 < x1 and x2 < x3 only; x1 < x2 waits.
	if got := []int{s.Min(xs[1]), s.Max(xs[2]), s.Min(xs[2])}; !slices.Equal(got, []int{1, 19, 0}) {
		t.Fatalf("after rung 1: min x1, max x2, min x2 = %v, want [1 19 0]", got)
	}
	if !s.Held(ps[1]) || s.Held(ps[0]) || s.NumHeld() != 1 || s.HeldProp(0) != ps[1] {
		t.Fatalf("held: %v %v %v, NumHeld %d", s.Held(ps[0]), s.Held(ps[1]), s.Held(ps[2]), s.NumHeld())
	}
	if c := s.Counters(ps[1]).Calls; c != 0 {
		t.Fatalf("the rung-2 propagator ran %d times under limit 1", c)
	}
	s.SetRungLimit(2)
	if s.NumHeld() != 0 || s.Held(ps[1]) {
		t.Fatal("raising the limit kept a propagator held")
	}
	if !s.Propagate() {
		t.Fatal("fails")
	}
	if s.Min(xs[3]) != 3 || s.Max(xs[0]) != 17 {
		t.Fatalf("after rung 2: min x3 %d max x0 %d, want 3 and 17", s.Min(xs[3]), s.Max(xs[0]))
	}
}

func TestRungLimitLoweredHoldsQueued(t *testing.T) {
	s := NewStore()
	_, ps := lessChain(s, []Rung{3, 1})
	// Both are queued by Post; lowering the limit takes the rung-3 one out.
	s.SetRungLimit(2)
	if !s.Held(ps[0]) || s.Held(ps[1]) {
		t.Fatalf("held after lowering: %v %v, want true false", s.Held(ps[0]), s.Held(ps[1]))
	}
	if !s.Propagate() {
		t.Fatal("fails")
	}
	if s.Counters(ps[0]).Calls != 0 || s.Counters(ps[1]).Calls != 1 {
		t.Fatalf("calls %d %d, want 0 1", s.Counters(ps[0]).Calls, s.Counters(ps[1]).Calls)
	}
	s.SetRungLimit(MaxRung)
	if !s.Propagate() || s.Counters(ps[0]).Calls != 1 {
		t.Fatalf("the released propagator did not run: calls %d", s.Counters(ps[0]).Calls)
	}
}

func TestRungStep(t *testing.T) {
	s := NewStore()
	xs, ps := lessChain(s, []Rung{1, 2, 1})
	s.SetRungLimit(1)
	s.Propagate()
	before := s.Counters(ps[1]).Prunings
	if !s.Step(ps[1]) {
		t.Fatal("Step fails")
	}
	if s.Held(ps[1]) || s.Counters(ps[1]).Prunings == before {
		t.Fatalf("Step left the propagator held (%v) or did not run it", s.Held(ps[1]))
	}
	// The consequences at rung 1 followed: x3 >= 3.
	if s.Min(xs[3]) != 3 {
		t.Fatalf("min x3 = %d after Step, want 3", s.Min(xs[3]))
	}
	// A Step on a propagator with nothing to do changes nothing.
	fp := s.DomainFingerprint()
	if !s.Step(ps[1]) || s.DomainFingerprint() != fp {
		t.Fatal("a second Step changed the domains")
	}
	// A failing step reports false.
	s.Push()
	s.SetRungLimit(0)
	if !s.SetMin(xs[1], 10) || !s.SetMax(xs[2], 10) {
		t.Fatal("writes fail")
	}
	if s.Step(ps[1]) {
		t.Fatal("Step of x1 < x2 with x1 >= 10 and x2 <= 10 succeeds")
	}
	s.PopTo(0)
}

func TestRungHeldSurvivesPopToAndSkipsSubsumed(t *testing.T) {
	s := NewStore()
	x := s.NewVar(0, 9)
	r := &recorder{status: Fix}
	p := s.Post(r, Unary, "rec")
	s.Subscribe(p, x, OnDomain, 0)
	s.SetRung(p, 2)
	s.Propagate()
	s.SetRungLimit(1)
	s.Push()
	s.Remove(x, 3)
	s.Propagate()
	s.PopTo(0)
	if !s.Held(p) {
		t.Fatal("PopTo dropped a held mark")
	}
	s.SetRungLimit(2)
	s.Propagate()
	if r.calls != 2 {
		t.Fatalf("the released propagator ran %d times, want 2", r.calls)
	}
	// A subsumed propagator is not released.
	r.status = Subsumed
	s.Push()
	s.Remove(x, 4)
	s.Propagate() // runs, subsumed
	s.SetRungLimit(1)
	s.Remove(x, 5) // inactive: not even held
	s.Propagate()
	calls := r.calls
	s.SetRungLimit(2)
	s.Propagate()
	if r.calls != calls || s.Held(p) {
		t.Fatalf("a subsumed propagator ran after the limit rose (%d calls, held %v)", r.calls-calls, s.Held(p))
	}
	s.PopTo(0)
}

func TestRungsDoNotAllocate(t *testing.T) {
	s := NewStore()
	xs, ps := lessChain(s, []Rung{1, 2, 1, 2, 1})
	s.Propagate()
	run := func() {
		s.SetRungLimit(1)
		s.Push()
		s.SetMin(xs[0], 3)
		s.Propagate()
		s.Step(ps[1])
		s.SetRungLimit(2)
		s.Propagate()
		s.PopTo(0)
	}
	run()
	if a := testing.AllocsPerRun(100, run); a != 0 {
		t.Fatalf("a round of rung changes and steps allocates %.1f times", a)
	}
}
