package craft

import (
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// kenkenCandidate draws a whole KenKen (its Latin square the next of the
// run's chain: kenkenChain) and judges it: a second solution next to the
// planted one first (kenkenSwapSolution: seven 6x6 draws in ten), its
// band among easy, normal, hard and extreme on masks (where the ladder
// solves a puzzle it is unique; up to Lookahead that decides the
// candidate without a count or a model), its uniqueness by its cages'
// fillings (kenkenSecondSolution: another solution than the planted one),
// the ladder's model for the rest.
func kenkenCandidate(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
	kp, sol, err := kenken.PlantedOn(r.seed(), r.opt.Size, kenkenChain(r))
	if err != nil {
		return nil, nil, err
	}
	if kenkenSwapSolution(kp, sol) {
		// A second solution at once: the masks would refuse it as the
		// count does (no band solves it), for more.
		return nil, nil, errRetry
	}
	mk := kenkenMasksScratch(r, kp)
	if mk != nil {
		mk.plant(sol)
	}
	r.masks = mk
	defer func() { r.masks = nil }()
	var fills [][]uint8
	if mk != nil {
		fills = mk.fills
	}
	bands := Bands(r.kind)
	// Above Lookahead (unreasonable) every candidate the masks leave
	// needs a count, and three in four drawn have several solutions: the
	// count comes before the masks' lookahead, which costs more. It comes
	// after their fixpoints up to Combined, which cost less and settle
	// six in seven of the unique draws (a grid they fix is the planted
	// solution: unique) (TestKenKenSplitClimbAgrees).
	countFirst := r.hi > Lookahead
	i, known := -1, false
	var g []uint32 // the masks' climb, split around the count
	if countFirst && mk != nil && mk.climbs() {
		g = make([]uint32, len(mk.cellAt))
		var ok bool
		i, known, ok = mk.bandFrom(g, 0, bands, Combined)
		if !ok {
			g = nil // no fixpoint to go on from: band climbs again
		}
		if i < 0 {
			known = false // not below Lookahead: the count first
		}
	}
	if countFirst && !known {
		if u, err := kenkenUnique(r, kp, sol, fills); err != nil || !u {
			return nil, nil, errOr(err, errRetry)
		}
	}
	switch {
	case known || mk == nil:
	case g != nil:
		i, known, _ = mk.bandFrom(g, Combined, bands, r.hi)
	default:
		i, known = mk.band(bands, r.hi)
	}
	var low func([]Band) (int, Rung)
	if known {
		switch {
		case i >= 0 && bands[i].Upto <= r.lo:
			// Easier than the band: Generate reads only its band (judge
			// would say as much after parsing it again).
			return nil, &Difficulty{Kind: r.kind, Hardest: bands[i].Upto, Band: bands[i].Name}, nil
		case i >= 0:
			return r.drawnLow(kenken.Format(kp), func([]Band) (int, Rung) { return i, Lookahead })
		case r.hi <= Lookahead:
			return nil, nil, errRetry
		default:
			low = func([]Band) (int, Rung) { return -1, Lookahead }
		}
	}
	if !countFirst {
		if u, err := kenkenUnique(r, kp, sol, fills); err != nil || !u {
			return nil, nil, errOr(err, errRetry)
		}
	}
	if low != nil && r.hi >= Search {
		// Unique, and no band up to Lookahead: the first band above it,
		// if it climbs to Search, is the candidate's (the model's bandUpTo
		// would search for the count again).
		for i, b := range bands {
			if b.Upto > Lookahead {
				if b.Upto >= Search {
					low = func([]Band) (int, Rung) { return i, Search }
				}
				break
			}
		}
	}
	return r.drawnLow(kenken.Format(kp), low)
}

// kenkenChain is the run's chain of Latin squares (draw.LatinChain): its
// attempts plant one square after another on it, the first attempt's
// square a fresh one (the puzzle kenken.Planted draws for its seed), the
// later ones n² moves on, for about a fifth of a fresh square's CPU (fresh
// squares were a quarter of a 6x6 unreasonable puzzle's: some 35 drawn
// for each kept).
func kenkenChain(r *genRun) *draw.LatinChain {
	const key = "kenken-latin"
	c, ok := r.cache[key].(*draw.LatinChain)
	if !ok {
		c = draw.NewLatinChain(r.opt.Size)
		r.cache[key] = c
	}
	return c
}

// kenkenUnique reports whether a drawn KenKen, sol one of its solutions,
// has no other: its cages' own fillings tell (kenkenSecondSolution) for
// less than any model costs to build; the kind's own model counts where
// that search gives up.
func kenkenUnique(r *genRun, kp *kenken.Puzzle, sol *kenken.Solution, fills [][]uint8) (bool, error) {
	if second, known := kenkenScratch(r).second(kp, fills, sol); known {
		return !second, nil
	}
	p, err := reparse(r.name(), kenken.Format(kp))
	if err != nil {
		return false, err
	}
	return uniqueByKind(r, p)
}
