package cp

import (
	"math/bits"
	"slices"
)

// Explanation: the fact trail and the reasons of its facts (see the
// package documentation, "Facts and reasons").

// NoProp is the cause of a fact written outside propagation: a search
// decision above level 0, a given (a clue, a post function's pruning) at
// level 0. Such a fact has no reason.
const NoProp PropID = -1

// Explainer is implemented by propagators that explain their writes
// precisely. Explain appends to buf a reason for l and returns the
// extended slice: literals, each true in the state before fact position
// at (the domains as MinAt, MaxAt and ContainsAt show them at at), that
// together with the propagator's constraint imply l. l is a literal the
// propagator wrote at position at; it may also be a literal it would have
// written there when the write failed (then at = NumFacts()). For FalseLit
// the reason is a conflict: literals true at at (then NumFacts()) that the
// constraint cannot satisfy together.
//
// Explain runs outside propagation, may be asked about any fact of the
// current branch in any order, and must not write to the store. It may
// use ScratchInts. A propagator without an Explainer gets the coarse
// reason (CoarseReason), so an explainer may also return that for the
// cases it does not refine.
type Explainer interface {
	Explain(s *Store, l Lit, at int, buf []Lit) []Lit
}

// Fact is one entry of the fact trail: a write that changed a domain.
type Fact struct {
	Lit   Lit    // what the write established (x ≠ v for Remove, x ≥ m for SetMin, …)
	Cause PropID // the propagator that wrote it, or NoProp
	Level int    // the store level it was written at
}

type fact struct {
	lit            Lit
	cause          PropID
	level          int32
	prev           int32 // the previous fact on the same variable, -1 if none
	oldMin, oldMax int   // the variable's bounds just before this fact
}

// explanation is the state kept while SetExplain is on.
type explanation struct {
	facts []fact
	last  []int32 // per variable: its latest fact, -1 if none
	// stamp, per bit of the domain arena: the fact that removed the value
	// (-1: absent since the variable's recording began). Only the stamp of
	// a value absent now is meaningful, so PopTo leaves stamps alone.
	stamp            []int32
	cur              int32    // the fact being stamped by clearRange
	initMin, initMax []int    // per variable: its bounds when its recording began
	given0           []uint64 // per variable: Word0At(x, 0) once asked (0: not yet)
	marks            []int32
	fail             failRecord
	asking           PropID // the propagator whose Explain runs, NoProp if none
	fellBack         bool   // that Explain called CoarseReason
	tidied           bool   // that Explain called ReasonTidy
	nPrecise         int64  // explanations by an Explainer
	nCoarse          int64  // coarse explanations
	recorded         int64  // facts appended since SetExplain
	scratch          [16][]int
	lits             []Lit // AppendWithinAt's scratch
	words            [4][]uint64
}

// failRecord is the write that failed, if a write failed.
type failRecord struct {
	set   bool
	all   bool // a filter write that would have removed every value of lit.X
	lit   Lit  // the literal the write would have established
	cause PropID
}

// SetExplain turns the fact trail on or off. While on, every write that
// changes a domain appends a Fact, and the reasons of facts and failures
// can be asked for. The domains at the time it is turned on, and those of
// variables created later as they are created, are the givens: their
// literals are true from the start and never appear in a reason. It must
// be called at level 0 (it panics otherwise); turning it off drops the
// trail. Recording costs one Fact (48 bytes) per change plus 4 bytes per
// bitset value of the store.
func (s *Store) SetExplain(on bool) {
	if s.trail.level != 0 {
		panic("cp: SetExplain above level 0")
	}
	if !on {
		s.expl = nil
		return
	}
	if s.expl != nil {
		return
	}
	e := &explanation{
		asking:  NoProp,
		last:    make([]int32, len(s.min)),
		stamp:   make([]int32, len(s.words)*64),
		initMin: slices.Clone(s.min),
		initMax: slices.Clone(s.max),
		given0:  make([]uint64, len(s.min)),
	}
	for i := range e.last {
		e.last[i] = -1
	}
	for i := range e.stamp {
		e.stamp[i] = -1
	}
	s.expl = e
}

// Explaining reports whether the fact trail is on.
func (s *Store) Explaining() bool { return s.expl != nil }

// addVar extends the recording to a new variable with nw domain words.
func (e *explanation) addVar(lo, hi int, nw int32) {
	e.last = append(e.last, -1)
	e.initMin = append(e.initMin, lo)
	e.initMax = append(e.initMax, hi)
	e.given0 = append(e.given0, 0)
	for i := int32(0); i < nw*64; i++ {
		e.stamp = append(e.stamp, -1)
	}
}

// note appends a fact about x, whose bounds just before it are
// oldMin..oldMax, and returns its position.
func (s *Store) note(x VarID, op Op, v, oldMin, oldMax int) int32 {
	e := s.expl
	i := int32(len(e.facts))
	e.facts = append(e.facts, fact{Lit{x, op, v}, s.current, int32(s.trail.level), e.last[x], oldMin, oldMax})
	e.last[x] = i
	e.cur = i
	e.recorded++
	return i
}

// stampBits stamps the values of the set bits of arena word wi with the
// current fact.
func (e *explanation) stampBits(wi int, set uint64) {
	for set != 0 {
		b := bits.TrailingZeros64(set)
		e.stamp[wi<<6+b] = e.cur
		set &= set - 1
	}
}

// noteFilter records a filter write on x that keeps the values set in
// keep[lo..hi] (words of x's run, at least one kept value, at least one
// removed): one x ≠ u fact per removed value u. The facts are ordered so
// that each one's bounds are exact: inner holes first, then the values
// below the new minimum upwards, then those above the new maximum
// downwards.
func (s *Store) noteFilter(x VarID, keep []uint64, flip uint64, lo, hi int) {
	e := s.expl
	o, base := int(s.off[x]), s.base[x]
	newMin, newMax := s.max[x], s.min[x]
	for i := lo; i <= hi; i++ {
		if k := s.words[o+i] & (keep[i] ^ flip); k != 0 {
			newMin = min(newMin, base+i<<6+bits.TrailingZeros64(k))
			newMax = max(newMax, base+i<<6+63-bits.LeadingZeros64(k))
		}
	}
	oldMin, oldMax := s.min[x], s.max[x]
	for pass := 0; pass < 3; pass++ {
		for k := lo; k <= hi; k++ {
			i := k
			if pass == 2 {
				i = lo + hi - k // downwards
			}
			gone := s.words[o+i] &^ (keep[i] ^ flip)
			for gone != 0 {
				var b int
				if pass == 2 {
					b = 63 - bits.LeadingZeros64(gone)
					gone &^= 1 << b
				} else {
					b = bits.TrailingZeros64(gone)
					gone &= gone - 1
				}
				u := base + i<<6 + b
				switch {
				case pass == 0 && u > newMin && u < newMax:
					e.stamp[(o+i)<<6+b] = s.note(x, OpNe, u, oldMin, oldMax)
				case pass == 1 && u < newMin:
					e.stamp[(o+i)<<6+b] = s.note(x, OpNe, u, u, oldMax)
				case pass == 2 && u > newMax:
					e.stamp[(o+i)<<6+b] = s.note(x, OpNe, u, newMin, u)
				}
			}
		}
	}
}

// failWrite marks the store failed by a write that would have established
// x op v (the first such write since the last PopTo is kept).
func (s *Store) failWrite(x VarID, op Op, v int) bool {
	if e := s.expl; e != nil && !s.failed {
		e.fail = failRecord{set: true, lit: Lit{x, op, v}, cause: s.current}
	}
	return s.fail()
}

// failFilter marks the store failed by a filter write that would have
// removed every value of x.
func (s *Store) failFilter(x VarID) bool {
	if e := s.expl; e != nil && !s.failed {
		e.fail = failRecord{set: true, all: true, lit: Lit{x, OpNe, 0}, cause: s.current}
	}
	return s.fail()
}

// push and popTo keep the fact trail in step with the store's levels.
func (e *explanation) push() { e.marks = append(e.marks, int32(len(e.facts))) }

func (e *explanation) popTo(level int) {
	m := int(e.marks[level])
	for i := len(e.facts) - 1; i >= m; i-- {
		f := &e.facts[i]
		e.last[f.lit.X] = f.prev
	}
	e.facts = e.facts[:m]
	e.marks = e.marks[:level]
	e.fail = failRecord{}
}

// NumFacts is the length of the fact trail: the position the next fact
// will take, and the "now" of the …At queries. It is 0 while not
// explaining.
func (s *Store) NumFacts() int {
	if s.expl == nil {
		return 0
	}
	return len(s.expl.facts)
}

// FactsRecorded is the number of facts appended since SetExplain, those
// PopTo dropped included (a measure of the trail's work).
func (s *Store) FactsRecorded() int64 {
	if s.expl == nil {
		return 0
	}
	return s.expl.recorded
}

// Fact returns the fact at position i (0 <= i < NumFacts()).
func (s *Store) Fact(i int) Fact {
	f := &s.expl.facts[i]
	return Fact{f.lit, f.cause, int(f.level)}
}

// FactMark is NumFacts() as it was when level was pushed (level >= 1), so
// the facts of level L are FactMark(L) .. FactMark(L+1)-1.
func (s *Store) FactMark(level int) int { return int(s.expl.marks[level-1]) }

// MinAt is the smallest value of x's domain before fact position at
// (at >= NumFacts(): now; at <= 0: the given domain).
func (s *Store) MinAt(x VarID, at int) int {
	e := s.expl
	if at <= 0 {
		return e.initMin[x] // without walking every fact of x
	}
	m := s.min[x]
	for f := e.last[x]; f >= 0 && int(f) >= at; f = e.facts[f].prev {
		m = e.facts[f].oldMin
	}
	return m
}

// MaxAt is the largest value of x's domain before fact position at.
func (s *Store) MaxAt(x VarID, at int) int {
	e := s.expl
	if at <= 0 {
		return e.initMax[x]
	}
	m := s.max[x]
	for f := e.last[x]; f >= 0 && int(f) >= at; f = e.facts[f].prev {
		m = e.facts[f].oldMax
	}
	return m
}

// ContainsAt reports whether v was in x's domain before fact position at
// (for an interval variable: within its bounds then).
func (s *Store) ContainsAt(x VarID, v, at int) bool {
	o := int(s.off[x])
	if o < 0 {
		return v >= s.MinAt(x, at) && v <= s.MaxAt(x, at)
	}
	b := v - s.base[x]
	if b < 0 || b >= int(s.nw[x])<<6 {
		return false
	}
	if s.words[o+b>>6]&(1<<(b&63)) != 0 {
		return true
	}
	return int(s.expl.stamp[o<<6+b]) >= max(at, 0)
}

// NextAt is Next on x's domain before fact position at.
//
// A bitset value was in the domain then if it is now or its stamp is at
// or after at, so the bits are scanned without the bounds then (MinAt and
// MaxAt walk x's facts back to at: an explainer iterating a domain of
// 81 values with them took most of a learning search's time).
func (s *Store) NextAt(x VarID, v, at int) (int, bool) {
	o := int(s.off[x])
	if o < 0 {
		if w := max(v+1, s.MinAt(x, at)); w <= s.MaxAt(x, at) {
			return w, true
		}
		return 0, false
	}
	stamp, since := s.expl.stamp[o<<6:(o+int(s.nw[x]))<<6], int32(max(at, 0))
	words := s.words[o : o+int(s.nw[x])]
	for b := max(v+1-s.base[x], 0); b < len(stamp); {
		// The next value in the domain now, p, found in the word; the
		// gone values before it were there at at if stamped since.
		end := b&^63 + 64
		p := b + bits.TrailingZeros64(words[b>>6]>>(b&63))
		for ; b < min(p, end); b++ {
			if stamp[b] >= since {
				return s.base[x] + b, true
			}
		}
		if p < end {
			return s.base[x] + p, true
		}
	}
	return 0, false
}

// Entailed reports whether l holds in every value of the current domain
// (FalseLit never does). It works with the fact trail off too.
func (s *Store) Entailed(l Lit) bool {
	x := l.X
	switch l.Op {
	case OpEq:
		return s.siz[x] == 1 && s.min[x] == l.V
	case OpNe:
		return !s.Contains(x, l.V)
	case OpGe:
		return s.min[x] >= l.V
	case OpLe:
		return s.max[x] <= l.V
	}
	return false
}

// EntailedAt reports whether l held before fact position at.
func (s *Store) EntailedAt(l Lit, at int) bool {
	x := l.X
	switch l.Op {
	case OpEq:
		return s.MinAt(x, at) == l.V && s.MaxAt(x, at) == l.V
	case OpNe:
		return !s.ContainsAt(x, l.V, at)
	case OpGe:
		return s.MinAt(x, at) >= l.V
	case OpLe:
		return s.MaxAt(x, at) <= l.V
	}
	return false
}

// Given reports whether l holds in the given domain of its variable (the
// domain when recording began for it): such a literal is true from the
// start and is left out of reasons.
func (s *Store) Given(l Lit) bool {
	e, x := s.expl, l.X
	switch l.Op {
	case OpEq:
		return e.initMin[x] == l.V && e.initMax[x] == l.V
	case OpNe:
		if s.off[x] < 0 {
			return l.V < e.initMin[x] || l.V > e.initMax[x]
		}
		return !s.ContainsAt(x, l.V, 0)
	case OpGe:
		return l.V <= e.initMin[x]
	case OpLe:
		return l.V >= e.initMax[x]
	}
	return false
}

// LitTime returns the position of the fact that made the entailed literal
// l true (-1 when it is given), and false when l is not entailed now. The
// fact's own literal implies l, or implies it together with the domain
// before it (DomainReason): a SetMin past a hole makes x ≥ m true for an
// m above the one written, a Remove of the minimum raises the minimum.
func (s *Store) LitTime(l Lit) (int, bool) {
	if !s.Entailed(l) {
		return 0, false
	}
	e, x := s.expl, l.X
	switch l.Op {
	case OpEq:
		return int(e.last[x]), true // nothing is written to x once fixed
	case OpGe:
		return s.geTime(x, l.V), true
	case OpLe:
		return s.leTime(x, l.V), true
	}
	if o := int(s.off[x]); o >= 0 {
		b := l.V - s.base[x]
		if b < 0 || b >= int(s.nw[x])<<6 {
			return -1, true
		}
		return int(e.stamp[o<<6+b]), true
	}
	if l.V < s.min[x] {
		return s.geTime(x, l.V+1), true
	}
	return s.leTime(x, l.V-1), true
}

// geTime is the fact that raised x's minimum to v or above, -1 if none.
func (s *Store) geTime(x VarID, v int) int {
	e := s.expl
	f := e.last[x]
	for f >= 0 && e.facts[f].oldMin >= v {
		f = e.facts[f].prev
	}
	return int(f)
}

func (s *Store) leTime(x VarID, v int) int {
	e := s.expl
	f := e.last[x]
	for f >= 0 && e.facts[f].oldMax <= v {
		f = e.facts[f].prev
	}
	return int(f)
}

// Reason appends the reason of fact i to buf: literals true before
// position i that, with the constraint of the fact's propagator, imply its
// literal. A fact written outside propagation (NoProp) has none. The
// reason comes from the propagator's Explainer, or is CoarseReason; it is
// tidied: given literals left out, duplicates merged, a literal implied by
// another on the same variable dropped (x ≥ 3 next to x ≥ 5), sorted by
// variable.
func (s *Store) Reason(i int, buf []Lit) []Lit {
	f := &s.expl.facts[i]
	if f.cause < 0 {
		return buf
	}
	n := len(buf)
	buf = s.explainBy(f.cause, f.lit, i, buf)
	if s.expl.tidied {
		return buf
	}
	return s.tidy(buf, n)
}

// ReasonTidy is called by an Explainer whose reason is tidy as it
// stands: sorted by variable, no given literal, each variable's literals
// as tidy leaves them (x = v alone, or its ≠ literals strictly between
// its bounds in increasing order, then x ≥ and x ≤ beyond the givens).
// Reason then skips tidy's pass over it (a sort and a Given test per
// literal: 6 % of a learning run on the 25×25 Sudokus, where the
// AllDifferent writes its reasons that way).
func (s *Store) ReasonTidy() {
	if s.expl.asking != NoProp {
		s.expl.tidied = true
	}
}

// DomainReason appends the literals, true before fact position i, that
// together with fact i's literal imply l, where LitTime(l) = i: none when
// the fact's literal implies l by itself (Lit.Implies), else the
// bounds and holes of l's variable that carry it (x ≥ 4 and x ≠ 4 give
// x ≥ 6 when 5 was already gone). Conflict analysis replaces a literal by
// its fact's literal plus DomainReason, then the fact's literal by Reason.
func (s *Store) DomainReason(l Lit, i int, buf []Lit) []Lit {
	f := &s.expl.facts[i]
	if f.lit.Implies(l) {
		return buf
	}
	n, x := len(buf), l.X
	if l.Op == OpGe || l.Op == OpLe {
		if s.off[x] >= 0 && s.nw[x] == 1 {
			return s.domainReasonWord0(l, f, i, buf)
		}
		return s.tidy(s.domainReasonBound(l, f, i, buf), n) // in order already
	}
	// x = v fixed by a write of another kind.
	if o := s.off[x]; o >= 0 && s.nw[x] == 1 {
		// Its domain before the fact, in tidy's order already.
		return s.appendWord0Lits(x, s.givenWord0(x), s.Word0At(x, i), buf)
	}
	buf = s.AppendDomainAt(x, i, buf)
	// The bounds come first there, after the holes in tidy's order.
	k := n
	for k < len(buf) && k < n+2 && buf[k].Op != OpNe {
		k++
	}
	slices.Reverse(buf[n:k])
	slices.Reverse(buf[k:])
	slices.Reverse(buf[n:])
	return s.tidy(buf, n) // in order already, so tidy need not sort
}

// domainReasonBound is DomainReason of a bound l (x ≥ v or x ≤ v) value
// by value, untidied: the values gone before fact i (f) between the bound
// that fact i's write set and l's, then that bound when the write did not
// set it itself (a removal of the minimum or the maximum).
func (s *Store) domainReasonBound(l Lit, f *fact, i int, buf []Lit) []Lit {
	x := l.X
	if l.Op == OpGe {
		from := f.lit.V
		if f.lit.Op != OpGe { // x ≠ v of the minimum v
			from = f.oldMin
		}
		for w := from; w < l.V; w++ {
			if !s.ContainsAt(x, w, i) {
				buf = append(buf, LitNe(x, w))
			}
		}
		if f.lit.Op != OpGe {
			buf = append(buf, LitGe(x, f.oldMin))
		}
		return buf
	}
	from := f.lit.V
	if f.lit.Op != OpLe {
		from = f.oldMax
	}
	for w := l.V + 1; w <= from; w++ {
		if !s.ContainsAt(x, w, i) {
			buf = append(buf, LitNe(x, w))
		}
	}
	if f.lit.Op != OpLe {
		buf = append(buf, LitLe(x, f.oldMax))
	}
	return buf
}

// FailureReason appends the reason of the failure that ended the last
// Propagate (or of a failed write): literals true now that cannot hold
// together with the failing propagator's constraint. When a write failed,
// it is the reason of the literal that write would have established plus
// the literal of the domain that contradicts it; when the propagator
// reported Fail by itself, its explanation of FalseLit. A write made
// outside propagation that failed has only the contradicting literal. It
// appends nothing when the store has not failed.
func (s *Store) FailureReason(buf []Lit) []Lit {
	if !s.failed {
		return buf
	}
	e, n, at := s.expl, len(buf), len(s.expl.facts)
	r := e.fail
	switch {
	case !r.set:
		if s.failedProp < 0 {
			return buf
		}
		buf = s.explainBy(s.failedProp, FalseLit, at, buf)
	case r.all:
		x := r.lit.X
		if r.cause >= 0 {
			if _, ok := s.props[r.cause].(Explainer); ok {
				for v, more := s.Min(x), true; more; v, more = s.Next(x, v) {
					buf = s.explainBy(r.cause, LitNe(x, v), at, buf)
				}
			} else {
				buf = s.CoarseReason(r.cause, at, buf)
			}
		}
		buf = s.AppendDomainAt(x, at, buf)
	default:
		if r.cause >= 0 {
			buf = s.explainBy(r.cause, r.lit, at, buf)
		}
		l := r.lit.Not()
		if r.lit.Op == OpEq || r.lit.Op == OpNe && s.IsInterval(r.lit.X) {
			// x = v with v gone, or x ≠ v on an interval variable fixed to v.
			l = s.domainContradiction(r.lit)
		}
		buf = append(buf, l)
	}
	return s.tidy(buf, n)
}

// domainContradiction is an entailed literal that contradicts l.
func (s *Store) domainContradiction(l Lit) Lit {
	x := l.X
	if l.Op == OpNe {
		return LitEq(x, l.V)
	}
	switch {
	case l.V < s.min[x]:
		return LitGe(x, l.V+1)
	case l.V > s.max[x]:
		return LitLe(x, l.V-1)
	}
	return LitNe(x, l.V)
}

func (s *Store) explainBy(p PropID, l Lit, at int, buf []Lit) []Lit {
	e := s.expl
	if ex, ok := s.props[p].(Explainer); ok {
		e.asking, e.fellBack, e.tidied = p, false, false
		buf = ex.Explain(s, l, at, buf)
		e.asking = NoProp
		if e.fellBack {
			e.nCoarse++
		} else {
			e.nPrecise++
		}
		return buf
	}
	e.nCoarse++
	e.tidied = false
	return s.CoarseReason(p, at, buf)
}

// ExplainCounts reports how many explanations (of facts and failures)
// came from an Explainer and how many were coarse: from a propagator
// without one, or from an Explainer that fell back on CoarseReason.
func (s *Store) ExplainCounts() (precise, coarse int64) {
	return s.expl.nPrecise, s.expl.nCoarse
}

// CoarseReason appends the coarse reason of whatever p wrote at position
// at: the domains, before at, of every variable p is subscribed to
// (AppendDomainAt). It is correct for any propagator whose pruning
// depends only on the domains of the variables it subscribes to.
func (s *Store) CoarseReason(p PropID, at int, buf []Lit) []Lit {
	if s.expl.asking != NoProp {
		s.expl.fellBack = true
		s.expl.tidied = false // the coarse part is not
	}
	n := len(buf)
	for _, x := range s.Scope(p) {
		buf = s.AppendDomainAt(x, at, buf)
	}
	return s.tidy(buf, n)
}

// ExplainedProp is the propagator whose Explain is running (NoProp
// outside one), so that an explainer can fall back on
// CoarseReason(s.ExplainedProp(), at, buf).
func (s *Store) ExplainedProp() PropID { return s.expl.asking }

// AppendDomainAt appends literals that say x's domain before position at:
// x = v when it was fixed, else its bounds and the holes between them,
// leaving out what is given.
func (s *Store) AppendDomainAt(x VarID, at int, buf []Lit) []Lit {
	lo, hi := s.MinAt(x, at), s.MaxAt(x, at)
	e := s.expl
	if lo == hi {
		if e.initMin[x] != e.initMax[x] {
			buf = append(buf, LitEq(x, lo))
		}
		return buf
	}
	if lo > e.initMin[x] {
		buf = append(buf, LitGe(x, lo))
	}
	if hi < e.initMax[x] {
		buf = append(buf, LitLe(x, hi))
	}
	if o := int(s.off[x]); o >= 0 && hi-lo > 1 {
		// The holes: values between the bounds then that are gone now
		// (their bits), gone before at and given (their stamps).
		from, to := lo+1-s.base[x], hi-1-s.base[x]
		stamp, since := e.stamp[o<<6:], int32(max(at, 0))
		for wi := from >> 6; wi <= to>>6; wi++ {
			gone := ^s.words[o+wi]
			if wi == from>>6 {
				gone &= ^uint64(0) << (from & 63)
			}
			if wi == to>>6 {
				gone &= ^uint64(0) >> (63 - to&63)
			}
			for gone != 0 {
				b := wi<<6 + bits.TrailingZeros64(gone)
				gone &= gone - 1
				if st := stamp[b]; st >= 0 && st < since {
					buf = append(buf, LitNe(x, s.base[x]+b))
				}
			}
		}
	}
	return buf
}

// AppendWithinAt appends literals, true before position at, that say x
// takes a value v with in(v) — the caller knows every value of x's domain
// at at passes in. Of the two ways to say it, bounds and holes of the set
// or of the domain (AppendDomainAt), it takes the shorter, the set's on a
// tie (it is the more general reason). in must not write to the store.
func (s *Store) AppendWithinAt(x VarID, at int, in func(v int) bool, buf []Lit) []Lit {
	n := len(buf)
	buf = s.AppendDomainAt(x, at, buf)
	nDom := len(buf) - n
	// The set's way: its smallest and largest values among x's given
	// domain, and the given values in between that it lacks (for an
	// interval variable, which has no holes: the widest run of the set
	// around the domain).
	e := s.expl
	lo, hi := e.initMin[x], e.initMax[x]
	if s.off[x] < 0 {
		lo, hi = s.MinAt(x, at), s.MaxAt(x, at)
		for lo > e.initMin[x] && in(lo-1) {
			lo--
		}
		for hi < e.initMax[x] && in(hi+1) {
			hi++
		}
	}
	for lo < hi && !(in(lo) && s.ContainsAt(x, lo, -1)) {
		lo++
	}
	for hi > lo && !(in(hi) && s.ContainsAt(x, hi, -1)) {
		hi--
	}
	set := e.lits[:0]
	if lo == hi {
		if e.initMin[x] != e.initMax[x] {
			set = append(set, LitEq(x, lo))
		}
	} else {
		if lo > e.initMin[x] {
			set = append(set, LitGe(x, lo))
		}
		if hi < e.initMax[x] {
			set = append(set, LitLe(x, hi))
		}
		if s.off[x] >= 0 {
			for w := lo + 1; w < hi && len(set) <= nDom; w++ {
				if !in(w) && s.ContainsAt(x, w, -1) {
					set = append(set, LitNe(x, w))
				}
			}
		}
	}
	e.lits = set[:0] // keep what it grew to
	if len(set) > nDom {
		return buf
	}
	copy(buf[n:], set)
	return buf[:n+len(set)]
}

// ScratchInts is a zeroed scratch slice of n ints owned by the store, one
// of 16 slots (0..15), for explainers: it allocates only when a slot grows.
func (s *Store) ScratchInts(slot, n int) []int {
	e := s.expl
	if cap(e.scratch[slot]) < n {
		e.scratch[slot] = make([]int, n, max(n, 2*cap(e.scratch[slot])))
	}
	b := e.scratch[slot][:n]
	clear(b)
	return b
}

// ScratchWords is ScratchInts for bitsets: a zeroed slice of n words, one
// of 4 slots (0..3).
func (s *Store) ScratchWords(slot, n int) []uint64 {
	e := s.expl
	if cap(e.words[slot]) < n {
		e.words[slot] = make([]uint64, n, max(n, 2*cap(e.words[slot])))
	}
	b := e.words[slot][:n]
	clear(b)
	return b
}

// tidy cleans buf[n:]: given literals out, sorted by variable, duplicates
// merged, literals implied by a stronger one on the same variable
// dropped, and x ≥ v with x ≤ v said as x = v.
func (s *Store) tidy(buf []Lit, n int) []Lit {
	r := buf[n:]
	k := 0
	for _, l := range r {
		if !s.Given(l) {
			r[k] = l
			k++
		}
	}
	r = r[:k]
	if !slices.IsSortedFunc(r, compareLits) { // DomainReason's are sorted
		slices.SortFunc(r, compareLits)
	}
	out := 0
	for i := 0; i < len(r); {
		j := i
		hasEq, hasGe, hasLe := false, false, false
		var eq, ge, le int
		for ; j < len(r) && r[j].X == r[i].X; j++ {
			switch l := r[j]; l.Op {
			case OpEq:
				if !hasEq {
					hasEq, eq = true, l.V
				}
			case OpGe:
				if !hasGe || l.V > ge {
					hasGe, ge = true, l.V
				}
			case OpLe:
				if !hasLe || l.V < le {
					hasLe, le = true, l.V
				}
			}
		}
		x := r[i].X
		switch {
		case hasEq:
			r[out] = LitEq(x, eq)
			out++
		case hasGe && hasLe && ge == le: // x ≥ v and x ≤ v: x = v
			r[out] = LitEq(x, ge)
			out++
		default:
			for k := i; k < j; k++ { // the ≠ literals come first in the group
				l := r[k]
				if l.Op != OpNe || hasGe && l.V < ge || hasLe && l.V > le || out > 0 && r[out-1] == l {
					continue
				}
				r[out] = l
				out++
			}
			if hasGe {
				r[out] = LitGe(x, ge)
				out++
			}
			if hasLe {
				r[out] = LitLe(x, le)
				out++
			}
		}
		i = j
	}
	return buf[:n+out]
}

func compareLits(a, b Lit) int {
	switch {
	case a.X != b.X:
		return int(a.X) - int(b.X)
	case a.Op != b.Op:
		return int(a.Op) - int(b.Op)
	case a.V < b.V:
		return -1
	case a.V > b.V:
		return 1
	}
	return 0
}

// Scope lists the variables p is subscribed to, in increasing order (it
// builds the lists of all propagators once after posting, then reuses
// them).
func (s *Store) Scope(p PropID) []VarID {
	if len(s.scopes) != len(s.props) || s.scopeSubs != s.nsubs {
		s.scopes = make([][]VarID, len(s.props))
		for x := range s.subs {
			for _, sb := range s.subs[x] {
				sc := s.scopes[sb.prop]
				if len(sc) == 0 || sc[len(sc)-1] != VarID(x) {
					s.scopes[sb.prop] = append(sc, VarID(x))
				}
			}
		}
		s.scopeSubs = s.nsubs
	}
	return s.scopes[p]
}

// ApplyAs is Apply made on behalf of propagator p: the fact it records
// has p as its cause, so its reason is p's Explain (a clause store
// asserting a learned literal after a backjump uses it; a write outside
// propagation would otherwise count as a decision). p is not scheduled by
// its own write.
func (s *Store) ApplyAs(l Lit, p PropID) bool {
	cur := s.current
	s.current = p
	ok := s.Apply(l)
	s.current = cur
	return ok
}

// Apply writes l: Assign for x = v, Remove for x ≠ v, SetMin for x ≥ v,
// SetMax for x ≤ v. It returns false on a wipe-out. (On an interval
// variable a Remove of an inner value changes nothing.)
func (s *Store) Apply(l Lit) bool {
	switch l.Op {
	case OpEq:
		return s.Assign(l.X, l.V)
	case OpNe:
		return s.Remove(l.X, l.V)
	case OpGe:
		return s.SetMin(l.X, l.V)
	case OpLe:
		return s.SetMax(l.X, l.V)
	}
	return s.fail()
}
