package killer

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the Killer generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x6b696c6c65720000 // "killer"

// MaxCage bounds a generated cage's cells, as printed Killers do.
const MaxCage = 5

// Generate returns a random n×n Killer Sudoku, n 4 or 9. It draws
// a full grid as Sudoku does, starts from one cage per cell and merges
// neighbouring cages, in a random order, whenever their values stay
// distinct and the merged cage has at most 5 cells (4 on a 4×4). Without
// unique, a merge is taken with odds that shrink as the cages grow, until
// every pair has been tried: the grid is a solution, maybe not the only
// one. With unique, a merge is taken only when the solver, counting
// solutions to two, still finds the grid alone: the puzzle has exactly one
// solution, and no two neighbouring cages can be merged without losing
// that (up to the size bound).
func Generate(seed uint64, n int, unique bool) (*Puzzle, error) {
	return GenerateContext(context.Background(), seed, n, unique)
}

// GenerateContext is Killer stopped by ctx: once ctx is done, the counts
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

// PlantedCapped is Planted with cages of at most maxCage cells (2 up to
// MaxCage), stopped by ctx as GenerateContext is. Smaller cages make
// easier puzzles: Solo's killer mode draws cages of two or three cells
// at every level, where MaxCage's merges leave mostly puzzles that need
// forcing chains or guessing. With MaxCage it draws what Planted does.
func PlantedCapped(ctx context.Context, seed uint64, n, maxCage int, unique bool) (*Puzzle, *Solution, error) {
	if maxCage < 2 || maxCage > MaxCage {
		return nil, nil, draw.Argf("killer: cages of at most %d cells, expected 2..%d", maxCage, MaxCage)
	}
	p, s, err := plantedCapped(ctx, seed, n, maxCage, unique)
	if ctx.Err() != nil {
		return nil, nil, ctx.Err()
	}
	return p, s, err
}

func plantedContext(ctx context.Context, seed uint64, n int, unique bool) (*Puzzle, *Solution, error) {
	return plantedCapped(ctx, seed, n, MaxCage, unique)
}

func plantedCapped(ctx context.Context, seed uint64, n, maxCage int, unique bool) (*Puzzle, *Solution, error) {
	b := Box(n)
	if n != 4 && n != 9 {
		return nil, nil, draw.Argf("killer: size %d, expected 4 or 9", n)
	}
	g := draw.New(seed, stream)
	sol := &Solution{Grid: draw.SudokuGrid(g, n, b)}
	maxCage = min(maxCage, n)
	// owner[i] is the cage of cell i; cages[k] its cells, nil once merged
	// away.
	owner := make([]int, n*n)
	cages := make([][]int, n*n)
	for i := range owner {
		owner[i] = i
		cages[i] = []int{i}
	}
	name := fmt.Sprintf("generated:killer-n%d-s%d", n, seed)
	if unique {
		name = fmt.Sprintf("generated:killer-n%d-unique-s%d", n, seed)
	}
	puzzle := func() *Puzzle {
		p := &Puzzle{Name: name, N: n}
		seen := make([]bool, n*n)
		for i := range owner { // the reading order of first cells
			k := owner[i]
			if seen[k] {
				continue
			}
			seen[k] = true
			cells := slices.Clone(cages[k])
			slices.Sort(cells)
			cg := Cage{Cells: make([]Cell, len(cells))}
			for j, c := range cells {
				cg.Cells[j] = Cell{Row: c / n, Col: c % n}
				cg.Sum += sol.Grid[c/n][c%n]
			}
			p.Cages = append(p.Cages, cg)
		}
		names(p)
		return p
	}
	// The candidate merges: every pair of neighbouring cells, each tried
	// once in a random order (cells already in one cage are skipped).
	var pairs [][2]int
	for i := range n * n {
		if i%n+1 < n {
			pairs = append(pairs, [2]int{i, i + 1})
		}
		if i+n < n*n {
			pairs = append(pairs, [2]int{i, i + n})
		}
	}
	for _, k := range g.Perm(len(pairs)) {
		a, c := owner[pairs[k][0]], owner[pairs[k][1]]
		if a == c || len(cages[a])+len(cages[c]) > maxCage || !distinctValues(sol, n, cages[a], cages[c]) {
			continue
		}
		size := len(cages[a]) + len(cages[c])
		if !unique && !g.Chance(maxCage+1-size, maxCage) {
			continue
		}
		merged := append(slices.Clone(cages[a]), cages[c]...)
		for _, i := range cages[c] {
			owner[i] = a
		}
		old := cages[a]
		cages[a], cages[c] = merged, nil
		if unique && draw.CountTwo(ctx, puzzle(), Build, SearchOptions) != 1 {
			for _, i := range merged[len(old):] {
				owner[i] = c
			}
			cages[a], cages[c] = old, merged[len(old):]
		}
	}
	p := puzzle()
	if err := p.Validate(); err != nil {
		return nil, nil, fmt.Errorf("generate: killer: internal error: %w", err)
	}
	return p, sol, nil
}

// distinctValues reports whether the cells of two cages hold distinct
// values in the planted grid.
func distinctValues(sol *Solution, n int, a, b []int) bool {
	for _, i := range a {
		for _, j := range b {
			if sol.Grid[i/n][i%n] == sol.Grid[j/n][j%n] {
				return false
			}
		}
	}
	return true
}

// names names the cages of p in order: letters while there are enough,
// else the tokens c1, c2, ….
func names(p *Puzzle) {
	tokens := len(p.Cages) > len(draw.Letters)
	p.Spaced = tokens
	for k := range p.Cages {
		if tokens {
			p.Cages[k].Name = "c" + strconv.Itoa(k+1)
		} else {
			p.Cages[k].Name = draw.Letters[k : k+1]
		}
	}
}
