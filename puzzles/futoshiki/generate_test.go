package futoshiki_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/search"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[futoshiki.Puzzle, futoshiki.Solution]{
	Name:     func(p *futoshiki.Puzzle) string { return p.Name },
	Format:   futoshiki.Format,
	Parse:    futoshiki.Parse,
	Validate: (*futoshiki.Puzzle).Validate,
	Verify:   futoshiki.Verify,
	WithKnown: func(p *futoshiki.Puzzle, s *futoshiki.Solution) *futoshiki.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

func futoshikiCount(t *testing.T, p *futoshiki.Puzzle) (int64, *futoshiki.Solution) {
	return kindtest.CountSolutions(t, func() (*cp.Store, search.Options, func(*cp.Store) *futoshiki.Solution, error) {
		m, err := futoshiki.Build(p)
		if err != nil {
			return nil, search.Options{}, nil, err
		}
		return m.Store, futoshiki.SearchOptions(m), m.Decode, nil
	}, 2)
}

// TestGenerate: every size 1..6 (and 9, fewer seeds), with and without
// unique; with unique the puzzle has one solution, the planted one, and
// every clue is needed (removing any one of them lets a second solution
// in).
func TestGenerate(t *testing.T) {
	t.Parallel()
	for _, unique := range []bool{false, true} {
		for n := 1; n <= 6; n++ {
			label := fmt.Sprintf("futoshiki n%d unique=%v", n, unique)
			checked := 0
			kindtest.CheckSeries(t, label, n <= 3, func(seed uint64) (kindtest.Generated, error) {
				p, s, err := futoshiki.Planted(seed, n, unique)
				if err != nil {
					return kindtest.Generated{}, err
				}
				if unique && checked < 5 {
					checked++
					checkMinimalFutoshiki(t, label, p, s)
				}
				return gen.Of(p, s), nil
			})
		}
	}
	p, s, err := futoshiki.Planted(3, 9, true)
	if err != nil {
		t.Fatal(err)
	}
	kindtest.CheckGenerated(t, "futoshiki n9 unique", gen.Of(p, s))
	checkMinimalFutoshiki(t, "futoshiki n9 unique", p, s)
}

// checkMinimalFutoshiki: p has exactly the solution s, and dropping any
// sign or given makes a second solution possible.
func checkMinimalFutoshiki(t *testing.T, label string, p *futoshiki.Puzzle, s *futoshiki.Solution) {
	t.Helper()
	if n, first := futoshikiCount(t, p); n != 1 || futoshiki.FormatSolution(p, first) != futoshiki.FormatSolution(p, s) {
		t.Fatalf("%s: %d solutions, the first:\n%v", label, n, first)
	}
	if p.N > 6 {
		return // each count of a 9×9 costs
	}
	drop := func(at *futoshiki.Rel, what string) {
		keep := *at
		*at = futoshiki.None
		if n, _ := futoshikiCount(t, p); n != 2 {
			t.Errorf("%s: the sign %s is not needed\n%s", label, what, futoshiki.Format(p))
		}
		*at = keep
	}
	for r := range p.N {
		for c := range p.N {
			if c+1 < p.N && p.Right[r][c] != futoshiki.None {
				drop(&p.Right[r][c], fmt.Sprintf("right of r%dc%d", r+1, c+1))
			}
			if r+1 < p.N && p.Below[r][c] != futoshiki.None {
				drop(&p.Below[r][c], fmt.Sprintf("below r%dc%d", r+1, c+1))
			}
			if v := p.Givens[r][c]; v != 0 {
				p.Givens[r][c] = 0
				if n, _ := futoshikiCount(t, p); n != 2 {
					t.Errorf("%s: the given r%dc%d is not needed", label, r+1, c+1)
				}
				p.Givens[r][c] = v
			}
		}
	}
}

func TestGenerateArguments(t *testing.T) {
	for _, n := range []int{0, 10} {
		if _, err := futoshiki.Generate(1, n, n == 10); err == nil || !strings.Contains(err.Error(), "size") {
			t.Errorf("n%d: error %v, want ErrArgument", n, err)
		}
	}
}

// TestGenerateStable pins two puzzles (see tetravex's TestGenerateStable).
func TestGenerateStable(t *testing.T) {
	for _, c := range []struct {
		unique bool
		want   string
	}{{false, "7933d4ab72866bb0"}, {true, "63f753269bd0a809"}} {
		p, _ := futoshiki.Generate(1, 5, c.unique)
		if got := kindtest.Hash(futoshiki.Format(p)); got != c.want {
			t.Errorf("n5 unique=%v seed 1: hash %s, want %s:\n%s", c.unique, got, c.want, futoshiki.Format(p))
		}
	}
}
