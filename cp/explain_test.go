package cp

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// domainOf lists x's current domain.
func domainOf(s *Store, x VarID) []int {
	var d []int
	for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
		d = append(d, v)
	}
	return d
}

// domainAt lists x's domain before fact position at, through NextAt.
func domainAt(s *Store, x VarID, at int) []int {
	var d []int
	for v, ok := s.MinAt(x, at), true; ok; v, ok = s.NextAt(x, v, at) {
		d = append(d, v)
	}
	return d
}

// randomWrite applies one random write to a random variable of xs, and
// reports whether it succeeded.
func randomWrite(r *rand.Rand, s *Store, xs []VarID) bool {
	x := xs[r.IntN(len(xs))]
	lo, hi := s.Min(x)-2, s.Max(x)+2
	v := lo + r.IntN(hi-lo+1)
	switch r.IntN(7) {
	case 0, 1:
		return s.Remove(x, v)
	case 2:
		return s.SetMin(x, v)
	case 3:
		return s.SetMax(x, v)
	case 4:
		if r.IntN(4) == 0 {
			return s.Assign(x, v)
		}
		return true
	default:
		if s.IsInterval(x) {
			return s.Remove(x, s.Min(x))
		}
		mask := make([]uint64, len(s.Words(x)))
		for i := range mask {
			mask[i] = r.Uint64() | r.Uint64() | r.Uint64()
		}
		if r.IntN(2) == 0 {
			return s.IntersectWords(x, mask)
		}
		for i := range mask {
			mask[i] = r.Uint64() & r.Uint64() & r.Uint64()
		}
		return s.RemoveWords(x, mask)
	}
}

// TestFactTrailProperty applies random writes (every kind, bitset and
// interval variables, between Push and PopTo) with the fact trail on, and
// checks after each step that the …At queries give back the domains of
// every earlier moment, that each fact's literal is entailed right after
// it and was not before, that LitTime and DomainReason account for every
// entailed literal, and that PopTo drops exactly the facts of the popped
// levels.
func TestFactTrailProperty(t *testing.T) {
	for seed := uint64(1); seed <= 200; seed++ {
		r := rand.New(rand.NewPCG(seed, 7))
		s := NewStore()
		var xs []VarID
		if seed%2 == 0 {
			s.SetExplain(true) // variables created after: given as created
		}
		for i := 0; i < 1+r.IntN(4); i++ {
			lo := r.IntN(100) - 50
			width := 1 + r.IntN(140)
			switch r.IntN(3) {
			case 0:
				xs = append(xs, s.NewVar(lo, lo+width-1))
			case 1:
				xs = append(xs, s.NewIntervalVar(lo, lo+width-1))
			default:
				xs = append(xs, s.NewVarValues([]int{lo, lo + 3, lo + 4, lo + 70, lo + 71, lo + 130}))
			}
		}
		if seed%2 == 1 {
			s.Remove(xs[0], s.Min(xs[0])) // a given hole, before the trail is on
			s.SetExplain(true)
		}
		// history[k] is every domain before fact k (the last: now).
		snapshot := func() [][]int {
			d := make([][]int, len(xs))
			for i, x := range xs {
				d[i] = domainOf(s, x)
			}
			return d
		}
		var history [][][]int
		history = append(history, snapshot())
		var levelFacts []int
		for step := 0; step < 60; step++ {
			switch r.IntN(6) {
			case 0:
				levelFacts = append(levelFacts, s.NumFacts())
				s.Push()
				continue
			case 1:
				if s.Level() > 0 {
					l := r.IntN(s.Level())
					s.PopTo(l)
					if s.NumFacts() != levelFacts[l] {
						t.Fatalf("seed %d: PopTo(%d) left %d facts, want %d", seed, l, s.NumFacts(), levelFacts[l])
					}
					levelFacts = levelFacts[:l]
					history = history[:s.NumFacts()+1]
					if !slices.EqualFunc(history[len(history)-1], snapshot(), slices.Equal) {
						t.Fatalf("seed %d: after PopTo the domains are not those of fact %d", seed, s.NumFacts())
					}
				}
				continue
			}
			if s.Level() == 0 {
				levelFacts = append(levelFacts, s.NumFacts())
				s.Push()
			}
			n0 := s.NumFacts()
			before := snapshot()
			_ = before
			if !randomWrite(r, s, xs) {
				if s.NumFacts() != n0 {
					t.Fatalf("seed %d: a failed write recorded facts", seed)
				}
				if !slices.EqualFunc(before, snapshot(), slices.Equal) {
					t.Fatalf("seed %d: a failed write changed a domain", seed)
				}
				s.PopTo(s.Level() - 1)
				levelFacts = levelFacts[:s.Level()]
				history = history[:s.NumFacts()+1]
				continue
			}
			// Facts n0.. belong to this write: the domains in between
			// follow from applying their literals one by one, and must end
			// at the domains after the write.
			for k := n0; k < s.NumFacts(); k++ {
				f := s.Fact(k)
				prev := history[len(history)-1]
				next := slices.Clone(prev)
				i := slices.Index(xs, f.Lit.X)
				next[i] = slices.DeleteFunc(slices.Clone(prev[i]), func(v int) bool { return !f.Lit.Holds(v) })
				history = append(history, next)
			}
			if !slices.EqualFunc(history[len(history)-1], snapshot(), slices.Equal) {
				t.Fatalf("seed %d: the facts of a write do not lead to its domains", seed)
			}
			if len(history) != s.NumFacts()+1 {
				t.Fatalf("seed %d: %d snapshots for %d facts", seed, len(history), s.NumFacts())
			}
			checkFactTrail(t, s, xs, history, seed)
		}
	}
}

func checkFactTrail(t *testing.T, s *Store, xs []VarID, history [][][]int, seed uint64) {
	t.Helper()
	n := s.NumFacts()
	for at := 0; at <= n; at++ {
		for i, x := range xs {
			want := history[at][i]
			if got := domainAt(s, x, at); !slices.Equal(got, want) {
				t.Fatalf("seed %d: domain of x%d before fact %d is %v, want %v", seed, i, at, got, want)
			}
			if s.MinAt(x, at) != want[0] || s.MaxAt(x, at) != want[len(want)-1] {
				t.Fatalf("seed %d: bounds of x%d before fact %d wrong", seed, i, at)
			}
			// AppendDomainAt says that domain exactly: its bounds and its
			// holes, the values between them given but gone by then.
			lo, hi := want[0], want[len(want)-1]
			var ref []Lit
			if lo == hi {
				if s.MinAt(x, -1) != s.MaxAt(x, -1) {
					ref = append(ref, LitEq(x, lo))
				}
			} else {
				if lo > s.MinAt(x, -1) {
					ref = append(ref, LitGe(x, lo))
				}
				if hi < s.MaxAt(x, -1) {
					ref = append(ref, LitLe(x, hi))
				}
				if !s.IsInterval(x) {
					for w := lo + 1; w < hi; w++ {
						if !slices.Contains(want, w) && s.ContainsAt(x, w, -1) {
							ref = append(ref, LitNe(x, w))
						}
					}
				}
			}
			if got := s.AppendDomainAt(x, at, nil); !slices.Equal(got, ref) {
				t.Fatalf("seed %d: AppendDomainAt(x%d, %d) = %v, want %v", seed, i, at, got, ref)
			}
		}
	}
	index := map[VarID]int{}
	for i, x := range xs {
		index[x] = i
	}
	for k := 0; k < n; k++ {
		f := s.Fact(k)
		if !s.EntailedAt(f.Lit, k+1) || s.EntailedAt(f.Lit, k) {
			t.Fatalf("seed %d: fact %d (%v) is not what changed at %d", seed, k, f.Lit, k)
		}
		if f.Cause != NoProp || f.Level > s.Level() {
			t.Fatalf("seed %d: fact %d has cause %d level %d", seed, k, f.Cause, f.Level)
		}
	}
	// Every entailed literal over a small window of values has a time,
	// and DomainReason with that fact's literal implies it.
	for _, x := range xs {
		i := index[x]
		for v := s.MinAt(x, 0) - 1; v <= s.MaxAt(x, 0)+1; v++ {
			for op := OpEq; op <= OpLe; op++ {
				l := Lit{x, op, v}
				at, ok := s.LitTime(l)
				if ok != s.Entailed(l) {
					t.Fatalf("seed %d: LitTime(%v) ok=%v, entailed %v", seed, l, ok, s.Entailed(l))
				}
				if !ok {
					continue
				}
				if at < 0 {
					if !s.EntailedAt(l, 0) || !s.Given(l) {
						t.Fatalf("seed %d: %v has time -1 but was not true at the start", seed, l)
					}
					continue
				}
				if !s.EntailedAt(l, at+1) || s.EntailedAt(l, at) {
					t.Fatalf("seed %d: %v has time %d, but entailed before/after it: %v/%v", seed, l, at, s.EntailedAt(l, at), s.EntailedAt(l, at+1))
				}
				reason := s.DomainReason(l, at, nil)
				for _, q := range reason {
					if !s.EntailedAt(q, at) {
						t.Fatalf("seed %d: DomainReason(%v) holds %v, not true before %d", seed, l, q, at)
					}
				}
				reason = append(reason, s.Fact(at).Lit)
				for _, w := range history[0][i] {
					sat := true
					for _, q := range reason {
						sat = sat && (q.X != x || q.Holds(w))
					}
					if sat && !l.Holds(w) {
						t.Fatalf("seed %d: %v ∧ %v allows %d, against %v", seed, s.Fact(at).Lit, reason, w, l)
					}
				}
			}
		}
	}
}

// lessThan2 is x < y explained precisely: x ≤ max(y)-1 because y ≤ max(y),
// y ≥ min(x)+1 because x ≥ min(x); a failure because x ≥ min(x) and
// y ≤ max(y) with min(x) >= max(y).
type lessThan2 struct{ x, y VarID }

func (p *lessThan2) Propagate(s *Store) Status {
	if !s.SetMax(p.x, s.Max(p.y)-1) || !s.SetMin(p.y, s.Min(p.x)+1) {
		return Fail
	}
	return Fix
}

func (p *lessThan2) Explain(s *Store, l Lit, at int, buf []Lit) []Lit {
	switch {
	case l.Op == OpFalse:
		return append(buf, LitGe(p.x, s.MinAt(p.x, at)), LitLe(p.y, s.MaxAt(p.x, at)))
	case l.X == p.x: // x ≤ v because y ≤ v+1
		return append(buf, LitLe(p.y, l.V+1))
	default: // y ≥ v because x ≥ v-1
		return append(buf, LitGe(p.x, l.V-1))
	}
}

// noExplain is x ≠ y without an Explainer: coarse reasons.
type noExplain struct{ x, y VarID }

func (p *noExplain) Propagate(s *Store) Status {
	if s.Fixed(p.x) && !s.Remove(p.y, s.Value(p.x)) || s.Fixed(p.y) && !s.Remove(p.x, s.Value(p.y)) {
		return Fail
	}
	return Fix
}

func TestReasonsAndFailures(t *testing.T) {
	s := NewStore()
	s.SetExplain(true)
	x, y, z := s.NewVar(0, 9), s.NewVar(0, 9), s.NewVarValues([]int{1, 3, 5})
	lt := s.Post(&lessThan2{x, y}, Binary, "lt")
	s.Subscribe(lt, x, OnBounds, 0)
	s.Subscribe(lt, y, OnBounds, 1)
	ne := s.Post(&noExplain{y, z}, Binary, "ne")
	s.Subscribe(ne, y, OnFixed, 0)
	s.Subscribe(ne, z, OnFixed, 1)
	if !s.Propagate() {
		t.Fatal("root failed")
	}
	// x ≤ 8 and y ≥ 1 at the root.
	if got := s.NumFacts(); got != 2 {
		t.Fatalf("%d facts at the root, want 2", got)
	}
	if f := s.Fact(0); f.Lit != LitLe(x, 8) || f.Cause != lt || f.Level != 0 {
		t.Fatalf("fact 0 = %+v", f)
	}
	if r := s.Reason(0, nil); len(r) != 0 {
		t.Fatalf("reason of x ≤ 8 is %v, want nothing (y ≤ 9 is given)", r)
	}
	s.Push()
	s.Assign(z, 3) // a decision
	s.SetMin(x, 4) // another
	if !s.Propagate() {
		t.Fatal("failed")
	}
	// y ≥ 5 from x ≥ 4.
	at, ok := s.LitTime(LitGe(y, 5))
	if !ok || s.Fact(at).Cause != lt {
		t.Fatalf("y ≥ 5 at %d (%v) cause %d", at, ok, s.Fact(at).Cause)
	}
	if r := s.Reason(at, nil); !slices.Equal(r, []Lit{LitGe(x, 4)}) {
		t.Fatalf("reason of y ≥ 5 = %v", r)
	}
	if f := s.Fact(s.FactMark(1)); f.Lit != LitEq(z, 3) || f.Cause != NoProp || f.Level != 1 {
		t.Fatalf("first fact of level 1 = %+v", f)
	}
	// A decision that fails: y fixed to 5, then y ≠ 5.
	s.Push()
	s.SetMax(y, 5)
	if s.Remove(y, 5) || !s.Failed() {
		t.Fatal("removing the last value must fail")
	}
	if r := s.FailureReason(nil); !slices.Equal(r, []Lit{LitEq(y, 5)}) {
		t.Fatalf("decision failure reason %v, want the contradicting y = 5", r)
	}
	s.PopTo(1)
	// A failed write inside propagation: with x = 8, lt's x ≤ 7 fails.
	s.Push()
	s.SetMax(y, 8)
	s.SetMin(x, 8)
	if s.Propagate() {
		t.Fatal("x ≥ 8, y ≤ 8 must fail")
	}
	if r := s.FailureReason(nil); !slices.Equal(r, []Lit{LitGe(x, 8), LitLe(y, 8)}) {
		t.Fatalf("failure reason %v", r)
	}
	s.PopTo(1)
	if r := s.FailureReason(nil); len(r) != 0 {
		t.Fatalf("failure reason %v after PopTo", r)
	}

	// A propagator without an Explainer: the coarse reason, its scope's
	// domains.
	s.PopTo(0)
	a, b := s.NewVar(0, 4), s.NewVar(0, 4)
	p := s.Post(&noExplain{a, b}, Binary, "ne")
	s.Subscribe(p, a, OnFixed, 0)
	s.Subscribe(p, b, OnFixed, 1)
	s.Propagate()
	s.Push()
	s.SetMax(b, 3)
	s.Assign(a, 3)
	if !s.Propagate() || s.Contains(b, 3) {
		t.Fatal("noExplain did not remove 3 from b")
	}
	at, _ = s.LitTime(LitNe(b, 3))
	if r := s.Reason(at, nil); !slices.Equal(r, []Lit{LitEq(a, 3), LitLe(b, 3)}) {
		t.Fatalf("coarse reason of b ≠ 3 = %v", r)
	}
	if !slices.Equal(s.Scope(p), []VarID{a, b}) {
		t.Fatalf("Scope = %v", s.Scope(p))
	}
}

// ApplyAs records the propagator it names as the cause.
func TestApplyAs(t *testing.T) {
	s := NewStore()
	s.SetExplain(true)
	x, y := s.NewVar(0, 9), s.NewVar(0, 9)
	p := s.Post(&lessThan2{x, y}, Binary, "lt")
	s.Subscribe(p, x, OnBounds, 0)
	s.Subscribe(p, y, OnBounds, 1)
	s.Propagate()
	s.Push()
	s.SetMax(y, 5) // a decision
	if !s.ApplyAs(LitLe(x, 4), p) || s.Fact(s.NumFacts()-1).Cause != p {
		t.Fatalf("ApplyAs recorded %+v", s.Fact(s.NumFacts()-1))
	}
	if r := s.Reason(s.NumFacts()-1, nil); !slices.Equal(r, []Lit{LitLe(y, 5)}) {
		t.Fatalf("reason %v", r)
	}
	if s.Fact(s.NumFacts()-2).Cause != NoProp {
		t.Fatal("a plain write must have no cause")
	}
}

func TestTidy(t *testing.T) {
	s := NewStore()
	s.SetExplain(true)
	x, y := s.NewVar(0, 9), s.NewVar(0, 9)
	z := s.NewVar(0, 9)
	in := []Lit{LitGe(y, 3), LitNe(x, 4), LitGe(x, 2), LitGe(x, 5), LitNe(x, 4), LitNe(x, 7), LitLe(x, 8),
		LitNe(x, 9), LitGe(y, 0), LitLe(y, 9), LitEq(y, 4), LitNe(y, 11), LitLe(z, 6), LitNe(z, 2), LitGe(z, 6)}
	got := s.tidy(slices.Clone(in), 0)
	want := []Lit{LitNe(x, 7), LitGe(x, 5), LitLe(x, 8), LitEq(y, 4), LitEq(z, 6)}
	if !slices.Equal(got, want) {
		t.Fatalf("tidy(%v) = %v, want %v", in, got, want)
	}
}

// The fact trail is off by default, and off it costs the writes nothing:
// no fact, no allocation.
func TestExplainOffAllocs(t *testing.T) {
	s := NewStore()
	x, y := s.NewVar(0, 99), s.NewIntervalVar(0, 1000)
	run := func() {
		s.Push()
		s.Remove(x, 5)
		s.SetMin(x, 3)
		s.SetMax(y, 500)
		s.Remove(y, 0)
		s.IntersectWords(x, []uint64{0xfff0, 0})
		s.Assign(x, 7)
		s.PopTo(0)
	}
	if a := testing.AllocsPerRun(100, run); a != 0 || s.NumFacts() != 0 {
		t.Fatalf("%v allocations, %d facts with the trail off", a, s.NumFacts())
	}
	s.SetExplain(true)
	run()
	if a := testing.AllocsPerRun(100, run); a != 0 {
		t.Fatalf("%v allocations per run with the trail on, once warm", a)
	}
}

func TestLitBasics(t *testing.T) {
	for _, l := range []Lit{LitEq(1, 3), LitNe(1, 3), LitGe(1, 3), LitLe(1, 3)} {
		for v := 0; v < 6; v++ {
			if l.Holds(v) == l.Not().Holds(v) {
				t.Fatalf("%v and its negation %v agree on %d", l, l.Not(), v)
			}
		}
		if l.Not().Not() != l {
			t.Fatalf("double negation of %v", l)
		}
		for _, m := range []Lit{LitEq(1, 3), LitNe(1, 2), LitNe(1, 3), LitNe(1, 4), LitGe(1, 2), LitGe(1, 4), LitLe(1, 2), LitLe(1, 4)} {
			want := true
			for v := -2; v < 9; v++ {
				if l.Holds(v) && !m.Holds(v) {
					want = false
				}
			}
			if l.Implies(m) != want {
				t.Fatalf("%v implies %v: got %v, want %v", l, m, l.Implies(m), want)
			}
		}
	}
	if got := LitGe(3, -2).String(); got != "x3 ≥ -2" {
		t.Fatalf("String = %q", got)
	}
}

// claimTidy is x ≤ 5 because y ≤ 5, whose Explain writes a reason that
// is not tidy (a given literal, the variables in decreasing order) and
// claims it is (ReasonTidy) when claim is set; when coarse is set, it
// keeps y ≤ 5 and appends the coarse reason, which holds y ≤ 5 again.
type claimTidy struct {
	x, y          VarID
	claim, coarse bool
}

func (p *claimTidy) Propagate(s *Store) Status {
	if s.Max(p.y) <= 5 && !s.SetMax(p.x, 5) {
		return Fail
	}
	return Fix
}

func (p *claimTidy) Explain(s *Store, l Lit, at int, buf []Lit) []Lit {
	buf = append(buf, LitLe(p.y, 5), LitLe(p.x, 9))
	if p.claim {
		s.ReasonTidy()
	}
	if p.coarse {
		buf = s.CoarseReason(s.ExplainedProp(), at, buf[:len(buf)-1]) // y ≤ 5 twice
	}
	return buf
}

// Reason skips tidy for a reason its Explainer calls tidy (ReasonTidy),
// and only for that one: not for the next Explainer's, not after a call
// outside any Explain, not after a coarse fallback.
func TestReasonTidy(t *testing.T) {
	s := NewStore()
	s.SetExplain(true)
	y, x, z, w := s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9) // ids in this order
	for _, p := range []*claimTidy{{x: x, y: y, claim: true}, {x: z, y: y}, {x: w, y: y, claim: true, coarse: true}} {
		id := s.Post(p, Binary, "claim")
		s.Subscribe(id, p.x, OnBounds, 0) // the scope: p.x first
		s.Subscribe(id, p.y, OnBounds, 1)
	}
	s.Push()
	s.SetMin(w, 1)
	s.SetMax(y, 5)
	if !s.Propagate() {
		t.Fatal("failed")
	}
	for _, c := range []struct {
		l       Lit
		outside bool // ReasonTidy called before, outside any Explain
		want    []Lit
	}{
		{LitLe(x, 5), false, []Lit{LitLe(y, 5), LitLe(x, 9)}}, // claimed: as written
		{LitLe(z, 5), false, []Lit{LitLe(y, 5)}},              // right after a claim: tidied
		{LitLe(z, 5), true, []Lit{LitLe(y, 5)}},
		{LitLe(w, 5), false, []Lit{LitLe(y, 5), LitGe(w, 1)}}, // coarse (w ≥ 1, y ≤ 5), sorted
	} {
		at, ok := s.LitTime(c.l)
		if !ok || at < 0 {
			t.Fatalf("%v is no fact", c.l)
		}
		if c.outside {
			s.ReasonTidy()
		}
		if got := s.Reason(at, nil); !slices.Equal(got, c.want) {
			t.Errorf("reason of %v (outside %v): %v, want %v", c.l, c.outside, got, c.want)
		}
	}
}
