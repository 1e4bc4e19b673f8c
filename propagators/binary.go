package propagators

import "github.com/tessera-cp/tessera/cp"

// NotEqual posts x ≠ y + c. Domain consistent; it waits for one side to be
// fixed and then removes one value from the other, O(1).
func NotEqual(s *cp.Store, x, y cp.VarID, c int) error {
	if err := checkVars(s, "NotEqual", true, x, y); err != nil {
		return err
	}
	if x == y {
		if c == 0 {
			return failNow(s, x) // x ≠ x
		}
		return nil
	}
	p := s.Post(&notEqual{x, y, c}, cp.Binary, "noteq")
	s.Subscribe(p, x, cp.OnFixed, 0)
	s.Subscribe(p, y, cp.OnFixed, 1)
	return nil
}

type notEqual struct {
	x, y cp.VarID
	c    int
}

func (p *notEqual) Propagate(s *cp.Store) cp.Status {
	switch {
	case s.Fixed(p.x):
		if !s.Remove(p.y, s.Value(p.x)-p.c) {
			return cp.Fail
		}
		return cp.Subsumed
	case s.Fixed(p.y):
		if !s.Remove(p.x, s.Value(p.y)+p.c) {
			return cp.Fail
		}
		return cp.Subsumed
	}
	return cp.Fix
}

// Equal posts x = y + c. Domain consistent: each domain is filtered by the
// other shifted by c, O(|dom x| + |dom y|) per call.
func Equal(s *cp.Store, x, y cp.VarID, c int) error {
	if err := checkVars(s, "Equal", true, x, y); err != nil {
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
	for v, ok := s.Min(p.x), true; ok; v, ok = s.Next(p.x, v) {
		if !s.Contains(p.y, v-p.c) && !s.Remove(p.x, v) {
			return cp.Fail
		}
	}
	for v, ok := s.Min(p.y), true; ok; v, ok = s.Next(p.y, v) {
		if !s.Contains(p.x, v+p.c) && !s.Remove(p.y, v) {
			return cp.Fail
		}
	}
	if s.Fixed(p.x) {
		return cp.Subsumed
	}
	return cp.Fix
}

// LessEq posts x ≤ y + c. Bounds consistent (which is domain consistent for
// this constraint), O(1).
func LessEq(s *cp.Store, x, y cp.VarID, c int) error {
	if err := checkVars(s, "LessEq", true, x, y); err != nil {
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
