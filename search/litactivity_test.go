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

// A decision x ≠ v (the activity runs' left branch) removes v on its
// left branch and assigns v on its right, and reads back as those
// Decisions: the two sides partition the node.
func TestNeDecision(t *testing.T) {
	s := cp.NewStore()
	x := s.NewVar(0, 4)
	d := decision{x, 2, opNe}
	s.Push()
	if !d.left(s) || s.Contains(x, 2) || s.Size(x) != 4 {
		t.Fatalf("left branch of x != 2: domain size %d, contains 2: %v", s.Size(x), s.Contains(x, 2))
	}
	s.PopTo(0)
	if !d.right(s) || !s.Fixed(x) || s.Value(x) != 2 {
		t.Fatalf("right branch of x != 2: fixed %v", s.Fixed(x))
	}
	if l, r := d.branch(false), d.branch(true); l != (Decision{x, Ne, 2}) || r != (Decision{x, Eq, 2}) {
		t.Fatalf("branches %v and %v, want x != 2 and x = 2", l, r)
	}
}

// The activity runs of a free search branch x ≠ v on the most active
// literal x = v (Chuffed's -f tries a literal's negation first), and the
// model's runs x = v.
func TestActivityRunsBranchNe(t *testing.T) {
	s, q := queensModel(t, 10)
	e, err := New(s, Options{Vars: q, VarSelect: FirstFail, Learn: true, FreeSearch: true, Restart: Luby(1)})
	if err != nil {
		t.Fatal(err)
	}
	e.begin()
	e.root()
	var act, model int
	for range 4000 {
		ev := e.step()
		if ev == evDone || ev == evSolution {
			break
		}
		if ev != evNode && ev != evFail || e.learn == nil || len(e.learn.levels) == 0 {
			continue
		}
		lev := e.learn.levels[len(e.learn.levels)-1]
		if lev.pseudo {
			continue
		}
		want := opEq
		if e.br.activityRun {
			want = opNe
			act++
		} else {
			model++
		}
		if lev.d.op != want {
			t.Fatalf("activity run %v: decision op %d, want %d", e.br.activityRun, lev.d.op, want)
		}
	}
	e.finish(Exhausted)
	if act == 0 || model == 0 {
		t.Fatalf("%d nodes under an activity run's decision, %d under the model's", act, model)
	}
}
