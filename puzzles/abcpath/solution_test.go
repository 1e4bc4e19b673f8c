package abcpath

import (
	"reflect"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

func TestParseSolution(t *testing.T) {
	p, err := Parse("seed", []byte(seed+"solution\n"+seedSolution))
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatSolution(p, p.Known); got != seedSolution {
		t.Errorf("FormatSolution = %q", got)
	}
	inputs := []string{
		seedSolution,
		"# header\n" + seedSolution,
		"# header\nabcpath\n\n" + seedSolution,
		Format(p),
		"J K N O Q\nI L M R P\nH W A U S\nG X V B T\nY F E D C\n",
	}
	for _, in := range inputs {
		s, err := ParseSolution(p, "sol", []byte(in))
		if err != nil {
			t.Errorf("ParseSolution(%q): %v", in, err)
			continue
		}
		if !reflect.DeepEqual(s, p.Known) {
			t.Errorf("ParseSolution(%q) = %+v", in, s)
		}
	}
	kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution}.CheckErrors(t, p, "s.txt", []kindtest.NamedError{
		{"empty", "", 1, "expected a abcpath solution block, found nothing"},
		{"short", "JKNOQ\nILMRP\n", 3, "found 2"},
		{"comment inside", "JKNOQ\n# x\nILMRP\nHWAUS\nGXVBT\nYFEDC\n", 2, "comments"},
		{"other kind", "kenken\n" + seedSolution, 1, "the solution is for a kenken puzzle, expected abcpath"},
		{"lower case", "jknoq\nILMRP\nHWAUS\nGXVBT\nYFEDC\n", 1, "expected a letter A-Y, found 'j'"},
	})
}
