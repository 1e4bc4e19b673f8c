package tessera

import (
	"slices"
	"strings"

	"github.com/tessera-cp/tessera/propagators"
)

// Constraint is a constraint not yet posted: a linear comparison
// (x.Le(y), Sum(xs...).Eq(15)), a set membership (x.In(1, 3)) or a Boolean
// formula (Or, And, Xor, Clause, Implies). Model.Add posts it,
// Model.Reify posts its truth value as a new BoolVar, Iff and OnlyIf tie it
// to a Boolean. It is an immutable value; a mistake in its operands is
// kept and recorded by the post.
type Constraint struct {
	k ckind

	// Linear: lhs rel rhs, with rel one of EQ, NE, LE, GE (< and > are
	// folded into LE and GE by one).
	lhs, rhs LinExpr
	rel      propagators.Rel
	strict   bool // rendered as < or > (rhs already moved by one)

	// Set membership: x ∈ values (or ∉ when k is kNotIn).
	x      IntVar
	values []int

	// Boolean: And, Or, Xor of lits; Clause is Or.
	lits []BoolVar

	// Condition: none, b ⇔ c, or b ⇒ c.
	cond     BoolVar
	condMode condMode

	err error
}

type ckind uint8

const (
	kInvalid ckind = iota
	kLinear
	kIn
	kNotIn
	kAnd
	kOr
	kXor
)

type condMode uint8

const (
	condNone condMode = iota
	condIff
	condOnlyIf
)

// linear builds lhs rel rhs.
func linear(lhs LinExpr, rel propagators.Rel, rhs Operand, strict bool) Constraint {
	r := toExpr(rhs)
	c := Constraint{k: kLinear, lhs: lhs, rhs: r, rel: rel, strict: strict}
	c.err = lhs.err
	if c.err == nil {
		c.err = r.err
	}
	if c.err == nil && lhs.m != nil && r.m != nil && lhs.m != r.m {
		c.err = argError("the constraint mixes variables of two models")
	}
	return c
}

// Eq is e == o.
func (e LinExpr) Eq(o Operand) Constraint { return linear(e, propagators.EQ, o, false) }

// Ne is e != o.
func (e LinExpr) Ne(o Operand) Constraint { return linear(e, propagators.NE, o, false) }

// Le is e <= o.
func (e LinExpr) Le(o Operand) Constraint { return linear(e, propagators.LE, o, false) }

// Ge is e >= o.
func (e LinExpr) Ge(o Operand) Constraint { return linear(e, propagators.GE, o, false) }

// Lt is e < o, that is e <= o - 1.
func (e LinExpr) Lt(o Operand) Constraint { return linear(e, propagators.LE, toExpr(o).Minus(1), true) }

// Gt is e > o, that is e >= o + 1.
func (e LinExpr) Gt(o Operand) Constraint { return linear(e, propagators.GE, toExpr(o).Plus(1), true) }

// Eq is x == o.
func (x IntVar) Eq(o Operand) Constraint { return toExpr(x).Eq(o) }

// Ne is x != o.
func (x IntVar) Ne(o Operand) Constraint { return toExpr(x).Ne(o) }

// Le is x <= o.
func (x IntVar) Le(o Operand) Constraint { return toExpr(x).Le(o) }

// Ge is x >= o.
func (x IntVar) Ge(o Operand) Constraint { return toExpr(x).Ge(o) }

// Lt is x < o.
func (x IntVar) Lt(o Operand) Constraint { return toExpr(x).Lt(o) }

// Gt is x > o.
func (x IntVar) Gt(o Operand) Constraint { return toExpr(x).Gt(o) }

// In is x ∈ {values}.
func (x IntVar) In(values ...int) Constraint {
	return Constraint{k: kIn, x: x, values: slices.Clone(values)}
}

// NotIn is x ∉ {values}.
func (x IntVar) NotIn(values ...int) Constraint {
	return Constraint{k: kNotIn, x: x, values: slices.Clone(values)}
}

// And is b₁ ∧ b₂ ∧ … (true for no literal).
func And(bs ...BoolVar) Constraint { return Constraint{k: kAnd, lits: slices.Clone(bs)} }

// Or is b₁ ∨ b₂ ∨ … (false for no literal).
func Or(bs ...BoolVar) Constraint { return Constraint{k: kOr, lits: slices.Clone(bs)} }

// Xor is b₁ ⊕ b₂ ⊕ …: an odd number of the literals are true.
func Xor(bs ...BoolVar) Constraint { return Constraint{k: kXor, lits: slices.Clone(bs)} }

// Clause is p₁ ∨ … ∨ ¬n₁ ∨ …: one of pos is true or one of neg is false.
func Clause(pos, neg []BoolVar) Constraint {
	lits := make([]BoolVar, 0, len(pos)+len(neg))
	lits = append(lits, pos...)
	for _, b := range neg {
		lits = append(lits, b.Not())
	}
	return Constraint{k: kOr, lits: lits}
}

// Implies is b ⇒ o, the clause ¬b ∨ o.
func (b BoolVar) Implies(o BoolVar) Constraint { return Or(b.Not(), o) }

// Iff is b ⇔ o (b = o).
func (b BoolVar) Iff(o BoolVar) Constraint { return Xor(b, o).Not() }

// Not is the negation of c: a linear relation is inverted (== and !=,
// <= and >), a membership complemented, And and Or exchanged by De
// Morgan, and Xor given one more true literal. A condition is kept: the
// negation of b ⇔ c is b ⇔ ¬c; a conditional b ⇒ c cannot be negated and
// makes the result invalid.
func (c Constraint) Not() Constraint {
	if c.condMode == condOnlyIf && c.err == nil {
		c.err = argError("the negation of a conditional constraint (OnlyIf) is not a constraint the layer posts")
		return c
	}
	switch c.k {
	case kLinear:
		switch c.rel {
		case propagators.EQ:
			c.rel = propagators.NE
		case propagators.NE:
			c.rel = propagators.EQ
		case propagators.LE: // ¬(l ≤ r) ⇔ l ≥ r + 1
			c.rel, c.rhs = propagators.GE, c.rhs.Plus(1)
			c.strict = !c.strict
		case propagators.GE:
			c.rel, c.rhs = propagators.LE, c.rhs.Minus(1)
			c.strict = !c.strict
		}
		if c.err == nil {
			c.err = c.rhs.err
		}
	case kIn:
		c.k = kNotIn
	case kNotIn:
		c.k = kIn
	case kAnd, kOr:
		lits := make([]BoolVar, len(c.lits))
		for i, b := range c.lits {
			lits[i] = b.Not()
		}
		c.lits = lits
		if c.k == kAnd {
			c.k = kOr
		} else {
			c.k = kAnd
		}
	case kXor:
		lits := slices.Clone(c.lits)
		if len(lits) > 0 {
			lits[0] = lits[0].Not()
			c.lits = lits
		} else {
			c.k = kAnd // ¬xor() = ¬false: and() is true
		}
	}
	return c
}

// OnlyIf makes c conditional: b ⇒ c (half-reification); when b is false c
// is not enforced. A constraint may carry one condition only.
func (c Constraint) OnlyIf(b BoolVar) Constraint { return c.withCond(b, condOnlyIf) }

// Iff ties c to b: b ⇔ c (reification).
func (c Constraint) Iff(b BoolVar) Constraint { return c.withCond(b, condIff) }

func (c Constraint) withCond(b BoolVar, mode condMode) Constraint {
	if c.condMode != condNone && c.err == nil {
		c.err = argError("the constraint already has a condition (%v)", c.cond)
	}
	c.cond, c.condMode = b, mode
	return c
}

// Err is the mistake made while building c, or nil.
func (c Constraint) Err() error { return c.err }

// String renders c: "x + y == z", "q[2] in {1, 3}", "or(a, !b)", with its
// condition ("b -> …", "b <-> …").
func (c Constraint) String() string {
	var b strings.Builder
	switch c.condMode {
	case condIff:
		b.WriteString(c.cond.String() + " <-> ")
	case condOnlyIf:
		b.WriteString(c.cond.String() + " -> ")
	}
	switch c.k {
	case kLinear:
		rhs, rel := c.rhs, c.rel.String()
		if c.strict {
			if c.rel == propagators.LE {
				rhs, rel = rhs.Plus(1), "<"
			} else {
				rhs, rel = rhs.Minus(1), ">"
			}
		}
		b.WriteString(c.lhs.String() + " " + rel + " " + rhs.String())
	case kIn, kNotIn:
		b.WriteString(c.x.String())
		if c.k == kIn {
			b.WriteString(" in {")
		} else {
			b.WriteString(" not in {")
		}
		for i, v := range c.values {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(itoa(v))
		}
		b.WriteString("}")
	case kAnd, kOr, kXor:
		b.WriteString([...]string{kAnd: "and(", kOr: "or(", kXor: "xor("}[c.k])
		for i, l := range c.lits {
			if i > 0 {
				b.WriteString(", ")
			}
			if i == maxDescribed {
				b.WriteString("… " + itoa(len(c.lits)) + " literals")
				break
			}
			b.WriteString(l.String())
		}
		b.WriteString(")")
	default:
		b.WriteString("<invalid constraint>")
	}
	return b.String()
}
