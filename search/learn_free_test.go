package search_test

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// The free search's own restart sequence (pairs of model runs, pairs of
// activity runs) and a probe that never rejects keep counts and optima
// exact: at scale 1 the random models restart many times.
func TestFreeSequenceAgrees(t *testing.T) {
	defer search.SetFreeRestartScale(1)()
	variants := []search.Options{
		{VarSelect: search.FirstFail, ValSelect: search.ValMax, Learn: true, FreeSearch: true},
		{VarSelect: search.InputOrder, Learn: true, FreeSearch: true, LearnProbe: search.LearnProbe{Failures: 3, MaxLBD: 1e9}},
	}
	models := 80
	if testing.Short() {
		models = 30
	}
	var restarts int64
	for seed := range uint64(models) {
		s, xs, desc := randomModel(t, seed)
		want, err := search.Count(s, search.Options{Vars: xs}, 0)
		must(t, err)
		if want.Solutions > maxCounted {
			continue
		}
		for k, o := range variants {
			s, xs, _ := randomModel(t, seed)
			res, err := search.Solve(s, branchOn(o, xs), nil)
			must(t, err)
			if res.Solutions != want.Solutions || !res.Complete() {
				t.Fatalf("%s: variant %d: %d solutions (%v), want %d", desc, k, res.Solutions, res.Reason, want.Solutions)
			}
		}
		s, xs, _ = randomModel(t, seed)
		obj := s.NewIntervalVar(-40, 40)
		co := make([]int, len(xs)+1)
		for i := range xs {
			co[i] = int(seed+uint64(i))%5 - 2
		}
		co[len(xs)] = -1
		must(t, propagators.Linear(s, co, append(append([]cp.VarID(nil), xs...), obj), propagators.EQ, 0))
		best, err := search.Solve(s, search.Options{Vars: xs, Objective: search.Minimize(obj)}, nil)
		must(t, err)
		for k, o := range variants {
			o = branchOn(o, xs)
			o.Objective = search.Minimize(obj)
			res, err := search.Solve(s, o, nil)
			must(t, err)
			if res.Status() != best.Status() || res.HasObjective && res.Objective != best.Objective {
				t.Fatalf("%s: variant %d: %v %d, want %v %d", desc, k, res.Status(), res.Objective, best.Status(), best.Objective)
			}
			restarts += res.Restarts
		}
	}
	if restarts < int64(models) {
		t.Errorf("only %d restarts over %d models: the sequence was hardly used", restarts, models)
	}
}

// LearnProbe: a probe that rejects every clause ends the run at its
// failure count with LearningRejected; one that accepts every clause
// changes nothing (the same nodes, failures and optimum as no probe).
func TestLearnProbe(t *testing.T) {
	base := search.Options{VarSelect: search.FirstFail, Learn: true, FreeSearch: true}
	run := func(p search.LearnProbe) search.Result {
		s, xs := queens(t, 10)
		o := base
		o.Vars, o.LearnProbe = xs, p
		o.MaxSolutions = 0
		res, err := search.Solve(s, o, func(*cp.Store) bool { return true })
		must(t, err)
		return res
	}
	plain := run(search.LearnProbe{})
	if plain.Failures <= 20 {
		t.Fatalf("10 queens, all solutions: %d failures, want more than 20 for the probe", plain.Failures)
	}
	kept := run(search.LearnProbe{Failures: 20, MaxLBD: 1e9})
	if kept.Reason != plain.Reason || kept.Nodes != plain.Nodes || kept.Failures != plain.Failures || kept.Solutions != plain.Solutions {
		t.Errorf("accepting probe: %v, %d nodes, %d failures, %d solutions; want %v, %d, %d, %d",
			kept.Reason, kept.Nodes, kept.Failures, kept.Solutions, plain.Reason, plain.Nodes, plain.Failures, plain.Solutions)
	}
	rej := run(search.LearnProbe{Failures: 20, MaxLBD: 0})
	if rej.Reason != search.LearningRejected || rej.Failures != 20 {
		t.Errorf("rejecting probe: %v after %d failures, want %v after 20", rej.Reason, rej.Failures, search.LearningRejected)
	}
	s, xs := queens(t, 6)
	for _, o := range []search.Options{
		{Vars: xs, LearnProbe: search.LearnProbe{Failures: 5}},
		{Vars: xs, Learn: true, LearnProbe: search.LearnProbe{Failures: -1}},
		{Vars: xs, Learn: true, Workers: 2, LearnProbe: search.LearnProbe{Failures: 5}},
	} {
		if _, err := search.Solve(s, o, nil); !errors.Is(err, search.ErrOptions) {
			t.Errorf("%+v: %v, want an options error", o.LearnProbe, err)
		}
	}
}
