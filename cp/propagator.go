package cp

// VarID identifies a variable of a Store. It is an index, not a pointer.
type VarID int32

// PropID identifies a propagator posted to a Store.
type PropID int32

// Status is what a propagator reports after running.
type Status uint8

const (
	// Fail: the constraint cannot be satisfied in the current domains.
	Fail Status = iota
	// Fix: the propagator is at its fixpoint; its own changes do not
	// schedule it again.
	Fix
	// NoFix: the propagator may not be at its fixpoint; if it changed one
	// of its own variables it is scheduled again.
	NoFix
	// Subsumed: the constraint holds in every remaining assignment; the
	// propagator is deactivated until the search backtracks above this point.
	Subsumed
)

func (s Status) String() string {
	switch s {
	case Fail:
		return "fail"
	case Fix:
		return "fix"
	case NoFix:
		return "nofix"
	case Subsumed:
		return "subsumed"
	}
	return "status?"
}

// Priority orders the propagation queues: cheaper propagators run first.
type Priority uint8

const (
	Unary Priority = iota
	Binary
	Ternary
	Linear
	Quadratic
	Cubic
	Delayed
	numPriorities
)

// Event says how a write changed a domain. Events nest: a fixing write also
// changes the bounds, and a bounds change also changes the domain.
type Event uint8

const (
	EventNone   Event = iota // nothing changed
	EventDomain              // values removed, bounds unchanged
	EventBounds              // min or max changed, not fixed
	EventFixed               // the domain became a single value
)

func (e Event) String() string {
	return [...]string{"none", "domain", "bounds", "fixed"}[e]
}

// Cond is the condition under which a subscription schedules its propagator.
type Cond uint8

const (
	OnFixed  Cond = iota // when the variable becomes fixed
	OnBounds             // when its min or max changes (fixing included)
	OnDomain             // on any change
	// onValue is SubscribeValue's: any change after which the
	// subscription's value is out of the domain, or the domain fixed.
	onValue
)

// Matches reports whether an event satisfies the condition.
func (c Cond) Matches(e Event) bool {
	return e != EventNone && int(e)+int(c) >= 3
}

// Propagator is a filtering algorithm for a constraint. Propagate removes
// values that belong to no solution of the constraint, using only the Store's
// writes, and reports its Status. It must not allocate on the hot path: size
// scratch space when the propagator is built.
type Propagator interface {
	Propagate(s *Store) Status
}

// Notifier is the optional incremental hook. A propagator that implements it
// is told, for each write to one of its subscribed variables whose event
// matches the subscription, the tag given at Subscribe and the event. It
// returns whether the propagator should be scheduled. Notify runs for the
// propagator's own writes too. State it records must either be reversible or
// be discarded when Store.Epoch changes (the epoch changes on every PopTo).
type Notifier interface {
	Notify(s *Store, tag int32, ev Event) bool
}

// Counters are the per-propagator statistics, kept at all times.
type Counters struct {
	Calls    int64 // times Propagate ran
	Prunings int64 // values it removed
	Failures int64 // times it failed (or a write of its wiped out a domain)
}

// PartNamer is implemented by a propagator that stands for several
// constraints (propagators.AllDifferentGrid: a grid's units): FailedPart
// names, as Kind and Label name a propagator, the one whose failure ended
// its last failed run, so that a failure at the root names that
// constraint; ok is false when it has no name for it.
type PartNamer interface {
	FailedPart() (kind, label string, ok bool)
}

// PartWeigher is implemented by a propagator that stands for several
// constraints (its parts, each over some of its variables), so that
// dom/wdeg weighs each part by its own failures as it would weigh the
// constraints posted apart. Parts returns each part's variables (read
// only, fixed from posting on); FailedPartIndex the part whose failure
// ended the last failed run, or -1.
type PartWeigher interface {
	Parts() [][]VarID
	FailedPartIndex() int
}
