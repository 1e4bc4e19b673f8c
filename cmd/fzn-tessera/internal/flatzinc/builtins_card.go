package flatzinc

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// The globals of the mznlib posted on the engine's cardinality, ordering
// and channelling propagators.
func init() {
	register(map[string]builtin{
		"fzn_alldifferent_except_0":     {1, func(c *call) error { return c.allDifferentExcept(0) }},
		"tessera_alldifferent_except":   {2, func(c *call) error { return c.allDifferentExcept(1) }},
		"fzn_global_cardinality":        {3, func(c *call) error { return c.gcc(false) }},
		"fzn_global_cardinality_closed": {3, func(c *call) error { return c.gcc(true) }},
		"fzn_nvalue":                    {2, nvalue},
		"tessera_inverse":               {3, inverse},
		"fzn_increasing_int":            {1, func(c *call) error { return c.monotone(propagators.Increasing, false) }},
		"fzn_increasing_bool":           {1, func(c *call) error { return c.monotone(propagators.Increasing, false) }},
		"fzn_strictly_increasing_int":   {1, func(c *call) error { return c.monotone(propagators.Increasing, true) }},
		"fzn_decreasing_int":            {1, func(c *call) error { return c.monotone(propagators.Decreasing, false) }},
		"fzn_decreasing_bool":           {1, func(c *call) error { return c.monotone(propagators.Decreasing, false) }},
		"fzn_strictly_decreasing_int":   {1, func(c *call) error { return c.monotone(propagators.Decreasing, true) }},
	})
}

// allDifferentExcept posts the variables of argument 0 pairwise different
// unless equal to the excepted value (0, or argument 1 when k = 1).
func (c *call) allDifferentExcept(k int) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	except := 0
	if k == 1 {
		if except, err = c.intPar(1); err != nil {
			return err
		}
	}
	if xs, err = c.b.distinct(xs); err != nil {
		return err
	}
	ys, ok, err := c.b.bitsets(xs)
	if err != nil {
		return err
	}
	if !ok || len(ys) > 1 && c.b.span(ys) > cp.MaxDomainWidth/2 {
		// Too wide for bitsets, or for the matching's memory.
		return c.b.allDifferentExceptReif(xs, except)
	}
	xs = ys
	return propagators.AllDifferentExcept(c.b.s, xs, except, c.level(propagators.Domain))
}

// gcc posts counts[i] = |{j : x[j] = cover[i]}| (closed: every x in cover).
func (c *call) gcc(closed bool) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	cover, err := c.intArray(1)
	if err != nil {
		return err
	}
	counts, err := c.varArray(2)
	if err != nil {
		return err
	}
	if len(cover) != len(counts) {
		return errorf(c.line, "%s: %d values but %d counts", c.name, len(cover), len(counts))
	}
	if xs, err = c.b.distinct(xs, counts...); err != nil {
		return err
	}
	if !c.b.clamp(0, len(xs), counts...) {
		return nil
	}
	all, ok, err := c.b.bitsets(append(slices.Clone(xs), counts...))
	if err != nil {
		return err
	}
	if !ok {
		return c.gccReif(xs, cover, counts, closed)
	}
	xs, counts = all[:len(xs)], all[len(xs):]
	return propagators.GlobalCardinality(c.b.s, xs, cover, counts, closed)
}

func nvalue(c *call) error {
	n, err := c.intVar(0)
	if err != nil {
		return err
	}
	xs, err := c.varArray(1)
	if err != nil {
		return err
	}
	if xs, err = c.b.distinct(xs, n); err != nil {
		return err
	}
	if !c.b.clamp(min(1, len(xs)), len(xs), n) {
		return nil
	}
	all, ok, err := c.b.bitsets(append(slices.Clone(xs), n))
	if err != nil {
		return err
	}
	if !ok || len(xs) > 0 && c.b.span(all[:len(xs)]) > cp.MaxDomainWidth/2 {
		return c.b.nvalueReif(xs, n) // too wide for bitsets or the matching's memory
	}
	return propagators.NValue(c.b.s, all[:len(xs)], all[len(xs)])
}

// inverse posts tessera_inverse(f, g, offset).
func inverse(c *call) error {
	f, err := c.varArray(0)
	if err != nil {
		return err
	}
	g, err := c.varArray(1)
	if err != nil {
		return err
	}
	off, err := c.intPar(2)
	if err != nil {
		return err
	}
	if len(f) != len(g) {
		return c.fail()
	}
	all, err := c.b.distinct(append(append([]cp.VarID{}, f...), g...))
	if err != nil {
		return err
	}
	// f and g take values in off..off+n-1: interval variables get bitset copies.
	if !c.b.clamp(off, off+len(f)-1, all...) {
		return nil
	}
	if all, _, err = c.b.bitsets(all); err != nil {
		return err
	}
	return propagators.Inverse(c.b.s, all[:len(f)], all[len(f):], off)
}

// monotone posts increasing or decreasing (strictly or not).
func (c *call) monotone(post func(*cp.Store, []cp.VarID, bool) error, strict bool) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	if len(xs) < 2 {
		return nil
	}
	if slices.ContainsFunc(xs, c.b.s.IsInterval) {
		return c.b.monotoneChain(xs, c.name == "fzn_decreasing_int" || c.name == "fzn_strictly_decreasing_int", strict)
	}
	return post(c.b.s, xs, strict)
}

// gccReif is gcc for variables too wide for a bitset: each count through
// countReif and, closed, every x restricted to the cover values.
func (c *call) gccReif(xs []cp.VarID, cover []int, counts []cp.VarID, closed bool) error {
	for k, v := range cover {
		if err := c.b.countReif(xs, c.b.constVar(v), counts[k]); err != nil {
			return err
		}
	}
	if closed {
		for _, x := range xs {
			if err := c.b.restrict(x, NewIntSet(cover...)); err != nil {
				return err
			}
		}
	}
	return nil
}
