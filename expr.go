package tessera

import (
	"fmt"
	"math"
	"math/bits"
	"strings"

	"github.com/tessera-cp/tessera/cp"
)

// Operand is what the arithmetic of expressions accepts: an integer (of
// any integer type), an IntVar, a BoolVar (its 0/1 value) or a LinExpr.
// Anything else makes the expression invalid, and the post that uses it
// records an error.
type Operand = any

// LinExpr is a linear expression Σ aᵢ·xᵢ + c over the variables of one
// model. It is an immutable value: Plus, Minus, Times and Neg return new
// expressions. A mistake while building it (an operand that is not an
// expression, variables of two models, an overflowing coefficient) is kept
// in the expression and recorded by the post that uses it.
type LinExpr struct {
	m     *Model
	terms []term // cap == len: appending always copies
	c     int
	err   error
}

type term struct {
	a int
	x cp.VarID
}

// Sum is x₁ + x₂ + … (IntVars or BoolVars).
func Sum[T IntVar | BoolVar](xs ...T) LinExpr {
	var e LinExpr
	e.terms = make([]term, 0, len(xs))
	for _, x := range xs {
		e = e.add(1, toExpr(x), true)
	}
	return e.clip()
}

// WeightedSum is Σ coeffs[i]·xs[i]. Slices of different lengths make the
// expression invalid.
func WeightedSum[T IntVar | BoolVar](coeffs []int, xs []T) LinExpr {
	var e LinExpr
	if len(coeffs) != len(xs) {
		e.err = argError("WeightedSum: %d coefficients for %d variables", len(coeffs), len(xs))
		return e
	}
	e.terms = make([]term, 0, len(xs))
	for i, x := range xs {
		e = e.add(coeffs[i], toExpr(x), true)
	}
	return e.clip()
}

// Expr converts an operand to a LinExpr.
func Expr(o Operand) LinExpr { return toExpr(o) }

// Plus is e + o.
func (e LinExpr) Plus(o Operand) LinExpr { return e.add(1, toExpr(o), false) }

// Minus is e - o.
func (e LinExpr) Minus(o Operand) LinExpr { return e.add(-1, toExpr(o), false) }

// Times is k·e.
func (e LinExpr) Times(k int) LinExpr {
	out := LinExpr{m: e.m, c: e.c, err: e.err, terms: make([]term, len(e.terms))}
	var ok bool
	if out.c, ok = mul(k, e.c); !ok && out.err == nil {
		out.err = argError("%d·(%v) overflows", k, e)
	}
	for i, t := range e.terms {
		a, ok := mul(k, t.a)
		if !ok && out.err == nil {
			out.err = argError("%d·(%v) overflows", k, e)
		}
		out.terms[i] = term{a, t.x}
	}
	return out
}

// Neg is -e.
func (e LinExpr) Neg() LinExpr { return e.Times(-1) }

// Err is the mistake made while building e, or nil.
func (e LinExpr) Err() error { return e.err }

// Constant reports whether e has no variable term, and its value.
func (e LinExpr) Constant() (int, bool) { return e.c, len(e.terms) == 0 }

// String renders e with the variables' names: "x + 2*y - z - 3".
func (e LinExpr) String() string {
	var b strings.Builder
	for i, t := range e.terms {
		a := t.a
		switch {
		case i == 0 && a < 0:
			b.WriteString("-")
			a = -a
		case i > 0 && a < 0:
			b.WriteString(" - ")
			a = -a
		case i > 0:
			b.WriteString(" + ")
		}
		if a != 1 {
			fmt.Fprintf(&b, "%d*", a)
		}
		if e.m != nil {
			b.WriteString(e.m.nameOf(t.x))
		} else {
			fmt.Fprintf(&b, "_%d", t.x)
		}
	}
	switch {
	case len(e.terms) == 0:
		fmt.Fprintf(&b, "%d", e.c)
	case e.c > 0:
		fmt.Fprintf(&b, " + %d", e.c)
	case e.c < 0:
		fmt.Fprintf(&b, " - %d", uint(-e.c))
	}
	return b.String()
}

// add returns e + k·o. inPlace appends to e's slice (Sum and WeightedSum
// build their own); otherwise the result is a copy.
func (e LinExpr) add(k int, o LinExpr, inPlace bool) LinExpr {
	out := e
	if !inPlace {
		out.terms = make([]term, len(e.terms), len(e.terms)+len(o.terms))
		copy(out.terms, e.terms)
	}
	if out.err == nil {
		out.err = o.err
	}
	if o.m != nil {
		switch {
		case out.m == nil:
			out.m = o.m
		case out.m != o.m && out.err == nil:
			out.err = argError("the expression mixes variables of two models")
		}
	}
	c, ok1 := mul(k, o.c)
	c, ok2 := add(out.c, c)
	if (!ok1 || !ok2) && out.err == nil {
		out.err = argError("the constant of the expression overflows")
	}
	out.c = c
	for _, t := range o.terms {
		a, ok := mul(k, t.a)
		if !ok && out.err == nil {
			out.err = argError("a coefficient of the expression overflows")
		}
		out.terms = append(out.terms, term{a, t.x})
	}
	if !inPlace {
		out = out.clip()
	}
	return out
}

func (e LinExpr) clip() LinExpr {
	e.terms = e.terms[:len(e.terms):len(e.terms)]
	return e
}

// toExpr converts an operand.
func toExpr(o Operand) LinExpr {
	switch v := o.(type) {
	case LinExpr:
		return v
	case IntVar:
		if v.m == nil {
			return LinExpr{err: argError("a zero IntVar in an expression (variables come from Model.IntVar, IntVars, IntGrid, …)")}
		}
		return LinExpr{m: v.m, terms: []term{{1, v.id}}}
	case BoolVar:
		if v.m == nil {
			return LinExpr{err: argError("a zero BoolVar in an expression")}
		}
		if v.neg { // 1 - b
			return LinExpr{m: v.m, terms: []term{{-1, v.id}}, c: 1}
		}
		return LinExpr{m: v.m, terms: []term{{1, v.id}}}
	case int:
		return LinExpr{c: v}
	case int8:
		return LinExpr{c: int(v)}
	case int16:
		return LinExpr{c: int(v)}
	case int32:
		return LinExpr{c: int(v)}
	case int64:
		return LinExpr{c: int(v)}
	case uint8:
		return LinExpr{c: int(v)}
	case uint16:
		return LinExpr{c: int(v)}
	case uint32:
		return LinExpr{c: int(v)}
	case uint:
		if uint64(v) > math.MaxInt64 {
			return LinExpr{err: argError("the constant %d overflows int", v)}
		}
		return LinExpr{c: int(v)}
	case uint64:
		if v > math.MaxInt64 {
			return LinExpr{err: argError("the constant %d overflows int", v)}
		}
		return LinExpr{c: int(v)}
	case nil:
		return LinExpr{err: argError("nil is not an expression (want an integer, IntVar, BoolVar or LinExpr)")}
	}
	return LinExpr{err: argError("%T is not an expression (want an integer, IntVar, BoolVar or LinExpr)", o)}
}

// mul is a·b with overflow detection.
func mul(a, b int) (int, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	hi, lo := bits.Mul64(uint64(abs(a)), uint64(abs(b)))
	neg := (a < 0) != (b < 0)
	if hi != 0 || lo > math.MaxInt64+1 || lo == math.MaxInt64+1 && !neg {
		return 0, false
	}
	if neg {
		return -int(lo), true
	}
	return int(lo), true
}

// add is a+b with overflow detection.
func add(a, b int) (int, bool) {
	s := a + b
	if (a > 0 && b > 0 && s < 0) || (a < 0 && b < 0 && s >= 0) {
		return 0, false
	}
	return s, true
}

// abs is |a| as an unsigned value (exact for math.MinInt64).
func abs(a int) uint64 {
	if a < 0 {
		return uint64(-a)
	}
	return uint64(a)
}

// IntVar arithmetic: the same as on Expr(x).

// Plus is x + o.
func (x IntVar) Plus(o Operand) LinExpr { return toExpr(x).Plus(o) }

// Minus is x - o.
func (x IntVar) Minus(o Operand) LinExpr { return toExpr(x).Minus(o) }

// Times is k·x.
func (x IntVar) Times(k int) LinExpr { return toExpr(x).Times(k) }

// Neg is -x.
func (x IntVar) Neg() LinExpr { return toExpr(x).Neg() }
