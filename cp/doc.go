// Package cp is the kernel of the Tessera constraint programming engine.
//
// A Store holds integer variables over finite domains, the propagators that
// constrain them, and the trail that undoes changes on backtracking.
//
// Domains are bitsets in one []uint64 arena: each variable owns a run of
// words starting at an offset, with bit i standing for the value base+i.
// Min, max and size are kept in flat arrays, so the common reads cost one
// load. A domain of at most 64 values takes one word.
//
// Every write (Remove, SetMin, SetMax, Assign, IntersectWords, RemoveWords)
// reports wipe-out by returning false, computes its event (EventFixed,
// EventBounds or EventDomain) and schedules the propagators subscribed to the
// variable with a condition the event satisfies. Propagators wait in one FIFO
// queue per Priority; Propagate runs the cheapest non-empty queue first until
// the fixpoint or a failure.
//
// The trail saves each domain word, each variable's bounds and each
// reversible cell (RevInt, RevBitset, SparseSet) at most once per choice
// point, using time-stamps; PopTo restores them bit for bit. Changes made at
// level 0 (before the first Push) are permanent.
//
// Store writes, Push, PopTo and Propagate allocate nothing once the trail
// has grown to its working size.
package cp
