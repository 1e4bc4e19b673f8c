package cp_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// An objective over 0..10^12 is wider than a bitset domain: NewVar makes it
// an interval variable. Its bounds move as usual; a value strictly inside
// them cannot be removed, so Remove leaves the domain as it was.
func ExampleStore_NewIntervalVar() {
	s := cp.NewStore()
	score := s.NewVar(0, 1_000_000_000_000)
	small := s.NewIntervalVar(1, 5)
	fmt.Println(s.IsInterval(score), s.Size(score), s.String(small))

	s.Remove(small, 3) // inside the bounds: ignored
	s.Remove(small, 1) // a bound: removed
	s.SetMax(score, 10)
	fmt.Println(s.String(small), s.Contains(small, 3), s.String(score))
	// Output:
	// true 1000000000001 {1..5}
	// {2..5} true {0..10}
}

// Interrupt, safe from any goroutine (a timer, a context hook), stops
// PropagateInterruptible before its next propagator run; the work still
// queued stays, and the next call resumes it.
func ExampleStore_PropagateInterruptible() {
	s := cp.NewStore()
	x, y := s.NewVar(0, 9), s.NewVar(0, 9)
	p := s.Post(&lessThan{x, y}, cp.Binary, "lessthan")
	s.Subscribe(p, x, cp.OnBounds, 0)
	s.Subscribe(p, y, cp.OnBounds, 1)

	s.Interrupt()
	fmt.Println(s.PropagateInterruptible(), s.String(x))
	s.ClearInterrupt()
	fmt.Println(s.PropagateInterruptible(), s.String(x))
	// Output:
	// interrupted {0,1,2,3,4,5,6,7,8,9}
	// fixpoint {0,1,2,3,4,5,6,7,8}
}
