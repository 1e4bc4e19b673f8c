package propagators

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestGridSinglesAsQueueOrder: with many cells written before one call (a
// puzzle's givens), the grid takes the singles first; it must reach the
// fixpoint of the units posted apart, fail when they fail and at the unit
// that fails apart (the call is then redone in queue order), and count
// the prunings of the grid without singles (its uvals cleared). Latin
// squares 4×4 to 9×9, with and without diagonals, random batches of
// assignments and removals, backtracks.
func TestGridSinglesAsQueueOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 12))
	calls, fails := 0, 0
	for round := range 400 {
		n := 4 + r.IntN(6)
		units := latinUnits(n, round%3 == 0)
		g, q, a := cp.NewStore(), cp.NewStore(), cp.NewStore()
		gc, qc, ac := postLatin(t, g, n, units, true), postLatin(t, q, n, units, true), postLatin(t, a, n, units, false)
		grid, queued := g.Propagator(0).(*alldiffFamily), q.Propagator(0).(*alldiffFamily)
		if grid.uvals == nil {
			t.Fatal("a Latin square's grid takes no singles")
		}
		queued.uvals = nil // the queue order alone
		if !g.Propagate() || !q.Propagate() || !a.Propagate() {
			t.Fatal("an empty Latin square fails")
		}
		for step := range 6 {
			g.Push()
			q.Push()
			a.Push()
			for range 2 + r.IntN(n*n/3) {
				i := r.IntN(n * n)
				if a.Fixed(ac[i]) {
					continue
				}
				v := a.Min(ac[i]) + r.IntN(a.Max(ac[i])-a.Min(ac[i])+1)
				if !a.Contains(ac[i], v) {
					continue
				}
				if r.IntN(3) == 0 {
					g.Assign(gc[i], v)
					q.Assign(qc[i], v)
					a.Assign(ac[i], v)
				} else {
					g.Remove(gc[i], v)
					q.Remove(qc[i], v)
					a.Remove(ac[i], v)
				}
			}
			pg, pq := g.Counters(0).Prunings, q.Counters(0).Prunings
			og, oq, oa := g.Propagate(), q.Propagate(), a.Propagate()
			if og != oa || oq != oa {
				t.Fatalf("round %d step %d: singles first %v, queue order %v, apart %v", round, step, og, oq, oa)
			}
			calls++
			if c, d := g.Counters(0).Prunings-pg, q.Counters(0).Prunings-pq; og && c != d {
				t.Fatalf("round %d step %d: %d prunings with the singles first, %d in queue order", round, step, c, d)
			}
			if !og {
				fails++
				k := grid.FailedPartIndex()
				if p := a.FailedProp(); k != int(p) {
					t.Fatalf("round %d step %d: the grid failed at unit %d, apart propagator %d failed", round, step, k, p)
				}
				lvl := r.IntN(g.Level())
				g.PopTo(lvl)
				q.PopTo(lvl)
				a.PopTo(lvl)
				continue
			}
			for c := range gc {
				if g.String(gc[c]) != a.String(ac[c]) {
					t.Fatalf("round %d step %d: cell %d singles first %s, apart %s", round, step, c, g.String(gc[c]), a.String(ac[c]))
				}
			}
		}
	}
	t.Logf("%d calls, %d of them failed", calls, fails)
	if calls < 500 || fails < 100 {
		t.Fatalf("%d calls with the singles first, %d failed: the check is thin", calls, fails)
	}
}
