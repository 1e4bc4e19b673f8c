package abcpath

import (
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"testing"

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
// and that a well-formed puzzle without a solution has none.
func TestBuildInvalid(t *testing.T) {
	bad := &Puzzle{Name: "bad"}
	bad.Grid[0][0], bad.Grid[4][4] = 'A', 'A'
	if _, err := Build(bad); err == nil {
		t.Error("Build of a board giving A twice: no error")
	}
	none := &Puzzle{Name: "none"}
	none.Grid[0][0], none.Grid[4][4] = 'A', 'B' // B is not next to A
	if s, res := solveCount(t, none); s != nil || res.Solutions != 0 || !res.Complete() {
		t.Errorf("unsolvable puzzle: %d solutions (%v)", res.Solutions, res.Reason)
	}
}
