package takuzu_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[takuzu.Puzzle, takuzu.Solution]{
	Name:     func(p *takuzu.Puzzle) string { return p.Name },
	Format:   takuzu.Format,
	Parse:    takuzu.Parse,
	Validate: (*takuzu.Puzzle).Validate,
	Verify:   takuzu.Verify,
	WithKnown: func(p *takuzu.Puzzle, s *takuzu.Solution) *takuzu.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

func TestGenerate(t *testing.T) {
	t.Parallel()
	for _, unique := range []bool{false, true} {
		for n := 2; n <= 16; n += 2 {
			label := fmt.Sprintf("takuzu n%d unique=%v", n, unique)
			kindtest.CheckSeries(t, label, n <= 2, func(seed uint64) (kindtest.Generated, error) {
				p, s, err := takuzu.Planted(seed, n, unique)
				if err != nil {
					return kindtest.Generated{}, err
				}
				given := 0
				for _, row := range p.Grid {
					for _, v := range row {
						if v >= 0 {
							given++
						}
					}
				}
				if lo, hi := n*n*30/100, (n*n*45+99)/100; given < lo || given > hi {
					t.Errorf("%s seed %d: %d givens, expected %d..%d", label, seed, given, lo, hi)
				}
				return gen.Of(p, s), nil
			})
		}
	}
}

// TestGenerateLarge checks that the filler copes beyond the benchmark sizes.
func TestGenerateLarge(t *testing.T) {
	t.Parallel()
	sizes := []int{20, 24, 32}
	if !testing.Short() {
		sizes = append(sizes, 48, takuzu.MaxN)
	}
	for _, unique := range []bool{false, true} {
		for _, n := range sizes {
			p, s, err := takuzu.Planted(1, n, unique)
			if err != nil {
				t.Fatalf("n%d unique=%v: %v", n, unique, err)
			}
			kindtest.CheckGenerated(t, p.Name, gen.Of(p, s))
		}
	}
}

func TestGenerateArguments(t *testing.T) {
	for _, c := range []struct {
		n      int
		unique bool
	}{{7, false}, {0, true}, {takuzu.MaxN + 2, true}} {
		if _, err := takuzu.Generate(1, c.n, c.unique); !errors.Is(err, draw.ErrArgument) {
			t.Errorf("n%d: error %v, want ErrArgument", c.n, err)
		}
	}
}

// TestGenerateStable pins one puzzle (see tetravex's TestGenerateStable).
func TestGenerateStable(t *testing.T) {
	p, _ := takuzu.Generate(1, 10, true)
	if got, want := kindtest.Hash(takuzu.Format(p)), "47d14b530ffb1578"; got != want {
		t.Errorf("seed 1: hash %s, want %s:\n%s", got, want, takuzu.Format(p))
	}
}
