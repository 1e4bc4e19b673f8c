package cp

import (
	"errors"
	"fmt"
)

// ErrNotCloneable is wrapped by the error Clone returns when a posted
// propagator does not implement Cloner.
var ErrNotCloneable = errors.New("propagator cannot be cloned")

// Cloner is implemented by propagators that can be copied into a clone of
// their store (Store.Clone). Clone returns a propagator for dst, a clone of
// the propagator's store made at this moment: dst has the same variables,
// reversible cells (RevInt, RevBitset, SparseSet sizes) and PropIDs, so the
// handles the propagator keeps stay valid in dst. The copy must share no
// memory that either propagator writes: immutable data built at post time
// (coefficients, tuples, automata) may be shared, while scratch, caches and
// any state kept between runs are copied, with their content and their
// capacity (so that the copy allocates no more than the original). A
// propagator that keeps a view into the store's memory (Store.Words,
// Store.BitsetWords) must take it again from dst.
type Cloner interface {
	Clone(dst *Store) Propagator
}

// Clone returns a deep copy of the store in its current state, as a new
// store at level 0: the same variables (same VarIDs) with their current
// domains, the same reversible cells with their current values, the same
// propagators (same PropIDs, each copied by its Cloner), subscriptions,
// kinds, labels, counters and pending queue. The choice points of s are not
// copied: the clone cannot backtrack above the state it starts from (clone
// at level 0 to keep the root). The clone shares no memory that either
// store writes, so the two may be used from different goroutines at once;
// s is only read, so several goroutines may clone one store at once as long
// as none writes it. An Interrupt request is not copied.
//
// When the original records facts (SetExplain), the clone records too,
// from its start: its domains are its givens, and the facts of the
// original (reasons for the state it was cloned in) are not copied. Scope
// lists are rebuilt on demand.
//
// Each array of the store is copied in one allocation (the subscriptions of
// all variables share one), so the cost is a few allocations plus one
// Clone per propagator. Clone fails, wrapping ErrNotCloneable, when a
// propagator does not implement Cloner; a failed store clones into a failed
// store.
//
// Extending the store: a new piece of state (a clause database, a new kind
// of reversible cell) adds its copy to cloneInto, next to the others, and
// a test that compares a clone with its original (Fingerprint, a search on
// both) then covers it.
func (s *Store) Clone() (*Store, error) {
	for p, prop := range s.props {
		if _, ok := prop.(Cloner); !ok {
			return nil, fmt.Errorf("cp: Clone: propagator %d (%s, %T) does not implement cp.Cloner: %w", p, s.kind[p], prop, ErrNotCloneable)
		}
	}
	c := &Store{current: -1, failedProp: s.failedProp, failed: s.failed, prof: s.prof, nsubs: s.nsubs}
	s.cloneDomains(c)
	s.cloneTrail(c)
	s.cloneProps(c)
	if s.expl != nil {
		// The clone's fact trail starts afresh: its current domains are
		// its givens, as for a store whose recording begins now.
		c.SetExplain(true)
	}
	return c, nil
}

// cloneDomains copies the domain arenas.
func (s *Store) cloneDomains(c *Store) {
	c.words = cloneSlice(s.words)
	c.off, c.nw = cloneSlice(s.off), cloneSlice(s.nw)
	c.base = cloneSlice(s.base)
	c.min, c.max, c.siz = cloneSlice(s.min), cloneSlice(s.max), cloneSlice(s.siz)
}

// cloneTrail copies the reversible cells' values into an empty trail at
// level 0, with the same capacity for the saves.
func (s *Store) cloneTrail(c *Store) {
	t, ct := &s.trail, &c.trail
	ct.stamp = 1
	ct.epoch = t.epoch
	ct.varStamp = make([]uint32, len(t.varStamp))
	ct.wordStamp = make([]uint32, len(t.wordStamp))
	ct.intStamp = make([]uint32, len(t.intStamp))
	ct.bitsStamp = make([]uint32, len(t.bitsStamp))
	ct.ints = cloneSlice(t.ints)
	ct.bits = cloneSlice(t.bits)
	ct.marks = make([]mark, 0, cap(t.marks))
	ct.vars = make([]varSave, 0, cap(t.vars))
	ct.words = make([]wordSave, 0, cap(t.words))
	ct.intSaves = make([]intSave, 0, cap(t.intSaves))
	ct.bitsSaves = make([]wordSave, 0, cap(t.bitsSaves))
}

// cloneProps copies the propagators, their tables and the queue. The
// subscriptions of every variable are carved out of one array, each with
// its capacity capped, so that a later Subscribe on the clone appends to
// a fresh array instead of overwriting the next variable's.
func (s *Store) cloneProps(c *Store) {
	n := 0
	for _, sb := range s.subs {
		n += len(sb)
	}
	all := make([]subscription, 0, n)
	c.subs = make([][]subscription, len(s.subs))
	for x, sb := range s.subs {
		if sb == nil {
			continue
		}
		lo := len(all)
		all = append(all, sb...)
		c.subs[x] = all[lo:len(all):len(all)]
	}
	c.prio = cloneSlice(s.prio)
	c.active = cloneSlice(s.active)
	c.kind = cloneSlice(s.kind)
	c.label = cloneSlice(s.label)
	c.counters = cloneSlice(s.counters)
	c.queue = s.queue.clone()
	c.propagations = s.propagations
	// The propagators last: a Cloner may read dst's domains and cells.
	c.props = make([]Propagator, len(s.props))
	c.notifiers = make([]Notifier, len(s.props))
	for p, prop := range s.props {
		q := prop.(Cloner).Clone(c)
		c.props[p] = q
		c.notifiers[p], _ = q.(Notifier)
	}
}

// clone copies the queue with its pending propagators, and the rungs with
// their limit and the propagators held above it.
func (q *queue) clone() queue {
	c := queue{inQueue: cloneSlice(q.inQueue), pending: q.pending,
		rung: cloneSlice(q.rung), limit: q.limit, limited: q.limited,
		held: cloneSlice(q.held), heldIDs: cloneSlice(q.heldIDs), heldPos: cloneSlice(q.heldPos)}
	for i := range q.rings {
		c.rings[i] = ring{buf: cloneSlice(q.rings[i].buf), head: q.rings[i].head, size: q.rings[i].size}
	}
	return c
}

// Clone copies a sparse set for a clone of its store (see Cloner): the
// dense order is copied, the size stays the store's reversible cell.
func (ss *SparseSet) Clone() *SparseSet {
	return &SparseSet{dense: cloneSlice(ss.dense), pos: cloneSlice(ss.pos), size: ss.size}
}

// cloneSlice copies a slice with its length and capacity (nil stays nil).
func cloneSlice[T any](s []T) []T {
	if s == nil {
		return nil
	}
	c := make([]T, len(s), cap(s))
	copy(c, s)
	return c
}
