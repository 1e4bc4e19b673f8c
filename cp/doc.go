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
// # Interval variables
//
// A domain wider than MaxDomainWidth values (an objective, a sum of large
// weights) has no bitset: NewVar gives an interval variable past that
// width, and NewIntervalVar gives one of any width. The store keeps its min,
// max and size only (IsInterval reports it; Words is empty). Contains is
// the interval test, Next and Prev step by one, SetMin, SetMax, Assign and
// Remove of a bound work and raise the usual events, and Remove of a value
// strictly between the bounds is ignored (it reports success and changes
// nothing, since the domain cannot hold a hole). IntersectWords and
// RemoveWords panic on them.
//
// The contract that keeps this sound: a propagator must not rely on a
// Remove having taken effect (it reads the domain back, or keeps waiting),
// and every propagator rejects (fails on) an assignment of all its
// variables that violates its constraint — the oracle harness of package
// propagators checks both for every propagator that accepts interval
// variables. A post function that needs bitsets refuses interval variables
// with an error. Every value lies within MinValue..MaxValue (±(2^62-1)), so
// widths, sizes and the sum or difference of two values never overflow.
// Bounds reasoning over wide intervals may close in by one value per
// propagator run (x < y together with y < x fails only after the bounds
// have crossed the whole range): a search's time limit and context
// interrupt such a propagation (see below); nothing else bounds it.
//
// # Facts and reasons
//
// SetExplain(true) turns on the fact trail, for conflict analysis (nogood
// learning) and for hints that explain themselves. From then on every
// write that changes a domain appends a Fact: the literal it established
// (a Lit: x = v, x ≠ v, x ≥ v or x ≤ v; Remove gives x ≠ v, SetMin x ≥ m,
// Assign x = v, and IntersectWords and RemoveWords one x ≠ v per value
// removed; an interval variable's facts are about its bounds, a Remove of
// its bound v giving x ≠ v, which with the old bound is the new one), its
// cause (the running propagator, or NoProp for a write made
// outside propagation: a search decision, or a given at level 0) and its
// level. A fact's position in the trail is its time: MinAt, MaxAt,
// ContainsAt, NextAt and EntailedAt read the domains as they were before
// any position, from a time-stamp per bitset value and each fact's old
// bounds, without replaying anything. PopTo drops the facts of the levels
// it pops. The domains when the trail is turned on (for a variable created
// later, its domain at creation) are the givens: their literals are true
// from the start, have time -1, and are left out of every reason.
//
// Reasons are lazy. Reason(i) asks the fact's propagator, through the
// optional Explainer interface, for literals true before position i that
// with its constraint imply the fact's literal; a propagator without an
// Explainer gets CoarseReason, the domains then of every variable it is
// subscribed to, which is correct for any propagator. FailureReason
// explains the failure of the last propagation the same way (the reason of
// the write that failed plus the literal of the domain it contradicted,
// or the propagator's explanation of FalseLit). LitTime finds the fact
// that made any entailed literal true, and DomainReason the bounds and
// holes that, with that fact's literal, imply it (a Remove of the minimum
// raises the minimum): first-UIP conflict analysis walks back with these
// three. Reasons are tidied: givens dropped, duplicates merged, sorted by
// variable.
//
// With the trail off, writes pay one nil test and allocate nothing; with
// it on they append to the trail (amortised: no allocation once it has
// grown) and stamp the values they remove (4 bytes per bitset value of
// the store).
//
// # Trail and interruption
//
// The trail saves each domain word, each variable's bounds and each
// reversible cell (RevInt, RevBitset, SparseSet) at most once per choice
// point, using time-stamps; PopTo restores them bit for bit. Changes made at
// level 0 (before the first Push) are permanent.
//
// Interrupt, safe to call from any goroutine, asks PropagateInterruptible
// to stop before its next propagator run (search sets it from its time
// limit and its context, so that one long fixpoint cannot overshoot them);
// the queue keeps the work still to do, and Propagate ignores the request.
//
// Store writes, Push, PopTo and Propagate allocate nothing once the trail
// has grown to its working size.
//
// # Clones
//
// Clone copies a store in its current state into a new store at level 0
// that shares no memory either of them writes, for a parallel search's
// workers: the domains, the reversible cells and the queue in one
// allocation per array (the subscriptions of all variables in one), and
// every propagator through its Cloner, which copies the propagator's
// scratch and state and shares its immutable data (tuples, automata).
// Clone returns an error wrapping ErrNotCloneable for a propagator without
// Cloner, so a propagator that forgets it fails loudly, never by sharing
// state. Snapshot and RestrictTo carry a solution's domains from a clone
// back to its original. Clone is written to grow: each kind of store
// state has its own copy step in clone.go (domains, trail, propagators);
// state added later (the clause database of a learning search) adds its
// step there, and an explaining store's clone starts its own fact trail.
//
// # Rungs
//
// A grader solves with the weakest reasoning first (package puzzles/craft):
// SetRung puts a propagator on a rung and SetRungLimit makes Propagate run
// only the rungs up to a limit; a propagator above it that a write wakes is
// held (Held, NumHeld, HeldProp) until the limit rises, and Step runs one
// propagator whatever its rung, then propagates under the limit. A store
// that never sets a rung runs every propagator, at the cost of one
// predictable branch per scheduling.
package cp
