package cp

import (
	"context"
	"runtime/pprof"
)

// profiling holds the pprof label sets of the propagators while
// SetProfileLabels is on: one context per propagator, made once, so that
// switching labels around a Propagate call allocates nothing.
type profiling struct {
	ctx  []context.Context
	base context.Context
}

// SetProfileLabels turns pprof labels on or off. While on, the goroutine
// running a propagator carries the labels constraint=<kind> and, where the
// model named it, label=<label>, so `go tool pprof -tagfocus constraint=table`
// splits a CPU profile by constraint. base holds the labels to restore
// between propagators (nil for none). Call it after posting the model.
func (s *Store) SetProfileLabels(on bool, base context.Context) {
	if !on {
		s.prof = nil
		return
	}
	if base == nil {
		base = context.Background()
	}
	p := &profiling{base: base, ctx: make([]context.Context, len(s.props))}
	for i := range s.props {
		l := pprof.Labels("constraint", s.kind[i])
		if s.label[i] != "" {
			l = pprof.Labels("constraint", s.kind[i], "label", s.label[i])
		}
		p.ctx[i] = pprof.WithLabels(base, l)
	}
	s.prof = p
}
