package skyscrapers

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
// and that a well-formed but contradictory puzzle has no solution.
func TestBuildInvalid(t *testing.T) {
	if _, err := Build(&Puzzle{Name: "bad", N: 0}); err == nil {
		t.Error("Build of a puzzle of side 0: no error")
	}
	// Row 1 seen as 1 from both sides: the 3 cannot be at both ends.
	p, err := Parse("none.txt", []byte("skyscrapers\n.....\n1...1\n.....\n.....\n.....\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, res := solveCount(t, p); s != nil || res.Solutions != 0 || !res.Complete() {
		t.Errorf("unsolvable puzzle: %d solutions (%v)", res.Solutions, res.Reason)
	}
}
