package hitori

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// kind gives the shared bundled-library checks this package's functions.
var kind = kindtest.Kind[Puzzle, Solution]{
	Bundled: Bundled, Parse: Parse, Build: Build, SearchOptions: SearchOptions,
	Verify: Verify, FormatSolution: FormatSolution,
	Name:  func(p *Puzzle) string { return p.Name },
	Known: func(p *Puzzle) *Solution { return p.Known },
}

// TestBuildBundled solves every bundled puzzle,
// verifies the solution, compares it with the known one and checks the
// header's uniqueness claim by counting to two.
func TestBuildBundled(t *testing.T) { kind.CheckBundled(t) }

// TestBuildInvalid checks that Build reports a puzzle Validate rejects,
// and that a puzzle that is well formed but unsolvable simply has no
// solution.
func TestBuildInvalid(t *testing.T) {
	if _, err := Build(&Puzzle{Name: "bad", Rows: 2, Cols: 2, Grid: [][]int{{1, 0}, {1, 1}}}); !errors.Is(err, ErrInvalid) {
		t.Errorf("Build of a grid with a 0: %v", err)
	}
	// Row 1 is 1 1 1 1: three of the four must be shaded, and two of them
	// would touch.
	p, err := Parse("none.txt", []byte("hitori\n1111\n2342\n3423\n4234\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, res := kind.SolveCount(t, p); s != nil || res.Solutions != 0 || !res.Complete() {
		t.Errorf("unsolvable puzzle: %d solutions (%v)", res.Solutions, res.Reason)
	}
}
