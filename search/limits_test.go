package search_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/internal/wallclock"
	"github.com/tessera-cp/tessera/search"
)

func TestNodeAndFailureLimits(t *testing.T) {
	s, q := queens(t, 10)
	res, err := search.Count(s, search.Options{Vars: q, MaxNodes: 100}, 0)
	must(t, err)
	if res.Reason != search.NodeLimit || res.Complete() || res.Nodes != 100 {
		t.Errorf("MaxNodes 100: %v after %d nodes", res.Reason, res.Nodes)
	}
	res, err = search.Count(s, search.Options{Vars: q, MaxFailures: 50}, 0)
	must(t, err)
	if res.Reason != search.FailLimit || res.Complete() || res.Failures != 50 {
		t.Errorf("MaxFailures 50: %v after %d failures", res.Reason, res.Failures)
	}
	res, err = search.Count(s, search.Options{Vars: q, MaxSolutions: 5}, 0)
	must(t, err)
	if res.Reason != search.SolutionLimit || res.Solutions != 5 {
		t.Errorf("MaxSolutions 5: %v after %d solutions", res.Reason, res.Solutions)
	}
	// A limit the search does not reach leaves it complete.
	res, err = search.Count(s, search.Options{Vars: q, MaxNodes: 1 << 40, MaxFailures: 1 << 40}, 0)
	must(t, err)
	if !res.Complete() || res.Solutions != 724 {
		t.Errorf("loose limits: %v, %d solutions", res.Reason, res.Solutions)
	}
}

func TestNodeLimitWithRestartsAndBnB(t *testing.T) {
	s, take, _, value := knap.model()
	res, err := search.Solve(s, search.Options{
		Vars: take, VarSelect: search.DomWDeg, Restart: search.Luby(1),
		Objective: search.Maximize(value), MaxNodes: 20,
	}, nil)
	must(t, err)
	if res.Reason != search.NodeLimit || res.Nodes > 21 {
		t.Errorf("%v after %d nodes", res.Reason, res.Nodes)
	}
}

// hard is a search that takes far longer than the tests wait.
func hard(t *testing.T) (*cp.Store, search.Options) {
	s, q := queens(t, 16)
	return s, search.Options{Vars: q}
}

func TestTimeLimit(t *testing.T) {
	s, opt := hard(t)
	opt.MaxTime = 20 * time.Millisecond
	start := time.Now()
	res, err := search.Count(s, opt, 0)
	must(t, err)
	if res.Reason != search.TimeLimit || res.Complete() {
		t.Errorf("reason %v", res.Reason)
	}
	if d := time.Since(start); !wallclock.Within(t, "the search", d, time.Second) {
		t.Errorf("returned after %v", d)
	}
}

func TestCancel(t *testing.T) {
	s, opt := hard(t)
	ctx, cancel := context.WithCancel(context.Background())
	opt.Context = ctx
	go func() {
		time.Sleep(20 * time.Millisecond)
		cancel()
	}()
	start := time.Now()
	res, err := search.Count(s, opt, 0)
	must(t, err)
	if res.Reason != search.Canceled || res.Complete() {
		t.Errorf("reason %v", res.Reason)
	}
	if d := time.Since(start); !wallclock.Within(t, "the search", d, time.Second) {
		t.Errorf("returned after %v", d)
	}
}

func TestAlreadyCanceled(t *testing.T) {
	s, opt := hard(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	opt.Context = ctx
	res, err := search.Count(s, opt, 0)
	must(t, err)
	if res.Reason != search.Canceled || res.Nodes != 0 {
		t.Errorf("reason %v after %d nodes", res.Reason, res.Nodes)
	}
}

func TestCallbackStopsAndIterator(t *testing.T) {
	s, q := queens(t, 8)
	e, err := search.New(s, search.Options{Vars: q, VarSelect: search.FirstFail})
	must(t, err)
	res := e.Run(func(*cp.Store) bool { return false })
	if res.Reason != search.Stopped || res.Solutions != 1 {
		t.Errorf("callback false: %v, %d solutions", res.Reason, res.Solutions)
	}
	n := 0
	for s := range e.All() {
		if err := queensOK(values(s, q)); err != nil {
			t.Fatal(err)
		}
		n++
		if n == 3 {
			break
		}
	}
	if r := e.Result(); r.Reason != search.Stopped || r.Solutions != 3 {
		t.Errorf("break: %v, %d solutions", r.Reason, r.Solutions)
	}
	n = 0
	for range e.All() {
		n++
	}
	if r := e.Result(); !r.Complete() || n != 92 || r.Solutions != 92 {
		t.Errorf("all: %v, %d solutions, %d yielded", r.Reason, r.Solutions, n)
	}
}

func TestInvalidOptions(t *testing.T) {
	s, q := queens(t, 4)
	bad := []struct {
		opt  search.Options
		want string // the error names the mistake
	}{
		{search.Options{Vars: []cp.VarID{0, 99}}, "Vars[1] = 99 is not a variable"},
		{search.Options{Vars: q, VarSelect: 42}, "unknown VarSelect(42)"},
		{search.Options{Vars: q, ValSelect: 42}, "unknown ValSelect(42)"},
		{search.Options{Vars: q, Objective: search.Minimize(-1)}, "objective minimize x-1: -1 is not a variable"},
		{search.Options{Vars: q, Objective: search.Maximize(4)}, "objective maximize x4: 4 is not a variable"},
		{search.Options{Vars: q, MaxNodes: -1}, "negative MaxNodes"},
		{search.Options{Vars: q, MaxTime: -time.Second}, "negative MaxTime"},
		{search.Options{Vars: q, Restart: search.Luby(0)}, "Luby restarts need a positive scale"},
		{search.Options{Vars: q, Restart: search.Geometric(10, 1)}, "finite factor > 1"},
		{search.Options{Vars: q, Restart: search.Restart{Policy: 7}}, "unknown RestartPolicy(7)"},
	}
	for i, c := range bad {
		_, err := search.New(s, c.opt)
		if !errors.Is(err, search.ErrOptions) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("case %d: error %v, want ErrOptions saying %q", i, err, c.want)
		}
	}
}

func TestStatsAndProgress(t *testing.T) {
	s, q := queens(t, 9)
	var calls int
	var last int64
	res, err := search.Count(s, search.Options{
		Vars: q, VarSelect: search.DomWDeg, ProgressEvery: 100,
		Progress: func(st search.Stats) {
			calls++
			if st.Nodes <= last || st.Props != nil {
				t.Errorf("progress: nodes %d after %d, props %v", st.Nodes, last, st.Props)
			}
			last = st.Nodes
		},
	}, 0)
	must(t, err)
	if calls == 0 || int64(calls) > res.Nodes/100 {
		t.Errorf("%d progress calls for %d nodes", calls, res.Nodes)
	}
	if len(res.Props) != s.NumProps() {
		t.Fatalf("%d rows for %d propagators", len(res.Props), s.NumProps())
	}
	var calls2, fails int64
	for i, p := range res.Props {
		if p.ID != cp.PropID(i) || p.Kind != "noteq" {
			t.Errorf("row %d: %+v", i, p)
		}
		calls2 += p.Calls
		fails += p.Failures
	}
	if calls2 != res.Propagations || res.Propagations == 0 {
		t.Errorf("table calls %d, propagations %d", calls2, res.Propagations)
	}
	if fails > res.Failures || res.MaxDepth < 1 || res.MaxDepth > 9*9 || res.Elapsed <= 0 {
		t.Errorf("stats %+v", res.Stats)
	}
}

// Re-running a search on the store it left gives the same search, with
// per-run counters.
func TestRerunAndDeterminism(t *testing.T) {
	opts := []search.Options{
		{VarSelect: search.DomWDeg, ValSelect: search.ValRandom, Seed: 42, Restart: search.Luby(1)},
		{VarSelect: search.FirstFail, ValSelect: search.ValSplit},
		{VarSelect: search.DomWDeg, ValSelect: search.ValMedian, Restart: search.Geometric(2, 2)},
	}
	type trace struct {
		res  search.Result
		sols [][]int
	}
	run := func(e *search.Search, q []cp.VarID) trace {
		var tr trace
		tr.res = e.Run(func(s *cp.Store) bool {
			tr.sols = append(tr.sols, values(s, q))
			return len(tr.sols) < 30
		})
		return tr
	}
	same := func(a, b trace) bool {
		ra, rb := a.res, b.res
		if ra.Nodes != rb.Nodes || ra.Failures != rb.Failures || ra.Solutions != rb.Solutions ||
			ra.Restarts != rb.Restarts || ra.MaxDepth != rb.MaxDepth || ra.Reason != rb.Reason || len(a.sols) != len(b.sols) {
			return false
		}
		for i := range a.sols {
			for j := range a.sols[i] {
				if a.sols[i][j] != b.sols[i][j] {
					return false
				}
			}
		}
		return true
	}
	for i, o := range opts {
		var traces []trace
		for range 2 { // two fresh models
			s, q := queens(t, 10)
			o.Vars = q
			e, err := search.New(s, o)
			must(t, err)
			traces = append(traces, run(e, q), run(e, q)) // and a re-run
		}
		for k := 1; k < len(traces); k++ {
			if !same(traces[0], traces[k]) {
				t.Errorf("options %d: run %d differs: %+v vs %+v", i, k, traces[k].res.Stats, traces[0].res.Stats)
			}
		}
	}
}
