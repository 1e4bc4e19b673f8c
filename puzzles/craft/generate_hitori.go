package craft

import (
	"context"
	"sync"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/hitori"
	"github.com/tessera-cp/tessera/puzzles/model"
)

// Singles' bands (Easy, Tricky) judge a drawn Hitori by one walk; building
// its ladder model cost more than the walk. hitoriTemplate is the ladder
// model of every n×n Hitori at once, built once per size and ceiling and
// kept (as Generate keeps its other models): Build's clause for every two
// cells of a line (hitori.Switched) and every fix the tuning may post, each
// at its site (hitoriLayout), in the tuning's order. A candidate takes out,
// above a choice point, the clauses of its unequal pairs and the fixes its
// numbers do not call for (cp.Store.Deactivate): what is left is its own
// ladder model, the same propagators on the same rungs in the same order,
// so the walk, and the grade, are those of a model built for it
// (TestHitoriTemplateAgrees).
type hitoriTemplate struct {
	sw      *hitori.Switched
	m       *Model
	lay     hitoriLayout
	site    []cp.PropID // per site, its fix's propagator, or -1 (above the ceiling)
	fixes   [][2]int    // per site, the cell and value its fix sets
	on      []bool      // per site, scratch: the candidate's numbers call for it
	ceiling Rung
}

// hitoriTemplateMax is the largest side with a template: its offset
// pairs' sites grow as the fourth power of the side.
const hitoriTemplateMax = 8

func newHitoriTemplate(n int, ceiling Rung) (*hitoriTemplate, error) {
	s := cp.NewStore()
	sw, err := hitori.BuildSwitched(n, s)
	if err != nil {
		return nil, err
	}
	km := sw.Model
	opt := hitori.SearchOptions(km)
	base := &puzzles.Model{Store: s, Vars: km.Vars, Objective: model.NoObjective, Search: opt}
	m := &Model{Store: s, Vars: km.Vars, Objective: model.NoObjective, base: base, kind: kinds["hitori"]}
	for i := range s.NumProps() {
		pid := cp.PropID(i)
		s.SetRung(pid, FamilyRung(s.Kind(pid)).cp())
	}
	t := &Tuner{m: m, ceiling: ceiling}
	lay := newHitoriLayout(n, n)
	tm := &hitoriTemplate{sw: sw, m: m, lay: lay, site: make([]cp.PropID, lay.total), fixes: make([][2]int, lay.total), on: make([]bool, lay.total), ceiling: ceiling}
	for i := range tm.site {
		tm.site[i] = -1
	}
	// fix posts the tuning's fix at its site (tuneHitori's, without its
	// label: a template is judged, never explained).
	fix := func(site int, r Rung, cell, v int) {
		x, k := m.Vars[cell], t.constant(v)
		tm.fixes[site] = [2]int{cell, v}
		first := s.NumProps()
		t.Post(r, "hitori companion", func() error {
			return propagators.Linear(s, []int{1, -1}, []cp.VarID{x, k}, propagators.EQ, 0)
		})
		if s.NumProps() == first+1 {
			tm.site[site] = cp.PropID(first)
		}
	}
	cells := n * n
	if n >= 3 {
		for ci := range 4 {
			r0, c0, dr, dc := 0, 0, 1, 1
			if ci&1 != 0 {
				c0, dc = n-1, -1
			}
			if ci&2 != 0 {
				r0, dr = n-1, -1
			}
			corner, row, col, inner := r0*n+c0, r0*n+c0+dc, (r0+dr)*n+c0, (r0+dr)*n+c0+dc
			for slot, f := range [6][2]int{{corner, 0}, {inner, 0}, {corner, 0}, {inner, 0}, {col, 1}, {row, 1}} {
				fix(6*ci+slot, Counting, f[0], f[1])
			}
		}
	}
	hitoriNeighbour(n, n, t)
	for k := range lay.slots {
		for cell := range cells {
			fix(lay.offsets+k*cells+cell, Strength, cell, 1)
		}
	}
	for li := range 2 * n {
		line := lay.line(li)
		base := lay.lineBase[li]
		for i := 1; i+1 < n; i++ {
			fix(base+i-1, Counting, line[i], 1)
		}
		base += max(n-2, 0)
		for i := 0; i+1 < n; i++ {
			for j := range n {
				if j != i && j != i+1 {
					fix(base+i*n+j, Counting, line[j], 0)
				}
			}
		}
	}
	if t.err != nil {
		return nil, t.err
	}
	for i := range s.NumProps() {
		m.top = max(m.top, Rung(s.Rung(cp.PropID(i))))
	}
	// The root is never propagated (every fix would apply at once): its
	// queue, full from the posts, is emptied, so that Deactivate takes
	// effect at once.
	s.Push()
	s.PopTo(0)
	return tm, nil
}

// judge reports whether the ladder solves p (n×n) within ceiling, and its
// grade, as solvesWithin does on a model built for p.
func (tm *hitoriTemplate) judge(ctx context.Context, p puzzles.Puzzle, hp *hitori.Puzzle) (bool, Difficulty, error) {
	m := tm.m
	s := m.Store
	m.Puzzle, m.ctx, m.base.Search.Context = p, ctx, ctx
	defer func() { m.Puzzle, m.ctx, m.base.Search.Context = nil, nil, nil }()
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	tm.sw.Off(hp, s.Deactivate)
	clear(tm.on)
	fits := true
	mark := func(site int, _ Rung, _, _ int, _ string) {
		if site < 0 {
			fits = false
			return
		}
		tm.on[site] = true
	}
	tm.lay.corners(hp.Grid, false, mark)
	if tm.ceiling >= Strength {
		tm.lay.offsetPairs(hp.Grid, false, mark)
	}
	tm.lay.lines(hp.Grid, false, mark)
	if !fits {
		s.PopTo(lvl - 1)
		return solvesWithin(ctx, p, tm.ceiling)
	}
	for site, pid := range tm.site {
		if pid >= 0 && !tm.on[site] {
			s.Deactivate(pid)
		}
	}
	// As a model fresh from its build: nothing held, every propagator
	// left queued.
	s.SetRungLimit(cp.MaxRung)
	for i := range s.NumProps() {
		s.Schedule(cp.PropID(i))
	}
	return walkWithin(m, p, tm.ceiling)
}

// hitoriTemplates keeps the templates between runs: per side and
// ceiling, two at most (a run takes one; more concurrent runs build their
// own, 0.3 ms each, and drop it), 24 in all (an 8x8 tricky one is a few
// thousand propagators).
var hitoriTemplates = struct {
	mu   sync.Mutex
	free map[[2]int][]*hitoriTemplate
}{free: map[[2]int][]*hitoriTemplate{}}

// Singles' bands (Easy, Tricky) judge a draw by one walk up to the band's
// ceiling on the template (a bandUpTo on the band's fixpoints would take
// a second model for the 3 in 5 draws in the band; the easier ones the
// walk grades cheaply and Generate throws them away), before naming it:
// the draw's text is written and read back (drawn) for the one kept, not
// for the two in three thrown away. The recursive band and a run without
// a band draw as the other registered kinds do.
func init() {
	g := registeredGenerator("hitori")
	if g == nil {
		return
	}
	fresh := g.candidate
	g.candidate = func(r *genRun, a int) (puzzles.Puzzle, *Difficulty, error) {
		if r.hi >= Search {
			return fresh(r, a)
		}
		kg := puzzles.GeneratorOf("hitori")
		p, err := kg.Draw(r.seed(), r.opt.Rows, r.opt.Cols)
		if err != nil {
			return nil, nil, err
		}
		ok, d, err := r.judgeHitori(p)
		if err != nil || !ok {
			return nil, nil, errOr(err, errRetry)
		}
		if p, err = reparse(r.name(), p.Format()); err != nil {
			return nil, nil, err
		}
		return p, &d, nil
	}
	generators["hitori"] = g
}

// judgeHitori is judge for a drawn Hitori at a ceiling below Search: on a
// kept template where p's side has one, else on p's own model.
func (r *genRun) judgeHitori(p puzzles.Puzzle) (bool, Difficulty, error) {
	hp, ok := unwrap[hitori.Puzzle](p)
	if !ok || hp.Rows != hp.Cols || hp.Rows > hitoriTemplateMax || r.hi >= Search {
		return solvesWithin(r.opt.Context, p, r.hi)
	}
	key := [2]int{hp.Rows, int(r.hi)}
	pool := &hitoriTemplates
	pool.mu.Lock()
	var tm *hitoriTemplate
	if ts := pool.free[key]; len(ts) > 0 {
		tm, pool.free[key] = ts[len(ts)-1], ts[:len(ts)-1]
	}
	pool.mu.Unlock()
	if tm == nil {
		var err error
		if tm, err = newHitoriTemplate(hp.Rows, r.hi); err != nil {
			return false, Difficulty{}, err
		}
	}
	ok, d, err := tm.judge(r.opt.Context, p, hp)
	if s := tm.m.Store; s.Level() == 0 && !s.Failed() {
		pool.mu.Lock()
		if len(pool.free[key]) < 2 {
			pool.free[key] = append(pool.free[key], tm)
		}
		pool.mu.Unlock()
	}
	return ok, d, err
}
