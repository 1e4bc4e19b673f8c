package kenken_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[kenken.Puzzle, kenken.Solution]{
	Name:     func(p *kenken.Puzzle) string { return p.Name },
	Format:   kenken.Format,
	Parse:    kenken.Parse,
	Validate: (*kenken.Puzzle).Validate,
	Verify:   kenken.Verify,
	WithKnown: func(p *kenken.Puzzle, s *kenken.Solution) *kenken.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

func TestGenerate(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		label := fmt.Sprintf("kenken n%d", n)
		singles, cells := 0, 0
		kindtest.CheckSeries(t, label, n <= 2, func(seed uint64) (kindtest.Generated, error) {
			p, s, err := kenken.Planted(seed, n)
			if err != nil {
				return kindtest.Generated{}, err
			}
			if want := fmt.Sprintf("generated:kenken-n%d-s%d", n, seed); p.Name != want {
				t.Errorf("name %q, want %q", p.Name, want)
			}
			for _, cg := range p.Cages {
				if len(cg.Cells) > 4 {
					t.Fatalf("%s: cage %s has %d cells", label, cg.Name, len(cg.Cells))
				}
				if len(cg.Cells) == 1 {
					singles++
				}
			}
			cells += n * n
			return gen.Of(p, s), nil
		})
		if n >= 4 && singles*8 > cells {
			t.Errorf("%s: %d one-cell cages over %d cells", label, singles, cells)
		}
	}
	// The largest side, with cage names as tokens.
	kindtest.CheckSeries(t, "kenken n25", false, func(seed uint64) (kindtest.Generated, error) {
		p, s, err := kenken.Planted(seed, kenken.MaxN)
		if err != nil {
			return kindtest.Generated{}, err
		}
		return gen.Of(p, s), nil
	})
}

func TestGenerateArguments(t *testing.T) {
	for _, n := range []int{0, kenken.MaxN + 1} {
		if _, err := kenken.Generate(1, n); !errors.Is(err, draw.ErrArgument) {
			t.Errorf("n%d: error %v, want ErrArgument", n, err)
		}
	}
}

// TestGenerateStable pins one puzzle (see tetravex's TestGenerateStable).
func TestGenerateStable(t *testing.T) {
	p, _ := kenken.Generate(1, 7)
	if got, want := kindtest.Hash(kenken.Format(p)), "a5e456db000feaee"; got != want {
		t.Errorf("seed 1: hash %s, want %s:\n%s", got, want, kenken.Format(p))
	}
}

// TestPlantedOn: a chain's first puzzle is Planted's for its seed; the
// later ones are well-formed KenKens their planted squares solve; a chain
// of another size is refused.
func TestPlantedOn(t *testing.T) {
	for _, n := range []int{3, 4, 6, 9} {
		chain := draw.NewLatinChain(n)
		want, _, _ := kenken.Planted(7, n)
		for seed := uint64(7); seed < 47; seed++ {
			p, s, err := kenken.PlantedOn(seed, n, chain)
			if err != nil {
				t.Fatalf("n %d seed %d: %v", n, seed, err)
			}
			if seed == 7 && kenken.Format(p) != kenken.Format(want) {
				t.Fatalf("n %d: the chain's first puzzle\n%s\nPlanted's\n%s", n, kenken.Format(p), kenken.Format(want))
			}
			kindtest.CheckGenerated(t, fmt.Sprintf("kenken on a chain n%d seed %d", n, seed), gen.Of(p, s))
		}
	}
	if _, _, err := kenken.PlantedOn(1, 5, draw.NewLatinChain(6)); !errors.Is(err, draw.ErrArgument) {
		t.Errorf("a 6x6 chain for a 5x5 puzzle: error %v, want ErrArgument", err)
	}
}
