package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestReifArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, b := s.NewVar(0, 5), s.NewVar(-3, 3), s.NewVar(0, 1)
	wide := s.NewVar(0, 2)
	xy := []cp.VarID{x, y}
	for name, err := range map[string]error{
		"linear: unknown relation": ReifLinear(s, []int{1, 1}, xy, Rel(9), 0, b, Equiv),
		"linear: unknown mode":     ReifLinear(s, []int{1, 1}, xy, EQ, 0, b, Reif(5)),
		"linear: lengths":          ReifLinear(s, []int{1}, xy, EQ, 0, b, Equiv),
		"linear: wide b":           ReifLinear(s, []int{1, 1}, xy, EQ, 0, wide, Equiv),
		"linear: b outside":        ReifLinear(s, []int{1, 1}, xy, EQ, 0, 42, Equiv),
		"linear: x outside":        ReifLinear(s, []int{1, 1}, []cp.VarID{x, 42}, EQ, 0, b, Equiv),
		"linear: overflow":         ReifLinear(s, []int{1 << 60, 1 << 60}, xy, LE, 0, b, Implies),
		"in: unknown mode":         ReifIn(s, x, []int{1}, b, Reif(2)),
		"in: wide b":               ReifIn(s, x, []int{1}, wide, Equiv),
		"in: x outside":            ReifIn(s, -1, []int{1}, b, Equiv),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() || s.Size(b) != 2 {
		t.Error("rejected posts changed the store")
	}
}

// Which propagator each shape is rewritten to (the kinds), and that a
// fixed b posts the plain constraint.
func TestReifLinearRewrites(t *testing.T) {
	for _, tc := range []struct {
		coeffs []int
		rel    Rel
		bFixed int // -1: unfixed
		want   string
	}{
		{[]int{2}, EQ, -1, "reif-eq-val"},
		{[]int{-1}, LE, -1, "reif-le-val"},
		{[]int{3}, GE, -1, "reif-le-val"},
		{[]int{1, -1}, NE, -1, "reif-eq"},
		{[]int{-1, 1}, GE, -1, "reif-lesseq"},
		{[]int{1, 1}, LE, -1, "reif-linear-le"},
		{[]int{2, -2}, EQ, -1, "reif-eq"}, // gcd
		{[]int{2, 3}, NE, -1, "reif-linear-eq"},
		{[]int{2, 3}, EQ, 1, "linear-eq"},
		{[]int{2, 3}, EQ, 0, "linear-ne"},
		{[]int{2, 3}, LE, 0, "linear-le"},
	} {
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVar(0, 9), s.NewVar(0, 9)}[:len(tc.coeffs)]
		b := s.NewVar(0, 1)
		if tc.bFixed >= 0 {
			s.Assign(b, tc.bFixed)
		}
		if err := ReifLinear(s, tc.coeffs, xs, tc.rel, 4, b, Equiv); err != nil {
			t.Fatal(err)
		}
		if s.NumProps() != 1 || s.Kind(0) != tc.want {
			kind := ""
			if s.NumProps() > 0 {
				kind = s.Kind(0)
			}
			t.Errorf("%v %v 4 (b %d): %d propagators, kind %q, want one %q", tc.coeffs, tc.rel, tc.bFixed, s.NumProps(), kind, tc.want)
		}
	}
}

func TestReifNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 5)
	for i := range xs {
		xs[i] = s.NewVar(-20, 150) // three words
	}
	bs := make([]cp.VarID, 12)
	for i := range bs {
		bs[i] = s.NewVar(0, 1)
	}
	for _, err := range []error{
		ReifLinear(s, []int{3, -2, 5, 1}, xs[:4], EQ, 40, bs[0], Equiv),
		ReifLinear(s, []int{3, -2, 5, 1}, xs[1:], NE, 40, bs[1], Equiv),
		ReifLinear(s, []int{3, 2, 5, 1}, xs[:4], LE, 300, bs[2], Equiv),
		ReifLinear(s, []int{1, 1, 1}, xs[:3], GE, 60, bs[3], Implies),
		ReifLinear(s, []int{1}, xs[:1], EQ, 7, bs[4], Equiv),
		ReifLinear(s, []int{1}, xs[1:2], LE, 70, bs[5], Equiv),
		ReifLinear(s, []int{1, -1}, xs[2:4], EQ, 3, bs[6], Equiv),
		ReifLinear(s, []int{1, -1}, xs[3:5], LE, -2, bs[7], Implies),
		ReifIn(s, xs[4], []int{-5, 3, 70, 71, 140}, bs[8], Equiv),
		ReifIn(s, xs[0], []int{1, 2, 3, 100}, bs[9], Implies),
		ReifLinear(s, []int{1, -1}, xs[:2], NE, 0, bs[10], Equiv),
		ReifLinear(s, []int{1, 1}, xs[3:5], LE, 90, bs[11], Implies),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		for i, x := range xs {
			if !s.SetMax(x, 100-7*i) || !s.Remove(x, 3) || !s.Propagate() {
				return
			}
		}
		for i, b := range bs {
			if !s.Assign(b, i%2) || !s.Propagate() {
				return
			}
		}
		for i, x := range xs {
			if !s.Assign(x, s.Min(x)+i) || !s.Propagate() {
				return
			}
		}
	})
}

// Random models of reified sums and memberships over small integer
// variables, counted by depth-first search against brute force.
func TestReifSearchCount(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	const nx, nb = 4, 4
	for k := 0; k < 300; k++ {
		s := cp.NewStore()
		doms := make([][]int, nx+nb)
		xs := make([]cp.VarID, nx+nb)
		for i := range xs {
			if i < nx {
				doms[i] = randDom(r, -2, 3)
			} else {
				doms[i] = []int{0, 1}
			}
			xs[i] = s.NewVarValues(doms[i])
		}
		var checks []func(v []int) bool
		for range 2 + r.IntN(4) {
			bi := nx + r.IntN(nb)
			mode := randMode(r)
			if r.IntN(4) == 0 {
				xi := r.IntN(nx)
				values := randDom(r, -3, 4)
				if err := ReifIn(s, xs[xi], values, xs[bi], mode); err != nil {
					t.Fatal(err)
				}
				checks = append(checks, func(v []int) bool {
					return reifHolds(v[bi], slices.Contains(values, v[xi]), mode)
				})
				continue
			}
			nt := 1 + r.IntN(3)
			coeffs, vars := make([]int, nt), make([]int, nt)
			for i := range coeffs {
				coeffs[i], vars[i] = r.IntN(7)-3, r.IntN(nx)
			}
			if nt == 2 && r.IntN(2) == 0 {
				coeffs[0], coeffs[1] = 1, -1 // the binary rewrites
			}
			rel, c := randRel(r), r.IntN(7)-3
			if err := ReifLinear(s, coeffs, pick(xs, vars), rel, c, xs[bi], mode); err != nil {
				t.Fatal(err)
			}
			checks = append(checks, func(v []int) bool {
				sum := 0
				for i, j := range vars {
					sum += coeffs[i] * v[j]
				}
				return reifHolds(v[bi], linearHolds(sum, rel, c), mode)
			})
		}
		holds := func(v []int) bool {
			for _, c := range checks {
				if !c(v) {
					return false
				}
			}
			return true
		}
		want := 0
		forEachAssignment(doms, func(v []int) {
			if holds(v) {
				want++
			}
		})
		if got := circuitCount(t, s, xs, holds); got != want {
			t.Fatalf("model %d: search finds %d solutions, brute force %d", k, got, want)
		}
	}
}
