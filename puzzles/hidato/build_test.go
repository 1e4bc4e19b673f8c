package hidato

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/search"
)

// kind gives the shared bundled-library checks this package's functions.
var kind = kindtest.Kind[Puzzle, Solution]{
	Bundled: Bundled, Parse: Parse, Build: Build, SearchOptions: SearchOptions,
	Verify: Verify, FormatSolution: FormatSolution,
	Name:  func(p *Puzzle) string { return p.Name },
	Known: func(p *Puzzle) *Solution { return p.Known },
}

// solveCount builds p and searches for up to two solutions.
func solveCount(t testing.TB, p *Puzzle) (*Solution, search.Result) {
	t.Helper()
	return kind.SolveCount(t, p)
}

// TestBuildBundled solves every bundled puzzle, verifies the solution,
// compares it with the known one and checks the header's uniqueness claim
// by counting to two.
func TestBuildBundled(t *testing.T) { kind.CheckBundled(t) }

// TestBuildInvalid checks that Build reports a puzzle Validate rejects,
// and that a well-formed puzzle without a path simply has no solution.
func TestBuildInvalid(t *testing.T) {
	if _, err := Build(&Puzzle{Name: "bad", Rows: 1, Cols: 1, Grid: [][]int{{Hole}}}); err == nil {
		t.Error("Build of a grid of holes: no error")
	}
	// 1 and 3 far apart with 2 between: the cells r1c1 … r1c4 in a row
	// put 1 and 3 three steps apart.
	p, err := Parse("none.txt", []byte("hidato\n1 . . 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, res := solveCount(t, p); s != nil || res.Solutions != 0 || !res.Complete() {
		t.Errorf("unsolvable puzzle: %d solutions (%v)", res.Solutions, res.Reason)
	}
	// A Numbrix strip has two solutions when nothing is given: 1 2 3 and
	// 3 2 1.
	q, err := Parse("two.txt", []byte("hidato orthogonal\n. . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	if _, res := solveCount(t, q); res.Solutions != 2 {
		t.Errorf("a bare strip of 3: %d solutions, want 2", res.Solutions)
	}
}
