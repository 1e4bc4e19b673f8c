package propagators

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestArithArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, z := s.NewVar(0, 5), s.NewVar(0, 5), s.NewVar(0, 5)
	for _, c := range []struct {
		what string
		err  error
	}{
		{"Times with an outside variable", Times(s, x, y, 7)},
		{"Times with z = x", Times(s, x, y, x)},
		{"Times with z = y", Times(s, x, y, y)},
		{"Div with x = y", Div(s, x, x, z)},
		{"Div with x = z", Div(s, x, y, x)},
		{"Div with an outside variable", Div(s, -1, y, z)},
		{"AbsDiff with z = x", AbsDiff(s, x, y, x)},
		{"AbsDiff with an outside variable", AbsDiff(s, x, 9, z)},
		{"Max of nothing", Max(s, nil, z)},
		{"Min with an outside z", Min(s, []cp.VarID{x}, 8)},
		{"Max with an outside argument", Max(s, []cp.VarID{x, 8}, z)},
		{"Cage with an unknown op", Cage(s, CageOp(9), 3, []cp.VarID{x, y})},
		{"Cage without cells", Cage(s, CageAdd, 3, nil)},
		{"Cage with a repeated cell", Cage(s, CageAdd, 3, []cp.VarID{x, y, x})},
		{"Cage with an outside cell", Cage(s, CageAdd, 3, []cp.VarID{x, 11})},
		{"− cage of 3 cells", Cage(s, CageSub, 1, []cp.VarID{x, y, z})},
		{"÷ cage of 1 cell", Cage(s, CageDiv, 2, []cp.VarID{x})},
		{"× cage with target 0", Cage(s, CageMul, 0, []cp.VarID{x, y})},
		{"÷ cage with target -2", Cage(s, CageDiv, -2, []cp.VarID{x, y})},
		{"− cage with target -1", Cage(s, CageSub, -1, []cp.VarID{x, y})},
	} {
		if !errors.Is(c.err, ErrArgs) {
			t.Errorf("%s: error %v, want ErrArgs", c.what, c.err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected arguments changed the store")
	}
}

func TestArithRewrites(t *testing.T) {
	s := cp.NewStore()
	x, y, z := s.NewVar(-3, 3), s.NewVar(0, 5), s.NewVar(0, 5)
	if err := AbsDiff(s, x, x, z); err != nil || !s.Propagate() || s.String(z) != "{0}" {
		t.Errorf("AbsDiff(x, x, z): err %v, z = %s, want {0}", err, s.String(z))
	}
	// A one-cell cage assigns; one outside the domain fails.
	if err := Cage(s, CageMul, 4, []cp.VarID{y}); err != nil || !s.Propagate() || s.String(y) != "{4}" {
		t.Errorf("one-cell cage: err %v, y = %s, want {4}", err, s.String(y))
	}
	s2 := cp.NewStore()
	w := s2.NewVar(1, 4)
	if err := Cage(s2, CageAdd, 7, []cp.VarID{w}); err != nil || s2.Propagate() {
		t.Errorf("one-cell cage with a target outside the domain: err %v, want a failing store", err)
	}
	// z = max(z, x, y) is x ≤ z, y ≤ z; max(x, x) is x.
	s3 := cp.NewStore()
	a, b, c := s3.NewVar(0, 9), s3.NewVar(2, 7), s3.NewVar(0, 5)
	if err := Max(s3, []cp.VarID{a, c, b}, c); err != nil || !s3.Propagate() || s3.String(a) != "{0,1,2,3,4,5}" || s3.String(c) != "{2,3,4,5}" {
		t.Errorf("Max with z among xs: a = %s, c = %s", s3.String(a), s3.String(c))
	}
	if err := Min(s3, []cp.VarID{b, b}, a); err != nil || !s3.Propagate() || s3.String(a) != "{2,3,4,5}" || s3.String(b) != "{2,3,4,5}" {
		t.Errorf("Min(b, b) = a: a = %s, b = %s", s3.String(a), s3.String(b))
	}
}

// arithBrute posts a constraint on the given domains, propagates and checks
// against brute force that no supported value was removed and, when
// boundsZ is set, that every bound has a support within the intervals.
func arithBrute(t *testing.T, what string, doms [][]int, post func(*cp.Store, []cp.VarID) error, check func([]int) bool, boundsZ bool) {
	t.Helper()
	s := cp.NewStore()
	xs := make([]cp.VarID, len(doms))
	for i, d := range doms {
		xs[i] = s.NewVarValues(d)
	}
	if err := post(s, xs); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
	supported := make([]map[int]bool, len(doms))
	for i := range supported {
		supported[i] = map[int]bool{}
	}
	forEachAssignment(doms, func(v []int) {
		if check(v) {
			for i := range v {
				supported[i][v[i]] = true
			}
		}
	})
	if !s.Propagate() {
		if len(supported[0]) > 0 {
			t.Fatalf("%s: fails with solutions", what)
		}
		return
	}
	if len(supported[0]) == 0 {
		if boundsZ {
			t.Fatalf("%s: no solution, no failure (domains %v)", what, domains(s, xs))
		}
		return
	}
	for i, x := range xs {
		for v := range supported[i] {
			if !s.Contains(x, v) {
				t.Fatalf("%s: removed supported value %d of variable %d", what, v, i)
			}
		}
	}
	if !boundsZ {
		return
	}
	checkBoundsZ(s, xs, oracleCase{check: check}, func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s: "+format, append([]any{what}, args...)...)
	})
}

func arithRandSet(r *rand.Rand, lo, hi, n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = lo + r.IntN(hi-lo+1)
	}
	return d
}

// TestArithBoundsMode checks the public propagators on domains too large
// for the domain pass.
func TestArithBoundsMode(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for k := 0; k < 12; k++ {
		x, y := arithRandSet(r, -30, 40, 80), arithRandSet(r, -40, 25, 80)
		z := arithRandSet(r, -150, 200, 200)
		arithBrute(t, "Times", [][]int{x, y, z}, func(s *cp.Store, v []cp.VarID) error { return Times(s, v[0], v[1], v[2]) },
			func(v []int) bool { return v[0]*v[1] == v[2] }, true)
		arithBrute(t, "Div", [][]int{z, x, y}, func(s *cp.Store, v []cp.VarID) error { return Div(s, v[0], v[1], v[2]) },
			func(v []int) bool { return v[1] != 0 && v[0] == v[1]*v[2] }, true)
		arithBrute(t, "AbsDiff", [][]int{x, y, arithRandSet(r, -5, 90, 40)}, func(s *cp.Store, v []cp.VarID) error { return AbsDiff(s, v[0], v[1], v[2]) },
			func(v []int) bool { return max(v[0]-v[1], v[1]-v[0]) == v[2] }, true)
		sq := arithRandSet(r, -100, 100, 120)
		arithBrute(t, "square", [][]int{sq, arithRandSet(r, 0, 9000, 200)}, func(s *cp.Store, v []cp.VarID) error { return Times(s, v[0], v[0], v[1]) },
			func(v []int) bool { return v[0]*v[0] == v[1] }, true)
		// Fixed z with a wide factor: the divisor search.
		arithBrute(t, "Times fixed z", [][]int{arithRandSet(r, -3000, 3000, 200), arithRandSet(r, -3000, 3000, 200), {r.IntN(5000) - 2500}},
			func(s *cp.Store, v []cp.VarID) error { return Times(s, v[0], v[1], v[2]) },
			func(v []int) bool { return v[0]*v[1] == v[2] }, true)
	}
}

func TestArithOverflow(t *testing.T) {
	// Values lie within ±cp.MaxValue (2^62-1): sums and differences fit in
	// an int, products of two values do not.
	const big = cp.MaxValue / 4
	huge := func(c, w int) []int {
		d := make([]int, 2*w+1)
		for i := range d {
			d[i] = c - w + i
		}
		return d
	}
	times := func(s *cp.Store, v []cp.VarID) error { return Times(s, v[0], v[1], v[2]) }
	timesBounds := func(s *cp.Store, v []cp.VarID) error {
		arithTimesPost(s, v[0], v[1], v[2], false, 0, "times")
		return nil
	}
	// a·b overflows an int for |b| ≥ 8 (and b ≥ 3 for a near cp.MaxValue); check with
	// exact arithmetic.
	check := func(v []int) bool {
		p, ok := arithMul(v[0], v[1])
		return ok && p == v[2]
	}
	for _, post := range []func(*cp.Store, []cp.VarID) error{times, timesBounds} {
		arithBrute(t, "big·small", [][]int{huge(big, 5), {-9, -3, 1, 2, 3, 4, 9}, huge(2*big, 30)}, post, check, true)
		arithBrute(t, "small·huge", [][]int{{-3, -1, 0, 1, 2, 3}, huge(cp.MaxValue-10, 10), huge(cp.MaxValue-15, 15)}, post, check, false)
		arithBrute(t, "negative huge", [][]int{{-3, -1, 1, 2, 3}, huge(cp.MinValue+10, 10), huge(cp.MinValue+12, 12)}, post, check, true)
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVar(4_000_000_000, 4_000_000_010), s.NewVar(4_000_000_000, 4_000_000_010), s.NewVar(cp.MaxValue-20, cp.MaxValue)}
		if err := post(s, xs); err != nil || s.Propagate() {
			t.Errorf("no product fits: err %v, want a failing store", err)
		}
	}
	absCheck := func(v []int) bool {
		d := v[0] - v[1]
		if (v[1] < 0 && d < v[0]) || (v[1] > 0 && d > v[0]) {
			return false // overflow: |x − y| exceeds every int
		}
		return max(d, -d) == v[2]
	}
	for _, limit := range []int{0, arithDomainLimit} {
		post := func(s *cp.Store, v []cp.VarID) error {
			arithAbsDiffPost(s, v[0], v[1], v[2], limit)
			return nil
		}
		arithBrute(t, "absdiff far apart", [][]int{huge(cp.MaxValue-5, 5), huge(cp.MinValue+5, 5), huge(cp.MaxValue-3, 3)}, post, absCheck, false)
		arithBrute(t, "absdiff near max", [][]int{huge(cp.MaxValue-5, 5), huge(cp.MaxValue-8, 8), {0, 1, 2, 3, 4, 5, 20}}, post, absCheck, false)
	}
}

func TestCageCompiles(t *testing.T) {
	s := cp.NewStore()
	row := []cp.VarID{s.NewVar(1, 6), s.NewVar(1, 6), s.NewVar(1, 6), s.NewVar(1, 6)}
	if err := Cage(s, CageMul, 180, row[:3]); err != nil {
		t.Fatal(err)
	}
	if s.NumProps() != 1 || s.Kind(0) != "cage" {
		t.Fatalf("× cage posted %d propagators, kind %q; want one table", s.NumProps(), s.Kind(0))
	}
	if !s.Propagate() {
		t.Fatal("fails")
	}
	// 180 = 5·6·6 in some order: 5 and 6 only.
	for _, x := range row[:3] {
		if s.String(x) != "{5,6}" {
			t.Errorf("× 180 cage: %s, want {5,6}", s.String(x))
		}
	}
	// Too many tuples: the sum is decomposed.
	s = cp.NewStore()
	cells := make([]cp.VarID, 9)
	for i := range cells {
		cells[i] = s.NewVar(1, 9)
	}
	if err := Cage(s, CageAdd, 45, cells); err != nil {
		t.Fatal(err)
	}
	if s.NumProps() != 1 || s.Kind(0) != "sum" {
		t.Errorf("9-cell + cage posted %d propagators, kind %q; want the sum", s.NumProps(), s.Kind(0))
	}
	// An unsatisfiable cage fails.
	s = cp.NewStore()
	a, b := s.NewVar(1, 4), s.NewVar(1, 4)
	if err := Cage(s, CageDiv, 5, []cp.VarID{a, b}); err != nil || s.Propagate() {
		t.Errorf("4x4 ÷5 cage: err %v, want a failing store", err)
	}
}

func TestArithNoAllocs(t *testing.T) {
	s := cp.NewStore()
	v3 := func(a, b, c, d, e, f int) (cp.VarID, cp.VarID, cp.VarID) {
		return s.NewVar(a, b), s.NewVar(c, d), s.NewVar(e, f)
	}
	tx, ty, tz := v3(-50, 50, -40, 60, -2000, 3000) // bounds mode
	sx, sy, sz := v3(-5, 5, 0, 6, -30, 30)          // domain mode
	dx, dy, dz := v3(-30, 30, -5, 5, 0, 6)
	qx, qz, _ := v3(-70, 70, 0, 5000, 0, 0)
	ax, ay, az := v3(-50, 50, -40, 60, 0, 200)
	mx, my, mz := v3(-50, 50, -40, 60, -100, 100)
	nx, ny, nz := v3(-50, 50, -40, 60, -100, 100)
	cells := []cp.VarID{s.NewVar(1, 9), s.NewVar(1, 9), s.NewVar(1, 9)}
	big := make([]cp.VarID, 9)
	for i := range big {
		big[i] = s.NewVar(1, 9)
	}
	prod := []cp.VarID{s.NewVar(1, 9), s.NewVar(1, 9), s.NewVar(1, 9)}
	for _, err := range []error{
		Times(s, tx, ty, tz),
		Times(s, sx, sy, sz),
		Div(s, dx, dy, dz),
		Times(s, qx, qx, qz),
		AbsDiff(s, ax, ay, az),
		Max(s, []cp.VarID{mx, my}, mz),
		Min(s, []cp.VarID{nx, ny}, nz),
		Cage(s, CageAdd, 15, cells),
		Cage(s, CageAdd, 40, big),
		arithCagePost(s, CageMul, 24, prod, 0),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		for _, x := range []cp.VarID{tx, sx, dx, qx, ax, mx, nx} {
			s.Remove(x, 7)
			s.SetMax(x, 30)
		}
		s.Propagate()
		for _, x := range []cp.VarID{ty, sy, dy, my, ny, cells[0], big[2], prod[0]} {
			s.SetMin(x, 3)
		}
		s.Remove(big[4], 5)
		s.Propagate()
		for _, x := range []cp.VarID{tz, sz, dz, qz, az, mz, nz, cells[1], prod[1]} {
			s.Remove(x, 4)
		}
	})
}

// TestArithProductSupport checks the support test of a product's bound
// against brute force, over intervals that lead the divisor search through
// each of its three strategies (the first factor, the second, the divisors).
func TestArithProductSupport(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for k := 0; k < 1000; k++ {
		a0 := r.IntN(200) - 100
		b0 := r.IntN(200) - 100
		a1, b1 := a0+r.IntN(3), b0+r.IntN(3)
		switch k % 3 {
		case 0:
			a1 = a0 + r.IntN(400)
		case 1:
			b1 = b0 + r.IntN(400)
		default:
			a1, b1 = a0+r.IntN(400), b0+r.IntN(400)
		}
		nz := r.IntN(2) == 0
		s := cp.NewStore()
		a, b, c := s.NewVar(a0, a1), s.NewVar(b0, b1), s.NewVar(-50000, 50000)
		p := &arithTimes{a: a, b: b, c: c, nz: nz}
		for j := 0; j < 20; j++ {
			v := r.IntN(20001) - 10000
			want := false
			for x := a0; x <= a1 && !want; x++ {
				if x == 0 && nz {
					continue
				}
				for y := b0; y <= b1; y++ {
					if x*y == v {
						want = true
						break
					}
				}
			}
			if got := p.supported(s, 2, v); got != want {
				t.Fatalf("a ∈ [%d, %d] (nonzero %v), b ∈ [%d, %d]: support of c = %d is %v, want %v", a0, a1, nz, b0, b1, v, got, want)
			}
		}
	}
}
