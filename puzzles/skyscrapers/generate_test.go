package skyscrapers_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// gen checks the planted puzzles with kindtest.CheckGenerated.
var gen = kindtest.Gen[skyscrapers.Puzzle, skyscrapers.Solution]{
	Name:     func(p *skyscrapers.Puzzle) string { return p.Name },
	Format:   skyscrapers.Format,
	Parse:    skyscrapers.Parse,
	Validate: (*skyscrapers.Puzzle).Validate,
	Verify:   skyscrapers.Verify,
	WithKnown: func(p *skyscrapers.Puzzle, s *skyscrapers.Solution) *skyscrapers.Puzzle {
		q := *p
		q.Known = s
		return &q
	},
}

func TestGenerate(t *testing.T) {
	t.Parallel()
	for _, unique := range []bool{false, true} {
		for n := 1; n <= 7; n++ {
			if unique && n > 6 {
				continue // a unique 7×7 takes about 0.3 s: the series would be slow
			}
			label := fmt.Sprintf("skyscrapers n%d unique=%v", n, unique)
			kindtest.CheckSeries(t, label, n <= 3, func(seed uint64) (kindtest.Generated, error) {
				p, s, err := skyscrapers.Planted(seed, n, unique)
				if err != nil {
					return kindtest.Generated{}, err
				}
				want := fmt.Sprintf("generated:skyscrapers-n%d-s%d", n, seed)
				if unique {
					want = fmt.Sprintf("generated:skyscrapers-n%d-unique-s%d", n, seed)
				}
				if p.Name != want || p.Known != nil {
					t.Errorf("%s: name %q (want %q), known %v", label, p.Name, want, p.Known)
				}
				if unique {
					checkUniqueMinimal(t, label, p)
				}
				return gen.Of(p, s), nil
			})
		}
	}
}

// checkUniqueMinimal counts p's solutions to two with a plain brute force
// over Latin squares row by row (independent of the model the generator
// counts with) and checks that p is unique and that taking away any clue
// or given leaves two solutions.
func checkUniqueMinimal(t *testing.T, label string, p *skyscrapers.Puzzle) {
	t.Helper()
	if p.N > 4 {
		return // the brute force is for small grids; the model's count stands
	}
	if c := countLatin(p, 2); c != 1 {
		t.Fatalf("%s: %d solutions, want 1\n%s", label, c, skyscrapers.Format(p))
	}
	for _, sd := range []skyscrapers.Side{skyscrapers.Top, skyscrapers.Bottom, skyscrapers.Left, skyscrapers.Right} {
		clues := p.Clues(sd)
		for i, v := range clues {
			if v == 0 {
				continue
			}
			clues[i] = 0
			if countLatin(p, 2) != 2 {
				t.Errorf("%s: %s is not needed\n%s", label, skyscrapers.ClueName(sd, i), skyscrapers.Format(p))
			}
			clues[i] = v
		}
	}
	for r, row := range p.Givens {
		for c, v := range row {
			if v == 0 {
				continue
			}
			row[c] = 0
			if countLatin(p, 2) != 2 {
				t.Errorf("%s: the given at r%dc%d is not needed", label, r+1, c+1)
			}
			row[c] = v
		}
	}
}

// countLatin counts the solutions of p up to limit by filling the grid
// cell by cell and checking the rules with Verify at the end.
func countLatin(p *skyscrapers.Puzzle, limit int) int {
	n := p.N
	g := make([][]int, n)
	for r := range g {
		g[r] = make([]int, n)
	}
	count := 0
	var fill func(k int)
	fill = func(k int) {
		if count >= limit {
			return
		}
		if k == n*n {
			if skyscrapers.Verify(p, &skyscrapers.Solution{Grid: g}) == nil {
				count++
			}
			return
		}
		r, c := k/n, k%n
		for v := 1; v <= n; v++ {
			if gv := p.Givens[r][c]; gv != 0 && gv != v {
				continue
			}
			ok := true
			for j := range c {
				ok = ok && g[r][j] != v
			}
			for i := range r {
				ok = ok && g[i][c] != v
			}
			if ok {
				g[r][c] = v
				fill(k + 1)
			}
		}
		g[r][c] = 0
	}
	fill(0)
	return count
}

func TestGenerateArguments(t *testing.T) {
	for _, n := range []int{0, 10} {
		if _, err := skyscrapers.Generate(1, n, false); !errors.Is(err, draw.ErrArgument) {
			t.Errorf("size %d: %v, want draw.ErrArgument", n, err)
		}
	}
	a, _ := skyscrapers.Generate(7, 6, true)
	b, _, _ := skyscrapers.Planted(7, 6, true)
	if skyscrapers.Format(a) != skyscrapers.Format(b) {
		t.Errorf("public and planted generators differ")
	}
}

// TestGenerateStable pins two puzzles: the same seed must give the same
// puzzle everywhere (see TestStable).
func TestGenerateStable(t *testing.T) {
	p, _ := skyscrapers.Generate(1, 6, false)
	u, _ := skyscrapers.Generate(1, 6, true)
	for _, c := range []struct{ text, want string }{
		{skyscrapers.Format(p), "ef9e82a2c3ab91ab"},
		{skyscrapers.Format(u), "0d8a15ac0db80126"},
	} {
		if got := kindtest.Hash(c.text); got != c.want {
			t.Errorf("seed 1: hash %s, want %s:\n%s", got, c.want, c.text)
		}
	}
}
