package search

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// Status sums up what a search established.
type Status uint8

const (
	// Unknown: a limit stopped the search before it found a solution.
	Unknown Status = iota
	// Solved: at least one solution was found; in branch and bound, a
	// limit stopped the search before the last one was proven optimal.
	Solved
	// Optimal: a complete branch and bound proved its last solution
	// optimal.
	Optimal
	// Unsatisfiable: a complete search found no solution.
	Unsatisfiable
)

func (s Status) String() string {
	switch s {
	case Unknown:
		return "unknown"
	case Solved:
		return "solved"
	case Optimal:
		return "optimal"
	case Unsatisfiable:
		return "unsatisfiable"
	}
	return fmt.Sprintf("Status(%d)", uint8(s))
}

// Status is what the search established; see Complete for whether the
// answer is a proof.
func (r Result) Status() Status {
	switch {
	case r.Solutions == 0 && r.Complete():
		return Unsatisfiable
	case r.Solutions == 0:
		return Unknown
	case r.HasObjective && r.Complete():
		return Optimal
	}
	return Solved
}

// RootFailure names the propagator whose failure ended a search's root
// propagation, with its kind and label from the store, so that a caller
// can say which constraint cannot be satisfied.
type RootFailure struct {
	// Prop is the propagator that failed, or -1 when none did: the store
	// was already failed when the search started (a post or a write
	// emptied a domain).
	Prop  cp.PropID
	Kind  string // Store.Kind(Prop)
	Label string // Store.Label(Prop); "" when unlabelled
}

func newRootFailure(s *cp.Store) *RootFailure {
	p := s.FailedProp()
	if p < 0 || int(p) >= s.NumProps() {
		return &RootFailure{Prop: -1}
	}
	return RootFailureOf(s, p)
}

// RootFailureOf names propagator p of s as a root failure: its kind and
// label, or those of the part that failed when p stands for several
// constraints (cp.PartNamer).
func RootFailureOf(s *cp.Store, p cp.PropID) *RootFailure {
	if n, ok := s.Propagator(p).(cp.PartNamer); ok {
		if kind, label, ok := n.FailedPart(); ok {
			return &RootFailure{Prop: p, Kind: kind, Label: label}
		}
	}
	return &RootFailure{Prop: p, Kind: s.Kind(p), Label: s.Label(p)}
}

// String names the constraint as the statistics tables do: the kind and
// the label ("linear cage C (12+)"), or "(unlabelled)".
func (f *RootFailure) String() string {
	if f.Prop < 0 {
		return "a domain emptied before propagation"
	}
	return constraintName(f.Kind, f.Label)
}

// constraintName is a propagator's constraint as the tables print it.
func constraintName(kind, label string) string {
	if label == "" {
		return kind + " (unlabelled)"
	}
	return kind + " " + label
}
