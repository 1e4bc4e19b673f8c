package search

import "testing"

// learnAllocOptions are learning searches whose steps must not allocate
// once warm: free search (the activity runs on literals, both polarities
// of their decisions, restarts) and learning under the model's branching.
var learnAllocOptions = []Options{
	{VarSelect: FirstFail, Learn: true, FreeSearch: true, Restart: Luby(1)},
	{VarSelect: DomWDeg, ValSelect: ValMax, Learn: true, FreeSearch: true, Restart: Luby(2)},
	{VarSelect: InputOrder, Learn: true, PhaseSaving: true, Restart: Geometric(2, 1.5)},
}

// One step of a warmed-up learning search allocates nothing: the clause
// database, the analysis scratch and the literal heap keep their capacity
// from one run to the next.
func TestLearnStepAllocs(t *testing.T) {
	for _, o := range learnAllocOptions {
		s, q := queensModel(t, 8)
		s.SetExplain(true) // kept on: a run that turns it on allocates its trail anew
		o = withVars(o, q)
		o.Objective = Maximize(q[0]) // restarts go on after the first solution
		e, err := New(s, o)
		if err != nil {
			t.Fatal(err)
		}
		for range 3 {
			e.Run(nil) // warm up: trail, clauses and scratch reach their size
		}
		e.begin()
		e.root()
		steps, solutions, conflicts, active := 0, 0, int64(0), 0
		// AllocsPerRun divides the mallocs by the runs, rounding down:
		// one run of many steps, so that a rare allocation still counts.
		allocs := testing.AllocsPerRun(4, func() {
			for range 1000 {
				switch e.step() {
				case evDone:
					conflicts += e.stats.Conflicts
					e.finish(Exhausted)
					e.begin()
					e.root()
				case evSolution:
					solutions++
				}
				steps++
				if e.br.activityRun {
					active++
				}
			}
		})
		if allocs != 0 {
			t.Errorf("%s learn free=%v: %v allocations in 1000 steps", o.name(), o.FreeSearch, allocs)
		}
		if solutions == 0 || conflicts == 0 || o.FreeSearch && active == 0 {
			t.Errorf("%s: %d solutions, %d conflicts, %d steps on activity runs in %d steps", o.name(), solutions, conflicts, active, steps)
		}
	}
}
