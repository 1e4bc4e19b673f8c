package propagators

// Level selects the strength of a constraint that comes at several.
type Level int

const (
	// Value: remove the value of each fixed variable from the others
	// (forward checking).
	Value Level = iota
	// Bounds: bounds(Z) consistency.
	Bounds
	// Domain: domain (generalised arc) consistency.
	Domain
)

func (l Level) String() string {
	switch l {
	case Value:
		return "value"
	case Bounds:
		return "bounds"
	case Domain:
		return "domain"
	}
	return "level?"
}
