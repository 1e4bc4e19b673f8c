package craft

import (
	"cmp"
	"slices"

	"github.com/emirpasic/gods/queues/priorityqueue"

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
	nodes   int64 // search nodes, when the walk had to search
	// agenda holds the candidate deductions of the propagation rungs: the
	// held propagators (woken since they last ran), lowest rung first,
	// then in posting order.
	agenda *priorityqueue.Queue
	// onStep, when set, is told of each deduction: its rung and the
	// propagator (-1 for a lookahead or a search).
	onStep func(r Rung, p cp.PropID)
	// maxNodes bounds the final search (0: none).
	maxNodes int64
}

// candidate is an agenda entry.
type candidate struct {
	rung Rung
	prop cp.PropID
}

func newWalk(m *Model, ceiling Rung) *walk {
	return &walk{m: m, ceiling: ceiling, agenda: priorityqueue.NewWith(func(a, b any) int {
		x, y := a.(candidate), b.(candidate)
		if c := cmp.Compare(x.rung, y.rung); c != 0 {
			return c
		}
		return cmp.Compare(x.prop, y.prop)
	})}
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
	if w.onStep != nil {
		w.onStep(r, p)
	}
}

// run walks from the store's current state. ErrNoSolution: propagation
// failed (the puzzle, or the position, has no solution); ErrNotUnique:
// the final search found two solutions.
func (w *walk) run() (outcome, error) {
	m, s := w.m, w.m.Store
	s.SetRungLimit(Forward.cp())
	fixed := w.countFixed()
	if !s.Propagate() {
		return stuck, ErrNoSolution
	}
	if w.countFixed() > fixed || w.hardest == 0 {
		w.record(Forward, -1)
	}
	for !m.solved() {
		fixed = w.countFixed()
		ok, err := w.propagationStep()
		if err != nil {
			return stuck, err
		}
		if ok {
			continue
		}
		if w.ceiling >= Lookahead {
			if ok, err = w.lookaheadStep(Lookahead, Forward, 0); err != nil {
				return stuck, err
			} else if ok {
				continue
			}
		}
		if w.ceiling >= DeepLookahead {
			if ok, err = w.lookaheadStep(DeepLookahead, w.m.top, 0); err != nil {
				return stuck, err
			} else if ok {
				continue
			}
		}
		if w.ceiling >= Search {
			return w.searchStep()
		}
		return stuck, nil
	}
	return solved, nil
}

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
// ceiling), lowest rung first, each with the limit just below its rung,
// until one narrows a cell: that is one deduction, and its consequences
// on the lower rungs follow at once. A run that prunes only auxiliary
// variables (the counts of a redundant constraint) is progress but not a
// deduction: the agenda is refilled and the search for one goes on.
func (w *walk) propagationStep() (bool, error) {
	s := w.m.Store
	top := min(w.ceiling, w.m.top)
	for {
		w.agenda.Clear()
		for i := range s.NumHeld() {
			p := s.HeldProp(i)
			if r := Rung(s.Rung(p)); r >= Counting && r <= top {
				w.agenda.Enqueue(candidate{r, p})
			}
		}
		open := w.openSize()
		progressed := false
		for !w.agenda.Empty() {
			v, _ := w.agenda.Dequeue()
			c := v.(candidate)
			// Raising the limit releases what the progress so far woke on
			// the rungs below c's: that runs first, and a cell it narrows
			// sends the walk back to the bottom.
			s.SetRungLimit(c.rung.cp() - 1)
			if !s.Propagate() {
				return false, ErrNoSolution
			}
			if w.openSize() < open {
				// Released propagators of the rungs below c's narrowed a
				// cell: a deduction of the limit's rung.
				w.record(c.rung-1, -1)
				return true, nil
			}
			before := s.Counters(c.prop).Prunings
			if !s.Step(c.prop) {
				return false, ErrNoSolution
			}
			if s.Counters(c.prop).Prunings == before {
				continue
			}
			if now := w.openSize(); now < open {
				w.record(c.rung, c.prop)
				return true, nil
			}
			progressed = true
		}
		if !progressed {
			return false, nil
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
// propagation up to rung inner (search.Singleton, one refutation), the
// cells with the fewest values first.
func (w *walk) lookaheadStep(r, inner Rung, maxDomain int) (bool, error) {
	s := w.m.Store
	open := w.openSize()
	s.SetRungLimit(inner.cp())
	vars := w.openVars()
	res, err := search.Singleton(s, search.SingletonOptions{Vars: vars, MaxDomain: maxDomain, MaxRefuted: 1, OnePass: true})
	if err != nil {
		return false, err
	}
	if res.Failed {
		return false, ErrNoSolution
	}
	if len(res.Refuted) > 0 {
		w.record(r, -1)
		return true, nil
	}
	// Nothing refuted; whatever the change of limit released (nothing,
	// after a propagation step that found nothing) is progress all the
	// same.
	return w.openSize() < open, nil
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
