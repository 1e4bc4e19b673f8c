package craft

import (
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
)

// Skyscrapers, Futoshiki, Killer Sudoku and Star Battle: the kind's own
// unique generator (Planted with unique set: clues taken away, or cages
// merged, while a count finds the planted grid alone) draws whole
// puzzles until the ladder solves one within the band's ceiling.
// Futoshiki's bands are Tatham's Unequal levels (calibrated), and a
// Futoshiki with a band is made by removing clues instead
// (generate_futoshiki.go); the others
// keep the default bands, not yet calibrated against Towers and Solo's
// killer mode (TestCalibration reports Towers).
func init() {
	sized := func(kind string, def, lo, hi int) func(o *GenOptions) error {
		return func(o *GenOptions) error {
			if err := onlySize(kind, o, def); err != nil {
				return err
			}
			if o.Size < lo || o.Size > hi {
				return badf("%s size %d, expected %d..%d", kind, o.Size, lo, hi)
			}
			return nil
		}
	}
	generators["skyscrapers"] = &generator{
		maxAttempts: 60,
		defaults:    sized("skyscrapers", 5, 3, 7),
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			if r.opt.Band != "" {
				return skyscrapersGraded(r) // after Towers (generate_skyscrapers.go)
			}
			p, _, err := skyscrapers.Planted(r.seed(), r.opt.Size, true)
			if err != nil {
				return nil, nil, err
			}
			return r.drawn(skyscrapers.Format(p))
		},
	}
	generators["futoshiki"] = &generator{
		maxAttempts: 60,
		defaults:    sized("futoshiki", 5, 3, 7),
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			if r.opt.Band != "" {
				return futoshikiGraded(r) // clues removed (generate_futoshiki.go)
			}
			p, _, err := futoshiki.Planted(r.seed(), r.opt.Size, true)
			if err != nil {
				return nil, nil, err
			}
			return r.drawn(futoshiki.Format(p))
		},
	}
	generators["killer"] = &generator{
		maxAttempts: 30,
		defaults: func(o *GenOptions) error {
			if err := sized("killer", 9, 4, 9)(o); err != nil {
				return err
			}
			if o.Size != 4 && o.Size != 9 {
				return badf("killer size %d, expected 4 or 9", o.Size)
			}
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			return killerCandidate(r) // cages sized by band (generate_killer.go)
		},
	}
	generators["starbattle"] = &generator{
		maxAttempts: 30,
		defaults: func(o *GenOptions) error {
			stars := o.Stars
			o.Stars = 0
			if err := sized("starbattle", 8, 4, 14)(o); err != nil {
				return err
			}
			o.Stars = max(stars, 1)
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			p, _, err := starbattle.Planted(r.seed(), r.opt.Size, r.opt.Stars, true)
			if err != nil {
				return nil, nil, err
			}
			return r.drawn(starbattle.Format(p))
		},
	}
}
