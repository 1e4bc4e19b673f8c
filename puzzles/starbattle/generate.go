package starbattle

import (
	"context"
	"fmt"
	"slices"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/search"
)

// stream is the second PCG seed word of the StarBattle generator, so that
// one seed draws unrelated streams for different kinds.
const stream = 0x7374617262617474 // "starbatt"

// Effort bounds of the Star Battle generator: star placements drawn,
// region drawings per placement, repairs per drawing toward a unique
// solution, the other solutions each repair looks at, and the nodes of
// each search. Looking at more other solutions per repair, to move the
// cell that rules out most of them, was measured slower: 10×10 puzzles
// with 2 stars took 0.9 s each with one, 3.6 s with four, 17 s with 64.
const (
	starBattlePlants  = 20
	starBattleTries   = 20
	starBattleRepairs = 100
	starBattleOthers  = 1
	starBattleNodes   = 200_000
)

// regionNames name the regions when there are at most as many regions as
// letters; beyond that the names are the tokens r1, r2, ...
const regionNames = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// Generate returns a random n×n Star Battle with k stars in every row,
// column and region. It plants a solution (a random placement of k stars
// per row and column, none touching: a search of Lines with
// random values), then grows the n regions around the stars: every star
// starts a blob, the blobs take the free cells one random neighbour at a
// time, and random neighbouring blobs merge until n connected regions of k
// stars each remain (a drawing that gets stuck is drawn again).
//
// Without unique, the planted stars are a solution and maybe not the
// only one. With unique, the puzzle is kept only once a complete search
// (Build and its recommended search) proves the planted
// solution the only one; until then the regions are repaired: the other
// solution found is ruled out by moving into a neighbouring region a cell
// where it has a star and the planted one has none (the planted solution
// keeps its region counts, the other loses them), and a drawing that does
// not get there within a bounded number of repairs is drawn again.
//
// n must be within 1..MaxN and 2k-1 ≤ n; a generator that
// finds nothing within its bounded effort (no placement exists for some
// small n and large k, or no unique puzzle turns up) returns an error
// wrapping generate.ErrEffort.
func Generate(seed uint64, n, k int, unique bool) (*Puzzle, error) {
	return GenerateContext(context.Background(), seed, n, k, unique)
}

// GenerateContext is StarBattle stopped by ctx: once ctx is done, the
// searches end and it returns ctx's error.
func GenerateContext(ctx context.Context, seed uint64, n, k int, unique bool) (*Puzzle, error) {
	g := draw.New(seed, stream)
	g.Ctx = ctx
	p, _, err := plant(g, seed, n, k, unique)
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return p, err
}

// Planted is Generate that also returns the planted solution.
func Planted(seed uint64, n, k int, unique bool) (*Puzzle, *Solution, error) {
	return plant(draw.New(seed, stream), seed, n, k, unique)
}

// plant draws one puzzle and its planted solution from g.
func plant(g *draw.RNG, seed uint64, n, k int, unique bool) (*Puzzle, *Solution, error) {
	if n < 1 || n > MaxN {
		return nil, nil, draw.Argf("starbattle: size %d, expected 1..%d", n, MaxN)
	}
	if k < 1 || 2*k-1 > n {
		return nil, nil, draw.Argf("starbattle: %d stars per row, expected 1..%d for size %d", k, (n+1)/2, n)
	}
	for range starBattlePlants {
		if err := g.Ctx.Err(); err != nil {
			return nil, nil, err
		}
		sol, err := plantStars(g, n, k)
		if err != nil {
			return nil, nil, err
		}
		if sol == nil {
			continue
		}
		stars := make([]bool, n*n)
		for r := range n {
			copy(stars[r*n:], sol.Star[r])
		}
		for range starBattleTries {
			region := growRegions(g, n, k, stars)
			if region == nil {
				continue
			}
			p := starBattleFromRegions(seed, n, k, region)
			if err := p.Validate(); err != nil {
				return nil, nil, fmt.Errorf("generate: starbattle: internal error: %w", err)
			}
			if !unique {
				return p, sol, nil
			}
			ok, err := makeUnique(g, p, sol)
			if err != nil {
				return nil, nil, err
			}
			if ok {
				return p, sol, nil
			}
		}
	}
	what := "grid"
	if unique {
		what = "grid with one solution"
	}
	return nil, nil, draw.Effortf("starbattle: no %dx%d %s with %d stars per row, column and region within %d tries", n, n, what, k, starBattlePlants*starBattleTries)
}

// plantStars draws a placement of k stars per row and column, none
// touching, by a search of Lines that tries a random value at
// each node (its seed drawn from g); nil when the node budget runs out
// before a placement turns up (or none exists).
func plantStars(g *draw.RNG, n, k int) (*Solution, error) {
	m, err := Lines(n, k)
	if err != nil {
		return nil, fmt.Errorf("generate: starbattle: internal error: %w", err)
	}
	var sol *Solution
	o := search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValRandom,
		Seed: g.Uint64(), MaxSolutions: 1, MaxNodes: starBattleNodes, Context: g.Ctx}
	if _, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	}); err != nil {
		return nil, fmt.Errorf("generate: starbattle: %w", err)
	}
	return sol, nil
}

// makeUnique repairs p toward a single solution, planted, and reports
// whether it got there. Each round collects up to starBattleOthers other
// solutions and moves, into a neighbouring region, the cell that is a
// star in most of them and empty in the planted one (at random among
// ties): every solution with a star there loses its region counts, the
// planted one keeps them.
func makeUnique(g *draw.RNG, p *Puzzle, planted *Solution) (bool, error) {
	n := p.N
	for range starBattleRepairs {
		others, done, err := otherSolutions(g.Ctx, p, planted)
		if err != nil || done {
			return done, err
		}
		if err := g.Ctx.Err(); err != nil {
			return false, err // the count was cut short: no repair
		}
		if len(others) == 0 {
			return false, nil // the count ran out of nodes
		}
		best, bestKills := -1, 0
		var targets []int
		for _, i := range g.Perm(n * n) {
			if g.Ctx.Err() != nil {
				return false, g.Ctx.Err() // canLeave takes a while on a large grid
			}
			r, c := i/n, i%n
			if planted.Star[r][c] || !canLeave(p, r, c) {
				continue
			}
			kills := 0
			for _, o := range others {
				if o.Star[r][c] {
					kills++
				}
			}
			if kills <= bestKills {
				continue
			}
			var to []int
			for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
				nr, nc := r+d[0], c+d[1]
				if nr >= 0 && nr < n && nc >= 0 && nc < n && p.Region[nr][nc] != p.Region[r][c] {
					to = append(to, p.Region[nr][nc])
				}
			}
			if len(to) > 0 {
				best, bestKills, targets = i, kills, to
			}
		}
		if best < 0 {
			return false, nil
		}
		p.Region[best/n][best%n] = targets[g.Intn(len(targets))]
		renumberRegions(p)
	}
	return false, nil
}

// otherSolutions lists up to starBattleOthers solutions of p other than
// planted, or reports done when planted is the only one. Neither: the node
// budget ran out first.
func otherSolutions(ctx context.Context, p *Puzzle, planted *Solution) ([]*Solution, bool, error) {
	if err := ctx.Err(); err != nil {
		return nil, false, err
	}
	m, err := Build(p)
	if err != nil {
		return nil, false, fmt.Errorf("generate: starbattle: internal error: %w", err)
	}
	o := SearchOptions(m)
	o.MaxSolutions, o.MaxNodes = starBattleOthers+1, starBattleNodes
	o.Context = ctx
	var others []*Solution
	res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
		if sol := m.Decode(s); !slices.EqualFunc(sol.Star, planted.Star, slices.Equal) {
			others = append(others, sol)
		}
		return true
	})
	if err != nil {
		return nil, false, fmt.Errorf("generate: starbattle: %w", err)
	}
	return others, len(others) == 0 && res.Complete() && res.Solutions == 1, nil
}

// canLeave reports whether cell (r, c) can leave its region: the region
// keeps more than Stars cells and stays connected without it.
func canLeave(p *Puzzle, r, c int) bool {
	n, from := p.N, p.Region[r][c]
	var cells []int
	for i := range n * n {
		if p.Region[i/n][i%n] == from && i != r*n+c {
			cells = append(cells, i)
		}
	}
	if len(cells) < p.Stars {
		return false
	}
	seen := map[int]bool{cells[0]: true}
	stack := []int{cells[0]}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			nr, nc := i/n+d[0], i%n+d[1]
			j := nr*n + nc
			if nr < 0 || nr >= n || nc < 0 || nc >= n || seen[j] || j == r*n+c || p.Region[nr][nc] != from {
				continue
			}
			seen[j] = true
			stack = append(stack, j)
		}
	}
	return len(seen) == len(cells)
}

// renumberRegions numbers the regions again in the reading order of their
// first cells (the order Parse finds them in), keeping the names in order.
func renumberRegions(p *Puzzle) {
	n := p.N
	index := make([]int, n)
	for i := range index {
		index[i] = -1
	}
	next := 0
	for r := range n {
		for c := range n {
			if k := p.Region[r][c]; index[k] < 0 {
				index[k] = next
				next++
			}
			p.Region[r][c] = index[p.Region[r][c]]
		}
	}
}

// growRegions cuts the grid into n connected regions of k stars each:
// owner[i] is the region of cell i, numbered from 0. nil when the merging
// gets stuck.
func growRegions(g *draw.RNG, n, k int, stars []bool) []int {
	blob := make([]int, n*n)
	for i := range blob {
		blob[i] = -1
	}
	nb := 0
	for i, s := range stars {
		if s {
			blob[i] = nb
			nb++
		}
	}
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
	// The blobs take the free cells: a random free cell next to a blob
	// joins a random blob next to it.
	var frontier []int
	inFrontier := make([]bool, n*n)
	add := func(i int) {
		neighbours(i, func(j int) {
			if blob[j] < 0 && !inFrontier[j] {
				inFrontier[j] = true
				frontier = append(frontier, j)
			}
		})
	}
	for i := range blob {
		if blob[i] >= 0 {
			add(i)
		}
	}
	var owners []int
	for len(frontier) > 0 {
		x := g.Intn(len(frontier))
		i := frontier[x]
		frontier[x] = frontier[len(frontier)-1]
		frontier = frontier[:len(frontier)-1]
		owners = owners[:0]
		neighbours(i, func(j int) {
			if blob[j] >= 0 {
				owners = append(owners, blob[j])
			}
		})
		blob[i] = owners[g.Intn(len(owners))]
		add(i)
	}
	// Merge neighbouring blobs into groups of k stars (union by relabel).
	group := make([]int, nb)
	size := make([]int, nb)
	for b := range group {
		group[b], size[b] = b, 1
	}
	find := func(b int) int {
		for group[b] != b {
			b = group[b]
		}
		return b
	}
	// Blob adjacency, as a set of neighbouring blob pairs.
	adj := make([][]bool, nb)
	for b := range adj {
		adj[b] = make([]bool, nb)
	}
	for i := range blob {
		neighbours(i, func(j int) {
			if blob[j] != blob[i] {
				adj[blob[i]][blob[j]] = true
			}
		})
	}
	// options lists the groups a can merge with: neighbours whose stars
	// and a's together do not exceed k.
	options := func(a int, out []int) []int {
		out = out[:0]
		for b := range nb {
			if find(b) != b || b == a || size[a]+size[b] > k {
				continue
			}
			for x := range nb {
				if find(x) != a {
					continue
				}
				for y := range nb {
					if adj[x][y] && find(y) == b {
						out = append(out, b)
						goto next
					}
				}
			}
		next:
		}
		return out
	}
	// The most constrained unfinished group first (fewest partners, ties
	// at random), merged with its most constrained partner.
	var opts, other []int
	for {
		best, bestN := -1, 0
		ties := 0
		for _, a := range g.Perm(nb) {
			if find(a) != a || size[a] == k {
				continue
			}
			opts = options(a, opts)
			if len(opts) == 0 {
				return nil
			}
			switch {
			case best < 0 || len(opts) < bestN:
				best, bestN, ties = a, len(opts), 1
			case len(opts) == bestN:
				ties++
			}
		}
		if best < 0 {
			break
		}
		opts = options(best, opts)
		pick, pickN := -1, 0
		for _, b := range opts {
			other = options(b, other)
			if pick < 0 || len(other) < pickN || len(other) == pickN && g.Chance(1, 2) {
				pick, pickN = b, len(other)
			}
		}
		group[pick] = best
		size[best] += size[pick]
	}
	owner := make([]int, n*n)
	index := map[int]int{} // group root -> region number, in reading order
	for i := range owner {
		root := find(blob[i])
		r, ok := index[root]
		if !ok {
			r = len(index)
			index[root] = r
		}
		owner[i] = r
	}
	return owner
}

// starBattleFromRegions makes the puzzle of the region map.
func starBattleFromRegions(seed uint64, n, k int, owner []int) *Puzzle {
	p := &Puzzle{
		Name:  fmt.Sprintf("generated:starbattle-n%d-k%d-s%d", n, k, seed),
		N:     n,
		Stars: k,
		Names: make([]string, n),
	}
	tokens := n > len(regionNames)
	p.Spaced = tokens
	for j := range n {
		if tokens {
			p.Names[j] = "r" + strconv.Itoa(j+1)
		} else {
			p.Names[j] = regionNames[j : j+1]
		}
	}
	p.Region = make([][]int, n)
	for r := range n {
		p.Region[r] = owner[r*n : (r+1)*n]
	}
	return p
}
