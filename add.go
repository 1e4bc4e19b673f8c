package tessera

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Add posts c. A linear constraint is normalised once (repeated variables
// merged, constants folded, < and > made ≤ and ≥) and posted to the
// strongest fitting propagator: x ≠ y + c, x = y + c and x ≤ y + c to the
// binary ones, a single variable to a domain operation, longer sums to
// propagators.Linear (which also divides by the gcd of the coefficients).
// A membership prunes the domain; Boolean formulas go to the clause and
// Boolean propagators; a condition (Iff, OnlyIf) to the reified ones.
func (m *Model) Add(c Constraint) Posted {
	what := c.what()
	return m.post(what, desc{c: &c}, func(s *cp.Store) error { return m.postConstraint(c) })
}

// Reify returns a new Boolean b with b ⇔ c. c must carry no condition.
func (m *Model) Reify(c Constraint) BoolVar {
	bv := boolOf(m.intVar(0, 1, "["+c.String()+"]", -1, -1, roleIntroduced))
	if bv.m == nil { // refused (a search is running): the error is recorded
		return bv
	}
	m.Add(c.Iff(bv))
	return bv
}

// what names the kind of constraint c for errors.
func (c Constraint) what() string {
	base := [...]string{kInvalid: "constraint", kLinear: "linear", kIn: "in", kNotIn: "not in", kAnd: "and", kOr: "or", kXor: "xor"}[c.k]
	switch c.condMode {
	case condIff:
		return "reified " + base
	case condOnlyIf:
		return "half-reified " + base
	}
	return base
}

// postConstraint posts c on the store.
func (m *Model) postConstraint(c Constraint) error {
	if c.err != nil {
		return c.err
	}
	if c.condMode != condNone {
		if err := m.checkBool(c.cond); err != nil {
			return err
		}
	}
	switch c.k {
	case kLinear:
		l, err := m.normalize(c)
		if err != nil {
			return err
		}
		return m.postLinear(l, c.cond, c.condMode)
	case kIn, kNotIn:
		if err := m.check(c.x); err != nil {
			return err
		}
		return m.postIn(c.x.id, c.values, c.k == kIn, c.cond, c.condMode)
	case kAnd, kOr, kXor:
		for i, b := range c.lits {
			if err := m.checkBool(b); err != nil {
				return fmt.Errorf("literal %d: %w", i, err)
			}
		}
		return m.postBool(c.k, c.lits, c.cond, c.condMode)
	}
	return argError("the zero Constraint (constraints come from comparisons such as x.Le(y), In, And, Or, …)")
}

// linNorm is a normalised linear constraint Σ a[i]·x[i] rel c, each
// variable once, no zero coefficient, rel one of EQ, NE, LE, GE.
type linNorm struct {
	a   []int
	x   []cp.VarID
	rel propagators.Rel
	c   int
}

// normalize moves everything of c to the left, merges repeated variables
// and moves the constant to the right.
func (m *Model) normalize(c Constraint) (linNorm, error) {
	for _, e := range []LinExpr{c.lhs, c.rhs} {
		if e.m != nil && e.m != m {
			return linNorm{}, argError("a variable of the constraint belongs to another model")
		}
	}
	l := linNorm{rel: c.rel}
	n := len(c.lhs.terms) + len(c.rhs.terms)
	l.a, l.x = make([]int, 0, n), make([]cp.VarID, 0, n)
	var pos map[cp.VarID]int // past a few terms; a scan of l.x before
	if n > 16 {
		pos = make(map[cp.VarID]int, n)
	}
	find := func(x cp.VarID) (int, bool) {
		if pos != nil {
			j, ok := pos[x]
			return j, ok
		}
		for j, y := range l.x {
			if y == x {
				return j, true
			}
		}
		return 0, false
	}
	merge := func(k int, ts []term) error {
		for _, t := range ts {
			a, ok := mul(k, t.a)
			if !ok {
				return argError("a coefficient overflows")
			}
			if j, ok := find(t.x); ok {
				if l.a[j], ok = add(l.a[j], a); !ok {
					return argError("the merged coefficients of %s overflow", m.nameOf(t.x))
				}
				continue
			}
			if pos != nil {
				pos[t.x] = len(l.a)
			}
			l.a = append(l.a, a)
			l.x = append(l.x, t.x)
		}
		return nil
	}
	if err := merge(1, c.lhs.terms); err != nil {
		return l, err
	}
	if err := merge(-1, c.rhs.terms); err != nil {
		return l, err
	}
	k := 0
	for i := range l.a {
		if l.a[i] != 0 {
			l.a[k], l.x[k] = l.a[i], l.x[i]
			k++
		}
	}
	l.a, l.x = l.a[:k], l.x[:k]
	var ok bool
	if l.c, ok = add(c.rhs.c, -c.lhs.c); !ok || c.lhs.c == minInt {
		return l, argError("the constant of the constraint overflows")
	}
	return l, nil
}

const minInt = -1 << 63

// holds reports whether 0 rel c holds (a linear constraint with no
// variable left).
func (l linNorm) holds() bool {
	switch l.rel {
	case propagators.EQ:
		return l.c == 0
	case propagators.NE:
		return l.c != 0
	case propagators.LE:
		return 0 <= l.c
	}
	return 0 >= l.c
}

// negate returns the complement of l (¬(Σ ≤ c) ⇔ Σ ≥ c+1, …).
func (l linNorm) negate() (linNorm, error) {
	out := l
	var ok bool
	switch l.rel {
	case propagators.EQ:
		out.rel = propagators.NE
	case propagators.NE:
		out.rel = propagators.EQ
	case propagators.LE:
		out.rel = propagators.GE
		out.c, ok = add(l.c, 1)
		if !ok {
			return out, argError("the constant of the constraint overflows")
		}
	case propagators.GE:
		out.rel = propagators.LE
		out.c, ok = add(l.c, -1)
		if !ok {
			return out, argError("the constant of the constraint overflows")
		}
	}
	return out, nil
}

// postLinear posts l, under a condition.
func (m *Model) postLinear(l linNorm, b BoolVar, mode condMode) error {
	s := m.s
	if err := m.checkMagnitude(l); err != nil {
		return err
	}
	if mode == condNone {
		// propagators.Linear rewrites to the binary propagators, a domain
		// operation or a constant check, after the gcd division.
		return propagators.Linear(s, l.a, l.x, l.rel, l.c)
	}
	if mode == condIff && b.neg { // ¬v ⇔ c  ≡  v ⇔ ¬c
		n, err := l.negate()
		if err != nil {
			return err
		}
		l, b = n, b.Not()
	}
	if len(l.x) == 0 { // the truth of c is known
		switch {
		case mode == condIff:
			return m.assignLit(b, l.holds())
		case !l.holds(): // b ⇒ false: b is false
			return m.assignLit(b, false)
		}
		return nil
	}
	return propagators.ReifLinear(s, l.a, l.x, l.rel, l.c, m.plain(b), reifMode(mode))
}

// linearLimit is propagators.Linear's bound on |c| + Σ |aᵢ|·max|xᵢ|.
const linearLimit = 1 << 61

// checkMagnitude refuses a constraint whose sums could overflow, naming
// the term that makes it so (propagators.Linear refuses it too, but knows
// no names).
func (m *Model) checkMagnitude(l linNorm) error {
	total := abs(l.c)
	for i, a := range l.a {
		x := l.x[i]
		hi, lo := bits.Mul64(abs(a), max(abs(m.s.Min(x)), abs(m.s.Max(x))))
		var carry uint64
		total, carry = bits.Add64(total, lo, 0)
		if hi != 0 || carry != 0 || total > linearLimit {
			return argError("the term %d*%s takes the sums past 2^61 (they could overflow)", a, m.nameOf(x))
		}
	}
	if total > linearLimit {
		return argError("the constant %d is past 2^61", l.c)
	}
	return nil
}

// assignLit fixes literal b to v.
func (m *Model) assignLit(b BoolVar, v bool) error {
	want := 0
	if v != b.neg {
		want = 1
	}
	m.s.Assign(b.id, want) // fails the store when impossible
	return nil
}

// postIn posts x ∈ values (in) or x ∉ values, under a condition.
func (m *Model) postIn(x cp.VarID, values []int, in bool, b BoolVar, mode condMode) error {
	s := m.s
	set := slices.Clone(values)
	slices.Sort(set)
	set = slices.Compact(set)
	if mode == condIff && b.neg {
		in, b = !in, b.Not()
	}
	if s.IsInterval(x) {
		return m.postInInterval(x, set, in, b, mode)
	}
	if !in && mode != condNone { // x ∉ S ⇔ x ∈ dom(x) \ S
		var comp []int
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			if _, found := slices.BinarySearch(set, v); !found {
				comp = append(comp, v)
			}
		}
		set, in = comp, true
	}
	if mode == condNone {
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			if _, found := slices.BinarySearch(set, v); found != in {
				if !s.Remove(x, v) {
					return nil // the store failed: x's domain is empty
				}
			}
		}
		return nil
	}
	return propagators.ReifIn(s, x, set, m.plain(b), reifMode(mode))
}

// postInInterval posts x ∈ set (in) or x ∉ set on an interval variable,
// whose domain holds no hole: a set of consecutive values narrows the
// bounds, a value at a bound is removed; anything that needs a hole is
// an error, and so is a condition (ReifIn needs a bitset).
func (m *Model) postInInterval(x cp.VarID, set []int, in bool, b BoolVar, mode condMode) error {
	s := m.s
	if mode != condNone {
		return propagators.ReifIn(s, x, set, m.plain(b), reifMode(mode))
	}
	holes := argError("%s is an interval variable (its domain %d..%d is wider than %d values and holds no hole): the set needs a bitset domain",
		m.nameOf(x), s.Min(x), s.Max(x), cp.MaxDomainWidth)
	if in {
		if len(set) == 0 {
			s.SetMin(x, s.Max(x)+1) // fails the store
			return nil
		}
		lo, hi := set[0], set[len(set)-1]
		if hi-lo+1 != len(set) && (lo < s.Max(x) && hi > s.Min(x)) {
			return holes
		}
		if !s.SetMin(x, lo) || !s.SetMax(x, hi) {
			return nil
		}
		return nil
	}
	for _, v := range set {
		if v > s.Min(x) && v < s.Max(x) {
			return holes
		}
	}
	for changed := true; changed; { // the values at the bounds, in any order
		changed = false
		for _, v := range set {
			if v == s.Min(x) || v == s.Max(x) {
				if !s.Remove(x, v) {
					return nil
				}
				changed = true
			}
		}
	}
	return nil
}

// postBool posts And, Or or Xor of lits, under a condition.
func (m *Model) postBool(k ckind, lits []BoolVar, b BoolVar, mode condMode) error {
	if mode == condIff && b.neg {
		// ¬v ⇔ f  ≡  v ⇔ ¬f
		f := Constraint{k: k, lits: lits}.Not()
		k, lits, b = f.k, f.lits, b.Not()
	}
	switch mode {
	case condNone:
		switch k {
		case kAnd:
			for _, l := range lits {
				if err := m.assignLit(l, true); err != nil {
					return err
				}
			}
			return nil
		case kOr:
			return m.clause(lits)
		}
		xs, parity := m.xorVars(lits)
		return propagators.BoolXor(m.s, xs, m.Const(1-parity).id)
	case condIff:
		switch k {
		case kAnd:
			return propagators.BoolAnd(m.s, m.plains(lits), b.id)
		case kOr:
			pos, neg := splitLits(lits)
			return propagators.BoolClauseReif(m.s, pos, neg, b.id)
		}
		xs, parity := m.xorVars(lits)
		if parity == 1 { // b ⇔ ¬xor(xs)
			return propagators.BoolXor(m.s, xs, m.plain(b.Not()))
		}
		return propagators.BoolXor(m.s, xs, b.id)
	}
	// b ⇒ f.
	switch k {
	case kOr:
		return m.clause(append(slices.Clone(lits), b.Not()))
	case kAnd:
		for _, l := range lits {
			if err := m.clause([]BoolVar{b.Not(), l}); err != nil {
				return err
			}
		}
		return nil
	}
	// b ⇒ xor: t ⇔ xor(lits), b ⇒ t.
	tb := boolOf(m.intVar(0, 1, "[xor]", -1, -1, roleIntroduced))
	if err := m.postBool(kXor, lits, tb, condIff); err != nil {
		return err
	}
	return m.clause([]BoolVar{b.Not(), tb})
}

// clause posts the disjunction of lits.
func (m *Model) clause(lits []BoolVar) error {
	pos, neg := splitLits(lits)
	return propagators.BoolClause(m.s, pos, neg)
}

// splitLits returns the variables of the positive and of the negated
// literals.
func splitLits(lits []BoolVar) (pos, neg []cp.VarID) {
	for _, l := range lits {
		if l.neg {
			neg = append(neg, l.id)
		} else {
			pos = append(pos, l.id)
		}
	}
	return pos, neg
}

// reifMode is the propagators' mode of a condition.
func reifMode(mode condMode) propagators.Reif {
	if mode == condOnlyIf {
		return propagators.Implies
	}
	return propagators.Equiv
}

// plains returns a store variable for each literal.
func (m *Model) plains(lits []BoolVar) []cp.VarID {
	out := make([]cp.VarID, len(lits))
	for i, l := range lits {
		out[i] = m.plain(l)
	}
	return out
}

// xorVars returns the variables of lits and the parity of their negations
// (xor(¬a, b) = ¬xor(a, b)).
func (m *Model) xorVars(lits []BoolVar) ([]cp.VarID, int) {
	out := make([]cp.VarID, len(lits))
	parity := 0
	for i, l := range lits {
		out[i] = l.id
		if l.neg {
			parity ^= 1
		}
	}
	return out, parity
}

// postNot posts x = ¬y for two 0/1 variables: x ≠ y.
func (m *Model) postNot(x, y cp.VarID) {
	m.post("Not", desc{head: [maxDescribed]cp.VarID{x, y}, nhead: 2, nvars: 2}, func(s *cp.Store) error {
		return propagators.NotEqual(s, x, y, 0)
	})
}
