package cp

import "strconv"

// Op is the relation of an atomic fact about one variable.
type Op uint8

const (
	OpEq    Op = iota // x = v
	OpNe              // x ≠ v
	OpGe              // x ≥ v
	OpLe              // x ≤ v
	OpFalse           // the conflict (FalseLit): no variable, never true
)

// Lit is an atomic fact (a literal): x = v, x ≠ v, x ≥ v or x ≤ v. It is a
// plain value, comparable with ==, 16 bytes.
type Lit struct {
	X  VarID
	Op Op
	V  int
}

// FalseLit stands for a conflict where a literal is expected: an
// Explainer asked to explain FalseLit explains a failure.
var FalseLit = Lit{X: -1, Op: OpFalse}

// LitEq is the literal x = v.
func LitEq(x VarID, v int) Lit { return Lit{x, OpEq, v} }

// LitNe is the literal x ≠ v.
func LitNe(x VarID, v int) Lit { return Lit{x, OpNe, v} }

// LitGe is the literal x ≥ v.
func LitGe(x VarID, v int) Lit { return Lit{x, OpGe, v} }

// LitLe is the literal x ≤ v.
func LitLe(x VarID, v int) Lit { return Lit{x, OpLe, v} }

// Not is the negation of l: x ≠ v for x = v, x ≤ v-1 for x ≥ v, and so on.
// The negation of FalseLit is itself (there is no true literal to give).
func (l Lit) Not() Lit {
	switch l.Op {
	case OpEq:
		l.Op = OpNe
	case OpNe:
		l.Op = OpEq
	case OpGe:
		l.Op, l.V = OpLe, l.V-1
	case OpLe:
		l.Op, l.V = OpGe, l.V+1
	}
	return l
}

// Holds reports whether the value v of l.X satisfies l.
func (l Lit) Holds(v int) bool {
	switch l.Op {
	case OpEq:
		return v == l.V
	case OpNe:
		return v != l.V
	case OpGe:
		return v >= l.V
	case OpLe:
		return v <= l.V
	}
	return false
}

// Implies reports whether l entails m by themselves (with no knowledge of
// the domain): x = 5 implies x ≥ 3 and x ≠ 4, x ≥ 5 implies x ≥ 3 and
// x ≠ 2. Literals on different variables imply nothing of each other.
func (l Lit) Implies(m Lit) bool {
	if l.X != m.X || l.Op == OpFalse || m.Op == OpFalse {
		return false
	}
	switch l.Op {
	case OpEq:
		return m.Holds(l.V)
	case OpNe:
		return m.Op == OpNe && m.V == l.V
	case OpGe:
		return m.Op == OpGe && m.V <= l.V || m.Op == OpNe && m.V < l.V
	case OpLe:
		return m.Op == OpLe && m.V >= l.V || m.Op == OpNe && m.V > l.V
	}
	return false
}

// String writes l as "x3 = 5", "x3 ≠ 5", "x3 ≥ 5", "x3 ≤ 5" or "false".
func (l Lit) String() string {
	if l.Op == OpFalse {
		return "false"
	}
	op := [...]string{" = ", " ≠ ", " ≥ ", " ≤ "}[l.Op]
	return "x" + strconv.Itoa(int(l.X)) + op + strconv.Itoa(l.V)
}
