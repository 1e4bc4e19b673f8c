package puzzles_test

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// cacheCases are puzzles of several shapes, kinds and spellings, in an
// order that goes back and forth between shapes.
func cacheCases(t *testing.T) []puzzles.Puzzle {
	t.Helper()
	var out []puzzles.Puzzle
	add := func(ps []puzzles.Puzzle, err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, ps...)
	}
	add(puzzles.OpenBundled("sudoku/hardest"))
	add(puzzles.Parse("few-givens", []byte("sudoku\n1...\n....\n....\n...2\n"))) // several solutions
	add(puzzles.OpenBundled("sudoku/monkeynova_nyt20181019hard"))                // 9x9 spelled in rows
	add(puzzles.OpenBundled("sudoku/gecode_p34_16x16"))
	add(puzzles.OpenBundled("sudoku/project_euler_96"))
	add(puzzles.Parse("no-solution", []byte("sudoku\n12..\n..3.\n....\n...4\n")))
	add(puzzles.OpenBundled("takuzu/binarypuzzle_easy_10x10_001")) // a kind without a template
	return out
}

// TestModelCacheAnswersAsSolve: solving on the cached model of a shape
// gives Solve's answer: status, reason, count, the solution itself (in
// the puzzle's own spelling) and the same search (nodes, failures).
func TestModelCacheAnswersAsSolve(t *testing.T) {
	ps := cacheCases(t)
	c := puzzles.NewModelCache()
	unsat, several := false, false
	for _, want := range []int64{1, 2, puzzles.All} {
		for _, p := range ps {
			if want == puzzles.All && strings.Contains(p.Size(), "16") {
				continue
			}
			opt := puzzles.Options{Solutions: want}
			a, err := puzzles.Solve(p, opt)
			if err != nil {
				t.Fatal(err)
			}
			b, err := c.Solve(p, opt)
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if a.Status != b.Status || a.Reason != b.Reason || a.Solutions != b.Solutions ||
				a.Stats.Nodes != b.Stats.Nodes || a.Stats.Failures != b.Stats.Failures {
				t.Errorf("%s (%d solutions asked): Solve %v %v %d solutions %d nodes %d failures; cache %v %v %d solutions %d nodes %d failures",
					p.Name(), want, a.Status, a.Reason, a.Solutions, a.Stats.Nodes, a.Stats.Failures, b.Status, b.Reason, b.Solutions, b.Stats.Nodes, b.Stats.Failures)
			}
			unsat = unsat || b.Status == puzzles.Unsatisfiable
			several = several || b.Solutions > 2
			if (a.Solution == nil) != (b.Solution == nil) || a.Solution != nil && a.Solution.Format() != b.Solution.Format() {
				t.Errorf("%s (%d solutions asked): solutions differ:\n%v\n---\n%v", p.Name(), want, a.Solution, b.Solution)
			}
		}
	}
	if !unsat || !several {
		t.Errorf("the cases lack an unsatisfiable puzzle (%v) or one counted past 2 solutions (%v)", unsat, several)
	}
}
