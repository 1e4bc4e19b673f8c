package cp

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"
)

// A model can take long to build (a large table compiled, an automaton
// unrolled over many positions) and much memory. SetBuildLimits bounds
// both: the model-building paths (ReserveRevInts, the propagators'
// compilation, the modelling layer's posts, the puzzles' Build loops) call
// BuildErr, which reports once the context is done, the deadline passed or
// the memory cap exceeded, and keeps reporting it, so that a build stops
// within one post of the limit.

// ErrBuildStopped is wrapped by BuildErr's error when the context was
// cancelled or the deadline passed while the model was being built.
var ErrBuildStopped = errors.New("stopped while building the model")

// ErrModelTooLarge is wrapped by BuildErr's error when the model needs
// more memory than SetBuildLimits allows.
var ErrModelTooLarge = errors.New("the model is larger than the memory limit")

// buildLimits are a store's limits while its model is built.
type buildLimits struct {
	ctx      context.Context // nil: none
	deadline time.Time       // zero: none
	maxBytes int64           // 0: none
	charged  int64           // bytes the propagators allocated outside the store
	err      error           // the first limit reached, kept
	cause    error           // the context's error, for Cause
}

// SetBuildLimits bounds the building of s's model: ctx (nil: none) and
// deadline (zero: none) stop it, and maxBytes (0: none) caps the memory of
// its reversible state. It returns s.
func (s *Store) SetBuildLimits(ctx context.Context, deadline time.Time, maxBytes int64) *Store {
	s.build = &buildLimits{ctx: ctx, deadline: deadline, maxBytes: maxBytes}
	return s
}

// BuildErr reports whether a limit of SetBuildLimits has been reached: nil
// while the build may go on, else an error wrapping ErrBuildStopped (and
// the context's error) or ErrModelTooLarge. Once reached, it stays.
func (s *Store) BuildErr() error {
	b := s.build
	if b == nil {
		return nil
	}
	if b.err != nil {
		return b.err
	}
	switch {
	case b.ctx != nil && b.ctx.Err() != nil:
		b.err = fmt.Errorf("%w: %w", ErrBuildStopped, context.Cause(b.ctx))
	case !b.deadline.IsZero() && !time.Now().Before(b.deadline):
		b.err = fmt.Errorf("%w: %w", ErrBuildStopped, context.DeadlineExceeded)
	case b.maxBytes > 0 && s.modelBytes() > b.maxBytes:
		b.err = s.tooLarge(s.modelBytes())
	}
	return b.err
}

// ChargeBuildBytes counts n bytes that a propagator about to be posted
// allocates outside the store (its graph, its tables) against the memory
// cap of SetBuildLimits; BuildErr then reports the cap passed. Without
// limits it does nothing.
func (s *Store) ChargeBuildBytes(n int64) {
	if s.build != nil {
		s.build.charged += n
	}
}

// modelBytes estimates the memory of s's model: its reversible state
// (domains, ints and bitsets with their stamps) and what was charged.
func (s *Store) modelBytes() int64 {
	t := &s.trail
	charged := int64(0)
	if s.build != nil {
		charged = s.build.charged
	}
	return charged + int64(cap(s.words))*8 + int64(cap(t.wordStamp))*4 +
		int64(cap(t.ints))*8 + int64(cap(t.intStamp))*4 +
		int64(cap(t.bits))*8 + int64(cap(t.bitsStamp))*4
}

func (s *Store) tooLarge(need int64) error {
	return fmt.Errorf("%w: it needs more than %d MiB (the limit is %d MiB)", ErrModelTooLarge, need>>20, s.build.maxBytes>>20)
}

// reserveInts grows the reversible ints for n more, doubling the arrays
// (so that many propagators reserving in turn copy them a few times, not
// once each), unless that passes the memory cap: then BuildErr reports it
// and nothing is allocated.
func (s *Store) reserveInts(n int) {
	t := &s.trail
	if cap(t.ints)-len(t.ints) >= n {
		return
	}
	want := max(len(t.ints)+n, 2*cap(t.ints))
	if b := s.build; b != nil && b.maxBytes > 0 {
		need := s.modelBytes() + int64(want-cap(t.ints))*12
		if need > b.maxBytes {
			want = len(t.ints) + n // no slack near the cap
			if need = s.modelBytes() + int64(want-cap(t.ints))*12; need > b.maxBytes {
				if b.err == nil {
					b.err = s.tooLarge(need)
				}
				return
			}
		}
	}
	t.ints = slices.Grow(t.ints, want-len(t.ints))
	t.intStamp = slices.Grow(t.intStamp, want-len(t.intStamp))
}
