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

// The reified rows. The boolean is the last variable of each case (or one
// of the terms, when b appears in the sum); the post closures narrow it to
// {0,1} (see bool_test.go).

// reifHolds is the reification on a full assignment: b ⇔ holds, or b ⇒ holds.
func reifHolds(b int, holds bool, mode Reif) bool {
	if mode == Implies {
		return b == 0 || holds
	}
	return (b == 1) == holds
}

// reifLinearCase: b = x[bi] ⇔/⇒ Σ coeffs[i]·x[vars[i]] rel c.
func reifLinearCase(doms [][]int, coeffs []int, vars []int, rel Rel, c, bi int, mode Reif) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			restrictBools(s, xs[bi:bi+1])
			return ReifLinear(s, coeffs, pick(xs, vars), rel, c, xs[bi], mode)
		},
		check: func(v []int) bool {
			sum := 0
			for i, j := range vars {
				sum += coeffs[i] * v[j]
			}
			return reifHolds(v[bi], linearHolds(sum, rel, c), mode)
		},
	}
}

// randNarrowDom draws a random subset of a window of one to five values
// within -3..4, so that small and fixed domains are frequent.
func randNarrowDom(r *rand.Rand) []int {
	lo := -3 + r.IntN(6)
	return randDom(r, lo, min(4, lo+r.IntN(5)))
}

func randRel(r *rand.Rand) Rel   { return Rel(r.IntN(4)) }
func randMode(r *rand.Rand) Reif { return Reif(r.IntN(2)) }

func init() {
	// One term a·x rel c (a = ±1, ±2): b ⇔ x = v, x ≤ v and their
	// negations; with b itself as the term a quarter of the time.
	unary := func(dx []int, a int, rel Rel, c int, mode Reif, self bool) oracleCase {
		if self {
			return reifLinearCase([][]int{{0, 1}}, []int{a}, []int{0}, rel, c, 0, mode)
		}
		return reifLinearCase([][]int{dx, {0, 1}}, []int{a}, []int{0}, rel, c, 1, mode)
	}
	addOracleRow(oracleRow{
		name: "reif-linear-unary", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			a := (1 + r.IntN(2)) * (2*r.IntN(2) - 1)
			oc := unary(randNarrowDom(r), a, randRel(r), r.IntN(7)-3, randMode(r), r.IntN(4) == 0)
			oc.doms[len(oc.doms)-1] = randBoolDom(r)
			return oc
		},
		tiny: func() oracleCase { return unary([]int{-1, 0, 1, 2}, -1, LE, -1, Equiv, false) },
	})
	// x - y rel c, unit coefficients in either order.
	addOracleRow(oracleRow{
		name: "reif-linear-binary", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			doms := [][]int{randNarrowDom(r), randNarrowDom(r), randBoolDom(r)}
			a := 2*r.IntN(2) - 1
			return reifLinearCase(doms, []int{a, -a}, []int{0, 1}, randRel(r), r.IntN(5)-2, 2, randMode(r))
		},
		tiny: func() oracleCase {
			return reifLinearCase([][]int{{0, 1, 2}, {-1, 0, 2}, {0, 1}}, []int{1, -1}, []int{0, 1}, NE, 1, 2, Equiv)
		},
	})
	// The general propagator: sound here, its claim is checked by
	// TestReifLinearClaim. Two to four terms with coefficients that are not
	// a unit difference; repeats, zeros and b among the terms now and then.
	addOracleRow(oracleRow{
		name: "reif-linear", strength: sound,
		gen: func(r *rand.Rand) oracleCase { return reifLinearRand(r) },
		tiny: func() oracleCase {
			d := []int{-1, 0, 2}
			return reifLinearCase([][]int{d, d, {0, 1}}, []int{2, 3, -1}, []int{0, 1, 2}, EQ, 2, 2, Equiv)
		},
	})
	reifInCase := func(dx []int, values []int, mode Reif, self bool) oracleCase {
		in := func(v int) bool { return slices.Contains(values, v) }
		if self {
			return oracleCase{
				doms: [][]int{{0, 1}},
				post: func(s *cp.Store, xs []cp.VarID) error {
					restrictBools(s, xs)
					return ReifIn(s, xs[0], values, xs[0], mode)
				},
				check: func(v []int) bool { return reifHolds(v[0], in(v[0]), mode) },
			}
		}
		return oracleCase{
			doms: [][]int{dx, {0, 1}},
			post: func(s *cp.Store, xs []cp.VarID) error {
				restrictBools(s, xs[1:])
				return ReifIn(s, xs[0], values, xs[1], mode)
			},
			check: func(v []int) bool { return reifHolds(v[1], in(v[0]), mode) },
		}
	}
	addOracleRow(oracleRow{
		name: "reif-in", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			var values []int
			for v := -3; v <= 5; v++ {
				for k := r.IntN(4); k >= 2; k-- {
					values = append(values, v) // some twice
				}
			}
			if r.IntN(2) == 0 {
				r.Shuffle(len(values), func(i, j int) { values[i], values[j] = values[j], values[i] })
			} else {
				values = slices.Compact(values) // a set in order, as well as shuffled
			}
			oc := reifInCase(randNarrowDom(r), values, randMode(r), r.IntN(5) == 0)
			oc.doms[len(oc.doms)-1] = randBoolDom(r)
			return oc
		},
		tiny: func() oracleCase { return reifInCase([]int{-1, 0, 1, 3}, []int{0, 3, 7}, Equiv, false) },
	})
}

// reifLinearParams is a reified sum: b = x[bi] ⇔/⇒ Σ coeffs[i]·x[vars[i]] rel c.
type reifLinearParams struct {
	doms   [][]int
	coeffs []int
	vars   []int
	rel    Rel
	c, bi  int
	mode   Reif
}

func reifLinearRand(r *rand.Rand) oracleCase {
	p := reifLinearRandParams(r)
	return reifLinearCase(p.doms, p.coeffs, p.vars, p.rel, p.c, p.bi, p.mode)
}

// reifLinearRandParams draws a general reified sum: 2..4 terms over
// distinct variables (small coefficients, not ±(1,-1) for two terms), or, a
// fifth of the time, terms with repeats and zero coefficients; b is the last
// variable and is one of the terms a sixth of the time.
func reifLinearRandParams(r *rand.Rand) reifLinearParams {
	nv := 2 + r.IntN(3)
	doms := make([][]int, nv+1)
	for i := range nv {
		doms[i] = randDom(r, -2, 3)
	}
	doms[nv] = randBoolDom(r)
	var coeffs, vars []int
	if r.IntN(5) == 0 {
		for range nv + r.IntN(2) {
			coeffs = append(coeffs, r.IntN(7)-3)
			vars = append(vars, r.IntN(nv))
		}
	} else {
		for i := range nv {
			a := 0
			for a == 0 {
				a = r.IntN(9) - 4
			}
			coeffs = append(coeffs, a)
			vars = append(vars, i)
		}
		if nv == 2 && coeffs[0] == -coeffs[1] && (coeffs[0] == 1 || coeffs[0] == -1) {
			coeffs[0] *= 2
		}
	}
	if r.IntN(6) == 0 {
		coeffs = append(coeffs, r.IntN(5)-2)
		vars = append(vars, nv)
	}
	span := 0
	for _, a := range coeffs {
		span += 3 * max(a, -a)
	}
	c := r.IntN(span+1) - span/2
	return reifLinearParams{doms, coeffs, vars, randRel(r), c, nv, randMode(r)}
}

// TestReifLinearClaim checks the general ReifLinear's claim (see
// reifLinear) at the fixpoint after each of a few rounds of random
// removals and fixings above level 0: b unfixed ⇒ the sum is neither
// entailed (Equiv) nor disentailed by the bounds; b = 1 ⇒ the relation's
// Linear consistency holds (bounds(R) for =, bounds(Z) for ≤ and ≥, domain
// for ≠); b = 0 under Equiv ⇒ the same for the negated relation. Together
// with the soundness of the reif-linear oracle row, it pins the propagator
// between the claimed pruning and the solutions.
func TestReifLinearClaim(t *testing.T) { checkReifLinearClaim(t, 21, false) }

// TestReifLinearClaimWide is TestReifLinearClaim with about half the sum's
// variables interval variables over wide domains (their small domain
// widened by 2^8 or 2^16 on each side): the rounds narrow them back into
// the small domain (bounds, or a value), so that entailment, disentailment
// and every pruning claimed are checked over interval variables.
func TestReifLinearClaimWide(t *testing.T) { checkReifLinearClaim(t, 23, true) }

func checkReifLinearClaim(t *testing.T, seed uint64, wide bool) {
	r := rand.New(rand.NewPCG(seed, 22))
	var seen [3]int // b unfixed, b = 0, b = 1
	intervals := 0
	for k := 0; k < 6000; k++ {
		p := reifLinearRandParams(r)
		s := cp.NewStore()
		xs := make([]cp.VarID, len(p.doms))
		for i, d := range p.doms {
			if wide && i != p.bi && r.IntN(2) == 0 {
				w := 1 << (8 + 8*r.IntN(2)) // wider converges as slowly as Linear does (cp: "close in by one value per propagator run")
				xs[i] = s.NewIntervalVar(slices.Min(d)-w, slices.Max(d)+w)
				intervals++
				continue
			}
			xs[i] = s.NewVarValues(d)
		}
		if err := ReifLinear(s, p.coeffs, pick(xs, p.vars), p.rel, p.c, xs[p.bi], p.mode); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() {
			continue
		}
		// Rounds of changes, each above the last and propagated on its
		// own, so that b is often fixed before the sum's variables are.
		for round := 0; round < 4; round++ {
			s.Push()
			if b := xs[p.bi]; r.IntN(3) == 0 && !s.Fixed(b) {
				s.Assign(b, r.IntN(2))
			}
			for i, x := range xs {
				switch {
				case i == p.bi:
				case s.IsInterval(x):
					// Narrow towards the small domain: its bounds, or one
					// of its values.
					d := p.doms[i]
					switch r.IntN(3) {
					case 0:
						s.Assign(x, d[r.IntN(len(d))])
					case 1:
						s.SetMin(x, slices.Min(d))
						s.SetMax(x, slices.Max(d))
					default:
						s.SetMin(x, slices.Min(d)-r.IntN(3))
						s.Remove(x, s.Max(x))
					}
				case r.IntN(4) == 0:
					s.Assign(x, s.Min(x))
				default:
					for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
						if s.Size(x) > 1 && r.IntN(5) == 0 {
							s.Remove(x, v)
						}
					}
				}
			}
			if !s.Propagate() {
				break
			}
			if msg := reifLinearClaim(s, p, xs); msg != "" {
				t.Fatalf("case %d round %d: %+v: domains %v: %s", k, round, p, domains(s, xs), msg)
			}
			b := xs[p.bi]
			switch {
			case !s.Fixed(b):
				seen[0]++
			default:
				seen[1+s.Value(b)]++
			}
		}
	}
	t.Logf("fixpoints checked: %d with b unfixed, %d with b = 0, %d with b = 1; %d interval variables", seen[0], seen[1], seen[2], intervals)
	if wide && intervals < 1000 {
		t.Errorf("only %d interval variables drawn", intervals)
	}
	for i, n := range seen {
		if n < 300 {
			t.Errorf("only %d fixpoints of kind %d checked", n, i)
		}
	}
}

// reifLinearClaim returns "" when the domains of xs are a fixpoint of the
// rules reifLinear claims for p, or what is violated.
func reifLinearClaim(s *cp.Store, p reifLinearParams, xs []cp.VarID) string {
	// Merge the terms per variable.
	var a []int
	var x []cp.VarID
	for i, j := range p.vars {
		if k := slices.Index(x, xs[j]); k >= 0 {
			a[k] += p.coeffs[i]
		} else {
			a, x = append(a, p.coeffs[i]), append(x, xs[j])
		}
	}
	lo, hi := linearRange(s, a, x, -1)
	b := xs[p.bi]
	if !s.Fixed(b) {
		var ent, dis bool
		switch p.rel {
		case EQ:
			ent, dis = lo == p.c && hi == p.c, lo > p.c || hi < p.c
		case NE:
			ent, dis = lo > p.c || hi < p.c, lo == p.c && hi == p.c
		case LE:
			ent, dis = hi <= p.c, lo > p.c
		case GE:
			ent, dis = lo >= p.c, hi < p.c
		}
		switch {
		case dis:
			return "the relation is disentailed by the bounds, b is unfixed"
		case ent && p.mode == Equiv:
			return "the relation is entailed by the bounds, b is unfixed"
		}
		return ""
	}
	rel, c := p.rel, p.c
	if s.Value(b) == 0 {
		if p.mode == Implies {
			return ""
		}
		switch rel { // the negation
		case EQ:
			rel = NE
		case NE:
			rel = EQ
		case LE:
			rel, c = GE, c+1
		case GE:
			rel, c = LE, c-1
		}
	}
	if rel == GE {
		a = slices.Clone(a)
		for i := range a {
			a[i] = -a[i]
		}
		rel, c = LE, -c
	}
	lo, _ = linearRange(s, a, x, -1)
	switch rel {
	case NE:
		unfixed := -1
		for i, v := range x {
			if !s.Fixed(v) && a[i] != 0 {
				if unfixed >= 0 {
					return ""
				}
				unfixed = i
			}
		}
		if unfixed < 0 {
			if lo == c {
				return "b = 0/1 chose ≠ but the fixed sum equals c"
			}
			return ""
		}
		rlo, _ := linearRange(s, a, x, unfixed)
		u := x[unfixed]
		inner := func(v int) bool { return s.IsInterval(u) && v > s.Min(u) && v < s.Max(u) }
		// An interval variable cannot lose an inner value: only a bound.
		if rest := c - rlo; rest%a[unfixed] == 0 && s.Contains(u, rest/a[unfixed]) && !inner(rest/a[unfixed]) {
			return "≠ with one unfixed variable kept its forbidden value"
		}
	case LE:
		for i, v := range x {
			rlo, _ := linearRange(s, a, x, i)
			ext := s.Max(v) // the end that makes aᵢ·xᵢ largest
			if a[i] < 0 {
				ext = s.Min(v)
			}
			if a[i] != 0 && rlo+a[i]*ext > c {
				return "≤ is not bounds(Z) consistent"
			}
		}
		if lo > c {
			return "≤ is violated by the least sum"
		}
	case EQ:
		for i, v := range x {
			if a[i] == 0 {
				continue
			}
			rlo, rhi := linearRange(s, a, x, i)
			tlo, thi := c-rhi, c-rlo // aᵢ·xᵢ ∈ [tlo, thi]
			var mn, mx int
			if a[i] > 0 {
				mn, mx = -linearFloorDiv(-tlo, a[i]), linearFloorDiv(thi, a[i])
			} else {
				mn, mx = -linearFloorDiv(thi, -a[i]), linearFloorDiv(-tlo, -a[i])
			}
			if s.Min(v) < mn || s.Max(v) > mx {
				return "= is not bounds(R) consistent"
			}
		}
	}
	return ""
}

// linearRange is the least and greatest value of Σ a[j]·x[j] over the
// variables' bounds, leaving term skip out (-1: none).
func linearRange(s *cp.Store, a []int, x []cp.VarID, skip int) (lo, hi int) {
	for j, v := range x {
		if j == skip {
			continue
		}
		if a[j] > 0 {
			lo, hi = lo+a[j]*s.Min(v), hi+a[j]*s.Max(v)
		} else {
			lo, hi = lo+a[j]*s.Max(v), hi+a[j]*s.Min(v)
		}
	}
	return lo, hi
}

// The reified comparisons over interval variables of width 2^40 and more:
// the pruning each claims, at values no bitset could hold.
func TestReifLinearWideIntervals(t *testing.T) {
	const w = 1 << 40
	t.Run("equal both intervals meeting on one value", func(t *testing.T) {
		s := cp.NewStore()
		x, y, b := s.NewIntervalVar(-w, 10), s.NewIntervalVar(5, w), s.NewVar(0, 1)
		if err := ReifLinear(s, []int{1, -1}, []cp.VarID{x, y}, EQ, 5, b, Equiv); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() || s.Fixed(b) {
			t.Fatalf("x = y + 5 holds at x = 10, y = 5: b %v, want unfixed", domains(s, []cp.VarID{b}))
		}
		s.Assign(b, 1)
		if !s.Propagate() || s.Value(x) != 10 || s.Value(y) != 5 {
			t.Fatalf("b = 1: x, y = %v, want 10, 5", domains(s, []cp.VarID{x, y}))
		}
	})
	t.Run("equal interval against bitset", func(t *testing.T) {
		s := cp.NewStore()
		x, y, b := s.NewIntervalVar(w, 2*w), s.NewVarValues([]int{0, 4, 9}), s.NewVar(0, 1)
		if err := ReifLinear(s, []int{1, -1}, []cp.VarID{x, y}, EQ, w+2, b, Equiv); err != nil {
			t.Fatal(err)
		}
		s.SetMin(x, w+3)
		s.SetMax(x, w+12)
		if !s.Propagate() || s.Fixed(b) { // y = 4 or 9 lands inside
			t.Fatalf("b %v, want unfixed", domains(s, []cp.VarID{b}))
		}
		s.SetMin(x, w+7)
		if !s.Propagate() || s.Fixed(b) { // y = 9 still does
			t.Fatalf("b %v, want unfixed", domains(s, []cp.VarID{b}))
		}
		s.SetMax(x, w+10) // w+7..w+10: y would be 5..8, none in y
		if !s.Propagate() || !s.Fixed(b) || s.Value(b) != 0 {
			t.Fatalf("no common value: b %v, want 0", domains(s, []cp.VarID{b}))
		}
	})
	t.Run("not equal to an inner value waits for it to be a bound", func(t *testing.T) {
		s := cp.NewStore()
		x, b := s.NewIntervalVar(-w, w), s.NewVar(0, 1)
		if err := ReifLinear(s, []int{1}, []cp.VarID{x}, EQ, w/2, b, Equiv); err != nil {
			t.Fatal(err)
		}
		s.Assign(b, 0)
		if !s.Propagate() || s.Min(x) != -w || s.Max(x) != w {
			t.Fatalf("x %v, want untouched", domains(s, []cp.VarID{x}))
		}
		s.SetMax(x, w/2)
		if !s.Propagate() || s.Max(x) != w/2-1 {
			t.Fatalf("x %v, want max %d once w/2 is the bound", domains(s, []cp.VarID{x}), w/2-1)
		}
		lvl := s.Push()
		if !s.Assign(x, w/2-1) || !s.Propagate() {
			t.Fatal("x = w/2-1 is a solution")
		}
		s.PopTo(lvl - 1)
		s.SetMax(x, w/2+5) // w/2 inside again: no value to lose
		if !s.Propagate() || s.Max(x) != w/2-1 {
			t.Fatalf("x %v", domains(s, []cp.VarID{x}))
		}
	})
	t.Run("general sum", func(t *testing.T) {
		s := cp.NewStore()
		x, y, z, b := s.NewIntervalVar(0, w), s.NewIntervalVar(0, w), s.NewVar(0, 3), s.NewVar(0, 1)
		if err := ReifLinear(s, []int{3, 2, 1}, []cp.VarID{x, y, z}, LE, 2*w, b, Equiv); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() || s.Fixed(b) {
			t.Fatal("b fixed with the sum undecided")
		}
		lvl := s.Push()
		s.SetMax(x, w/4)
		s.SetMax(y, w/4)
		if !s.Propagate() || !s.Fixed(b) || s.Value(b) != 1 {
			t.Fatalf("3x + 2y + z ≤ 5·2^38 + 3 ≤ 2^41: b %v, want 1", domains(s, []cp.VarID{b}))
		}
		s.PopTo(lvl - 1)
		s.Assign(b, 1)
		if !s.Propagate() || s.Max(x) != 2*w/3 || s.Max(y) != w {
			t.Fatalf("b = 1: x, y %v, want max x = ⌊2^41/3⌋, max y = 2^40", domains(s, []cp.VarID{x, y}))
		}
		s.SetMin(y, w)
		if !s.Propagate() || s.Max(x) != 0 || s.Max(z) != 0 {
			t.Fatalf("y = 2^40: x, z %v, want 0, 0", domains(s, []cp.VarID{x, z}))
		}
	})
}
