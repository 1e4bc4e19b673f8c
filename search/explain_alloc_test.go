package search

import "testing"

// With the store's fact trail on (cp.Store.SetExplain), a whole search run
// again on a warmed-up Search still allocates nothing: the trail grows to
// its working size on the first run and is reused.
func TestRunAllocsExplaining(t *testing.T) {
	for _, o := range allocOptions {
		s, q := queensModel(t, 6)
		s.SetExplain(true)
		o = withVars(o, q)
		e, err := New(s, o)
		if err != nil {
			t.Fatal(err)
		}
		want := e.Run(nil)
		allocs := testing.AllocsPerRun(20, func() {
			if r := e.Run(nil); r.Nodes != want.Nodes {
				t.Fatalf("re-run: %d nodes, first run %d", r.Nodes, want.Nodes)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per run with the fact trail on", o.name(), allocs)
		}
		if s.FactsRecorded() == 0 {
			t.Errorf("%s: no fact recorded", o.name())
		}
	}
}
