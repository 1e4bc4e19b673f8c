package search

import (
	"math"
	"slices"
	"unsafe"

	"github.com/tessera-cp/tessera/cp"
)

// clauseDB is the learned-nogood database: a propagator, posted on the
// store when a learning search is built, that holds clauses over literals
// (a nogood ¬(l₁ ∧ … ∧ lₙ) is the clause ¬l₁ ∨ … ∨ ¬lₙ) and propagates
// them with two watched literals. It is subscribed to every variable
// (OnDomain, the variable as the tag); Notify only notes the variables that
// have watches. Each clause keeps two literals that are not false at
// positions 0 and 1 while it is neither unit nor satisfied; a write that
// makes a watched literal false moves the watch to another literal that is
// not false, or propagates the other watched literal (the clause is unit),
// or fails (every literal is false). As in SAT solvers, backtracking needs
// no update of the watches: it only makes false literals non-false.
//
// A literal the database writes is explained by its clause: the negations
// of the clause's other literals (reasonOf maps each fact the database
// wrote to its clause); a failure by the clause that had every literal
// false. The database belongs to the search that posted it (one Run at a
// time): Run clears it at its start and at its end, so that no clause
// learned under one run's bound or base state prunes another search.
type clauseDB struct {
	id cp.PropID

	lits []cp.Lit // the clauses' literals, clause after clause
	cls  []clause // the clauses, by index; deleted ones are compacted away
	// Per variable and kind of literal, the watches of the clauses with a
	// watched literal of that kind on it (twice if both): x = v becomes
	// false on any change of x (watchEq), x ≠ v only when x is fixed
	// (watchNe), x ≥ v only when the maximum falls (watchGe), x ≤ v only
	// when the minimum rises (watchLe). A change visits only the lists its
	// event can make false.
	wat [numWatchKinds][][]watch
	// On a variable whose domain spans at most maxIndexedRange values when
	// the database subscribes to it, the x = v and x ≠ v watches are kept
	// by value instead: byVal[watchEq or watchNe][x][v-valBase[x]], so
	// that a change visits the lists of the values it removed and, when it
	// fixes x, the x ≠ value list alone (nil for the other variables).
	byVal   [2][][][]watch
	valBase []int
	nWatch  []int32 // per variable: its watch entries, all lists together
	// Per variable, bounds on the values of its x ≥ v and x ≤ v watches:
	// geTop ≥ every v of its watchGe list, leBot ≤ every v of its
	// watchLe list (raised, lowered on each new watch, made exact by
	// each full visit), so that a maximum that stays at geTop or above
	// (a minimum at leBot or below) skips the list: none is false.
	geTop, leBot []int

	// What each variable's domain was at its last visit in the current
	// epoch (between two backtracks domains only shrink, and what a visit
	// did to the clauses holds until the next backtrack): the next visit
	// in the same epoch goes only over the lists of the values removed,
	// the bounds moved and the fixing done since. A visit in a new epoch
	// goes over every list a change can concern.
	snapEpoch []uint64
	snapMin   []int
	snapMax   []int
	snapBits  [][]uint64 // per variable with lists by value: the values present, from valBase

	units []int32 // the indices of the unit clauses, asserted at each run root

	// Work for the next Propagate: clauses to check from scratch (just
	// added) and variables changed since the last run.
	pending   []int32
	unitsDue  bool
	dirty     []cp.VarID
	isDirty   []bool
	dirtyEv   []cp.Event // per variable: the strongest event since it was noted dirty
	epoch     uint64
	conflict  int32   // the clause that failed, for Explain(FalseLit)
	reasonOf  []int32 // per fact position: the clause that wrote it (valid for the database's facts)
	subscribe int     // variables subscribed so far

	// Activity of the clauses for forgetting: bumped when a clause takes
	// part in a conflict, decayed geometrically (the bump grows).
	bump float64
	// conflicts counts the run's conflicts (tick), the clock of each
	// clause's last use.
	conflicts int64

	// Memory accounting.
	bytes, peak int64

	busy bool // a learning run holds the database
}

// clause is one learned clause: lits[start : start+n].
type clause struct {
	start, n int32
	lbd      int32 // the smallest literal block distance seen (at learning, then at each use)
	act      float32
	used     int64 // the conflict that last used it (db.conflicts)
	dead     bool  // forgotten, to be compacted away
	keep     bool  // never forgotten (unit)
}

// The tiers of the learned clauses, as Glucose and its successors keep
// them: core clauses (LBD at most coreLBD) stay; tier-2 clauses (LBD at
// most tier2LBD) stay while some conflict used them within the last
// tier2Idle conflicts; the others (local) are forgotten by activity, half
// of them at each reduction. A clause's LBD is lowered when a use finds
// its literals on fewer levels, which may promote it.
const (
	coreLBD   = 2
	tier2LBD  = 6
	tier2Idle = 10000
)

// clauseBytes is what a clause costs besides its literals: its header and
// its two watch entries.
const clauseBytes = int64(unsafe.Sizeof(clause{}) + 2*unsafe.Sizeof(watch{}))

const litBytes = int64(unsafe.Sizeof(cp.Lit{}))

// findOrPostDB returns the store's clause database, posting one on the
// first learning search of the store (at level 0: Post refuses otherwise).
func findOrPostDB(s *cp.Store) (*clauseDB, bool) {
	for p := range s.NumProps() {
		if db, ok := s.Propagator(cp.PropID(p)).(*clauseDB); ok {
			return db, true
		}
	}
	if s.Level() != 0 {
		return nil, false
	}
	db := &clauseDB{conflict: -1, bump: 1}
	db.id = s.Post(db, cp.Linear, dbKind)
	db.subscribeAll(s)
	return db, true
}

// dbKind is the constraint kind of the clause database in the statistics.
const dbKind = "learned-nogoods"

// subscribeAll subscribes to the variables created since the last call.
func (db *clauseDB) subscribeAll(s *cp.Store) {
	for x := db.subscribe; x < s.NumVars(); x++ {
		s.Subscribe(db.id, cp.VarID(x), cp.OnDomain, int32(x))
		for k := range db.wat {
			db.wat[k] = append(db.wat[k], nil)
		}
		lo, hi := s.Min(cp.VarID(x)), s.Max(cp.VarID(x))
		for k := range db.byVal {
			var lists [][]watch
			if hi-lo < maxIndexedRange {
				lists = make([][]watch, hi-lo+1)
			}
			db.byVal[k] = append(db.byVal[k], lists)
		}
		db.valBase = append(db.valBase, lo)
		db.nWatch = append(db.nWatch, 0)
		db.geTop = append(db.geTop, math.MinInt)
		db.leBot = append(db.leBot, math.MaxInt)
		db.snapEpoch = append(db.snapEpoch, 0)
		db.snapMin = append(db.snapMin, 0)
		db.snapMax = append(db.snapMax, 0)
		var bits []uint64
		if hi-lo < maxIndexedRange {
			bits = make([]uint64, (hi-lo)/64+1)
		}
		db.snapBits = append(db.snapBits, bits)
		db.isDirty = append(db.isDirty, false)
		db.dirtyEv = append(db.dirtyEv, cp.EventNone)
	}
	db.subscribe = s.NumVars()
}

// reset empties the database (a new run, or the end of one).
func (db *clauseDB) reset() {
	db.lits = db.lits[:0]
	db.cls = db.cls[:0]
	db.clearWatches()
	db.units = db.units[:0]
	db.pending = db.pending[:0]
	db.unitsDue = false
	db.clearDirty()
	db.conflict = -1
	db.bump = 1
	db.conflicts = 0
	db.bytes, db.peak = 0, 0
}

func (db *clauseDB) clearWatches() {
	for k := range db.wat {
		for x := range db.wat[k] {
			db.wat[k][x] = db.wat[k][x][:0]
		}
	}
	for k := range db.byVal {
		for _, lists := range db.byVal[k] {
			for i := range lists {
				lists[i] = lists[i][:0]
			}
		}
	}
	clear(db.nWatch)
	for x := range db.geTop {
		db.geTop[x], db.leBot[x] = math.MinInt, math.MaxInt
	}
}

func (db *clauseDB) clearDirty() {
	for _, x := range db.dirty {
		db.isDirty[x] = false
		db.dirtyEv[x] = cp.EventNone
	}
	db.dirty = db.dirty[:0]
}

// watched reports whether some clause watches a literal on x.
func (db *clauseDB) watched(x cp.VarID) bool { return db.nWatch[x] > 0 }

// Notify notes a change of x when some clause watches a literal on it.
func (db *clauseDB) Notify(s *cp.Store, tag int32, ev cp.Event) bool {
	if e := s.Epoch(); e != db.epoch {
		db.clearDirty()
		db.epoch = e
	}
	x := cp.VarID(tag)
	if db.isDirty[x] {
		db.dirtyEv[x] = max(db.dirtyEv[x], ev)
		return true
	}
	if !db.watched(x) {
		return false
	}
	db.isDirty[x] = true
	db.dirtyEv[x] = ev
	db.dirty = append(db.dirty, x)
	return true
}

// Propagate checks the new clauses, asserts the unit clauses when due,
// then visits the watches of the changed variables.
func (db *clauseDB) Propagate(s *cp.Store) cp.Status {
	if e := s.Epoch(); e != db.epoch {
		db.clearDirty()
		db.epoch = e
	}
	if db.unitsDue {
		db.unitsDue = false
		for _, c := range db.units {
			if !db.assert(s, c, 0) {
				return db.fail(c)
			}
		}
	}
	for len(db.pending) > 0 {
		c := db.pending[len(db.pending)-1]
		db.pending = db.pending[:len(db.pending)-1]
		if !db.check(s, c) {
			db.pending = db.pending[:0]
			return db.fail(c)
		}
	}
	for i := 0; i < len(db.dirty); i++ {
		x := db.dirty[i]
		ev := db.dirtyEv[x]
		db.isDirty[x], db.dirtyEv[x] = false, cp.EventNone
		if c := db.visitVar(s, x, ev); c >= 0 {
			return db.fail(c)
		}
	}
	db.clearDirty()
	return cp.Fix
}

func (db *clauseDB) fail(c int32) cp.Status {
	db.conflict = c
	db.clearDirty()
	return cp.Fail
}

// assert writes literal k of clause c unless it already holds; false on
// a wipe-out (the literal was false).
func (db *clauseDB) assert(s *cp.Store, c int32, k int32) bool {
	return db.assertLit(s, c, db.lits[db.cls[c].start+k])
}

// assertLit writes l, a literal of clause c, unless it already holds;
// false on a wipe-out.
func (db *clauseDB) assertLit(s *cp.Store, c int32, l cp.Lit) bool {
	if s.Entailed(l) {
		return true
	}
	t := s.NumFacts()
	if !s.Apply(l) {
		return false
	}
	if s.NumFacts() > t {
		if t >= len(db.reasonOf) {
			db.reasonOf = slices.Grow(db.reasonOf, t+1-len(db.reasonOf))[:t+1]
		}
		db.reasonOf[t] = c
	}
	return true
}

// check sets clause c's watches from scratch (a new clause, added at any
// moment): the two best literals go to positions 0 and 1 — true ones
// first, then those neither true nor false, then false ones, the later
// false first — and a unit clause is propagated. False means every literal
// is false.
func (db *clauseDB) check(s *cp.Store, c int32) bool {
	cl := &db.cls[c]
	lits := db.lits[cl.start : cl.start+cl.n]
	for w := range min(2, len(lits)) {
		best, bestRank := w, -1
		for j := w; j < len(lits); j++ {
			if r := db.rank(s, lits[j]); r > bestRank {
				best, bestRank = j, r
			}
		}
		lits[w], lits[best] = lits[best], lits[w]
	}
	if len(lits) >= 2 {
		db.watchPair(c, lits)
	}
	switch {
	case isFalse(s, lits[0]):
		return false
	case len(lits) == 1 || isFalse(s, lits[1]):
		return db.assert(s, c, 0)
	}
	return true
}

// rank orders literals for the choice of watches: true (2^62), not yet
// decided (2^61), false, by the time it became false (later is better:
// after a backjump it is the last to become non-false... and the first).
func (db *clauseDB) rank(s *cp.Store, l cp.Lit) int {
	switch {
	case s.Entailed(l):
		return 1 << 62
	case !isFalse(s, l):
		return 1 << 61
	}
	if s.Explaining() {
		if t, ok := s.LitTime(l.Not()); ok {
			return t + 1
		}
	}
	return 0
}

// Explain gives the reason of a literal the database wrote (the negations
// of its clause's other literals) or of its failure (every literal's).
func (db *clauseDB) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	c := db.conflict
	if l != cp.FalseLit {
		c = db.reasonOf[at]
	}
	cl := &db.cls[c]
	skipped := l == cp.FalseLit
	for _, m := range db.lits[cl.start : cl.start+cl.n] {
		if !skipped && m == l {
			skipped = true
			continue
		}
		buf = append(buf, m.Not())
	}
	return buf
}

// Clone gives a clone of the store an empty database of its own: learned
// clauses belong to one search (for cp.Store.Clone, where propagators
// implement it).
func (db *clauseDB) Clone(dst *cp.Store) cp.Propagator {
	c := &clauseDB{id: db.id, conflict: -1, bump: 1, subscribe: db.subscribe}
	for k := range c.wat {
		c.wat[k] = make([][]watch, len(db.wat[k]))
	}
	for k := range c.byVal {
		c.byVal[k] = make([][][]watch, len(db.byVal[k]))
		for x, lists := range db.byVal[k] {
			if lists != nil {
				c.byVal[k][x] = make([][]watch, len(lists))
			}
		}
	}
	c.valBase = slices.Clone(db.valBase)
	c.nWatch = make([]int32, len(db.nWatch))
	c.geTop, c.leBot = make([]int, len(db.geTop)), make([]int, len(db.leBot))
	c.clearWatches()
	c.snapEpoch = make([]uint64, len(db.snapEpoch))
	c.snapMin = make([]int, len(db.snapMin))
	c.snapMax = make([]int, len(db.snapMax))
	c.snapBits = make([][]uint64, len(db.snapBits))
	for x, b := range db.snapBits {
		if b != nil {
			c.snapBits[x] = make([]uint64, len(b))
		}
	}
	c.isDirty = make([]bool, len(db.isDirty))
	c.dirtyEv = make([]cp.Event, len(db.dirtyEv))
	return c
}

// add stores a clause (its literals are copied) and returns its index;
// the next Propagate checks it. lbd is its literal block distance.
func (db *clauseDB) add(s *cp.Store, lits []cp.Lit, lbd int) int32 {
	if s.NumVars() > db.subscribe {
		db.subscribeAll(s)
	}
	c := int32(len(db.cls))
	db.cls = append(db.cls, clause{start: int32(len(db.lits)), n: int32(len(lits)), lbd: int32(lbd), act: float32(db.bump), used: db.conflicts})
	db.lits = append(db.lits, lits...)
	if len(lits) == 1 {
		db.cls[c].keep = true
		db.units = append(db.units, c)
	}
	db.pending = append(db.pending, c)
	db.bytes += clauseBytes + int64(len(lits))*litBytes
	db.peak = max(db.peak, db.bytes)
	s.Schedule(db.id)
	return c
}

// bumpClause raises the activity of a clause that took part in a
// conflict; decay makes later bumps larger.
func (db *clauseDB) bumpClause(c int32) {
	cl := &db.cls[c]
	cl.used = db.conflicts
	cl.act += float32(db.bump)
	if cl.act > 1e30 {
		for i := range db.cls {
			db.cls[i].act *= 1e-30
		}
		db.bump *= 1e-30
	}
}

// tick counts a conflict and ages the clause activities.
func (db *clauseDB) tick() {
	db.conflicts++
	db.bump /= 0.999
}

// numLearned is the number of clauses in the database.
func (db *clauseDB) numLearned() int { return len(db.cls) }

// reduce forgets the less active half of the local clauses (see the
// tiers above; not units, not a reason of a fact on the trail now, not a
// clause still to check), demoting first the tier-2 clauses left unused;
// over the memory budget the tiers are not spared. It compacts the
// database and rebuilds the watches; it returns the number of clauses
// forgotten. It runs between propagations, right after a backjump.
func (db *clauseDB) reduce(s *cp.Store, maxBytes int64) int {
	locked := make([]bool, len(db.cls)) // the learning path may allocate
	n := s.NumFacts()
	for t := 0; t < n && t < len(db.reasonOf); t++ {
		if f := s.Fact(t); f.Cause == db.id {
			locked[db.reasonOf[t]] = true
		}
	}
	for _, c := range db.pending {
		locked[c] = true
	}
	overBudget := db.bytes > maxBytes
	var cand []int32
	for c := range db.cls {
		cl := &db.cls[c]
		switch {
		case cl.keep || locked[c]:
			continue
		case overBudget:
		case cl.lbd <= coreLBD:
			continue
		case cl.lbd <= tier2LBD && db.conflicts-cl.used <= tier2Idle:
			continue
		}
		cand = append(cand, int32(c))
	}
	slices.SortStableFunc(cand, func(a, b int32) int {
		ca, cb := &db.cls[a], &db.cls[b]
		switch {
		case overBudget && ca.lbd != cb.lbd:
			return int(cb.lbd - ca.lbd) // larger LBD first: forgotten first
		case ca.act < cb.act:
			return -1
		case ca.act > cb.act:
			return 1
		}
		return 0
	})
	forget := cand[:len(cand)/2]
	for _, c := range forget {
		db.cls[c].dead = true
	}
	db.compact(s)
	return len(forget)
}

// compact removes the dead clauses, renumbers the rest (and the reasons of
// the facts on the trail) and rebuilds the watch lists.
func (db *clauseDB) compact(s *cp.Store) {
	newIdx := make([]int32, len(db.cls))
	lits := db.lits[:0:0]
	lits = slices.Grow(lits, len(db.lits))
	out := 0
	var bytes int64
	for c := range db.cls {
		cl := db.cls[c]
		if cl.dead {
			newIdx[c] = -1
			continue
		}
		newIdx[c] = int32(out)
		start := int32(len(lits))
		lits = append(lits, db.lits[cl.start:cl.start+cl.n]...)
		cl.start = start
		db.cls[out] = cl
		out++
		bytes += clauseBytes + int64(cl.n)*litBytes
	}
	db.cls = db.cls[:out]
	db.lits = lits
	db.bytes = bytes
	n := s.NumFacts()
	for t := 0; t < n && t < len(db.reasonOf); t++ {
		if f := s.Fact(t); f.Cause == db.id {
			db.reasonOf[t] = newIdx[db.reasonOf[t]]
		}
	}
	k := 0
	for _, c := range db.units {
		if newIdx[c] >= 0 {
			db.units[k] = newIdx[c]
			k++
		}
	}
	db.units = db.units[:k]
	for i, c := range db.pending {
		db.pending[i] = newIdx[c]
	}
	if db.conflict >= 0 {
		db.conflict = newIdx[db.conflict]
	}
	db.clearWatches()
	for c := range db.cls {
		cl := &db.cls[c]
		if cl.n >= 2 {
			db.watchPair(int32(c), db.lits[cl.start:cl.start+cl.n])
		}
	}
}
