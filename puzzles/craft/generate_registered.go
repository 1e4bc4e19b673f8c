package craft

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles"
)

// The generator of a kind registered with puzzles.Kind.Generator (a kind
// from another package): its candidates are drawn by the kind, and made
// unique and graded here, by drawing until one works or by removing clues.

// registeredGenerator adapts the kind's Generator, or is nil.
func registeredGenerator(kind string) *generator {
	kg := puzzles.GeneratorOf(kind)
	if kg == nil {
		return nil
	}
	return &generator{
		maxAttempts: kg.MaxAttempts,
		defaults: func(o *GenOptions) error {
			if o.Steps != 0 || o.Colours != 0 || o.UniqueRule {
				return badf("%s takes a size, or rows and cols", kind)
			}
			rows, cols := o.Rows, o.Cols
			if o.Size != 0 {
				if rows != 0 || cols != 0 {
					return badf("give a size, or rows and cols, not both")
				}
				rows, cols = o.Size, o.Size
			}
			r, c, err := kg.Size(rows, cols)
			if err != nil {
				return badf("%s: %v", kind, err)
			}
			o.Size, o.Rows, o.Cols = 0, r, c
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			p, err := kg.Draw(r.seed(), r.opt.Rows, r.opt.Cols)
			if err != nil {
				return nil, nil, err
			}
			if kg.Clues == nil {
				if r.hi >= Lookahead {
					// The ladder proves a candidate unique by solving it, but
					// finds one that is not only stuck at its ceiling, after
					// every lookahead; the kind's count to two says so for
					// less (3 Kakuro draws in 4 are not unique). The same
					// candidates are kept.
					if ok, err := uniqueByKind(r, p); err != nil || !ok {
						return nil, nil, errOr(err, errRetry)
					}
				}
				return r.drawn(p.Format())
			}
			return r.withoutClues(kg, p)
		},
	}
}

// withoutClues removes clues of a drawn candidate, in a random order, as
// long as the ladder still solves it within the band's ceiling (each trial
// a fresh model: the kind's clues need not be cell values; at Search, the
// kind's count to two, and the ladder grades the last puzzle only).
func (r *genRun) withoutClues(kg *puzzles.KindGenerator, p puzzles.Puzzle) (puzzles.Puzzle, *Difficulty, error) {
	n, err := kg.Clues(p)
	if err != nil {
		return nil, nil, err
	}
	keep := make([]bool, n)
	for i := range keep {
		keep[i] = true
	}
	ok, d, err := solvesWithin(r.opt.Context, p, r.hi)
	if err != nil || !ok {
		if err == nil {
			err = errRetry
		}
		return nil, nil, err
	}
	for _, k := range r.rng.Perm(n) {
		if err := r.canceled(); err != nil {
			return nil, nil, err
		}
		keep[k] = false
		q, err := kg.Keep(p, keep)
		if err != nil {
			return nil, nil, err
		}
		if r.hi >= Search {
			// The ladder solves a puzzle below Search when it is unique:
			// the kind's count says so for less than the ladder's walk.
			ok, err := uniqueByKind(r, q)
			if err != nil {
				return nil, nil, err
			}
			keep[k] = !ok
			continue
		}
		ok, dq, err := solvesWithin(r.opt.Context, q, r.hi)
		if err != nil {
			return nil, nil, err
		}
		if ok {
			d = dq
		} else {
			keep[k] = true
		}
	}
	q, err := kg.Keep(p, keep)
	if err != nil {
		return nil, nil, err
	}
	if r.hi >= Search {
		if ok, d, err = solvesWithin(r.opt.Context, q, r.hi); err != nil || !ok {
			return nil, nil, errOr(err, errRetry)
		}
	}
	out, err := reparse(r.name(), q.Format())
	if err != nil {
		return nil, nil, fmt.Errorf("craft: %s generator: a candidate does not read back: %w", r.kind, err)
	}
	return out, &d, nil
}

// generatorOf is the generator of kind: craft's own, or the registered
// kind's, or nil.
func generatorOf(kind string) *generator {
	if g := generators[kind]; g != nil {
		return g
	}
	return registeredGenerator(kind)
}
