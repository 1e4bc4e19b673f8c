package cp

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestBuildLimits(t *testing.T) {
	// No limits: never an error, and ReserveRevInts grows.
	s := NewStore()
	s.ReserveRevInts(1000)
	if s.BuildErr() != nil || cap(s.trail.ints) < 1000 {
		t.Fatalf("no limits: %v, cap %d", s.BuildErr(), cap(s.trail.ints))
	}

	ctx, cancel := context.WithCancel(context.Background())
	s = NewStore().SetBuildLimits(ctx, time.Time{}, 0)
	if err := s.BuildErr(); err != nil {
		t.Fatalf("before the cancel: %v", err)
	}
	cancel()
	if err := s.BuildErr(); !errors.Is(err, ErrBuildStopped) || !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled: %v", err)
	}

	s = NewStore().SetBuildLimits(nil, time.Now().Add(-time.Millisecond), 0)
	if err := s.BuildErr(); !errors.Is(err, ErrBuildStopped) || !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("past the deadline: %v", err)
	}

	// The memory cap: a reservation past it allocates nothing and is
	// reported, and stays reported.
	s = NewStore().SetBuildLimits(nil, time.Time{}, 1<<20)
	s.ReserveRevInts(1000)
	if err := s.BuildErr(); err != nil {
		t.Fatalf("within the cap: %v", err)
	}
	before := cap(s.trail.ints)
	s.ReserveRevInts(1 << 20) // 12 MiB of ints and stamps
	if err := s.BuildErr(); !errors.Is(err, ErrModelTooLarge) || cap(s.trail.ints) != before {
		t.Fatalf("past the cap: %v, cap %d (was %d)", err, cap(s.trail.ints), before)
	}
	if err := s.BuildErr(); !errors.Is(err, ErrModelTooLarge) {
		t.Fatalf("the cap's error does not stay: %v", err)
	}
	// Bytes charged by a propagator count too.
	s = NewStore().SetBuildLimits(nil, time.Time{}, 1<<20)
	s.ChargeBuildBytes(2 << 20)
	if err := s.BuildErr(); !errors.Is(err, ErrModelTooLarge) {
		t.Fatalf("charged past the cap: %v", err)
	}
}

// Reserving in many steps doubles the arrays: the copies stay a small
// multiple of the final size, not one per reservation.
func TestReserveRevIntsDoubles(t *testing.T) {
	s := NewStore()
	grows := 0
	for range 1000 {
		c := cap(s.trail.ints)
		s.ReserveRevInts(1000)
		for range 1000 {
			s.NewRevInt(0)
		}
		if cap(s.trail.ints) != c {
			grows++
		}
	}
	if grows > 25 {
		t.Errorf("%d reallocations for 1000 reservations of 1000 ints", grows)
	}
}
