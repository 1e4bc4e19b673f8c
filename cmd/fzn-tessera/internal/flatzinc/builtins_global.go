package flatzinc

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// The globals of Tessera's mznlib (cmd/fzn-tessera/mznlib), posted on the
// engine's global propagators. Their names and arguments are those the
// mznlib declares: MiniZinc's fzn_* predicates, and tessera_* where an
// index offset that FlatZinc's 1-based arrays lose is passed along.
func init() {
	register(map[string]builtin{
		"fzn_all_different_int": {1, allDifferent},
		"fzn_table_int":         {2, table},
		"fzn_table_bool":        {2, table},
		"fzn_regular":           {6, regular},
		"tessera_circuit":       {2, func(c *call) error { return c.circuit(propagators.Circuit) }},
		"tessera_subcircuit":    {2, func(c *call) error { return c.circuit(propagators.Subcircuit) }},
		"fzn_count_eq":          {3, countEq},
		"fzn_count_eq_par":      {3, countEq},
		"fzn_among":             {3, among},
		"fzn_lex_less_int":      {2, func(c *call) error { return c.lex(true) }},
		"fzn_lex_lesseq_int":    {2, func(c *call) error { return c.lex(false) }},
		"fzn_lex_less_bool":     {2, func(c *call) error { return c.lex(true) }},
		"fzn_lex_lesseq_bool":   {2, func(c *call) error { return c.lex(false) }},
	})
}

func allDifferent(c *call) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	if xs, err = c.b.distinctOrFail(xs); err != nil || xs == nil {
		return err
	}
	level := c.level(propagators.Domain)
	if level == propagators.Domain {
		// The Domain level needs bitsets spanning fewer than
		// cp.MaxDomainWidth values; wider variables get Bounds.
		ys, ok, err := c.b.bitsets(xs)
		if err != nil {
			return err
		}
		if !ok || len(ys) > 2 && c.b.span(ys) > cp.MaxDomainWidth/2 {
			level = propagators.Bounds
		} else {
			xs = ys
		}
	}
	return propagators.AllDifferent(c.b.s, xs, level)
}

// distinctOrFail returns xs when its variables are distinct; a repeated
// variable makes an all-different false, so the model fails (nil result).
func (b *builder) distinctOrFail(xs []cp.VarID) ([]cp.VarID, error) {
	seen := make(map[cp.VarID]bool, len(xs))
	for _, x := range xs {
		if seen[x] {
			c := call{b: b}
			return nil, c.fail()
		}
		seen[x] = true
	}
	return xs, nil
}

// table posts x ∈ t, t the tuples flattened row by row.
func table(c *call) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	flat, err := c.intArray(1)
	if err != nil {
		return err
	}
	n := len(xs)
	if n == 0 {
		return nil
	}
	if len(flat)%n != 0 {
		return errorf(c.line, "%s: %d table entries for tuples of %d variables", c.name, len(flat), n)
	}
	tuples := make([][]int, len(flat)/n)
	for i := range tuples {
		tuples[i] = flat[i*n : (i+1)*n]
	}
	if len(tuples) == 0 {
		return c.fail()
	}
	xs, tuples, ok, err := c.b.tableColumns(xs, tuples)
	if err != nil || !ok {
		return err
	}
	return propagators.Table(c.b.s, xs, tuples)
}

// regular posts MiniZinc's regular(x, Q, S, d, q0, F): states 1..Q, symbols
// 1..S, d the Q×S transition table flattened (0: no transition), start q0,
// accepting states F. The engine's DFA numbers states from 0.
func regular(c *call) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	Q, err := c.intPar(1)
	if err != nil {
		return err
	}
	S, err := c.intPar(2)
	if err != nil {
		return err
	}
	d, err := c.intArray(3)
	if err != nil {
		return err
	}
	q0, err := c.intPar(4)
	if err != nil {
		return err
	}
	F, err := c.set(5)
	if err != nil {
		return err
	}
	if Q < 1 || S < 0 || S > len(d) || Q > len(d)+1 || len(d) != Q*S {
		return errorf(c.line, "%s: a transition table of %d entries for %d states and %d symbols", c.name, len(d), Q, S)
	}
	if q0 < 1 || q0 > Q {
		return errorf(c.line, "%s: start state %d outside 1..%d", c.name, q0, Q)
	}
	var trans []dfa.Transition
	for q := 1; q <= Q; q++ {
		for sym := 1; sym <= S; sym++ {
			to := d[(q-1)*S+sym-1]
			if to < 0 || to > Q {
				return errorf(c.line, "%s: transition %d --%d--> %d leaves the states 0..%d", c.name, q, sym, to, Q)
			}
			if to != 0 {
				trans = append(trans, dfa.Transition{From: q - 1, Symbol: sym, To: to - 1})
			}
		}
	}
	var accepting []int
	for _, f := range F.Intersect(1, Q).Values() {
		accepting = append(accepting, f-1)
	}
	a, err := dfa.New(Q, q0-1, accepting, trans)
	if err != nil {
		return err
	}
	if len(xs) == 0 {
		return c.holdsOrFail(a.Accepting(a.Start()))
	}
	// The symbols are 1..S: an interval variable gets a bitset copy.
	if !c.b.clamp(1, max(S, 1), xs...) {
		return nil
	}
	if xs, _, err = c.b.bitsets(xs); err != nil {
		return err
	}
	return propagators.Regular(c.b.s, xs, a)
}

// circuit posts tessera_circuit(x, offset) or tessera_subcircuit: the
// successor values count from offset, the engine's nodes from 0, so the
// successors are shifted through Equal when offset ≠ 0.
func (c *call) circuit(post func(*cp.Store, []cp.VarID) error) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	off, err := c.intPar(1)
	if err != nil {
		return err
	}
	if len(xs) == 0 {
		return nil
	}
	if xs, err = c.b.distinctOrFail(xs); err != nil || xs == nil {
		return err
	}
	// The successors are off..off+n-1: interval variables get bitset copies.
	if !c.b.clamp(off, off+len(xs)-1, xs...) {
		return nil
	}
	if xs, _, err = c.b.bitsets(xs); err != nil {
		return err
	}
	if off != 0 {
		xs, err = c.b.shifted(xs, -off)
		if err != nil {
			return err
		}
	}
	return post(c.b.s, xs)
}

// shifted returns new variables y[i] = xs[i] + k.
func (b *builder) shifted(xs []cp.VarID, k int) ([]cp.VarID, error) {
	ys := make([]cp.VarID, len(xs))
	for i, x := range xs {
		ys[i] = b.helperVar(b.s.Min(x)+k, b.s.Max(x)+k)
		if err := propagators.Equal(b.s, ys[i], x, k); err != nil {
			return nil, err
		}
	}
	return ys, nil
}

// countEq posts c = |{i : x[i] = y}|.
func countEq(c *call) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	n, err := c.intVar(2)
	if err != nil {
		return err
	}
	if !c.b.clamp(0, len(xs), n) {
		return nil
	}
	y := cp.VarID(-1)
	if c.args[1].kind == argVar {
		y = c.args[1].x
	}
	if c.hasInterval() {
		// Too wide for a bitset even at the root: r_i ⇔ x_i = y, Σ r_i = n.
		all := append(slices.Clone(xs), n)
		if y >= 0 {
			all = append(all, y)
		}
		if _, ok, err := c.b.bitsets(all); err != nil || !ok {
			if err != nil {
				return err
			}
			if y < 0 {
				y = c.b.constVar(c.args[1].val)
			}
			return c.b.countReif(xs, y, n)
		}
		if xs, _, err = c.b.bitsets(xs); err != nil {
			return err
		}
		if n, _, err = c.b.bitsetOf(n); err != nil {
			return err
		}
	}
	if xs, err = c.b.distinct(xs, n); err != nil {
		return err
	}
	if c.args[1].kind == argConst {
		return propagators.Count(c.b.s, xs, c.args[1].val, n)
	}
	return c.countVar(xs, n)
}

// among posts n = |{i : x[i] ∈ S}|.
func among(c *call) error {
	n, err := c.intVar(0)
	if err != nil {
		return err
	}
	xs, err := c.varArray(1)
	if err != nil {
		return err
	}
	S, err := c.set(2)
	if err != nil {
		return err
	}
	if !c.b.clamp(0, len(xs), n) {
		return nil
	}
	if n, _, err = c.b.bitsetOf(n); err != nil {
		return err
	}
	ys, ok, err := c.b.bitsets(xs)
	if err != nil {
		return err
	}
	if !ok {
		return c.b.amongReif(xs, S, n)
	}
	if xs, err = c.b.distinct(ys, n); err != nil {
		return err
	}
	lo, hi := 0, -1
	for i, x := range xs {
		if i == 0 {
			lo, hi = c.b.s.Min(x), c.b.s.Max(x)
		}
		lo, hi = min(lo, c.b.s.Min(x)), max(hi, c.b.s.Max(x))
	}
	return propagators.Among(c.b.s, xs, S.Intersect(lo, hi).Values(), n)
}

// lex posts x <lex y (strict) or x ≤lex y with MiniZinc's meaning for
// arrays of different lengths: a proper prefix is smaller.
func (c *call) lex(strict bool) error {
	xs, err := c.varArray(0)
	if err != nil {
		return err
	}
	ys, err := c.varArray(1)
	if err != nil {
		return err
	}
	n := min(len(xs), len(ys))
	switch {
	case len(xs) < len(ys):
		strict = false // x is a proper prefix of y once x ≤lex y's prefix
	case len(xs) > len(ys):
		strict = true // y is a proper prefix: x must be smaller before it ends
	}
	if n == 0 {
		return c.holdsOrFail(!strict)
	}
	if strict {
		return propagators.LexLess(c.b.s, xs[:n], ys[:n])
	}
	return propagators.LexLessEq(c.b.s, xs[:n], ys[:n])
}

// countVar posts n = |{i : xs[i] = y}| for a variable y (argument 1), on
// variables the caller made distinct from n.
func (c *call) countVar(xs []cp.VarID, n cp.VarID) error {
	y, err := c.intVar(1)
	if err != nil {
		return err
	}
	if y, _, err = c.b.bitsetOf(y); err != nil {
		return err
	}
	if y == n {
		if y, err = c.b.copyVar(y); err != nil {
			return err
		}
	}
	if xs, err = c.b.distinct(xs, y, n); err != nil {
		return err
	}
	return propagators.CountVar(c.b.s, xs, y, n)
}
