package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
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
		{"Div with x = y", Div(s, x, x, z)},
		{"Div with x = z", Div(s, x, y, x)},
		{"Div with an outside variable", Div(s, -1, y, z)},
		{"AbsDiff with an outside variable", AbsDiff(s, x, 9, z)},
		{"Max of nothing", Max(s, nil, z)},
		{"Min with an outside z", Min(s, []cp.VarID{x}, 8)},
		{"Max with an outside argument", Max(s, []cp.VarID{x, 8}, z)},
		{"Cage with an unknown op", Cage(s, CageOp(9), 3, []cp.VarID{x, y})},
		{"Cage without cells", Cage(s, CageAdd, 3, nil)},
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

func init() {
	// Times and Div, with the domain pass (limit arithDomainLimit) or the
	// bounds reasoning alone (limit 0); a quarter of the cases square.
	timesRow := func(name string, div bool, limit int, st strength) oracleRow {
		mk := func(square bool, doms [][]int) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					a, b, c := xs[0], xs[0], xs[1]
					if !square {
						a, b, c = xs[0], xs[1], xs[2]
					}
					kind := "times"
					if div { // doms are (y, z, x): x = y·z, y ≠ 0
						kind = "div"
					}
					arithTimesPost(s, a, b, c, div, limit, kind)
					return nil
				},
				check: func(v []int) bool {
					a, b, c := v[0], v[0], v[1]
					if !square {
						a, b, c = v[0], v[1], v[2]
					}
					return a*b == c && (!div || a != 0)
				},
			}
		}
		return oracleRow{
			name: name, strength: st,
			gen: func(r *rand.Rand) oracleCase {
				if r.IntN(4) == 0 {
					return mk(true, [][]int{randDom(r, -4, 4), randDom(r, -2, 16)})
				}
				return mk(false, [][]int{randDom(r, -3, 4), randDom(r, -3, 4), randDom(r, -9, 12)})
			},
			tiny: func() oracleCase {
				return mk(false, [][]int{{-1, 0, 2}, {-2, 1, 3}, {0, 2, 6}})
			},
		}
	}
	addOracleRow(timesRow("times", false, arithDomainLimit, domainC))
	addOracleRow(timesRow("times-bounds", false, 0, boundsZ))
	addOracleRow(timesRow("div", true, arithDomainLimit, domainC))
	addOracleRow(timesRow("div-bounds", true, 0, boundsZ))
	// The public post functions, with their argument order.
	addOracleRow(oracleRow{
		name: "times-post", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			return oracleCase{
				doms:  [][]int{randDom(r, -2, 3), randDom(r, -1, 3), randDom(r, -3, 6)},
				post:  func(s *cp.Store, xs []cp.VarID) error { return Times(s, xs[0], xs[1], xs[2]) },
				check: func(v []int) bool { return v[0]*v[1] == v[2] },
			}
		},
	})
	addOracleRow(oracleRow{
		name: "div-post", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			return oracleCase{
				doms:  [][]int{randDom(r, -6, 6), randDom(r, -2, 3), randDom(r, -2, 3)},
				post:  func(s *cp.Store, xs []cp.VarID) error { return Div(s, xs[0], xs[1], xs[2]) },
				check: func(v []int) bool { return v[1] != 0 && v[0] == v[1]*v[2] },
			}
		},
	})

	absRow := func(name string, limit int, st strength) oracleRow {
		mk := func(doms [][]int) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					if limit == arithDomainLimit {
						return AbsDiff(s, xs[0], xs[1], xs[2])
					}
					arithAbsDiffPost(s, xs[0], xs[1], xs[2], limit)
					return nil
				},
				check: func(v []int) bool { return max(v[0]-v[1], v[1]-v[0]) == v[2] },
			}
		}
		return oracleRow{
			name: name, strength: st,
			gen: func(r *rand.Rand) oracleCase {
				return mk([][]int{randDom(r, -3, 4), randDom(r, -2, 5), randDom(r, -1, 7)})
			},
			tiny: func() oracleCase { return mk([][]int{{0, 1, 3}, {-1, 1, 2}, {0, 1, 2}}) },
		}
	}
	addOracleRow(absRow("absdiff", arithDomainLimit, domainC))
	addOracleRow(absRow("absdiff-bounds", 0, boundsZ))

	maxRow := func(name string, isMin bool) oracleRow {
		// pos maps the arguments onto the case's variables (z last unless
		// z is one of xs).
		mk := func(doms [][]int, pos []int, zpos int) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					args := make([]cp.VarID, len(pos))
					for i, p := range pos {
						args[i] = xs[p]
					}
					if isMin {
						return Min(s, args, xs[zpos])
					}
					return Max(s, args, xs[zpos])
				},
				check: func(v []int) bool {
					m := v[pos[0]]
					for _, p := range pos {
						if isMin {
							m = min(m, v[p])
						} else {
							m = max(m, v[p])
						}
					}
					return m == v[zpos]
				},
			}
		}
		return oracleRow{
			name: name, strength: domainC,
			gen: func(r *rand.Rand) oracleCase {
				n := 2 + r.IntN(3)
				doms := make([][]int, n+1)
				pos := make([]int, n)
				for i := range n {
					doms[i] = randDom(r, -2, 3)
					pos[i] = i
				}
				doms[n] = randDom(r, -3, 4)
				switch r.IntN(8) {
				case 0: // a repeated argument
					pos = append(pos, r.IntN(n))
				case 1: // z among the arguments
					pos = append(pos, n)
				case 2: // one distinct argument
					pos = []int{0, 0}
				}
				return mk(doms, pos, n)
			},
			tiny: func() oracleCase {
				return mk([][]int{{0, 1, 2}, {-1, 1, 3}, {0, 1, 2, 3}}, []int{0, 1}, 2)
			},
		}
	}
	addOracleRow(maxRow("max", false))
	addOracleRow(maxRow("min", true))

	cageCheck := func(op CageOp, t int, v []int) bool {
		switch op {
		case CageAdd:
			sum := 0
			for _, x := range v {
				sum += x
			}
			return sum == t
		case CageMul:
			p := 1
			for _, x := range v {
				p *= x
			}
			return p == t
		case CageSub:
			return max(v[0]-v[1], v[1]-v[0]) == t
		}
		lo, hi := min(v[0], v[1]), max(v[0], v[1])
		return lo != 0 && hi == t*lo
	}
	cageRow := func(name string, op CageOp, maxTuples int, st strength) oracleRow {
		claim := ""
		if st == claimed {
			claim = cageDecompositionClaim
		}
		return oracleRow{
			name: name, strength: st, claim: claim,
			gen: func(r *rand.Rand) oracleCase {
				n := 2
				if op == CageAdd || op == CageMul {
					n += r.IntN(3)
				}
				lo, hi := 1, 4
				if r.IntN(4) == 0 { // zero and negative values too
					lo, hi = -2, 3
				}
				if n == 2 {
					hi += 3
				}
				doms := make([][]int, n)
				for i := range doms {
					doms[i] = randDom(r, lo, hi)
				}
				// A target reached by a random tuple, or a random one.
				t, p := 0, 1
				for range doms {
					v := lo + r.IntN(hi-lo+1)
					t, p = t+v, p*v
				}
				switch op {
				case CageSub:
					t = r.IntN(hi - lo + 1)
				case CageMul:
					if p <= 0 || r.IntN(4) == 0 {
						p = 1 + r.IntN(30)
					}
					t = p
				case CageDiv:
					t = 1 + r.IntN(4)
				}
				return oracleCase{
					doms: doms,
					post: func(s *cp.Store, xs []cp.VarID) error {
						if op == CageMul && maxTuples == 0 {
							return cageChainPost(s, xs, t)
						}
						return arithCagePost(s, op, t, xs, maxTuples)
					},
					check:     func(v []int) bool { return cageCheck(op, t, v) },
					reference: func(d [][]int) [][]int { return cageDecompositionReference(d, op, t) },
				}
			},
		}
	}
	addOracleRow(cageRow("cage-add", CageAdd, arithCageMaxTuples, domainC))
	addOracleRow(cageRow("cage-sub", CageSub, arithCageMaxTuples, domainC))
	addOracleRow(cageRow("cage-mul", CageMul, arithCageMaxTuples, domainC))
	addOracleRow(cageRow("cage-div", CageDiv, arithCageMaxTuples, domainC))
	addOracleRow(cageRow("cage-add-sum", CageAdd, 0, boundsZ))
	addOracleRow(cageRow("cage-sub-absdiff", CageSub, 0, boundsZ))
	addOracleRow(cageRow("cage-mul-chain", CageMul, 0, claimed))
	addOracleRow(cageRow("cage-div-minmax", CageDiv, 0, claimed))
	// The product propagator over positive cells, on its own.
	addOracleRow(oracleRow{
		name: "cage-mul-product", strength: claimed, claim: productClaimText,
		gen: func(r *rand.Rand) oracleCase {
			n := 2 + r.IntN(3)
			doms := make([][]int, n)
			t := 1
			for i := range doms {
				doms[i] = randDom(r, 1, 2+r.IntN(6))
				t *= 1 + r.IntN(slices.Max(doms[i]))
			}
			if r.IntN(4) == 0 {
				t = 1 + r.IntN(100)
			}
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					return arithCagePost(s, CageMul, t, xs, 0) // positive cells: the product propagator
				},
				check:     func(v []int) bool { return cageCheck(CageMul, t, v) },
				reference: func(d [][]int) [][]int { return productReference(d, t) },
			}
		},
	})
}

// cageDecompositionClaim is what the decomposed × and ÷ cages prune.
const cageDecompositionClaim = "every constraint of the decomposition is domain consistent at the fixpoint: × as the chain p1 = c0·c1, p2 = p1·c2, …, target = p·c_last with the partial products among ± the divisors of the target; ÷ as lo = min(a, b), hi = max(a, b), hi = lo·target, lo ≠ 0"

// cageDecompositionReference is the fixpoint of domain consistency on the
// decomposition of a × or ÷ cage (cells doms): its auxiliary variables
// start from every value they could take (± the divisors of the target
// for ×, the cells' values for ÷), so the cells' domains it leaves contain
// those of any fixpoint of the decomposition.
func cageDecompositionReference(doms [][]int, op CageOp, t int) [][]int {
	n := len(doms)
	all := cloneDoms(doms)
	newVar := func(vals []int) int {
		all = append(all, vals)
		return len(all) - 1
	}
	var cons []claimConstraint
	times := func(x, y, z int) {
		cons = append(cons, claimConstraint{vars: []int{x, y, z}, check: func(v []int) bool { return v[0]*v[1] == v[2] }})
	}
	switch op {
	case CageMul:
		var divs []int
		for d := 1; d <= t; d++ {
			if t%d == 0 {
				divs = append(divs, d, -d)
			}
		}
		prev := 0
		for k := 1; k < n; k++ {
			next := newVar([]int{t})
			if k < n-1 {
				next = newVar(divs)
			}
			times(prev, k, next)
			prev = next
		}
	case CageDiv:
		var union []int
		for _, v := range append(slices.Clone(doms[0]), doms[1]...) {
			if !slices.Contains(union, v) {
				union = append(union, v)
			}
		}
		lo, hi, tc := newVar(union), newVar(slices.Clone(union)), newVar([]int{t})
		cons = append(cons,
			claimConstraint{vars: []int{0, 1, lo}, check: func(v []int) bool { return v[2] == min(v[0], v[1]) }},
			claimConstraint{vars: []int{0, 1, hi}, check: func(v []int) bool { return v[2] == max(v[0], v[1]) }},
			claimConstraint{vars: []int{hi, lo, tc}, check: func(v []int) bool { return v[1] != 0 && v[0] == v[1]*v[2] }},
		)
	default:
		panic("cageDecompositionReference: only × and ÷ cages")
	}
	return constraintsFixpoint(all, cons)[:n]
}

// cageChainPost posts a × cage as the chain of Times over ± the divisors
// of the target, the decomposition Cage uses when a cell may be zero or
// negative (positive cells get the product propagator, row
// cage-mul-product).
func cageChainPost(s *cp.Store, cells []cp.VarID, t int) error {
	if err := checkVars(s, "Cage", false, cells...); err != nil {
		return err // as Cage: no interval variables
	}
	if len(cells) == 1 {
		s.Assign(cells[0], t)
		return nil
	}
	var divs []int
	for d := 1; d <= t; d++ {
		if t%d == 0 {
			divs = append(divs, d, -d)
		}
	}
	return arithCageChain(s, cells, t, func() cp.VarID { return s.NewVarValues(divs) })
}

// productClaimText is what the product propagator of positive cells
// prunes (see arithProduct).
const productClaimText = "with F the product of the fixed cells (it must divide the target) and R = target/F, every value v of an unfixed cell divides R and R/v lies between the products of the other unfixed cells' minimums and maximums; every cell fixed: F = target"

// productReference applies the product propagator's claim once.
func productReference(doms [][]int, t int) [][]int {
	f := 1
	var unfixed []int
	for i, d := range doms {
		if len(d) == 1 {
			f *= d[0]
		} else {
			unfixed = append(unfixed, i)
		}
	}
	if f == 0 || t%f != 0 || (len(unfixed) == 0 && t != f) {
		return emptied(doms)
	}
	r := t / f
	return keepIf(doms, func(i, v int) bool {
		if len(doms[i]) == 1 {
			return true
		}
		lo, hi := 1, 1
		for _, j := range unfixed {
			if j != i {
				lo, hi = lo*slices.Min(doms[j]), hi*slices.Max(doms[j])
			}
		}
		return v != 0 && r%v == 0 && r/v >= lo && r/v <= hi
	})
}
