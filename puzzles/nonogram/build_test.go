package nonogram

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

// TestBuildBundled solves every bundled puzzle (outside testdata/stretch),
// verifies the solution, compares it with the known one and checks the
// header's uniqueness claim by counting to two.
func TestBuildBundled(t *testing.T) { kind.CheckBundled(t) }

// TestBuildInvalid checks that Build reports a puzzle Validate rejects,
// and that a puzzle that is well formed but unsolvable simply has no
// solution.
func TestBuildInvalid(t *testing.T) {
	if _, err := Build(&Puzzle{Name: "bad", Rows: 1, Cols: 1, RowClues: [][]int{{2}}, ColClues: [][]int{{2}}}); !errors.Is(err, ErrInvalid) {
		t.Errorf("Build of a clue longer than its line: %v", err)
	}
	// A run of 2 in 3 cells always covers the middle one, which column 2
	// leaves blank.
	p, err := Parse("none.txt", []byte("nonogram\nrows\n2\n2\ncolumns\n2\n0\n2\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, res := kind.SolveCount(t, p); s != nil || res.Solutions != 0 || !res.Complete() {
		t.Errorf("unsolvable puzzle: %d solutions (%v)", res.Solutions, res.Reason)
	}
}
