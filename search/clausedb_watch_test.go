package search

import (
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
