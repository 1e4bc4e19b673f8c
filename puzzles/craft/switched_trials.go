package craft

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// switchedTrials is one ladder model of a candidate on which its values
// (Futoshiki's givens, Skyscrapers' digits) are taken out (remove, every
// switchable constraint on), then its switchable constraints (Futoshiki's
// signs, Skyscrapers' clues; after start, on the values kept). A
// constraint is taken out by the rungs of its propagators: a propagator
// taken out sits on a rung above every rung the ladder climbs to (off),
// so that it never runs; a trial schedules the propagators whose
// constraints it keeps. One model for both, where a model of the
// constraints for the values and another of the values for the
// constraints cost two builds a candidate.
type switchedTrials struct {
	m     *Model
	props []cp.PropID
	needs [][]int // the constraints (keep's index) each propagator stands for
	rung  []cp.Rung
	off   cp.Rung
	// countFirst: at the lookahead ceilings a trial counts to two
	// solutions first (switchedTrials.closes).
	countFirst bool
	// removeLimit: the rung remove propagates its root up to.
	removeLimit cp.Rung
	// other is given to remove's trials (blankTrials.other).
	other    func(k int) bool
	started  int    // the level of start's choice point
	kind     string // the generator's kind, for its errors
	values   string // what start sets ("givens", "digits"), for its errors
	switched string // what keep switches ("signs", "clues"), for its errors
}

// newSwitchedTrials builds the ladder model of text (reparsed under the
// run's name) for switchedTrials, not yet propagated, with no switchable
// propagator yet (add them).
func (r *genRun) newSwitchedTrials(text, kind, values, switched string) (*switchedTrials, error) {
	q, err := reparse(r.name(), text)
	if err != nil {
		return nil, err
	}
	m, err := build(r.opt.Context, q, false, nil, r.hi)
	if err != nil {
		return nil, err
	}
	return &switchedTrials{m: m, off: (m.top + 1).cp(), kind: kind, values: values, switched: switched}, nil
}

// add makes the propagator pid switchable, standing for the constraints
// needs.
func (t *switchedTrials) add(pid cp.PropID, needs []int) {
	t.props, t.needs, t.rung = append(t.props, pid), append(t.needs, needs), append(t.rung, t.m.Store.Rung(pid))
}

// remove takes the values out of a solved grid (removeClues) with every
// constraint on, on a choice point it pops, its root propagated up to
// removeLimit.
func (t *switchedTrials) remove(r *genRun, values []int) ([]int, error) {
	s := t.m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	t.scheduleAll()
	s.SetRungLimit(t.removeLimit)
	if !s.Propagate() {
		return nil, fmt.Errorf("craft: %s generator: the square's %s fail (a bug)", t.kind, t.switched)
	}
	tr := trialsOn(t.m)
	tr.other = t.other
	return r.removeClues(tr, values)
}

// start sets up the trials on the values (one per cell, -1 for none):
// every switchable propagator off, the values set on a choice point the
// model keeps, propagated up to the ceiling.
func (t *switchedTrials) start(r *genRun, values []int) error {
	s := t.m.Store
	for _, pid := range t.props {
		s.SetRung(pid, t.off)
	}
	t.started = s.Push()
	if !t.set(values) {
		return fmt.Errorf("craft: %s generator: the square's %s clash (a bug)", t.kind, t.values)
	}
	t.scheduleAll()
	s.SetRungLimit(min(r.hi, t.m.top).cp()) // what closes propagates first
	if !s.Propagate() {
		return fmt.Errorf("craft: %s generator: the square's %s clash (a bug)", t.kind, t.values)
	}
	return nil
}

// scheduleAll schedules every propagator not off: after a choice point is
// popped, the store's queue no longer holds what a fresh model's does.
func (t *switchedTrials) scheduleAll() {
	s := t.m.Store
	for i := range s.NumProps() {
		if pid := cp.PropID(i); s.Rung(pid) != t.off {
			s.Schedule(pid)
		}
	}
}

// closes reports whether the ladder solves the puzzle with the
// constraints keep holds within ceiling. With countFirst, at the
// lookahead ceilings a count to two solutions on the same store comes
// first (with the constraints taken out still off): the ladder solves no
// puzzle that is not unique, and most trials near the end fail there,
// for less than the probes. At Search that count is the answer.
func (t *switchedTrials) closes(keep []bool, ceiling Rung) (bool, error) {
	m := t.m
	s := m.Store
	lvl := s.Push()
	defer func() {
		s.PopTo(lvl - 1)
		for _, pid := range t.props {
			s.SetRung(pid, t.off)
		}
	}()
	if t.countFirst && ceiling >= Lookahead {
		// Solved by propagation alone: unique, and solved at every
		// ceiling above, without the count or a probe.
		if solved, err := t.settles(keep, ceiling); err != nil || solved {
			return solved, err
		}
		t.schedule(keep)
		s.SetRungLimit(m.top.cp())
		opt := m.base.Search
		opt.MaxSolutions = 2
		opt.Objective = search.Objective{}
		s.Push()
		res, err := search.Solve(s, opt, nil)
		s.PopTo(lvl)
		if err != nil || res.Solutions != 1 || !res.Complete() || ceiling >= Search {
			return err == nil && res.Solutions == 1 && res.Complete(), err
		}
	}
	t.schedule(keep)
	return m.closes(ceiling)
}

// settles reports whether propagation alone (the rungs up to ceiling, at
// most Combined's) solves the puzzle with the constraints keep holds: then
// it is unique, and the ladder solves it at every ceiling from there up.
// The store and the rungs are left as they were.
func (t *switchedTrials) settles(keep []bool, ceiling Rung) (bool, error) {
	s := t.m.Store
	lvl := s.Push()
	defer func() {
		s.PopTo(lvl - 1)
		for _, pid := range t.props {
			s.SetRung(pid, t.off)
		}
	}()
	t.schedule(keep)
	return t.m.closes(min(ceiling, t.m.top, Combined))
}

// schedule puts the propagators of the constraints keep holds back on
// their rungs, to run.
func (t *switchedTrials) schedule(keep []bool) {
	s := t.m.Store
	for j, pid := range t.props {
		on := true
		for _, k := range t.needs[j] {
			on = on && keep[k]
		}
		if on {
			s.SetRung(pid, t.rung[j])
			s.Schedule(pid)
		}
	}
}

// set assigns the values (one per cell, 0 or -1 for none); false when
// they clash.
func (t *switchedTrials) set(values []int) bool {
	for i, v := range values {
		if v > 0 && !t.m.Store.Assign(t.m.Vars[i], v) {
			return false
		}
	}
	return true
}

// fresh gives start's choice point up for one that holds the values
// alone (one per cell, 0 or -1 for none), unpropagated, with the
// constraints keep holds on and those taken out off: the state of a fresh
// model of that puzzle, its propagators in the same order. false when the
// values clash. The trials end there: closes is not called after it.
func (t *switchedTrials) fresh(keep []bool, values []int) bool {
	s := t.m.Store
	s.PopTo(t.started - 1)
	for _, pid := range t.props {
		s.SetRung(pid, t.off)
	}
	t.schedule(keep)
	t.started = s.Push()
	if !t.set(values) {
		return false
	}
	t.scheduleAll()
	return true
}

// easierBand is the index of the first of bands whose ceiling's fixpoint
// solves the puzzle of the values and the constraints keep holds, as on a
// fresh model of it (fresh; the trials end there), or -1: the ceilings
// climbed one after the other on one position (bandUpTo), as the
// fixpoint under a lower ceiling is a start for the next.
func (t *switchedTrials) easierBand(keep []bool, values []int, bands []Band) (int, error) {
	if len(bands) == 0 || !t.fresh(keep, values) {
		return -1, nil
	}
	s := t.m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	return t.m.bandUpTo(bands, bands[len(bands)-1].Upto)
}

// walk is solvesWithin for q, the puzzle of the values and the
// constraints keep holds, on the trials' model instead of a new one
// (fresh), so that the walk sees a fresh model of q's propagators in the
// same order (TestTrialsWalkAgrees). The trials end there.
func (t *switchedTrials) walk(q puzzles.Puzzle, keep []bool, values []int, ceiling Rung) (bool, Difficulty, error) {
	if !t.fresh(keep, values) {
		return false, Difficulty{}, nil
	}
	built := t.m.Puzzle
	t.m.Puzzle = q
	defer func() { t.m.Puzzle = built }()
	return walkWithin(t.m, q, ceiling)
}
