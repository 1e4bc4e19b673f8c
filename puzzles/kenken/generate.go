package kenken

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// stream is the second PCG seed word of the KenKen generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x6b656e6b656e0000 // "kenken"

// cageSizeWeights are the relative odds of a cage's intended size 1..4 (as
// in the reference generator); a cage that cannot grow to its size stays
// smaller, and an unintended one-cell cage joins a neighbouring cage.
var cageSizeWeights = []int{10, 45, 30, 15}

// Generate returns a random n×n KenKen puzzle. It draws a random Latin square
// (the cyclic square under random row, column and symbol permutations,
// then n³ moves of the Jacobson–Matthews Markov chain), cuts the grid into random orthogonally connected cages
// of 1 to 4 cells (mostly 2 and 3, about one cage in ten a single cell),
// and gives each cage an operation that fits its values — + or × for any
// cage, − for two cells, ÷ for two cells whose larger value is a multiple of
// the smaller — with the target computed from the square. The square is a
// solution; it need not be the only one. n must be within 1..MaxN.
func Generate(seed uint64, n int) (*Puzzle, error) {
	p, _, err := Planted(seed, n)
	return p, err
}

// Planted is Generate that also returns the planted solution.
func Planted(seed uint64, n int) (*Puzzle, *Solution, error) {
	return PlantedOn(seed, n, nil)
}

// PlantedOn is Planted with its Latin square the next of chain (nil: a
// fresh one), for a generator that draws many puzzles of side n in a row
// and keeps few (package puzzles/craft): a chain's first puzzle is
// Planted's, the later ones cost less to draw (draw.LatinChain).
func PlantedOn(seed uint64, n int, chain *draw.LatinChain) (*Puzzle, *Solution, error) {
	if n < 1 || n > MaxN {
		return nil, nil, draw.Argf("kenken: size %d, expected 1..%d", n, MaxN)
	}
	if chain != nil && chain.Size() != n {
		return nil, nil, draw.Argf("kenken: size %d on a chain of %d×%d squares", n, chain.Size(), chain.Size())
	}
	g := draw.New(seed, stream)
	var sq [][]int
	if chain != nil {
		// n² moves a square, a sixth of a fresh one: with n (fewer still)
		// a 6x6 unreasonable band drew about 10 % more candidates.
		sq = chain.Next(g, n*n)
	} else {
		sq = draw.LatinSquare(g, n)
	}
	// One array for the grid and one for the cages' cells: a generator
	// that throws most of its draws away (package puzzles/craft) pays for
	// each allocation many times over.
	sol := &Solution{Grid: make([][]int, n)}
	grid := make([]int, n*n)
	for r := range n {
		sol.Grid[r] = grid[r*n : (r+1)*n : (r+1)*n]
		for c := range n {
			sol.Grid[r][c] = sq[r][c] + 1
		}
	}
	owner := cagePartition(g, n)
	// Number the cages in the reading order of their first cells, which is
	// the order Parse finds them in; cells come in reading order too.
	index := make([]int, n*n) // owner's cage number -> final index + 1
	var sizes []int
	for _, k := range owner {
		if index[k] == 0 {
			sizes = append(sizes, 0)
			index[k] = len(sizes)
		}
		sizes[index[k]-1]++
	}
	p := &Puzzle{
		Name:  fmt.Sprintf("generated:kenken-n%d-s%d", n, seed),
		N:     n,
		Cages: make([]Cage, len(sizes)),
	}
	all := make([]Cell, 0, n*n)
	for j, k := range sizes {
		p.Cages[j].Cells = all[len(all) : len(all) : len(all)+k]
		all = all[:len(all)+k]
	}
	for i, k := range owner {
		cg := &p.Cages[index[k]-1]
		cg.Cells = append(cg.Cells, Cell{Row: i / n, Col: i % n})
	}
	tokens := len(sizes) > len(draw.Letters)
	p.Spaced = tokens
	var buf [16]int
	for j := range p.Cages {
		cg := &p.Cages[j]
		if tokens {
			cg.Name = "c" + strconv.Itoa(j+1)
		} else {
			cg.Name = draw.Letters[j : j+1]
		}
		vals := buf[:0]
		for _, c := range cg.Cells {
			vals = append(vals, sol.Grid[c.Row][c.Col])
		}
		cg.Op, cg.Target = cageClue(g, vals)
	}
	// A chain's draws are valid by construction (TestPlantedOn), and a
	// generator parses the one it keeps again, which validates it.
	if chain == nil {
		if err := p.Validate(); err != nil {
			return nil, nil, fmt.Errorf("generate: kenken: internal error: %w", err)
		}
	}
	return p, sol, nil
}

// cagePartition cuts the n×n grid into orthogonally connected cages of 1 to
// 4 cells: owner[r*n+c] is the cage number of the cell.
func cagePartition(g *draw.RNG, n int) []int {
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	var sizes []int // cells of each cage
	var wanted []int
	neighbours := func(i int, f func(j int)) {
		r, c := i/n, i%n
		if r > 0 {
			f(i - n)
		}
		if r+1 < n {
			f(i + n)
		}
		if c > 0 {
			f(i - 1)
		}
		if c+1 < n {
			f(i + 1)
		}
	}
	var members, frontier []int
	for _, start := range g.Perm(n * n) {
		if owner[start] >= 0 {
			continue
		}
		want := 1 + g.Weighted(cageSizeWeights)
		k := len(sizes)
		owner[start] = k
		members = append(members[:0], start)
		for len(members) < want {
			frontier = frontier[:0]
			for _, m := range members {
				neighbours(m, func(j int) {
					if owner[j] < 0 {
						frontier = append(frontier, j)
					}
				})
			}
			if len(frontier) == 0 {
				break
			}
			j := frontier[g.Intn(len(frontier))]
			owner[j] = k
			members = append(members, j)
		}
		sizes = append(sizes, len(members))
		wanted = append(wanted, want)
	}
	// An unintended one-cell cage joins a neighbouring cage of fewer than 4
	// cells when there is one (the cage stays connected through the cell).
	for i := range owner {
		k := owner[i]
		if sizes[k] != 1 || wanted[k] == 1 {
			continue
		}
		var cands []int
		neighbours(i, func(j int) {
			if owner[j] != k && sizes[owner[j]] < 4 {
				cands = append(cands, owner[j])
			}
		})
		if len(cands) > 0 {
			t := cands[g.Intn(len(cands))]
			owner[i] = t
			sizes[t]++
			sizes[k] = 0
		}
	}
	return owner
}

// cageClue draws an operation that fits the cage's values and returns it
// with its target.
func cageClue(g *draw.RNG, vals []int) (Op, int) {
	if len(vals) == 1 {
		return Given, vals[0]
	}
	var buf [5]Op
	ops := append(buf[:0], Add, Mul)
	if len(vals) == 2 {
		ops = append(ops, Sub)
		if hi, lo := max(vals[0], vals[1]), min(vals[0], vals[1]); hi%lo == 0 {
			ops = append(ops, Div, Div) // division where it fits
		}
	}
	op := ops[g.Intn(len(ops))]
	switch op {
	case Add:
		t := 0
		for _, v := range vals {
			t += v
		}
		return op, t
	case Mul:
		t := 1
		for _, v := range vals {
			t *= v
		}
		return op, t
	case Sub:
		return op, max(vals[0], vals[1]) - min(vals[0], vals[1])
	}
	return op, max(vals[0], vals[1]) / min(vals[0], vals[1])
}
