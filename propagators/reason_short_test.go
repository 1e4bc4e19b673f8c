package propagators

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Short reasons: the claims the explainers make about the length of what
// they say, beyond the reason oracle's "implies the fact, no longer than
// the coarse reason".

// Table's support cuts are minimal by variables: leaving out every
// literal of any one variable of a reason leaves a tuple that satisfies
// the rest and violates the fact.
func TestTableCutMinimalByVariables(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 5))
	checked, multi := 0, 0
	for k := 0; k < 400; k++ {
		arity := 2 + r.IntN(3)
		var tuples [][]int
		for range 4 + r.IntN(20) {
			row := make([]int, arity)
			for i := range row {
				row[i] = r.IntN(4)
			}
			tuples = append(tuples, row)
		}
		s := cp.NewStore()
		s.SetExplain(true)
		xs := make([]cp.VarID, arity)
		for i := range xs {
			xs[i] = s.NewVar(0, 3)
		}
		if err := Table(s, xs, tuples); err != nil || !s.Propagate() {
			continue
		}
		for range 3 {
			s.Push()
			x := xs[r.IntN(arity)]
			if !s.Remove(x, r.IntN(4)) || !s.Propagate() {
				break
			}
		}
		for i := 0; i < s.NumFacts(); i++ {
			f := s.Fact(i)
			if f.Cause < 0 || s.Kind(f.Cause) != "table" {
				continue
			}
			reason := s.Reason(i, nil)
			checked++
			var vars []cp.VarID
			for _, l := range reason {
				if !slices.Contains(vars, l.X) {
					vars = append(vars, l.X)
				}
			}
			if len(vars) > 1 {
				multi++
			}
			for _, y := range vars {
				if !tableViolatedWithout(xs, tuples, reason, y, f.Lit) {
					t.Fatalf("case %d: %v because %v: the literals on x%d are not needed", k, f.Lit, reason, y)
				}
			}
		}
	}
	if checked == 0 || multi == 0 {
		t.Fatalf("checked %d reasons, %d over several variables: the cases test nothing", checked, multi)
	}
}

// tableViolatedWithout reports whether some tuple satisfies every literal
// of reason not on y and violates fact.
func tableViolatedWithout(xs []cp.VarID, tuples [][]int, reason []cp.Lit, y cp.VarID, fact cp.Lit) bool {
next:
	for _, row := range tuples {
		for _, l := range reason {
			if l.X != y && !l.Holds(row[slices.Index(xs, l.X)]) {
				continue next
			}
		}
		if !fact.Holds(row[slices.Index(xs, fact.X)]) {
			return true
		}
	}
	return false
}

// Exact short reasons of the explainers that cut, skip or lift.
func TestShortReasons(t *testing.T) {
	t.Run("table-fixed-neighbour", func(t *testing.T) {
		// y = 2 alone kills every tuple with x = 0; z ∈ {1, 3} could too,
		// but says it in more literals.
		s := cp.NewStore()
		s.SetExplain(true)
		x, y, z := s.NewVar(0, 2), s.NewVar(0, 3), s.NewVar(0, 3)
		tuples := [][]int{{0, 0, 0}, {0, 1, 2}, {1, 2, 1}, {1, 2, 3}, {2, 2, 1}, {2, 3, 3}}
		if err := Table(s, []cp.VarID{x, y, z}, tuples); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Remove(z, 0)
		s.Remove(z, 2) // z ∈ {1, 3}: two literals to say it avoids 0 and 2
		s.Assign(y, 2)
		// y ≥ 2 (it lost 0 and 1, the values it takes with x = 0) is
		// one literal, and more general than y = 2.
		if _, r := reasonOf(t, s, cp.LitNe(x, 0)); !sameLits(r, []cp.Lit{cp.LitGe(y, 2)}) {
			t.Errorf("x ≠ 0 because %v, want y ≥ 2", r)
		}
	})
	t.Run("alldifferent-fixed", func(t *testing.T) {
		s := cp.NewStore()
		s.SetExplain(true)
		xs := []cp.VarID{s.NewVar(1, 5), s.NewVar(1, 5), s.NewVar(1, 5), s.NewVar(1, 5)}
		if err := AllDifferent(s, xs, Domain); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Assign(xs[2], 4)
		if _, r := reasonOf(t, s, cp.LitNe(xs[0], 4)); !sameLits(r, []cp.Lit{cp.LitEq(xs[2], 4)}) {
			t.Errorf("x0 ≠ 4 because %v, want x2 = 4", r)
		}
	})
	t.Run("cumulative-timetable", func(t *testing.T) {
		// A (duration 3, demand 2) fixed at 2 fills the capacity 2 over
		// [2, 5): B (duration 2) cannot start at 1..4. B ≥ 1 is given, so
		// A = 2 alone is the reason.
		s := cp.NewStore()
		s.SetExplain(true)
		a, b := s.NewVar(0, 9), s.NewVar(1, 9)
		if err := Cumulative(s, []cp.VarID{a, b}, []int{3, 2}, []int{2, 1}, 2); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Assign(a, 2)
		if _, r := reasonOf(t, s, cp.LitGe(b, 5)); !sameLits(r, []cp.Lit{cp.LitEq(a, 2)}) {
			t.Errorf("b ≥ 5 because %v, want a = 2", r)
		}
	})
	t.Run("cumulative-lifted", func(t *testing.T) {
		// A (duration 4, demand 2) in [2, 3] surely runs over [3, 6): B
		// (duration 1) cannot start at 3, 4, 5. The points 5, 4, 3 need
		// only A ≥ 2 and A ≤ 3; B's own bound lifts to B ≥ 3.
		s := cp.NewStore()
		s.SetExplain(true)
		a, b := s.NewVar(0, 9), s.NewVar(0, 9)
		if err := Cumulative(s, []cp.VarID{a, b}, []int{4, 1}, []int{2, 1}, 2); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.SetMin(a, 2)
		s.SetMax(a, 3)
		s.SetMin(b, 3)
		want := []cp.Lit{cp.LitGe(a, 2), cp.LitLe(a, 3), cp.LitGe(b, 3)}
		if _, r := reasonOf(t, s, cp.LitGe(b, 6)); !sameLits(r, want) {
			t.Errorf("b ≥ 6 because %v, want %v", r, want)
		}
	})
	t.Run("disjunctive-precedence", func(t *testing.T) {
		// A (duration 3) at 0 precedes B (duration 2, from 1): B ≥ 3.
		// B's own bound is not needed (any start of B before A's end
		// overlaps it), so the reason is A ≤ 0.
		s := cp.NewStore()
		s.SetExplain(true)
		a, b := s.NewVar(0, 9), s.NewVar(0, 9)
		if err := Disjunctive(s, []cp.VarID{a, b}, []int{3, 2}); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.SetMax(a, 0)
		s.SetMin(b, 1)
		if _, r := reasonOf(t, s, cp.LitGe(b, 3)); !sameLits(r, []cp.Lit{cp.LitLe(a, 0)}) {
			t.Errorf("b ≥ 3 because %v, want a ≤ 0", r)
		}
	})
}

// The explainers of this file's families allocate nothing once their
// scratch has grown.
func TestShortReasonsNoAllocs(t *testing.T) {
	s := cp.NewStore()
	s.SetExplain(true)
	xs := make([]cp.VarID, 4)
	for i := range xs {
		xs[i] = s.NewVar(0, 3)
	}
	var tuples [][]int // a + b + c + d = 9: a = 0 fixes the others to 3
	forEachAssignment([][]int{{0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}, {0, 1, 2, 3}}, func(v []int) {
		if v[0]+v[1]+v[2]+v[3] == 9 {
			tuples = append(tuples, slices.Clone(v))
		}
	})
	ts := []cp.VarID{s.NewVar(0, 9), s.NewVar(1, 9), s.NewVar(1, 9)}
	us := []cp.VarID{s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9)}
	for _, err := range []error{
		Table(s, xs, tuples),
		Cumulative(s, ts, []int{3, 2, 2}, []int{2, 1, 1}, 2),
		Disjunctive(s, us, []int{3, 2, 2}),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if !s.Propagate() {
		t.Fatal("root propagation failed")
	}
	var buf []cp.Lit
	explain := func() {
		l := s.Push()
		s.Assign(xs[0], 0)
		s.Assign(ts[0], 2)
		s.Assign(us[0], 0)
		s.Propagate()
		for i := 0; i < s.NumFacts(); i++ {
			buf = s.Reason(i, buf[:0])
		}
		s.PopTo(l - 1)
	}
	explain()
	precise, _ := s.ExplainCounts()
	if precise < 10 {
		t.Fatalf("%d precise reasons: the case explains too little", precise)
	}
	if a := testing.AllocsPerRun(50, explain); a != 0 {
		t.Errorf("asking for reasons allocates %.1f times per run", a)
	}
}
