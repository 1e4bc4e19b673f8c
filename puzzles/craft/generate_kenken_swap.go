package craft

import "github.com/tessera-cp/tessera/puzzles/kenken"

// Most drawn KenKens have several solutions, and the commonest second
// solution is the planted square with an intercalate swapped: two rows
// and two columns whose four cells hold a, b / b, a, read b, a / a, b,
// which is a Latin square again and, where every cage it touches still
// meets its clue, a second solution. kenkenSwapSolution looks for one
// before the masks and the count: a few hundred cell reads instead of
// their work; a candidate it finds none in goes on as before
// (TestKenKenSwapsAreSolutions).

// kenkenSwapSolution reports whether the planted solution sol of p has an
// intercalate whose swap is another solution of p.
func kenkenSwapSolution(p *kenken.Puzzle, sol *kenken.Solution) bool {
	n := p.N
	if sol == nil || len(sol.Grid) != n || n > 16 {
		return false
	}
	var cageOf [256]int8
	for i, cg := range p.Cages {
		for _, c := range cg.Cells {
			cageOf[c.Row*n+c.Col] = int8(i)
		}
	}
	g := sol.Grid
	for r1 := range n {
		for r2 := r1 + 1; r2 < n; r2++ {
			for c1 := range n {
				a, b := g[r1][c1], g[r2][c1]
				for c2 := c1 + 1; c2 < n; c2++ {
					if g[r1][c2] != b || g[r2][c2] != a {
						continue
					}
					cells := [4]int{r1*n + c1, r1*n + c2, r2*n + c1, r2*n + c2}
					if swapKeepsCages(p, g, n, &cageOf, cells, a, b) {
						return true
					}
				}
			}
		}
	}
	return false
}

// swapKeepsCages is whether every cage holding one of cells (the
// intercalate, a and b exchanged) still meets its clue.
func swapKeepsCages(p *kenken.Puzzle, g [][]int, n int, cageOf *[256]int8, cells [4]int, a, b int) bool {
	var seen [4]int8
	for k, c := range cells {
		ci := cageOf[c]
		seen[k] = ci
		if k > 0 && (seen[0] == ci || k > 1 && seen[1] == ci || k > 2 && seen[2] == ci) {
			continue
		}
		cg := p.Cages[ci]
		var buf [16]int
		vals := buf[:0]
		for _, x := range cg.Cells {
			v := g[x.Row][x.Col]
			at := x.Row*n + x.Col
			if at == cells[0] || at == cells[1] || at == cells[2] || at == cells[3] {
				v = a + b - v
			}
			vals = append(vals, v)
		}
		if !cageMeets(cg, vals) {
			return false
		}
	}
	return true
}
