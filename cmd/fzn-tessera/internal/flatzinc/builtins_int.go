package flatzinc

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"slices"
)

// The integer builtins of FlatZinc (and the bool ones that are integer
// constraints on 0/1 variables).
func init() {
	register(map[string]builtin{
		"int_eq": {2, func(c *call) error { return c.binary(propagators.EQ, 0) }},
		"int_ne": {2, func(c *call) error { return c.binary(propagators.NE, 0) }},
		"int_le": {2, func(c *call) error { return c.binary(propagators.LE, 0) }},
		"int_lt": {2, func(c *call) error { return c.binary(propagators.LE, -1) }},

		"int_lin_eq": {3, func(c *call) error { return c.linear(propagators.EQ) }},
		"int_lin_le": {3, func(c *call) error { return c.linear(propagators.LE) }},
		"int_lin_ne": {3, func(c *call) error { return c.linear(propagators.NE) }},

		"int_plus":  {3, intPlus},
		"int_times": {3, intTimes},
		"int_abs":   {2, intAbs},
		"int_div":   {3, intDiv},
		"int_mod":   {3, intMod},
		"int_pow":   {3, func(c *call) error { return c.function(propagators.Pow) }},
		"int_max":   {3, func(c *call) error { return c.minMax(false) }},
		"int_min":   {3, func(c *call) error { return c.minMax(true) }},

		"array_int_maximum": {2, func(c *call) error { return c.arrayMinMax(false) }},
		"array_int_minimum": {2, func(c *call) error { return c.arrayMinMax(true) }},

		"array_int_element":      {3, arrayElement},
		"array_bool_element":     {3, arrayElement},
		"array_var_int_element":  {3, arrayVarElement},
		"array_var_bool_element": {3, arrayVarElement},

		"set_in": {2, setIn},

		"bool2int":    {2, func(c *call) error { return c.binary(propagators.EQ, 0) }},
		"bool_eq":     {2, func(c *call) error { return c.binary(propagators.EQ, 0) }},
		"bool_le":     {2, func(c *call) error { return c.binary(propagators.LE, 0) }},
		"bool_lt":     {2, func(c *call) error { return c.binary(propagators.LE, -1) }},
		"bool_not":    {2, boolNot},
		"bool_lin_eq": {3, func(c *call) error { return c.boolLinear(propagators.EQ) }},
		"bool_lin_le": {3, func(c *call) error { return c.boolLinear(propagators.LE) }},
	})
}

// binary posts a rel b + k for two int (or bool) arguments.
func (c *call) binary(rel propagators.Rel, k int) error {
	a, b := c.args[0], c.args[1]
	if a.kind == argConst && b.kind == argConst {
		return c.holdsOrFail(holds(rel, a.val-b.val, k))
	}
	x, err := c.intVar(0)
	if err != nil {
		return err
	}
	y, err := c.intVar(1)
	if err != nil {
		return err
	}
	s := c.b.s
	switch rel {
	case propagators.EQ:
		return propagators.Equal(s, x, y, k)
	case propagators.NE:
		return propagators.NotEqual(s, x, y, k)
	}
	return propagators.LessEq(s, x, y, k)
}

// holds evaluates d rel k.
func holds(rel propagators.Rel, d, k int) bool {
	switch rel {
	case propagators.EQ:
		return d == k
	case propagators.NE:
		return d != k
	case propagators.LE:
		return d <= k
	}
	return d >= k
}

func (c *call) holdsOrFail(ok bool) error {
	if ok {
		return nil
	}
	return c.fail()
}

// linear posts Σ as[i]·bs[i] rel c.
func (c *call) linear(rel propagators.Rel) error {
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
	if len(as) != len(xs) {
		return errorf(c.line, "%s: %d coefficients for %d variables", c.name, len(as), len(xs))
	}
	return propagators.Linear(c.b.s, as, xs, rel, k)
}

// boolLinear posts Σ as[i]·bs[i] rel c for bool bs; c is a variable for
// bool_lin_eq.
func (c *call) boolLinear(rel propagators.Rel) error {
	as, err := c.intArray(0)
	if err != nil {
		return err
	}
	xs, err := c.varArray(1)
	if err != nil {
		return err
	}
	if len(as) != len(xs) {
		return errorf(c.line, "%s: %d coefficients for %d variables", c.name, len(as), len(xs))
	}
	if c.args[2].kind == argConst {
		return propagators.Linear(c.b.s, as, xs, rel, c.args[2].val)
	}
	z, err := c.intVar(2)
	if err != nil {
		return err
	}
	return propagators.Linear(c.b.s, append(as, -1), append(xs, z), rel, 0)
}

func intPlus(c *call) error {
	xs := make([]cp.VarID, 3)
	for i := range xs {
		x, err := c.intVar(i)
		if err != nil {
			return err
		}
		xs[i] = x
	}
	return propagators.Linear(c.b.s, []int{1, 1, -1}, xs, propagators.EQ, 0)
}

// ternary returns the three variable arguments x, y, z of a function
// constraint z = f(x, y), z distinct from x and y (copied if needed).
func (c *call) ternary() (x, y, z cp.VarID, err error) {
	if x, err = c.intVar(0); err != nil {
		return
	}
	if y, err = c.intVar(1); err != nil {
		return
	}
	if z, err = c.intVar(2); err != nil {
		return
	}
	if z == x || z == y {
		z0 := z
		if z, err = c.b.copyVar(z0); err != nil {
			return
		}
	}
	return
}

func intTimes(c *call) error { return c.function(propagators.Times) }

// function posts z = f(x, y) with one of the ternary post functions.
func (c *call) function(post func(s *cp.Store, x, y, z cp.VarID) error) error {
	x, y, z, err := c.ternary()
	if err != nil {
		return err
	}
	return post(c.b.s, x, y, z)
}

// intDiv posts z = x div y; x div x is 1 (x ≠ 0), said directly: through
// the propagator's copy its bounds would close in one value per round
// over a wide x.
func intDiv(c *call) error {
	x, y, z, err := c.rawTernary()
	if err != nil {
		return err
	}
	if x != y {
		return c.function(propagators.TruncDiv)
	}
	if err := propagators.NotEqual(c.b.s, x, c.b.constVar(0), 0); err != nil {
		return err
	}
	return propagators.Equal(c.b.s, z, c.b.constVar(1), 0)
}

// intMod posts z = x mod y; x mod x is 0 (x ≠ 0) and x mod y = y is
// false (|x mod y| < |y|), said directly for the reason of intDiv.
func intMod(c *call) error {
	x, y, z, err := c.rawTernary()
	switch {
	case err != nil:
		return err
	case z == y:
		return c.fail()
	case x == y:
		if err := propagators.NotEqual(c.b.s, x, c.b.constVar(0), 0); err != nil {
			return err
		}
		return propagators.Equal(c.b.s, z, c.b.constVar(0), 0)
	}
	return c.function(propagators.Mod)
}

// rawTernary is the three variables of a ternary builtin as given
// (ternary copies a result aliased with an argument).
func (c *call) rawTernary() (x, y, z cp.VarID, err error) {
	if x, err = c.intVar(0); err != nil {
		return
	}
	if y, err = c.intVar(1); err != nil {
		return
	}
	z, err = c.intVar(2)
	return
}

func intAbs(c *call) error {
	x, err := c.intVar(0)
	if err != nil {
		return err
	}
	z, err := c.intVar(1)
	if err != nil {
		return err
	}
	return propagators.AbsDiff(c.b.s, x, c.b.constVar(0), z)
}

func (c *call) minMax(isMin bool) error {
	x, y, z, err := c.ternary()
	if err != nil {
		return err
	}
	if isMin {
		return propagators.Min(c.b.s, []cp.VarID{x, y}, z)
	}
	return propagators.Max(c.b.s, []cp.VarID{x, y}, z)
}

// arrayMinMax posts m = max(xs) (array_int_maximum(m, xs)) or the minimum.
func (c *call) arrayMinMax(isMin bool) error {
	m, err := c.intVar(0)
	if err != nil {
		return err
	}
	xs, err := c.varArray(1)
	if err != nil {
		return err
	}
	if len(xs) == 0 {
		return errorf(c.line, "%s: empty array", c.name)
	}
	if isMin {
		return propagators.Min(c.b.s, xs, m)
	}
	return propagators.Max(c.b.s, xs, m)
}

// arrayElement posts c = as[b] for a constant array (index from 1): the
// engine's Element indexes from 0, so the array gets a dummy first element
// that the index cannot take.
func arrayElement(c *call) error {
	idx, err := c.intVar(0)
	if err != nil {
		return err
	}
	as, err := c.intArray(1)
	if err != nil {
		return err
	}
	z, err := c.intVar(2)
	if err != nil {
		return err
	}
	if len(as) == 0 {
		return c.fail()
	}
	// The index is 1..n: an interval variable gets a bitset copy.
	if !c.b.clamp(1, len(as), idx) {
		return nil
	}
	if idx, _, err = c.b.bitsetOf(idx); err != nil {
		return err
	}
	return propagators.Element(c.b.s, append([]int{as[0]}, as...), idx, z)
}

// arrayVarElement posts c = xs[b] for an array of variables (index from 1).
func arrayVarElement(c *call) error {
	idx, err := c.intVar(0)
	if err != nil {
		return err
	}
	xs, err := c.varArray(1)
	if err != nil {
		return err
	}
	z, err := c.intVar(2)
	if err != nil {
		return err
	}
	if len(xs) == 0 {
		return c.fail()
	}
	if !c.b.clamp(1, len(xs), idx) {
		return nil
	}
	if idx, _, err = c.b.bitsetOf(idx); err != nil {
		return err
	}
	if c.b.s.IsInterval(z) || slices.ContainsFunc(xs, c.b.s.IsInterval) {
		return elementIntervals(c, xs, idx, z)
	}
	return propagators.ElementVar(c.b.s, append([]cp.VarID{xs[0]}, xs...), idx, z)
}

// elementIntervals posts z = xs[idx] (idx from 1) where z or an array
// variable is an interval variable, which ElementVar (bitset masks) cannot
// take: for each index i, b ⇔ idx = i and b ⇒ xs[i] = z, the reified
// comparisons' bounds reasoning, and z within the hull of the xs it may
// take at post. Once idx is fixed, its b is 1 and xs[i] = z holds; the bs
// follow idx, so they add no solutions.
func elementIntervals(c *call, xs []cp.VarID, idx, z cp.VarID) error {
	s := c.b.s
	if s.Failed() || !s.SetMax(idx, len(xs)) {
		return nil
	}
	lo, hi := cp.MaxValue, cp.MinValue
	// The indices are read before posting: a post may narrow idx (or
	// fail the store) while the loop runs.
	var indices []int
	for i, ok := s.Min(idx), true; ok; i, ok = s.Next(idx, i) {
		if s.Contains(idx, i) { // an interval idx steps over nothing, but be plain
			indices = append(indices, i)
		}
	}
	for _, i := range indices {
		if s.Failed() {
			return nil
		}
		x := xs[i-1]
		lo, hi = min(lo, s.Min(x)), max(hi, s.Max(x))
		b := c.b.helperVar(0, 1)
		if err := propagators.ReifLinear(s, []int{1}, []cp.VarID{idx}, propagators.EQ, i, b, propagators.Equiv); err != nil {
			return err
		}
		if err := propagators.ReifLinear(s, []int{1, -1}, []cp.VarID{x, z}, propagators.EQ, 0, b, propagators.Implies); err != nil {
			return err
		}
	}
	if lo <= hi {
		s.SetMin(z, lo) // a failure marks the store failed
		s.SetMax(z, hi)
	}
	return nil
}

// setIn restricts x to the set S.
func setIn(c *call) error {
	S, err := c.set(1)
	if err != nil {
		return err
	}
	if c.args[0].kind == argConst {
		return c.holdsOrFail(S.Contains(c.args[0].val))
	}
	x, err := c.intVar(0)
	if err != nil {
		return err
	}
	return c.b.restrict(x, S)
}

// boolNot posts b = ¬a, that is a ≠ b on 0/1 variables.
func boolNot(c *call) error { return c.binary(propagators.NE, 0) }
