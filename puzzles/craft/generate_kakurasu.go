package craft

import (
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
)

// Kakurasu: a random shading (kakurasu.Random), its clues removed while the
// ladder copes.
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
	p := kakurasu.Random(r.rng, n)
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
	for _, k := range r.rng.Perm(2 * n) {
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
