package craft

import (
	"context"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/killer"
)

// killerCandidate draws a unique 9×9 Killer with cages no larger than
// the band's ceiling wants (killerMaxCage) and keeps it if the ladder
// solves it within that ceiling; 4×4 Killers keep killer.MaxCage.
func killerCandidate(r *genRun) (puzzles.Puzzle, *Difficulty, error) {
	ctx := r.opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	maxCage := killer.MaxCage
	if r.opt.Size == 9 {
		maxCage = killerMaxCage(r.hi)
	}
	p, _, err := killer.PlantedCapped(ctx, r.seed(), r.opt.Size, maxCage, true)
	if err != nil {
		return nil, nil, err
	}
	return r.drawn(killer.Format(p))
}

// killerMaxCage is the largest cage drawn for a 9×9 band whose ceiling
// is hi. Cages merged up to 5 cells while the grid stays unique make
// puzzles past Combined 4 times in 5 and never a trivial one (0 of 50
// seeds, 30 draws each); cages of 2 make only trivial ones, of 3 all
// bands up to advanced, of 4 advanced 3 times in 5 (40 seeds each, the
// ladder's grade; Solo's killer mode draws cages of 2 and 3 cells at
// every level). With the bands past intermediate following the score
// (killerSplit), 24 draws of each cap graded: cap 3 trivial 9, basic 2,
// intermediate 1, advanced 2, extreme 5, unreasonable 5; cap 4
// intermediate 1, extreme 5, unreasonable 18; cap 5 unreasonable 24. So
// advanced draws cages of 3, extreme of 4 (none of 5 is extreme).
func killerMaxCage(hi Rung) int {
	switch {
	case hi <= Forward:
		return 2
	case hi <= Combined:
		return 3
	case hi <= Lookahead:
		return 4
	}
	return killer.MaxCage
}
