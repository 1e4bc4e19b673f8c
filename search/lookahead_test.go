package search_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/internal/wallclock"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// lookaheadVariants are the searches with lookahead compared with the
// plain one; the first branches in input order, smallest value first, so
// its tree is the plain search's with subtrees cut.
var lookaheadVariants = []search.Options{
	{VarSelect: search.InputOrder, Lookahead: search.Lookahead{MaxDomain: 8, Depth: search.AllDepths}},
	{VarSelect: search.FirstFail, ValSelect: search.ValMax, Lookahead: search.Lookahead{MaxDomain: 3, Depth: 2}},
	{VarSelect: search.DomWDeg, ValSelect: search.ValSplit, Restart: search.Luby(1), Lookahead: search.Lookahead{MaxDomain: 4, Depth: search.AllDepths, MaxProbes: 5}},
	{Phases: []search.Phase{{VarSelect: search.FirstFail}, {VarSelect: search.DomWDeg, ValSelect: search.ValMedian}}, Lookahead: search.Lookahead{MaxDomain: 8}},
	{VarSelect: search.Activity, Learn: true, PhaseSaving: true, Lookahead: search.Lookahead{MaxDomain: 8}},
	{VarSelect: search.FirstFail, Workers: 2, Subproblems: 8, ProbeNodes: -1, Lookahead: search.Lookahead{MaxDomain: 8, Depth: search.AllDepths}},
}

// Counting with and without lookahead agrees on random small models, no
// solution is reported twice, and lookahead cuts the input-order tree.
func TestLookaheadCountsAgree(t *testing.T) {
	models := 150
	if testing.Short() {
		models = 60
	}
	var refuted, cut int64
	for seed := range uint64(models) {
		s, xs, desc := randomModel(t, seed)
		want, err := search.Count(s, search.Options{Vars: xs}, 0)
		must(t, err)
		if want.Solutions > maxCounted {
			continue
		}
		for k, o := range lookaheadVariants {
			s, xs, _ := randomModel(t, seed)
			o = branchOn(o, xs)
			seen := map[string]bool{}
			res, err := search.Solve(s, o, func(s *cp.Store) bool {
				key := fmt.Sprint(values(s, xs))
				if seen[key] {
					t.Errorf("%s: variant %d: solution %s reported twice", desc, k, key)
					return false
				}
				seen[key] = true
				return true
			})
			must(t, err)
			if res.Solutions != want.Solutions || !res.Complete() {
				t.Fatalf("%s: variant %d: %d solutions (%v), want %d", desc, k, res.Solutions, res.Reason, want.Solutions)
			}
			if res.Refuted > res.Probes {
				t.Fatalf("%s: variant %d: %d values refuted in %d probes", desc, k, res.Refuted, res.Probes)
			}
			refuted += res.Refuted
			if k == 0 {
				if res.Nodes > want.Nodes {
					t.Fatalf("%s: input order with lookahead: %d nodes, %d without", desc, res.Nodes, want.Nodes)
				}
				cut += want.Nodes - res.Nodes
			}
		}
	}
	t.Logf("%d values refuted; lookahead cut %d nodes of the input-order trees", refuted, cut)
	if refuted == 0 || cut == 0 {
		t.Errorf("lookahead refuted %d values and cut %d nodes over %d models", refuted, cut, models)
	}
}

// Branch and bound with lookahead finds the plain search's optimum.
func TestLookaheadOptimaAgree(t *testing.T) {
	models := 100
	if testing.Short() {
		models = 30
	}
	for seed := range uint64(models) {
		for _, maximize := range []bool{false, true} {
			build := func() (*cp.Store, []cp.VarID, search.Objective) {
				s, xs, _ := randomModel(t, seed)
				obj := s.NewIntervalVar(-40, 40)
				co := make([]int, len(xs)+1)
				for i := range xs {
					co[i] = int(seed+uint64(i))%5 - 2
				}
				co[len(xs)] = -1
				must(t, propagators.Linear(s, co, append(append([]cp.VarID(nil), xs...), obj), propagators.EQ, 0))
				if maximize {
					return s, xs, search.Maximize(obj)
				}
				return s, xs, search.Minimize(obj)
			}
			s, xs, obj := build()
			want, err := search.Solve(s, search.Options{Vars: xs, Objective: obj}, nil)
			must(t, err)
			for k, o := range lookaheadVariants {
				s, xs, obj := build()
				o = branchOn(o, xs)
				o.Objective = obj
				o.MaxSolutions = 0
				if o.Workers > 0 {
					o.Subproblems = 4
				}
				res, err := search.Solve(s, o, nil)
				must(t, err)
				if res.Status() != want.Status() || res.HasObjective && res.Objective != want.Objective {
					t.Fatalf("seed %d %v: variant %d: %v %d, want %v %d", seed, obj, k, res.Status(), res.Objective, want.Status(), want.Objective)
				}
			}
		}
	}
}

// The root's lookahead leaves the store singleton consistent on the small
// domains: every value left of a decision variable with at most MaxDomain
// values survives its propagation (checked by probing each one here),
// where plain root propagation leaves values that do not.
func TestLookaheadRootIsSingletonConsistent(t *testing.T) {
	const maxDomain = 5
	dead := func(s *cp.Store, xs []cp.VarID) (n int) {
		for _, x := range xs {
			if s.Fixed(x) || s.Size(x) > maxDomain || s.IsInterval(x) {
				continue
			}
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				lvl := s.Push()
				if !s.Assign(x, v) || !s.Propagate() {
					n++
				}
				s.PopTo(lvl - 1)
			}
		}
		return n
	}
	var plainDead, failedRoots int
	for seed := range uint64(200) {
		s, xs, desc := randomModel(t, seed)
		if s.Propagate() {
			plainDead += dead(s, xs)
		}
		s, xs, _ = randomModel(t, seed)
		// MaxNodes 1: the root (propagation and lookahead) and no branch.
		res, err := search.Solve(s, search.Options{Vars: xs, MaxNodes: 1, Lookahead: search.Lookahead{MaxDomain: maxDomain}}, nil)
		must(t, err)
		if res.Complete() && res.Solutions == 0 {
			failedRoots++
			continue
		}
		if n := dead(s, xs); n > 0 {
			t.Fatalf("%s: %d values of small domains fail their probe after the root's lookahead (%d refuted)", desc, n, res.Refuted)
		}
	}
	t.Logf("plain root propagation left %d values that fail their probe; %d roots failed under lookahead", plainDead, failedRoots)
	if plainDead == 0 {
		t.Error("no model has a value that lookahead should remove: the test checks nothing")
	}
}

// Three variables pairwise different over two values: arc consistency on
// the pairs sees nothing, lookahead proves it at the root.
func TestLookaheadPigeonholeAtRoot(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 3)
	for i := range xs {
		xs[i] = s.NewVar(1, 2)
	}
	for i := range xs {
		for j := i + 1; j < len(xs); j++ {
			must(t, propagators.NotEqual(s, xs[i], xs[j], 0))
		}
	}
	res, err := search.Solve(s, search.Options{Vars: xs, Lookahead: search.Lookahead{MaxDomain: 2}}, nil)
	must(t, err)
	if !res.Complete() || res.Solutions != 0 || res.Nodes != 1 || res.Refuted == 0 {
		t.Fatalf("%v, %d solutions, %d nodes, %d refuted: want the root to fail by lookahead", res.Reason, res.Solutions, res.Nodes, res.Refuted)
	}
	if res.RootFailure == nil {
		t.Fatal("no root failure reported")
	}
}

func TestLookaheadOptionErrors(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 2), s.NewVar(0, 2), s.NewVar(0, 2)}
	for _, la := range []search.Lookahead{{MaxDomain: 1}, {MaxDomain: -2}, {MaxDomain: 4, Depth: -3}, {MaxDomain: 4, MaxProbes: -1}} {
		if _, err := search.New(s, search.Options{Vars: xs, Lookahead: la}); !errors.Is(err, search.ErrOptions) {
			t.Errorf("%+v: error %v, want ErrOptions", la, err)
		}
	}
	_, err := search.New(s, search.Options{Vars: xs, Learn: true, Lookahead: search.Lookahead{MaxDomain: 4, Depth: 2}})
	if !errors.Is(err, search.ErrOptions) {
		t.Errorf("Learn with lookahead below the root: error %v, want ErrOptions", err)
	}
	if _, err := search.New(s, search.Options{Vars: xs, Learn: true, Lookahead: search.Lookahead{MaxDomain: 4}}); err != nil {
		t.Errorf("Learn with lookahead at the root: %v", err)
	}
}

// A time limit stops a search that spends its time in lookahead.
func TestLookaheadTimeLimit(t *testing.T) {
	s, q := queens(t, 60)
	start := time.Now()
	res, err := search.Count(s, search.Options{Vars: q, MaxTime: 50 * time.Millisecond,
		Lookahead: search.Lookahead{MaxDomain: 60, Depth: search.AllDepths}}, 0)
	must(t, err)
	if res.Reason != search.TimeLimit {
		t.Fatalf("reason %v, want the time limit", res.Reason)
	}
	if d := time.Since(start); !wallclock.Within(t, "the search", d, 5*time.Second) {
		t.Fatalf("a 50 ms limit stopped the search after %v", d)
	}
	if s.Level() != 0 {
		t.Fatalf("store left at level %d", s.Level())
	}
}
