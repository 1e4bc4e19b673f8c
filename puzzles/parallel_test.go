package puzzles_test

import (
	"flag"
	"fmt"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
	"github.com/tessera-cp/tessera/search"
)

// parallelCases are puzzles of every kind for the parallel tests: a
// bundled one of each kind, empty grids with many solutions, and generated
// ROGO and Tetravex puzzles with larger search trees.
func parallelCases(t *testing.T) []puzzles.Puzzle {
	t.Helper()
	var out []puzzles.Puzzle
	for _, name := range []string{
		"bundled:sudoku/monkeynova_nyt20171202", "bundled:takuzu/binarypuzzle_easy_6x6_001",
		"bundled:kenken/monkeynova_conceptis_puzzles", "bundled:kakurasu/zwvista_level22",
		"bundled:abcpath/shlomif_generator_seed1", "bundled:rogo/hakank_20110107",
		"bundled:tetravex/seed_4x4", "bundled:nonogram/rosettacode_example_8x9",
		"bundled:hitori/brainbashers_1102_5x5", "bundled:starbattle/kattis_starbattles2_sample1",
		"bundled:killer/hs_zero_cages", "bundled:kakuro/wikipedia_example", "bundled:futoshiki/atk_h1117",
	} {
		ps, err := puzzles.OpenBundled(name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ps[0])
	}
	parse := func(name, text string, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		ps, err := puzzles.Parse(name, []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ps...)
	}
	// Many solutions: the order of the reported ones matters.
	parse("empty:sudoku4", "sudoku\n....\n....\n....\n....\n", nil)
	parse("empty:takuzu6", "takuzu\n......\n......\n......\n......\n......\n......\n", nil)
	parse("open:hidato3x4", "hidato\n1 . . .\n. . . .\n. . . 12\n", nil)
	parse("open:skyscrapers4", "skyscrapers\n.2....\n......\n......\n......\n......\n......\n", nil)
	if p, err := generate.Rogo(2, 9, 9, 16); err == nil {
		parse("generated:rogo", rogo.Format(p), nil)
	} else {
		parse("", "", err)
	}
	if p, err := generate.Tetravex(3, 5, 6); err == nil {
		parse("generated:tetravex", tetravex.Format(p), nil)
	} else {
		parse("", "", err)
	}
	return out
}

// determinismRuns is the number of runs for each worker count: 2 by
// default (8 runs of each question, so that 'go test ./...' stays short
// on a loaded machine), -determinism.runs=5 (.ci/run's step for the
// fuller forms) for 20, -determinism.runs=20 for 80.
var determinismRuns = flag.Int("determinism.runs", 2, "runs of each question for each worker count in TestParallelDeterministicEveryKind")

// answer is what one Solve reported, solutions as text.
type answer struct {
	status    puzzles.Status
	reason    search.Reason
	solutions int64
	objective int
	solution  string
	reported  []string
}

func (a answer) String() string {
	return fmt.Sprintf("%v (%v), %d solutions, objective %d, solution %q, reported %d", a.status, a.reason, a.solutions, a.objective, a.solution, len(a.reported))
}

func solveAnswer(t *testing.T, p puzzles.Puzzle, want int64, workers int) (answer, *puzzles.Result) {
	t.Helper()
	var a answer
	res, err := puzzles.Solve(p, puzzles.Options{
		Solutions: want,
		Workers:   workers,
		Tune: func(o *search.Options) {
			o.ProbeNodes, o.Subproblems = -1, 8 // always split, into few subproblems
		},
		OnSolution: func(s puzzles.Solution) bool {
			a.reported = append(a.reported, s.Format())
			return true
		},
	})
	if err != nil {
		t.Fatalf("%s: %v", p.Name(), err)
	}
	a.status, a.reason, a.solutions, a.objective = res.Status, res.Reason, res.Solutions, res.Objective
	if res.Solution != nil {
		a.solution = res.Solution.Format()
	}
	return a, res
}

// TestParallelDeterministicEveryKind: for a puzzle of every kind (and
// generated ones with larger trees) and each question (one solution,
// uniqueness, every solution), the answer with 1, 2, 4 and 8 workers is
// the same in every run (2 runs of each worker count by default, 8 runs
// of each question; -determinism.runs=5 for 20), solutions and their
// order included; it agrees
// with the sequential search on the status, the count and the optimum
// (a branch and bound reports only its last improving solution).
// Every solution reported passed Verify (Solve checks it).
func TestParallelDeterministicEveryKind(t *testing.T) {
	runs := *determinismRuns
	if testing.Short() {
		runs = 1
	}
	kinds := map[string]bool{}
	for _, p := range parallelCases(t) {
		kinds[p.Kind()] = true
		for _, want := range []int64{1, 2, puzzles.All} {
			seq, _ := solveAnswer(t, p, want, 0)
			ref, res := solveAnswer(t, p, want, 1)
			name := fmt.Sprintf("%s %s/want=%d", p.Kind(), p.Name(), want)
			if res.Stats.Nodes == 0 {
				t.Fatalf("%s: no node", name)
			}
			// (A branch and bound reports its improving solutions: the
			// sequential search all of them, the parallel one the last.)
			improving := res.HasObjective && (want == 1 || res.Status != puzzles.Optimal)
			if ref.status != seq.status || ref.solutions != seq.solutions && !improving || ref.objective != seq.objective {
				t.Fatalf("%s: parallel %v, sequential %v", name, ref, seq)
			}
			counts := []int{1, 2, 4, 8}
			if raceEnabled {
				counts = []int{4} // several workers at once: what the race detector is for
			}
			for _, w := range counts {
				for run := range runs {
					got, _ := solveAnswer(t, p, want, w)
					if got.status != ref.status || got.reason != ref.reason || got.solutions != ref.solutions ||
						got.objective != ref.objective || got.solution != ref.solution || !slices.Equal(got.reported, ref.reported) {
						t.Fatalf("%s: %d workers, run %d: %v, want %v", name, w, run, got, ref)
					}
				}
			}
		}
	}
	if len(kinds) != len(puzzles.Kinds()) {
		t.Errorf("covered kinds %v, want all of %v", kinds, puzzles.Kinds())
	}
}
