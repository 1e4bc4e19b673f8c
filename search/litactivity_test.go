package search

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestLitActivityPick: against a brute force over random bumps, domain
// changes and backtracks, pick returns the most active literal x = v
// still open (ties by the lower literal index), or x ≤ v (open while
// min x ≤ v < max x) for bound literals, and a backtrack brings back the
// literals the deeper levels had closed.
func TestLitActivityPick(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for c := range 80 {
		bound := c%2 == 1
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
		la.bound = bound
		open := func(x cp.VarID, v int) bool {
			if bound {
				return s.Min(x) <= v && v < s.Max(x)
			}
			return !s.Fixed(x) && s.Contains(x, v)
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
				if open(x, v) && (best < 0 || la.act[k] > la.act[best]) {
					best = k
				}
			}
			x, v, ok := la.pick(s, vars, s.Level())
			if ok != (best >= 0) {
				t.Fatalf("case %d (bound %v) step %d: pick ok %v, brute force %d", c, bound, step, ok, best)
			}
			if ok {
				bx, bv := lit(best)
				if x != bx || v != bv {
					t.Fatalf("case %d (bound %v) step %d: pick x%d, %d, want x%d, %d (activity %g)", c, bound, step, x, v, bx, bv, la.act[best])
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

// The activity runs of a free search branch x ≠ v first on the most
// active literal x = v of a small domain (Chuffed's -f sets a literal
// false first), x = v on a domain wider than maxNeDomain; the model's
// runs branch x = v.
func TestActivityRunsBranchNe(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, maxNeDomain), s.NewVar(0, maxNeDomain-1) // one value too many, and just small enough
	e, err := New(s, Options{Vars: []cp.VarID{x, y}, Learn: true, FreeSearch: true})
	if err != nil {
		t.Fatal(err)
	}
	b := &e.br
	b.reset()
	for _, c := range []struct {
		bump cp.VarID
		want decision
	}{
		{y, decision{y, 3, opNe}},
		{x, decision{x, 3, opEq}},
	} {
		for range 3 {
			b.bumpLit(cp.Lit{X: c.bump, Op: cp.OpEq, V: 3})
		}
		b.activityRun = true
		if d, ok := b.choose(s); !ok || d != c.want {
			t.Errorf("activity run: decision %+v, want %+v", d, c.want)
		}
		b.activityRun = false
		if d, ok := b.choose(s); !ok || d.op != opEq {
			t.Errorf("model run: decision %+v, want x = v", d)
		}
	}
}

// WideNeFirst: the activity runs branch x ≠ v first on a domain that
// spanned more than minWideNe values, x = v on one of minWideNe (and on
// every wide one without the option).
func TestActivityRunsWideNe(t *testing.T) {
	for _, wide := range []bool{false, true} {
		s := cp.NewStore()
		x, y := s.NewVar(0, minWideNe), s.NewVar(0, minWideNe-1) // spans minWideNe+1 and minWideNe
		e, err := New(s, Options{Vars: []cp.VarID{x, y}, Learn: true, FreeSearch: true, WideNeFirst: wide})
		if err != nil {
			t.Fatal(err)
		}
		b := &e.br
		b.reset()
		b.activityRun = true
		for _, c := range []struct {
			bump cp.VarID
			want decision
		}{
			{y, decision{y, 40, opEq}},
			{x, decision{x, 40, map[bool]op{false: opEq, true: opNe}[wide]}},
		} {
			for range 3 {
				b.bumpLit(cp.Lit{X: c.bump, Op: cp.OpEq, V: 40})
			}
			if d, ok := b.choose(s); !ok || d != c.want {
				t.Errorf("WideNeFirst %v: decision %+v, want %+v", wide, d, c.want)
			}
		}
	}
	s := cp.NewStore()
	x := s.NewVar(0, 100)
	if _, err := New(s, Options{Vars: []cp.VarID{x}, Learn: true, WideNeFirst: true}); err == nil {
		t.Error("WideNeFirst without FreeSearch: no error")
	}
}

// BoundLiterals: a conflict's bounds bump the bound literals (x ≥ v as
// the negation of x ≤ v-1) and the activity runs branch x ≤ v first on
// the most active one when it is more active than every literal x = v;
// without the option bounds bump nothing and the runs branch on x = v.
func TestActivityRunsBoundLiterals(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := cp.NewStore()
		x, y := s.NewVar(0, 100), s.NewVar(0, 100)
		e, err := New(s, Options{Vars: []cp.VarID{x, y}, Learn: true, FreeSearch: true, BoundLiterals: on})
		if err != nil {
			t.Fatal(err)
		}
		b := &e.br
		b.reset()
		b.activityRun = true
		b.bumpLit(cp.Lit{X: y, Op: cp.OpEq, V: 40})
		if d, ok := b.choose(s); !ok || d != (decision{y, 40, opEq}) {
			t.Errorf("BoundLiterals %v, y = 40 bumped: decision %+v, want y = 40", on, d)
		}
		for range 2 {
			b.bumpLit(cp.Lit{X: x, Op: cp.OpGe, V: 31})
		}
		want := decision{y, 40, opEq}
		if on {
			want = decision{x, 30, opLe}
		}
		if d, ok := b.choose(s); !ok || d != want {
			t.Errorf("BoundLiterals %v, x >= 31 bumped twice: decision %+v, want %+v", on, d, want)
		}
		for range 3 {
			b.bumpLit(cp.Lit{X: y, Op: cp.OpLe, V: 70})
		}
		if on {
			want = decision{y, 70, opLe}
		}
		if d, ok := b.choose(s); !ok || d != want {
			t.Errorf("BoundLiterals %v, y <= 70 bumped three times: decision %+v, want %+v", on, d, want)
		}
	}
	s := cp.NewStore()
	x := s.NewVar(0, 100)
	if _, err := New(s, Options{Vars: []cp.VarID{x}, Learn: true, BoundLiterals: true}); err == nil {
		t.Error("BoundLiterals without FreeSearch: no error")
	}
}
