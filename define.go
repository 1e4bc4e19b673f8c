package tessera

import (
	"github.com/tessera-cp/tessera/cp"
)

// Define returns a variable equal to the expression e (an Operand), with
// the domain its bounds allow: a constant gives Const, a variable itself,
// anything else a new variable v and the post v == e. An empty name names
// v after e: "(mark[3] - mark[1])". The variable is introduced by the
// model: the default search branches on it last, after the variables the
// user created.
// A range wider than cp.MaxDomainWidth gives an interval variable; one
// past cp.MinValue..cp.MaxValue records an error.
func (m *Model) Define(e Operand, name string) IntVar {
	x := toExpr(e)
	what := "Define " + name
	if x.err != nil {
		m.postErr(what, desc{}, x.err)
		return m.Const(0)
	}
	if x.m != nil && x.m != m {
		m.postErr(what, desc{}, argError("a variable of the expression belongs to another model"))
		return m.Const(0)
	}
	if c, ok := x.Constant(); ok {
		return m.Const(c)
	}
	if len(x.terms) == 1 && x.terms[0].a == 1 && x.c == 0 {
		return IntVar{m, x.terms[0].x}
	}
	lo, hi, ok := m.bounds(x)
	if !ok || lo < cp.MinValue || hi > cp.MaxValue {
		m.postErr(what, desc{}, argError("the range of %v reaches past ±(2^62-1), the values a store holds", x))
		return m.Const(0)
	}
	if name == "" {
		name = "(" + x.String() + ")"
	}
	v := m.intVar(lo, hi, name, -1, -1, roleIntroduced)
	m.Add(v.Eq(x))
	return v
}

// bounds returns the smallest and largest values of e over the current
// domains; ok is false when they overflow.
func (m *Model) bounds(e LinExpr) (lo, hi int, ok bool) {
	lo, hi = e.c, e.c
	for _, t := range e.terms {
		a, b := t.a, t.a
		var ok1, ok2 bool
		if t.a > 0 {
			a, ok1 = mul(t.a, m.s.Min(t.x))
			b, ok2 = mul(t.a, m.s.Max(t.x))
		} else {
			a, ok1 = mul(t.a, m.s.Max(t.x))
			b, ok2 = mul(t.a, m.s.Min(t.x))
		}
		var ok3, ok4 bool
		lo, ok3 = add(lo, a)
		hi, ok4 = add(hi, b)
		if !ok1 || !ok2 || !ok3 || !ok4 {
			return 0, 0, false
		}
	}
	return lo, hi, true
}
