package search

import (
	"context"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// The merge of the parallel search decides the answer from the tasks'
// counts; which branch runs depends on timing in a real run, so each
// branch is driven here on a hand-made task list, and the whole search is
// checked against the sequential one for every count limit with and
// without a callback.

// mergeFixture is a parallel search with no workers: tasks in answer
// order, each with its found solutions (values of one variable x) and
// state, and a callback recording what it is handed.
type mergeFixture struct {
	p      *parallel
	x      cp.VarID
	handed []int
	stopAt int // the callback returns false on this call (1-based); 0 never
}

type fixtureTask struct {
	sols  []int // the values of x of its solutions, in order
	state taskState
}

// newMergeFixture builds the tasks; callback says whether the search has
// a solution callback (the solutions are then held as snapshots).
func newMergeFixture(t *testing.T, ts []fixtureTask, callback bool, k int64) *mergeFixture {
	t.Helper()
	s := cp.NewStore()
	f := &mergeFixture{x: s.NewVar(0, 100)}
	p := &parallel{e: &Search{}, root: s, k: k}
	p.cond.L = &p.mu
	p.ctx, p.cancel = context.WithCancel(context.Background())
	t.Cleanup(p.cancel)
	if callback {
		p.onSol = func(s *cp.Store) bool {
			f.handed = append(f.handed, s.Value(f.x))
			return f.stopAt == 0 || len(f.handed) < f.stopAt
		}
		p.deliv = s
	}
	p.live = p.onSol != nil || k > 0
	p.tasks = make([]task, len(ts))
	p.subs = make([]Subproblem, len(ts))
	for i, ft := range ts {
		tk := &p.tasks[i]
		tk.sub, tk.state, tk.found = i, ft.state, int64(len(ft.sols))
		p.subs[i].Index = i
		if i+1 < len(ts) {
			tk.next = &p.tasks[i+1]
		}
		if callback {
			for _, v := range ft.sols {
				lvl := s.Push()
				s.Assign(f.x, v)
				tk.sols = append(tk.sols, s.Snapshot())
				s.PopTo(lvl - 1)
			}
		}
		p.totalFound += tk.found
		if ft.state == taskDone || ft.state == taskStopped {
			p.settled++
		}
	}
	p.first, p.head = &p.tasks[0], &p.tasks[0]
	p.all = len(ts)
	p.cutSub = len(ts) - 1
	f.p = p
	return f
}

func (f *mergeFixture) advance() {
	f.p.mu.Lock()
	f.p.advance()
	f.p.mu.Unlock()
}

// TestParallelAdvanceInAnswerOrder: advance hands on (or counts) the
// solutions of the head tasks in answer order and stops at the first task
// still running with all its solutions handed on; a later task's
// solutions wait for it.
func TestParallelAdvanceInAnswerOrder(t *testing.T) {
	ts := []fixtureTask{{[]int{1, 2}, taskDone}, {nil, taskDone}, {[]int{3}, taskRunning}, {[]int{4, 5}, taskDone}}
	for _, callback := range []bool{true, false} {
		f := newMergeFixture(t, ts, callback, 0)
		f.advance()
		p := f.p
		if p.counted != 3 || p.head != &p.tasks[2] || p.stop {
			t.Fatalf("callback %v: counted %d, head at task %d, stop %v; want 3, task 2, no stop", callback, p.counted, p.head.sub, p.stop)
		}
		if callback && fmt.Sprint(f.handed) != "[1 2 3]" {
			t.Fatalf("handed on %v, want [1 2 3]", f.handed)
		}
		// The running task ends: the rest follows, and the list ends.
		p.tasks[2].state = taskDone
		f.advance()
		if p.counted != 5 || p.head != nil {
			t.Fatalf("callback %v: counted %d, head %v after the last task; want 5, nil", callback, p.counted, p.head)
		}
		if callback && fmt.Sprint(f.handed) != "[1 2 3 4 5]" {
			t.Fatalf("handed on %v, want [1 2 3 4 5]", f.handed)
		}
		for i := range p.tasks {
			if tk := &p.tasks[i]; tk.counted != tk.found || len(tk.sols) != 0 {
				t.Fatalf("task %d: %d of %d counted, %d held", i, tk.counted, tk.found, len(tk.sols))
			}
		}
	}
}

// TestParallelAdvanceStops: the count limit, a callback that returns
// false, a cut task and a cancelled context each end the hand-on where
// they should.
func TestParallelAdvanceStops(t *testing.T) {
	ts := []fixtureTask{{[]int{1, 2}, taskDone}, {[]int{3, 4}, taskRunning}, {[]int{5}, taskDone}}
	for _, callback := range []bool{true, false} {
		for k := int64(1); k <= 5; k++ {
			f := newMergeFixture(t, ts, callback, k)
			f.advance()
			want := min(k, 4) // task 1 is still running
			if f.p.counted != want {
				t.Errorf("callback %v, k %d: counted %d, want %d", callback, k, f.p.counted, want)
			}
			if stop := k <= 4; f.p.stop != stop || stop && f.p.reason != SolutionLimit {
				t.Errorf("callback %v, k %d: stop %v (%v), want %v at the limit", callback, k, f.p.stop, f.p.reason, stop)
			}
			if callback && int64(len(f.handed)) != want {
				t.Errorf("k %d: %d handed on, want %d", k, len(f.handed), want)
			}
		}
	}

	f := newMergeFixture(t, ts, true, 0)
	f.stopAt = 2
	f.advance()
	if !f.p.stop || f.p.reason != Stopped || f.p.counted != 2 || len(f.handed) != 2 {
		t.Errorf("callback false at 2: stop %v (%v), counted %d, handed %d; want Stopped, 2, 2", f.p.stop, f.p.reason, f.p.counted, len(f.handed))
	}

	f = newMergeFixture(t, ts, true, 0)
	f.p.tasks[1].cut = true
	f.advance()
	if f.p.head != nil || f.p.counted != 2 || f.p.stop {
		t.Errorf("cut task 1: head %v, counted %d, stop %v; want nil, 2, no stop", f.p.head, f.p.counted, f.p.stop)
	}

	f = newMergeFixture(t, ts, true, 0)
	f.p.cancel()
	f.advance()
	if !f.p.stop || f.p.reason != TimeLimit || f.p.counted != 0 || len(f.handed) != 0 {
		t.Errorf("cancelled: stop %v (%v), counted %d, handed %d; want TimeLimit, nothing handed", f.p.stop, f.p.reason, f.p.counted, len(f.handed))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f = newMergeFixture(t, ts, true, 0)
	f.p.e.opt.Context = ctx
	f.p.cancel()
	f.advance()
	if f.p.reason != Canceled {
		t.Errorf("the caller's context cancelled: %v, want Canceled", f.p.reason)
	}
}

// TestParallelMergeCutsAfterTheFirstK: when the tasks found k solutions in
// all, the tasks after the first prefix holding k are cut (and cancelled),
// the others not, whatever order they finished in.
func TestParallelMergeCutsAfterTheFirstK(t *testing.T) {
	for _, callback := range []bool{true, false} {
		ts := []fixtureTask{{nil, taskRunning}, {[]int{1, 2}, taskRunning}, {[]int{3}, taskRunning}, {[]int{4, 5}, taskRunning}}
		f := newMergeFixture(t, ts, callback, 3)
		p := f.p
		canceled := 0
		for i := range p.tasks {
			p.tasks[i].cancel = func() { canceled++ }
		}
		p.settled = p.all // merge returns after one round
		p.merge()
		for i, want := range []bool{false, false, false, true} {
			if p.tasks[i].cut != want {
				t.Errorf("callback %v: task %d cut %v, want %v", callback, i, p.tasks[i].cut, want)
			}
		}
		if canceled != 1 || p.cutSub != 2 || p.stop {
			t.Errorf("callback %v: %d cancelled, cutSub %d, stop %v; want 1, 2, no stop", callback, canceled, p.cutSub, p.stop)
		}
		// Below k nothing is cut.
		f = newMergeFixture(t, ts, callback, 6)
		f.p.settled = f.p.all
		f.p.merge()
		for i := range f.p.tasks {
			if f.p.tasks[i].cut {
				t.Errorf("callback %v, k 6 of 5 found: task %d cut", callback, i)
			}
		}
	}
}

// TestParallelFoundAfterCut: a solution found by a cut task or after a
// stop is not counted and stops that task's search.
func TestParallelFoundAfterCut(t *testing.T) {
	ts := []fixtureTask{{nil, taskRunning}, {nil, taskRunning}}
	f := newMergeFixture(t, ts, false, 1)
	s := f.p.root
	if !f.p.found(s, &f.p.tasks[0]) || f.p.tasks[0].found != 1 || f.p.totalFound != 1 {
		t.Fatalf("a solution of a running task: not recorded")
	}
	f.p.tasks[1].cut = true
	if f.p.found(s, &f.p.tasks[1]) || f.p.tasks[1].found != 0 || f.p.totalFound != 1 {
		t.Errorf("a solution of a cut task was recorded")
	}
	f.p.stop = true
	if f.p.found(s, &f.p.tasks[0]) || f.p.tasks[0].found != 1 {
		t.Errorf("a solution after the stop was recorded")
	}
}

// TestParallelResultCount: the count of a search without a callback and
// without a count limit is the sum of the tasks' counts, also when a limit
// stopped the merge before it had counted them all; with a callback or a
// count limit it is what was handed on (counted). The reason follows the
// tasks' states.
func TestParallelResultCount(t *testing.T) {
	for _, c := range []struct {
		live                bool
		counted, totalFound int64
		want                int64
	}{{false, 3, 7, 7}, {false, 0, 5, 5}, {true, 3, 7, 3}, {true, 4, 4, 4}} {
		p := &parallel{e: &Search{}, live: c.live, counted: c.counted, totalFound: c.totalFound, stop: true, reason: NodeLimit}
		if r := p.result(); r.Solutions != c.want || r.Reason != NodeLimit {
			t.Errorf("live %v, %d counted of %d found: %d solutions (%v), want %d (NodeLimit)", c.live, c.counted, c.totalFound, r.Solutions, r.Reason, c.want)
		}
	}
	ts := []fixtureTask{{[]int{1}, taskDone}, {nil, taskStopped}, {[]int{2}, taskDone}}
	f := newMergeFixture(t, ts, false, 0)
	if r := f.p.result(); r.Reason != TimeLimit {
		t.Errorf("a task stopped, not cut: %v, want TimeLimit", r.Reason)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f.p.e.opt.Context = ctx
	if r := f.p.result(); r.Reason != Canceled {
		t.Errorf("a task stopped by the caller's cancel: %v, want Canceled", r.Reason)
	}
	f = newMergeFixture(t, ts, false, 0)
	f.p.tasks[1].cut = true
	if r := f.p.result(); r.Reason != Exhausted || r.Solutions != 2 {
		t.Errorf("the stopped task cut: %v, %d solutions; want Exhausted, 2", r.Reason, r.Solutions)
	}
}

// TestParallelLocateProbe: the probe's solution is recorded as found in
// the one subproblem whose decisions it satisfies, and in no other.
func TestParallelLocateProbe(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, 9), s.NewVar(0, 9)
	subs := []Subproblem{
		{0, []Decision{{x, Le, 3}}},
		{1, []Decision{{x, Ge, 4}, {y, Eq, 2}}},
		{2, []Decision{{x, Ge, 4}, {y, Ne, 2}, {y, Lt, 5}}},
		{3, []Decision{{x, Ge, 4}, {y, Ge, 5}}},
	}
	for _, c := range []struct{ x, y, in int }{{0, 0, 0}, {3, 9, 0}, {4, 2, 1}, {9, 4, 2}, {5, 0, 2}, {4, 5, 3}} {
		lvl := s.Push()
		s.Assign(x, c.x)
		s.Assign(y, c.y)
		sn := s.Snapshot()
		s.PopTo(lvl - 1)
		p := &parallel{subs: subs}
		p.inc.Store(&incumbent{value: 17, snap: sn})
		p.locateProbe()
		for i, b := range p.bounds {
			if want := i == c.in; b.hasFound != want || want && b.best != 17 {
				t.Errorf("x=%d y=%d: subproblem %d hasFound %v best %d; want found only in %d", c.x, c.y, i, b.hasFound, b.best, c.in)
			}
		}
	}
}

// TestParallelCountLimitsAgree: for every count limit around the number of
// solutions, with and without a callback, with 1 and 2 workers, the count,
// the reason and the solutions handed on are the sequential search's.
func TestParallelCountLimitsAgree(t *testing.T) {
	m := parModels[0] // queens8: 92 solutions
	o := Options{VarSelect: FirstFail, ValSelect: ValMin}
	for _, limit := range []int64{0, 1, 2, 13, 91, 92, 93} {
		for _, callback := range []bool{false, true} {
			seq, _ := runPar(t, m, o, 0, limit, callback)
			for _, w := range []int{1, 2} {
				got, _ := runPar(t, m, o, w, limit, callback)
				if !got.equal(seq) {
					t.Errorf("limit %d, callback %v, %d workers: %v, want %v", limit, callback, w, got, seq)
				}
			}
		}
	}
}
