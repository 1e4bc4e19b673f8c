package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// NotEqual posts x ≠ y + c. Domain consistent; it waits for one side to be
// fixed and then removes one value from the other, O(1). On an interval
// variable the value is removed when it is a bound; otherwise the
// propagator waits for that side to be fixed too. |c| must not exceed
// 2^62 (for this and the other binary relations).
func NotEqual(s *cp.Store, x, y cp.VarID, c int) error {
	if err := checkVarsAny(s, "NotEqual", true, x, y); err != nil {
		return err
	}
	if err := checkOffset("NotEqual", c); err != nil {
		return err
	}
	if x == y {
		if c == 0 {
			return failNow(s, x) // x ≠ x
		}
		return nil
	}
	p := s.Post(&notEqual{x, y, c}, cp.Binary, "noteq")
	for i, v := range [2]cp.VarID{x, y} {
		cond := cp.OnFixed
		if s.IsInterval(v) {
			cond = cp.OnBounds // the other side's value may become a bound
		}
		s.Subscribe(p, v, cond, int32(i))
	}
	return nil
}

type notEqual struct {
	x, y cp.VarID
	c    int
}

func (p *notEqual) Propagate(s *cp.Store) cp.Status {
	y, v := p.y, 0 // remove v from y
	switch {
	case s.Fixed(p.x):
		v = s.Value(p.x) - p.c
	case s.Fixed(p.y):
		y, v = p.x, s.Value(p.y)+p.c
	default:
		return cp.Fix
	}
	if !s.Remove(y, v) {
		return cp.Fail
	}
	if s.Contains(y, v) { // an inner value of an interval variable: wait
		return cp.Fix
	}
	return cp.Subsumed
}

// Reasons of the binary relations (cp.Explainer): each pruning follows
// from one literal on the other variable.

// Explain: y ≠ v because x = v + c (and x ≠ v because y = v - c).
func (p *notEqual) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	switch {
	case l.Op == cp.OpFalse:
		return append(buf, cp.LitEq(p.x, s.MinAt(p.x, at)), cp.LitEq(p.y, s.MinAt(p.y, at)))
	case l.X == p.y:
		return append(buf, cp.LitEq(p.x, l.V+p.c))
	default:
		return append(buf, cp.LitEq(p.y, l.V-p.c))
	}
}

// The binary propagators keep no state: a copy of the struct is a clone.

// Clone implements cp.Cloner.
func (p *notEqual) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Equal posts x = y + c. Domain consistent: each domain is filtered by the
// other shifted by c, O(|dom x| + |dom y|) per call. An interval variable
// only takes the other's bounds (its values are not iterated): with one,
// the other keeps the values within its interval.
func Equal(s *cp.Store, x, y cp.VarID, c int) error {
	if err := checkVarsAny(s, "Equal", true, x, y); err != nil {
		return err
	}
	if err := checkOffset("Equal", c); err != nil {
		return err
	}
	if x == y {
		if c != 0 {
			return failNow(s, x)
		}
		return nil
	}
	p := s.Post(&equal{x, y, c}, cp.Binary, "eq")
	s.Subscribe(p, x, cp.OnDomain, 0)
	s.Subscribe(p, y, cp.OnDomain, 1)
	return nil
}

type equal struct {
	x, y cp.VarID
	c    int
}

func (p *equal) Propagate(s *cp.Store) cp.Status {
	if !s.SetMin(p.x, s.Min(p.y)+p.c) || !s.SetMax(p.x, s.Max(p.y)+p.c) ||
		!s.SetMin(p.y, s.Min(p.x)-p.c) || !s.SetMax(p.y, s.Max(p.x)-p.c) {
		return cp.Fail
	}
	if !s.IsInterval(p.x) && !s.IsInterval(p.y) {
		for v, ok := s.Min(p.x), true; ok; v, ok = s.Next(p.x, v) {
			if !s.Contains(p.y, v-p.c) && !s.Remove(p.x, v) {
				return cp.Fail
			}
		}
	}
	if !s.IsInterval(p.y) {
		for v, ok := s.Min(p.y), true; ok; v, ok = s.Next(p.y, v) {
			if !s.Contains(p.x, v+p.c) && !s.Remove(p.y, v) {
				return cp.Fail
			}
		}
	}
	if !s.SetMin(p.x, s.Min(p.y)+p.c) || !s.SetMax(p.x, s.Max(p.y)+p.c) {
		return cp.Fail
	}
	if s.Fixed(p.x) {
		return cp.Subsumed
	}
	return cp.Fix
}

// Explain: a literal on x is the same literal on y shifted by c (x ≥ m
// because y ≥ m - c, x ≠ v because y ≠ v - c), and the other way round.
func (p *equal) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	switch {
	case l.Op == cp.OpFalse:
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	case l.X == p.x:
		return append(buf, cp.Lit{X: p.y, Op: l.Op, V: l.V - p.c})
	default:
		return append(buf, cp.Lit{X: p.x, Op: l.Op, V: l.V + p.c})
	}
}

// Clone implements cp.Cloner.
func (p *equal) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// LessEq posts x ≤ y + c. Bounds consistent (which is domain consistent for
// this constraint), O(1).
func LessEq(s *cp.Store, x, y cp.VarID, c int) error {
	if err := checkVarsAny(s, "LessEq", true, x, y); err != nil {
		return err
	}
	if err := checkOffset("LessEq", c); err != nil {
		return err
	}
	if x == y {
		if c < 0 {
			return failNow(s, x)
		}
		return nil
	}
	p := s.Post(&lessEq{x, y, c}, cp.Binary, "lesseq")
	s.Subscribe(p, x, cp.OnBounds, 0)
	s.Subscribe(p, y, cp.OnBounds, 1)
	return nil
}

type lessEq struct {
	x, y cp.VarID
	c    int
}

func (p *lessEq) Propagate(s *cp.Store) cp.Status {
	if !s.SetMax(p.x, s.Max(p.y)+p.c) || !s.SetMin(p.y, s.Min(p.x)-p.c) {
		return cp.Fail
	}
	if s.Max(p.x) <= s.Min(p.y)+p.c {
		return cp.Subsumed
	}
	return cp.Fix
}

// Explain: x ≤ m because y ≤ m - c; y ≥ m because x ≥ m + c.
func (p *lessEq) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	switch {
	case l.Op == cp.OpLe && l.X == p.x:
		return append(buf, cp.LitLe(p.y, l.V-p.c))
	case l.Op == cp.OpGe && l.X == p.y:
		return append(buf, cp.LitGe(p.x, l.V+p.c))
	}
	// x ≥ a and y ≤ b with a > b + c.
	return append(buf, cp.LitGe(p.x, s.MinAt(p.x, at)), cp.LitLe(p.y, s.MaxAt(p.y, at)))
}

// Clone implements cp.Cloner.
func (p *lessEq) Clone(*cp.Store) cp.Propagator { c := *p; return &c }
