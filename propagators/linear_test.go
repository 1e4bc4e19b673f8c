package propagators

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestLinearArgs(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, 3), s.NewVar(0, 3)
	big := s.NewVar(cp.MaxValue-10, cp.MaxValue)
	for _, tc := range []struct {
		name   string
		coeffs []int
		xs     []cp.VarID
		rel    Rel
		c      int
	}{
		{"length mismatch", []int{1}, []cp.VarID{x, y}, EQ, 0},
		{"variable outside the store", []int{1, 1}, []cp.VarID{x, 99}, LE, 0},
		{"negative variable", []int{1}, []cp.VarID{-1}, LE, 0},
		{"unknown relation", []int{1, 1}, []cp.VarID{x, y}, Rel(7), 0},
		{"overflowing term", []int{2, 1}, []cp.VarID{big, x}, LE, 0},
		{"overflowing sum", []int{1, 1}, []cp.VarID{big, big}, LE, 0},
		{"overflowing merge", []int{math.MaxInt64, math.MaxInt64}, []cp.VarID{x, x}, LE, 0},
		{"huge constant", []int{1}, []cp.VarID{x}, GE, math.MinInt64},
		{"huge coefficient", []int{math.MinInt64}, []cp.VarID{s.NewConst(0)}, GE, 0},
	} {
		if err := Linear(s, tc.coeffs, tc.xs, tc.rel, tc.c); !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", tc.name, err)
		}
	}
	if err := Linear(s, []int{1 << 20}, []cp.VarID{big}, LE, 0); err == nil {
		t.Error("accepted 2^20·x with x near cp.MaxValue")
	}
	if !s.Propagate() {
		t.Fatal("rejected posts changed the store")
	}
}

// The rewrites: constants, one variable, repeated variables, gcd.
func TestLinearRewrites(t *testing.T) {
	type post func(s *cp.Store, x, y cp.VarID) error
	for _, tc := range []struct {
		name   string
		post   post
		ok     bool
		dx, dy string
		props  int
	}{
		{"0 = 0", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, nil, nil, EQ, 0) }, true, "{0,1,2,3,4,5}", "{0,1,2,3,4,5}", 0},
		{"0 = 1", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, nil, nil, EQ, 1) }, false, "", "", 1},
		{"0 != 0", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{0}, []cp.VarID{x}, NE, 0) }, false, "", "", 0},
		{"x - x <= -1", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{1, -1}, []cp.VarID{x, x}, LE, -1) }, false, "", "", 0},
		{"x + x - y - y + y >= 9", func(s *cp.Store, x, y cp.VarID) error {
			return Linear(s, []int{1, 1, -1, -1, 1}, []cp.VarID{x, x, y, y, y}, GE, 9)
		}, true, "{5}", "{0,1}", 1},
		{"3x = 9", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{3}, []cp.VarID{x}, EQ, 9) }, true, "{3}", "{0,1,2,3,4,5}", 0},
		{"3x = 8", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{3}, []cp.VarID{x}, EQ, 8) }, false, "", "", 0},
		{"-2x <= -5", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{-2}, []cp.VarID{x}, LE, -5) }, true, "{3,4,5}", "{0,1,2,3,4,5}", 0},
		{"2x >= -3", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{2}, []cp.VarID{x}, GE, -3) }, true, "{0,1,2,3,4,5}", "{0,1,2,3,4,5}", 0},
		{"-3x >= -7", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{-3}, []cp.VarID{x}, GE, -7) }, true, "{0,1,2}", "{0,1,2,3,4,5}", 0},
		{"2x != 4", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{2}, []cp.VarID{x}, NE, 4) }, true, "{0,1,3,4,5}", "{0,1,2,3,4,5}", 0},
		{"2x != 3", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{2}, []cp.VarID{x}, NE, 3) }, true, "{0,1,2,3,4,5}", "{0,1,2,3,4,5}", 0},
		{"2x - 4y = 1", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{2, -4}, []cp.VarID{x, y}, EQ, 1) }, false, "", "", 0},
		{"2x - 4y != 1", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{2, -4}, []cp.VarID{x, y}, NE, 1) }, true, "{0,1,2,3,4,5}", "{0,1,2,3,4,5}", 0},
		{"2x - 2y = 6 (as x = y + 3)", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{2, -2}, []cp.VarID{x, y}, EQ, 6) }, true, "{3,4,5}", "{0,1,2}", 1},
		{"-x + y >= 4 (as x <= y - 4)", func(s *cp.Store, x, y cp.VarID) error { return Linear(s, []int{-1, 1}, []cp.VarID{x, y}, GE, 4) }, true, "{0,1}", "{4,5}", 1},
	} {
		s := cp.NewStore()
		x, y := s.NewVar(0, 5), s.NewVar(0, 5)
		if err := tc.post(s, x, y); err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		ok := s.Propagate()
		if ok != tc.ok {
			t.Errorf("%s: propagate %v, want %v", tc.name, ok, tc.ok)
			continue
		}
		if ok && (s.String(x) != tc.dx || s.String(y) != tc.dy) {
			t.Errorf("%s: x %s y %s, want %s %s", tc.name, s.String(x), s.String(y), tc.dx, tc.dy)
		}
		if s.NumProps() != tc.props {
			t.Errorf("%s: %d propagators posted, want %d", tc.name, s.NumProps(), tc.props)
		}
	}
}

// TestLinearEqBoundsR checks that EQ reaches the bounds(R) fixpoint: re-deriving
// each variable's bounds from the other variables' bounds, with floor/ceil
// rounding, changes nothing.
func TestLinearEqBoundsR(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for k := 0; k < 3000; k++ {
		s := cp.NewStore()
		n := 3 + r.IntN(4)
		xs, a := make([]cp.VarID, n), make([]int, n)
		for i := range xs {
			xs[i] = s.NewVarValues(randDom(r, -6, 8))
			for a[i] == 0 {
				a[i] = r.IntN(11) - 5
			}
		}
		c := r.IntN(41) - 20
		if err := Linear(s, a, xs, EQ, c); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() {
			continue
		}
		checked++
		for i := range xs {
			lo, hi := c, c // c - Σ_{j≠i} aⱼxⱼ ranges over [lo, hi]
			for j := range xs {
				if j == i {
					continue
				}
				if a[j] > 0 {
					lo -= a[j] * s.Max(xs[j])
					hi -= a[j] * s.Min(xs[j])
				} else {
					lo -= a[j] * s.Min(xs[j])
					hi -= a[j] * s.Max(xs[j])
				}
			}
			var mn, mx int // aᵢ·xᵢ ∈ [lo, hi]
			if a[i] > 0 {
				mn, mx = -linearFloorDiv(-lo, a[i]), linearFloorDiv(hi, a[i])
			} else {
				mn, mx = -linearFloorDiv(hi, -a[i]), linearFloorDiv(-lo, -a[i])
			}
			if s.Min(xs[i]) < mn || s.Max(xs[i]) > mx {
				t.Fatalf("case %d: %v·%v = %d: variable %d has bounds %d..%d, bounds(R) gives %d..%d",
					k, a, domains(s, xs), c, i, s.Min(xs[i]), s.Max(xs[i]), mn, mx)
			}
		}
	}
	if checked < 500 {
		t.Fatalf("only %d consistent cases checked", checked)
	}
}

// With one unfixed variable, NE removes exactly the forbidden value.
func TestLinearNEOneUnfixed(t *testing.T) {
	s := cp.NewStore()
	x, y, z := s.NewVar(0, 5), s.NewVar(0, 5), s.NewVar(-5, 5)
	if err := Linear(s, []int{2, 3, -3}, []cp.VarID{x, y, z}, NE, 7); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.Size(z) != 11 {
		t.Fatal("pruned with three unfixed variables")
	}
	s.Push()
	s.Assign(x, 2) // 3y - 3z ≠ 3 ⇔ y - z ≠ 1: still no pruning
	if !s.Propagate() || s.Size(y) != 6 || s.Size(z) != 11 {
		t.Fatalf("pruned with two unfixed variables: %s %s", s.String(y), s.String(z))
	}
	s.Assign(y, 4) // -3z ≠ 3 - 12 ⇔ z ≠ 3
	if !s.Propagate() || s.Contains(z, 3) || s.Size(z) != 10 {
		t.Fatalf("z = %s, want every value but 3", s.String(z))
	}
	s.PopTo(0)
	s.Push()
	s.Assign(x, 1) // 3y - 3z ≠ 5: never equal
	s.Assign(z, 0)
	if !s.Propagate() || s.Size(y) != 6 {
		t.Fatalf("y = %s, want it untouched", s.String(y))
	}
	s.PopTo(0)
	s.Push()
	s.Assign(y, 1)
	s.Assign(z, 0)
	s.Assign(x, 2) // 4 + 3 = 7
	if s.Propagate() {
		t.Fatal("accepted 2·2 + 3·1 - 3·0 ≠ 7")
	}
}

func TestLinearNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 8)
	for i := range xs {
		xs[i] = s.NewVar(0, 20)
	}
	for _, err := range []error{
		Linear(s, []int{3, -2, 5, 1, 1, -7, 2, 4}, xs, EQ, 40),
		Linear(s, []int{1, 1, 1, 1}, xs[:4], EQ, 30),
		Linear(s, []int{2, 1, 3}, xs[3:6], LE, 30),
		Linear(s, []int{2, 1, 3, 1}, xs[4:], NE, 31),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMin(xs[0], 4)
		s.Propagate()
		s.Assign(xs[4], 1)
		s.Assign(xs[5], 2)
		s.Propagate()
		s.Assign(xs[6], 3)
		s.SetMax(xs[2], 5)
	})
}

// linearCase builds an oracle case for Σ coeffs[i]·x[vars[i]] rel c over the
// given domains (vars may repeat a variable).
func linearCase(doms [][]int, coeffs []int, vars []int, rel Rel, c int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			ys := make([]cp.VarID, len(vars))
			for i, v := range vars {
				ys[i] = xs[v]
			}
			return Linear(s, coeffs, ys, rel, c)
		},
		check: func(vals []int) bool {
			sum := 0
			for i, v := range vars {
				sum += coeffs[i] * vals[v]
			}
			return linearHolds(sum, rel, c)
		},
		reference: func(doms [][]int) [][]int { return linearBoundsR(doms, coeffs, vars, c) },
	}
}

// linearEqClaim is what Linear prunes for EQ.
const linearEqClaim = "bounds(R): after merging repeated variables, each variable keeps only values v with a·v within c minus the real range of the other terms (their bounds), rounded inwards"

// linearBoundsR applies the bounds(R) rule of Σ coeffs[k]·x[vars[k]] = c
// once: the terms of a variable are merged first, so each variable is
// bounded by the others' bounds.
func linearBoundsR(doms [][]int, coeffs, vars []int, c int) [][]int {
	a := make([]int, len(doms))
	for k, v := range vars {
		a[v] += coeffs[k]
	}
	lo := func(i int) int { return min(a[i]*slices.Min(doms[i]), a[i]*slices.Max(doms[i])) }
	hi := func(i int) int { return max(a[i]*slices.Min(doms[i]), a[i]*slices.Max(doms[i])) }
	some := false
	for i := range a {
		some = some || a[i] != 0
	}
	if !some && c != 0 {
		return emptied(doms)
	}
	return keepIf(doms, func(i, v int) bool {
		if a[i] == 0 {
			return true
		}
		restLo, restHi := 0, 0
		for j := range a {
			if j != i {
				restLo, restHi = restLo+lo(j), restHi+hi(j)
			}
		}
		// a·v ∈ [c − restHi, c − restLo] over the reals.
		t := a[i] * v
		return t >= c-restHi && t <= c-restLo
	})
}

// linearRandCase draws 1..4 distinct variables (or, with repeats, 2..5
// terms over 1..3 variables, some coefficients zero), unit or small
// coefficients, and a right-hand side near the middle of the sum's range.
func linearRandCase(r *rand.Rand, rel Rel, repeats bool) oracleCase {
	nv := 1 + r.IntN(4)
	if repeats {
		nv = 1 + r.IntN(3)
	}
	doms := make([][]int, nv)
	for i := range doms {
		doms[i] = randDom(r, -2, 3)
	}
	nt := nv
	if repeats {
		nt = nv + 1 + r.IntN(2)
	}
	unit := r.IntN(3) == 0
	coeffs, vars := make([]int, nt), make([]int, nt)
	for i := range coeffs {
		vars[i] = i % nv
		if repeats {
			vars[i] = r.IntN(nv)
		}
		switch {
		case repeats:
			coeffs[i] = r.IntN(7) - 3 // zero allowed
		case unit:
			coeffs[i] = 2*r.IntN(2) - 1
		default:
			for coeffs[i] == 0 {
				coeffs[i] = r.IntN(9) - 4
			}
		}
	}
	span := 0
	for _, a := range coeffs {
		span += 3 * max(a, -a)
	}
	c := r.IntN(span+1) - span/2
	return linearCase(doms, coeffs, vars, rel, c)
}

func init() {
	tiny := func(rel Rel) func() oracleCase {
		return func() oracleCase {
			d := []int{-1, 0, 2}
			return linearCase([][]int{d, d, {0, 1, 3}}, []int{2, -3, 1}, []int{0, 1, 2}, rel, 1)
		}
	}
	for _, row := range []struct {
		name string
		rel  Rel
		st   strength
	}{
		// EQ is bounds(R) consistent, weaker than the harness's bounds(Z):
		// its claim is checked by linearBoundsR.
		{"linear-eq", EQ, claimed},
		{"linear-le", LE, boundsZ},
		{"linear-ge", GE, boundsZ},
		{"linear-ne", NE, domainC},
	} {
		claim := ""
		if row.st == claimed {
			claim = linearEqClaim
		}
		addOracleRow(oracleRow{
			name: row.name, strength: row.st, claim: claim,
			gen:  func(r *rand.Rand) oracleCase { return linearRandCase(r, row.rel, false) },
			tiny: tiny(row.rel),
		})
	}
	// Repeated variables and zero coefficients (merged at post).
	addOracleRow(oracleRow{
		name: "linear-eq-repeats", strength: claimed, claim: linearEqClaim,
		gen: func(r *rand.Rand) oracleCase { return linearRandCase(r, EQ, true) },
	})
	addOracleRow(oracleRow{
		name: "linear-le-repeats", strength: boundsZ,
		gen: func(r *rand.Rand) oracleCase { return linearRandCase(r, Rel(LE+Rel(r.IntN(2))), true) },
	})
	addOracleRow(oracleRow{
		name: "linear-ne-repeats", strength: domainC,
		gen: func(r *rand.Rand) oracleCase { return linearRandCase(r, NE, true) },
	})
}
