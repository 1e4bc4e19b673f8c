package abcpath

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// Random returns an ABC Path drawn from src: a random king's path of the
// letters A..Y over the board (A given on it), and each letter's clue put
// at one end of its row, its column or a diagonal through it, the ends
// matched to the letters at random. The path is a solution; it need not be
// the only one (package puzzles/craft draws until its ladder of reasoning
// solves a puzzle, which makes it unique and graded). ok is false when the
// drawing got stuck: draw again.
func Random(src rand.Source) (p *Puzzle, ok bool) {
	g := draw.From(src)
	const n = Size
	path := kingPath(g, n)
	if path == nil {
		return nil, false
	}
	p = &Puzzle{}
	a := path[0]
	p.Grid[a/n][a%n] = 'A'
	// Each of B..Y takes a free frame slot at an end of its row, its
	// column or (on one) a diagonal: a random matching, by augmenting
	// paths over the letters in a random order.
	type slot struct{ fr, fc int }
	slotsOf := func(cell int) []slot {
		row, col := cell/n, cell%n
		out := []slot{{row + 1, 0}, {row + 1, n + 1}, {0, col + 1}, {n + 1, col + 1}}
		if row == col {
			out = append(out, slot{0, 0}, slot{n + 1, n + 1})
		}
		if row+col == n-1 {
			out = append(out, slot{0, n + 1}, slot{n + 1, 0})
		}
		return out
	}
	owner := map[slot]int{} // slot -> letter index 1..24
	var try func(k int, seen map[slot]bool) bool
	try = func(k int, seen map[slot]bool) bool {
		ss := slotsOf(path[k])
		for _, i := range g.Perm(len(ss)) {
			s := ss[i]
			if seen[s] {
				continue
			}
			seen[s] = true
			if j, taken := owner[s]; !taken || try(j, seen) {
				owner[s] = k
				return true
			}
		}
		return false
	}
	for _, k := range g.Perm(n*n - 1) {
		if !try(k+1, map[slot]bool{}) {
			return nil, false
		}
	}
	for s, k := range owner {
		letter := byte('A' + k)
		switch {
		case s.fr == 0 && s.fc == 0:
			p.Diag[0] = letter
		case s.fr == n+1 && s.fc == n+1:
			p.Diag[1] = letter
		case s.fr == 0 && s.fc == n+1:
			p.Anti[0] = letter
		case s.fr == n+1 && s.fc == 0:
			p.Anti[1] = letter
		case s.fr == 0:
			p.Top[s.fc-1] = letter
		case s.fr == n+1:
			p.Bottom[s.fc-1] = letter
		case s.fc == 0:
			p.Left[s.fr-1] = letter
		default:
			p.Right[s.fr-1] = letter
		}
	}
	return p, true
}

// kingPath draws a random Hamiltonian path of king's moves over the n×n
// board (depth first, neighbours in random order, fewest onward moves
// first: Warnsdorff's rule), or nil.
func kingPath(g *draw.RNG, n int) []int {
	visited := make([]bool, n*n)
	path := make([]int, 0, n*n)
	neighbours := func(c int) []int {
		var out []int
		for dr := -1; dr <= 1; dr++ {
			for dc := -1; dc <= 1; dc++ {
				rr, cc := c/n+dr, c%n+dc
				if (dr != 0 || dc != 0) && rr >= 0 && rr < n && cc >= 0 && cc < n && !visited[rr*n+cc] {
					out = append(out, rr*n+cc)
				}
			}
		}
		return out
	}
	budget := 20000
	var rec func(c int) bool
	rec = func(c int) bool {
		visited[c] = true
		path = append(path, c)
		if len(path) == n*n {
			return true
		}
		if budget--; budget < 0 {
			return false
		}
		next := neighbours(c)
		order := g.Perm(len(next))
		// Warnsdorff: fewest onward moves first, ties in random order.
		for i := 1; i < len(order); i++ {
			for j := i; j > 0 && len(neighbours(next[order[j]])) < len(neighbours(next[order[j-1]])); j-- {
				order[j], order[j-1] = order[j-1], order[j]
			}
		}
		for _, i := range order {
			if rec(next[i]) {
				return true
			}
		}
		visited[c] = false
		path = path[:len(path)-1]
		return false
	}
	if !rec(g.Intn(n * n)) {
		return nil
	}
	return path
}
