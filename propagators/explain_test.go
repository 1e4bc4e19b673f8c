package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// With the fact trail on, propagation still allocates nothing once the
// trail has grown, and neither does asking for reasons into a reused
// buffer.
func TestExplainNoAllocs(t *testing.T) {
	s := cp.NewStore()
	s.SetExplain(true)
	xs := make([]cp.VarID, 6)
	for i := range xs {
		xs[i] = s.NewVar(1, 6)
	}
	for _, err := range []error{
		AllDifferent(s, xs[:4], Domain),
		AllDifferent(s, xs[2:], Bounds),
		AllDifferent(s, []cp.VarID{xs[0], xs[5]}, Value),
		LessEq(s, xs[0], xs[1], 0),
		Equal(s, xs[4], xs[5], -1),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Remove(xs[0], 1)
		s.SetMax(xs[1], 4)
		s.Assign(xs[2], 3)
	})
	var buf []cp.Lit
	explain := func() {
		l := s.Push()
		s.Remove(xs[0], 1)
		s.SetMax(xs[1], 4)
		s.Assign(xs[2], 3)
		s.Propagate()
		for i := 0; i < s.NumFacts(); i++ {
			buf = s.Reason(i, buf[:0])
		}
		buf = s.FailureReason(buf[:0])
		s.PopTo(l - 1)
	}
	explain()
	if s.NumFacts() == 0 {
		t.Fatal("no fact recorded")
	}
	if a := testing.AllocsPerRun(50, explain); a != 0 {
		t.Errorf("asking for reasons allocates %.1f times per run", a)
	}
}

// reasonOf propagates, finds the fact that made l true and returns its
// cause's kind and reason.
func reasonOf(t *testing.T, s *cp.Store, l cp.Lit) (string, []cp.Lit) {
	t.Helper()
	if !s.Propagate() {
		t.Fatalf("propagation failed")
	}
	at, ok := s.LitTime(l)
	if !ok || at < 0 {
		t.Fatalf("%v is not a fact (entailed %v, time %d)", l, ok, at)
	}
	f := s.Fact(at)
	if f.Lit != l || f.Cause < 0 {
		t.Fatalf("%v was made true by %v (cause %d)", l, f.Lit, f.Cause)
	}
	return s.Kind(f.Cause), s.Reason(at, nil)
}

func sameLits(a, b []cp.Lit) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Exact reasons for small cases of the main families: what a hint would
// say, and the most general literals the explainer can give.
func TestExactReasons(t *testing.T) {
	t.Run("reif-lesseq", func(t *testing.T) {
		s := cp.NewStore()
		s.SetExplain(true)
		x, y, b := s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 1)
		if err := ReifLinear(s, []int{1, -1}, []cp.VarID{x, y}, LE, 0, b, Equiv); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.SetMax(x, 3)
		s.SetMin(y, 5)
		if _, r := reasonOf(t, s, cp.LitEq(b, 1)); !sameLits(r, []cp.Lit{cp.LitLe(x, 3), cp.LitGe(y, 3)}) {
			t.Errorf("b = 1 because %v, want x ≤ 3, y ≥ 3", r)
		}
	})
	t.Run("alldifferent-domain", func(t *testing.T) {
		// x0, x1 ∈ {1,2} form a Hall set: x2 ≠ 1, x2 ≠ 2.
		s := cp.NewStore()
		s.SetExplain(true)
		xs := []cp.VarID{s.NewVar(1, 4), s.NewVar(1, 4), s.NewVar(1, 4), s.NewVar(1, 4)}
		if err := AllDifferent(s, xs, Domain); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.SetMax(xs[0], 2)
		s.SetMax(xs[1], 2)
		kind, r := reasonOf(t, s, cp.LitNe(xs[2], 1))
		if kind != "alldifferent-domain" || !sameLits(r, []cp.Lit{cp.LitLe(xs[0], 2), cp.LitLe(xs[1], 2)}) {
			t.Errorf("x2 ≠ 1 by %s because %v, want x0 ≤ 2, x1 ≤ 2", kind, r)
		}
	})
	t.Run("alldifferent-domain-hall-cache", func(t *testing.T) {
		// The Hall set {x0, x1} of one reason explains the next removal
		// it made; after a backtrack it is no Hall set any more (x0, x1
		// over {1, 2, 3}) and must not explain x3 ≠ 1, whose Hall set is
		// {x0, x1, x2}.
		s := cp.NewStore()
		s.SetExplain(true)
		xs := []cp.VarID{s.NewVar(1, 5), s.NewVar(1, 5), s.NewVar(1, 5), s.NewVar(1, 5), s.NewVar(1, 5)}
		if err := AllDifferent(s, xs, Domain); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.SetMax(xs[0], 2)
		s.SetMax(xs[1], 2)
		s.Propagate()
		pair := []cp.Lit{cp.LitLe(xs[0], 2), cp.LitLe(xs[1], 2)}
		for _, l := range []cp.Lit{cp.LitNe(xs[2], 1), cp.LitNe(xs[3], 2), cp.LitNe(xs[4], 1)} {
			if _, r := reasonOf(t, s, l); !sameLits(r, pair) {
				t.Errorf("%v because %v, want x0 ≤ 2, x1 ≤ 2", l, r)
			}
		}
		s.PopTo(0)
		s.Push()
		for _, x := range xs[:3] {
			s.SetMax(x, 3)
		}
		s.Propagate()
		want := []cp.Lit{cp.LitLe(xs[0], 3), cp.LitLe(xs[1], 3), cp.LitLe(xs[2], 3)}
		if _, r := reasonOf(t, s, cp.LitNe(xs[3], 1)); !sameLits(r, want) {
			t.Errorf("x3 ≠ 1 because %v, want x0 ≤ 3, x1 ≤ 3, x2 ≤ 3", r)
		}
	})
	t.Run("hidden-single", func(t *testing.T) {
		// A row of nine cells where only x8 can still be 7: x8 ≠ 1
		// because every other cell lacks 7 ("the row needs a 7 and only
		// x8 can take it").
		s := cp.NewStore()
		s.SetExplain(true)
		xs := make([]cp.VarID, 9)
		for i := range xs {
			xs[i] = s.NewVar(1, 9)
		}
		if err := AllDifferent(s, xs, Domain); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		var want []cp.Lit
		for _, x := range xs[:8] {
			s.Remove(x, 7)
			want = append(want, cp.LitNe(x, 7))
		}
		if _, r := reasonOf(t, s, cp.LitNe(xs[8], 1)); !sameLits(r, want) {
			t.Errorf("x8 ≠ 1 because %v, want %v", r, want)
		}
		if !s.Fixed(xs[8]) || s.Value(xs[8]) != 7 {
			t.Errorf("x8 = %s, want 7", s.String(xs[8]))
		}
	})
	t.Run("linear", func(t *testing.T) {
		// x + 2y + z ≤ 10 with y ≥ 3, z ≥ 1: x ≤ 3, and x ≤ 3 needs
		// 2y + z ≥ 7: y ≥ 3 and z ≥ 1 (no slack to lift).
		s := cp.NewStore()
		s.SetExplain(true)
		x, y, z := s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9)
		if err := Linear(s, []int{1, 2, 1}, []cp.VarID{x, y, z}, LE, 10); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.SetMin(y, 3)
		s.SetMin(z, 1)
		if _, r := reasonOf(t, s, cp.LitLe(x, 3)); !sameLits(r, []cp.Lit{cp.LitGe(y, 3), cp.LitGe(z, 1)}) {
			t.Errorf("x ≤ 3 because %v, want y ≥ 3, z ≥ 1", r)
		}
	})
	t.Run("table", func(t *testing.T) {
		// (x, y) ∈ {(1,1), (2,2), (3,1)}: y ≠ 1 kills (1,1) and (3,1),
		// so x ≠ 1 and x ≠ 3, each because y ≠ 1 (y = 2, in y's given
		// domain {1,2}).
		s := cp.NewStore()
		s.SetExplain(true)
		x, y := s.NewVar(1, 3), s.NewVar(1, 2)
		if err := Table(s, []cp.VarID{x, y}, [][]int{{1, 1}, {2, 2}, {3, 1}}); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Remove(y, 1)
		if _, r := reasonOf(t, s, cp.LitNe(x, 3)); !sameLits(r, []cp.Lit{cp.LitEq(y, 2)}) {
			t.Errorf("x ≠ 3 because %v, want y = 2", r)
		}
	})
	t.Run("regular", func(t *testing.T) {
		// No two 1s in a row over 3 booleans: x1 = 1 forbids x0 = 1 and
		// x2 = 1, each because x1 ≠ 0.
		s := cp.NewStore()
		s.SetExplain(true)
		xs := []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)}
		d, err := dfa.New(2, 0, []int{0, 1}, []dfa.Transition{
			{From: 0, Symbol: 0, To: 0}, {From: 0, Symbol: 1, To: 1}, {From: 1, Symbol: 0, To: 0},
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := Regular(s, xs, d); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Assign(xs[1], 1)
		if _, r := reasonOf(t, s, cp.LitNe(xs[2], 1)); !sameLits(r, []cp.Lit{cp.LitEq(xs[1], 1)}) {
			t.Errorf("x2 ≠ 1 because %v, want x1 = 1", r)
		}
	})
}
