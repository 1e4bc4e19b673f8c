package flatzinc

import (
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
	return propagators.CumulativeVar(c.b.s, starts, d, r, capacity)
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
		return propagators.Disjunctive(c.b.s, starts, d)
	}
	d, err := c.varArray(1)
	if err != nil {
		return err
	}
	return propagators.DisjunctiveVar(c.b.s, starts, d)
}
