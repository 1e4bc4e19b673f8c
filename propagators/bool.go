package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// Booleans are ordinary variables of the store whose domain lies within
// {0, 1} (0 false, 1 true). Every post function of this file and of the
// reified constraints checks that its boolean arguments are such
// variables and returns an error wrapping ErrArgs otherwise: a wider
// variable passed as a boolean is a modelling mistake, and restricting it
// silently would hide it.
//
// A literal is a boolean variable with a polarity: (x, t) is true when x = t
// (t = 1 for x, t = 0 for ¬x). On a 0/1 domain, x can still take t iff
// min x ≤ t ≤ max x, so a literal's state costs two loads.

// checkBools verifies that each variable's domain lies within {0, 1}; the
// variables must belong to the store (checkVars first).
func checkBools(s *cp.Store, constraint string, bs ...cp.VarID) error {
	for _, b := range bs {
		if s.Min(b) < 0 || s.Max(b) > 1 {
			return argErr(constraint, "variable %d is used as a boolean but its domain %s is not within {0,1}", b, s.String(b))
		}
	}
	return nil
}

// boolCan reports whether the boolean x can still take v (0 or 1).
func boolCan(s *cp.Store, x cp.VarID, v int) bool { return s.Min(x) <= v && v <= s.Max(x) }

// boolLits gathers literals, dropping repeats (in order of first
// appearance); taut reports a variable present with both polarities.
type boolLits struct {
	x    []cp.VarID
	t    []int
	pos  map[cp.VarID]int
	taut bool
}

func (l *boolLits) add(x cp.VarID, t int) {
	if l.pos == nil {
		l.pos = map[cp.VarID]int{}
	}
	if i, ok := l.pos[x]; ok {
		if l.t[i] != t {
			l.taut = true
		}
		return
	}
	l.pos[x] = len(l.x)
	l.x = append(l.x, x)
	l.t = append(l.t, t)
}

// BoolClause posts the clause ∨pos ∨ ∨¬neg: at least one variable of pos
// is 1 or one of neg is 0. Every variable must be a boolean (domain within
// {0,1}); a variable may repeat, also in both lists (the clause then always
// holds). An empty clause makes the store fail.
//
// Domain consistent, with two watched literals: the propagator looks at
// the clause only when one of its two watched literals becomes false, then
// moves that watch to another literal that is not false (a scan from the
// old watch, O(n) at worst), or, when there is none, makes the other watch
// true. Its incremental hook filters the fixing events of the unwatched
// literals in O(1) and allocates nothing. The watches are reversible cells,
// so backtracking needs no repair. Literals false at post are dropped; a
// literal true at post satisfies the clause and nothing is posted; one
// literal left is fixed at post.
func BoolClause(s *cp.Store, pos, neg []cp.VarID) error {
	const name = "BoolClause"
	if err := checkVars(s, name, true, pos...); err != nil {
		return err
	}
	if err := checkVars(s, name, true, neg...); err != nil {
		return err
	}
	if err := checkBools(s, name, pos...); err != nil {
		return err
	}
	if err := checkBools(s, name, neg...); err != nil {
		return err
	}
	var l boolLits
	for _, x := range pos {
		l.add(x, 1)
	}
	for _, x := range neg {
		l.add(x, 0)
	}
	postClause(s, l.x, l.t, l.taut)
	return nil
}

// postClause posts ∨ (x[i] = t[i]) over distinct variables (taut: the
// clause always holds), simplifying at post as BoolClause documents.
func postClause(s *cp.Store, x []cp.VarID, t []int, taut bool) {
	if taut {
		return
	}
	k := 0
	for i := range x {
		if !boolCan(s, x[i], t[i]) {
			continue // false for good
		}
		if s.Fixed(x[i]) {
			return // true for good
		}
		x[k], t[k] = x[i], t[i]
		k++
	}
	x, t = x[:k], t[:k]
	switch len(x) {
	case 0:
		s.Post(linearFalse{}, cp.Unary, "bool-clause")
		return
	case 1:
		s.Assign(x[0], t[0])
		return
	}
	p := &clause{x: x, t: t, w0: s.NewRevInt(0), w1: s.NewRevInt(1)}
	id := s.Post(p, cp.Binary, "bool-clause")
	for i, v := range x {
		s.Subscribe(id, v, cp.OnFixed, int32(i))
	}
}

// clause propagates ∨ (x[i] = t[i]) with two watched literals w0 ≠ w1.
// Invariant at every fixpoint while active: neither watched literal is
// false, so the clause has two literals that can still be true.
type clause struct {
	x      []cp.VarID
	t      []int
	w0, w1 cp.RevInt
}

func (p *clause) falseLit(s *cp.Store, i int) bool { return !boolCan(s, p.x[i], p.t[i]) }

// Notify schedules the clause only when a watched literal became false.
func (p *clause) Notify(s *cp.Store, tag int32, _ cp.Event) bool {
	i := int(tag)
	return (i == s.Int(p.w0) || i == s.Int(p.w1)) && p.falseLit(s, i)
}

func (p *clause) Propagate(s *cp.Store) cp.Status {
	w0, w1 := s.Int(p.w0), s.Int(p.w1)
	if p.falseLit(s, w0) {
		j := p.replacement(s, w0, w1)
		if j < 0 {
			return p.unit(s, w1)
		}
		w0 = j
		s.SetInt(p.w0, j)
	}
	if p.falseLit(s, w1) {
		j := p.replacement(s, w1, w0)
		if j < 0 {
			return p.unit(s, w0)
		}
		s.SetInt(p.w1, j)
	}
	return cp.Fix
}

// replacement finds a literal that is not false, other than the watches w
// and other, scanning circularly from w+1; -1 if there is none.
func (p *clause) replacement(s *cp.Store, w, other int) int {
	n := len(p.x)
	for k := 1; k < n; k++ {
		j := w + k
		if j >= n {
			j -= n
		}
		if j != other && !p.falseLit(s, j) {
			return j
		}
	}
	return -1
}

// unit makes literal w true: every other literal is false.
func (p *clause) unit(s *cp.Store, w int) cp.Status {
	if !s.Assign(p.x[w], p.t[w]) {
		return cp.Fail
	}
	return cp.Subsumed
}

// Reasons of the boolean constraints (cp.Explainer), clause-style: a
// literal is forced because the others are false (or true).

// Explain: the unit literal because every other literal is false; a
// failure because all are.
func (p *clause) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	for i, x := range p.x {
		if x == l.X {
			continue
		}
		if !s.EntailedAt(cp.LitNe(x, p.t[i]), at) {
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		buf = append(buf, cp.LitNe(x, p.t[i]))
	}
	return buf
}

// The Boolean propagators keep their state in reversible cells: a copy of
// the struct is a clone (the literals are shared, read only).

// Clone implements cp.Cloner.
func (p *clause) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// BoolAnd posts b ⇔ xs[0] ∧ … ∧ xs[n-1]; BoolAnd over no variables makes
// b = 1. Every variable must be a boolean; repeats are allowed, also of b
// among xs (b ⇔ b ∧ R is posted as the binary clauses ¬b ∨ r).
//
// Domain consistent: an x = 0 makes b = 0, all xs = 1 make b = 1, b = 1
// makes every x = 1, and b = 0 with one x left unfixed, the others 1, makes
// it 0. The propagator's hook counts the xs fixed to 1 and to 0 (O(1) per
// fixing, reversible) and wakes it only when one of these rules can fire;
// a call is O(1), or O(n) when it fixes xs (it is then subsumed). One x
// left becomes Equal (or NotEqual for negated literals).
func BoolAnd(s *cp.Store, xs []cp.VarID, b cp.VarID) error {
	return boolAndPost(s, "BoolAnd", xs, nil, b, 1, 1)
}

// BoolOr posts b ⇔ xs[0] ∨ … ∨ xs[n-1]; BoolOr over no variables makes
// b = 0. Same rules and propagation as BoolAnd (it is ¬b ⇔ ∧¬xs).
func BoolOr(s *cp.Store, xs []cp.VarID, b cp.VarID) error {
	return boolAndPost(s, "BoolOr", xs, nil, b, 0, 0)
}

// BoolClauseReif posts b ⇔ (∨pos ∨ ∨¬neg), the reified clause (FlatZinc's
// bool_clause_reif). Same rules and propagation as BoolAnd (it is
// ¬b ⇔ ∧¬pos ∧ neg). For the half-reified b ⇒ clause, post the clause
// BoolClause(pos, neg+[b]).
func BoolClauseReif(s *cp.Store, pos, neg []cp.VarID, b cp.VarID) error {
	return boolAndPost(s, "BoolClauseReif", pos, neg, b, 0, 0)
}

// boolAndPost posts (b = bt) ⇔ ∧ (pos[i] = pt) ∧ ∧ (neg[i] = 1-pt).
func boolAndPost(s *cp.Store, name string, pos, neg []cp.VarID, b cp.VarID, bt, pt int) error {
	if err := checkVars(s, name, true, pos...); err != nil {
		return err
	}
	if err := checkVars(s, name, true, neg...); err != nil {
		return err
	}
	if err := checkVars(s, name, true, b); err != nil {
		return err
	}
	for _, vs := range [][]cp.VarID{pos, neg, {b}} {
		if err := checkBools(s, name, vs...); err != nil {
			return err
		}
	}
	var l boolLits
	for _, x := range pos {
		l.add(x, pt)
	}
	for _, x := range neg {
		l.add(x, 1-pt)
	}
	if l.taut { // x ∧ ¬x: the conjunction is false
		s.Assign(b, 1-bt)
		return nil
	}
	if i, ok := l.pos[b]; ok {
		x := append(l.x[:i:i], l.x[i+1:]...)
		t := append(l.t[:i:i], l.t[i+1:]...)
		if l.t[i] == bt {
			// r ⇔ r ∧ R is r ⇒ R: a binary clause ¬r ∨ l per literal of R.
			for j := range x {
				postClause(s, []cp.VarID{b, x[j]}, []int{1 - bt, t[j]}, false)
			}
			return nil
		}
		// r ⇔ ¬r ∧ R: r is false and so is R, the clause ∨¬l over R.
		s.Assign(b, 1-bt)
		for j := range t {
			t[j] = 1 - t[j]
		}
		postClause(s, x, t, false)
		return nil
	}
	switch len(l.x) {
	case 0:
		s.Assign(b, bt)
		return nil
	case 1:
		if l.t[0] == bt {
			return Equal(s, b, l.x[0], 0)
		}
		return NotEqual(s, b, l.x[0], 0)
	}
	p := &boolAnd{x: l.x, t: l.t, b: b, bt: bt}
	ones, zeros := 0, 0
	for i, x := range l.x {
		if s.Fixed(x) {
			if s.Value(x) == l.t[i] {
				ones++
			} else {
				zeros++
			}
		}
	}
	p.ones, p.zeros = s.NewRevInt(ones), s.NewRevInt(zeros)
	id := s.Post(p, cp.Linear, "bool-and")
	for i, x := range l.x {
		s.Subscribe(id, x, cp.OnFixed, int32(i))
	}
	s.Subscribe(id, b, cp.OnFixed, -1)
	return nil
}

// boolAnd propagates (b = bt) ⇔ ∧ (x[i] = t[i]) over distinct variables,
// b not among them. Domain consistent: a false literal makes r false, all
// literals true make r true, r true makes every literal true, and r false
// with one literal left unfixed makes it false. The hook counts the true
// and false literals (reversible, O(1) per fixing) and schedules the
// propagator only when one of those rules may fire; a call is O(1), or
// O(n) when it fixes literals (it is then subsumed).
type boolAnd struct {
	x           []cp.VarID
	t           []int
	b           cp.VarID
	bt          int
	ones, zeros cp.RevInt // literals fixed true, fixed false
}

func (p *boolAnd) Notify(s *cp.Store, tag int32, _ cp.Event) bool {
	if tag < 0 {
		return true
	}
	if s.Value(p.x[tag]) == p.t[tag] {
		ones := s.Int(p.ones) + 1
		s.SetInt(p.ones, ones)
		return ones >= len(p.x)-1
	}
	s.SetInt(p.zeros, s.Int(p.zeros)+1)
	return true
}

func (p *boolAnd) Propagate(s *cp.Store) cp.Status {
	n := len(p.x)
	ones := s.Int(p.ones)
	switch {
	case s.Int(p.zeros) > 0:
		if !s.Assign(p.b, 1-p.bt) {
			return cp.Fail
		}
		return cp.Subsumed
	case ones == n:
		if !s.Assign(p.b, p.bt) {
			return cp.Fail
		}
		return cp.Subsumed
	case !s.Fixed(p.b):
		return cp.Fix
	case s.Value(p.b) == p.bt:
		for i, x := range p.x {
			if !s.Assign(x, p.t[i]) {
				return cp.Fail
			}
		}
		return cp.Subsumed
	case ones == n-1:
		for i, x := range p.x {
			if !s.Fixed(x) {
				if !s.Assign(x, 1-p.t[i]) {
					return cp.Fail
				}
				break
			}
		}
		return cp.Subsumed
	}
	return cp.Fix
}

// Explain for (b = bt) ⇔ ∧(x[i] = t[i]): b false because one literal is
// false, b true because all are true, a literal true because b is, the last
// literal false because b is false and the others true.
func (p *boolAnd) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if l.Op != cp.OpEq {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	if l.X == p.b {
		if l.V != p.bt {
			for i, x := range p.x {
				if s.EntailedAt(cp.LitNe(x, p.t[i]), at) {
					return append(buf, cp.LitNe(x, p.t[i]))
				}
			}
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		for i, x := range p.x {
			buf = append(buf, cp.LitEq(x, p.t[i]))
		}
		return buf
	}
	j := indexOf(p.x, l.X)
	if j < 0 {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	if l.V == p.t[j] {
		return append(buf, cp.LitEq(p.b, p.bt))
	}
	buf = append(buf, cp.LitNe(p.b, p.bt))
	for i, x := range p.x {
		if i != j {
			buf = append(buf, cp.LitEq(x, p.t[i]))
		}
	}
	return buf
}

// Clone implements cp.Cloner.
func (p *boolAnd) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// BoolXor posts b ⇔ (an odd number of xs are 1), that is
// xs[0] ⊕ … ⊕ xs[n-1] ⊕ b = 0. Every variable must be a boolean; repeats
// are allowed, also of b among xs (two occurrences cancel). FlatZinc's
// array_bool_xor(as) is BoolXor(as, one) with one a variable fixed to 1.
//
// Domain consistent: with two or more unfixed variables every value is
// supported, so the propagator waits, counting the unfixed variables in its
// hook (O(1) per fixing), and fixes the last one (or checks the parity) in
// O(n), once per branch. Variables fixed at post are folded into the
// parity; two variables left become Equal or NotEqual.
func BoolXor(s *cp.Store, xs []cp.VarID, b cp.VarID) error {
	const name = "BoolXor"
	if err := checkVars(s, name, true, xs...); err != nil {
		return err
	}
	if err := checkVars(s, name, true, b); err != nil {
		return err
	}
	if err := checkBools(s, name, xs...); err != nil {
		return err
	}
	if err := checkBools(s, name, b); err != nil {
		return err
	}
	// Occurrences mod 2, in order of first appearance; fixed variables
	// go into the parity.
	idx := make(map[cp.VarID]int, len(xs)+1)
	var vars []cp.VarID
	var odd []bool
	for _, v := range append(xs[:len(xs):len(xs)], b) {
		if i, ok := idx[v]; ok {
			odd[i] = !odd[i]
			continue
		}
		idx[v] = len(vars)
		vars = append(vars, v)
		odd = append(odd, true)
	}
	parity := 0
	k := 0
	for i, v := range vars {
		switch {
		case !odd[i]:
		case s.Fixed(v):
			parity ^= s.Value(v)
		default:
			vars[k] = v
			k++
		}
	}
	vars = vars[:k]
	switch len(vars) {
	case 0:
		if parity != 0 {
			return failNow(s, b)
		}
		return nil
	case 1:
		s.Assign(vars[0], parity)
		return nil
	case 2:
		if parity == 0 {
			return Equal(s, vars[0], vars[1], 0)
		}
		return NotEqual(s, vars[0], vars[1], 0)
	}
	p := &boolXor{x: vars, parity: parity, unfixed: s.NewRevInt(len(vars))}
	id := s.Post(p, cp.Linear, "bool-xor")
	for i, v := range vars {
		s.Subscribe(id, v, cp.OnFixed, int32(i))
	}
	return nil
}

// boolXor propagates x[0] ⊕ … ⊕ x[n-1] = parity over distinct variables.
type boolXor struct {
	x       []cp.VarID
	parity  int
	unfixed cp.RevInt
}

func (p *boolXor) Notify(s *cp.Store, _ int32, _ cp.Event) bool {
	u := s.Int(p.unfixed) - 1
	s.SetInt(p.unfixed, u)
	return u <= 1
}

func (p *boolXor) Propagate(s *cp.Store) cp.Status {
	if s.Int(p.unfixed) > 1 {
		return cp.Fix
	}
	par, last := p.parity, cp.VarID(-1)
	for _, v := range p.x {
		if s.Fixed(v) {
			par ^= s.Value(v)
		} else {
			last = v
		}
	}
	if last < 0 {
		if par != 0 {
			return cp.Fail
		}
		return cp.Subsumed
	}
	if !s.Assign(last, par) {
		return cp.Fail
	}
	return cp.Subsumed
}

// Explain: the last variable's value from the others' (and a failure from
// all of them).
func (p *boolXor) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	for _, x := range p.x {
		if x == l.X {
			continue
		}
		v := s.MinAt(x, at)
		if v != s.MaxAt(x, at) {
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		buf = append(buf, cp.LitEq(x, v))
	}
	return buf
}

// Clone implements cp.Cloner.
func (p *boolXor) Clone(*cp.Store) cp.Propagator { c := *p; return &c }
