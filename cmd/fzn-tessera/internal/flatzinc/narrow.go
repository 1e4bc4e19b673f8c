package flatzinc

import (
	"context"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Interval variables (a var int without bounds, a domain wider than
// cp.MaxDomainWidth values) in the constraints whose propagators need
// bitset domains. Such a constraint waits until every other constraint is
// posted and the root is propagated (postDeferred); then each interval
// variable whose bounds have come within cp.MaxDomainWidth values, or that
// the constraint itself bounds (an index, a symbol, a successor, a count),
// is replaced by a bitset copy tied by Equal (bitsetOf), and a constraint
// on a variable still too wide is posted through a decomposition that
// reasons on bounds (decompose.go). So no model is refused for its
// domains.

// needsBitsets names the constraints that wait for the root bounds when
// one of their int variables is an interval variable.
var needsBitsets = map[string]bool{
	"fzn_all_different_int": true, "fzn_table_int": true, "fzn_regular": true,
	"tessera_circuit": true, "tessera_subcircuit": true, "fzn_count_eq": true,
	"fzn_count_eq_par": true, "fzn_among": true, "fzn_alldifferent_except_0": true,
	"tessera_alldifferent_except": true, "fzn_global_cardinality": true,
	"fzn_global_cardinality_closed": true, "fzn_nvalue": true, "tessera_inverse": true,
	"array_int_element": true, "array_var_int_element": true,
	"set_in_reif": true, "set_in_imp": true,
}

// deferredCall is a constraint waiting for the root bounds.
type deferredCall struct {
	c     *call
	ci    *Constraint
	bi    builtin
	index int // conIndex
}

// hasInterval reports whether an argument is (or holds) an interval
// variable.
func (c *call) hasInterval() bool {
	for _, a := range c.args {
		if a.kind == argVar && c.b.s.IsInterval(a.x) {
			return true
		}
		for _, e := range a.elems {
			if e.kind == argVar && c.b.s.IsInterval(e.x) {
				return true
			}
		}
	}
	return false
}

// postDeferred propagates the root and posts the waiting constraints, in
// their order in the model. A root that fails leaves them unposted: the
// model has no solution whatever they say.
func (b *builder) postDeferred() error {
	b.final = true
	if len(b.deferred) == 0 || b.s.Failed() {
		return nil
	}
	if b.ctx != nil {
		stop := context.AfterFunc(b.ctx, b.s.Interrupt)
		defer stop()
	}
	switch b.s.PropagateInterruptible() {
	case cp.Failure:
		b.p.rootFailProp = b.s.FailedProp()
		return nil
	case cp.Interrupted: // post on the bounds reached
		b.s.ClearInterrupt()
	}
	for _, d := range b.deferred {
		if b.s.Failed() {
			return nil // an earlier one failed the model: the rest cannot matter
		}
		b.conIndex = d.index
		if err := b.post(d.c, d.ci, d.bi); err != nil {
			return err
		}
	}
	return nil
}

// bitsetOf returns x when it has a bitset domain, else a bitset copy tied
// to it by Equal once its bounds span fewer than cp.MaxDomainWidth values
// (one copy per variable); ok is false when x is still too wide.
func (b *builder) bitsetOf(x cp.VarID) (y cp.VarID, ok bool, err error) {
	s := b.s
	if !s.IsInterval(x) {
		return x, true, nil
	}
	if y, ok := b.copies[x]; ok {
		// Made for an earlier constraint: x's bounds may have moved since
		// (a clamp), and Equal only carries them over at propagation.
		s.SetMin(y, s.Min(x))
		s.SetMax(y, s.Max(x))
		return y, true, nil
	}
	w := s.Max(x) - s.Min(x)
	if w >= cp.MaxDomainWidth || b.words+w/64+1 > maxDomainWords {
		return x, false, nil
	}
	b.words += w/64 + 1
	if y, err = b.copyVar(x); err != nil {
		return x, false, err
	}
	b.copies[x] = y
	return y, true, nil
}

// bitsets maps bitsetOf over xs; ok is false (and xs returned unchanged)
// when one of them is still too wide.
func (b *builder) bitsets(xs []cp.VarID) ([]cp.VarID, bool, error) {
	for _, x := range xs {
		if b.s.IsInterval(x) && b.s.Max(x)-b.s.Min(x) >= cp.MaxDomainWidth {
			return xs, false, nil
		}
	}
	out := make([]cp.VarID, len(xs))
	for i, x := range xs {
		y, ok, err := b.bitsetOf(x)
		if err != nil || !ok {
			return xs, false, err
		}
		out[i] = y
	}
	return out, true, nil
}

// clamp restricts the variables to lo..hi, a range the constraint implies
// (an index, a symbol); false when the store failed.
func (b *builder) clamp(lo, hi int, xs ...cp.VarID) bool {
	for _, x := range xs {
		if !b.s.SetMin(x, lo) || !b.s.SetMax(x, hi) {
			return false
		}
	}
	return true
}

// helperBool creates a 0/1 variable the model does not name.
func (b *builder) helperBool() cp.VarID {
	x := b.helperVar(0, 1)
	b.p.vars[x].isBool = true
	return x
}

// eqReif returns a helper boolean r ⇔ x = y + k (bounds reasoning, any
// domains).
func (b *builder) eqReif(x, y cp.VarID, k int, rel propagators.Rel) (cp.VarID, error) {
	r := b.helperBool()
	return r, propagators.ReifLinear(b.s, []int{1, -1}, []cp.VarID{x, y}, rel, k, r, propagators.Equiv)
}
