package craft

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
	"github.com/tessera-cp/tessera/search"
)

// KenKen and Tetravex (and ROGO, generate_rogo.go): whole puzzles drawn
// until the ladder solves one within the band's ceiling (which makes it
// unique).
func init() {
	generators["kenken"] = &generator{
		maxAttempts: 400,
		defaults: func(o *GenOptions) error {
			if err := onlySize("kenken", o, 6); err != nil {
				return err
			}
			if o.Size < 3 || o.Size > 9 {
				return badf("kenken size %d, expected 3..9", o.Size)
			}
			return nil
		},
		candidate: kenkenCandidate,
	}
	generators["tetravex"] = &generator{
		maxAttempts: 100,
		defaults: func(o *GenOptions) error {
			if o.Rows != 0 || o.Cols != 0 || o.Steps != 0 || o.Stars != 0 || o.UniqueRule {
				return badf("tetravex takes a size and colours")
			}
			if o.Size == 0 {
				o.Size = 4
			}
			if o.Colours == 0 {
				o.Colours = 10
			}
			return nil
		},
		candidate: func(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
			tp, _, err := tetravex.Planted(r.seed(), r.opt.Size, r.opt.Colours)
			if err != nil {
				return nil, nil, err
			}
			return r.drawn(tetravex.Format(tp))
		},
	}
}

// drawn names and parses a whole drawn puzzle, and keeps it, graded, if
// the ladder solves it within the band's ceiling (which makes it unique);
// one easier than the band comes back with its band only (Generate throws
// it away).
func (r *genRun) drawn(text string) (puzzles.Puzzle, *Difficulty, error) {
	return r.drawnLow(text, nil)
}

// drawnLow is drawn, with low (when set) telling the puzzle's band among
// the bands up to a ceiling without a model (judge).
func (r *genRun) drawnLow(text string, low func([]Band) (int, Rung)) (puzzles.Puzzle, *Difficulty, error) {
	p, err := reparse(r.name(), text)
	if err != nil {
		return nil, nil, err
	}
	ok, d, err := r.judge(p, low)
	if err != nil {
		return nil, nil, err
	}
	if !ok {
		return nil, nil, errRetry
	}
	return p, &d, nil
}

// judge reports whether the ladder solves p within the run's ceiling, and
// its grade: first its band, by the ladder's fixpoints (bandUpTo; among
// the bands up to a ceiling by low where it knows: KenKen's masks), then,
// for a puzzle in the band asked for, the walk on a fresh model (the one
// Grade takes); a puzzle easier than the band gets its band and Hardest
// (the band's ceiling) only, without the walk.
func (r *genRun) judge(p puzzles.Puzzle, low func([]Band) (int, Rung)) (bool, Difficulty, error) {
	bands := Bands(p.Kind())
	i, covered := -1, Rung(0) // low's answer covers the bands up to covered
	if low != nil {
		i, covered = low(bands)
	}
	var err error
	switch {
	case covered > 0 && i < 0 && r.hi <= covered:
		return false, Difficulty{}, nil // no band within the ceiling
	case covered == 0:
		if i, err = r.lowBand(p, bands); err != nil {
			return false, Difficulty{}, err
		}
	}
	var m *Model // the full model, when built: the walk's too
	if i < 0 {
		if m, err = build(r.opt.Context, p, false, nil, r.hi); err != nil {
			return false, Difficulty{}, err
		}
		r.lookAheadOnMasks(m)
		from := 0
		for from < len(bands) && (bands[from].Upto <= covered || bands[from].Upto < Combined && r.kind == "kenken") {
			from++ // refuted by low or lowBand
		}
		s := m.Store
		lvl := s.Push()
		if i, err = m.bandUpTo(bands[from:], r.hi); i >= 0 {
			i += from
		}
		s.PopTo(lvl - 1)
		// The walk starts as on a fresh model: every propagator queued
		// (the build left them so; bandUpTo ran them above the pop).
		s.SetRungLimit(cp.MaxRung)
		for p := range s.NumProps() {
			s.Schedule(cp.PropID(p))
		}
	}
	switch {
	case err != nil:
		return false, Difficulty{}, err
	case i < 0:
		return false, Difficulty{}, nil
	case bands[i].Upto <= r.lo:
		return true, Difficulty{Kind: p.Kind(), Hardest: bands[i].Upto, Band: bands[i].Name}, nil
	case m != nil:
		ok, d, err := walkWithin(m, p, r.hi)
		if err != nil || !ok || d.Hardest < Search {
			return ok, d, err
		}
		// A walk that ends in a search counts its nodes, and those depend
		// on the store's past: after bandUpTo and the pop the failures
		// come in another order, and so the dom/wdeg weights (a Killer
		// 9x9 searched 2125 nodes here, 2185 on a fresh model). Grade's
		// count is the fresh model's.
	}
	if m, err = build(r.opt.Context, p, false, nil, r.hi); err != nil {
		return false, Difficulty{}, err
	}
	r.lookAheadOnMasks(m)
	return walkWithin(m, p, r.hi)
}

// lookAheadOnMasks has m's walk take its lookahead steps on the drawn
// KenKen's masks, where the candidate has them.
func (r *genRun) lookAheadOnMasks(m *Model) {
	if r.masks != nil {
		m.refuter = r.masks.refuter(m)
	}
}

// lowBand is the band of p among the bands below Combined, on a model
// built without the companions from Combined up, or -1 when none of them
// closes p (then judge climbs the others on the full model). A drawn
// KenKen's band is mostly one of those, and the cage-line tables of
// Combined cost half its model. -1 at once for the other kinds and for a
// run whose ceiling is below Combined (one model serves it).
func (r *genRun) lowBand(p puzzles.Puzzle, bands []Band) (int, error) {
	if r.kind != "kenken" || r.hi < Combined || len(bands) == 0 || bands[0].Upto >= Combined {
		return -1, nil
	}
	var low []Band
	for _, b := range bands {
		if b.Upto < Combined {
			low = append(low, b)
		}
	}
	m, err := build(r.opt.Context, p, false, nil, low[len(low)-1].Upto)
	if err != nil {
		return -1, err
	}
	return m.bandUpTo(low, low[len(low)-1].Upto)
}

// uniqueByKind reports whether p has one solution, by the kind's own model
// and search (counting up to two).
func uniqueByKind(r *genRun, p puzzles.Puzzle) (bool, error) {
	res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2, Tune: func(o *search.Options) { o.Context = r.opt.Context }})
	if err != nil {
		return false, err
	}
	if err := r.canceled(); err != nil {
		return false, err
	}
	u, known := res.Unique()
	return u && known, nil
}

// errOr is err, or else alt.
func errOr(err, alt error) error {
	if err != nil {
		return err
	}
	return alt
}
