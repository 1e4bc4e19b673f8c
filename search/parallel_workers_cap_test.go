package search

import (
	"runtime"
	"testing"
)

// TestParallelWorkersCapped: 4,096 workers asked for run as at most
// max(4, 2×GOMAXPROCS) goroutines, each with its own clone, and count the
// same as the sequential search.
func TestParallelWorkersCapped(t *testing.T) {
	s, q := queensModel(t, 8)
	r, err := Count(s, Options{Vars: q, VarSelect: FirstFail, Workers: 4096}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Solutions != 92 || r.Reason != Exhausted {
		t.Fatalf("%d solutions (%v), want 92", r.Solutions, r.Reason)
	}
	if most := max(4, 2*runtime.GOMAXPROCS(0)); len(r.Workers) == 0 || len(r.Workers) > most {
		t.Errorf("%d workers ran, want 1 to %d", len(r.Workers), most)
	}
}
