package craft

import (
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/search"
)

// Futoshiki's graded generator, after Tatham's Unequal: a random Latin
// square with every given and some of the signs (at random), its givens
// removed while the ladder still solves the puzzle within the band's
// ceiling, then its signs the same way, both on one model (switchedTrials:
// a sign is a constraint, not a value, taken out by its rung; the model is
// signModel's, every sign of the grid, kept across candidates), whose walk
// then grades it. Drawing whole
// unique puzzles until one fell in the band took ~27 draws a puzzle for
// the trivial band.

// futoshikiGraded is the candidate of a run with a band; a run without one
// keeps the kind's own unique generator (generate_planted.go).
func futoshikiGraded(r *genRun) (puzzles.Puzzle, *Difficulty, error) {
	n := r.opt.Size
	sq := draw.LatinSquare(r.rng, n)
	p := &futoshiki.Puzzle{N: n, Givens: make([][]int, n), Right: make([][]futoshiki.Rel, n), Below: make([][]futoshiki.Rel, n-1)}
	for i := range n {
		p.Givens[i], p.Right[i] = make([]int, n), make([]futoshiki.Rel, n-1)
		if i < n-1 {
			p.Below[i] = make([]futoshiki.Rel, n)
		}
	}
	signs := make([]futoshikiSign, 0, 2*n*(n-1))
	between := func(at *futoshiki.Rel, a, b int) futoshikiSign {
		va, vb := sq[a/n][a%n], sq[b/n][b%n]
		if va < vb {
			return futoshikiSign{at, futoshiki.Less, vb-va >= n-2, int16(a), int16(b)}
		}
		return futoshikiSign{at, futoshiki.Greater, va-vb >= n-2, int16(b), int16(a)}
	}
	for i := range n {
		for j := range n {
			if j+1 < n {
				signs = append(signs, between(&p.Right[i][j], i*n+j, i*n+j+1))
			}
			if i+1 < n {
				signs = append(signs, between(&p.Below[i][j], i*n+j, (i+1)*n+j))
			}
		}
	}
	var on []int
	want := len(signs) * futoshikiSigns(r.hi, n) / 4
	if r.hi >= Lookahead {
		// The far signs first (futoshikiSigns), then the others, each in
		// a random order.
		order := r.rng.Perm(len(signs))
		slices.SortStableFunc(order, func(a, b int) int { return boolRank(signs[b].far) - boolRank(signs[a].far) })
		on = order[:want]
		slices.Sort(on)
	} else {
		for k, in := range r.rng.Sample(len(signs), want) {
			if in {
				on = append(on, k)
			}
		}
	}
	for _, k := range on {
		*signs[k].at = signs[k].rel
	}

	ineqs := p.Inequalities() // keep's order

	// The givens, then the signs, on one model of the blank grid with
	// every sign (below Search: there, a model for the givens and a fresh
	// one per sign trial).
	st, err := r.newSignTrials(p)
	if err != nil {
		return nil, nil, err
	}
	if st != nil { // the kept model goes back at its root
		root := st.m.Store.Level()
		defer st.m.Store.PopTo(root)
	}
	clues := make([]int, n*n)
	for i := range clues {
		clues[i] = sq[i/n][i%n] + 1
	}
	// At the lookahead ceilings a square near this one answers most
	// uniqueness trials before their search (signTrades).
	var trades *signTrades
	if st != nil && r.hi >= Lookahead {
		trades = &signTrades{lt: newLatinTrades(slices.Clone(clues), n), signs: signs, on: on, trial: -1}
		st.other = func(k int) bool { return trades.given(st.m.Store, st.m.Vars, k) }
	}
	if st != nil {
		clues, err = st.remove(r, clues)
	} else {
		clues, err = r.removeGivensFresh(p, clues)
	}
	if err != nil {
		return nil, nil, err
	}
	for i, v := range clues {
		p.Givens[i/n][i%n] = max(v, 0)
	}
	if st != nil {
		if err := st.start(r, clues); err != nil {
			return nil, nil, err
		}
	}
	keep := make([]bool, len(on))
	for i := range keep {
		keep[i] = true
	}
	if trades != nil {
		trades.keep = keep
	}
	signsOf := func(keep []bool) { // p's signs: those keep holds
		for i, k := range on {
			*signs[k].at = futoshiki.None
			if keep[i] {
				*signs[k].at = signs[k].rel
			}
		}
	}
	perm := r.rng.Perm(len(on))
	if st != nil {
		// The trials in halves (switchedTrials.thin), the same answers:
		// a trial its fixpoint solves is unique (otherSolution would find
		// no way) and within the ceiling; at the lookahead ceilings the
		// others are otherSolution's search and the probes on the
		// trial's position.
		var leaf func(int) (bool, error)
		if r.hi >= Lookahead {
			sm, err := r.signModel(n)
			if err != nil {
				return nil, nil, err
			}
			leaf = func(i int) (bool, error) {
				if err := r.canceled(); err != nil {
					return false, err
				}
				if trades.sign(st.m.Store, st.m.Vars, i) || sm.otherHere(ineqs[i]) {
					return false, nil // the sign is needed for uniqueness
				}
				return st.closesHere(r.hi)
			}
		}
		if err := st.thin(keep, perm, r.hi, leaf); err != nil {
			return nil, nil, err
		}
		signsOf(keep)
		perm = nil
	}
	for _, i := range perm { // a fresh model per trial
		if err := r.canceled(); err != nil {
			return nil, nil, err
		}
		s := signs[on[i]]
		if r.hi >= Lookahead && r.otherSolution(p, s.at, s.rel) {
			continue // the sign is needed for uniqueness
		}
		*s.at = futoshiki.None
		keep[i] = false
		q, err := reparse(r.name(), futoshiki.Format(p))
		ok := false
		if err == nil {
			ok, err = r.closesFresh(q)
		}
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			*s.at = s.rel
			keep[i] = true
		}
	}
	switch {
	case st != nil && st.m.belowAgrees(r):
		// Solved below the band: thrown away without a model of its own.
		if easier, err := st.closes(keep, r.lo); err != nil || easier {
			return nil, nil, errOr(err, errRetry)
		}
	case st == nil:
		return r.drawn(futoshiki.Format(p))
	case r.lo > 0:
		// Solved below the band (at Tricky 10 of 11 candidates come out
		// Easy): told by the fixpoints of the bands below's ceilings, for
		// less than the walk, on the trials' model as on a
		// fresh one (judge's walk, on a model its fixpoints ran on, did
		// not always count Grade's steps). A band the score splits
		// (extreme) is not told by its fixpoint: it is above lo. The
		// ceilings are climbed on one fresh position (bandUpTo).
		below := futoshikiBands
		for i, b := range below {
			if b.Upto > r.lo || b.Name == r.split.band {
				below = below[:i]
				break
			}
		}
		i, err := st.easierBand(keep, clues, below)
		if err != nil {
			return nil, nil, err
		}
		if i >= 0 { // its band, as judge tells it, for Generate's count
			return nil, &Difficulty{Kind: "futoshiki", Hardest: below[i].Upto, Band: below[i].Name}, nil
		}
	}
	// Graded by the walk up to the ceiling on the trials' model (judge
	// would build two for the band's fixpoints, solvesWithin one).
	q, err := reparse(r.name(), futoshiki.Format(p))
	if err != nil {
		return nil, nil, err
	}
	ok, d, err := st.walk(q, keep, clues, r.hi)
	if err != nil || !ok {
		return nil, nil, errOr(err, errRetry)
	}
	return q, &d, nil
}

// futoshikiSign is a sign of a candidate's square: the place of its Rel,
// the one that agrees with the square, whether its values lie at least
// n-2 apart (futoshikiSigns), and its cells, the smaller value's first.
type futoshikiSign struct {
	at           *futoshiki.Rel
	rel          futoshiki.Rel
	far          bool
	small, large int16
}

// otherSolution reports whether p has a solution with the sign at reversed
// (rel is the one that agrees with the square): then removing it leaves p
// with two solutions. One search, far cheaper than the ladder's probes at
// the lookahead ceilings (closesFresh) that would find no way either
// (below them closes is one propagation, cheaper than this search), on
// the run's sign model (signModel) with p's signs on, the reversed one
// among them, and the others off: whether a solution exists does not
// depend on the model it is searched on. A search that stops (cancelled)
// says no, and the trial decides.
func (r *genRun) otherSolution(p *futoshiki.Puzzle, at *futoshiki.Rel, rel futoshiki.Rel) bool {
	sm, err := r.signModel(p.N)
	if err != nil {
		return false
	}
	*at = futoshiki.Less + futoshiki.Greater - rel
	defer func() { *at = rel }()
	m, s := sm.m, sm.m.Store
	s.PopTo(sm.root)
	// The rungs first: a sign held while off is queued by the next raised
	// limit if it is on by then, and only then.
	off := (m.top + 1).cp()
	for _, pid := range sm.signs {
		if pid >= 0 {
			s.SetRung(pid, off)
		}
	}
	for _, q := range p.Inequalities() {
		s.SetRung(sm.signs[sm.index(q)], sm.rung)
	}
	s.SetRungLimit(m.top.cp())
	s.PopTo(s.Push() - 1) // an empty queue, then every propagator on
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	for i := range s.NumProps() {
		if pid := cp.PropID(i); s.Rung(pid) != off {
			s.Schedule(pid)
		}
	}
	for i, row := range p.Givens {
		for j, v := range row {
			if v > 0 && !s.Assign(m.Vars[i*p.N+j], v) {
				return false
			}
		}
	}
	if sm.other == nil {
		opt := m.base.Search
		opt.MaxSolutions = 1
		opt.Objective = search.Objective{}
		if sm.other, err = search.New(s, opt); err != nil {
			return false
		}
	}
	return sm.other.Run(nil).Solutions > 0
}

// otherHere is otherSolution on the position a sign trial of
// switchedTrials.thin stands on, on the run's sign model (the sign q taken
// out, the signs kept on, the givens set, propagated): q reversed switched
// on, and one search with every rung but the signs switched off; the
// store, the rungs and the rung limit are left as they were.
func (sm *signModel) otherHere(q futoshiki.Ineq) bool {
	m, s := sm.m, sm.m.Store
	rev := sm.signs[sm.index(q)^1] // Right < and Right >, Below < and Below >
	limit := s.RungLimit()
	lvl := s.Push()
	defer func() {
		s.PopTo(lvl - 1)
		s.SetRung(rev, (m.top + 1).cp())
		s.SetRungLimit(limit)
	}()
	s.SetRung(rev, sm.rung)
	s.Schedule(rev)
	s.SetRungLimit(m.top.cp())
	if sm.other == nil {
		opt := m.base.Search
		opt.MaxSolutions = 1
		opt.Objective = search.Objective{}
		var err error
		if sm.other, err = search.New(s, opt); err != nil {
			return false
		}
	}
	return sm.other.Run(nil).Solutions > 0
}

// boolRank is 1 for true, 0 for false.
func boolRank(b bool) int {
	if b {
		return 1
	}
	return 0
}

// futoshikiSigns is the quarters of the signs a candidate starts with
// for a band of ceiling hi on an n×n grid. Measured on 5×5, 20 seeds
// (attempts per puzzle, CPU): a quarter suits trivial, easy and extreme
// (1.1, 1.1 and 3.7 attempts; half: 1.75, 1.05, 2.45, at two to three
// times the CPU per attempt; extreme past the recursive split, 7.3, and
// half still costs half as much CPU again); tricky needs half (10.9
// attempts; a quarter: 13 of 20 made in 60 attempts), most candidates
// coming out easy. Recursive takes half up to 5×5 (CLI, 100 puzzles:
// 5×5 a third less CPU than a quarter, 4×4 half as much), a quarter
// above (6×6: half costs 1.7 times as much).
//
// At the lookahead ceilings (extreme and recursive) a candidate takes the
// signs between values at least n-2 apart (1<4, 2<5, 1<5 at 5×5) before
// any other, at random among them; the bands below take theirs at
// random. Measured on 5×5 extreme, seeds 1..400, candidates a puzzle:
// 5.5 against 7.0 at random, fewer thrown away as easy (691 against
// 1,199), at about the same CPU a candidate; 4×4 (2 apart) 14.8 against
// 20.6; 6×6 (4 apart) 4.9 against 5.5; recursive 5×5 3.0 either way.
// Preferring signs 3 apart at 4×4 (1<4 only) drew as many as at random,
// and signs 1 apart drew 9.7 at 5×5.
func futoshikiSigns(hi Rung, n int) int {
	if hi == Combined || (hi >= DeepLookahead && n <= 5) {
		return 2
	}
	return 1
}

// newSignTrials sets up the sign trials (switchedTrials: the givens
// taken out with every sign on, then the signs; a sign is a constraint,
// not a value, taken out by its rung) for p (its signs, no given) on the
// run's sign model (signModel), not yet propagated, or nil at Search,
// where a trial takes a fresh model. The switchable propagators are p's
// signs' (keep's index: their order in p.Inequalities()); every other
// sign of the model stays off, and so does it in the given trials'
// uniqueness search at the lookahead ceilings (Model.searchRung). The
// root of the sign trials is propagated with every sign off, up to the
// ceiling (the givens are there: a higher rung would make the trials
// stronger than the ladder); the givens are taken out on a root
// propagated as newBlankTrials propagates a blank model's.
func (r *genRun) newSignTrials(p *futoshiki.Puzzle) (*switchedTrials, error) {
	if r.hi >= Search {
		return nil, nil
	}
	sm, err := r.signModel(p.N)
	if err != nil {
		return nil, err
	}
	// The given trials' uniqueness search (Model.solutions) at the
	// lookahead ceilings runs every rung but the signs switched off.
	sm.m.searchRung = sm.m.top.cp()
	s := sm.m.Store
	s.PopTo(sm.root)
	s.PopTo(s.Push() - 1) // an empty queue: what the build or the last run left there may hold signs now off
	t := &switchedTrials{m: sm.m, off: (sm.m.top + 1).cp(), kind: "futoshiki", values: "givens", switched: "signs"}
	t.removeLimit = sm.m.top.cp() // every rung but the signs taken out
	for _, pid := range sm.signs {
		if pid >= 0 {
			s.SetRung(pid, t.off)
		}
	}
	for _, q := range p.Inequalities() {
		pid := sm.signs[sm.index(q)]
		s.SetRung(pid, sm.rung)
		t.add(pid, []int{len(t.props)})
	}
	return t, nil
}

// signModel is the ladder model of an n×n grid with no given and every
// sign Futoshiki can show, each cell's Right <, Right >, Below < and
// Below > (signs[4*cell+k]; -1 where the grid ends), posted after the
// kind's model and tuning. A candidate's sign trials switch its own signs
// on and leave the others off: signs are forward checking (rung 1), whose
// fixpoint does not depend on their order, so the trials and the walk
// answer as on a model of the candidate (TestTrialsWalkAgrees), and the
// model, built once, is kept for the next candidate and the next run
// (generate_pool.go).
type signModel struct {
	m     *Model
	n     int
	root  int // the store's level as built
	signs []cp.PropID
	rung  cp.Rung // the signs' rung, when on
	// other is otherSolution's and otherHere's search, set up once a
	// run (its setup cost as much as the search).
	other *search.Search
}

// index is q's place in signs.
func (sm *signModel) index(q futoshiki.Ineq) int {
	n := sm.n
	slot, less := q.Small.Row*n+q.Small.Col, true
	if q.Large.Row*n+q.Large.Col < slot {
		slot, less = q.Large.Row*n+q.Large.Col, false
	}
	k := 4 * slot // Right <, Right >, Below <, Below >
	if q.Large.Row != q.Small.Row {
		k += 2
	}
	if !less {
		k++
	}
	return k
}

func (r *genRun) signModel(n int) (*signModel, error) {
	key := fmt.Sprintf("signs:futoshiki:%d:%d", n, r.hi)
	if sm, ok := r.cache[key].(*signModel); ok {
		return sm, nil
	}
	if r.cache == nil {
		r.cache = map[string]any{}
	}
	m := models.take(key, r.opt.Context)
	if m == nil {
		blank := &futoshiki.Puzzle{N: n, Givens: make([][]int, n)}
		for i := range n {
			blank.Givens[i] = make([]int, n)
		}
		q, err := reparse(r.name(), futoshiki.Format(blank))
		if err != nil {
			return nil, err
		}
		if m, err = build(r.opt.Context, q, false, nil, r.hi); err != nil {
			return nil, err
		}
		if err := postSigns(m, n); err != nil {
			return nil, err
		}
	}
	sm := &signModel{m: m, n: n, root: m.Store.Level(), rung: FamilyRung("lesseq").cp()}
	for i := range m.Store.NumProps() {
		if pid := cp.PropID(i); m.Store.Kind(pid) == "lesseq" {
			sm.signs = append(sm.signs, pid)
		}
	}
	if len(sm.signs) != 4*(n*n-n) {
		return nil, fmt.Errorf("craft: futoshiki generator: the sign model has %d signs, not %d (a bug)", len(sm.signs), 4*(n*n-n))
	}
	// signs[4*cell+k] for every k: the grid's edges get no propagator.
	all := make([]cp.PropID, 4*n*n)
	j := 0
	for c := range n * n {
		for k := range 4 {
			all[4*c+k] = -1
			if (k < 2 && c%n+1 < n) || (k >= 2 && c/n+1 < n) {
				all[4*c+k], j = sm.signs[j], j+1
			}
		}
	}
	sm.signs = all
	r.cache[key] = sm
	r.pooled = append(r.pooled, pooled{key, m, sm.root})
	return sm, nil
}

// postSigns posts, on m's n×n grid, every sign in the order signModel
// reads them: cell by cell, Right <, Right >, Below <, Below >, each on
// its family's rung and named as futoshiki.Build names it.
func postSigns(m *Model, n int) error {
	s := m.Store
	post := func(a, b int) error {
		first := s.NumProps()
		q := futoshiki.Ineq{Small: futoshiki.Cell{Row: a / n, Col: a % n}, Large: futoshiki.Cell{Row: b / n, Col: b % n}}
		if err := propagators.LessEq(s, m.Vars[a], m.Vars[b], -1); err != nil {
			return err
		}
		for p := first; p < s.NumProps(); p++ {
			s.SetLabel(cp.PropID(p), q.String())
			s.SetRung(cp.PropID(p), FamilyRung(s.Kind(cp.PropID(p))).cp())
		}
		return nil
	}
	for c := range n * n {
		for _, o := range []int{1, n} { // right, below
			if (o == 1 && c%n+1 == n) || (o == n && c/n+1 == n) {
				continue
			}
			if err := post(c, c+o); err != nil {
				return err
			}
			if err := post(c+o, c); err != nil {
				return err
			}
		}
	}
	return nil
}

// removeGivensFresh is the sign trials' remove on a model of its own
// (blankTrials).
func (r *genRun) removeGivensFresh(p *futoshiki.Puzzle, clues []int) ([]int, error) {
	blank, err := reparse("blank", futoshiki.Format(p))
	if err != nil {
		return nil, err
	}
	t, err := newBlankTrials(r.opt.Context, blank, r.hi)
	if err != nil {
		return nil, err
	}
	return r.removeClues(t, clues)
}

// closesFresh reports whether the ladder solves p within the run's
// ceiling (at Search: whether p is unique), on a fresh model, by the
// ladder's fixpoint (closes) without the walk.
func (r *genRun) closesFresh(p puzzles.Puzzle) (bool, error) {
	m, err := build(r.opt.Context, p, false, nil, r.hi)
	if err != nil {
		return false, err
	}
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	return m.closes(r.hi)
}
