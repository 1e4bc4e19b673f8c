package craft

import (
	"cmp"
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// walk solves a ladder model with the least reasoning that works:
// propagate at rung 1 to a fixpoint; when stuck, take one deduction from
// the lowest rung that has one (one propagator run, or one refuted value
// of a lookahead), propagate its consequences on the rungs below it, and
// start again from the bottom. It records how many deductions each rung
// made.
type walk struct {
	m       *Model
	ceiling Rung // the highest rung allowed (Search: finish by search)
	steps   [NumRungs + 1]int
	hardest Rung
	// open sums, per lookahead rung, the decision variables still open at
	// each of its steps (Difficulty.Open).
	open [NumRungs + 1]int
	// beyond counts the Lookahead steps taken where the kind's chain
	// check finds nothing (Difficulty.Beyond).
	beyond int
	// outside counts the steps the kind marks as outside its reference
	// solver (Difficulty.Outside).
	outside int
	nodes   int64 // search nodes, when the walk had to search
	// agenda holds the candidate deductions of the propagation rungs: the
	// held propagators (woken since they last ran), lowest rung first,
	// then in posting order.
	agenda   agenda
	inAgenda []bool // per propagator
	// onStep, when set, is told of each deduction: its rung and the
	// propagator (-1 for a lookahead or a search).
	onStep func(r Rung, p cp.PropID)
	// maxNodes bounds the final search (0: none).
	maxNodes int64
	// onRefute, when set, is told of each lookahead refutation, with the
	// rung of the probes' propagation, at the state before the refuted
	// value is removed.
	onRefute func(r, inner Rung, ref search.Refuted)
	// choose, when set, takes the place of the Lookahead rung's probes:
	// it names a value to remove (ok false: none), found by the kind's
	// own probes (sudokuSEWalk).
	choose func(m *Model) (x cp.VarID, v int, ok bool)
	// beforeStep, when set, is called before each attempt at a deduction
	// of rung r above Forward, at the fixpoint of the rungs below (tests
	// check there that the lower rungs have nothing left).
	beforeStep func(r Rung)
}

func newWalk(m *Model, ceiling Rung) *walk {
	return &walk{m: m, ceiling: ceiling}
}

// outcome of a walk.
type outcome uint8

const (
	solved outcome = iota // every decision variable fixed
	stuck                 // no rung up to the ceiling makes a deduction
)

func (w *walk) record(r Rung, p cp.PropID) {
	w.steps[r]++
	w.hardest = max(w.hardest, r)
	if k := w.m.kind; p >= 0 && k != nil && k.outside != nil && k.outside(w.m.Store, p) {
		w.outside++
	}
	if w.onStep != nil {
		w.onStep(r, p)
	}
}

// difficulty is the grade of a finished walk.
func (w *walk) difficulty() Difficulty {
	d := Difficulty{Kind: w.m.Puzzle.Kind(), Hardest: w.hardest, Steps: w.steps, Open: w.open, Beyond: w.beyond, Outside: w.outside, Nodes: w.nodes}
	d.Score = w.m.scoreOf(d)
	d.Band = w.m.band(d)
	return d
}

// run walks from the store's current state. ErrNoSolution: propagation
// failed (the puzzle, or the position, has no solution); ErrNotUnique:
// the final search found two solutions.
func (w *walk) run() (outcome, error) {
	if err := w.start(); err != nil {
		return stuck, err
	}
	for !w.m.solved() {
		ok, err := w.step()
		if err != nil {
			return stuck, err
		}
		if !ok {
			if w.ceiling >= Search {
				return w.searchStep()
			}
			return stuck, nil
		}
	}
	return solved, nil
}

// start propagates at rung 1 to its fixpoint.
func (w *walk) start() error {
	s := w.m.Store
	s.SetRungLimit(Forward.cp())
	fixed := w.countFixed()
	if !s.Propagate() {
		return ErrNoSolution
	}
	if w.countFixed() > fixed || w.hardest == 0 {
		w.record(Forward, -1)
	}
	return nil
}

// step takes one deduction from the lowest rung that has one, up to the
// lookahead rungs allowed by the ceiling; false when none has one.
func (w *walk) step() (bool, error) {
	if err := w.m.canceled(); err != nil {
		return false, err
	}
	ok, err := w.propagationStep()
	if err != nil || ok {
		return ok, err
	}
	if w.ceiling >= Lookahead {
		if ok, err = w.lookaheadStep(Lookahead, lookaheadInner, 0); err != nil || ok {
			return ok, err
		}
	}
	if w.ceiling >= DeepLookahead {
		if ok, err = w.lookaheadStep(DeepLookahead, w.m.top, 0); err != nil || ok {
			return ok, err
		}
	}
	return false, nil
}

// lookaheadInner is the propagation inside a Lookahead probe: forward
// checking only, so that a probe is a forcing chain (a value assumed,
// cells left with one value placed one after the other, until a cell has
// none).
const lookaheadInner = Forward

func (w *walk) countFixed() int {
	n := 0
	for _, x := range w.m.Vars {
		if w.m.Store.Fixed(x) {
			n++
		}
	}
	return n
}

// propagationStep runs the held propagators of rungs 2 and up (to the
// ceiling), lowest rung first, one at a time with the limit at rung 1,
// until one narrows a cell: that is one deduction. Its consequences on
// rung 1 follow at once; those on higher rungs are held and wait their
// turn in the agenda, so that every deduction is taken at the lowest rung
// that makes it. A run that prunes only auxiliary variables (the counts
// of a redundant constraint) is progress but not a deduction: the agenda
// is rebuilt and the search for one goes on.
func (w *walk) propagationStep() (bool, error) {
	s := w.m.Store
	s.SetRungLimit(Forward.cp())
	w.refill()
	open := w.openSize()
	for w.agenda.Len() > 0 {
		c := w.agenda.pop()
		w.inAgenda[c.prop] = false
		if !s.Held(c.prop) {
			continue // it ran when a lookahead raised the limit
		}
		before := s.Counters(c.prop).Prunings
		if w.beforeStep != nil {
			w.beforeStep(c.rung)
		}
		if !s.Step(c.prop) {
			return false, ErrNoSolution
		}
		if s.Counters(c.prop).Prunings == before {
			continue
		}
		if w.openSize() < open {
			w.record(c.rung, c.prop)
			return true, nil
		}
		w.refill() // auxiliary progress: what it woke joins the agenda
	}
	return false, nil
}

// refill puts the held propagators of rungs 2 to the ceiling that are not
// in the agenda yet into it.
func (w *walk) refill() {
	s := w.m.Store
	top := min(w.ceiling, w.m.top)
	if len(w.inAgenda) < s.NumProps() {
		w.inAgenda = append(w.inAgenda, make([]bool, s.NumProps()-len(w.inAgenda))...)
	}
	for i := range s.NumHeld() {
		p := s.HeldProp(i)
		if r := Rung(s.Rung(p)); r >= Counting && r <= top && !w.inAgenda[p] {
			w.inAgenda[p] = true
			w.agenda.push(candidate{r, p})
		}
	}
}

// openSize sums the domain sizes of the decision variables.
func (w *walk) openSize() int {
	n := 0
	for _, x := range w.m.Vars {
		n += w.m.Store.Size(x)
	}
	return n
}

// lookaheadStep looks for one value whose assumption fails under
// propagation up to rung inner (search.Singleton, one refutation, on a
// choice point popped after), the cells with the fewest values first; the
// refuted value is then removed and its consequences propagated at rung 1
// (the higher rungs wait in the agenda). An explainer (onRefute) is told
// of the refutation at the state before it, so that it can replay the
// probe.
func (w *walk) lookaheadStep(r, inner Rung, maxDomain int) (bool, error) {
	s := w.m.Store
	if w.beforeStep != nil {
		w.beforeStep(r)
	}
	if r == Lookahead && w.choose != nil {
		if x, v, ok := w.choose(w.m); ok {
			w.open[r] += len(w.m.Vars) - w.countFixed()
			if !s.Remove(x, v) || !s.Propagate() {
				return false, ErrNoSolution
			}
			w.record(r, -1)
			return true, nil
		}
	}
	if w.m.refuter != nil && maxDomain == 0 {
		if ref, found, ok := w.m.refuter(inner); ok {
			s.SetRungLimit(Forward.cp())
			if !found {
				return false, nil
			}
			return w.refuted(r, inner, ref)
		}
	}
	s.SetRungLimit(inner.cp())
	opt := search.SingletonOptions{Vars: w.openVars(), MaxDomain: maxDomain, MaxRefuted: 1, OnePass: true, Context: w.m.ctx}
	lvl := s.Push()
	res, err := search.Singleton(s, opt)
	s.PopTo(lvl - 1)
	s.SetRungLimit(Forward.cp())
	if err != nil {
		return false, err
	}
	if len(res.Refuted) == 0 {
		if res.Failed {
			return false, ErrNoSolution
		}
		return false, nil
	}
	return w.refuted(r, inner, res.Refuted[0])
}

// refuted takes the lookahead step of rung r that removes ref.
func (w *walk) refuted(r, inner Rung, ref search.Refuted) (bool, error) {
	s := w.m.Store
	w.open[r] += len(w.m.Vars) - w.countFixed()
	if r == Lookahead && w.m.chainless() {
		w.beyond++
	}
	if w.onRefute != nil {
		w.onRefute(r, inner, ref)
	}
	if !s.Remove(ref.X, ref.V) || !s.Propagate() {
		return false, ErrNoSolution
	}
	w.record(r, -1)
	return true, nil
}

// openVars lists the unfixed decision variables, fewest values first
// (then in model order).
func (w *walk) openVars() []cp.VarID {
	s := w.m.Store
	var out []cp.VarID
	for _, x := range w.m.Vars {
		if !s.Fixed(x) {
			out = append(out, x)
		}
	}
	slices.SortStableFunc(out, func(a, b cp.VarID) int { return cmp.Compare(s.Size(a), s.Size(b)) })
	return out
}

// searchStep counts the solutions left (up to two) with every rung on.
func (w *walk) searchStep() (outcome, error) {
	s := w.m.Store
	s.SetRungLimit(cp.MaxRung)
	opt := w.m.base.Search
	opt.MaxSolutions = 2
	opt.Objective = search.Objective{} // fixed to the optimum: count the best solutions
	opt.MaxNodes = w.maxNodes
	res, err := search.Solve(s, opt, nil)
	if err != nil {
		return stuck, err
	}
	w.nodes = res.Nodes
	w.record(Search, -1)
	switch {
	case res.Solutions >= 2:
		return stuck, ErrNotUnique
	case res.Solutions == 0 && res.Complete():
		return stuck, ErrNoSolution
	case !res.Complete() && res.Reason != search.SolutionLimit:
		return stuck, nil
	}
	return solved, nil
}
