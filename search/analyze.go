package search

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Conflict analysis: first UIP over the store's fact trail (see
// docs/REASONS.md, "Conflict analysis").
//
// A conflict is a set of literals true now that the model cannot satisfy
// together (cp.Store.FailureReason). Each literal is replaced by the fact
// that made it true (cp.Store.LitTime) — plus, when that fact's literal
// does not imply it alone, the bounds and holes that carry it
// (cp.Store.DomainReason) — so the conflict becomes a set of facts. Facts
// at the run's root level or below are dropped: they hold in every node of
// the run (they follow from the model, the learned clauses and the
// objective bound, which only tightens). The other facts of the deepest
// level are replaced by their reasons (cp.Store.Reason), latest first,
// until one is left: the first unique implication point (UIP). The
// nogood is the conjunction of the UIP and the facts of the earlier
// levels; the learned clause is its negation, and it asserts the negation
// of the UIP at the deepest of those earlier levels.
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
	marked []int32  // the facts marked by the current analysis
	low    []int32  // the marked facts below the conflict level
	lits   []cp.Lit // the learned clause
	lvSeen []uint32 // per level: stamp, for the LBD
}

// learnt is the outcome of one analysis.
type learnt struct {
	lits   []cp.Lit // the clause: lits[0] asserts, lits[1] (if any) has the assertion level
	level  int      // the conflict level (the UIP's)
	assert int      // the assertion level: the deepest level of lits[1:], or the root
	lbd    int      // distinct decision levels among the literals
	empty  bool     // no literal above the root: the run's root has no solution left
}

// analyze learns a clause from the store's current failure. ok is false
// when the failure could not be analysed (a reason literal that is not
// true: an explainer's bug): the caller falls back on the decisions.
func (e *Search) analyze() (out learnt, ok bool) {
	s, a, l := e.s, &e.learn.an, e.learn
	a.stamp++
	if a.stamp == 0 {
		clear(a.seen)
		clear(a.lvSeen)
		a.stamp = 1
	}
	if n := s.NumFacts(); len(a.seen) < n {
		a.seen = slices.Grow(a.seen[:0], n)[:n]
		clear(a.seen)
		a.stamp = 1
		clear(a.lvSeen)
	}
	a.marked = a.marked[:0]
	a.reason = s.FailureReason(a.reason[:0])
	if l.db.conflict >= 0 && s.FailedProp() == l.db.id {
		l.db.bumpClause(l.db.conflict)
	}
	if !e.markAll(a.reason) {
		return out, false
	}
	if len(a.marked) == 0 {
		return learnt{empty: true}, true
	}
	c := 0
	for _, t := range a.marked {
		c = max(c, s.Fact(int(t)).Level)
	}
	// Count the conflict level's facts; keep the others.
	a.low = a.low[:0]
	path := 0
	for _, t := range a.marked {
		if s.Fact(int(t)).Level == c {
			path++
		} else {
			a.low = append(a.low, t)
		}
	}
	end := s.NumFacts()
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
			l.db.bumpClause(l.db.reasonOf[t])
		}
		a.reason = s.Reason(t, a.reason[:0])
		work += len(a.reason)
		if work > analysisBudget {
			return e.decisionNogood(c), true
		}
		n := len(a.marked)
		if !e.markAll(a.reason) {
			return out, false
		}
		for _, m := range a.marked[n:] {
			if s.Fact(int(m)).Level == c {
				path++
			} else {
				a.low = append(a.low, m)
			}
		}
	}
	if uip < 0 {
		return out, false
	}
	for _, t := range a.marked {
		e.br.bumpVar(s.Fact(int(t)).Lit.X)
	}
	out = e.buildClause(uip, c)
	return out, true
}

// assertable reports whether the negation of fact f's literal, asserted
// below f's level, removes a value: not so for x = v on an interval
// variable (x ≠ v of an inner value is a no-op there). Decisions on
// interval variables are bounds (see decideLearn), so they always are.
func (e *Search) assertable(f cp.Fact) bool {
	return f.Cause == cp.NoProp || f.Lit.Op != cp.OpEq || !e.s.IsInterval(f.Lit.X)
}

// markAll turns literals true now into marked facts (see the top of the
// file); false when one is not true.
func (e *Search) markAll(lits []cp.Lit) bool {
	s, a := e.s, &e.learn.an
	a.work = append(a.work[:0], lits...)
	for len(a.work) > 0 {
		lit := a.work[len(a.work)-1]
		a.work = a.work[:len(a.work)-1]
		t, ok := s.LitTime(lit)
		if !ok {
			return false
		}
		if t < 0 {
			continue
		}
		f := s.Fact(t)
		if f.Level <= e.learn.root {
			continue // and so are the facts that carry lit with it
		}
		// lit may need more than the fact's literal (even when the fact is
		// marked already): the bounds and holes that carry it.
		a.work = s.DomainReason(lit, t, a.work)
		if a.seen[t] == a.stamp {
			continue
		}
		if f.Cause == cp.NoProp && !e.learn.isDecision(t, f.Level) {
			if !e.hasBest {
				return false // a write outside propagation that the search did not make
			}
			continue // an objective bound
		}
		a.seen[t] = a.stamp
		a.marked = append(a.marked, int32(t))
	}
	return true
}

// buildClause makes the clause of a first-UIP analysis: the negation of
// the UIP's literal, then the negations of the earlier levels' facts,
// deepest first, leaving out a fact implied by another marked fact on the
// same variable (x ≥ 3 next to x ≥ 5; every x ≠ v next to x = w).
func (e *Search) buildClause(uip, c int) learnt {
	s, a := e.s, &e.learn.an
	// Group the facts by variable, to drop the implied ones.
	slices.SortFunc(a.low, func(p, q int32) int {
		lp, lq := s.Fact(int(p)).Lit, s.Fact(int(q)).Lit
		if lp.X != lq.X {
			return int(lp.X) - int(lq.X)
		}
		return int(p - q)
	})
	u := s.Fact(uip).Lit
	keep := a.low[:0]
	for i := 0; i < len(a.low); {
		x := s.Fact(int(a.low[i])).Lit.X
		j := i
		for j < len(a.low) && s.Fact(int(a.low[j])).Lit.X == x {
			j++
		}
		// The strongest facts of the group: an x = v, the largest x ≥ m,
		// the smallest x ≤ m (they all hold together).
		eq, ge, le := int32(-1), int32(-1), int32(-1)
		for _, t := range a.low[i:j] {
			switch l := s.Fact(int(t)).Lit; l.Op {
			case cp.OpEq:
				eq = t
			case cp.OpGe:
				if ge < 0 || l.V > s.Fact(int(ge)).Lit.V {
					ge = t
				}
			case cp.OpLe:
				if le < 0 || l.V < s.Fact(int(le)).Lit.V {
					le = t
				}
			}
		}
		for _, t := range a.low[i:j] {
			l := s.Fact(int(t)).Lit
			switch {
			case u.Implies(l):
			case eq >= 0 && t != eq:
			case ge >= 0 && t != ge && s.Fact(int(ge)).Lit.Implies(l):
			case le >= 0 && t != le && s.Fact(int(le)).Lit.Implies(l):
			default:
				keep = append(keep, t)
			}
		}
		i = j
	}
	a.low = keep
	slices.SortFunc(a.low, func(p, q int32) int {
		fp, fq := s.Fact(int(p)), s.Fact(int(q))
		if fp.Level != fq.Level {
			return fq.Level - fp.Level
		}
		return int(q - p)
	})
	a.lits = append(a.lits[:0], u.Not())
	assert := e.learn.root
	if len(a.low) > 0 {
		assert = s.Fact(int(a.low[0])).Level
	}
	for _, t := range a.low {
		a.lits = append(a.lits, s.Fact(int(t)).Lit.Not())
	}
	// LBD: the distinct levels of the clause.
	if need := s.Level() + 1; len(a.lvSeen) < need {
		a.lvSeen = append(a.lvSeen, make([]uint32, need-len(a.lvSeen))...)
	}
	lbd := 1
	a.lvSeen[c] = a.stamp
	for _, t := range a.low {
		if lv := s.Fact(int(t)).Level; a.lvSeen[lv] != a.stamp {
			a.lvSeen[lv] = a.stamp
			lbd++
		}
	}
	if d := assert - e.learn.root; len(a.lits) > 1+d && len(a.lits) > longClause {
		// The decisions up to the assertion level imply every fact there:
		// with the UIP they make a shorter nogood, asserting at the same
		// level (wide reasons, as tables' x ≠ v lists, make long clauses
		// that cost more to watch than they prune).
		a.lits = a.lits[:1]
		for lv := e.learn.root + 1; lv <= assert; lv++ {
			a.lits = append(a.lits, s.Fact(int(e.learn.levels[lv-e.learn.root-1].fact)).Lit.Not())
		}
		lbd = len(a.lits)
	}
	return learnt{lits: a.lits, level: c, assert: assert, lbd: lbd}
}

// longClause is the length past which a first-UIP clause longer than its
// decision clause is replaced by the latter.
const longClause = 16

// analysisBudget bounds the reason literals one analysis reads: past it
// (coarse reasons over wide scopes), the decisions make the nogood.
const analysisBudget = 1 << 16

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
