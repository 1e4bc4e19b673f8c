package starbattle_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
	"github.com/tessera-cp/tessera/search"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[starbattle.Puzzle, starbattle.Solution]{
	Name:     func(p *starbattle.Puzzle) string { return p.Name },
	Format:   starbattle.Format,
	Parse:    starbattle.Parse,
	Validate: (*starbattle.Puzzle).Validate,
	Verify:   starbattle.Verify,
	WithKnown: func(p *starbattle.Puzzle, s *starbattle.Solution) *starbattle.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

func TestGenerate(t *testing.T) {
	t.Parallel()
	for _, nk := range [][2]int{{1, 1}, {5, 1}, {8, 1}, {10, 2}, {14, 3}} {
		n, k := nk[0], nk[1]
		label := fmt.Sprintf("starbattle n%d k%d", n, k)
		kindtest.CheckSeries(t, label, n <= 5, func(seed uint64) (kindtest.Generated, error) {
			p, s, err := starbattle.Planted(seed, n, k, false)
			if err != nil {
				return kindtest.Generated{}, err
			}
			if want := fmt.Sprintf("generated:starbattle-n%d-k%d-s%d", n, k, seed); p.Name != want {
				t.Errorf("name %q, want %q", p.Name, want)
			}
			if p.Known != nil {
				t.Errorf("%s: Known is set", label)
			}
			return gen.Of(p, s), nil
		})
	}
}

// TestGenerateUnique draws puzzles with unique set and counts their
// solutions again, with first fail rather than the generator's search:
// exactly the planted one.
func TestGenerateUnique(t *testing.T) {
	t.Parallel()
	seeds := uint64(2)
	if testing.Short() {
		seeds = 1
	}
	for _, nk := range [][2]int{{5, 1}, {8, 1}, {10, 2}} {
		for seed := range seeds {
			p, s, err := starbattle.Planted(seed, nk[0], nk[1], true)
			if err != nil {
				t.Fatalf("%v seed %d: %v", nk, seed, err)
			}
			if err := starbattle.Verify(p, s); err != nil {
				t.Fatalf("%v seed %d: planted solution: %v", nk, seed, err)
			}
			m, err := starbattle.Build(p)
			if err != nil {
				t.Fatal(err)
			}
			res, err := search.Solve(m.Store, search.Options{Vars: m.Vars, VarSelect: search.FirstFail, MaxSolutions: 2}, func(*cp.Store) bool { return true })
			if err != nil || res.Solutions != 1 || !res.Complete() {
				t.Errorf("%v seed %d: %d solutions (%v, %v)\n%s", nk, seed, res.Solutions, res.Reason, err, starbattle.Format(p))
			}
		}
	}
}

func TestGenerateArguments(t *testing.T) {
	t.Parallel()
	for _, a := range [][2]int{{0, 1}, {starbattle.MaxN + 1, 1}, {10, 0}, {10, 6}, {3, 3}} {
		if _, err := starbattle.Generate(1, a[0], a[1], false); !errors.Is(err, draw.ErrArgument) {
			t.Errorf("starbattle.Generate(n %d, k %d): %v, want draw.ErrArgument", a[0], a[1], err)
		}
	}
	// 2×2 with one star per row: no placement exists.
	if _, err := starbattle.Generate(1, 2, 1, false); !errors.Is(err, draw.ErrEffort) {
		t.Errorf("starbattle.Generate(n 2, k 1): %v, want draw.ErrEffort", err)
	}
}

// TestGenerateStable pins a puzzle of each mode and checks that the
// public generator draws what the planted one does.
func TestGenerateStable(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		unique bool
		want   string
	}{{false, "2f4f56f409be8d19"}, {true, "90f01ba6b848ee03"}} {
		n, k := 10, 2
		if c.unique {
			n, k = 8, 1 // quicker to make unique
		}
		p, err := starbattle.Generate(1, n, k, c.unique)
		if err != nil {
			t.Fatal(err)
		}
		q, _, err := starbattle.Planted(1, n, k, c.unique)
		if err != nil {
			t.Fatal(err)
		}
		if starbattle.Format(p) != starbattle.Format(q) {
			t.Errorf("unique %v: public and planted generators differ", c.unique)
		}
		if got := kindtest.Hash(starbattle.Format(p)); got != c.want {
			t.Errorf("unique %v seed 1: hash %s, want %s:\n%s", c.unique, got, c.want, starbattle.Format(p))
		}
	}
}
