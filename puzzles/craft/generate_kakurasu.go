package craft

import (
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
)

// Kakurasu: a random shading, its clues removed while the ladder copes.
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
