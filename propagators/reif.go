package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// Reif says how a reified constraint ties its boolean b to its constraint C.
type Reif uint8

const (
	// Equiv: b ⇔ C (full reification).
	Equiv Reif = iota
	// Implies: b ⇒ C (half reification): b = 1 enforces C, b = 0 says
	// nothing, and C false forces b = 0.
	Implies
)

func (r Reif) String() string {
	switch r {
	case Equiv:
		return "<->"
	case Implies:
		return "->"
	}
	return "reif?"
}

// reifLit ties the boolean b to a constraint C: b = bt asserts C when fwd
// (b = bt ⇒ C), and b = 1-bt asserts ¬C when bwd (b = 1-bt ⇒ ¬C). Equiv is
// fwd and bwd; Implies is one of them, depending on the polarity the
// constraint was normalised to (b ⇒ Σ ≠ c becomes bt = 0, bwd only, on
// C: Σ = c).
type reifLit struct {
	b        cp.VarID
	bt       int
	fwd, bwd bool
}

func newReifLit(b cp.VarID, mode Reif) reifLit {
	return reifLit{b: b, bt: 1, fwd: true, bwd: mode == Equiv}
}

// negate returns the literal that ties b to ¬C the way l ties b to C.
func (l reifLit) negate() reifLit {
	return reifLit{b: l.b, bt: 1 - l.bt, fwd: l.bwd, bwd: l.fwd}
}

// decide is called once C is known to hold (holds) or to be false, and
// fixes b when the reification says so.
func (l reifLit) decide(s *cp.Store, holds bool) bool {
	switch {
	case holds && l.bwd:
		return s.Assign(l.b, l.bt)
	case !holds && l.fwd:
		return s.Assign(l.b, 1-l.bt)
	}
	return true
}

// decided fixes b as decide does and reports the propagator's status: C is
// settled, so the propagator is subsumed.
func (l reifLit) decided(s *cp.Store, holds bool) cp.Status {
	if !l.decide(s, holds) {
		return cp.Fail
	}
	return cp.Subsumed
}

// Reasons of the reified constraints (cp.Explainer). b is decided because
// the domains entail C (or ¬C): the reason is the literals that entail it
// (x ≤ v, the bounds that settle a comparison or a sum, the values of a
// set). Once b is fixed, a pruning of C's (or ¬C's) variables is b's value
// plus the reason C's own propagator would give.

// bAt appends b's value before at (b is fixed then, or the reason falls
// back).
func (l reifLit) bAt(s *cp.Store, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	v := s.MinAt(l.b, at)
	if v != s.MaxAt(l.b, at) {
		return buf, false
	}
	return append(buf, cp.LitEq(l.b, v)), true
}

// decidedAt reports whether l is the write that decides b (b unfixed
// before at), and then whether it asserts C.
func (l reifLit) decidedAt(s *cp.Store, lit cp.Lit, at int) (decided, holds bool) {
	if lit.X != l.b || lit.Op != cp.OpEq || s.MinAt(l.b, at) == s.MaxAt(l.b, at) {
		return false, false
	}
	return true, lit.V == l.bt
}

// checkMode validates a Reif argument.
func checkMode(constraint string, mode Reif) error {
	if mode > Implies {
		return argErr(constraint, "unknown reification mode %d", int(mode))
	}
	return nil
}

// ReifLinear posts b ⇔ Σ coeffs[i]·xs[i] rel c (mode Equiv) or
// b ⇒ Σ coeffs[i]·xs[i] rel c (mode Implies), for rel EQ, NE, LE or GE. b
// must be a boolean (domain within {0,1}); xs may repeat variables and may
// contain b. The sum is normalised as Linear's, with Linear's overflow
// guard and errors; then:
//
//   - b fixed at post: the constraint or its negation (Σ ≠ c, Σ ≥ c+1, …)
//     is posted as a Linear, or nothing.
//   - no term left: b is fixed (or the store fails) at post.
//   - one term, a·x rel c: b ⇔ x = v (or x ≠ v), b ⇔ x ≤ v (or x ≥ v):
//     domain consistent, O(1) per call.
//   - two terms with unit coefficients of opposite signs, x - y rel c:
//     b ⇔ x = y + c, b ⇔ x ≤ y + c (and their negations): domain
//     consistent. The equality costs O(1) while a residual common value
//     survives, O(min |dom|) to find another one, and Equal's filtering
//     once b = 1; the inequality O(1).
//   - otherwise the general reified sum, see reifLinear: bounds reasoning
//     (entailment and disentailment from the bounds of the sum), and once
//     b is fixed the propagation of Linear for the constraint or its
//     negation (bounds(R) for =, bounds(Z) for ≤ and ≥, domain for ≠).
//
// When b is among xs the small cases are left to the general propagator
// (one term, a·b rel c, is solved at post).
func ReifLinear(s *cp.Store, coeffs []int, xs []cp.VarID, rel Rel, c int, b cp.VarID, mode Reif) error {
	const name = "ReifLinear"
	if rel < EQ || rel > NE {
		return argErr(name, "unknown relation %d", int(rel))
	}
	if err := checkMode(name, mode); err != nil {
		return err
	}
	if len(coeffs) != len(xs) {
		return argErr(name, "%d coefficients for %d variables", len(coeffs), len(xs))
	}
	// The xs may be interval variables: every propagator below reads their
	// bounds, or (x = v, x = y + c) tests membership and finds a common
	// value without stepping through a wide interval. b, within {0,1}, has
	// nothing but bounds either way.
	if err := checkVarsAny(s, name, true, xs...); err != nil {
		return err
	}
	if err := checkVarsAny(s, name, true, b); err != nil {
		return err
	}
	if err := checkBools(s, name, b); err != nil {
		return err
	}
	a, x, rel, c, err := linearNormalize(s, name, coeffs, xs, rel, c)
	if err != nil {
		return err
	}
	lit := newReifLit(b, mode)
	if rel == NE { // b ⇔ Σ ≠ c is ¬b ⇔ Σ = c
		rel, lit = EQ, lit.negate()
	}
	if len(a) == 0 {
		lit.decide(s, linearHolds(0, rel, c))
		return nil
	}
	if s.Fixed(b) {
		switch {
		case s.Value(b) == lit.bt && lit.fwd:
			return Linear(s, a, x, rel, c)
		case s.Value(b) != lit.bt && lit.bwd && rel == EQ:
			return Linear(s, a, x, NE, c)
		case s.Value(b) != lit.bt && lit.bwd:
			return Linear(s, a, x, GE, c+1)
		}
		return nil
	}
	bIn := false
	for _, v := range x {
		bIn = bIn || v == b
	}
	switch {
	case len(a) == 1 && bIn:
		// a·b rel c: keep the values v of b for which the reification
		// holds with C evaluated at b = v.
		for v := 0; v <= 1; v++ {
			holds := linearHolds(a[0]*v, rel, c)
			if (v == lit.bt && lit.fwd && !holds) || (v != lit.bt && lit.bwd && holds) {
				s.Remove(b, v)
			}
		}
		return nil
	case len(a) == 1:
		// a = ±1 after the gcd division.
		switch {
		case rel == EQ:
			postReifEqVal(s, x[0], a[0]*c, lit)
		case a[0] > 0: // x ≤ c
			postReifLeVal(s, x[0], c, lit)
		default: // -x ≤ c ⇔ ¬(x ≤ -c-1)
			postReifLeVal(s, x[0], -c-1, lit.negate())
		}
		return nil
	case len(a) == 2 && !bIn && a[0] == -a[1] && (a[0] == 1 || a[0] == -1):
		p, q := x[0], x[1] // p - q rel c
		if a[0] < 0 {
			p, q = q, p
		}
		if rel == EQ {
			postReifEqual(s, p, q, c, lit)
		} else {
			postReifLessEq(s, p, q, c, lit)
		}
		return nil
	}
	postReifLinear(s, a, x, rel == EQ, c, lit)
	return nil
}

// reifEqVal propagates lit ⇔ x = v. Domain consistent, O(1).
type reifEqVal struct {
	lit reifLit
	x   cp.VarID
	v   int
}

func postReifEqVal(s *cp.Store, x cp.VarID, v int, lit reifLit) {
	id := s.Post(&reifEqVal{lit, x, v}, cp.Unary, "reif-eq-val")
	s.Subscribe(id, x, cp.OnDomain, 0)
	s.Subscribe(id, lit.b, cp.OnFixed, 1)
}

func (p *reifEqVal) Propagate(s *cp.Store) cp.Status {
	l := p.lit
	if s.Fixed(l.b) {
		ok := true
		if s.Value(l.b) == l.bt {
			ok = !l.fwd || s.Assign(p.x, p.v)
		} else if l.bwd {
			ok = s.Remove(p.x, p.v)
			if ok && s.Contains(p.x, p.v) {
				// An interval x keeps an inner v (it cannot hold the
				// hole): wait until v becomes a bound.
				return cp.Fix
			}
		}
		if !ok {
			return cp.Fail
		}
		return cp.Subsumed
	}
	if !s.Contains(p.x, p.v) {
		return l.decided(s, false)
	}
	if s.Fixed(p.x) {
		return l.decided(s, true)
	}
	return cp.Fix
}

func (p *reifEqVal) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if d, holds := p.lit.decidedAt(s, l, at); d {
		if holds {
			return append(buf, cp.LitEq(p.x, p.v))
		}
		return append(buf, cp.LitNe(p.x, p.v))
	}
	if l.X == p.x {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			return r
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// The reified propagators on one or two variables keep no state but a
// hint: a copy of the struct is a clone.

// Clone implements cp.Cloner.
func (p *reifEqVal) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// reifLeVal propagates lit ⇔ x ≤ v. Domain consistent, O(1).
type reifLeVal struct {
	lit reifLit
	x   cp.VarID
	v   int
}

func postReifLeVal(s *cp.Store, x cp.VarID, v int, lit reifLit) {
	id := s.Post(&reifLeVal{lit, x, v}, cp.Unary, "reif-le-val")
	s.Subscribe(id, x, cp.OnBounds, 0)
	s.Subscribe(id, lit.b, cp.OnFixed, 1)
}

func (p *reifLeVal) Propagate(s *cp.Store) cp.Status {
	l := p.lit
	if s.Fixed(l.b) {
		ok := true
		if s.Value(l.b) == l.bt {
			ok = !l.fwd || s.SetMax(p.x, p.v)
		} else if l.bwd {
			ok = s.SetMin(p.x, p.v+1)
		}
		if !ok {
			return cp.Fail
		}
		return cp.Subsumed
	}
	if s.Max(p.x) <= p.v {
		return l.decided(s, true)
	}
	if s.Min(p.x) > p.v {
		return l.decided(s, false)
	}
	return cp.Fix
}

func (p *reifLeVal) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if d, holds := p.lit.decidedAt(s, l, at); d {
		if holds {
			return append(buf, cp.LitLe(p.x, p.v))
		}
		return append(buf, cp.LitGe(p.x, p.v+1))
	}
	if l.X == p.x {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			return r
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner.
func (p *reifLeVal) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// reifEqual propagates lit ⇔ x = y + c (x ≠ y). Domain consistent: while b
// is unfixed, b can be 1 iff dom x and dom y + c meet (checked in O(1)
// against a residual common value w, and by a scan of the smaller domain
// when w is gone), b can be 0 unless x and y are fixed with x = y + c, and
// every value of x and y is supported by one of them. Once b is fixed it
// runs Equal's or NotEqual's filtering.
type reifEqual struct {
	lit  reifLit
	x, y cp.VarID
	c    int
	w    int // a residual value of x with w - c in y; a hint, not trailed
}

func postReifEqual(s *cp.Store, x, y cp.VarID, c int, lit reifLit) {
	p := &reifEqual{lit: lit, x: x, y: y, c: c, w: s.Min(x) - 1}
	id := s.Post(p, cp.Binary, "reif-eq")
	s.Subscribe(id, x, cp.OnDomain, 0)
	s.Subscribe(id, y, cp.OnDomain, 1)
	s.Subscribe(id, lit.b, cp.OnFixed, 2)
}

func (p *reifEqual) Propagate(s *cp.Store) cp.Status {
	l := p.lit
	if s.Fixed(l.b) {
		if s.Value(l.b) == l.bt {
			if !l.fwd {
				return cp.Subsumed
			}
			e := equal{p.x, p.y, p.c}
			return e.Propagate(s)
		}
		if !l.bwd {
			return cp.Subsumed
		}
		ne := notEqual{p.x, p.y, p.c}
		return ne.Propagate(s)
	}
	x, y, c := p.x, p.y, p.c
	if s.Max(x) < s.Min(y)+c || s.Min(x) > s.Max(y)+c {
		return l.decided(s, false)
	}
	if s.Fixed(x) && s.Fixed(y) {
		return l.decided(s, true) // the intervals meet, so x = y + c
	}
	if s.Contains(x, p.w) && s.Contains(y, p.w-c) {
		return cp.Fix
	}
	if w, ok := commonValue(s, x, y, c); ok {
		p.w = w
		return cp.Fix
	}
	return l.decided(s, false)
}

// commonValue finds a value w of x with w - c in y. An interval
// variable's values are never stepped through: two intervals meet on
// their overlap, and an interval against a bitset needs only the first
// value of the bitset past the interval's lower bound.
func commonValue(s *cp.Store, x, y cp.VarID, c int) (int, bool) {
	lo, hi := max(s.Min(x), s.Min(y)+c), min(s.Max(x), s.Max(y)+c)
	if lo > hi {
		return 0, false
	}
	switch ix, iy := s.IsInterval(x), s.IsInterval(y); {
	case ix && iy:
		return lo, true
	case ix: // the first value of y at or past lo - c
		v, ok := s.Next(y, lo-c-1)
		return v + c, ok && v+c <= hi
	case iy:
		v, ok := s.Next(x, lo-1)
		return v, ok && v <= hi
	}
	if s.Size(x) <= s.Size(y) {
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			if s.Contains(y, v-c) {
				return v, true
			}
		}
	} else {
		for v, ok := s.Min(y), true; ok; v, ok = s.Next(y, v) {
			if s.Contains(x, v+c) {
				return v + c, true
			}
		}
	}
	return 0, false
}

func (p *reifEqual) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	x, y, c := p.x, p.y, p.c
	if d, holds := p.lit.decidedAt(s, l, at); d {
		switch {
		case holds: // both fixed, x = y + c
			return append(buf, cp.LitEq(x, s.MinAt(x, at)), cp.LitEq(y, s.MinAt(y, at)))
		case s.MaxAt(x, at) < s.MinAt(y, at)+c:
			return append(buf, cp.LitLe(x, s.MaxAt(x, at)), cp.LitGe(y, s.MaxAt(x, at)-c+1))
		case s.MinAt(x, at) > s.MaxAt(y, at)+c:
			return append(buf, cp.LitGe(x, s.MinAt(x, at)), cp.LitLe(y, s.MinAt(x, at)-c-1))
		}
		// No common value: the two domains.
		return s.AppendDomainAt(y, at, s.AppendDomainAt(x, at, buf))
	}
	if l.X == x || l.X == y {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			if r[len(r)-1].V == p.lit.bt {
				e := equal{x, y, c}
				return e.Explain(s, l, at, r)
			}
			ne := notEqual{x, y, c}
			return ne.Explain(s, l, at, r)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner.
func (p *reifEqual) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// reifLessEq propagates lit ⇔ x ≤ y + c (x ≠ y). Domain consistent, O(1):
// b is decided when the bounds settle the comparison, and once b is fixed
// it runs LessEq's filtering for x ≤ y + c or y ≤ x - c - 1.
type reifLessEq struct {
	lit  reifLit
	x, y cp.VarID
	c    int
}

func postReifLessEq(s *cp.Store, x, y cp.VarID, c int, lit reifLit) {
	id := s.Post(&reifLessEq{lit, x, y, c}, cp.Binary, "reif-lesseq")
	s.Subscribe(id, x, cp.OnBounds, 0)
	s.Subscribe(id, y, cp.OnBounds, 1)
	s.Subscribe(id, lit.b, cp.OnFixed, 2)
}

func (p *reifLessEq) Propagate(s *cp.Store) cp.Status {
	l := p.lit
	if s.Fixed(l.b) {
		if s.Value(l.b) == l.bt {
			if !l.fwd {
				return cp.Subsumed
			}
			le := lessEq{p.x, p.y, p.c}
			return le.Propagate(s)
		}
		if !l.bwd {
			return cp.Subsumed
		}
		gt := lessEq{p.y, p.x, -p.c - 1}
		return gt.Propagate(s)
	}
	if s.Max(p.x) <= s.Min(p.y)+p.c {
		return l.decided(s, true)
	}
	if s.Min(p.x) > s.Max(p.y)+p.c {
		return l.decided(s, false)
	}
	return cp.Fix
}

func (p *reifLessEq) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	x, y, c := p.x, p.y, p.c
	if d, holds := p.lit.decidedAt(s, l, at); d {
		if holds { // max x ≤ min y + c
			return append(buf, cp.LitLe(x, s.MaxAt(x, at)), cp.LitGe(y, s.MaxAt(x, at)-c))
		}
		return append(buf, cp.LitGe(x, s.MinAt(x, at)), cp.LitLe(y, s.MinAt(x, at)-c-1))
	}
	if l.X == x || l.X == y {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			le := lessEq{x, y, c}
			if r[len(r)-1].V != p.lit.bt {
				le = lessEq{y, x, -c - 1}
			}
			return le.Explain(s, l, at, r)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner.
func (p *reifLessEq) Clone(*cp.Store) cp.Propagator { c := *p; return &c }
