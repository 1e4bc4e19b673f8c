package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// LinearForward posts Σ coeffs[i]·xs[i] rel c by forward checking: it
// waits until at most one variable is unfixed, then removes from that one
// the values that break the relation, and fails when every variable is
// fixed and the relation is broken. It is the weakest sound propagation of
// a linear constraint ("a line with one open cell takes the value that
// completes it"), for graders that must not see more than a solver at that
// rung would (package puzzles/craft); Linear is bounds consistent and
// almost always the better choice.
//
// The arguments are validated and normalised as Linear's (repeated
// variables merged, zero coefficients dropped, the same overflow guard);
// the variables must have bitset domains. The
// propagator counts the unfixed variables in a reversible int (its Notify
// hook, OnFixed subscriptions) and runs only when at most one is left:
// O(n + d) then (d the last variable's domain size), O(1) per event
// before. Priority cp.Linear.
func LinearForward(s *cp.Store, coeffs []int, xs []cp.VarID, rel Rel, c int) error {
	const name = "LinearForward"
	if len(coeffs) != len(xs) {
		return argErr(name, "%d coefficients for %d variables", len(coeffs), len(xs))
	}
	if rel < EQ || rel > NE {
		return argErr(name, "unknown relation %d", int(rel))
	}
	if err := checkVars(s, name, true, xs...); err != nil {
		return err
	}
	a, x, rel, c, err := linearNormalize(s, name, coeffs, xs, rel, c)
	if err != nil {
		return err
	}
	p := &linearForward{a: a, x: x, rel: rel, c: c}
	unfixed := 0
	for _, v := range x {
		if !s.Fixed(v) {
			unfixed++
		}
	}
	p.unfixed = s.NewRevInt(unfixed)
	id := s.Post(p, cp.Linear, "linear-forward")
	for i, v := range x {
		if !s.Fixed(v) {
			s.Subscribe(id, v, cp.OnFixed, int32(i))
		}
	}
	return nil
}

// linearForward is Σ a[i]·x[i] rel c by forward checking.
type linearForward struct {
	a       []int
	x       []cp.VarID
	rel     Rel
	c       int
	unfixed cp.RevInt
}

// Notify counts a variable when it becomes fixed; the propagator runs
// once at most one is left.
func (p *linearForward) Notify(s *cp.Store, _ int32, _ cp.Event) bool {
	u := s.Int(p.unfixed) - 1
	s.SetInt(p.unfixed, u)
	return u <= 1
}

func (p *linearForward) Propagate(s *cp.Store) cp.Status {
	if s.Int(p.unfixed) > 1 {
		return cp.Fix
	}
	sum, last, lastA := 0, cp.VarID(-1), 0
	for i, v := range p.x {
		if s.Fixed(v) {
			sum += p.a[i] * s.Value(v)
		} else {
			last, lastA = v, p.a[i]
		}
	}
	if last < 0 {
		if !linearHolds(sum, p.rel, p.c) {
			return cp.Fail
		}
		return cp.Subsumed
	}
	for v, ok := s.Min(last), true; ok; v, ok = s.Next(last, v) {
		if !linearHolds(sum+lastA*v, p.rel, p.c) && !s.Remove(last, v) {
			return cp.Fail
		}
	}
	// last is fixed now, or its values left all keep the relation.
	return cp.Subsumed
}

// Clone implements cp.Cloner; a and x are shared (read only), and the
// count of unfixed variables is a reversible cell of the store, copied
// with it.
func (p *linearForward) Clone(*cp.Store) cp.Propagator {
	c := *p
	return &c
}
