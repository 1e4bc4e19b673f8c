package craft

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// TestContextStops: a done context ends ExplainContext, Generate and Grade
// with its error, and a context cancelled during a walk stops it.
func TestContextStops(t *testing.T) {
	ps, err := puzzles.OpenBundled("bundled:sudoku/gecode_9x9")
	if err != nil {
		t.Fatal(err)
	}
	done, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ExplainContext(done, ps[0], render.State{}); !errors.Is(err, context.Canceled) {
		t.Errorf("ExplainContext: %v, want context.Canceled", err)
	}
	if _, err := Generate("sudoku", GenOptions{Seed: 1, Context: done}); !errors.Is(err, context.Canceled) {
		t.Errorf("Generate: %v, want context.Canceled", err)
	}
	if _, err := Grade(ps[0], Options{Context: done}); !errors.Is(err, context.Canceled) {
		t.Errorf("Grade: %v, want context.Canceled", err)
	}
	// Cancelled at the walk's first step: the walk ends there.
	m, err := build(nil, ps[0], false, nil, Search)
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	defer stop()
	m.ctx = ctx
	w := newWalk(m, Search)
	steps := 0
	w.onStep = func(Rung, cp.PropID) {
		if steps++; steps == 1 {
			stop()
		}
	}
	if _, err := w.run(); !errors.Is(err, context.Canceled) || steps != 1 {
		t.Errorf("a walk cancelled at its first step: %v after %d steps", err, steps)
	}
}

// TestContextStopsProof: a hint whose proof takes long (webpbn's Lion
// nonogram: its uniqueness proof runs for minutes; the genius Hidato used
// here took 100 s until the engine got faster, then 0.7 s) ends at its
// context's deadline with the deadline's error, not with the hint.
func TestContextStopsProof(t *testing.T) {
	ps, err := puzzles.OpenBundled("bundled:nonogram/stretch/webpbn_lion")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if h, err := ExplainContext(ctx, ps[0], render.State{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("ExplainContext: %v, %v; want context.DeadlineExceeded", h, err)
	}
}
