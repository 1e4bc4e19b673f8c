package futoshiki

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
