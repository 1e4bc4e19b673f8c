package propagators

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// litHoldsIn reports whether l holds when its variable takes v.
func litHoldsIn(l cp.Lit, v int) bool {
	switch l.Op {
	case cp.OpEq:
		return v == l.V
	case cp.OpNe:
		return v != l.V
	case cp.OpGe:
		return v >= l.V
	case cp.OpLe:
		return v <= l.V
	}
	return false
}

// The one-word reasons start from the matching kept for the state
// (alldiffWhy); they must be sound whatever it holds. With that matching
// replaced by garbage before each question, every fact's reason still
// held before the fact and implies it: no assignment of distinct values
// satisfies the reason and violates the fact (by enumeration).
func TestAlldiffReasonAnyMatching(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 23))
	facts := 0
	for trial := 0; trial < 600; trial++ {
		s := cp.NewStore()
		s.SetExplain(true)
		n := 4 + r.IntN(2)
		xs := make([]cp.VarID, n)
		for i := range xs {
			xs[i] = s.NewVar(1, n+1)
		}
		p := newAlldiffDomain(s, xs, nil)
		id := s.Post(p, cp.Quadratic, "alldifferent-domain")
		for i, x := range xs {
			s.Subscribe(id, x, cp.OnDomain, int32(i))
		}
		s.Push()
		for range 3 + r.IntN(n) {
			x := xs[r.IntN(n)]
			if lo := 1 + r.IntN(n); r.IntN(2) == 0 {
				s.SetMax(x, lo+1)
			} else {
				s.SetMin(x, lo)
			}
		}
		if !s.Propagate() {
			continue
		}
		for f := range s.NumFacts() {
			fact := s.Fact(f)
			if fact.Cause != id {
				continue
			}
			wy := &p.why
			wy.recorded, wy.facts, wy.ok = s.FactsRecorded(), s.NumFacts(), true
			wy.free = r.Uint64() & r.Uint64()
			for i := range wy.varMatch {
				wy.varMatch[i], wy.valMatch[i] = uint8(r.IntN(n+2)), uint8(r.IntN(n+2))
			}
			switch r.IntN(3) {
			case 0: // a matching of the domains now, with one pair swapped
				p.matchNow(s)
				a, b := r.IntN(n), r.IntN(n)
				wy.valMatch[a], wy.valMatch[b] = wy.valMatch[b], wy.valMatch[a]
			case 1: // every value to a distinct variable, none free
				wy.free = 0
				for v, i := range r.Perm(n + 1) {
					wy.valMatch[v] = uint8(i + 1)
				}
			}
			reason := s.Reason(f, nil)
			for _, l := range reason {
				if !s.EntailedAt(l, f) {
					t.Fatalf("trial %d: fact %d %v: reason %v: %v did not hold before it", trial, f, fact.Lit, reason, l)
				}
			}
			if a := counterexample(n, xs, reason, fact.Lit); a != nil {
				t.Fatalf("trial %d: fact %d %v: reason %v does not imply it: %v", trial, f, fact.Lit, reason, a)
			}
			facts++
		}
	}
	if facts < 200 {
		t.Fatalf("only %d facts checked", facts)
	}
}

// counterexample is an assignment of distinct values 1..n+1 to xs that
// satisfies every literal of reason and violates l, or nil.
func counterexample(n int, xs []cp.VarID, reason []cp.Lit, l cp.Lit) []int {
	a := make([]int, n)
	var rec func(i int, used uint64) bool
	rec = func(i int, used uint64) bool {
		if i == n {
			for _, m := range reason {
				if !litHoldsIn(m, a[m.X-xs[0]]) {
					return false
				}
			}
			return !litHoldsIn(l, a[l.X-xs[0]])
		}
		for v := 1; v <= n+1; v++ {
			if used>>v&1 == 0 {
				a[i] = v
				if rec(i+1, used|1<<v) {
					return true
				}
			}
		}
		return false
	}
	if rec(0, 0) {
		return a
	}
	return nil
}

// A matching that sends the search from w into y itself (value 2 matched
// to y, whose own match says 4) must not make y part of y ≠ 1's Hall set.
func TestAlldiffReasonMatchingThroughY(t *testing.T) {
	s := cp.NewStore()
	s.SetExplain(true)
	y, a, b, c := s.NewVar(1, 4), s.NewVar(1, 4), s.NewVar(1, 4), s.NewVar(1, 4)
	xs := []cp.VarID{y, a, b, c}
	p := newAlldiffDomain(s, xs, nil)
	id := s.Post(p, cp.Quadratic, "alldifferent-domain")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	s.Push()
	s.SetMax(a, 2)
	s.SetMax(b, 2)
	s.SetMax(y, 3)
	if !s.Propagate() {
		t.Fatal("propagation failed")
	}
	f, ok := s.LitTime(cp.LitNe(y, 1))
	if !ok || f < 0 {
		t.Fatal("y ≠ 1 is no fact")
	}
	wy := &p.why
	wy.recorded, wy.facts, wy.ok, wy.free = s.FactsRecorded(), s.NumFacts(), true, 0
	// Value indices 0..3 are 1..4: 1 → a, 2 → y, 3 → b, 4 → c; y → 4.
	wy.valMatch = [alldiffWordMax]uint8{2, 1, 3, 4}
	wy.varMatch = [alldiffWordMax]uint8{4, 1, 3, 4}
	reason := s.Reason(f, nil)
	if a := counterexample(3, xs[:3], reason, cp.LitNe(y, 1)); a != nil {
		t.Fatalf("y ≠ 1 because %v: %v satisfies it with y = 1", reason, a)
	}
	if want := []cp.Lit{cp.LitLe(a, 2), cp.LitLe(b, 2)}; !sameLits(reason, want) {
		t.Errorf("y ≠ 1 because %v, want the Hall set {a, b}: %v", reason, want)
	}
}

// The one-word reasons tell the store they are tidy (cp.Store.ReasonTidy)
// when their variables come in increasing order, which spares tidy's pass:
// every reason Store.Reason gives must then be as tidy would leave it —
// sorted by variable, no given literal, x = v alone on its variable, else
// ≠ literals strictly between the variable's bounds in increasing order,
// then its bounds. The scopes come in increasing and in shuffled order
// (the reason is tidied by the store then).
func TestAlldiffReasonTidy(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 23))
	facts, wide := 0, 0
	for trial := 0; trial < 400; trial++ {
		s := cp.NewStore()
		s.SetExplain(true)
		n := 4 + r.IntN(6)
		xs := make([]cp.VarID, n)
		for i := range xs {
			xs[i] = s.NewVar(1, n+1)
		}
		if trial%2 == 1 {
			r.Shuffle(n, func(i, j int) { xs[i], xs[j] = xs[j], xs[i] })
		}
		p := newAlldiffDomain(s, xs, nil)
		id := s.Post(p, cp.Quadratic, "alldifferent-domain")
		for i, x := range xs {
			s.Subscribe(id, x, cp.OnDomain, int32(i))
		}
		s.Push()
		// A Hall set of k variables within k values (a stretch or holes),
		// then a few writes more.
		k := 2 + r.IntN(n/2)
		vals := r.Perm(n + 1)[:k]
		for _, i := range r.Perm(n)[:k] {
			for v := 1; v <= n+1; v++ {
				if !slices.Contains(vals, v-1) {
					s.Remove(xs[i], v)
				}
			}
		}
		for range r.IntN(n) {
			x := xs[r.IntN(n)]
			switch v := 1 + r.IntN(n+1); r.IntN(3) {
			case 0:
				s.SetMax(x, v)
			case 1:
				s.SetMin(x, v)
			default:
				s.Remove(x, v)
			}
		}
		if !s.Propagate() {
			continue
		}
		for f := range s.NumFacts() {
			if s.Fact(f).Cause != id {
				continue
			}
			reason := s.Reason(f, nil)
			if len(reason) > 1 && reason[0].X != reason[len(reason)-1].X {
				wide++
			}
			if why := untidy(s, reason); why != "" {
				t.Fatalf("trial %d: fact %d %v: reason %v: %s", trial, f, s.Fact(f).Lit, reason, why)
			}
			facts++
		}
	}
	if facts < 200 || wide < 50 {
		t.Fatalf("only %d facts checked, %d with reasons on more than one variable", facts, wide)
	}
}

// untidy says how reason differs from what the store's tidy leaves, or
// "" when it does not.
func untidy(s *cp.Store, reason []cp.Lit) string {
	for i, l := range reason {
		if s.Given(l) {
			return "given literal " + l.String()
		}
		if i == 0 {
			continue
		}
		k := reason[i-1]
		switch {
		case k.X > l.X:
			return "not sorted by variable"
		case k.X < l.X:
			continue
		case k.Op == cp.OpEq || l.Op == cp.OpEq:
			return "x = v beside another literal on x"
		case k.Op > l.Op || k.Op == l.Op && (k.Op != cp.OpNe || k.V >= l.V):
			return "a variable's literals out of order or repeated"
		}
	}
	for _, l := range reason { // a ≠ literal lies strictly between its variable's bounds
		if l.Op != cp.OpNe {
			continue
		}
		for _, m := range reason {
			if m.X == l.X && (m.Op == cp.OpGe && l.V < m.V || m.Op == cp.OpLe && l.V > m.V) {
				return "a ≠ literal outside its variable's bounds"
			}
		}
	}
	return ""
}
