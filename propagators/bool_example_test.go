package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// The clause a ∨ b ∨ ¬c: once a is false and c true, b must be true.
func ExampleBoolClause() {
	s := cp.NewStore()
	a, b, c := s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)
	if err := propagators.BoolClause(s, []cp.VarID{a, b}, []cp.VarID{c}); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	s.Push()
	s.Assign(a, 0)
	s.Assign(c, 1)
	s.Propagate()
	fmt.Println("a = 0, c = 1: b =", s.String(b))
	// Output:
	// a = 0, c = 1: b = {1}
}

// all ⇔ x ∧ y ∧ z, any ⇔ x ∨ y ∨ z and odd ⇔ x ⊕ y ⊕ z, with all = 0 and
// any = 1 and two of the three known.
func ExampleBoolAnd() {
	s := cp.NewStore()
	x, y, z := s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)
	all, any, odd := s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)
	xs := []cp.VarID{x, y, z}
	for _, err := range []error{
		propagators.BoolAnd(s, xs, all),
		propagators.BoolOr(s, xs, any),
		propagators.BoolXor(s, xs, odd),
	} {
		if err != nil {
			fmt.Println(err)
			return
		}
	}
	s.Assign(all, 0)
	s.Assign(x, 1)
	s.Assign(y, 1)
	s.Propagate()
	fmt.Println("z:", s.String(z), "any:", s.String(any), "odd:", s.String(odd))
	// Output:
	// z: {0} any: {1} odd: {0}
}
