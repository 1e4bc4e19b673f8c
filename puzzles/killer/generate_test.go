package killer_test

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/search"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[killer.Puzzle, killer.Solution]{
	Name:     func(p *killer.Puzzle) string { return p.Name },
	Format:   killer.Format,
	Parse:    killer.Parse,
	Validate: (*killer.Puzzle).Validate,
	Verify:   killer.Verify,
	WithKnown: func(p *killer.Puzzle, s *killer.Solution) *killer.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

func killerCount(t *testing.T, p *killer.Puzzle) (int64, *killer.Solution) {
	return kindtest.CountSolutions(t, func() (*cp.Store, search.Options, func(*cp.Store) *killer.Solution, error) {
		m, err := killer.Build(p)
		if err != nil {
			return nil, search.Options{}, nil, err
		}
		return m.Store, killer.SearchOptions(m), m.Decode, nil
	}, 2)
}

// TestGenerate: 4×4 and 9×9, with and without unique; with unique the
// puzzle has one solution, the planted one, and no two touching cages can
// be merged (within the size bound, with distinct values) without a
// second solution.
func TestGenerate(t *testing.T) {
	t.Parallel()
	for _, n := range []int{4, 9} {
		label := fmt.Sprintf("killer n%d", n)
		kindtest.CheckSeries(t, label, n == 4, func(seed uint64) (kindtest.Generated, error) {
			p, s, err := killer.Planted(seed, n, false)
			if err != nil {
				return kindtest.Generated{}, err
			}
			checkCageSizes(t, label, p)
			return gen.Of(p, s), nil
		})
	}
	kindtest.CheckSeries(t, "killer n4 unique", true, func(seed uint64) (kindtest.Generated, error) {
		p, s, err := killer.Planted(seed, 4, true)
		if err != nil {
			return kindtest.Generated{}, err
		}
		checkMaximalKiller(t, "killer n4 unique", p, s)
		return gen.Of(p, s), nil
	})
	// 9×9 with unique: each merge is a count, so a few seeds only.
	for seed := range uint64(3) {
		label := fmt.Sprintf("killer n9 unique seed %d", seed)
		p, s, err := killer.Planted(seed, 9, true)
		if err != nil {
			t.Fatal(err)
		}
		kindtest.CheckGenerated(t, label, gen.Of(p, s))
		checkCageSizes(t, label, p)
		if seed == 0 {
			checkMaximalKiller(t, label, p, s)
		} else if n, _ := killerCount(t, p); n != 1 {
			t.Errorf("%s: %d solutions", label, n)
		}
	}
}

func checkCageSizes(t *testing.T, label string, p *killer.Puzzle) {
	t.Helper()
	for _, cg := range p.Cages {
		if len(cg.Cells) > min(killer.MaxCage, p.N) {
			t.Errorf("%s: cage %s has %d cells", label, cg.Name, len(cg.Cells))
		}
	}
}

// checkMaximalKiller: p has exactly the solution s, and merging any two
// touching cages (the union within the size bound, its values distinct)
// lets a second solution in.
func checkMaximalKiller(t *testing.T, label string, p *killer.Puzzle, s *killer.Solution) {
	t.Helper()
	if n, first := killerCount(t, p); n != 1 || killer.FormatSolution(p, first) != killer.FormatSolution(p, s) {
		t.Fatalf("%s: %d solutions", label, n)
	}
	n := p.N
	owner := make([]int, n*n)
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
		}
	}
	tried := map[[2]int]bool{}
	for i := range n * n {
		for _, j := range []int{i + 1, i + n} {
			if j >= n*n || (j == i+1 && j%n == 0) {
				continue
			}
			a, b := owner[i], owner[j]
			if a == b || tried[[2]int{a, b}] {
				continue
			}
			tried[[2]int{a, b}] = true
			ca, cb := p.Cages[a], p.Cages[b]
			if len(ca.Cells)+len(cb.Cells) > min(killer.MaxCage, n) || !distinctCells(s, ca, cb) {
				continue
			}
			q := *p
			q.Cages = append([]killer.Cage(nil), p.Cages...)
			q.Cages[a] = killer.Cage{Name: ca.Name, Sum: ca.Sum + cb.Sum, Cells: append(append([]killer.Cell(nil), ca.Cells...), cb.Cells...)}
			q.Cages = append(q.Cages[:b], q.Cages[b+1:]...)
			if c, _ := killerCount(t, &q); c != 2 {
				t.Errorf("%s: cages %s and %s could be merged", label, ca.Name, cb.Name)
			}
		}
	}
}

func distinctCells(s *killer.Solution, a, b killer.Cage) bool {
	for _, x := range a.Cells {
		for _, y := range b.Cells {
			if s.Grid[x.Row][x.Col] == s.Grid[y.Row][y.Col] {
				return false
			}
		}
	}
	return true
}

func TestGenerateArguments(t *testing.T) {
	for _, n := range []int{6, 16} {
		if _, err := killer.Generate(1, n, n == 16); err == nil || !strings.Contains(err.Error(), "size") {
			t.Errorf("n%d: error %v, want ErrArgument", n, err)
		}
	}
}

// TestGenerateStable pins two puzzles (see tetravex's TestGenerateStable).
func TestGenerateStable(t *testing.T) {
	for _, c := range []struct {
		n      int
		unique bool
		want   string
	}{{9, false, "371fb856268a1e16"}, {4, true, "013b10a345237d5a"}} {
		p, _ := killer.Generate(1, c.n, c.unique)
		if got := kindtest.Hash(killer.Format(p)); got != c.want {
			t.Errorf("n%d unique=%v seed 1: hash %s, want %s:\n%s", c.n, c.unique, got, c.want, killer.Format(p))
		}
	}
}

// TestPlantedCapped: capped cages hold at most the cap's cells and the
// puzzle keeps one solution, the planted one; the cap of MaxCage draws
// what Planted draws; a cap out of 2..MaxCage is an argument error, and a
// done context ends the draw with its error.
func TestPlantedCapped(t *testing.T) {
	for _, maxCage := range []int{2, 3} {
		for seed := range uint64(2) {
			label := fmt.Sprintf("killer n9 cap %d seed %d", maxCage, seed)
			p, s, err := killer.PlantedCapped(context.Background(), seed, 9, maxCage, true)
			if err != nil {
				t.Fatal(err)
			}
			kindtest.CheckGenerated(t, label, gen.Of(p, s))
			big := 0
			for _, cg := range p.Cages {
				if len(cg.Cells) > maxCage {
					t.Errorf("%s: cage %s has %d cells", label, cg.Name, len(cg.Cells))
				}
				big = max(big, len(cg.Cells))
			}
			if big != maxCage {
				t.Errorf("%s: the largest cage has %d cells", label, big)
			}
			if n, first := killerCount(t, p); n != 1 || killer.FormatSolution(p, first) != killer.FormatSolution(p, s) {
				t.Errorf("%s: %d solutions", label, n)
			}
		}
	}
	a, _, _ := killer.Planted(1, 4, true)
	b, _, err := killer.PlantedCapped(context.Background(), 1, 4, killer.MaxCage, true)
	if err != nil || killer.Format(a) != killer.Format(b) {
		t.Errorf("the cap of MaxCage draws another puzzle than Planted (%v)", err)
	}
	for _, bad := range []int{1, killer.MaxCage + 1} {
		if _, _, err := killer.PlantedCapped(context.Background(), 1, 9, bad, true); !errors.Is(err, draw.ErrArgument) {
			t.Errorf("cap %d: %v, want ErrArgument", bad, err)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := killer.PlantedCapped(ctx, 1, 9, 3, true); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled draw: %v, want context.Canceled", err)
	}
}
