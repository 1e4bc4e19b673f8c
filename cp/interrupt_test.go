package cp

import "testing"

// chainStore is x0 < x1 < … < x(n-1) by bounds, each link a propagator
// that counts its runs and then calls after (if not nil).
func chainStore(n int, after func(s *Store, runs int)) (*Store, []VarID, *int) {
	s := NewStore()
	xs := make([]VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(0, 10*n)
	}
	runs := new(int)
	for i := 0; i+1 < n; i++ {
		x, y := xs[i], xs[i+1]
		p := s.Post(&recorder{run: func(s *Store) Status {
			*runs++
			if !s.SetMax(x, s.Max(y)-1) || !s.SetMin(y, s.Min(x)+1) {
				return Fail
			}
			if after != nil {
				after(s, *runs)
			}
			return Fix
		}}, Binary, "less")
		s.Subscribe(p, x, OnBounds, 0)
		s.Subscribe(p, y, OnBounds, 1)
	}
	return s, xs, runs
}

func TestPropagateInterruptibleStopsAndResumes(t *testing.T) {
	ref, rxs, _ := chainStore(30, nil)
	if !ref.Propagate() {
		t.Fatal("the chain fails")
	}
	// Another goroutine would call Interrupt; the propagators calling it
	// stand for that, at a known point.
	stopAt := 5
	s, xs, runs := chainStore(30, func(s *Store, runs int) {
		if runs == stopAt {
			s.Interrupt()
		}
	})
	s.Interrupt()
	if got := s.PropagateInterruptible(); got != Interrupted || *runs != 0 {
		t.Fatalf("with the flag set before the call: %v after %d runs, want interrupted after 0", got, *runs)
	}
	if !s.InterruptRequested() {
		t.Fatal("the request must stay until ClearInterrupt")
	}
	s.ClearInterrupt()
	got := s.PropagateInterruptible()
	if got != Interrupted || s.Failed() || *runs != stopAt {
		t.Fatalf("got %v (failed %v) after %d runs, want interrupted after %d", got, s.Failed(), *runs, stopAt)
	}
	stopped := *runs
	for {
		s.ClearInterrupt()
		stopAt = *runs + 7
		if got = s.PropagateInterruptible(); got != Interrupted {
			break
		}
	}
	if got != Fixpoint {
		t.Fatalf("resumed propagation ended with %v", got)
	}
	if stopped >= *runs {
		t.Fatalf("the interruption did not stop the propagation early (%d of %d runs)", stopped, *runs)
	}
	for i := range xs {
		if s.Min(xs[i]) != ref.Min(rxs[i]) || s.Max(xs[i]) != ref.Max(rxs[i]) {
			t.Fatalf("x%d = %s after interrupted propagation, %s without", i, s.String(xs[i]), ref.String(rxs[i]))
		}
	}
	// Plain Propagate ignores the flag.
	s.Interrupt()
	s.Push()
	s.SetMin(xs[0], 3)
	if !s.Propagate() || s.Min(xs[len(xs)-1]) != 3+len(xs)-1 {
		t.Fatal("Propagate must ignore Interrupt")
	}
	s.PopTo(0)
	s.ClearInterrupt()
}

func TestPropagateInterruptibleFailure(t *testing.T) {
	s, xs, _ := chainStore(5, nil)
	s.Push()
	s.SetMax(xs[4], 3)
	if got := s.PropagateInterruptible(); got != Failure || !s.Failed() {
		t.Fatalf("got %v, want failure", got)
	}
	s.PopTo(0)
}
