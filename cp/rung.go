package cp

// Rung is a propagator's step on a ladder of reasoning strength: a grader
// (package puzzles/craft) tags the propagators of a model with rungs, from
// the weakest reasoning (forward checking) up, and lets Propagate run only
// those at or below a limit, so that it can solve a puzzle with the least
// reasoning that works and climb only when stuck. Every propagator starts
// at rung 0 and the limit starts at MaxRung: a store that never sets a
// rung propagates as if rungs did not exist.
type Rung uint8

// MaxRung is the highest rung, and the limit that runs every propagator.
const MaxRung Rung = 255

// SetRung puts p on rung r. A propagator already queued stays queued and
// runs once more even if r lies above the limit.
func (s *Store) SetRung(p PropID, r Rung) { s.queue.rung[p] = r }

// Rung is p's rung (0 unless SetRung moved it).
func (s *Store) Rung(p PropID) Rung { return s.queue.rung[p] }

// RungLimit is the highest rung Propagate runs.
func (s *Store) RungLimit() Rung {
	if !s.queue.limited {
		return MaxRung
	}
	return s.queue.limit
}

// SetRungLimit makes Propagate run only the propagators whose rung is at
// most r. A propagator above the limit that a write wakes is held, not
// queued, and Held reports it. Raising the limit queues every held
// propagator at or below the new limit (those subsumed are dropped);
// lowering it moves the queued propagators above the new limit to the held
// ones. Held marks survive PopTo (a held propagator may have nothing left
// to do after a backtrack; running it is harmless). A mark that Step or a
// raised limit cleared above a choice point is not restored by PopTo,
// though: a caller that backtracks over such steps must start from a
// choice point pushed at a fixpoint with nothing held (as search does) or
// rebuild.
// The store starts with the limit MaxRung; the cost of rungs while the
// limit is MaxRung is one predictable branch per scheduling.
func (s *Store) SetRungLimit(r Rung) {
	q := &s.queue
	old := q.limit
	if !q.limited {
		old = MaxRung
	}
	q.limit, q.limited = r, r < MaxRung
	switch {
	case r > old || (r == old && len(q.heldIDs) > 0):
		for i := 0; i < len(q.heldIDs); {
			p := q.heldIDs[i]
			if q.rung[p] > r {
				i++
				continue
			}
			q.unhold(p) // the last held takes position i
			if s.Active(p) {
				q.pushAny(p, s.prio[p])
			}
		}
	case r < old:
		for i := range q.rings {
			rg := &q.rings[i]
			n := rg.size
			for k := 0; k < n; k++ {
				p := rg.buf[rg.head]
				rg.head = (rg.head + 1) % len(rg.buf)
				rg.size--
				if q.rung[p] > r {
					q.inQueue[p] = false
					q.pending--
					q.hold(p)
					continue
				}
				rg.buf[(rg.head+rg.size)%len(rg.buf)] = p
				rg.size++
			}
		}
	}
}

// Held reports whether p was woken while its rung lay above the limit and
// has not run since: p may not be at its fixpoint.
func (s *Store) Held(p PropID) bool { return s.queue.held[p] }

// NumHeld is the number of held propagators.
func (s *Store) NumHeld() int { return len(s.queue.heldIDs) }

// HeldProp is the i-th held propagator (0 <= i < NumHeld), in no
// particular order (releasing one moves the last into its place).
func (s *Store) HeldProp(i int) PropID { return s.queue.heldIDs[i] }

// Step runs p once, whatever its rung and even if nothing woke it, then
// propagates to the fixpoint under the rung limit: the propagators p wakes
// that lie above the limit are held. It reports false on failure, like
// Propagate; Counters(p) tells whether p pruned anything. Called at a
// fixpoint (the queue empty), p is the first propagator to run. A subsumed
// p does not run. Step is how a grader takes one deduction of a higher
// rung and then comes back down.
func (s *Store) Step(p PropID) bool {
	q := &s.queue
	q.unhold(p)
	if s.Active(p) {
		q.pushAny(p, s.prio[p])
	}
	return s.Propagate()
}
