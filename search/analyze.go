package search

import (
	"slices"
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// Conflict analysis: first UIP over the store's fact trail (see
// docs/REASONS.md, "Conflict analysis"), with clause minimisation.
//
// A conflict is a set of literals true now that the model cannot satisfy
// together (cp.Store.FailureReason). Its conflict level c is the deepest
// level among the facts that made them true (cp.Store.LitTime); facts at
// the run's root level or below are dropped: they hold in every node of
// the run (they follow from the model, the learned clauses and the
// objective bound, which only tightens).
//
// A literal of an earlier level than c stays in the nogood as it is, even
// when the fact that made it true says more (x ≥ 7 where x ≥ 5 is needed)
// or less (x = 4 made true by the removal of x's last other value): it is
// a literal of its own, as the order and equality literals of lazy clause
// generation are, and the nogood is the more general for it. A literal of
// level c is replaced by the fact that made it true — plus, when that
// fact's literal does not imply it alone, the bounds and holes that carry
// it (cp.Store.DomainReason) — and the facts of level c are replaced by
// their reasons (cp.Store.Reason), latest first, until one is left: the
// first unique implication point (UIP). The nogood is the conjunction of
// the UIP and the literals of the earlier levels; the learned clause is
// its negation, and it asserts the negation of the UIP at the deepest of
// those earlier levels.
//
// Minimisation (recursive self-subsuming resolution, as MiniSat's): a
// literal of the nogood whose reason is implied by the other literals
// (recursively, through facts of the nogood's levels that are not
// decisions) is dropped.
//
// A write of the search outside propagation has no reason: a decision
// (the first fact of its level) is never expanded, and a bound of branch
// and bound (obj ≤ best−1 or obj ≥ best+1, written after a decision) is
// dropped like a root fact: it holds in every node still to explore.

// analyzer is the scratch of conflict analysis, kept between conflicts.
type analyzer struct {
	seen   []uint32 // per fact position: the stamp of the analysis that marked it
	stamp  uint32
	reason []cp.Lit // a reason, as cp.Store.Reason gives it
	work   []cp.Lit // literals still to turn into facts
	low    []item   // the nogood's literals below the conflict level
	in     litSet   // the literals taken in by this analysis (markAll)
	bumps  []cp.Lit // the items' literals, once per reason that names them
	lits   []cp.Lit // the learned clause
	lvSeen []uint32 // per level: stamp when the nogood has a literal there (the minimisation's filter)

	lbdSeen  []uint32 // per level: lbdStamp when counted in the LBD
	lbdStamp uint32

	// Minimisation.
	red   []uint32 // per fact position: stamp when its literal is implied by the nogood's others
	bad   []uint32 // per fact position: stamp when it is not
	varAt []int32  // per variable: the first of its items in low (valid where varIn holds the stamp)
	varIn []uint32
	// Grouping by variable (groupByVar): per variable the stamp when it
	// has a group and the group's index; per group its end in tmp.
	grpIn  []uint32
	grpOf  []int32
	grpEnd []int32
	tmp    []item
	stack  []cp.Lit // the reasons being checked, one above the other
	spent  int      // reason literals read by the minimisation of this conflict
	cut    int64    // literals the minimisation dropped this run

	explain time.Duration // time spent in explainers (Reason, FailureReason) this run
}

// item is a literal of the nogood below the conflict level: true now,
// made true by fact t of level level.
type item struct {
	lit   cp.Lit
	t     int32
	level int32
}

// learnt is the outcome of one analysis.
type learnt struct {
	lits   []cp.Lit // the clause: lits[0] asserts, lits[1] (if any) has the assertion level
	level  int      // the conflict level (the UIP's)
	assert int      // the assertion level: the deepest level of lits[1:], or the root
	lbd    int      // distinct decision levels among the literals
	empty  bool     // no literal above the root: the run's root has no solution left
}

// grow makes a per-fact array hold n entries, cleared when it grows.
func grow(a []uint32, n int) []uint32 {
	if len(a) < n {
		a = slices.Grow(a[:0], n)[:n]
		clear(a)
	}
	return a
}

// analyze learns a clause from the store's current failure. ok is false
// when the failure could not be analysed (a reason literal that is not
// true: an explainer's bug): the caller falls back on the decisions.
func (e *Search) analyze() (out learnt, ok bool) {
	s, a, l := e.s, &e.learn.an, e.learn
	a.stamp++
	n := s.NumFacts()
	if a.stamp == 0 || len(a.seen) < n || len(a.varIn) < s.NumVars() || len(a.lvSeen) < s.Level()+1 {
		a.seen = grow(a.seen, n)
		a.red = grow(a.red, n)
		a.bad = grow(a.bad, n)
		a.varIn = grow(a.varIn, s.NumVars())
		a.lvSeen = grow(a.lvSeen, s.Level()+1)
		if len(a.varAt) < s.NumVars() {
			a.varAt = make([]int32, s.NumVars())
		}
		clear(a.seen)
		clear(a.red)
		clear(a.bad)
		clear(a.varIn)
		clear(a.lvSeen)
		clear(a.grpIn)
		a.stamp = 1
	}
	a.low = a.low[:0]
	a.in.reset()
	a.bumps = a.bumps[:0]
	if l.cache.n > n {
		l.cache.drop(n) // a backtrack that did not go through the learner
	}
	t0 := time.Now()
	a.reason = s.FailureReason(a.reason[:0])
	a.explain += time.Since(t0)
	if l.db.conflict >= 0 && s.FailedProp() == l.db.id {
		e.useClause(l.db.conflict)
	}
	// The conflict level: the deepest fact among the conflict's literals.
	c := -1
	for _, lit := range a.reason {
		t, ok := s.LitTime(lit)
		if !ok {
			return out, false
		}
		if t >= 0 {
			if lv := s.Fact(t).Level; lv > l.root {
				c = max(c, lv)
			}
		}
	}
	if c < 0 {
		return learnt{empty: true}, true
	}
	path, ok := e.markAll(a.reason, c)
	if !ok {
		return out, false
	}
	end := n
	if c < s.Level() {
		end = s.FactMark(c + 1)
	}
	uip, work := -1, len(a.reason)
	for t := end - 1; t >= s.FactMark(c); t-- {
		if a.seen[t] != a.stamp {
			continue
		}
		f := s.Fact(t)
		if path == 1 && e.assertable(f) {
			uip = t
			break
		}
		if f.Cause == cp.NoProp {
			return out, false // a decision with other facts of its level left: cannot happen
		}
		path--
		if f.Cause == l.db.id {
			e.useClause(l.db.reasonOf[t])
		}
		a.reason = e.learn.cache.reason(s, t, a.reason[:0], &a.explain)
		work += len(a.reason)
		if work > analysisBudget {
			return e.decisionNogood(c), true
		}
		p, ok := e.markAll(a.reason, c)
		if !ok {
			return out, false
		}
		path += p
		e.br.bumpVar(f.Lit.X)
		e.br.bumpLit(f.Lit)
	}
	if uip < 0 {
		return out, false
	}
	e.br.bumpVar(s.Fact(uip).Lit.X)
	e.br.bumpLit(s.Fact(uip).Lit)
	for _, lit := range a.bumps {
		e.br.bumpVar(lit.X)
		e.br.bumpLit(lit)
	}
	out = e.buildClause(uip, c)
	return out, true
}

// useClause bumps a learned clause that takes part in the analysis and
// lowers its LBD when its literals, all false now but the one it
// implied, lie on fewer levels than it had.
func (e *Search) useClause(c int32) {
	s, a, db := e.s, &e.learn.an, e.learn.db
	db.bumpClause(c)
	cl := &db.cls[c]
	if cl.lbd <= coreLBD {
		return
	}
	a.lbdStamp++
	if a.lbdStamp == 0 {
		clear(a.lbdSeen)
		a.lbdStamp = 1
	}
	a.lbdSeen = grow(a.lbdSeen, s.Level()+1)
	lbd := int32(0)
	for _, m := range db.lits[cl.start : cl.start+cl.n] {
		lv := 0
		if t, ok := s.LitTime(m); ok && t >= 0 {
			lv = s.Fact(t).Level // the literal it implied
		} else if t, ok := s.LitTime(m.Not()); ok && t >= 0 {
			lv = s.Fact(t).Level
		}
		if lv > e.learn.root && a.lbdSeen[lv] != a.lbdStamp {
			a.lbdSeen[lv] = a.lbdStamp
			lbd++
			if lbd >= cl.lbd {
				return
			}
		}
	}
	cl.lbd = lbd
}

// assertable reports whether the negation of fact f's literal, asserted
// below f's level, removes a value: not so for x = v on an interval
// variable (x ≠ v of an inner value is a no-op there). Decisions on
// interval variables are bounds (see decideLearn), so they always are.
func (e *Search) assertable(f cp.Fact) bool {
	return f.Cause == cp.NoProp || f.Lit.Op != cp.OpEq || !e.s.IsInterval(f.Lit.X)
}

// markAll takes the literals (true now) of a reason into the analysis of a
// conflict of level c (see the top of the file): those of level c mark
// their facts, those of earlier levels join the nogood's items. It
// returns the number of level-c facts newly marked; false when a literal
// is not true. An item is taken in once per analysis (a.in), so a.low
// holds no duplicates; a.bumps keeps every occurrence, the activity's
// measure of how often the conflict's reasons name it.
func (e *Search) markAll(lits []cp.Lit, c int) (int, bool) {
	s, a := e.s, &e.learn.an
	path := 0
	a.work = append(a.work[:0], lits...)
	for len(a.work) > 0 {
		lit := a.work[len(a.work)-1]
		a.work = a.work[:len(a.work)-1]
		k, fresh := a.in.add(lit)
		if !fresh && a.in.low[k] {
			a.bumps = append(a.bumps, lit)
			continue
		}
		t, ok := s.LitTime(lit)
		if !ok {
			return 0, false
		}
		if t < 0 {
			continue
		}
		f := s.Fact(t)
		if f.Level <= e.learn.root {
			continue // and so are the facts that carry lit with it
		}
		if f.Cause == cp.NoProp && !e.learn.isDecision(t, f.Level) {
			if !e.hasBest {
				return 0, false // a write outside propagation that the search did not make
			}
			// An objective bound: dropped, but lit may need more than it.
			a.work = s.DomainReason(lit, t, a.work)
			continue
		}
		if f.Level < c {
			a.in.low[k] = true
			a.low = append(a.low, item{lit: lit, t: int32(t), level: int32(f.Level)})
			a.bumps = append(a.bumps, lit)
			continue
		}
		// lit may need more than the fact's literal (even when the fact is
		// marked already): the bounds and holes that carry it.
		a.work = s.DomainReason(lit, t, a.work)
		if a.seen[t] == a.stamp {
			continue
		}
		a.seen[t] = a.stamp
		path++
	}
	return path, true
}

// buildClause makes the clause of a first-UIP analysis: the negation of
// the UIP's literal, then the negations of the earlier levels' literals,
// deepest first, leaving out a literal implied by another one on the same
// variable (x ≥ 3 next to x ≥ 5; every x ≠ v next to x = w) and those the
// minimisation finds redundant.
func (e *Search) buildClause(uip, c int) learnt {
	s, a := e.s, &e.learn.an
	u := s.Fact(uip).Lit
	// Group the items by variable, to drop the implied ones (markAll took
	// each literal in once, so a group holds no duplicates).
	e.groupByVar()
	keep := a.low[:0]
	for i := 0; i < len(a.low); {
		x := a.low[i].lit.X
		j := i
		for j < len(a.low) && a.low[j].lit.X == x {
			j++
		}
		// The strongest literals of the group: an x = v, the largest
		// x ≥ m, the smallest x ≤ m (they all hold together).
		eq, ge, le := -1, -1, -1
		for k := i; k < j; k++ {
			switch l := a.low[k].lit; l.Op {
			case cp.OpEq:
				eq = k
			case cp.OpGe:
				if ge < 0 || l.V > a.low[ge].lit.V {
					ge = k
				}
			case cp.OpLe:
				if le < 0 || l.V < a.low[le].lit.V {
					le = k
				}
			}
		}
		for k := i; k < j; k++ {
			l := a.low[k].lit
			switch {
			case u.Implies(l):
			case eq >= 0:
				if k != eq {
					continue
				}
				keep = append(keep, a.low[k])
			case ge >= 0 && k != ge && a.low[ge].lit.Implies(l):
			case le >= 0 && k != le && a.low[le].lit.Implies(l):
			default:
				keep = append(keep, a.low[k])
			}
		}
		i = j
	}
	a.low = keep // still grouped by variable, as minimize needs
	// The nogood's levels (the minimisation's filter).
	a.lvSeen[c] = a.stamp
	for _, it := range a.low {
		a.lvSeen[it.level] = a.stamp
	}
	e.minimize()
	// The deepest item first (the latest of its level): it has the
	// assertion level and becomes the clause's second watch. The order of
	// the others does not matter (check ranks them), so one pass does
	// where a sort cost 2 % of a learning run on the 25×25 Sudokus.
	top := 0
	for k, it := range a.low {
		if it.level > a.low[top].level || it.level == a.low[top].level && it.t > a.low[top].t {
			top = k
		}
	}
	a.lits = append(a.lits[:0], u.Not())
	assert := e.learn.root
	if len(a.low) > 0 {
		a.low[0], a.low[top] = a.low[top], a.low[0]
		assert = int(a.low[0].level)
	}
	for _, it := range a.low {
		a.lits = append(a.lits, it.lit.Not())
	}
	// The LBD after minimisation: distinct levels, counted on lbdSeen.
	a.lbdStamp++
	if a.lbdStamp == 0 {
		clear(a.lbdSeen)
		a.lbdStamp = 1
	}
	a.lbdSeen = grow(a.lbdSeen, s.Level()+1)
	lbd := 1
	a.lbdSeen[c] = a.lbdStamp
	for _, it := range a.low {
		if lv := it.level; a.lbdSeen[lv] != a.lbdStamp {
			a.lbdSeen[lv] = a.lbdStamp
			lbd++
		}
	}
	if d := assert - e.learn.root; len(a.lits) > 1+d && len(a.lits) > longClause {
		// The decisions up to the assertion level imply every literal
		// there: with the UIP they make a shorter nogood, asserting at the
		// same level (wide reasons make long clauses that cost more to
		// watch than they prune).
		a.lits = a.lits[:1]
		for lv := e.learn.root + 1; lv <= assert; lv++ {
			a.lits = append(a.lits, s.Fact(int(e.learn.levels[lv-e.learn.root-1].fact)).Lit.Not())
		}
		lbd = len(a.lits)
	}
	return learnt{lits: a.lits, level: c, assert: assert, lbd: lbd}
}

// groupByVar reorders a.low so that the items of each variable are side
// by side, the variables in the order of their first item and each
// variable's items in their order: a counting sort, where a comparison
// sort cost 2 % of a learning run on the 25×25 Sudokus.
func (e *Search) groupByVar() {
	a := &e.learn.an
	if len(a.grpIn) < len(a.varIn) {
		a.grpIn = make([]uint32, len(a.varIn))
		a.grpOf = make([]int32, len(a.varIn))
	}
	a.grpEnd = a.grpEnd[:0]
	for _, it := range a.low {
		x := it.lit.X
		if a.grpIn[x] != a.stamp {
			a.grpIn[x] = a.stamp
			a.grpOf[x] = int32(len(a.grpEnd))
			a.grpEnd = append(a.grpEnd, 0)
		}
		a.grpEnd[a.grpOf[x]]++
	}
	end := int32(0)
	for g, n := range a.grpEnd {
		end += n
		a.grpEnd[g] = end
	}
	a.tmp = slices.Grow(a.tmp[:0], len(a.low))[:len(a.low)]
	for k := len(a.low) - 1; k >= 0; k-- {
		g := a.grpOf[a.low[k].lit.X]
		a.grpEnd[g]--
		a.tmp[a.grpEnd[g]] = a.low[k]
	}
	a.low, a.tmp = a.tmp, a.low
}

// longClause is the length past which a first-UIP clause longer than its
// decision clause is replaced by the latter.
const longClause = 64

// analysisBudget bounds the reason literals one analysis reads: past it
// (coarse reasons over wide scopes), the decisions make the nogood.
const analysisBudget = 1 << 16

// minimizeBudget bounds the reason literals the minimisation of one
// conflict reads; past it the literals left to check are kept.
const minimizeBudget = 1 << 12

// minimize drops the items of a.low (grouped by variable) whose literal
// the others imply through the reasons of their facts (see the top of
// the file). The levels of the nogood are marked in a.lvSeen.
func (e *Search) minimize() {
	a := &e.learn.an
	for k, it := range a.low {
		if a.varIn[it.lit.X] != a.stamp {
			a.varIn[it.lit.X] = a.stamp
			a.varAt[it.lit.X] = int32(k)
		}
	}
	a.spent = 0
	keep := 0
	for k, it := range a.low {
		if a.spent < minimizeBudget && e.implied(it.lit, int(it.t)) {
			continue
		}
		a.low[keep] = a.low[k]
		keep++
	}
	a.cut += int64(len(a.low) - keep)
	a.low = a.low[:keep] // varAt is stale now
}

// covered reports whether literal q (true now) is implied by the nogood's
// items and the root: made true at the root, by the same fact as an item
// that implies it, or (recursively) by a fact of one of the nogood's
// levels whose reason is covered.
func (e *Search) covered(q cp.Lit) bool {
	s, a := e.s, &e.learn.an
	t, ok := s.LitTime(q)
	if !ok {
		return false
	}
	if t < 0 {
		return true
	}
	f := s.Fact(t)
	if f.Level <= e.learn.root {
		return true
	}
	if a.varIn[q.X] == a.stamp {
		for k := int(a.varAt[q.X]); k < len(a.low) && a.low[k].lit.X == q.X; k++ {
			if int(a.low[k].t) == t && a.low[k].lit.Implies(q) {
				return true
			}
		}
	}
	if a.lvSeen[f.Level] != a.stamp {
		return false // no literal of the nogood at that level can imply it
	}
	return e.implied(q, t)
}

// implied reports whether literal q, made true by fact t, follows from
// the reason of fact t (and, when fact t's literal does not imply q alone,
// from the bounds and holes that carry it) with every literal of those
// covered.
func (e *Search) implied(q cp.Lit, t int) bool {
	s, a := e.s, &e.learn.an
	f := s.Fact(t)
	if f.Cause == cp.NoProp {
		return false // a decision (or an objective bound: kept simple)
	}
	switch {
	case a.bad[t] == a.stamp:
		return false // fact t's reason is not covered: neither is q
	case a.red[t] == a.stamp && f.Lit.Implies(q):
		return true
	}
	base := len(a.stack)
	defer func() { a.stack = a.stack[:base] }()
	if !f.Lit.Implies(q) {
		a.stack = s.DomainReason(q, t, a.stack)
		for i := base; i < len(a.stack); i++ {
			if !e.covered(a.stack[i]) {
				return false
			}
		}
		a.stack = a.stack[:base]
	}
	switch {
	case a.red[t] == a.stamp:
		return true
	case a.bad[t] == a.stamp:
		return false
	case a.spent >= minimizeBudget:
		return false
	}
	a.stack = e.learn.cache.reason(s, t, a.stack, &a.explain)
	a.spent += len(a.stack) - base
	for i := base; i < len(a.stack); i++ {
		if !e.covered(a.stack[i]) {
			a.bad[t] = a.stamp
			return false
		}
	}
	a.red[t] = a.stamp
	return true
}

// decisionNogood is the nogood of the decisions up to level c: always
// valid, it asserts the negation of level c's decision one level up.
func (e *Search) decisionNogood(c int) learnt {
	s, l, a := e.s, e.learn, &e.learn.an
	a.lits = a.lits[:0]
	for lv := c; lv > l.root; lv-- {
		a.lits = append(a.lits, s.Fact(int(l.levels[lv-l.root-1].fact)).Lit.Not())
	}
	return learnt{lits: a.lits, level: c, assert: max(c-1, l.root), lbd: len(a.lits)}
}
