package search

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestAnalysisBumpsEachLiteralOnce: an analysis bumps the activity of
// each literal of the nogood's earlier levels once, however many of the
// conflict's reasons name it (Chuffed's policy). On this model the
// reasons of one conflict do name a literal more than once: bumping
// every occurrence fails the test.
func TestAnalysisBumpsEachLiteralOnce(t *testing.T) {
	s, q := queensModel(t, 10)
	e, err := New(s, Options{Vars: q, VarSelect: DomWDeg, Learn: true})
	if err != nil {
		t.Fatal(err)
	}
	dups, named := 0, 0
	e.learnHook = func([]cp.Lit) {
		an := &e.learn.an
		seen := map[cp.Lit]bool{}
		for _, l := range an.bumps {
			if seen[l] {
				dups++
			}
			seen[l] = true
		}
		named += len(an.bumps)
	}
	r := e.Run(nil)
	if r.Learned == 0 || named == 0 {
		t.Fatalf("%d learned, %d literals bumped: nothing checked", r.Learned, named)
	}
	if dups != 0 {
		t.Errorf("%d literals bumped more than once in one analysis (%d bumps over %d conflicts)", dups, named, r.Learned)
	}
}
