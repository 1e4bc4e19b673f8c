package puzzles

import (
	"flag"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/search"
)

// learnOn turns learning on (with activity branching and phase saving when
// activity is true) over the kind's recommended search.
func learnOn(activity bool, maxNodes int64) func(*search.Options) {
	return func(o *search.Options) {
		o.Learn = true
		o.MaxNodes = maxNodes
		if activity {
			o.PhaseSaving = true
			o.VarSelect = search.Activity
			for i := range o.Phases {
				o.Phases[i].VarSelect = search.Activity
			}
		}
	}
}

// learnFull runs TestBundledWithLearning over every bundled puzzle with
// both learning variants (tens of minutes); by default it takes the first
// puzzle of every learnEvery-th file of each kind with the kind's own
// branching.
var learnFull = flag.Bool("learn.full", false, "TestBundledWithLearning: every bundled puzzle, also with activity branching")

// learnEvery samples the bundled files for TestBundledWithLearning's
// default form: the 1st, (k+1)-th, (2k+1)-th... file of each kind, so
// every kind is in and the sample is the same on every run. On a loaded
// machine every file took ten minutes; .ci/run's step for the fuller forms
// passes -learn.every=1 (the first puzzle of every file).
var learnEvery = flag.Int("learn.every", 5, "TestBundledWithLearning: the first puzzle of every k-th bundled file of each kind (1: every file)")

// TestBundledWithLearning solves every bundled puzzle (the stretch sets
// aside) with and without learning and compares: the same status, the
// same number of solutions counted to two (uniqueness), the same
// objective; every solution passed the puzzle's Verify inside Solve.
// The plain search runs under a node limit; the puzzles it settles, the
// learning searches must settle too. Learning runs with the kind's own
// branching, and (with -learn.full) with activity branching and phase
// saving.
func TestBundledWithLearning(t *testing.T) {
	files, err := Bundled()
	if err != nil {
		t.Fatal(err)
	}
	plainNodes := int64(200_000)
	perFile, variants := 1<<30, []bool{false, true}
	switch {
	case testing.Short():
		perFile, variants, plainNodes = 1, variants[:1], 2_000
	case !*learnFull:
		perFile, variants, plainNodes = 1, variants[:1], 5_000
	}
	compared, every := 0, max(*learnEvery, 1)
	if *learnFull {
		every = 1
	}
	kinds, fileOfKind := map[string]bool{}, map[string]int{}
	for _, f := range files {
		if strings.Contains(f.Name, "/stretch/") {
			continue
		}
		fileOfKind[f.Kind]++
		if (fileOfKind[f.Kind]-1)%every != 0 {
			continue
		}
		ps, err := OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		for i, p := range ps {
			if i >= perFile {
				break
			}
			// Count to two; an optimisation puzzle is solved to its proven
			// optimum only (counting the optimal solutions may take long).
			want := int64(2)
			plain, err := Solve(p, Options{Solutions: want, Tune: func(o *search.Options) { o.MaxNodes = plainNodes }})
			if err == nil && plain.HasObjective {
				want = 1
				plain, err = Solve(p, Options{Solutions: want, Tune: func(o *search.Options) { o.MaxNodes = plainNodes }})
			}
			if err != nil {
				t.Fatalf("%s: plain: %v", p.Name(), err)
			}
			if plain.Reason != search.Exhausted {
				t.Logf("%s: the plain search did not finish in %d nodes; left out", p.Name(), plainNodes)
				continue
			}
			for _, activity := range variants {
				res, err := Solve(p, Options{Solutions: want, Tune: learnOn(activity, 20*plainNodes)})
				if err != nil {
					t.Fatalf("%s: learning (activity %v): %v", p.Name(), activity, err)
				}
				// An optimisation puzzle's improving solutions depend on the path.
				if res.Status != plain.Status || res.Reason != search.Exhausted ||
					!res.HasObjective && res.Solutions != plain.Solutions || res.HasObjective && res.Objective != plain.Objective {
					t.Errorf("%s: learning (activity %v): %v, %d solutions (%v), objective %d; plain: %v, %d (%v), %d",
						p.Name(), activity, res.Status, res.Solutions, res.Reason, res.Objective, plain.Status, plain.Solutions, plain.Reason, plain.Objective)
				}
			}
			compared++
			kinds[p.Kind()] = true
		}
	}
	// The sample must still reach every kind (the plain search settles at
	// least one puzzle of each).
	if len(kinds) != len(Kinds()) {
		t.Errorf("compared puzzles of %d kinds, want all %d", len(kinds), len(Kinds()))
	}
	t.Logf("%d bundled puzzles solved and counted to two with learning off and on", compared)
}
