package craft

import (
	"fmt"
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kakuro"
)

// Kakuro's ladder. A person starts a Kakuro from its sums: the sets of
// distinct digits that make a run's sum ("3 in two is 1 and 2", "a 10 in
// two holds no 5"), crossed with the other run through the cell, a placed
// digit leaving the rest of its run, and a run's last open cell taking
// what is left of its sum. Published easy Kakuros need no more. Those are
// each run's companions on the lower rungs: forward checking along the
// run (Forward), and the run's bounds, digit sets and hidden singles
// (Counting: kakuroRun). The
// kind's model (the run's table: every digit left has a filling of the
// whole run) stays at full strength. Without the companions nothing
// acted below Strength and no Kakuro could grade easy.

// kakuroSets are the digit sets a run's companion reads: up to 9 distinct
// digits 1..9.
func kakuroSets() *comboTable { return digitSets(9, kakuro.MaxRun) }

func tuneKakuro(p puzzles.Puzzle, t *Tuner) {
	kp, ok := unwrap[kakuro.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a kakuro puzzle"))
		return
	}
	// The decision variables are the white cells in reading order.
	at := make([][]int, kp.Rows)
	k := 0
	for r := range kp.Rows {
		at[r] = make([]int, kp.Cols)
		for c := range kp.Cols {
			if kp.White[r][c] {
				at[r][c] = k
				k++
			}
		}
	}
	if k != len(t.Vars()) {
		t.Fail(fmt.Errorf("kakuro: %d white cells, %d variables", k, len(t.Vars())))
		return
	}
	s := t.Store()
	sets := kakuroSets()
	for _, run := range kp.Runs() {
		xs := make([]cp.VarID, len(run.Cells))
		for i, c := range run.Cells {
			xs[i] = t.Vars()[at[c.Row][c.Col]]
		}
		label, sum := run.String(), run.Sum
		if len(xs) > 1 {
			t.Post(Forward, label, func() error { return propagators.AllDifferent(s, xs, propagators.Value) })
		}
		t.Post(Counting, label, func() error {
			pr := &kakuroRun{xs: xs, sum: sum, sets: sets, free: make([]cp.VarID, 0, len(xs))}
			id := s.Post(pr, cp.Linear, "kakuro-run")
			for j, x := range xs {
				s.Subscribe(id, x, cp.OnDomain, int32(j))
			}
			return nil
		})
	}
}

// kakuroRun is a person's reading of one run: its placed digits leave its
// sum (two equal ones fail); its open cells get the sum's bounds
// (minmax), keep the digits of the sets that make the rest of the sum
// (sets of digits the open cells can still hold and not placed, each
// open cell able to take one of the set's), and a digit every such set
// holds goes to the one open cell that can take it (the run's hidden
// single: "7 in three is 1, 2 and 4, and only r8c8 can take the 1").
// Sound: the digits of the run's solution form a set that passes every
// test. Weaker than the run's table: it does not match the cells to a
// set's digits (a naked pair inside a run is left to full strength).
type kakuroRun struct {
	xs   []cp.VarID
	sum  int
	sets *comboTable
	free []cp.VarID // scratch: the open cells
}

func (p *kakuroRun) Propagate(s *cp.Store) cp.Status {
	var rest int
	var placed uint32
	var st cp.Status
	if p.free, rest, placed, st = placedDigits(s, p.xs, p.sum, p.free); st != cp.NoFix || len(p.free) == 1 {
		return st // one open cell: minmax placed it
	}
	var within uint32
	for _, x := range p.free {
		within |= domainMask(s, x)
	}
	union, common := possibleSets(s, p.sets, p.free, rest, within&^placed)
	if union == 0 {
		return cp.Fail
	}
	for _, x := range p.free {
		if !restrictMask(s, x, union) {
			return cp.Fail
		}
	}
	for ; common != 0; common &= common - 1 {
		d := bits.TrailingZeros32(common)
		var at cp.VarID
		n := 0
		for _, x := range p.free {
			if s.Contains(x, d) {
				at, n = x, n+1
			}
		}
		if n == 0 || n == 1 && !s.Assign(at, d) {
			return cp.Fail
		}
	}
	return cp.NoFix
}

// Clone implements cp.Cloner: xs and sets are shared, free is scratch.
func (p *kakuroRun) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.free = make([]cp.VarID, 0, len(p.xs))
	return &c
}
