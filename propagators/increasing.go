package propagators

import (
	"math"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Increasing posts xs[0] ≤ xs[1] ≤ … (strict: <), MiniZinc's increasing
// and strictly_increasing, as one propagator rather than a chain of binary
// ones.
//
// A call makes one pass forward, raising each minimum to the previous
// minimum (plus one when strict), and one pass backward, lowering each
// maximum to the next maximum (minus one when strict); a bound landing in a
// hole moves on to the next value of the domain. Over distinct variables
// this is domain consistent, not only bounds consistent: a value v of
// xs[i] extends to a solution iff v is at least the previous minimum (+1)
// and at most the next maximum (−1), since the minima before it and the
// maxima after it are themselves values of their domains that chain. O(n)
// per call; priority cp.Linear; it subscribes OnBounds. A variable may
// appear several times (the passes then repeat until nothing moves; sound,
// with no consistency claimed).
func Increasing(s *cp.Store, xs []cp.VarID, strict bool) error {
	return increasingPost(s, "Increasing", slices.Clone(xs), strict)
}

// Decreasing posts xs[0] ≥ xs[1] ≥ … (strict: >): Increasing on the
// reversed sequence, with the same consistency and cost.
func Decreasing(s *cp.Store, xs []cp.VarID, strict bool) error {
	ys := slices.Clone(xs)
	slices.Reverse(ys)
	return increasingPost(s, "Decreasing", ys, strict)
}

func increasingPost(s *cp.Store, name string, xs []cp.VarID, strict bool) error {
	if err := checkVars(s, name, true, xs...); err != nil {
		return err
	}
	if len(xs) < 2 {
		return nil
	}
	p := &increasing{xs: xs}
	if strict {
		p.gap = 1
	}
	if checkVars(s, name, false, xs...) != nil {
		p.repeats = true
	}
	id := s.Post(p, cp.Linear, "increasing")
	for i, x := range xs {
		if !slices.Contains(xs[:i], x) {
			s.Subscribe(id, x, cp.OnBounds, int32(i))
		}
	}
	return nil
}

// increasing propagates xs[i] + gap ≤ xs[i+1] (gap 1 when strict); see
// Increasing. The bounds are moved without overflow at the ends of int.
type increasing struct {
	xs      []cp.VarID
	gap     int
	repeats bool
}

func (p *increasing) Propagate(s *cp.Store) cp.Status {
	xs, strict := p.xs, p.gap == 1
	for i := 1; i < len(xs); i++ {
		lo := s.Min(xs[i-1])
		if strict {
			if lo == math.MaxInt {
				return cp.Fail
			}
			lo++
		}
		if !s.SetMin(xs[i], lo) {
			return cp.Fail
		}
	}
	for i := len(xs) - 2; i >= 0; i-- {
		hi := s.Max(xs[i+1])
		if strict {
			if hi == math.MinInt {
				return cp.Fail
			}
			hi--
		}
		if !s.SetMax(xs[i], hi) {
			return cp.Fail
		}
	}
	if p.repeats {
		return cp.NoFix
	}
	for i := 1; i < len(xs); i++ {
		if prev, cur := s.Max(xs[i-1]), s.Min(xs[i]); prev > cur || strict && prev == cur {
			return cp.Fix
		}
	}
	return cp.Subsumed
}

// Reasons of Increasing and Decreasing: xs[i] ≥ m because xs[i-1] ≥
// m - gap; xs[i] ≤ m because xs[i+1] ≤ m + gap.
func (p *increasing) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	for i, x := range p.xs {
		if x != l.X {
			continue
		}
		switch {
		case l.Op == cp.OpGe && i > 0:
			if c := cp.LitGe(p.xs[i-1], l.V-p.gap); s.EntailedAt(c, at) {
				return append(buf, c)
			}
		case l.Op == cp.OpLe && i+1 < len(p.xs):
			if c := cp.LitLe(p.xs[i+1], l.V+p.gap); s.EntailedAt(c, at) {
				return append(buf, c)
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner; Increasing keeps no state.
func (p *increasing) Clone(*cp.Store) cp.Propagator { c := *p; return &c }
