package flatzinc

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// The boolean builtins, and the reified (_reif: r ⇔ C) and half-reified
// (_imp: r ⇒ C) forms of the comparisons, linear constraints and set_in.
func init() {
	table := map[string]builtin{
		"bool_clause":        {2, boolClause},
		"bool_clause_reif":   {3, boolClauseReif},
		"bool_clause_imp":    {3, boolClauseImp},
		"bool_and":           {3, func(c *call) error { return c.boolGate(propagators.BoolAnd, true) }},
		"bool_or":            {3, func(c *call) error { return c.boolGate(propagators.BoolOr, true) }},
		"bool_xor":           {3, func(c *call) error { return c.boolGate(propagators.BoolXor, true) }},
		"bool_xor/2":         {2, func(c *call) error { return c.binary(propagators.NE, 0) }},
		"array_bool_and":     {2, func(c *call) error { return c.boolGate(propagators.BoolAnd, false) }},
		"array_bool_or":      {2, func(c *call) error { return c.boolGate(propagators.BoolOr, false) }},
		"array_bool_xor":     {1, arrayBoolXor},
		"bool_and_imp":       {3, func(c *call) error { return c.andImp(true) }},
		"array_bool_and_imp": {2, func(c *call) error { return c.andImp(false) }},
		"bool_or_imp":        {3, func(c *call) error { return c.orImp(true) }},
		"array_bool_or_imp":  {2, func(c *call) error { return c.orImp(false) }},
		"bool_xor_imp":       {3, func(c *call) error { return c.reifBinary(propagators.NE, 0, propagators.Implies) }},
		"set_in_reif":        {3, func(c *call) error { return c.setInReif(propagators.Equiv) }},
		"set_in_imp":         {3, func(c *call) error { return c.setInReif(propagators.Implies) }},
	}
	modes := map[string]propagators.Reif{"_reif": propagators.Equiv, "_imp": propagators.Implies}
	for suffix, mode := range modes {
		for _, k := range []struct {
			name string
			rel  propagators.Rel
			c    int
		}{{"eq", propagators.EQ, 0}, {"ne", propagators.NE, 0}, {"le", propagators.LE, 0}, {"lt", propagators.LE, -1}} {
			rel, off := k.rel, k.c
			table["int_"+k.name+suffix] = builtin{3, func(c *call) error { return c.reifBinary(rel, off, mode) }}
			if k.name != "ne" {
				table["bool_"+k.name+suffix] = builtin{3, func(c *call) error { return c.reifBinary(rel, off, mode) }}
			}
			if k.name != "lt" {
				table["int_lin_"+k.name+suffix] = builtin{4, func(c *call) error { return c.reifLinear(rel, mode) }}
			}
		}
	}
	register(table)
}

// boolVar is a bool argument as a 0/1 variable.
func (c *call) boolVar(k int) (cp.VarID, error) { return c.intVar(k) }

func boolClause(c *call) error {
	pos, err := c.varArray(0)
	if err != nil {
		return err
	}
	neg, err := c.varArray(1)
	if err != nil {
		return err
	}
	return propagators.BoolClause(c.b.s, pos, neg)
}

func boolClauseReif(c *call) error {
	pos, err := c.varArray(0)
	if err != nil {
		return err
	}
	neg, err := c.varArray(1)
	if err != nil {
		return err
	}
	r, err := c.boolVar(2)
	if err != nil {
		return err
	}
	return propagators.BoolClauseReif(c.b.s, pos, neg, r)
}

// boolClauseImp posts r ⇒ (∨as ∨ ∨¬bs): the clause ∨as ∨ ∨¬bs ∨ ¬r.
func boolClauseImp(c *call) error {
	pos, err := c.varArray(0)
	if err != nil {
		return err
	}
	neg, err := c.varArray(1)
	if err != nil {
		return err
	}
	r, err := c.boolVar(2)
	if err != nil {
		return err
	}
	return propagators.BoolClause(c.b.s, pos, append(neg, r))
}

// gateArgs returns the inputs and the output of a gate: (a, b, r) when
// binary, (as, r) otherwise.
func (c *call) gateArgs(binary bool) ([]cp.VarID, cp.VarID, error) {
	if binary {
		a, err := c.boolVar(0)
		if err != nil {
			return nil, 0, err
		}
		b, err := c.boolVar(1)
		if err != nil {
			return nil, 0, err
		}
		r, err := c.boolVar(2)
		return []cp.VarID{a, b}, r, err
	}
	xs, err := c.varArray(0)
	if err != nil {
		return nil, 0, err
	}
	r, err := c.boolVar(1)
	return xs, r, err
}

// boolGate posts r ⇔ gate(inputs) with BoolAnd, BoolOr or BoolXor.
func (c *call) boolGate(post func(*cp.Store, []cp.VarID, cp.VarID) error, binary bool) error {
	xs, r, err := c.gateArgs(binary)
	if err != nil {
		return err
	}
	return post(c.b.s, xs, r)
}

// arrayBoolXor posts an odd number of as true.
func arrayBoolXor(c *call) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	return propagators.BoolXor(c.b.s, xs, c.b.constVar(1))
}

// andImp posts r ⇒ ∧inputs: one clause ¬r ∨ x per input.
func (c *call) andImp(binary bool) error {
	xs, r, err := c.gateArgs(binary)
	if err != nil {
		return err
	}
	for _, x := range xs {
		if err := propagators.BoolClause(c.b.s, []cp.VarID{x}, []cp.VarID{r}); err != nil {
			return err
		}
	}
	return nil
}

// orImp posts r ⇒ ∨inputs: the clause ¬r ∨ inputs.
func (c *call) orImp(binary bool) error {
	xs, r, err := c.gateArgs(binary)
	if err != nil {
		return err
	}
	return propagators.BoolClause(c.b.s, xs, []cp.VarID{r})
}

// reifBinary posts r ⇔ (a rel b + k) (or ⇒) for two int or bool
// arguments and r.
func (c *call) reifBinary(rel propagators.Rel, k int, mode propagators.Reif) error {
	a, err := c.intVar(0)
	if err != nil {
		return err
	}
	b, err := c.intVar(1)
	if err != nil {
		return err
	}
	r, err := c.boolVar(2)
	if err != nil {
		return err
	}
	return propagators.ReifLinear(c.b.s, []int{1, -1}, []cp.VarID{a, b}, rel, k, r, mode)
}

// reifLinear posts r ⇔ Σ as[i]·bs[i] rel c (or ⇒).
func (c *call) reifLinear(rel propagators.Rel, mode propagators.Reif) error {
	as, err := c.intArray(0)
	if err != nil {
		return err
	}
	xs, err := c.varArray(1)
	if err != nil {
		return err
	}
	k, err := c.intPar(2)
	if err != nil {
		return err
	}
	r, err := c.boolVar(3)
	if err != nil {
		return err
	}
	if len(as) != len(xs) {
		return errorf(c.line, "%s: %d coefficients for %d variables", c.name, len(as), len(xs))
	}
	return propagators.ReifLinear(c.b.s, as, xs, rel, k, r, mode)
}

// maxSetValues bounds the sets given to ReifIn as lists of values; a
// larger set is reified range by range.
const maxSetValues = 1 << 16

// setInReif posts r ⇔ x ∈ S (or ⇒).
func (c *call) setInReif(mode propagators.Reif) error {
	x, err := c.intVar(0)
	if err != nil {
		return err
	}
	S, err := c.set(1)
	if err != nil {
		return err
	}
	r, err := c.boolVar(2)
	if err != nil {
		return err
	}
	s := c.b.s
	// Only the part of S within x's bounds matters.
	S = S.Intersect(s.Min(x), s.Max(x))
	if S.Size(maxSetValues+1) <= maxSetValues {
		y, ok, err := c.b.bitsetOf(x)
		if err != nil {
			return err
		}
		if ok {
			return propagators.ReifIn(s, y, S.Values(), r, mode)
		}
	}
	// A large set, or x too wide for a bitset: one reified range test per
	// range of S.
	return c.b.inSetReif(x, S, r, mode)
}
