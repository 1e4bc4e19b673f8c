package search

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// latinModel is an n×n Latin square with its main diagonals distinct too,
// its units as one AllDifferentGrid or as one AllDifferent each.
func latinModel(tb testing.TB, n int, grid bool) (*cp.Store, []cp.VarID) {
	tb.Helper()
	s := cp.NewStore()
	q := make([]cp.VarID, n*n)
	for i := range q {
		q[i] = s.NewVar(1, n)
	}
	var units [][]cp.VarID
	for k := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for c := range n {
			row[c], col[c] = q[k*n+c], q[c*n+k]
		}
		units = append(units, row, col)
	}
	dia, anti := make([]cp.VarID, n), make([]cp.VarID, n)
	for c := range n {
		dia[c], anti[c] = q[c*n+c], q[c*n+n-1-c]
	}
	units = append(units, dia, anti)
	if grid {
		if err := propagators.AllDifferentGrid(s, units, nil); err != nil {
			tb.Fatal(err)
		}
		return s, q
	}
	for _, u := range units {
		if err := propagators.AllDifferent(s, u, propagators.Domain); err != nil {
			tb.Fatal(err)
		}
	}
	return s, q
}

// A grid's units are weighed apart (cp.PartWeigher): dom/wdeg searches
// the grid node for node as the units posted apart.
func TestDomWDegGridAsUnitsApart(t *testing.T) {
	for n := 6; n <= 9; n++ {
		for _, o := range allocOptions[2:4] {
			var got [2]Stats
			for i, grid := range []bool{true, false} {
				s, q := latinModel(t, n, grid)
				o := withVars(o, q)
				o.MaxNodes = 3000 // counting the squares: failures and restarts
				r, err := Solve(s, o, nil)
				if err != nil {
					t.Fatal(err)
				}
				got[i] = r.Stats
			}
			g, a := got[0], got[1]
			if g.Nodes != a.Nodes || g.Failures != a.Failures || g.Restarts != a.Restarts || g.Solutions != a.Solutions {
				t.Errorf("n=%d %s: grid %d nodes %d failures %d restarts %d solutions, apart %d %d %d %d",
					n, o.name(), g.Nodes, g.Failures, g.Restarts, g.Solutions, a.Nodes, a.Failures, a.Restarts, a.Solutions)
			}
			if g.Failures == 0 {
				t.Errorf("n=%d %s: no failure, the weights were not tried", n, o.name())
			}
		}
	}
}

// One step of a warmed-up dom/wdeg search over a grid allocates nothing.
func TestStepAllocsGrid(t *testing.T) {
	for _, o := range allocOptions {
		s, q := latinModel(t, 6, true)
		o = withVars(o, q)
		o.MaxNodes = 3000
		e, err := New(s, o)
		if err != nil {
			t.Fatal(err)
		}
		e.Run(nil) // warm up: stack and trail reach their size (36 deep at most)
		e.begin()
		e.root()
		// 100 steps a run: AllocsPerRun rounds down, and a failure (the
		// bump) is not every step.
		fails := e.stats.Failures
		allocs := testing.AllocsPerRun(30, func() {
			for range 100 {
				if e.step() == evDone {
					e.finish(Exhausted)
					e.begin()
					e.root()
				}
			}
		})
		if allocs != 0 {
			t.Errorf("%s: %v allocations per 100 steps", o.name(), allocs)
		}
		if e.br.useWDeg && e.stats.Failures == fails {
			t.Errorf("%s: no failure in the steps: no bump was measured", o.name())
		}
	}
}
