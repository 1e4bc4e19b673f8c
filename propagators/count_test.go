package propagators

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestCountArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, n := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	for name, err := range map[string]error{
		"repeated variable":   Count(s, []cp.VarID{x, y, x}, 1, n),
		"n among xs":          Count(s, []cp.VarID{x, n}, 1, n),
		"xs outside store":    Count(s, []cp.VarID{x, 9}, 1, n),
		"n outside store":     Among(s, []cp.VarID{x}, []int{1}, 9),
		"among: repeated":     Among(s, []cp.VarID{y, y}, []int{1, 2}, n),
		"among: n among xs":   Among(s, []cp.VarID{n}, []int{1, 2}, n),
		"among: negative var": Among(s, []cp.VarID{-1}, []int{1, 2}, n),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	// Empty xs or an empty set: n = 0.
	if err := Count(s, nil, 1, n); err != nil || s.String(n) != "{0}" {
		t.Errorf("Count over no variables: err %v, n = %s", err, s.String(n))
	}
	m := s.NewVar(1, 3)
	if err := Among(s, []cp.VarID{x, y}, nil, m); err != nil || s.Propagate() {
		t.Errorf("Among with no values and n ≥ 1: err %v, want a failed store", err)
	}
}

// Among over wide domains (several words, unaligned bases, values outside
// some domains) against brute force on the counts.
func TestAmongWide(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for k := 0; k < 400; k++ {
		s := cp.NewStore()
		nx := 1 + r.IntN(6)
		xs := make([]cp.VarID, nx)
		doms := make([][]int, nx)
		for i := range xs {
			lo := r.IntN(300) - 150
			for len(doms[i]) == 0 {
				for v := lo; v < lo+200; v++ {
					if r.IntN(20) == 0 {
						doms[i] = append(doms[i], v)
					}
				}
			}
			xs[i] = s.NewVarValues(doms[i])
		}
		var values []int
		for range 30 {
			values = append(values, r.IntN(400)-200)
		}
		// Take n's bounds from the possible counts, then squeeze them.
		in, pos := 0, 0
		for _, d := range doms {
			c := 0
			for _, v := range d {
				if slices.Contains(values, v) {
					c++
				}
			}
			if c == len(d) {
				in++
			}
			if c > 0 {
				pos++
			}
		}
		n := s.NewVar(-1, nx+1)
		if err := Among(s, xs, values, n); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() || s.Min(n) != in || s.Max(n) != pos {
			t.Fatalf("case %d: n = %s, want %d..%d", k, s.String(n), in, pos)
		}
		for _, target := range []int{in, pos} {
			s.Push()
			if !s.Assign(n, target) || !s.Propagate() {
				t.Fatalf("case %d: n = %d failed", k, target)
			}
			for i, x := range xs {
				c := 0
				for _, v := range doms[i] {
					if slices.Contains(values, v) {
						c++
					}
				}
				if c == 0 || c == len(doms[i]) {
					if s.Size(x) != len(doms[i]) {
						t.Fatalf("case %d: n = %d pruned the decided x%d to %s", k, target, i, s.String(x))
					}
					continue
				}
				want := c // n = pos: the undecided keep their values in the set
				if target == in {
					want = len(doms[i]) - c
				}
				for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
					if slices.Contains(values, v) != (target == pos) {
						t.Fatalf("case %d: n = %d but x%d keeps %d", k, target, i, v)
					}
				}
				if s.Size(x) != want {
					t.Fatalf("case %d: n = %d: x%d = %s, want %d values", k, target, i, s.String(x), want)
				}
			}
			s.PopTo(0)
		}
	}
}

func TestCountNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 12)
	for i := range xs {
		xs[i] = s.NewVar(0, 150)
	}
	n1, n2 := s.NewVar(0, 12), s.NewVar(0, 12)
	for _, err := range []error{Count(s, xs, 3, n1), Among(s, xs, []int{1, 70, 140}, n2)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 3)
		s.Remove(xs[1], 3)
		s.Propagate()
		s.SetMax(n1, 1)
		s.Propagate()
		s.SetMin(n2, 12)
		s.Propagate()
	})
}

// Listed values at the ends of int are not in any domain and must not
// overflow the masks' index arithmetic.
func TestAmongExtremeValues(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(-5, 5), s.NewVar(-5, 5)
	n := s.NewVar(0, 2)
	if err := Among(s, []cp.VarID{x, y}, []int{math.MaxInt, math.MinInt, 0}, n); err != nil {
		t.Fatal(err)
	}
	s.Assign(n, 2)
	if !s.Propagate() || s.String(x) != "{0}" || s.String(y) != "{0}" {
		t.Errorf("x %s y %s, want {0} {0}", s.String(x), s.String(y))
	}
}

// countCase: variables (x0, …, xk-1, n), n = |{i : xi ∈ values}|; single
// posts Count (values has one element), otherwise Among.
func countCase(doms [][]int, values []int, single bool) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			k := len(xs) - 1
			if single {
				return Count(s, xs[:k], values[0], xs[k])
			}
			return Among(s, xs[:k], values, xs[k])
		},
		check: func(v []int) bool {
			k, c := len(v)-1, 0
			for _, x := range v[:k] {
				if slices.Contains(values, x) {
					c++
				}
			}
			return v[k] == c
		},
	}
}

func countRand(r *rand.Rand, single bool) oracleCase {
	k := r.IntN(5)
	doms := make([][]int, k+1)
	for i := range k {
		doms[i] = randDom(r, 0, 3)
	}
	doms[k] = randDom(r, -1, 5)
	values := []int{r.IntN(5)}
	if !single {
		values = values[:0]
		for v := range 5 {
			if r.IntN(2) == 0 {
				values = append(values, v, v) // repeats are ignored
			}
		}
	}
	return countCase(doms, values, single)
}

func init() {
	addOracleRow(oracleRow{
		name: "count", strength: domainC,
		gen: func(r *rand.Rand) oracleCase { return countRand(r, true) },
		tiny: func() oracleCase {
			return countCase([][]int{{0, 1, 2}, {0, 1}, {1, 2}, {0, 1, 2, 3}}, []int{1}, true)
		},
	})
	addOracleRow(oracleRow{
		name: "among", strength: domainC,
		gen: func(r *rand.Rand) oracleCase { return countRand(r, false) },
		tiny: func() oracleCase {
			return countCase([][]int{{0, 1, 3}, {1, 2}, {0, 3}, {0, 1, 2, 3}}, []int{3, 1}, false)
		},
	})
}
