package search

import (
	"encoding/json"
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// Op is the relation of a Decision.
type Op uint8

const (
	Eq Op = iota // x = v (a left branch of ValMin, ValMax, ValMedian, ValRandom)
	Ne           // x ≠ v (its right branch)
	Le           // x ≤ v (a left branch of ValSplit)
	Gt           // x > v (its right branch)
	Ge           // x ≥ v (a left branch of ValReverseSplit)
	Lt           // x < v (its right branch)
	numOps
)

func (o Op) String() string {
	switch o {
	case Eq:
		return "="
	case Ne:
		return "!="
	case Le:
		return "<="
	case Gt:
		return ">"
	case Ge:
		return ">="
	case Lt:
		return "<"
	}
	return fmt.Sprintf("Op(%d)", uint8(o))
}

// ParseOp reads an Op written by Op.String.
func ParseOp(s string) (Op, error) {
	for o := Eq; o < numOps; o++ {
		if o.String() == s {
			return o, nil
		}
	}
	return 0, fmt.Errorf("search: unknown decision relation %q (expected =, !=, <=, >, >= or <)", s)
}

// Decision is one branch of the search tree: the constraint Var Op Value.
// A Subproblem is the list of decisions from the root to a node.
type Decision struct {
	Var   cp.VarID
	Op    Op
	Value int
}

func (d Decision) String() string { return fmt.Sprintf("x%d %v %d", d.Var, d.Op, d.Value) }

// MarshalJSON writes the decision as [var, "op", value]: [12, "!=", 5].
func (d Decision) MarshalJSON() ([]byte, error) {
	return []byte(fmt.Sprintf("[%d,%q,%d]", d.Var, d.Op.String(), d.Value)), nil
}

// UnmarshalJSON reads a decision written by MarshalJSON.
func (d *Decision) UnmarshalJSON(data []byte) error {
	var raw []json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil || len(raw) != 3 {
		return fmt.Errorf("search: decision %s: expected [var, \"op\", value]", data)
	}
	var x int32
	var op string
	var v int
	if json.Unmarshal(raw[0], &x) != nil || json.Unmarshal(raw[1], &op) != nil || json.Unmarshal(raw[2], &v) != nil {
		return fmt.Errorf("search: decision %s: expected [var, \"op\", value] with integers", data)
	}
	o, err := ParseOp(op)
	if err != nil {
		return err
	}
	*d = Decision{Var: cp.VarID(x), Op: o, Value: v}
	return nil
}

// Apply posts the decision on s through its writes; false on wipe-out.
func (d Decision) Apply(s *cp.Store) bool {
	switch d.Op {
	case Eq:
		return s.Assign(d.Var, d.Value)
	case Ne:
		return s.Remove(d.Var, d.Value)
	case Le:
		return s.SetMax(d.Var, d.Value)
	case Ge:
		return s.SetMin(d.Var, d.Value)
	case Lt:
		return s.SetMax(d.Var, d.Value-1)
	}
	return s.SetMin(d.Var, d.Value+1)
}

// holds reports whether the decision holds in a snapshot whose variable
// is fixed (an assignment reached by a search).
func (d Decision) holds(sn *cp.Snapshot) bool {
	lo, hi := sn.Min(d.Var), sn.Max(d.Var)
	switch d.Op {
	case Eq:
		return lo == d.Value && hi == d.Value
	case Ne:
		return lo > d.Value || hi < d.Value || lo == hi && lo != d.Value
	case Le:
		return hi <= d.Value
	case Ge:
		return lo >= d.Value
	case Lt:
		return hi < d.Value
	}
	return lo > d.Value
}

// branch is the Decision of one side of an engine decision.
func (d *decision) branch(right bool) Decision {
	op := Eq
	switch d.op {
	case opLe:
		op = Le
	case opGe:
		op = Ge
	case opNe:
		if right {
			return Decision{Var: d.x, Op: Eq, Value: d.v}
		}
		return Decision{Var: d.x, Op: Ne, Value: d.v}
	}
	if right {
		op++ // Ne, Gt, Lt
	}
	return Decision{Var: d.x, Op: op, Value: d.v}
}

// Subproblem is a part of a search space: the node reached from the root
// by its decisions, each applied and propagated in order. The subproblems
// of a split (see Split) partition the root's solutions, and Index is the
// subproblem's rank in depth-first order, which decides ties.
type Subproblem struct {
	Index     int        `json:"index"`
	Decisions []Decision `json:"decisions"`
}

// Replay applies the subproblem's decisions to s, then propagates once,
// at s's current level (the caller pushes a level first to be able to
// undo it). It reports false when s fails: the subproblem has no solution.
// A decision on a variable that s does not have is an error.
func (sp Subproblem) Replay(s *cp.Store) (bool, error) {
	if err := checkDecisions(s, sp.Index, sp.Decisions); err != nil {
		return false, err
	}
	return replay(s, sp.Decisions), nil
}

// checkDecisions reports a decision that does not fit s.
func checkDecisions(s *cp.Store, index int, ds []Decision) error {
	n := cp.VarID(s.NumVars())
	for _, d := range ds {
		if d.Var < 0 || d.Var >= n || d.Op >= numOps {
			return fmt.Errorf("search: subproblem %d: decision %v does not fit a store of %d variables: %w", index, d, n, ErrSubproblem)
		}
	}
	return nil
}

// replay applies ds and propagates: one fixpoint for the whole path, which
// is the node's (the decisions are constraints; their order does not
// matter to a fixpoint).
func replay(s *cp.Store, ds []Decision) bool {
	for _, d := range ds {
		if !d.Apply(s) {
			return false
		}
	}
	return s.Propagate()
}

// compress drops the decisions a later one on the same variable implies
// (x ≠ v, x ≤ v, x > v, x ≥ v or x < v before x = w): a comb of right
// branches x ≠ v₁, x ≠ v₂, …, x = vₖ becomes x = vₖ. The node is the same.
func compress(ds []Decision) []Decision {
	out := ds[:0:0]
	for i, d := range ds {
		implied := false
		if d.Op != Eq {
			for _, e := range ds[i+1:] {
				if e.Var == d.Var && e.Op == Eq {
					implied = true
					break
				}
			}
		}
		if !implied {
			out = append(out, d)
		}
	}
	return out
}
