package rogo_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[rogo.Puzzle, rogo.Solution]{
	Name:     func(p *rogo.Puzzle) string { return p.Name },
	Format:   rogo.Format,
	Parse:    rogo.Parse,
	Validate: (*rogo.Puzzle).Validate,
	Verify:   rogo.Verify,
	WithKnown: func(p *rogo.Puzzle, s *rogo.Solution) *rogo.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

func TestGenerate(t *testing.T) {
	t.Parallel()
	for side := 8; side <= 14; side++ {
		for steps := 12; steps <= 40; steps += 2 {
			rows, cols := side, side
			if steps%4 == 0 {
				cols = side - 1 // some non-square grids too
			}
			label := fmt.Sprintf("rogo %dx%d steps %d", rows, cols, steps)
			kindtest.CheckSeries(t, label, false, func(seed uint64) (kindtest.Generated, error) {
				p, s, err := rogo.Planted(seed, rows, cols, steps)
				if err != nil {
					return kindtest.Generated{}, err
				}
				if p.HasBest || p.Known != nil {
					t.Errorf("%s: HasBest or Known set", label)
				}
				return gen.Of(p, s), nil
			})
		}
	}
}

// TestGenerateLongLoops plants loops through up to three quarters of the cells
// of small grids.
func TestGenerateLongLoops(t *testing.T) {
	t.Parallel()
	for _, g := range [][2]int{{2, 2}, {2, 7}, {3, 3}, {4, 4}, {5, 6}, {6, 6}} {
		rows, cols := g[0], g[1]
		for steps := 4; steps <= rows*cols*3/4; steps += 2 {
			for seed := range uint64(5) {
				p, s, err := rogo.Planted(seed, rows, cols, steps)
				if err != nil {
					t.Fatalf("%dx%d steps %d seed %d: %v", rows, cols, steps, seed, err)
				}
				kindtest.CheckGenerated(t, p.Name, gen.Of(p, s))
			}
		}
	}
}

func TestGenerateArguments(t *testing.T) {
	for name, a := range map[string][3]int{
		"1 row": {1, 8, 4}, "wide": {8, rogo.MaxSide + 1, 4}, "odd steps": {8, 8, 13}, "short": {8, 8, 2}, "too long": {3, 3, 10},
	} {
		if _, err := rogo.Generate(1, a[0], a[1], a[2]); !errors.Is(err, draw.ErrArgument) {
			t.Errorf("%s: error %v, want ErrArgument", name, err)
		}
	}
}

// TestGenerateStable pins one puzzle (see tetravex's TestGenerateStable).
func TestGenerateStable(t *testing.T) {
	p, _ := rogo.Generate(1, 10, 10, 20)
	if got, want := kindtest.Hash(rogo.Format(p)), "fcc0bcd55808d2cb"; got != want {
		t.Errorf("seed 1: hash %s, want %s:\n%s", got, want, rogo.Format(p))
	}
}
