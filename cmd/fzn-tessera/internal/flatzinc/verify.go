package flatzinc

import (
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Verify checks the store's current assignment against the model without
// the engine: every declared variable is fixed and within its declared
// domain, and every constraint holds when evaluated directly on the values
// (plain arithmetic over the resolved arguments, one function per
// constraint, written apart from the propagators). The command verifies
// every solution before printing it, the tests every solution they count.
func (p *Problem) Verify(s *cp.Store) error {
	for x, vi := range p.vars {
		id := cp.VarID(x)
		if !s.Fixed(id) {
			return fmt.Errorf("variable %s is not fixed", vi.describe(x))
		}
		v := s.Value(id)
		if vi.isBool && v != 0 && v != 1 {
			return fmt.Errorf("bool variable %s has the value %d", vi.describe(x), v)
		}
		if vi.dom != nil && !vi.dom.Contains(v) {
			return fmt.Errorf("variable %s = %d is outside its domain %v", vi.describe(x), v, vi.dom)
		}
	}
	for _, c := range p.constraints {
		check, ok := checks[c.name]
		if !ok {
			return fmt.Errorf("line %d: no check for %s", c.line, c.name)
		}
		e := evaluator{s: s}
		if !check(&e, c.args) {
			return fmt.Errorf("line %d: %s is violated", c.line, c.name)
		}
	}
	return nil
}

func (vi varInfo) describe(x int) string {
	if vi.name != "" {
		return vi.name
	}
	return fmt.Sprintf("#%d", x)
}

// evaluator reads argument values at a solution.
type evaluator struct{ s *cp.Store }

func (e *evaluator) v(a arg) int {
	if a.kind == argVar {
		return e.s.Value(a.x)
	}
	return a.val
}

func (e *evaluator) vs(a arg) []int {
	out := make([]int, len(a.elems))
	for i, x := range a.elems {
		out[i] = e.v(x)
	}
	return out
}

// check evaluates one constraint on its resolved arguments.
type check func(e *evaluator, a []arg) bool

// checks holds one evaluation per constraint name; arities are the
// builder's.
var checks = map[string]check{}

func init() {
	cmp := map[string]func(x, y int) bool{
		"eq": func(x, y int) bool { return x == y },
		"ne": func(x, y int) bool { return x != y },
		"le": func(x, y int) bool { return x <= y },
		"lt": func(x, y int) bool { return x < y },
	}
	for name, f := range cmp {
		binary := func(e *evaluator, a []arg) bool { return f(e.v(a[0]), e.v(a[1])) }
		linear := func(e *evaluator, a []arg) bool { return f(dot(e.vs(a[0]), e.vs(a[1])), e.v(a[2])) }
		addWithReif("int_"+name, binary)
		if name != "lt" {
			addWithReif("int_lin_"+name, linear)
		}
		if name != "ne" {
			addWithReif("bool_"+name, binary)
		}
	}
	checks["bool_lin_eq"] = func(e *evaluator, a []arg) bool { return dot(e.vs(a[0]), e.vs(a[1])) == e.v(a[2]) }
	checks["bool_lin_le"] = func(e *evaluator, a []arg) bool { return dot(e.vs(a[0]), e.vs(a[1])) <= e.v(a[2]) }
	checks["bool2int"] = func(e *evaluator, a []arg) bool { return e.v(a[0]) == e.v(a[1]) }
	checks["bool_not"] = func(e *evaluator, a []arg) bool { return e.v(a[0]) != e.v(a[1]) }

	checks["int_plus"] = func(e *evaluator, a []arg) bool { return e.v(a[0])+e.v(a[1]) == e.v(a[2]) }
	checks["int_times"] = func(e *evaluator, a []arg) bool {
		p, ok := mulExact(e.v(a[0]), e.v(a[1]))
		return ok && p == e.v(a[2])
	}
	checks["int_abs"] = func(e *evaluator, a []arg) bool { return abs(e.v(a[0])) == e.v(a[1]) }
	checks["int_max"] = func(e *evaluator, a []arg) bool { return max(e.v(a[0]), e.v(a[1])) == e.v(a[2]) }
	checks["int_min"] = func(e *evaluator, a []arg) bool { return min(e.v(a[0]), e.v(a[1])) == e.v(a[2]) }
	checks["int_div"] = func(e *evaluator, a []arg) bool {
		x, y := e.v(a[0]), e.v(a[1])
		return y != 0 && x/y == e.v(a[2]) // Go's / truncates, as FlatZinc's div
	}
	checks["int_mod"] = func(e *evaluator, a []arg) bool {
		x, y := e.v(a[0]), e.v(a[1])
		return y != 0 && x%y == e.v(a[2]) // Go's % takes the sign of x, as FlatZinc's mod
	}
	checks["int_pow"] = func(e *evaluator, a []arg) bool {
		z, ok := powExact(e.v(a[0]), e.v(a[1]))
		return ok && z == e.v(a[2])
	}
	checks["array_int_maximum"] = func(e *evaluator, a []arg) bool { return slices.Max(e.vs(a[1])) == e.v(a[0]) }
	checks["array_int_minimum"] = func(e *evaluator, a []arg) bool { return slices.Min(e.vs(a[1])) == e.v(a[0]) }
	element := func(e *evaluator, a []arg) bool {
		i, xs := e.v(a[0]), e.vs(a[1])
		return i >= 1 && i <= len(xs) && xs[i-1] == e.v(a[2])
	}
	for _, n := range []string{"array_int_element", "array_bool_element", "array_var_int_element", "array_var_bool_element"} {
		checks[n] = element
	}
	clause := func(e *evaluator, a []arg) bool {
		return slices.Contains(e.vs(a[0]), 1) || slices.Contains(e.vs(a[1]), 0)
	}
	addWithReif("bool_clause", clause)
	all := func(xs []int) bool { return !slices.Contains(xs, 0) }
	anyTrue := func(xs []int) bool { return slices.Contains(xs, 1) }
	odd := func(xs []int) bool { return count(xs, 1)%2 == 1 }
	for name, f := range map[string]func([]int) bool{"and": all, "or": anyTrue, "xor": odd} {
		// bool_and(a, b, r): r ⇔ a ∧ b; array_bool_and(as, r): r ⇔ ∧as.
		checks["bool_"+name] = func(e *evaluator, a []arg) bool {
			if len(a) == 2 { // bool_xor(a, b): a ≠ b
				return e.v(a[0]) != e.v(a[1])
			}
			return f([]int{e.v(a[0]), e.v(a[1])}) == (e.v(a[2]) == 1)
		}
		checks["array_bool_"+name] = func(e *evaluator, a []arg) bool {
			if len(a) == 1 { // array_bool_xor(as): odd parity
				return f(e.vs(a[0]))
			}
			return f(e.vs(a[0])) == (e.v(a[1]) == 1)
		}
		checks["bool_"+name+"_imp"] = func(e *evaluator, a []arg) bool {
			return e.v(a[2]) == 0 || f([]int{e.v(a[0]), e.v(a[1])})
		}
		checks["array_bool_"+name+"_imp"] = func(e *evaluator, a []arg) bool {
			return e.v(a[1]) == 0 || f(e.vs(a[0]))
		}
	}
	delete(checks, "array_bool_xor_imp") // no such builtin
	addWithReif("set_in", func(e *evaluator, a []arg) bool { return a[1].set.Contains(e.v(a[0])) })
}

// addWithReif adds the check of name and of its _reif (r ⇔ C) and _imp
// (r ⇒ C) forms, whose last argument is r.
func addWithReif(name string, c check) {
	checks[name] = c
	checks[name+"_reif"] = func(e *evaluator, a []arg) bool {
		return c(e, a[:len(a)-1]) == (e.v(a[len(a)-1]) == 1)
	}
	checks[name+"_imp"] = func(e *evaluator, a []arg) bool {
		return e.v(a[len(a)-1]) == 0 || c(e, a[:len(a)-1])
	}
}

func count(xs []int, v int) int {
	n := 0
	for _, x := range xs {
		if x == v {
			n++
		}
	}
	return n
}

func dot(as, xs []int) int {
	s := 0
	for i := range as {
		s += as[i] * xs[i]
	}
	return s
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// mulExact multiplies, reporting false when the product leaves the value
// range ±(2^62-1) (no variable can then equal it).
func mulExact(x, y int) (int, bool) {
	if x == 0 || y == 0 {
		return 0, true
	}
	p := x * y
	if p/y != x || abs(p) > maxLiteral || abs(x) > maxLiteral || abs(y) > maxLiteral {
		return 0, false
	}
	return p, true
}

// powExact is x^y as FlatZinc defines it (for y < 0: 1 div x^-y, undefined
// for x = 0), false when undefined or out of range.
func powExact(x, y int) (int, bool) {
	switch {
	case y < 0 && x == 0:
		return 0, false
	case x == 1 || y == 0:
		return 1, true
	case x == -1:
		return 1 - 2*(y&1), true
	case y < 0 || x == 0:
		return 0, true // 1 div x^-y with |x| ≥ 2 truncates to 0
	}
	r := 1
	for range y { // |x| ≥ 2: at most 62 rounds before the range is left
		var ok bool
		if r, ok = mulExact(r, x); !ok {
			return 0, false
		}
	}
	return r, true
}
