package search

import (
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
		db.add(s, []cp.Lit{cp.LitEq(xs[i], 1), cp.LitEq(xs[(i+1)%4], 2), cp.LitEq(xs[(i+2)%4], 3)}, 5)
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
