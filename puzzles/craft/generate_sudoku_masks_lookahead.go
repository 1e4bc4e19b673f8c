package craft

import "fmt"

// Sudoku's removal trials at the lookahead ceilings (extreme) and at
// Search (unreasonable), on masks where they can answer and on the
// ladder's model only where they cannot.
//
// removeClues answers a trial (thinning) on the model's store, the clues
// set and propagated up to the ceiling's propagation rung (Combined) on
// about log2(81) choice points per clue: the cell fixed there, yes; else
// a search for a solution with another value at the cell, then closes.
// Most of that is the kernel's propagation of the clues, and the search.
// Here the same trials walk the same halving on masks (the Strength
// fixpoint, thin's), and each one asks, in order:
//   - the masks fix the cell: yes. The model's fixpoint holds the masks'
//     (Combined runs every Strength rule, TestSudokuMasksAgreeWithLadder),
//     so it fixes the cell too.
//   - a solution has another value there (the search on masks): no. The
//     model cannot fix a cell two solutions disagree on, and stillUnique
//     says no.
//   - at Search: yes (unique is all that ceiling asks).
//   - else the model: its store is brought to this trial's clues only now,
//     one choice point per halving level not built yet (kept for the
//     trials after it), and answers as solvesWithout does after its
//     uniqueness search: fixed, or closes.
// Each trial thus answers as on the model alone, and the puzzles are the
// same (TestSudokuLookaheadThinLikeLadder), while the halving levels no
// model trial needs are never propagated on the kernel.

// lookaheadThinning is one thinOnMasks.
type lookaheadThinning struct {
	t          *blankTrials
	mk         *sudokuMasks // the Strength masks
	kind       string
	clues, sol []int
	perm       []int
	hi         Rung
	grids      []uint32 // the masks' grid per halving level
	added      [][2]int // the perm range each level sets, over the one before
	base       int      // the store's level for halving level 0
	onModel    int      // the trials the model answered (for the tests)
}

// removeCluesOnMasks is removeClues for a Sudoku of side 9 or less at a
// ceiling from Lookahead up (the same trials, the same answers, the same
// draws from the run's stream); mk is the run's Strength masks.
func (r *genRun) removeCluesOnMasks(t *blankTrials, mk *sudokuMasks, clues []int) ([]int, error) {
	sol, err := r.plantedClues(t, clues)
	if err != nil {
		return nil, err
	}
	if err := t.thinOnMasks(mk, r.kind, clues, sol, r.rng.Perm(len(clues)), r.hi); err != nil {
		return nil, err
	}
	return clues, nil
}

// thinOnMasks is thinning.decide over every trial of perm, on masks
// where they answer; clues (the solution sol's, at first) loses the clues
// that go.
func (t *blankTrials) thinOnMasks(mk *sudokuMasks, kind string, clues, sol, perm []int, hi Rung) error {
	_, err := t.thinOnMasksCounted(mk, kind, clues, sol, perm, hi)
	return err
}

// thinOnMasksCounted is thinOnMasks, and the number of trials the model
// answered.
func (t *blankTrials) thinOnMasksCounted(mk *sudokuMasks, kind string, clues, sol, perm []int, hi Rung) (int, error) {
	s := t.m.Store
	s.SetRungLimit(min(hi, t.m.top).cp())
	start := s.Level()
	defer s.PopTo(start)
	depth := 2
	for 1<<(depth-2) < len(perm) {
		depth++
	}
	cells := len(clues)
	th := lookaheadThinning{t: t, mk: mk, kind: kind, clues: clues, sol: sol, perm: perm, hi: hi,
		grids: make([]uint32, depth*cells), added: make([][2]int, depth), base: start}
	copy(th.grids, mk.blank())
	mk.queue, mk.dirty = mk.queue[:0], 0
	err := th.decide(0, len(perm), 0)
	return th.onModel, err
}

// decide runs the trials of perm[lo:hi] on halving level d, whose grid
// holds the clues kept among perm[:lo] and every clue of perm[hi:].
func (th *lookaheadThinning) decide(lo, hi, d int) error {
	mk := th.mk
	cells := len(th.clues)
	g := th.grids[d*cells : (d+1)*cells]
	if hi <= lo {
		return nil
	}
	all := true
	for _, k := range th.perm[lo:hi] {
		if x := g[k]; x&(x-1) != 0 {
			all = false
			break
		}
	}
	if all {
		for _, k := range th.perm[lo:hi] {
			th.clues[k] = -1
		}
		return nil
	}
	if hi-lo == 1 {
		ok, err := th.trial(th.perm[lo], d)
		if ok {
			th.clues[th.perm[lo]] = -1
		}
		return err
	}
	mid := (lo + hi) / 2
	next := th.grids[(d+1)*cells : (d+2)*cells]
	s := th.t.m.Store
	for half := range 2 {
		from, to := mid, hi
		if half == 1 {
			from, to = lo, mid
		}
		// The store's level d+1, built for the other half, is not this one's.
		s.PopTo(min(s.Level(), th.base+d))
		th.added[d+1] = [2]int{from, to}
		copy(next, g)
		for _, k := range th.perm[from:to] {
			if v := th.clues[k]; v >= 0 && !mk.assign(next, k, v) {
				mk.queue, mk.dirty = mk.queue[:0], 0
				return fmt.Errorf("craft: %s generator: the solution's clues clash (a bug)", th.kind)
			}
		}
		if !mk.propagate(next) {
			return fmt.Errorf("craft: %s generator: the solution's clues clash (a bug)", th.kind)
		}
		var err error
		if half == 0 {
			err = th.decide(lo, mid, d+1)
		} else {
			err = th.decide(mid, hi, d+1)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// trial answers the trial of clue k, whose cell the masks of level d
// leave open.
func (th *lookaheadThinning) trial(k, d int) (bool, error) {
	cells := len(th.clues)
	if th.mk.otherSolution(th.grids[d*cells:(d+1)*cells], k, th.sol[k]) {
		return false, nil
	}
	if th.hi >= Search {
		return true, nil
	}
	th.onModel++
	m := th.t.m
	s := m.Store
	for s.Level() < th.base+d {
		r := th.added[s.Level()-th.base+1]
		s.Push()
		for _, c := range th.perm[r[0]:r[1]] {
			if v := th.clues[c]; v >= 0 && !s.Assign(m.Vars[c], v) {
				return false, fmt.Errorf("craft: %s generator: the solution's clues clash (a bug)", th.kind)
			}
		}
		if !s.Propagate() {
			return false, fmt.Errorf("craft: %s generator: the solution's clues clash (a bug)", th.kind)
		}
	}
	if s.Fixed(m.Vars[k]) {
		return true, nil
	}
	prop := min(th.hi, m.top).cp()
	defer s.SetRungLimit(prop)
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	return m.closes(th.hi)
}
