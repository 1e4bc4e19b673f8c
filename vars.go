package tessera

import (
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// IntVar is an integer variable of a Model. It is a small value (the model
// and the store variable), compared with ==. The zero IntVar belongs to no
// model: a post that receives one records an error.
type IntVar struct {
	m  *Model
	id cp.VarID
}

// BoolVar is a Boolean variable of a Model: a 0/1 integer variable (1 is
// true), or the negation of one (Not). It converts to an IntVar with Int
// (bool2int is the identity) and appears in sums as its 0/1 value.
type BoolVar struct {
	m   *Model
	id  cp.VarID
	neg bool
}

// ID is x's variable in the model's store (-1 for the zero IntVar).
func (x IntVar) ID() cp.VarID {
	if x.m == nil {
		return -1
	}
	return x.id
}

// Model is the model x belongs to (nil for the zero IntVar).
func (x IntVar) Model() *Model { return x.m }

// String is x's name: as given (q[3], cell[2][5]), or _<id> for a
// variable created without one.
func (x IntVar) String() string {
	if x.m == nil {
		return "<zero IntVar>"
	}
	return x.m.nameOf(x.id)
}

// Min, Max, Size and Fixed read x's current domain in the store (at the
// root: before a search, or after one, which leaves the store as it found
// it); a solution's values are in the Solution. The zero IntVar has no
// domain: they panic on it, as a method of a nil pointer would.
func (x IntVar) Min() int    { return x.m.s.Min(x.id) }
func (x IntVar) Max() int    { return x.m.s.Max(x.id) }
func (x IntVar) Size() int   { return x.m.s.Size(x.id) }
func (x IntVar) Fixed() bool { return x.m.s.Fixed(x.id) }

// String is b's name, with a ! for a negated literal.
func (b BoolVar) String() string {
	if b.m == nil {
		return "<zero BoolVar>"
	}
	if b.neg {
		return "!" + b.m.nameOf(b.id)
	}
	return b.m.nameOf(b.id)
}

// Not is the negation of b, a literal usable wherever a BoolVar is: in
// clauses and sums it costs nothing; where a propagator needs a variable
// the model creates one linked to b (once per variable).
func (b BoolVar) Not() BoolVar { return BoolVar{b.m, b.id, !b.neg} }

// Int is b as a 0/1 integer variable (bool2int). For a negated literal the
// model creates (once) the variable 1 - b.
func (b BoolVar) Int() IntVar {
	if b.m == nil {
		return IntVar{}
	}
	if _, made := b.m.negs[b.id]; b.neg && b.m.busy && !made {
		return b.m.busyVar("!"+b.m.nameOf(b.id), -1, -1)
	}
	return IntVar{b.m, b.m.plain(b)}
}

// Model is the model b belongs to (nil for the zero BoolVar).
func (b BoolVar) Model() *Model { return b.m }

// IntVar returns a variable with domain lo..hi: a bitset domain up to
// cp.MaxDomainWidth values, an interval (bounds-only) variable past that
// (a cost, a sum of large weights; the propagators that need a bitset
// refuse it). An empty domain (lo > hi), or a bound past
// cp.MinValue..cp.MaxValue, records an error (and returns a placeholder
// variable, so the model can go on).
func (m *Model) IntVar(lo, hi int, name string) IntVar {
	return m.intVar(lo, hi, name, -1, -1, roleDecision)
}

func (m *Model) intVar(lo, hi int, base string, i, j int, role varRole) IntVar {
	if m.busy {
		return m.busyVar(base, i, j)
	}
	if lo > hi || lo < cp.MinValue || hi > cp.MaxValue {
		what := "IntVar " + displayName(base, i, j)
		if lo > hi {
			m.failf(what, "empty domain %d..%d: %w", lo, hi, ErrArgs)
		} else {
			m.failf(what, "domain %d..%d reaches past ±(2^62-1), the values a store holds: %w", lo, hi, ErrArgs)
		}
		lo = max(min(lo, cp.MaxValue), cp.MinValue)
		hi = lo
	}
	x := m.s.NewVar(lo, hi)
	m.newVar(x, base, i, j, role)
	return IntVar{m, x}
}

// IntVarValues returns a variable whose domain is the given values (any
// order, repeats ignored). No values, or values spanning more than
// cp.MaxDomainWidth, record an error.
func (m *Model) IntVarValues(values []int, name string) IntVar {
	return m.intVarValues(values, name, -1)
}

func (m *Model) intVarValues(values []int, name string, i int) IntVar {
	if m.busy {
		return m.busyVar(name, i, -1)
	}
	if len(values) == 0 {
		m.failf("IntVarValues "+displayName(name, i, -1), "no values: %w", ErrArgs)
		return m.intVar(0, 0, name, i, -1, roleDecision)
	}
	lo, hi := slices.Min(values), slices.Max(values)
	if lo < cp.MinValue || hi > cp.MaxValue {
		return m.intVar(lo, hi, name, i, -1, roleDecision) // records the error
	}
	if hi-lo >= cp.MaxDomainWidth {
		m.failf("IntVarValues "+displayName(name, i, -1), "the values span %d..%d, wider than %d values: a domain with holes needs a bitset: %w", lo, hi, cp.MaxDomainWidth, ErrArgs)
		return m.intVar(lo, lo, name, i, -1, roleDecision)
	}
	x := m.s.NewVarValues(values)
	m.newVar(x, name, i, -1, roleDecision)
	return IntVar{m, x}
}

// IntVars returns n variables over lo..hi named name[0] … name[n-1].
func (m *Model) IntVars(n, lo, hi int, name string) []IntVar {
	if n < 0 {
		m.failf("IntVars "+name, "negative count %d: %w", n, ErrArgs)
		n = 0
	}
	xs := make([]IntVar, n)
	m.reserve(n)
	for i := range xs {
		xs[i] = m.intVar(lo, hi, name, i, -1, roleDecision)
	}
	return xs
}

// busyVar records the error of a variable created while a search runs
// (the store's variables cannot change then) and returns the zero IntVar.
func (m *Model) busyVar(base string, i, j int) IntVar {
	m.failf("IntVar "+displayName(base, i, j), "%w: a variable created between solutions", ErrBusy)
	return IntVar{}
}

// Const returns a variable fixed to v (one per value and model).
func (m *Model) Const(v int) IntVar {
	if x, ok := m.consts[v]; ok {
		return IntVar{m, x}
	}
	if m.busy {
		return m.busyVar(itoa(v), -1, -1)
	}
	if m.consts == nil {
		m.consts = make(map[int]cp.VarID)
	}
	x := m.s.NewConst(v)
	m.newVar(x, "", -1, -1, roleIntroduced)
	m.names[x].base = itoa(v)
	m.consts[v] = x
	return IntVar{m, x}
}

// BoolVar returns a Boolean variable.
func (m *Model) BoolVar(name string) BoolVar {
	return boolOf(m.intVar(0, 1, name, -1, -1, roleDecision))
}

// BoolVars returns n Boolean variables named name[0] … name[n-1].
func (m *Model) BoolVars(n int, name string) []BoolVar {
	if n < 0 {
		m.failf("BoolVars "+name, "negative count %d: %w", n, ErrArgs)
		n = 0
	}
	bs := make([]BoolVar, n)
	m.reserve(n)
	for i := range bs {
		bs[i] = boolOf(m.intVar(0, 1, name, i, -1, roleDecision))
	}
	return bs
}

// boolOf is the Boolean of a new 0/1 variable (the zero BoolVar for the
// zero IntVar of a refused creation).
func boolOf(x IntVar) BoolVar {
	if x.m == nil {
		return BoolVar{}
	}
	return BoolVar{x.m, x.id, false}
}

// True and False return the constant Booleans.
func (m *Model) True() BoolVar  { return BoolVar{m, m.Const(1).id, false} }
func (m *Model) False() BoolVar { return BoolVar{m, m.Const(0).id, false} }

// AsBool views x, whose domain must lie within 0..1, as a Boolean; another
// domain records an error (and returns False).
func (m *Model) AsBool(x IntVar) BoolVar {
	if err := m.check(x); err != nil {
		m.fail(-1, "", "AsBool", err)
		return m.False()
	}
	if m.s.Min(x.id) < 0 || m.s.Max(x.id) > 1 {
		m.failf("AsBool "+x.String(), "domain %d..%d is not within 0..1: %w", m.s.Min(x.id), m.s.Max(x.id), ErrArgs)
		return m.False()
	}
	return BoolVar{m, x.id, false}
}

// Ints returns the 0/1 integer variables of bs (see BoolVar.Int).
func Ints(bs []BoolVar) []IntVar {
	out := make([]IntVar, len(bs))
	for i, b := range bs {
		out[i] = b.Int()
	}
	return out
}

// IDs returns the store variables of xs, for posting on the store directly.
func IDs(xs []IntVar) []cp.VarID {
	out := make([]cp.VarID, len(xs))
	for i, x := range xs {
		out[i] = x.ID()
	}
	return out
}

// check verifies that x is a variable of m.
func (m *Model) check(x IntVar) error {
	switch {
	case x.m == nil:
		return argError("a zero IntVar (variables come from Model.IntVar, IntVars, IntGrid, …)")
	case x.m != m:
		return argError("variable %v belongs to another model", x)
	}
	return nil
}

// checkBool verifies that b is a literal of m.
func (m *Model) checkBool(b BoolVar) error {
	switch {
	case b.m == nil:
		return argError("a zero BoolVar (Booleans come from Model.BoolVar, BoolVars, Reify, …)")
	case b.m != m:
		return argError("Boolean %v belongs to another model", b)
	}
	return nil
}

// checkAll verifies every variable of xs, and that there is at least one
// when nonEmpty.
func (m *Model) checkAll(xs []IntVar, nonEmpty bool) error {
	if nonEmpty && len(xs) == 0 {
		return argError("empty scope (no variables)")
	}
	for i, x := range xs {
		if err := m.check(x); err != nil {
			return fmt.Errorf("argument %d: %w", i, err)
		}
	}
	return nil
}

// plain returns a store variable equal to literal b: b's own variable, or
// for a negated literal a variable linked to it by x ≠ b (created once).
func (m *Model) plain(b BoolVar) cp.VarID {
	if !b.neg {
		return b.id
	}
	if x, ok := m.negs[b.id]; ok {
		return x
	}
	if m.negs == nil {
		m.negs = make(map[cp.VarID]cp.VarID)
	}
	x := m.s.NewVar(0, 1)
	m.newVar(x, "!"+m.nameOf(b.id), -1, -1, roleIntroduced)
	m.negs[b.id], m.negs[x] = x, b.id
	m.postNot(x, b.id)
	return x
}

func displayName(base string, i, j int) string {
	return varName{base: base, i: int32(i), j: int32(j)}.String()
}
