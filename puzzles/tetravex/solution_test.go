package tetravex

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

func TestParseSolution(t *testing.T) {
	p := parseFile(t, filepath.Join("testdata", "hakank_game2_6x6.txt"))
	block := FormatSolution(p, p.Known)
	for _, in := range []string{
		block,
		"# header\n" + block,
		"# header\ntetravex\n" + block,
		Format(p),
	} {
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
		{"empty", "", 1, "expected a tetravex solution block, found nothing"},
		{"other kind", "rogo\n" + block, 1, "the solution is for a rogo puzzle, expected tetravex"},
		{"puzzle without solution", "tetravex\nsize 6\n", 2, "a tetravex solution block has no 'size' line"},
		{"comment", "1 2 3 4 5 6\n# x\n", 2, "comments"},
		{"big", "1 2 3 4 5 37\n" + strings.Repeat("1 2 3 4 5 6\n", 5), 1, "expected a piece number 1..36, found '37'"},
	})
	if _, err := ParseSolution(&Puzzle{N: 2}, "s", []byte("1 2\n3 4\n")); err == nil {
		t.Errorf("ParseSolution accepted an invalid puzzle")
	}
}
