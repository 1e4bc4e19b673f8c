package draw

import (
	"context"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// CountTwo builds a model and counts its solutions up to two, with the
// kind's recommended search: 1 means the puzzle is unique. A build error
// (which a generator's own puzzles never give) counts as 0, and so does a
// count once ctx is done (the caller returns ctx's error).
func CountTwo[P, S any](ctx context.Context, p *P, build func(*P) (*model.Model[S], error), opts func(*model.Model[S]) search.Options) int64 {
	if ctx.Err() != nil {
		return 0
	}
	m, err := build(p)
	if err != nil {
		return 0
	}
	o := opts(m)
	o.MaxSolutions = 2
	o.Context = ctx
	res, err := search.Solve(m.Store, o, func(*cp.Store) bool { return true })
	if err != nil {
		return 0
	}
	return res.Solutions
}
