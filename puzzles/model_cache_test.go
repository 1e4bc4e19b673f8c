package puzzles_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
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
	add(puzzles.OpenBundled("takuzu/binarypuzzle_easy_10x10_001"))
	add(puzzles.OpenBundled("kenken/seed_6x6_wikipedia")) // a kind without a template
	// Hitori's shapes share a switched model (a clause for every two
	// cells of a line, the unequal ones taken out per puzzle).
	add(puzzles.OpenBundled("hitori/janko_463_10x10"))
	add(puzzles.OpenBundled("hitori/brainbashers_1102_5x5"))
	add(puzzles.Parse("hitori-several", []byte("hitori\n12345\n23451\n34512\n45123\n51234\n")))
	add(puzzles.OpenBundled("hitori/janko_305_10x10"))
	add(puzzles.Parse("hitori-none", []byte("hitori\n11\n11\n")))
	add(puzzles.Parse("hitori-2x3", []byte("hitori\n121\n212\n")))
	add(puzzles.OpenBundled("hitori/janko_350_17x17")) // past SwitchedMax: its own model
	return out
}

// TestModelCacheAnswersAsSolve: solving on the cached model of a shape
// gives Solve's answer: status, reason, count, the solution itself (in
// the puzzle's own spelling) and the same search (nodes, failures; for
// Hitori, solved on the switched model of its size, propagations too).
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
			// On a switched model the root propagation is the own
			// model's too (a template's counts only its givens').
			if p.Kind() == "hitori" && a.Stats.Propagations != b.Stats.Propagations {
				t.Errorf("%s (%d solutions asked): Solve %d propagations, cache %d", p.Name(), want, a.Stats.Propagations, b.Stats.Propagations)
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

// TestModelCacheAnswerIgnoresHistory: a puzzle's answer on the cached
// model, statistics included (propagations too), is the same whatever the
// cache solved before: in the order of the cases, backwards, and each on a
// fresh cache. The working store of a shape is reused from puzzle to
// puzzle, so a state left behind by one (a given not taken back, a queued
// propagator, a matching that changed the pruning) shows up here. With
// learning as well, where the cache takes a fresh copy per puzzle.
func TestModelCacheAnswerIgnoresHistory(t *testing.T) {
	ps := cacheCases(t)
	for _, learn := range []bool{false, true} {
		opt := puzzles.Options{Solutions: 2}
		if learn {
			opt.Tune = func(o *search.Options) { o.Learn = true }
		}
		answer := func(c *puzzles.ModelCache, p puzzles.Puzzle) string {
			res, err := c.Solve(p, opt)
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			sol := ""
			if res.Solution != nil {
				sol = res.Solution.Format()
			}
			st := res.Stats
			return fmt.Sprintf("%v %v %d solutions, %d nodes %d failures %d propagations %d conflicts\n%s",
				res.Status, res.Reason, res.Solutions, st.Nodes, st.Failures, st.Propagations, st.Conflicts, sol)
		}
		fresh := make([]string, len(ps))
		for i, p := range ps {
			fresh[i] = answer(puzzles.NewModelCache(), p)
		}
		fwd, back := puzzles.NewModelCache(), puzzles.NewModelCache()
		for i, p := range ps {
			if got := answer(fwd, p); got != fresh[i] {
				t.Errorf("learn %v: %s after the cases before it:\n%s\non a fresh cache:\n%s", learn, p.Name(), got, fresh[i])
			}
		}
		for i := len(ps) - 1; i >= 0; i-- {
			if got := answer(back, ps[i]); got != fresh[i] {
				t.Errorf("learn %v: %s after the cases after it:\n%s\non a fresh cache:\n%s", learn, ps[i].Name(), got, fresh[i])
			}
		}
	}
}
