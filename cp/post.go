package cp

import "runtime/pprof"

// Post adds a propagator at the given priority and schedules it, so its
// first run prunes at the next Propagate. kind names the constraint family
// for statistics ("alldifferent-domain", "linear", …). Propagators are
// posted at level 0, before the search starts; Post panics otherwise, since
// the propagator list is not trailed.
func (s *Store) Post(p Propagator, pr Priority, kind string) PropID {
	if s.trail.level != 0 {
		panic("cp: Post above level 0")
	}
	if pr >= numPriorities {
		panic("cp: Post: unknown priority")
	}
	id := PropID(len(s.props))
	s.props = append(s.props, p)
	n, _ := p.(Notifier)
	s.notifiers = append(s.notifiers, n)
	s.prio = append(s.prio, pr)
	s.active = append(s.active, s.NewRevInt(1))
	s.kind = append(s.kind, kind)
	s.label = append(s.label, "")
	s.counters = append(s.counters, Counters{})
	s.queue.grow(len(s.props))
	s.queue.push(id, pr)
	if s.prof != nil { // posted after SetProfileLabels (a search's clause database)
		s.prof.ctx = append(s.prof.ctx, pprof.WithLabels(s.prof.base, pprof.Labels("constraint", kind)))
	}
	return id
}

// Subscribe makes writes to x whose event satisfies cond schedule p (and call
// its Notify hook with tag, if it has one). Subscribe to each variable once
// per propagator.
func (s *Store) Subscribe(p PropID, x VarID, cond Cond, tag int32) {
	subs := s.subs[x]
	if cap(subs) == 0 {
		// A variable's first subscriptions come from a shared block
		// (subSlots each) rather than append's 1, 2, 4 allocations: most
		// variables have a few, and a model has thousands.
		if len(s.subBlock) < subSlots {
			s.subBlock = make([]subscription, subSlots*min(max(len(s.subs), 16), 1024))
		}
		subs, s.subBlock = s.subBlock[:0:subSlots], s.subBlock[subSlots:]
	}
	s.subs[x] = append(subs, subscription{p, cond, tag, 0})
	s.nsubs++
}

// SubscribeValue is Subscribe for a propagator that only cares whether x
// can still take v: a write to x schedules p (and calls its Notify hook)
// when it removes v, or fixes x to v. A write that removes other values
// costs the propagator nothing: a Count over many variables is told about
// its own value only, not each of the removals of the others. (On a
// variable with more than one word of values, a write after v is gone
// that fixes x calls it too, and so does any write after v is gone.) For
// an interval variable, or a v outside x's bitset, it is Subscribe with
// OnDomain.
func (s *Store) SubscribeValue(p PropID, x VarID, v int, tag int32) {
	b := v - s.base[x]
	if s.off[x] < 0 || b < 0 || b >= int(s.nw[x])<<6 {
		s.Subscribe(p, x, OnDomain, tag)
		return
	}
	s.Subscribe(p, x, onValue, tag)
	subs := s.subs[x]
	subs[len(subs)-1].bit = int32(b)
}

// subSlots is the room a variable's first subscription takes from the
// store's block (a Sudoku cell has three).
const subSlots = 4

// Schedule puts p on its queue (used by propagators that want to run again,
// and by post functions).
func (s *Store) Schedule(p PropID) {
	if s.trail.ints[s.active[p]] != 0 {
		s.queue.push(p, s.prio[p])
	}
}

// Propagate runs the scheduled propagators until the fixpoint. It returns
// false on failure; FailedProp then names the propagator that failed. It
// ignores Interrupt; see PropagateInterruptible.
func (s *Store) Propagate() bool { return s.propagate(false) == Fixpoint }

// PropagateInterruptible is Propagate that also stops when Interrupt has
// been called: it looks at the interrupt flag before each propagator run
// (one atomic load) and, if set, returns Interrupted with the store
// unchanged since that run. The pruning done so far is sound and the queue
// keeps the propagators still to run, so after ClearInterrupt another call
// resumes the propagation where it stopped. An interrupted store is not at
// its fixpoint: it is neither a failure nor a solution.
func (s *Store) PropagateInterruptible() Outcome { return s.propagate(true) }

func (s *Store) propagate(interruptible bool) Outcome {
	if s.failed {
		s.queue.clear()
		return Failure
	}
	s.interruptible = interruptible
	for {
		if interruptible && s.stop.Load() {
			return Interrupted
		}
		p := s.queue.pop()
		if p < 0 {
			return Fixpoint
		}
		s.current, s.selfHit = p, false
		if s.prof != nil {
			pprof.SetGoroutineLabels(s.prof.ctx[p])
		}
		st := s.props[p].Propagate(s)
		if s.prof != nil {
			pprof.SetGoroutineLabels(s.prof.base)
		}
		s.current = -1
		s.counters[p].Calls++
		s.propagations++
		if st == Fail || s.failed {
			s.counters[p].Failures++
			s.failed, s.failedProp = true, p
			s.queue.clear()
			return Failure
		}
		switch st {
		case NoFix:
			if s.selfHit {
				s.queue.push(p, s.prio[p])
			}
		case Subsumed:
			s.SetInt(s.active[p], 0)
		}
	}
}

// NumProps is the number of posted propagators.
func (s *Store) NumProps() int { return len(s.props) }

// Active reports whether p has not been subsumed.
func (s *Store) Active(p PropID) bool { return s.trail.ints[s.active[p]] != 0 }

// Deactivate marks p subsumed until the choice point it is called under
// is popped (the mark is trailed): from then on p is neither woken nor
// scheduled, whatever the rung limit (one already in the queue still runs
// once: call it with the queue empty, as PopTo leaves it). One model can
// so stand for several: the propagators a case does not need are taken
// out above a choice point and come back at its pop.
func (s *Store) Deactivate(p PropID) { s.SetInt(s.active[p], 0) }

// FailedProp is the propagator whose failure ended the last Propagate, or -1.
func (s *Store) FailedProp() PropID { return s.failedProp }

// Degree is the number of propagators subscribed to x.
func (s *Store) Degree(x VarID) int { return len(s.subs[x]) }

// PropsOf calls f for each propagator subscribed to x (in subscription
// order); it stops early when f returns false.
func (s *Store) PropsOf(x VarID, f func(PropID) bool) {
	for _, sb := range s.subs[x] {
		if !f(sb.prop) {
			return
		}
	}
}

// SubscribedProp is the propagator of x's i-th subscription
// (0 <= i < Degree(x)); an allocation-free alternative to PropsOf.
func (s *Store) SubscribedProp(x VarID, i int) PropID { return s.subs[x][i].prop }

// Counters returns p's statistics.
func (s *Store) Counters(p PropID) Counters { return s.counters[p] }

// Kind is the constraint family p was posted with.
func (s *Store) Kind(p PropID) string { return s.kind[p] }

// Label is p's name within its model ("row 3", "cage G"), or "".
func (s *Store) Label(p PropID) string { return s.label[p] }

// SetLabel names p within its model, for statistics.
func (s *Store) SetLabel(p PropID, name string) { s.label[p] = name }

// Propagations is the number of Propagate calls of all propagators.
func (s *Store) Propagations() int64 { return s.propagations }

// Propagator returns the propagator posted as p.
func (s *Store) Propagator(p PropID) Propagator { return s.props[p] }
