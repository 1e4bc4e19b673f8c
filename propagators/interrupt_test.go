package propagators

import (
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// interruptEvery propagates s with PropagateInterruptible, interrupting it
// from a timer after `after` each time and resuming, until it ends; it
// returns the outcome and how many times it was interrupted. seen is
// called after each interruption.
func interruptEvery(t *testing.T, s *cp.Store, after time.Duration, seen func()) (cp.Outcome, int) {
	t.Helper()
	n := 0
	for {
		s.ClearInterrupt()
		tm := time.AfterFunc(after, s.Interrupt)
		out := s.PropagateInterruptible()
		tm.Stop()
		if out != cp.Interrupted {
			s.ClearInterrupt()
			return out, n
		}
		n++
		seen()
		if n > 10000 {
			t.Fatal("the propagation does not progress between interruptions")
		}
	}
}

// Regular's cascade over a large graph stops for an interrupt and resumes
// where it stopped: the state reached through many interruptions is the
// one an uninterrupted propagation reaches, bit for bit (the reversible
// degrees and edges included), and PopTo restores the state before.
func TestRegularCascadeYields(t *testing.T) {
	const w, n = 48, 160
	build := func() (*cp.Store, []cp.VarID, *regular) {
		s := cp.NewStore()
		xs := make([]cp.VarID, n)
		for i := range xs {
			xs[i] = s.NewVar(0, w*w-1)
		}
		if err := Regular(s, xs, regularGridDFA(w, w)); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() {
			t.Fatal("fails at the root")
		}
		return s, xs, s.Propagator(0).(*regular)
	}
	ref, rxs, _ := build()
	ref.Push()
	ref.Assign(rxs[0], 0) // a corner: most states of the early layers die
	ref.Assign(rxs[n-1], w*w-2)
	if !ref.Propagate() {
		t.Fatal("the reference fails")
	}

	s, xs, p := build()
	fp0 := s.Fingerprint()
	s.Push()
	s.Assign(xs[0], 0)
	s.Assign(xs[n-1], w*w-2)
	midCascade := 0
	out, stops := interruptEvery(t, s, 100*time.Microsecond, func() {
		if len(p.deaths) > 0 {
			midCascade++
		}
	})
	if out != cp.Fixpoint {
		t.Fatalf("the resumed propagation ended with %v", out)
	}
	if midCascade == 0 {
		t.Fatalf("none of the %d interruptions stopped a cascade midway", stops)
	}
	if s.Fingerprint() != ref.Fingerprint() {
		for i := range xs {
			if s.String(xs[i]) != ref.String(rxs[i]) {
				t.Fatalf("x%d = %s after %d interruptions, %s without", i, s.String(xs[i]), stops, ref.String(rxs[i]))
			}
		}
		t.Fatalf("the propagator's state after %d interruptions differs from an uninterrupted run", stops)
	}
	t.Logf("%d interruptions, %d in the middle of a cascade", stops, midCascade)
	s.PopTo(0)
	if s.Fingerprint() != fp0 {
		t.Fatal("PopTo did not restore the state")
	}
}

// DistinctSumRegular cuts its Lagrangian steps short for an interrupt and
// runs again when the propagation resumes; the propagation still ends at a
// fixpoint, which keeps a walk known to reach the goal.
func TestDistinctSumRegularYields(t *testing.T) {
	const w, n = 24, 60
	s := cp.NewStore()
	xs := make([]cp.VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(0, w*w-1)
	}
	weights := make([]int, w*w)
	for i := range weights {
		weights[i] = (i * 7919) % 13
	}
	// A snake from the first cell of row w/2: that row, the next one
	// backwards, then the start of the one after.
	walk := make([]int, n)
	goal := 0
	for i := range walk {
		r, c := w/2+i/w, i%w
		if (i/w)%2 == 1 {
			c = w - 1 - c
		}
		walk[i] = r*w + c
		goal += weights[walk[i]]
	}
	total := s.NewVar(0, 13*n)
	if err := DistinctSumRegular(s, xs, distinctsumGridDFA(w, w), weights, total); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("fails at the root")
	}
	p := s.Propagator(0).(*distinctsumRegular)
	// Whether a timer lands inside the Lagrangian steps depends on the
	// scheduler: on a machine loaded far past its cores a 20 µs timer can
	// fire late for a whole propagation. Try again (from the same node,
	// with other delays) until one interruption cuts the steps.
	var out cp.Outcome
	cuts, stops := 0, 0
	for attempt := 0; cuts == 0 && attempt < 40; attempt++ {
		s.PopTo(0)
		s.Push()
		s.Assign(xs[0], walk[0])
		s.SetMin(total, goal)
		delay := time.Duration(5+attempt%8*5) * time.Microsecond
		var n int
		out, n = interruptEvery(t, s, delay, func() {
			if p.cut {
				cuts++
			}
		})
		stops += n
		if out != cp.Fixpoint {
			t.Fatalf("the resumed propagation ended with %v, but the walk %v reaches the goal %d", out, walk, goal)
		}
	}
	if cuts == 0 {
		t.Fatalf("none of the %d interruptions cut the Lagrangian steps", stops)
	}
	for i, v := range walk {
		if !s.Contains(xs[i], v) {
			t.Fatalf("x%d lost %d of the walk %v (goal %d)", i, v, walk, goal)
		}
	}
	// The cut runs were made up for: the last run had its full steps, so
	// one more run prunes nothing.
	if p.cut {
		t.Fatal("the propagation ended on a run whose steps were cut")
	}
	fp := s.DomainFingerprint()
	s.Schedule(0)
	if !s.Propagate() || s.DomainFingerprint() != fp {
		t.Fatal("one more run pruned further: a cut run was not made up for")
	}
	t.Logf("%d interruptions, %d cuts", stops, cuts)
	s.PopTo(0)
}
