package dfa

import (
	"errors"
	"math/rand/v2"
	"testing"
)

func TestFromFunc(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 300 {
		syms := randomAlphabet(r)
		s := randomSpec(r, 8, syms)
		table := map[[2]int]int{}
		for _, tr := range s.ts {
			table[[2]int{tr.From, tr.Symbol}] = tr.To
		}
		calls := map[[2]int]int{}
		next := func(q, a int) int {
			calls[[2]int{q, a}]++
			if to, ok := table[[2]int{q, a}]; ok {
				return to
			}
			return -1
		}
		// A range one wider than the alphabet on each side.
		lo, hi := syms[0]-1, syms[len(syms)-1]+1
		f, err := FromFunc(s.n, s.start, s.acc, lo, hi, next)
		if err != nil {
			t.Fatal(err)
		}
		for k, c := range calls {
			if c != 1 || k[1] < lo || k[1] > hi {
				t.Fatalf("%d: next%v called %d times", i, k, c)
			}
		}
		if want := s.build(t).Minimize(); !f.Equal(want) {
			t.Fatalf("%d: FromFunc = %v, want %v", i, f.Transitions(), want.Transitions())
		}
		if f.Minimize() != f {
			t.Fatalf("%d: FromFunc result not marked minimal", i)
		}
	}
}

func TestFromFuncErrors(t *testing.T) {
	id := func(q, _ int) int { return q }
	cases := []struct {
		name  string
		n, st int
		acc   []int
		lo    int
		hi    int
		next  func(q, a int) int
		want  error
	}{
		{"no states", 0, 0, nil, 0, 1, id, ErrStateCount},
		{"too many states", MaxStates + 1, 0, nil, 0, 1, id, ErrStateCount},
		{"start", 2, 2, nil, 0, 1, id, ErrStateRange},
		{"accepting", 2, 0, []int{3}, 0, 1, id, ErrStateRange},
		{"accepting repeated", 2, 0, []int{0, 0}, 0, 1, id, ErrDuplicateAccepting},
		{"empty range", 2, 0, nil, 1, 0, id, ErrSymbolRange},
		{"wide range", 2, 0, nil, -MaxSymbolRange / 2, MaxSymbolRange / 2, id, ErrSymbolRange},
		{"next too big", 3, 0, nil, 0, 1, func(q, a int) int { return q + a }, ErrStateRange},
		{"next negative", 3, 0, nil, 0, 1, func(q, a int) int { return -2 }, ErrStateRange},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d, err := FromFunc(c.n, c.st, c.acc, c.lo, c.hi, c.next)
			if !errors.Is(err, c.want) || d != nil {
				t.Fatalf("FromFunc = %v, %v; want error wrapping %v", d, err, c.want)
			}
			t.Log(err)
		})
	}
}

func TestProduct(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for i := range 300 {
		syms := randomAlphabet(r)
		symsB := syms
		if r.IntN(3) == 0 { // a shifted alphabet: partial overlap
			symsB = randomAlphabet(r)
		}
		sa, sb := randomSpec(r, 6, syms), randomSpec(r, 6, symsB)
		a, b := sa.build(t), sb.build(t)
		p := Product(a, b)
		all := append(append([]int{}, syms...), symsB...)
		forWords(all, 5, func(w []int) {
			if got, want := p.Accepts(w), sa.accepts(w) && sb.accepts(w); got != want {
				t.Fatalf("%d: Product accepts %v = %v, want %v\n%+v\n%+v", i, w, got, want, sa, sb)
			}
		})
		checkCanonical(t, p)
		if !Product(b, a).Equal(p) {
			t.Fatalf("%d: Product not commutative", i)
		}
		if !Product(a, a).Equal(a.Minimize()) {
			t.Fatalf("%d: Product(a, a) is not a", i)
		}
	}
}

func TestProductLarge(t *testing.T) {
	// More than 1<<20 pairs of states: the sparse pair numbering.
	a := modSumSpec(60).build(t) // 5551 states
	m := a.Minimize()
	p := Product(a, a)
	if !p.Equal(m) {
		t.Fatalf("Product(a, a) has %d states, a minimised %d", p.NumStates(), m.NumStates())
	}
}
