package sudoku_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[sudoku.Puzzle, sudoku.Solution]{
	Name:     func(p *sudoku.Puzzle) string { return p.Name },
	Format:   sudoku.Format,
	Parse:    sudoku.Parse,
	Validate: (*sudoku.Puzzle).Validate,
	Verify:   sudoku.Verify,
	WithKnown: func(p *sudoku.Puzzle, s *sudoku.Solution) *sudoku.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

// sudokuGivens is the share of given cells, in percent, that
// sudoku.Generate documents by side; takuzu.Generate gives 30..45%.
var sudokuGivens = map[int]int{4: 50, 9: 40, 16: 45, 25: 50}

func TestGenerate(t *testing.T) {
	t.Parallel()
	for _, n := range []int{4, 9, 16, 25} {
		label := fmt.Sprintf("sudoku n%d", n)
		kindtest.CheckSeries(t, label, false, func(seed uint64) (kindtest.Generated, error) {
			p, s, err := sudoku.Planted(seed, n)
			if err != nil {
				return kindtest.Generated{}, err
			}
			given := 0
			for _, row := range p.Grid {
				for _, v := range row {
					if v != 0 {
						given++
					}
				}
			}
			if want := (n*n*sudokuGivens[n] + 50) / 100; given != want {
				t.Errorf("%s seed %d: %d givens, want %d", label, seed, given, want)
			}
			return gen.Of(p, s), nil
		})
	}
}

func TestGenerateArguments(t *testing.T) {
	for _, n := range []int{0, 1, 8, 36} {
		if _, err := sudoku.Generate(1, n); !errors.Is(err, draw.ErrArgument) {
			t.Errorf("n%d: error %v, want ErrArgument", n, err)
		}
	}
}

// TestGenerateStable pins one puzzle (see tetravex's TestGenerateStable).
func TestGenerateStable(t *testing.T) {
	p, _ := sudoku.Generate(1, 9)
	if got, want := kindtest.Hash(sudoku.Format(p)), "f57614c32e0c8db3"; got != want {
		t.Errorf("seed 1: hash %s, want %s:\n%s", got, want, sudoku.Format(p))
	}
}
