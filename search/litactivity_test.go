package search

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestLitActivityPick: against a brute force over random bumps, domain
// changes and backtracks, pick returns the most active literal x = v
// still open (ties by the lower literal index), and a backtrack brings
// back the literals the deeper levels had closed.
func TestLitActivityPick(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for c := range 40 {
		s := cp.NewStore()
		vars := make([]cp.VarID, 2+r.IntN(4))
		for i := range vars {
			lo := r.IntN(3)
			vars[i] = s.NewVar(lo, lo+1+r.IntN(5))
		}
		var la litActivity
		la.init(s, vars)
		if !la.on {
			t.Fatal("no literals on small domains")
		}
		lit := func(k int) (cp.VarID, int) {
			i := la.varOf[k]
			return vars[i], la.base[i] + k - int(la.start[i])
		}
		for step := range 60 {
			switch op := r.IntN(4); {
			case op == 0 && s.Level() > 0:
				lv := r.IntN(s.Level())
				s.PopTo(lv)
				la.backtrack(lv)
			case op == 1:
				s.Push()
				x := vars[r.IntN(len(vars))]
				if s.Size(x) > 1 {
					s.Remove(x, s.Min(x)+r.IntN(s.Max(x)-s.Min(x)+1))
				}
			default:
				k := r.IntN(len(la.act))
				_, v := lit(k)
				la.bump(la.varOf[k], v)
				if r.IntN(3) == 0 {
					la.decay()
				}
			}
			best := -1
			for k := range la.act {
				x, v := lit(k)
				if !s.Fixed(x) && s.Contains(x, v) && (best < 0 || la.act[k] > la.act[best]) {
					best = k
				}
			}
			x, v, ok := la.pick(s, vars, s.Level())
			if ok != (best >= 0) {
				t.Fatalf("case %d step %d: pick ok %v, brute force %d", c, step, ok, best)
			}
			if ok {
				bx, bv := lit(best)
				if x != bx || v != bv {
					t.Fatalf("case %d step %d: pick x%d = %d, want x%d = %d (activity %g)", c, step, x, v, bx, bv, la.act[best])
				}
			}
		}
	}
}
