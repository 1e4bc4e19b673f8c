package search

import (
	"fmt"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Guarantees of the parallel search that its answers on the usual models
// do not show: the probe's own answers, the incumbent kept when the split
// stops, which searches may steal, the node limit, the shared bound and
// what the bounds tell the canonical choice, for both directions.

// endsModel is queens n with z = q[0] + q[n-1], the objective.
func endsModel(tb testing.TB, n int) (*cp.Store, []cp.VarID, cp.VarID) {
	s, q := queensModel(tb, n)
	z := s.NewVar(0, 2*n)
	if err := propagators.Linear(s, []int{1, 1, -1}, []cp.VarID{q[0], q[n-1], z}, propagators.EQ, 0); err != nil {
		tb.Fatal(err)
	}
	return s, q, z
}

// TestParallelProbeOptimum: when the probe finishes a branch and bound,
// the answer is one solution, the optimum's, handed on once, though the
// probe found several improving ones.
func TestParallelProbeOptimum(t *testing.T) {
	for _, c := range []struct {
		obj func(cp.VarID) Objective
		val ValSelect // the first solutions far from the optimum
	}{{Maximize, ValMin}, {Minimize, ValMax}} {
		s, q := queensModel(t, 6) // 4 solutions, q[0] = 1, 2, 3, 4
		z := q[0]
		o := Options{Vars: q, Objective: c.obj(z), ValSelect: c.val}
		improving := 0
		seq, err := Solve(s, o, func(*cp.Store) bool { improving++; return true })
		if err != nil || improving < 2 {
			t.Fatalf("the sequential search found %d improving solutions (%v): the test needs several", improving, err)
		}
		var seen []int
		o.Workers = 2
		r, err := Solve(s, o, func(st *cp.Store) bool { seen = append(seen, st.Value(z)); return true })
		if err != nil {
			t.Fatal(err)
		}
		if r.Subproblems != 0 || r.Reason != Exhausted || r.Solutions != 1 || r.Objective != seq.Objective {
			t.Errorf("%d subproblems, %v, %d solutions, objective %d; want 0 (the probe), exhausted, 1, %d", r.Subproblems, r.Reason, r.Solutions, r.Objective, seq.Objective)
		}
		if !slices.Equal(seen, []int{seq.Objective}) {
			t.Errorf("handed on solutions of values %v, want one, of %d", seen, seq.Objective)
		}
	}
}

// TestParallelProbeStops: a callback that stops the search during the
// probe's hand-on gives the count handed on so far.
func TestParallelProbeStops(t *testing.T) {
	for stopAt := 1; stopAt <= 4; stopAt++ {
		s, q := queensModel(t, 6) // 4 solutions
		n := 0
		r, err := Solve(s, Options{Vars: q, Workers: 2}, func(*cp.Store) bool { n++; return n < stopAt })
		if err != nil {
			t.Fatal(err)
		}
		want := Stopped // also when the callback stops at the last solution
		if r.Subproblems != 0 || n != stopAt || r.Solutions != int64(stopAt) || r.Reason != want {
			t.Errorf("stop at %d: %d subproblems, %d calls, %d solutions, %v; want 0, %d, %d, %v", stopAt, r.Subproblems, n, r.Solutions, r.Reason, stopAt, stopAt, want)
		}
	}
}

// TestParallelNodeLimitInTheProbe: a node limit within the probe's budget
// is the probe's answer (no split, no more nodes); with one worker and no
// probe the total stays within the limit exactly.
func TestParallelNodeLimitInTheProbe(t *testing.T) {
	s, q := queensModel(t, 10)
	seq, _ := Count(s, Options{Vars: q, MaxNodes: 50}, 0)
	r, err := Count(s, Options{Vars: q, MaxNodes: 50, Workers: 2}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Subproblems != 0 || r.Reason != NodeLimit || r.Nodes != seq.Nodes || r.Solutions != seq.Solutions {
		t.Errorf("%d subproblems, %v, %d nodes, %d solutions; want the sequential %v, %d nodes, %d solutions and no split",
			r.Subproblems, r.Reason, r.Nodes, r.Solutions, seq.Reason, seq.Nodes, seq.Solutions)
	}
	for _, limit := range []int64{100, 300, 1000} {
		r, err = Count(s, Options{Vars: q, MaxNodes: limit, Workers: 1, ProbeNodes: -1}, 0)
		if err != nil {
			t.Fatal(err)
		}
		if r.Reason != NodeLimit || r.Nodes > limit {
			t.Errorf("one worker, node limit %d: %v after %d nodes", limit, r.Reason, r.Nodes)
		}
	}
}

// TestParallelCountStopsAtTheLimits: the workers' running totals stop the
// run at the node and failure limits.
func TestParallelCountStopsAtTheLimits(t *testing.T) {
	for _, c := range []struct {
		o      Options
		dn, df int64
		want   Reason
	}{
		{Options{MaxNodes: 100}, 99, 0, Exhausted},
		{Options{MaxNodes: 100}, 100, 0, NodeLimit},
		{Options{MaxFailures: 10}, 100, 9, Exhausted},
		{Options{MaxFailures: 10}, 100, 10, FailLimit},
	} {
		p := &parallel{e: &Search{opt: c.o}}
		p.cond.L = &p.mu
		stopped := false
		p.cancel = func() { stopped = true }
		p.count(c.dn, c.df)
		got := Exhausted
		if p.stop {
			got = p.reason
		}
		if got != c.want || stopped != (c.want != Exhausted) || p.halted.Load() != stopped {
			t.Errorf("%+v after %d nodes, %d failures: %v (cancelled %v, halted %v), want %v", c.o, c.dn, c.df, got, stopped, p.halted.Load(), c.want)
		}
	}
}

// TestParallelSplitStoppedKeepsTheIncumbent: when the split stops (its
// time is up) after a probe that found a solution, the answer is that
// solution, handed on, with the limit as the reason.
func TestParallelSplitStoppedKeepsTheIncumbent(t *testing.T) {
	s, q, z := endsModel(t, 8)
	var sn *cp.Snapshot
	if _, err := Solve(s, Options{Vars: q, MaxSolutions: 1}, func(st *cp.Store) bool { sn = st.Snapshot(); return false }); err != nil || sn == nil {
		t.Fatal("no solution to start from", err)
	}
	lvl := s.Push()
	s.RestrictTo(sn)
	v := s.Value(z)
	s.PopTo(lvl - 1)
	e, err := New(s, Options{Vars: q, Objective: Maximize(z), Workers: 2, MaxTime: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	var seen []int
	p := &parallel{e: e, root: s, start: time.Now().Add(-time.Hour), optimize: true, obj: z, maxim: true,
		onSol: func(st *cp.Store) bool { seen = append(seen, st.Value(z)); return true }}
	p.inc.Store(&incumbent{value: v, snap: sn})
	r, done := p.split()
	if !done || r.Reason != TimeLimit || r.Solutions != 1 || !r.HasObjective || r.Objective != v {
		t.Errorf("split out of time: done %v, %v, %d solutions, objective %d (%v); want done, TimeLimit, 1, %d", done, r.Reason, r.Solutions, r.Objective, r.HasObjective, v)
	}
	if !slices.Equal(seen, []int{v}) {
		t.Errorf("handed on %v, want the incumbent's solution (%d)", seen, v)
	}
}

// TestParallelStealable: which searches may give work away: none with
// restarts or learning; with ordered solutions handed on, only branchings
// whose choices depend on the domains alone.
func TestParallelStealable(t *testing.T) {
	s, q, z := endsModel(t, 6)
	cb := func(*cp.Store) bool { return true }
	for _, c := range []struct {
		o        Options
		callback bool
		want     bool
	}{
		{Options{}, true, true},
		{Options{}, false, true},
		{Options{Restart: Luby(3)}, false, false},
		{Options{Learn: true}, false, false},
		{Options{VarSelect: DomWDeg}, true, false},
		{Options{VarSelect: DomWDeg}, false, true},
		{Options{ValSelect: ValRandom, Seed: 1}, true, false},
		{Options{ValSelect: ValRandom, Seed: 1}, false, true},
		{Options{Phases: []Phase{{Vars: q[:3]}, {Vars: q[3:], ValSelect: ValRandom}}, Seed: 1}, true, false},
		{Options{Phases: []Phase{{Vars: q[:3]}, {Vars: q[3:], VarSelect: DomWDeg}}}, true, false},
		{Options{Phases: []Phase{{Vars: q[:3]}, {Vars: q[3:], ValSelect: ValMax}}}, true, true},
		{Options{ValSelect: ValRandom, Seed: 1, Objective: Maximize(z)}, true, true},
		{Options{VarSelect: DomWDeg, Restart: Luby(3), Objective: Maximize(z)}, true, false},
	} {
		o := c.o
		if o.Phases == nil {
			o.Vars = q
		}
		o.Workers = 2
		e, err := New(s, o)
		if err != nil {
			t.Fatal(err)
		}
		p := &parallel{e: e}
		p.obj, p.optimize = o.Objective.Var()
		if c.callback {
			p.onSol = cb
		}
		if got := p.stealable(); got != c.want {
			t.Errorf("%s restart %v learn %v phases %d objective %v, callback %v: stealable %v, want %v",
				o.name(), o.Restart.Policy, o.Learn, len(o.Phases), p.optimize, c.callback, got, c.want)
		}
	}
}

// TestParallelSharedBound: every node of a task must beat the incumbent
// strictly, in both directions.
func TestParallelSharedBound(t *testing.T) {
	for _, c := range []struct {
		obj   func(cp.VarID) Objective
		bound func(*cp.Store, cp.VarID) int
		want  int
	}{{Maximize, (*cp.Store).Min, 8}, {Minimize, (*cp.Store).Max, 6}} {
		s, q, z := endsModel(t, 6)
		e, err := New(s, Options{Vars: q, Objective: c.obj(z)})
		if err != nil {
			t.Fatal(err)
		}
		var inc atomic.Pointer[incumbent]
		inc.Store(&incumbent{value: 7})
		e.shared = &sharedBound{inc: &inc}
		s.Push()
		if !e.applySharedBound() || c.bound(s, z) != c.want {
			t.Errorf("%v: the bound of incumbent 7 leaves z in %d..%d, want %d as its bound", c.obj(z).dir, s.Min(z), s.Max(z), c.want)
		}
		s.PopTo(0)
	}
}

// TestParallelBoundsTellTheCanonicalChoice: what the workers saw of a
// subproblem decides whether it holds a solution of value v: one found
// there does; a search ended while the best incumbent was worse than v
// lets every solution of value v through, so it holds none; otherwise only
// a search can tell. endTask keeps the best incumbent seen at a task's
// end, whatever the order of the ends.
func TestParallelBoundsTellTheCanonicalChoice(t *testing.T) {
	for _, maxim := range []bool{true, false} {
		w := func(v int) int { // v in the objective's direction: larger is better
			if maxim {
				return v
			}
			return -v
		}
		p := &parallel{maxim: maxim, bounds: make([]subBound, 4)}
		p.bounds[0] = subBound{hasFound: true, best: w(5), hasEndInc: true, endInc: w(5)}
		p.bounds[1] = subBound{hasEndInc: true, endInc: w(3)}
		p.bounds[2] = subBound{hasEndInc: true, endInc: w(5)}
		// bounds[3]: never ended complete
		for i, want := range [][2]bool{{true, true}, {false, true}, {false, false}, {false, true}} {
			has, known := p.holds(i, w(5))
			if has != want[0] || known != want[1] {
				t.Errorf("maxim %v: subproblem %d holds %v (known %v), want %v (%v)", maxim, i, has, known, want[0], want[1])
			}
		}
		if has, known := p.holds(0, w(4)); has || known {
			t.Errorf("maxim %v: a subproblem whose best is 5, asked for 4: %v %v, want unknown", maxim, has, known)
		}
		// Tasks of one subproblem end under incumbents 3, then 6, then 4.
		for _, v := range []int{3, 6, 4} {
			p.inc.Store(&incumbent{value: w(v)})
			p.endTask(3)
		}
		if b := p.bounds[3]; !b.hasEndInc || b.endInc != w(6) || b.ended != 3 {
			t.Errorf("maxim %v: after ends under 3, 6, 4: endInc %d (%v), %d ended; want %d, 3", maxim, b.endInc, b.hasEndInc, b.ended, w(6))
		}
		if !p.better(w(5), w(4)) || p.better(w(4), w(5)) || p.better(w(5), w(5)) {
			t.Errorf("maxim %v: better is not strict in the objective's direction", maxim)
		}
		// publish keeps the best of each subproblem and the incumbent.
		p.inc.Store(nil)
		s := cp.NewStore()
		x := s.NewVar(0, 100)
		p.obj = x
		for _, v := range []int{w(2) + 50, w(4) + 50, w(3) + 50} {
			s.Push()
			s.Assign(x, v)
			p.publish(s, 1)
			s.PopTo(0)
		}
		if b, inc := p.bounds[1], p.inc.Load(); !b.hasFound || b.best != w(4)+50 || inc.value != w(4)+50 {
			t.Errorf("maxim %v: published 2, 4, 3: best %d, incumbent %d; want %d", maxim, b.best, inc.value, w(4)+50)
		}
	}
}

// TestParallelMinimizeCanonical: for a minimisation too, the optimum and
// the reported solution are the same with 1, 2 and 4 workers, and the
// solution is the first optimal one in subproblem order.
func TestParallelMinimizeCanonical(t *testing.T) {
	o := Options{VarSelect: FirstFail, ValSelect: ValMin}
	var ref []int
	for _, workers := range []int{1, 2, 4} {
		s, q, z := endsModel(t, 9)
		oo := o
		oo.Vars, oo.Objective, oo.Workers, oo.Subproblems, oo.ProbeNodes = q, Minimize(z), workers, 12, -1
		var seen [][]int
		r, err := Solve(s, oo, func(st *cp.Store) bool { seen = append(seen, append(values(st, q), st.Value(z))); return true })
		if err != nil {
			t.Fatal(err)
		}
		seq, _ := Solve(s, Options{Vars: q, Objective: Minimize(z)}, nil)
		if r.Reason != Exhausted || r.Objective != seq.Objective || len(seen) != 1 {
			t.Fatalf("%d workers: %v, objective %d, %d handed on; want exhausted, %d, 1", workers, r.Reason, r.Objective, len(seen), seq.Objective)
		}
		if ref == nil {
			ref = seen[0]
			// The first optimal solution in subproblem order.
			so := o
			so.Vars = q
			subs, _, err := Split(s, so, 12)
			if err != nil {
				t.Fatal(err)
			}
			var want []int
			for _, sp := range subs {
				s.Push()
				s.Assign(z, r.Objective)
				SolveSubproblem(s, so, sp, func(st *cp.Store) bool { want = append(values(st, q), st.Value(z)); return false })
				s.PopTo(0)
				if want != nil {
					break
				}
			}
			if !slices.Equal(ref, want) {
				t.Fatalf("reported %v, want %v", ref, want)
			}
		} else if !slices.Equal(seen[0], ref) {
			t.Errorf("%d workers reported %v, 1 worker %v", workers, seen[0], ref)
		}
	}
}

// TestParallelMergeCutsAtExactlyK: k solutions found in all, exactly, is
// enough to cut the tasks after the prefix holding them.
func TestParallelMergeCutsAtExactlyK(t *testing.T) {
	ts := []fixtureTask{{nil, taskRunning}, {[]int{1, 2}, taskRunning}, {[]int{3}, taskRunning}, {nil, taskRunning}}
	f := newMergeFixture(t, ts, false, 3)
	f.p.settled = f.p.all
	f.p.merge()
	if got := fmt.Sprint(f.p.tasks[0].cut, f.p.tasks[1].cut, f.p.tasks[2].cut, f.p.tasks[3].cut); got != "false false false true" {
		t.Errorf("3 found, k 3: cut %s, want only the last", got)
	}
}

// TestSplitStopsAtN: the split stops as soon as it has n leaves, counting
// the leaves that are solutions, and hands out no failed node.
func TestSplitStopsAtN(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 3), s.NewVar(0, 3)} // no constraint: leaves become solutions early
	for _, n := range []int{2, 5, 10} {
		subs, r, err := Split(s, Options{Vars: xs}, n)
		if err != nil || r.Reason != Exhausted {
			t.Fatal(err, r.Reason)
		}
		if len(subs) < n || len(subs) > n+1 {
			t.Errorf("split of 16 solutions into %d: %d subproblems, want %d or %d", n, len(subs), n, n+1)
		}
	}
	s, q := queensModel(t, 8)
	subs, r, err := Split(s, Options{Vars: q, VarSelect: FirstFail}, 200)
	if err != nil {
		t.Fatal(err)
	}
	if r.Failures == 0 {
		t.Fatal("no node failed in the split: the test checks nothing")
	}
	for _, sp := range subs {
		lvl := s.Push()
		ok, err := sp.Replay(s)
		s.PopTo(lvl - 1)
		if err != nil || !ok {
			t.Errorf("subproblem %d (%v) fails at its replay (%v): failed nodes must be discarded", sp.Index, sp.Decisions, err)
		}
	}
}
