package puzzles_test

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// TestTypedAccess: a Solve result's solution and a parsed puzzle give the
// kind's own values back, and only to their own type.
func TestTypedAccess(t *testing.T) {
	ps, err := puzzles.OpenBundled("sudoku/gecode_9x9#1")
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	sp, ok := puzzles.PuzzleOf[sudoku.Puzzle](p)
	if !ok || sp.N != 9 {
		t.Fatalf("PuzzleOf[sudoku.Puzzle] = %v, %v", sp, ok)
	}
	if _, ok := puzzles.PuzzleOf[kenken.Puzzle](p); ok {
		t.Error("a sudoku read as a kenken puzzle")
	}
	res, err := puzzles.Solve(p, puzzles.Options{})
	if err != nil {
		t.Fatal(err)
	}
	sol, ok := puzzles.SolutionOf[sudoku.Solution](res.Solution)
	if !ok || len(sol.Grid) != 9 || sol.Grid[0][0] == 0 {
		t.Fatalf("SolutionOf[sudoku.Solution] = %v, %v", sol, ok)
	}
	if _, ok := puzzles.SolutionOf[kenken.Solution](res.Solution); ok {
		t.Error("a sudoku solution read as a kenken one")
	}
	if _, ok := puzzles.SolutionOf[sudoku.Solution](nil); ok {
		t.Error("a nil solution read")
	}
	w, ok := puzzles.Wrap("sudoku", sp)
	if !ok || w.Kind() != "sudoku" || w.Format() != p.Format() {
		t.Errorf("Wrap: %v, %v", w, ok)
	}
	if _, ok := puzzles.Wrap("kenken", sp); ok {
		t.Error("a sudoku puzzle wrapped as a kenken")
	}
	if _, ok := puzzles.Wrap("nosuchkind", sp); ok {
		t.Error("wrapped as an unknown kind")
	}
}

// TestExtensionLookups: the built-in kinds are drawn through Kind.Picture;
// they have no Words of the registry, and a Generator of the registry only
// where craft has no generator of its own (Hidato, Nonogram, Hitori,
// Kakuro).
func TestExtensionLookups(t *testing.T) {
	registered := map[string]bool{"hidato": true, "nonogram": true, "hitori": true, "kakuro": true}
	for _, k := range puzzles.Kinds()[:15] {
		if !puzzles.HasPicture(k) {
			t.Errorf("%s has no picture", k)
		}
		if (puzzles.GeneratorOf(k) != nil) != registered[k] {
			t.Errorf("%s: a registry generator %v, want %v", k, puzzles.GeneratorOf(k) != nil, registered[k])
		}
	}
	if puzzles.HasPicture("nosuchkind") || puzzles.GeneratorOf("nosuchkind") != nil || puzzles.FormatHelp("nosuchkind") != "" {
		t.Error("an unknown kind has extensions")
	}
	ps, err := puzzles.OpenBundled("kenken/seed_3x3")
	if err != nil {
		t.Fatal(err)
	}
	if puzzles.WordsOf(ps[0]) != nil {
		t.Error("kenken has registry words")
	}
}
