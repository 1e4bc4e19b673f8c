package flatzinc

import (
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
	return propagators.CumulativeVar(c.b.s, all[:n], all[n:2*n], all[2*n:3*n], capacity)
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
