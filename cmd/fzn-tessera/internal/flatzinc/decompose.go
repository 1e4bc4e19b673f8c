package flatzinc

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Decompositions of the globals for variables too wide for a bitset even
// at the root (see narrow.go). Each helper boolean is a function of the
// model's variables, so a decomposition adds no solution and counts stay
// exact; the propagation is that of the reified sums' bounds reasoning.

// countReif posts n = |{i : xs[i] = y}|: r_i ⇔ xs[i] = y, Σ r_i = n.
func (b *builder) countReif(xs []cp.VarID, y, n cp.VarID) error {
	rs := make([]cp.VarID, 0, len(xs)+1)
	for _, x := range xs {
		r, err := b.eqReif(x, y, 0, propagators.EQ)
		if err != nil {
			return err
		}
		rs = append(rs, r)
	}
	return b.sumIs(rs, n)
}

// sumIs posts Σ rs = n.
func (b *builder) sumIs(rs []cp.VarID, n cp.VarID) error {
	coeffs := make([]int, len(rs)+1)
	for i := range rs {
		coeffs[i] = 1
	}
	coeffs[len(rs)] = -1
	return propagators.Linear(b.s, coeffs, append(slices.Clone(rs), n), propagators.EQ, 0)
}

// inSetReif posts r ⇔ x ∈ S (mode Equiv) or r ⇒ x ∈ S (Implies) for any
// x: one reified range test per range of S.
func (b *builder) inSetReif(x cp.VarID, S IntSet, r cp.VarID, mode propagators.Reif) error {
	s := b.s
	S = S.Intersect(s.Min(x), s.Max(x))
	ins := make([]cp.VarID, 0, len(S.Ranges))
	for _, rg := range S.Ranges {
		in := b.helperBool()
		if rg.Lo == rg.Hi {
			if err := propagators.ReifLinear(s, []int{1}, []cp.VarID{x}, propagators.EQ, rg.Lo, in, propagators.Equiv); err != nil {
				return err
			}
		} else {
			ge, le := b.helperBool(), b.helperBool()
			if err := propagators.ReifLinear(s, []int{1}, []cp.VarID{x}, propagators.GE, rg.Lo, ge, propagators.Equiv); err != nil {
				return err
			}
			if err := propagators.ReifLinear(s, []int{1}, []cp.VarID{x}, propagators.LE, rg.Hi, le, propagators.Equiv); err != nil {
				return err
			}
			if err := propagators.BoolAnd(s, []cp.VarID{ge, le}, in); err != nil {
				return err
			}
		}
		ins = append(ins, in)
	}
	if mode == propagators.Implies {
		return propagators.BoolClause(s, ins, []cp.VarID{r})
	}
	return propagators.BoolOr(s, ins, r)
}

// amongReif posts n = |{i : xs[i] ∈ S}|.
func (b *builder) amongReif(xs []cp.VarID, S IntSet, n cp.VarID) error {
	rs := make([]cp.VarID, len(xs))
	for i, x := range xs {
		rs[i] = b.helperBool()
		if err := b.inSetReif(x, S, rs[i], propagators.Equiv); err != nil {
			return err
		}
	}
	return b.sumIs(rs, n)
}

// allDifferentExceptReif posts xs[i] = e ∨ xs[j] = e ∨ xs[i] ≠ xs[j] for
// every pair (distinct variables).
func (b *builder) allDifferentExceptReif(xs []cp.VarID, e int) error {
	s := b.s
	es := make([]cp.VarID, len(xs))
	for i, x := range xs {
		es[i] = b.helperBool()
		if err := propagators.ReifLinear(s, []int{1}, []cp.VarID{x}, propagators.EQ, e, es[i], propagators.Equiv); err != nil {
			return err
		}
	}
	for i := range xs {
		for j := i + 1; j < len(xs); j++ {
			ne, err := b.eqReif(xs[i], xs[j], 0, propagators.NE)
			if err != nil {
				return err
			}
			if err := propagators.BoolClause(s, []cp.VarID{es[i], es[j], ne}, nil); err != nil {
				return err
			}
		}
	}
	return nil
}

// nvalueReif posts n = |{xs[i]}|: f_i ⇔ xs[i] differs from every xs[j],
// j < i (xs[i] is the first of its value), and Σ f_i = n.
func (b *builder) nvalueReif(xs []cp.VarID, n cp.VarID) error {
	fs := make([]cp.VarID, len(xs))
	for i := range xs {
		if i == 0 {
			fs[i] = b.constVar(1)
			continue
		}
		nes := make([]cp.VarID, i)
		for j := range i {
			ne, err := b.eqReif(xs[i], xs[j], 0, propagators.NE)
			if err != nil {
				return err
			}
			nes[j] = ne
		}
		fs[i] = b.helperBool()
		if err := propagators.BoolAnd(b.s, nes, fs[i]); err != nil {
			return err
		}
	}
	return b.sumIs(fs, n)
}

// monotoneChain posts xs increasing (or decreasing; strictly or not) as
// the chain of binary inequalities, which is as strong as the global.
func (b *builder) monotoneChain(xs []cp.VarID, decreasing, strict bool) error {
	k := 0
	if strict {
		k = -1
	}
	for i := 0; i+1 < len(xs); i++ {
		x, y := xs[i], xs[i+1]
		if decreasing {
			x, y = y, x
		}
		if err := propagators.LessEq(b.s, x, y, k); err != nil {
			return err
		}
	}
	return nil
}

// tableColumns makes the table's variables bitsets: each interval
// variable is restricted to its column's values' hull, and where that
// hull is still too wide for a bitset the column is renumbered: a helper
// k ∈ 0..m-1 picks the column's k-th distinct value through Element (whose
// value may be an interval variable), and the tuples hold k instead.
// ok is false when the store failed.
func (b *builder) tableColumns(xs []cp.VarID, tuples [][]int) ([]cp.VarID, [][]int, bool, error) {
	s := b.s
	xs = slices.Clone(xs)
	copied := false
	for j, x := range xs {
		if !s.IsInterval(x) {
			continue
		}
		lo, hi := tuples[0][j], tuples[0][j]
		for _, t := range tuples {
			lo, hi = min(lo, t[j]), max(hi, t[j])
		}
		if !b.clamp(lo, hi, x) {
			return nil, nil, false, nil
		}
		y, ok, err := b.bitsetOf(x)
		if err != nil {
			return nil, nil, false, err
		}
		if ok {
			xs[j] = y
			continue
		}
		vals := make([]int, len(tuples))
		for i, t := range tuples {
			vals[i] = t[j]
		}
		slices.Sort(vals)
		vals = slices.Compact(vals)
		k := b.helperVar(0, len(vals)-1)
		if err := propagators.Element(s, vals, k, x); err != nil {
			return nil, nil, false, err
		}
		if !copied {
			tuples, copied = cloneTuples(tuples), true
		}
		for _, t := range tuples {
			t[j], _ = slices.BinarySearch(vals, t[j])
		}
		xs[j] = k
	}
	return xs, tuples, true, nil
}

func cloneTuples(ts [][]int) [][]int {
	out := make([][]int, len(ts))
	for i, t := range ts {
		out[i] = slices.Clone(t)
	}
	return out
}

// span is the number of values between the smallest bitset base (the
// minimum, for an interval variable) and the largest maximum of xs, as
// the matching-based propagators measure the memory they need.
func (b *builder) span(xs []cp.VarID) int {
	lo, hi := b.s.Min(xs[0]), b.s.Max(xs[0])
	for _, x := range xs {
		base := b.s.Min(x)
		if !b.s.IsInterval(x) {
			base = b.s.Base(x)
		}
		lo, hi = min(lo, base), max(hi, b.s.Max(x))
	}
	return hi - lo + 1
}
