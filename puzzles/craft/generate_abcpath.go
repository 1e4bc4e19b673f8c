package craft

import (
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/abcpath"
)

// ABC Path: puzzles drawn whole (abcpath.Random) until the ladder solves one
// within the band's ceiling.
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
	p, ok := abcpath.Random(r.rng)
	if !ok {
		return nil, nil, errRetry
	}
	return r.drawn(abcpath.Format(p))
}
