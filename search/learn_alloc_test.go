package search

import "testing"

// A whole learning search run again on a warmed-up Search allocates
// nothing: the clause database, its watch lists and the analysis reuse
// what the first run grew (the clauses are cleared between runs, their
// storage kept).
func TestRunAllocsLearning(t *testing.T) {
	for _, o := range []Options{
		{VarSelect: FirstFail, Learn: true},
		{VarSelect: InputOrder, ValSelect: ValSplit, Learn: true},
		{VarSelect: Activity, Learn: true, PhaseSaving: true, Restart: Luby(4)},
	} {
		s, q := queensModel(t, 8)
		s.SetExplain(true)
		o.Vars = q
		e, err := New(s, o)
		if err != nil {
			t.Fatal(err)
		}
		want := e.Run(nil)
		if want.Solutions != 92 || want.Failures == 0 {
			t.Fatalf("%s: %d solutions, %d failures; want 92 and some failures", o.name(), want.Solutions, want.Failures)
		}
		e.Run(nil) // the second run may still grow what the first did not reach
		allocs := testing.AllocsPerRun(10, func() {
			if r := e.Run(nil); r.Solutions != 92 {
				t.Fatalf("re-run: %d solutions", r.Solutions)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per learning run", o.name(), allocs)
		}
	}
}
