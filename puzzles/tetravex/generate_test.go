package tetravex_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[tetravex.Puzzle, tetravex.Solution]{
	Name:     func(p *tetravex.Puzzle) string { return p.Name },
	Format:   tetravex.Format,
	Parse:    tetravex.Parse,
	Validate: (*tetravex.Puzzle).Validate,
	Verify:   tetravex.Verify,
	WithKnown: func(p *tetravex.Puzzle, s *tetravex.Solution) *tetravex.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

func TestGenerate(t *testing.T) {
	t.Parallel()
	for _, colours := range []int{6, 10} {
		for n := 3; n <= 8; n++ {
			label := fmt.Sprintf("tetravex n%d c%d", n, colours)
			kindtest.CheckSeries(t, label, false, func(seed uint64) (kindtest.Generated, error) {
				p, s, err := tetravex.Planted(seed, n, colours)
				if err != nil {
					return kindtest.Generated{}, err
				}
				if want := fmt.Sprintf("generated:tetravex-n%d-c%d-s%d", n, colours, seed); p.Name != want {
					t.Errorf("name %q, want %q", p.Name, want)
				}
				if p.Known != nil {
					t.Errorf("%s: Known is set", label)
				}
				for _, pc := range p.Pieces {
					for _, e := range [4]int{pc.Left, pc.Top, pc.Right, pc.Bottom} {
						if e < 0 || e >= colours {
							t.Fatalf("%s: edge %d outside 0..%d", label, e, colours-1)
						}
					}
				}
				return gen.Of(p, s), nil
			})
		}
	}
}

func TestGenerateArguments(t *testing.T) {
	for name, args := range map[string][2]int{"n0": {0, 6}, "big": {tetravex.MaxSize + 1, 6}, "c0": {3, 0}} {
		if _, err := tetravex.Generate(1, args[0], args[1]); !errors.Is(err, draw.ErrArgument) {
			t.Errorf("%s: error %v, want ErrArgument", name, err)
		}
	}
}

// TestGenerateStable pins one puzzle: the same seed must give the same
// puzzle on every platform and Go release. A deliberate change of the
// generator updates the hash here (and says so in its commit).
func TestGenerateStable(t *testing.T) {
	p, _ := tetravex.Generate(1, 5, 10)
	if got, want := kindtest.Hash(tetravex.Format(p)), "6e4e502ff2af2e44"; got != want {
		t.Errorf("seed 1: hash %s, want %s:\n%s", got, want, tetravex.Format(p))
	}
}
