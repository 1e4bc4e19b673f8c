package craft

import (
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/abcpath"
)

// ABC Path: a random king's path of the letters, each letter's clue put
// at one end of a line through it.
func init() {
	generators["abcpath"] = &generator{
		maxAttempts: 300,
		defaults: func(o *GenOptions) error {
			if err := onlySize("abcpath", o, abcpath.Size); err != nil {
				return err
			}
			if o.Size != abcpath.Size {
				return badf("abcpath is %dx%d", abcpath.Size, abcpath.Size)
			}
			return nil
		},
		candidate: genABCPath,
	}
}

func genABCPath(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
	const n = abcpath.Size
	path := kingPath(r, n)
	if path == nil {
		return nil, nil, errRetry
	}
	p := &abcpath.Puzzle{}
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
		for _, i := range r.perm(len(ss)) {
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
	for _, k := range r.perm(n*n - 1) {
		if !try(k+1, map[slot]bool{}) {
			return nil, nil, errRetry
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
	return r.drawn(abcpath.Format(p))
}

// kingPath draws a random Hamiltonian path of king's moves over the n×n
// board (depth first, neighbours in random order, fewest onward moves
// first: Warnsdorff's rule), or nil.
func kingPath(r *genRun, n int) []int {
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
		order := r.perm(len(next))
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
	if !rec(r.intn(n * n)) {
		return nil
	}
	return path
}
