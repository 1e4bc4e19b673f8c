package search

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestClauseDBUnitPropagates: a learned clause propagates its last
// literal when all its others are false, whichever watched literal's
// variable changed, and fails when all are false.
func TestClauseDBUnitPropagates(t *testing.T) {
	for _, order := range [][]int{{0, 1}, {1, 0}, {2, 0}, {0, 2}} {
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)}
		s.SetExplain(true)
		db, ok := findOrPostDB(s)
		if !ok {
			t.Fatal("no clause database")
		}
		// x0 = 1 ∨ x1 = 2 ∨ x2 = 3
		lits := []cp.Lit{cp.LitEq(xs[0], 1), cp.LitEq(xs[1], 2), cp.LitEq(xs[2], 3)}
		db.add(s, lits, 2)
		if !s.Propagate() {
			t.Fatal("a satisfiable clause fails")
		}
		// Falsify two literals one after the other, propagating between.
		s.Push()
		for _, i := range order {
			s.Remove(xs[i], lits[i].V)
			if !s.Propagate() {
				t.Fatalf("order %v: fails with one literal left", order)
			}
		}
		last := 3 - order[0] - order[1]
		if !s.Entailed(lits[last]) {
			t.Errorf("order %v: the clause's last literal %v is not propagated (domain %d..%d)", order, lits[last], s.Min(xs[last]), s.Max(xs[last]))
		}
		s.PopTo(0)
		// All three false: a failure.
		s.Push()
		for i := range lits {
			s.Remove(xs[i], lits[i].V)
		}
		if s.Propagate() {
			t.Errorf("order %v: all literals false, the clause does not fail", order)
		}
		s.PopTo(0)
	}
}

// TestClauseDBReduceKeepsPending: forgetting clauses never forgets one
// still pending (added, not yet checked): its index must stay valid for
// the check to come.
func TestClauseDBReduceKeepsPending(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)}
	s.SetExplain(true)
	db, _ := findOrPostDB(s)
	for i := range 4 {
		db.add(s, []cp.Lit{cp.LitEq(xs[i], 1), cp.LitEq(xs[(i+1)%4], 2), cp.LitEq(xs[(i+2)%4], 3)}, tier2LBD+1) // local clauses
	}
	if n := db.reduce(s, 1<<40); n != 0 || db.numLearned() != 4 || len(db.pending) != 4 {
		t.Errorf("reduce with 4 pending clauses: forgot %d, %d left, %d pending; want 0, 4, 4", n, db.numLearned(), len(db.pending))
	}
	if !s.Propagate() {
		t.Fatal("satisfiable clauses fail")
	}
	// Checked now: half of them may go.
	if n := db.reduce(s, 1<<40); n != 2 || db.numLearned() != 2 {
		t.Errorf("reduce after the check: forgot %d, %d left; want 2, 2", n, db.numLearned())
	}
}

// TestClauseDBTiers: a reduction keeps the core clauses (LBD ≤ 2) and the
// tier-2 clauses used lately, and forgets half of the rest, the least
// active first; a tier-2 clause left unused for tier2Idle conflicts is
// local again.
func TestClauseDBTiers(t *testing.T) {
	s := cp.NewStore()
	var xs []cp.VarID
	for range 8 {
		xs = append(xs, s.NewVar(0, 3))
	}
	s.SetExplain(true)
	db, _ := findOrPostDB(s)
	clause := func(k int) []cp.Lit {
		return []cp.Lit{cp.LitEq(xs[k%8], 1), cp.LitEq(xs[(k+1)%8], 2), cp.LitEq(xs[(k+2)%8], 3)}
	}
	// 0, 1: core; 2, 3: tier 2; 4..11: local, 4..7 bumped (more active).
	for k := range 12 {
		lbd := 7
		switch {
		case k < 2:
			lbd = 2
		case k < 4:
			lbd = 5
		}
		db.add(s, clause(k), lbd)
	}
	if !s.Propagate() {
		t.Fatal("satisfiable clauses fail")
	}
	for c := int32(4); c < 8; c++ {
		db.bumpClause(c)
	}
	if got := db.reduce(s, 1<<30); got != 4 {
		t.Fatalf("forgot %d clauses, want 4 (half of the 8 local ones)", got)
	}
	lbds := []int32{}
	for _, cl := range db.cls {
		lbds = append(lbds, cl.lbd)
	}
	if want := []int32{2, 2, 5, 5, 7, 7, 7, 7}; !slices.Equal(lbds, want) {
		t.Fatalf("after the reduction the LBDs are %v, want %v", lbds, want)
	}
	for _, cl := range db.cls[4:] {
		if cl.act <= 1 {
			t.Errorf("a less active local clause was kept (activity %v)", cl.act)
		}
	}
	// Idle for long, the tier-2 clauses are local again; the core stays.
	for range tier2Idle + 1 {
		db.tick()
	}
	db.reduce(s, 1<<30)
	if len(db.cls) != 5 || db.cls[0].lbd != 2 || db.cls[1].lbd != 2 {
		t.Errorf("after an idle reduction: %d clauses (want the 2 core + half of 6 local = 5)", len(db.cls))
	}
}

// TestPresentWord: the word of present values agrees with Contains for
// bitset and interval variables, bases on and off the domain's own, and
// domains with holes and moved bounds.
func TestPresentWord(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for trial := range 300 {
		s := cp.NewStore()
		lo := rng.IntN(200) - 100
		hi := lo + rng.IntN(300)
		var x cp.VarID
		if trial%4 == 0 {
			x = s.NewIntervalVar(lo, hi)
		} else {
			x = s.NewVar(lo, hi)
		}
		for range rng.IntN(40) {
			v := lo + rng.IntN(hi-lo+1)
			switch rng.IntN(3) {
			case 0:
				s.Remove(x, v)
			case 1:
				if v < s.Max(x) {
					s.SetMin(x, v)
				}
			default:
				if v > s.Min(x) {
					s.SetMax(x, v)
				}
			}
		}
		base := lo + rng.IntN(130) - 65
		for wi := range (hi-base)/64 + 2 {
			w := presentWord(s, x, base, wi)
			for j := range 64 {
				v := base + wi*64 + j
				if got, want := w&(1<<j) != 0, s.Contains(x, v); got != want {
					t.Fatalf("trial %d: value %d (base %d, word %d): present %v, Contains %v", trial, v, base, wi, got, want)
				}
			}
		}
	}
}

// TestClauseDBFixpointRandom: over random clauses of every kind of
// literal (=, ≠, ≥, ≤, binary and longer, several on one variable) and
// random writes with backtracking, each propagation ends at the clauses'
// fixpoint: no clause has every literal false (that fails instead), and
// none has every literal but one false without that one holding. The
// watches (blockers, lists by value and by bound direction, the watch
// moved within its list) must see every write that concerns them.
//
// And no propagation removes a solution: every assignment in the domains
// before a write that satisfies the written literal and every clause is
// still in the domains after it.
func TestClauseDBFixpointRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 5))
	small := []int{0, 1, 2, 3, 4, 5}
	spread := []int{0, 1, 63, 64, 65, 127, 128, 150} // across the words of the lists by value
	var vals []int
	randLit := func(xs []cp.VarID) cp.Lit {
		x := xs[rng.IntN(len(xs))]
		v := vals[rng.IntN(len(vals))]
		switch rng.IntN(4) {
		case 0:
			return cp.LitEq(x, v)
		case 1:
			return cp.LitNe(x, v)
		case 2:
			return cp.LitGe(x, v)
		}
		return cp.LitLe(x, v)
	}
	for trial := range 450 {
		s := cp.NewStore()
		vals = small
		if trial%3 == 0 {
			vals = spread
		}
		top := vals[len(vals)-1]
		xs := make([]cp.VarID, 3+rng.IntN(2))
		for i := range xs {
			switch i % 3 {
			case 2:
				xs[i] = s.NewIntervalVar(0, top)
			case 1: // wider than maxIndexedRange: its watches in one list per kind
				xs[i] = s.NewVar(0, maxIndexedRange+top)
				s.SetMax(xs[i], top)
			default:
				xs[i] = s.NewVar(0, top)
			}
		}
		s.SetExplain(true)
		db, _ := findOrPostDB(s)
		var clauses [][]cp.Lit
		for range 4 + rng.IntN(12) {
			c := make([]cp.Lit, 2+rng.IntN(3))
			for i := range c {
				c[i] = randLit(xs)
			}
			slices.SortFunc(c, func(a, b cp.Lit) int { return int(a.X-b.X)*100 + int(a.Op)*10 + a.V - b.V })
			c = slices.Compact(c)
			if len(c) < 2 {
				continue
			}
			clauses = append(clauses, c)
			db.add(s, c, 2)
		}
		if !s.Propagate() {
			continue // the clauses alone have no solution
		}
		check := func(step int) {
			for _, c := range clauses {
				nFalse, open := 0, cp.Lit{}
				for _, l := range c {
					if s.Entailed(l.Not()) {
						nFalse++
					} else {
						open = l
					}
				}
				if nFalse == len(c) {
					t.Fatalf("trial %d step %d: clause %v has every literal false after a propagation that succeeded", trial, step, c)
				}
				weak := open.Op == cp.OpNe && s.IsInterval(open.X) // no holes to write
				if nFalse == len(c)-1 && !s.Entailed(open) && !weak {
					t.Fatalf("trial %d step %d: clause %v is unit on %v but it was not propagated", trial, step, c, open)
				}
			}
		}
		check(-1)
		for step := range 30 {
			if rng.IntN(3) == 0 && s.Level() > 0 {
				s.PopTo(rng.IntN(s.Level()))
				continue
			}
			x := xs[rng.IntN(len(xs))]
			w := [...]cp.Lit{cp.LitNe(x, 0), cp.LitGe(x, 0), cp.LitLe(x, 0)}[rng.IntN(3)]
			w.V = vals[rng.IntN(len(vals))]
			sols := solutions(s, xs, vals, clauses, w)
			s.Push()
			if !s.Apply(w) || !s.Propagate() {
				if len(sols) > 0 {
					t.Fatalf("trial %d step %d: writing %v fails, but %v satisfies every clause", trial, step, w, sols[0])
				}
				s.PopTo(s.Level() - 1)
				continue
			}
			for _, sol := range sols {
				for i, x := range xs {
					if !s.Contains(x, sol[i]) {
						t.Fatalf("trial %d step %d: after %v, x%d lost %d, part of the solution %v", trial, step, w, x, sol[i], sol)
					}
				}
			}
			check(step)
		}
	}
}

// solutions lists the assignments of xs to vals within their domains that
// satisfy w and every clause (those over other values are not listed).
func solutions(s *cp.Store, xs []cp.VarID, vals []int, clauses [][]cp.Lit, w cp.Lit) [][]int {
	var out [][]int
	val := make([]int, len(xs))
	holds := func(l cp.Lit) bool { return l.Holds(val[slices.Index(xs, l.X)]) }
	var rec func(i int)
	rec = func(i int) {
		if i == len(xs) {
			if !holds(w) {
				return
			}
			for _, c := range clauses {
				if !slices.ContainsFunc(c, holds) {
					return
				}
			}
			out = append(out, slices.Clone(val))
			return
		}
		for _, v := range vals {
			if s.Contains(xs[i], v) {
				val[i] = v
				rec(i + 1)
			}
		}
	}
	rec(0)
	return out
}
