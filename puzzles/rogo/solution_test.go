package rogo

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

func TestParseSolution(t *testing.T) {
	p := parseFile(t, filepath.Join("testdata", "hakank_20110106.txt"))
	block := FormatSolution(p, p.Known)
	inputs := map[string]string{
		"bare":        block,
		"header":      "# solved by hand\n# score checked\n" + block,
		"kind line":   "# header\nrogo\n" + block,
		"whole file":  Format(p),
		"blank lines": "\n\n" + block + "\n\n",
	}
	for _, name := range []string{"bare", "header", "kind line", "whole file", "blank lines"} {
		s, err := ParseSolution(p, name, []byte(inputs[name]))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if !reflect.DeepEqual(s, p.Known) {
			t.Errorf("%s: got %+v, want %+v", name, s, p.Known)
		}
		if err := Verify(p, s); err != nil {
			t.Errorf("%s: Verify: %v", name, err)
		}
	}
}

func TestParseSolutionErrors(t *testing.T) {
	p, err := Parse("x", []byte("rogo\nsteps 4\n1 2\n3 4\n"))
	if err != nil {
		t.Fatal(err)
	}
	kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution}.CheckErrors(t, p, "s.txt", []kindtest.NamedError{
		{"empty", "", 1, "rogo solution block"},
		{"only comments", "# a\n# b\n", 3, "rogo solution block"},
		{"no score", "@1 @2\n@4 @3\n", 1, "expected 'score S' as the first line"},
		{"other kind", "sudoku\nscore 10\n@1 @2\n@4 @3\n", 1, "the solution is for a sudoku puzzle, expected rogo"},
		{"empty after solution", "rogo\nsteps 4\n1 2\n3 4\nsolution\n", 6, "rogo solution block"},
		{"wrong score", "score 11\n@1 @2\n@4 @3\n", 1, "hold 10 points, but the score line says 11"},
		{"missing row", "# h\nscore 10\n@1 @2\n", 4, "expected 2 grid rows after 'score', found 1"},
		{"wrong cell", "score 3\n@1 @2\n. 4\n", 3, "expected '3' (the puzzle's cell at row 2, column 1)"},
		{"bad utf8", "score 3\n\xff\n", 2, "expected UTF-8 text"},
	})
	bad := &Puzzle{Rows: 0}
	if _, err := ParseSolution(bad, "s", []byte("score 0\n")); err == nil {
		t.Errorf("ParseSolution accepted an invalid puzzle")
	}
}
