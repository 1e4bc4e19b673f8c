package futoshiki

import (
	"context"
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the Futoshiki generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x6675746f7368696b // "futoshik"

// Generate returns a random n×n Futoshiki. It draws a random Latin square
// (as KenKen does) and puts signs between neighbours that agree with it.
// Without unique, about half of the 2n(n-1) possible signs, chosen at
// random, and no givens: the square is a solution, maybe not the only one.
// With unique, the signs are added in a random order until the solver,
// counting solutions to two, finds only the square (with givens added the
// same way should every sign not be enough), and then every given, and
// then every sign, whose removal keeps the solution unique is removed, in
// a random order: the puzzle has exactly one solution and no clue too many. n must be
// within 1..MaxN.
func Generate(seed uint64, n int, unique bool) (*Puzzle, error) {
	return GenerateContext(context.Background(), seed, n, unique)
}

// GenerateContext is Futoshiki stopped by ctx: once ctx is done, the counts
// end and it returns ctx's error.
func GenerateContext(ctx context.Context, seed uint64, n int, unique bool) (*Puzzle, error) {
	p, _, err := plantedContext(ctx, seed, n, unique)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return p, err
}

// Planted is Generate that also returns the planted solution.
func Planted(seed uint64, n int, unique bool) (*Puzzle, *Solution, error) {
	return plantedContext(context.Background(), seed, n, unique)
}

func plantedContext(ctx context.Context, seed uint64, n int, unique bool) (*Puzzle, *Solution, error) {
	if n < 1 || n > MaxN {
		return nil, nil, draw.Argf("futoshiki: size %d, expected 1..%d", n, MaxN)
	}
	g := draw.New(seed, stream)
	sq := draw.LatinSquare(g, n)
	sol := &Solution{Grid: make([][]int, n)}
	for r := range n {
		sol.Grid[r] = make([]int, n)
		for c := range n {
			sol.Grid[r][c] = sq[r][c] + 1
		}
	}
	name := fmt.Sprintf("generated:futoshiki-n%d-s%d", n, seed)
	if unique {
		name = fmt.Sprintf("generated:futoshiki-n%d-unique-s%d", n, seed)
	}
	p := &Puzzle{Name: name, N: n, Givens: make([][]int, n), Right: make([][]Rel, n), Below: make([][]Rel, n-1)}
	for r := range n {
		p.Givens[r], p.Right[r] = make([]int, n), make([]Rel, n-1)
		if r < n-1 {
			p.Below[r] = make([]Rel, n)
		}
	}
	// clue k < len(signs) is sign k; the others are the givens, cell by
	// cell.
	type sign struct {
		r, c  int
		below bool
	}
	var signs []sign
	for r := range n {
		for c := range n {
			if c+1 < n {
				signs = append(signs, sign{r, c, false})
			}
			if r+1 < n {
				signs = append(signs, sign{r, c, true})
			}
		}
	}
	set := func(k int, on bool) {
		if k >= len(signs) {
			i := k - len(signs)
			p.Givens[i/n][i%n] = 0
			if on {
				p.Givens[i/n][i%n] = sol.Grid[i/n][i%n]
			}
			return
		}
		s := signs[k]
		a, b, at := sol.Grid[s.r][s.c], 0, (*Rel)(nil)
		if s.below {
			b, at = sol.Grid[s.r+1][s.c], &p.Below[s.r][s.c]
		} else {
			b, at = sol.Grid[s.r][s.c+1], &p.Right[s.r][s.c]
		}
		*at = None
		switch {
		case on && a < b:
			*at = Less
		case on:
			*at = Greater
		}
	}
	order := g.Perm(len(signs))
	if !unique {
		for _, k := range order[:len(signs)/2] {
			set(k, true)
		}
	} else {
		count := func() int64 { return draw.CountTwo(ctx, p, Build, SearchOptions) }
		var on []int
		for _, k := range append(order, g.PermFrom(len(signs), n*n)...) {
			set(k, true)
			on = append(on, k)
			if count() == 1 {
				break
			}
		}
		// Givens go first, then signs: a Futoshiki should rest on signs.
		for _, givens := range []bool{true, false} {
			for _, i := range g.Perm(len(on)) {
				if k := on[i]; (k >= len(signs)) == givens {
					set(k, false)
					if count() != 1 {
						set(k, true)
					}
				}
			}
		}
	}
	if err := p.Validate(); err != nil {
		return nil, nil, fmt.Errorf("generate: futoshiki: internal error: %w", err)
	}
	return p, sol, nil
}
