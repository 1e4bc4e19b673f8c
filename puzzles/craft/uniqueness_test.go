package craft

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// The uniqueness check of grading (and so of generation): the final search
// step counts the solutions left up to two. A puzzle with two solutions
// must be refused as not unique, one with none as having no solution, and
// a search cut short by its node limit must not pass for a proof.

const (
	sudokuUnique  = "sudoku\n1234\n3412\n2143\n4321\n"
	sudokuEmpty   = "sudoku\n................\n"
	sudokuTwo     = "sudoku\n12..\n34..\n21..\n43..\n" // the right half: two ways
	sudokuNoValue = "sudoku\n12..\n...4\n..3.\n....\n" // r1c3 has no value left
)

func parseOne(t *testing.T, src string) puzzles.Puzzle {
	t.Helper()
	ps, err := puzzles.Parse("case.txt", []byte(src))
	if err != nil || len(ps) != 1 {
		t.Fatalf("%q: %v", src, err)
	}
	return ps[0]
}

// TestGradeRefusesNoneAndSeveral: Grade accepts a unique puzzle and
// refuses one with several solutions (ErrNotUnique) and one with none
// (ErrNoSolution).
func TestGradeRefusesNoneAndSeveral(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      error
	}{
		{"unique", sudokuUnique, nil},
		{"empty", sudokuEmpty, ErrNotUnique},
		{"two solutions", sudokuTwo, ErrNotUnique},
		{"no solution", sudokuNoValue, ErrNoSolution},
	} {
		_, err := Grade(parseOne(t, c.src), Options{})
		if c.want == nil && err != nil || c.want != nil && !errors.Is(err, c.want) {
			t.Errorf("%s: Grade: %v, want %v", c.name, err, c.want)
		}
		if c.want != nil && errors.Is(err, ErrNoSolution) == errors.Is(err, ErrNotUnique) {
			t.Errorf("%s: Grade: %v is both or neither of no solution and not unique", c.name, err)
		}
	}
}

// TestSearchStepCounts: the search step alone, from the givens (no
// deduction before it): two solutions are not unique, none is no
// solution, one is solved, and a node limit reached first is neither a
// proof nor an error.
func TestSearchStepCounts(t *testing.T) {
	for _, c := range []struct {
		name, src string
		maxNodes  int64
		out       outcome
		want      error
	}{
		{"unique", sudokuUnique, 0, solved, nil},
		{"two solutions", sudokuTwo, 0, stuck, ErrNotUnique},
		{"empty", sudokuEmpty, 0, stuck, ErrNotUnique},
		{"no solution", sudokuNoValue, 0, stuck, ErrNoSolution},
		{"node limit", sudokuEmpty, 1, stuck, nil},
	} {
		m, err := Build(parseOne(t, c.src))
		if err != nil {
			t.Fatal(err)
		}
		w := newWalk(m, Search)
		w.maxNodes = c.maxNodes
		out, err := w.searchStep()
		if out != c.out || !errors.Is(err, c.want) || c.want == nil && err != nil {
			t.Errorf("%s: searchStep: %v, %v; want %v, %v", c.name, out, err, c.out, c.want)
		}
		if w.steps[Search] != 1 || w.hardest != Search {
			t.Errorf("%s: the search step was not recorded: %v steps, hardest %v", c.name, w.steps[Search], w.hardest)
		}
	}
}

// TestGradeNodeLimitIsNoGrade: a final search stopped by its node limit
// gives ErrCeiling, not a grade (a grade would claim uniqueness unproven).
func TestGradeNodeLimitIsNoGrade(t *testing.T) {
	_, err := Grade(parseOne(t, sudokuEmpty), Options{MaxNodes: 1})
	if !errors.Is(err, ErrCeiling) {
		t.Errorf("Grade with a node limit of 1 on an empty grid: %v, want ErrCeiling", err)
	}
}

// TestExplainSolveChecksUniqueness: the solution the hints are checked
// against is proven unique first: two solutions are ErrNotUnique, none
// ErrNoSolution, one is that solution.
func TestExplainSolveChecksUniqueness(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      error
	}{
		{"unique", sudokuUnique, nil},
		{"two solutions", sudokuTwo, ErrNotUnique},
		{"empty", sudokuEmpty, ErrNotUnique},
		{"no solution", sudokuNoValue, ErrNoSolution},
	} {
		// The explainer proves the solution as it is made: a puzzle
		// with none or several is refused there already.
		e, err := newExplainer(parseOne(t, c.src), nil)
		if err != nil {
			if c.want == nil || !errors.Is(err, c.want) {
				t.Errorf("%s: newExplainer: %v; want %v", c.name, err, c.want)
			}
			continue
		}
		sol, err := e.solve()
		if c.want == nil && (err != nil || len(sol) != 16) || c.want != nil && (!errors.Is(err, c.want) || sol != nil) {
			t.Errorf("%s: solve: %d values, %v; want %v", c.name, len(sol), err, c.want)
		}
		if c.want == nil {
			for _, x := range e.m.Vars {
				if sol[x] < 1 || sol[x] > 4 {
					t.Errorf("%s: variable %d = %d, not a digit", c.name, x, sol[x])
				}
			}
		}
	}
}
