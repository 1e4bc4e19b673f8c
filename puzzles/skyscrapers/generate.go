package skyscrapers

import (
	"context"
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/search"
)

// stream is the second PCG seed word of the Skyscrapers generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x736b797363726170 // "skyscrap"

// Share of the clues a Skyscrapers puzzle keeps when uniqueness is not
// asked, in percent, drawn uniformly in this range for each puzzle.
const (
	skyscrapersCluesMin = 40
	skyscrapersCluesMax = 70
)

// skyscrapersMaxNodes bounds each uniqueness count of the Skyscrapers
// generator: a count that reaches it proves nothing, and the clue it was
// about stays.
const skyscrapersMaxNodes = 20_000

// Generate returns a random n×n Skyscrapers puzzle. It draws a random
// Latin square (as KenKen does) and reads the 4n clues off it. Without
// unique, a random 40–70% of the clues stay and no height is given: the
// square is a solution, maybe not the only one. With unique, the puzzle
// is made unique by counting solutions to two with the kind's model:
// given heights from the square are added (in random order) while the
// full set of clues leaves two solutions, then each clue and each given,
// in random order, is removed when the puzzle stays unique without it — a
// minimal unique puzzle for that order. A count stopped by its node bound
// keeps what it was about. n must be within 1..9 (the counts make larger
// sizes slow; Validate accepts up to MaxN).
func Generate(seed uint64, n int, unique bool) (*Puzzle, error) {
	return GenerateContext(context.Background(), seed, n, unique)
}

// GenerateContext is Skyscrapers stopped by ctx: once ctx is done, the counts
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
	if n < 1 || n > 9 {
		return nil, nil, draw.Argf("skyscrapers: size %d, expected 1..9", n)
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
	name := fmt.Sprintf("generated:skyscrapers-n%d-s%d", n, seed)
	if unique {
		name = fmt.Sprintf("generated:skyscrapers-n%d-unique-s%d", n, seed)
	}
	p := &Puzzle{Name: name, N: n, Givens: make([][]int, n)}
	for r := range n {
		p.Givens[r] = make([]int, n)
	}
	sides := []Side{Top, Bottom, Left, Right}
	clues := make([][]int, len(sides))
	for k, sd := range sides {
		clues[k] = make([]int, n)
		for i := range n {
			clues[k][i] = Visible(Line(sol.Grid, sd, i))
		}
	}
	p.Top, p.Bottom, p.Left, p.Right = clues[0], clues[1], clues[2], clues[3]
	if !unique {
		keep := g.Sample(4*n, (4*n*g.Between(skyscrapersCluesMin, skyscrapersCluesMax)+50)/100)
		for k := range clues {
			for i := range n {
				if !keep[k*n+i] {
					clues[k][i] = 0
				}
			}
		}
	} else {
		isUnique := func() (bool, error) { return uniqueSkyscrapers(ctx, p) }
		cells := g.Perm(n * n)
		for _, i := range cells {
			u, err := isUnique()
			if err != nil {
				return nil, nil, err
			}
			if u {
				break
			}
			p.Givens[i/n][i%n] = sol.Grid[i/n][i%n]
		}
		// Remove clues and givens, in one random order, while unique.
		for _, k := range g.Perm(4*n + n*n) {
			var at *int
			if k < 4*n {
				at = &clues[k/n][k%n]
			} else {
				at = &p.Givens[(k-4*n)/n][(k-4*n)%n]
			}
			if *at == 0 {
				continue
			}
			v := *at
			*at = 0
			u, err := isUnique()
			if err != nil {
				return nil, nil, err
			}
			if !u {
				*at = v
			}
		}
	}
	if err := p.Validate(); err != nil {
		return nil, nil, fmt.Errorf("generate: skyscrapers: internal error: %w", err)
	}
	return p, sol, nil
}

// uniqueSkyscrapers counts p's solutions to two with the kind's model; it
// reports false when there are two or the count hit its node bound.
func uniqueSkyscrapers(ctx context.Context, p *Puzzle) (bool, error) {
	if err := ctx.Err(); err != nil {
		return false, err
	}
	m, err := Build(p)
	if err != nil {
		return false, fmt.Errorf("generate: skyscrapers: internal error: %w", err)
	}
	o := SearchOptions(m)
	o.MaxSolutions, o.MaxNodes = 2, skyscrapersMaxNodes
	o.Context = ctx
	res, err := search.Solve(m.Store, o, nil)
	if err != nil {
		return false, fmt.Errorf("generate: skyscrapers: %w", err)
	}
	return res.Solutions == 1 && res.Complete(), nil
}
