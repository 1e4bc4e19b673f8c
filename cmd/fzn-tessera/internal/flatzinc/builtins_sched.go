package flatzinc

import (
	"errors"
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// The scheduling globals of the mznlib: cumulative and disjunctive.
func init() {
	register(map[string]builtin{
		"fzn_cumulative":  {4, cumulative},
		"fzn_disjunctive": {2, disjunctive},
	})
}

// cumulative posts fzn_cumulative(s, d, r, b): with fixed durations,
// demands and capacity the engine's Cumulative, else CumulativeVar.
func cumulative(c *call) error {
	starts, err := c.varArray(0)
	if err != nil {
		return err
	}
	if len(starts) != len(c.args[1].elems) || len(starts) != len(c.args[2].elems) {
		return errorf(c.line, "%s: %d starts, %d durations, %d demands", c.name, len(starts), len(c.args[1].elems), len(c.args[2].elems))
	}
	if c.allConst(1) && c.allConst(2) && c.args[3].kind == argConst {
		d, _ := c.intArray(1)
		r, _ := c.intArray(2)
		// Negative durations, demands or capacity make the model false, as
		// they do MiniZinc's decompositions (Cumulative refuses them).
		if len(starts) > 0 && (c.args[3].val < 0 || slices.Min(d) < 0 || slices.Min(r) < 0) {
			return c.fail()
		}
		return propagators.Cumulative(c.b.s, starts, d, r, c.args[3].val)
	}
	d, err := c.varArray(1)
	if err != nil {
		return err
	}
	r, err := c.varArray(2)
	if err != nil {
		return err
	}
	capacity, err := c.intVar(3)
	if err != nil {
		return err
	}
	// A variable in two roles (a duration that is also the capacity, two
	// tasks' demands) is posted through fresh equal copies.
	all, err := c.b.distinct(slices.Concat(starts, d, r, []cp.VarID{capacity}))
	if err != nil {
		return err
	}
	n := len(starts)
	capacity, err = c.b.capacityBound(all[2*n:3*n], all[3*n])
	if err != nil {
		return err
	}
	err = propagators.CumulativeVar(c.b.s, all[:n], all[n:2*n], all[2*n:3*n], capacity)
	if errors.Is(err, propagators.ErrArgs) {
		// Durations and demands so wide that their energy could pass
		// the propagator's 2^60 (it refused before posting anything).
		return c.b.cumulativeTasks(all[:n], all[n:2*n], all[2*n:3*n], capacity)
	}
	return err
}

// cumulativeTasks decomposes cumulative on bounds reasoning, for any
// domains: the load peaks at the start of some task, so for each task j
// that runs (d_j ≥ 1 and h_j ≥ 1), h_j + Σ_{i≠j} [i runs at s_j]·h_i ≤ c,
// where i runs at s_j ⇔ d_i ≥ 1 ∧ s_i ≤ s_j ≤ s_i + d_i − 1. Durations,
// demands and capacity are non-negative, as in MiniZinc.
func (b *builder) cumulativeTasks(s, d, h []cp.VarID, c cp.VarID) error {
	st := b.s
	for _, x := range append(slices.Concat(d, h), c) {
		if !st.SetMin(x, 0) {
			return nil // the store has failed
		}
	}
	ge1 := func(x cp.VarID) (cp.VarID, error) {
		r := b.helperBool()
		return r, propagators.ReifLinear(st, []int{1}, []cp.VarID{x}, propagators.GE, 1, r, propagators.Equiv)
	}
	pos := make([]cp.VarID, len(s))
	for i := range s {
		var err error
		if pos[i], err = ge1(d[i]); err != nil {
			return err
		}
	}
	for j := range s {
		hj, err := ge1(h[j])
		if err != nil {
			return err
		}
		runs := b.helperBool()
		if err := propagators.BoolAnd(st, []cp.VarID{pos[j], hj}, runs); err != nil {
			return err
		}
		coeffs, terms := []int{1, -1}, []cp.VarID{h[j], c}
		for i := range s {
			if i == j {
				continue
			}
			before, err := b.eqReif(s[i], s[j], 0, propagators.LE) // s_i ≤ s_j
			if err != nil {
				return err
			}
			during := b.helperBool() // s_j ≤ s_i + d_i − 1
			if err := propagators.ReifLinear(st, []int{1, -1, -1}, []cp.VarID{s[j], s[i], d[i]}, propagators.LE, -1, during, propagators.Equiv); err != nil {
				return err
			}
			at := b.helperBool()
			if err := propagators.BoolAnd(st, []cp.VarID{pos[i], before, during}, at); err != nil {
				return err
			}
			load := b.helperVar(min(0, st.Min(h[i])), max(0, st.Max(h[i])))
			if err := propagators.Times(st, at, h[i], load); err != nil {
				return err
			}
			coeffs, terms = append(coeffs, 1), append(terms, load)
		}
		if err := propagators.ReifLinear(st, coeffs, terms, propagators.LE, 0, runs, propagators.Implies); err != nil {
			return err
		}
	}
	return nil
}

// capacityBound returns the capacity the propagator reads: c itself, or,
// when c may exceed the sum K of the largest demands (an unbounded c,
// whose capacity × time CumulativeVar would refuse), min(c, K), which
// bounds the load exactly as c does since no load passes K. MiniZinc's
// capacity is non-negative, so c ≥ 0 is posted first.
func (b *builder) capacityBound(demands []cp.VarID, c cp.VarID) (cp.VarID, error) {
	if !b.s.SetMin(c, 0) {
		return c, nil // the store has failed
	}
	k := 0
	for _, h := range demands {
		k += max(b.s.Max(h), 0)
		if k >= b.s.Max(c) {
			return c, nil
		}
	}
	m := b.helperVar(0, k)
	return m, propagators.Min(b.s, []cp.VarID{c, b.constVar(k)}, m)
}

// disjunctive posts fzn_disjunctive(s, d): tasks of positive duration never
// overlap (the mznlib sends disjunctive_strict here when every duration is
// positive, where the two agree).
func disjunctive(c *call) error {
	starts, err := c.varArray(0)
	if err != nil {
		return err
	}
	if len(starts) != len(c.args[1].elems) {
		return errorf(c.line, "%s: %d starts, %d durations", c.name, len(starts), len(c.args[1].elems))
	}
	if c.allConst(1) {
		d, _ := c.intArray(1)
		if len(d) > 0 && slices.Min(d) < 0 {
			return c.fail()
		}
		return propagators.Disjunctive(c.b.s, starts, d)
	}
	d, err := c.varArray(1)
	if err != nil {
		return err
	}
	all, err := c.b.distinct(slices.Concat(starts, d))
	if err != nil {
		return err
	}
	return propagators.DisjunctiveVar(c.b.s, all[:len(starts)], all[len(starts):])
}
