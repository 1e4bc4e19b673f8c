package cp

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestWord0AtProperty applies random writes to variables of one word
// (given holes before the trail is on, some created after it) and checks,
// for every fact position, that Word0At is the domain NextAt lists, and
// that AppendWithinWord0At gives what AppendWithinAt gives for random
// sets that hold the domain.
func TestWord0AtProperty(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 200; seed++ {
		r := rand.New(rand.NewPCG(seed, 11))
		s := NewStore()
		var xs []VarID
		newVar := func() {
			lo := r.IntN(100) - 50
			if r.IntN(2) == 0 {
				xs = append(xs, s.NewVar(lo, lo+r.IntN(64)))
				return
			}
			var vs []int
			for v := lo; v < lo+64; v++ {
				if r.IntN(3) > 0 {
					vs = append(vs, v)
				}
			}
			xs = append(xs, s.NewVarValues(append(vs, lo)))
		}
		for range 1 + r.IntN(3) {
			newVar()
		}
		if s.Remove(xs[0], s.Max(xs[0])); seed%3 == 0 {
			s.Remove(xs[0], s.Min(xs[0])) // given holes and bounds
		}
		s.SetExplain(true)
		newVar()
		s.Push()
		for range 40 {
			if r.IntN(8) == 0 {
				s.Push()
			}
			if !randomWrite(r, s, xs) {
				break
			}
		}
		for at := -1; at <= s.NumFacts(); at++ {
			for _, x := range xs {
				var want uint64
				for _, v := range domainAt(s, x, at) {
					want |= 1 << (v - s.Base(x))
				}
				got := s.Word0At(x, at)
				if got != want {
					t.Fatalf("seed %d: Word0At(x%d, %d) = %b, want %b", seed, x, at, got, want)
				}
				if got == 0 {
					continue // the domain the failed write left
				}
				for range 4 {
					set := got | r.Uint64()&r.Uint64()
					if r.IntN(3) == 0 {
						set = got
					}
					in := func(v int) bool { b := v - s.Base(x); return b >= 0 && b < 64 && set>>b&1 != 0 }
					w := s.AppendWithinAt(x, at, in, nil)
					g := s.AppendWithinWord0At(x, at, got, set, nil)
					slices.SortFunc(w, compareLits)
					slices.SortFunc(g, compareLits)
					if !slices.Equal(g, w) {
						t.Fatalf("seed %d: x%d within %b at %d: %v, AppendWithinAt %v", seed, x, set, at, g, w)
					}
					checked++
				}
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d cases checked", checked)
	}
}

// DomainReason of x = v made true by a removal reads x's domain before
// the removal by words for a variable of one word: the same literals as
// AppendDomainAt, tidied.
func TestDomainReasonWord0(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 300; seed++ {
		r := rand.New(rand.NewPCG(seed, 13))
		s := NewStore()
		lo := r.IntN(20) - 10
		x := s.NewVar(lo, lo+r.IntN(64))
		s.Remove(x, lo+r.IntN(8)) // a given hole, perhaps
		s.SetExplain(true)
		s.Push()
		shrinkRandomly(s, x, r, 10, nil)
		l := LitEq(x, s.Value(x))
		at, _ := s.LitTime(l)
		if at < 0 || s.Fact(at).Lit.Implies(l) {
			continue
		}
		want := s.tidy(s.AppendDomainAt(x, at, nil), 0)
		if got := s.DomainReason(l, at, nil); !slices.Equal(got, want) {
			t.Fatalf("seed %d: DomainReason(%v, %d) = %v, want %v", seed, l, at, got, want)
		}
		checked++
	}
	if checked < 100 {
		t.Fatalf("only %d cases checked", checked)
	}
}

// DomainReason of a bound x ≥ v or x ≤ v of a variable of one word is
// read by words: the same literals as the value-by-value form, tidied.
func TestDomainReasonBoundWord0(t *testing.T) {
	checked := 0
	for seed := uint64(1); seed <= 300; seed++ {
		r := rand.New(rand.NewPCG(seed, 17))
		s := NewStore()
		lo := r.IntN(20) - 10
		x := s.NewVar(lo, lo+r.IntN(64))
		s.Remove(x, lo+r.IntN(8)) // given holes, perhaps
		s.Remove(x, s.Max(x)-r.IntN(8))
		s.SetExplain(true)
		s.Push()
		shrinkRandomly(s, x, r, 6, func() {
			for v := s.MinAt(x, 0); v <= s.MaxAt(x, 0)+1; v++ {
				for _, l := range []Lit{LitGe(x, v), LitLe(x, v)} {
					at, ok := s.LitTime(l)
					if !ok || at < 0 || s.Fact(at).Lit.Implies(l) {
						continue
					}
					want := s.tidy(s.domainReasonBound(l, &s.expl.facts[at], at, nil), 0)
					if got := s.DomainReason(l, at, nil); !slices.Equal(got, want) {
						t.Fatalf("seed %d: DomainReason(%v, %d) = %v, want %v", seed, l, at, got, want)
					}
					checked++
				}
			}
		})
	}
	if checked < 1000 {
		t.Fatalf("only %d cases checked", checked)
	}
}

// shrinkRandomly fixes x by random writes, a bound one time in n each way
// and removals otherwise, calling after (when set) after each write.
func shrinkRandomly(s *Store, x VarID, r *rand.Rand, n int, after func()) {
	for s.Size(x) > 1 {
		v := s.Min(x) + r.IntN(s.Max(x)-s.Min(x)+1)
		switch r.IntN(n) {
		case 0:
			s.SetMin(x, v)
		case 1:
			s.SetMax(x, v)
		default:
			s.Remove(x, v)
		}
		if after != nil {
			after()
		}
	}
}

// Reading a word domain of the past and a reason from it allocates
// nothing once the buffer has grown.
func TestWord0AtAllocs(t *testing.T) {
	s := NewStore()
	s.SetExplain(true)
	x := s.NewVar(1, 25)
	s.Push()
	for v := 2; v <= 20; v += 3 {
		s.Remove(x, v)
	}
	buf := make([]Lit, 0, 64)
	if a := testing.AllocsPerRun(100, func() {
		d := s.Word0At(x, 3)
		buf = s.AppendWithinWord0At(x, 3, d, d|1<<24, buf[:0])
	}); a != 0 {
		t.Errorf("%v allocations per reason", a)
	}
	if len(buf) == 0 {
		t.Error("no literal for a domain with holes")
	}
}
