package search

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/internal/wallclock"
	"github.com/tessera-cp/tessera/propagators"
)

// The parallel search's tests force the split (ProbeNodes -1) on small
// models, so that every path runs: the split, the workers, stealing, the
// merge.

// parModel is a model for the parallel tests: its store, decision
// variables and objective (ok false for none).
type parModel struct {
	name string
	make func(tb testing.TB) (*cp.Store, []cp.VarID, cp.VarID, bool)
}

var parModels = []parModel{
	{"queens8", func(tb testing.TB) (*cp.Store, []cp.VarID, cp.VarID, bool) {
		s, q := queensModel(tb, 8)
		return s, q, 0, false
	}},
	{"queens10", func(tb testing.TB) (*cp.Store, []cp.VarID, cp.VarID, bool) {
		s, q := queensModel(tb, 10)
		return s, q, 0, false
	}},
	// Many optimal solutions: ties decide which one is reported.
	{"queens9-max-ends", func(tb testing.TB) (*cp.Store, []cp.VarID, cp.VarID, bool) {
		s, q := queensModel(tb, 9)
		z := s.NewVar(0, 16)
		if err := propagators.Linear(s, []int{1, 1, -1}, []cp.VarID{q[0], q[8], z}, propagators.EQ, 0); err != nil {
			tb.Fatal(err)
		}
		return s, q, z, true
	}},
	{"knapsack", func(tb testing.TB) (*cp.Store, []cp.VarID, cp.VarID, bool) {
		w := []int{12, 7, 11, 8, 9, 6, 14, 5, 10, 13, 4, 9, 7, 3}
		v := []int{24, 13, 23, 15, 16, 11, 29, 8, 19, 27, 6, 17, 14, 5}
		s := cp.NewStore()
		take := make([]cp.VarID, len(w))
		for i := range take {
			take[i] = s.NewVar(0, 1)
		}
		value := s.NewVar(0, 300)
		if err := propagators.Linear(s, w, take, propagators.LE, 50); err != nil {
			tb.Fatal(err)
		}
		if err := propagators.Linear(s, append(slices.Clone(v), -1), append(slices.Clone(take), value), propagators.EQ, 0); err != nil {
			tb.Fatal(err)
		}
		return s, take, value, true
	}},
}

// parOptions are the branchings tried; stateless ones must also match the
// sequential search's solution order.
var parOptions = []struct {
	o         Options
	stateless bool
}{
	{Options{VarSelect: FirstFail, ValSelect: ValMin}, true},
	{Options{VarSelect: InputOrder, ValSelect: ValMax}, true},
	{Options{VarSelect: FirstFail, ValSelect: ValSplit}, true},
	{Options{VarSelect: MaxRegret, ValSelect: ValReverseSplit}, true},
	{Options{VarSelect: Smallest, ValSelect: ValMiddle}, true},
	{Options{VarSelect: DomWDeg, ValSelect: ValMin}, false},
	{Options{VarSelect: FirstFail, ValSelect: ValRandom, Seed: 7}, false},
	{Options{VarSelect: DomWDeg, ValSelect: ValMedian, Restart: Luby(3)}, false},
}

// parAnswer is what a run reports: the reason, the count, the objective
// and the solutions handed to the callback, in order.
type parAnswer struct {
	reason    Reason
	solutions int64
	objective int
	has       bool
	seen      [][]int
}

func (a parAnswer) String() string {
	return fmt.Sprintf("%v, %d solutions, objective %d (%v), reported %v", a.reason, a.solutions, a.objective, a.has, a.seen)
}

func (a parAnswer) equal(b parAnswer) bool {
	return a.reason == b.reason && a.solutions == b.solutions && a.objective == b.objective && a.has == b.has &&
		slices.EqualFunc(a.seen, b.seen, func(x, y []int) bool { return slices.Equal(x, y) })
}

// runPar runs one search of m with o and workers, recording the answer;
// limit is MaxSolutions for a satisfaction model, callback whether to pass
// one.
func runPar(t *testing.T, m parModel, o Options, workers int, limit int64, callback bool) (parAnswer, Result) {
	t.Helper()
	s, xs, z, opt := m.make(t)
	o.Vars, o.Workers, o.Subproblems, o.ProbeNodes = xs, workers, 12, -1
	if opt {
		o.Objective = Maximize(z)
	} else {
		o.MaxSolutions = limit
	}
	var a parAnswer
	var cb func(*cp.Store) bool
	if callback {
		cb = func(st *cp.Store) bool {
			sol := values(st, xs)
			if opt {
				sol = append(sol, st.Value(z))
			}
			a.seen = append(a.seen, sol)
			return true
		}
	}
	r, err := Solve(s, o, cb)
	if err != nil {
		t.Fatal(err)
	}
	a.reason, a.solutions, a.objective, a.has = r.Reason, r.Solutions, r.Objective, r.HasObjective
	return a, r
}

func values(s *cp.Store, xs []cp.VarID) []int {
	v := make([]int, len(xs))
	for i, x := range xs {
		v[i] = s.Value(x)
	}
	return v
}

// TestParallelDeterministic: for every model, branching and question
// (count all, count to 5 with the solutions, optimise), the answer with
// 1, 2, 4 and 8 workers is the same in every run; it agrees with the
// sequential search on the count and the optimum, and on the solutions
// themselves when the branching is stateless.
func TestParallelDeterministic(t *testing.T) {
	runs := 5
	if testing.Short() {
		runs = 2
	}
	for _, m := range parModels {
		for _, po := range parOptions {
			for _, q := range []struct {
				limit    int64
				callback bool
			}{{0, false}, {5, true}, {1, true}} {
				name := fmt.Sprintf("%s/%s/%s/limit=%d", m.name, po.o.name(), po.o.Restart.Policy, q.limit)
				seq, _ := runPar(t, m, po.o, 0, q.limit, q.callback)
				ref, r1 := runPar(t, m, po.o, 1, q.limit, q.callback)
				if r1.Subproblems == 0 {
					t.Fatalf("%s: the parallel search did not split", name)
				}
				if ref.solutions != seq.solutions && !ref.has || ref.objective != seq.objective || ref.reason != seq.reason {
					t.Fatalf("%s: parallel %v, sequential %v", name, ref, seq)
				}
				if po.stateless && !ref.has && !ref.equal(seq) {
					t.Fatalf("%s: stateless branching, but the parallel answer %v differs from the sequential %v", name, ref, seq)
				}
				counts := []int{1, 2, 4, 8}
				if raceEnabled {
					counts = []int{4}
				}
				for _, w := range counts {
					for run := range runs {
						got, _ := runPar(t, m, po.o, w, q.limit, q.callback)
						if !got.equal(ref) {
							t.Fatalf("%s: %d workers, run %d: %v, want %v", name, w, run, got, ref)
						}
					}
				}
			}
		}
	}
}

// TestParallelCanonicalOptimum: the reported optimal solution is the first
// one with the optimum's value in the lowest subproblem holding one,
// computed here by solving the subproblems one by one.
func TestParallelCanonicalOptimum(t *testing.T) {
	m := parModels[2] // queens9-max-ends: many optimal solutions
	for _, po := range parOptions {
		if po.o.Restart.Policy != NoRestarts {
			continue
		}
		got, _ := runPar(t, m, po.o, 2, 0, true)
		s, xs, z, _ := m.make(t)
		o := po.o
		o.Vars = xs
		subs, _, err := Split(s, o, 12)
		if err != nil {
			t.Fatal(err)
		}
		var want []int
		for _, sp := range subs {
			s.Push()
			s.Assign(z, got.objective)
			res, err := SolveSubproblem(s, o, sp, func(st *cp.Store) bool {
				want = append(values(st, xs), st.Value(z))
				return false
			})
			s.PopTo(0)
			if err != nil {
				t.Fatal(err)
			}
			if want != nil || res.Reason != Exhausted {
				break
			}
		}
		if len(got.seen) != 1 || !slices.Equal(got.seen[0], want) {
			t.Errorf("%s: reported %v, want %v (the first optimal solution in subproblem order)", po.o.name(), got.seen, want)
		}
	}
}

// TestSplitPartition: the subproblems partition the solutions, in the
// sequential search's order for a stateless branching.
func TestSplitPartition(t *testing.T) {
	for _, n := range []int{1, 5, 40, 1000} {
		s, q := queensModel(t, 8)
		o := Options{Vars: q, VarSelect: FirstFail}
		var all [][]int
		if _, err := Solve(s, o, func(st *cp.Store) bool { all = append(all, values(st, q)); return true }); err != nil {
			t.Fatal(err)
		}
		subs, r, err := Split(s, o, n)
		if err != nil || r.Reason != Exhausted {
			t.Fatalf("split: %v %v", err, r.Reason)
		}
		if n <= 40 && len(subs) < n {
			t.Errorf("split into %d subproblems, want at least %d", len(subs), n)
		}
		var got [][]int
		for i, sp := range subs {
			if sp.Index != i {
				t.Fatalf("subproblem %d has index %d", i, sp.Index)
			}
			if _, err := SolveSubproblem(s, o, sp, func(st *cp.Store) bool { got = append(got, values(st, q)); return true }); err != nil {
				t.Fatal(err)
			}
		}
		if !slices.EqualFunc(got, all, func(a, b []int) bool { return slices.Equal(a, b) }) {
			t.Errorf("n=%d: the %d subproblems give %d solutions, not the %d of the search in its order", n, len(subs), len(got), len(all))
		}
	}
}

// TestParallelStealing: with few subproblems for more workers, idle
// workers take branches from busy ones, and the count stays exact.
func TestParallelStealing(t *testing.T) {
	s, q := queensModel(t, 10)
	r, err := Count(s, Options{Vars: q, VarSelect: FirstFail, Workers: 4, Subproblems: 2, ProbeNodes: -1}, 0)
	if err != nil {
		t.Fatal(err)
	}
	stolen := int64(0)
	for _, w := range r.Workers {
		stolen += w.Stolen
	}
	if r.Solutions != 724 || r.Reason != Exhausted {
		t.Fatalf("%d solutions (%v), want 724", r.Solutions, r.Reason)
	}
	if stolen == 0 {
		t.Errorf("no branch was stolen: %+v", r.Workers)
	}
	if len(r.Workers) != 4 {
		t.Errorf("%d worker rows, want 4", len(r.Workers))
	}
	sum := int64(0)
	for _, w := range r.Workers {
		sum += w.Nodes
	}
	if sum > r.Nodes || sum == 0 {
		t.Errorf("the workers' nodes sum to %d, the total is %d", sum, r.Nodes)
	}
}

// TestParallelLimits: a node limit, a time limit, a cancelled context and
// a callback that stops end every worker, with the matching reason.
func TestParallelLimits(t *testing.T) {
	big := func() (*cp.Store, []cp.VarID) { return queensModel(t, 14) } // 365,596 solutions
	s, q := big()
	r, err := Count(s, Options{Vars: q, VarSelect: FirstFail, Workers: 2, MaxNodes: 5000, ProbeNodes: -1}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Reason != NodeLimit || r.Nodes > 5000+4*workerTick+200 {
		t.Errorf("node limit: %v after %d nodes", r.Reason, r.Nodes)
	}

	s, q = big()
	start := time.Now()
	r, _ = Count(s, Options{Vars: q, VarSelect: FirstFail, Workers: 2, MaxTime: 50 * time.Millisecond, ProbeNodes: -1}, 0)
	if r.Reason != TimeLimit || !wallclock.Within(t, "the parallel search", time.Since(start), 2*time.Second) {
		t.Errorf("time limit: %v after %v", r.Reason, time.Since(start))
	}

	s, q = big()
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	start = time.Now()
	r, _ = Count(s, Options{Vars: q, VarSelect: FirstFail, Workers: 2, Context: ctx, ProbeNodes: -1}, 0)
	if r.Reason != Canceled || !wallclock.Within(t, "the parallel search", time.Since(start), 2*time.Second) {
		t.Errorf("cancel: %v after %v", r.Reason, time.Since(start))
	}

	s, q = big()
	n := 0
	r, _ = Solve(s, Options{Vars: q, VarSelect: FirstFail, Workers: 2, ProbeNodes: -1}, func(*cp.Store) bool { n++; return n < 3 })
	if r.Reason != Stopped || n != 3 || r.Solutions != 3 {
		t.Errorf("callback stop: %v after %d calls, %d solutions", r.Reason, n, r.Solutions)
	}

	s, q = big()
	r, _ = Count(s, Options{Vars: q, VarSelect: FirstFail, Workers: 2, ProbeNodes: -1}, 1000)
	if r.Reason != SolutionLimit || r.Solutions != 1000 {
		t.Errorf("count limit: %v, %d solutions", r.Reason, r.Solutions)
	}
}

// TestParallelCancelHandsOnNoMore: once the context is cancelled, the
// solutions the workers queued meanwhile are not handed on (a count of
// millions queued thousands, and Ctrl-C waited for each callback): the
// callback that cancels is the last, and the count is what it saw.
func TestParallelCancelHandsOnNoMore(t *testing.T) {
	s, q := queensModel(t, 14)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	const at = 200
	n := 0
	r, err := Solve(s, Options{Vars: q, VarSelect: FirstFail, Workers: 2, Context: ctx, ProbeNodes: -1}, func(*cp.Store) bool {
		if n++; n == at {
			cancel()
		}
		// Let the workers run ahead of the hand-on, as a slow callback
		// (a Verify, a print) does.
		time.Sleep(20 * time.Microsecond)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if n != at || r.Solutions != at || r.Reason != Canceled {
		t.Errorf("cancelled at solution %d: %d callbacks, %d solutions, %v", at, n, r.Solutions, r.Reason)
	}
}

// TestParallelProbe: a search the probe finishes gives the sequential
// answer without splitting.
func TestParallelProbe(t *testing.T) {
	s, q := queensModel(t, 6)
	r, err := Count(s, Options{Vars: q, VarSelect: FirstFail, Workers: 4}, 0)
	if err != nil {
		t.Fatal(err)
	}
	if r.Solutions != 4 || r.Subproblems != 0 || r.Reason != Exhausted {
		t.Errorf("queens 6: %d solutions, %d subproblems, %v; want 4, 0 (the probe), exhausted", r.Solutions, r.Subproblems, r.Reason)
	}
}

// TestParallelNeedsCloners: a propagator without Clone is refused at New.
func TestParallelNeedsCloners(t *testing.T) {
	s := cp.NewStore()
	x := s.NewVar(0, 3)
	s.Post(&noClone{}, cp.Unary, "no-clone")
	_, err := New(s, Options{Vars: []cp.VarID{x}, Workers: 2})
	if !errors.Is(err, ErrOptions) || !errors.Is(err, cp.ErrNotCloneable) {
		t.Fatalf("New with a non-Cloner and Workers 2: %v", err)
	}
	if _, err := New(s, Options{Vars: []cp.VarID{x}}); err != nil {
		t.Fatalf("the sequential search must accept it: %v", err)
	}
}

type noClone struct{}

func (noClone) Propagate(*cp.Store) cp.Status { return cp.Fix }

// A worker's search step allocates nothing either: the shared bound is one
// atomic load and a write, the steal check one atomic load, the path kept
// within its capacity.
func TestWorkerStepAllocs(t *testing.T) {
	s, q := queensModel(t, 8)
	o := Options{Vars: q, VarSelect: FirstFail, Objective: Maximize(q[0])}
	e, err := New(s, o)
	if err != nil {
		t.Fatal(err)
	}
	p := &parallel{e: e}
	p.inc.Store(&incumbent{value: 2})
	e.shared = &sharedBound{inc: &p.inc}
	e.steal = &stealLink{p: p, t: &task{}}
	e.path = make([]Decision, 0, len(q)+1)
	e.Run(nil) // warm up
	e.begin()
	e.root()
	allocs := testing.AllocsPerRun(2000, func() {
		if e.step() == evDone {
			e.finish(Exhausted)
			e.begin()
			e.root()
		}
		if e.steal.wanted() {
			t.Fatal("no worker asked for work")
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations per worker step", allocs)
	}
}

// TestParallelTaskStartsFromProbeWeights: a task's dom/wdeg search starts
// from the weights it is given (the probe's), not from uniform ones, and
// the parallel search gives its tasks the probe's weights.
func TestParallelTaskStartsFromProbeWeights(t *testing.T) {
	s, q := queensModel(t, 8)
	o := Options{Vars: q, VarSelect: DomWDeg}
	se, err := New(s, o)
	if err != nil {
		t.Fatal(err)
	}
	seed := make([]int64, s.NumProps())
	for i := range seed {
		seed[i] = int64(3 + i)
	}
	se.wseed = seed
	se.begin()
	if !slices.Equal(se.br.w.weight, seed) {
		t.Fatalf("weights after begin %v, want the seed %v", se.br.w.weight, seed)
	}
	// The probe of a parallel search learns weights (queens 10 fails
	// within its 100 nodes) and hands them on.
	s2, q2 := queensModel(t, 10)
	e, err := New(s2, Options{Vars: q2, VarSelect: DomWDeg, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	p := &parallel{e: e, root: e.s, onSol: func(*cp.Store) bool { return true }, start: time.Now()}
	p.cond.L = &p.mu
	if _, done := p.probe(); done {
		t.Fatal("the probe answered: no split to test")
	}
	uniform := true
	for _, w := range p.wseed {
		uniform = uniform && w == 1
	}
	if len(p.wseed) != s2.NumProps() || uniform {
		t.Errorf("the probe handed on weights %v, want learned ones for %d propagators", p.wseed, s2.NumProps())
	}
}

// TestParallelProgressWhileHandingOn: Progress is reported while the
// caller's goroutine hands on a long stream of solutions (the workers
// outpace a slow callback), not only once the stream pauses.
func TestParallelProgressWhileHandingOn(t *testing.T) {
	s, q := queensModel(t, 10)
	handed, midStream := 0, 0
	o := Options{Vars: q, VarSelect: FirstFail, Workers: 2, ProbeNodes: -1, ProgressEvery: 16,
		Progress: func(Stats) {
			if handed > 0 && handed < 724 {
				midStream++
			}
		}}
	r, err := Solve(s, o, func(*cp.Store) bool {
		handed++
		time.Sleep(200 * time.Microsecond)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if r.Solutions != 724 || handed != 724 {
		t.Fatalf("%d solutions, %d handed on, want 724", r.Solutions, handed)
	}
	if midStream == 0 {
		t.Errorf("no Progress call while the 724 solutions were handed on (%d nodes, one call due every 16)", r.Nodes)
	}
}
