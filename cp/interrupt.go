package cp

// Outcome is how PropagateInterruptible ended.
type Outcome uint8

const (
	// Fixpoint: every propagator has run to its fixpoint.
	Fixpoint Outcome = iota
	// Failure: a propagator failed or a domain was wiped out.
	Failure
	// Interrupted: Interrupt stopped the propagation before its end; the
	// queue keeps the propagators still to run.
	Interrupted
)

func (o Outcome) String() string {
	switch o {
	case Fixpoint:
		return "fixpoint"
	case Failure:
		return "failure"
	case Interrupted:
		return "interrupted"
	}
	return "outcome?"
}

// Interrupt asks the running (or the next) PropagateInterruptible to stop
// before its next propagator run. It is the one Store method that is safe
// to call from another goroutine (a timer, a context's AfterFunc); the
// request stays until ClearInterrupt.
func (s *Store) Interrupt() { s.stop.Store(true) }

// ClearInterrupt withdraws an Interrupt request.
func (s *Store) ClearInterrupt() { s.stop.Store(false) }

// InterruptRequested reports whether Interrupt was called since the last
// ClearInterrupt (one atomic load: cheap enough to ask at every search node).
func (s *Store) InterruptRequested() bool { return s.stop.Load() }

// StopRequested reports whether the running PropagateInterruptible has been
// asked to stop. A propagator whose single run can take long (a cascade
// over a large graph) may look at it in its loop, every few thousand steps;
// when it reports true, the propagator may end its run early, provided it
// keeps the work still to do (or can redo it), calls Schedule on itself
// and does not report Subsumed: PropagateInterruptible then returns
// Interrupted before the next run, and its next run finishes the job. It
// is always false inside Propagate, which ignores interrupts.
func (s *Store) StopRequested() bool { return s.interruptible && s.stop.Load() }
