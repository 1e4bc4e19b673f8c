package dfa

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// spec is the raw description of a DFA, as given to New.
type spec struct {
	n, start int
	acc      []int
	ts       []Transition
}

func (s spec) build(t testing.TB) *DFA {
	t.Helper()
	d, err := New(s.n, s.start, s.acc, s.ts)
	if err != nil {
		t.Fatalf("New(%+v): %v", s, err)
	}
	return d
}

// accepts is the reference semantics: a linear search of the transition
// list at each step.
func (s spec) accepts(word []int) bool {
	q := s.start
	for _, sym := range word {
		next := -1
		for _, t := range s.ts {
			if t.From == q && t.Symbol == sym {
				next = t.To
				break
			}
		}
		if next < 0 {
			return false
		}
		q = next
	}
	return slices.Contains(s.acc, q)
}

// randomSpec draws a DFA with 1..maxStates states over syms: each
// (state, symbol) has a transition with probability 2/3.
func randomSpec(r *rand.Rand, maxStates int, syms []int) spec {
	n := 1 + r.IntN(maxStates)
	s := spec{n: n, start: r.IntN(n)}
	for q := range n {
		if r.IntN(5) < 2 {
			s.acc = append(s.acc, q)
		}
		for _, a := range syms {
			if r.IntN(3) < 2 {
				s.ts = append(s.ts, Transition{From: q, Symbol: a, To: r.IntN(n)})
			}
		}
	}
	r.Shuffle(len(s.ts), func(i, j int) { s.ts[i], s.ts[j] = s.ts[j], s.ts[i] })
	return s
}

// randomAlphabet returns 2 or 3 consecutive symbols starting in -3..1.
func randomAlphabet(r *rand.Rand) []int {
	base := r.IntN(5) - 3
	syms := make([]int, 2+r.IntN(2))
	for i := range syms {
		syms[i] = base + i
	}
	return syms
}

// forWords calls f on every word over syms of length 0..maxLen; f must not
// keep the slice.
func forWords(syms []int, maxLen int, f func(w []int)) {
	w := make([]int, 0, maxLen)
	var rec func()
	rec = func() {
		f(w)
		if len(w) == maxLen {
			return
		}
		for _, s := range syms {
			w = append(w, s)
			rec()
			w = w[:len(w)-1]
		}
	}
	rec()
}

func TestNewErrors(t *testing.T) {
	tr := func(from, sym, to int) Transition { return Transition{From: from, Symbol: sym, To: to} }
	cases := []struct {
		name string
		s    spec
		want error
	}{
		{"no states", spec{n: 0}, ErrStateCount},
		{"negative states", spec{n: -3}, ErrStateCount},
		{"too many states", spec{n: MaxStates + 1}, ErrStateCount},
		{"negative start", spec{n: 2, start: -1}, ErrStateRange},
		{"start too big", spec{n: 2, start: 2}, ErrStateRange},
		{"accepting negative", spec{n: 2, acc: []int{0, -1}}, ErrStateRange},
		{"accepting too big", spec{n: 2, acc: []int{2}}, ErrStateRange},
		{"accepting repeated", spec{n: 3, acc: []int{1, 2, 1}}, ErrDuplicateAccepting},
		{"from negative", spec{n: 2, ts: []Transition{tr(-1, 0, 0)}}, ErrStateRange},
		{"from too big", spec{n: 2, ts: []Transition{tr(0, 0, 1), tr(2, 0, 0)}}, ErrStateRange},
		{"to negative", spec{n: 2, ts: []Transition{tr(0, 0, -1)}}, ErrStateRange},
		{"to too big", spec{n: 2, ts: []Transition{tr(1, 5, 2)}}, ErrStateRange},
		{"nondeterministic", spec{n: 3, ts: []Transition{tr(0, 1, 1), tr(1, 1, 2), tr(0, 1, 2)}}, ErrNondeterministic},
		{"nondeterministic negative symbol", spec{n: 2, ts: []Transition{tr(1, -7, 1), tr(1, -7, 0)}}, ErrNondeterministic},
		{"symbol range too wide", spec{n: 1, ts: []Transition{tr(0, -1, 0), tr(0, MaxSymbolRange-1, 0)}}, ErrSymbolRange},
		{"symbol range extreme", spec{n: 1, ts: []Transition{tr(0, math.MinInt, 0), tr(0, math.MaxInt, 0)}}, ErrSymbolRange},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := New(c.s.n, c.s.start, c.s.acc, c.s.ts)
			if !errors.Is(err, c.want) {
				t.Fatalf("New = %v, %v; want error wrapping %v", d, err, c.want)
			}
			if d != nil {
				t.Errorf("New returned a DFA with error %v", err)
			}
			t.Log(err)
		})
	}
}

func TestNewLimits(t *testing.T) {
	// The widest symbol range, at the ends of int.
	for _, lo := range []int{math.MinInt, -5, math.MaxInt - (MaxSymbolRange - 1)} {
		hi := lo + MaxSymbolRange - 1
		d, err := New(2, 0, []int{1}, []Transition{{0, lo, 1}, {0, hi, 0}})
		if err != nil {
			t.Fatalf("range %d..%d: %v", lo, hi, err)
		}
		if d.MinSymbol() != lo || d.MaxSymbol() != hi {
			t.Errorf("range = %d..%d, want %d..%d", d.MinSymbol(), d.MaxSymbol(), lo, hi)
		}
		if d.Next(0, lo) != 1 || d.Next(0, hi) != 0 || d.Next(0, lo+1) != -1 {
			t.Errorf("range %d..%d: wrong Next inside the range", lo, hi)
		}
		for _, s := range []int{lo - 1, hi + 1, math.MinInt, math.MaxInt, 0} {
			if s >= lo && s <= hi {
				continue
			}
			if got := d.Next(0, s); got != -1 {
				t.Errorf("range %d..%d: Next(0, %d) = %d, want -1", lo, hi, s, got)
			}
		}
		if !d.Accepts([]int{lo}) || d.Accepts([]int{hi}) || d.Accepts([]int{lo - 1}) {
			t.Errorf("range %d..%d: wrong Accepts", lo, hi)
		}
	}
	if _, err := New(MaxStates, MaxStates-1, []int{0}, nil); err != nil {
		t.Errorf("New with MaxStates states: %v", err)
	}
}

func TestNewDuplicatesAndOrder(t *testing.T) {
	ts := []Transition{{2, 1, 0}, {0, 5, 1}, {0, -2, 2}, {2, 1, 0}, {1, 0, 1}, {0, 5, 1}, {0, 3, 0}}
	d, err := New(3, 0, []int{1}, ts)
	if err != nil {
		t.Fatal(err)
	}
	want := []Transition{{0, -2, 2}, {0, 3, 0}, {0, 5, 1}, {1, 0, 1}, {2, 1, 0}}
	got := d.Transitions()
	if !slices.Equal(got, want) {
		t.Fatalf("Transitions = %v, want %v", got, want)
	}
	if d.NumTransitions() != len(want) {
		t.Errorf("NumTransitions = %d, want %d", d.NumTransitions(), len(want))
	}
	got[0].To = 1 // a copy: must not change d
	if d.Next(0, -2) != 2 {
		t.Error("Transitions returned the DFA's own storage")
	}
	if d.NumStates() != 3 || d.Start() != 0 || d.MinSymbol() != -2 || d.MaxSymbol() != 5 {
		t.Errorf("reads = %d %d %d %d", d.NumStates(), d.Start(), d.MinSymbol(), d.MaxSymbol())
	}
	for q, want := range []bool{false, true, false} {
		if d.Accepting(q) != want {
			t.Errorf("Accepting(%d) = %v", q, !want)
		}
	}
	if d.Accepting(-1) || d.Accepting(3) || d.Next(-1, 0) != -1 || d.Next(3, 0) != -1 {
		t.Error("reads of a non-state")
	}
	again, err := New(d.NumStates(), d.Start(), []int{1}, d.Transitions())
	if err != nil {
		t.Fatal(err)
	}
	if !again.Equal(d) || !d.Equal(again) {
		t.Error("New(d.Transitions()) is not Equal to d")
	}
	if d.Equal(nil) || d.Equal(d.Minimize()) {
		t.Error("Equal to nil or to a different automaton")
	}

	e, err := New(1, 0, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	if e.MinSymbol() != 0 || e.MaxSymbol() != -1 || len(e.Transitions()) != 0 || e.Next(0, 0) != -1 {
		t.Errorf("no transitions: range %d..%d, %v", e.MinSymbol(), e.MaxSymbol(), e.Transitions())
	}
}

func TestAcceptsBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		syms := randomAlphabet(r)
		s := randomSpec(r, 8, syms)
		d := s.build(t)
		// Include symbols just outside the alphabet.
		wide := append([]int{syms[0] - 1}, syms...)
		wide = append(wide, syms[len(syms)-1]+1)
		forWords(wide, 4, func(w []int) {
			if got, want := d.Accepts(w), s.accepts(w); got != want {
				t.Fatalf("%+v: Accepts(%v) = %v, want %v", s, w, got, want)
			}
		})
		for q := range s.n {
			for _, a := range wide {
				want := -1
				for _, tr := range s.ts {
					if tr.From == q && tr.Symbol == a {
						want = tr.To
					}
				}
				if got := d.Next(q, a); got != want {
					t.Fatalf("%+v: Next(%d, %d) = %d, want %d", s, q, a, got, want)
				}
			}
		}
	}
}

func TestReadsDoNotAllocate(t *testing.T) {
	d, err := FromFunc(5, 0, []int{0, 1, 2, 3, 4}, 0, 1, noThreeInARow)
	if err != nil {
		t.Fatal(err)
	}
	word := []int{0, 0, 1, 0, 1, 1, 0}
	var sink int
	allocs := testing.AllocsPerRun(100, func() {
		if d.Accepts(word) {
			sink++
		}
		sink += d.Next(1, 0) + d.NumStates() + d.MinSymbol()
	})
	if allocs != 0 {
		t.Errorf("Accepts and Next allocate %v times", allocs)
	}
	_ = sink
}

// noThreeInARow is the transition function of the binary words without
// three equal symbols in a row: state 0 is the start and state 1+2b+k-1
// means that the word ends with k (1 or 2) copies of b.
func noThreeInARow(q, sym int) int {
	if q == 0 {
		return 1 + 2*sym
	}
	if b, k := (q-1)/2, (q-1)%2+1; sym == b {
		if k == 2 {
			return -1
		}
		return q + 1
	}
	return 1 + 2*sym
}
