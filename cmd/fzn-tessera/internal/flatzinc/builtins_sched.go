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
	return propagators.CumulativeVar(c.b.s, all[:n], all[n:2*n], all[2*n:3*n], all[3*n])
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
