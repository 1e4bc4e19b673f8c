package craft

import (
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/abcpath"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
)

// The generators of the kinds package generate has no random instances
// for: Kakurasu (a random shading, its clues removed while the ladder
// copes) and ABC Path (a random king's path of the letters, each letter's
// clue put at one end of a line through it).
func init() {
	generators["kakurasu"] = &generator{
		maxAttempts: 200,
		defaults: func(o *GenOptions) error {
			if err := onlySize("kakurasu", o, 6); err != nil {
				return err
			}
			if o.Size < 3 || o.Size > 12 {
				return badf("kakurasu size %d, expected 3..12", o.Size)
			}
			return nil
		},
		candidate: genKakurasu,
	}
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

func genKakurasu(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
	n := r.opt.Size
	shaded := make([][]bool, n)
	for i := range shaded {
		shaded[i] = make([]bool, n)
	}
	// Every line gets a shaded cell (a line without one is a clue of 0,
	// which says everything at once).
	for {
		for i := range n {
			for j := range n {
				shaded[i][j] = r.intn(2) == 0
			}
		}
		ok := true
		for k := range n {
			row, col := false, false
			for i := range n {
				row = row || shaded[k][i]
				col = col || shaded[i][k]
			}
			ok = ok && row && col
		}
		if ok {
			break
		}
	}
	p := &kakurasu.Puzzle{N: n, RowClues: make([]int, n), ColClues: make([]int, n)}
	for i := range n {
		for j := range n {
			if shaded[i][j] {
				p.RowClues[i] += j + 1
				p.ColClues[j] += i + 1
			}
		}
	}
	clue := func(k int) *int {
		if k < n {
			return &p.RowClues[k]
		}
		return &p.ColClues[k-n]
	}
	solves := func() (bool, error) {
		q, err := reparse(r.name(), kakurasu.Format(p))
		if err != nil {
			return false, err
		}
		ok, _, err := solvesWithin(r.opt.Context, q, r.hi)
		return ok, err
	}
	if ok, err := solves(); err != nil || !ok {
		if err != nil {
			return nil, nil, err
		}
		return nil, nil, errRetry
	}
	for _, k := range r.perm(2 * n) {
		v := *clue(k)
		*clue(k) = -1
		ok, err := solves()
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			*clue(k) = v
		}
	}
	q, err := reparse(r.name(), kakurasu.Format(p))
	return q, nil, err
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
