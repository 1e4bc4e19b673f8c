package propagators

import (
	"math"
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// arithDomainLimit is the number of value pairs up to which the arithmetic
// propagators run their domain-consistent pass.
const arithDomainLimit = 4096

// arithDivisorSteps bounds the divisor search that checks the support of a
// bound of a product.
const arithDivisorSteps = 4096

// Times posts x·y = z.
//
// x and y may be the same variable (z = x²), and z may be one of them (the
// propagator then runs on a copy of z, tied by Equal). The propagator is
// domain consistent while |dom x|·|dom y| ≤ 4096 (|dom x| ≤ 4096
// for a square), by enumerating the pairs of values, O(|dom x|·|dom y|).
// Otherwise it is bounds(Z) consistent: interval multiplication and division
// narrow the bounds, then each bound is moved to the nearest value with an
// integer support within the other intervals (O(1) per value tried for x and
// y; for z a divisor search of at most 4096 steps, beyond which the bound is
// kept as supported). Products that overflow int saturate, so the
// propagator stays sound near the ends of the int range.
//
// With an interval variable (cp.Store.IsInterval) among x, y, z the
// propagator is bounds(Z) consistent only (the domain pass needs bitsets),
// and the bounds of interval variables move past at most 4096 unsupported
// values per call in all (the rest is left to the next call or to the fixed
// assignment, where every product is checked).
func Times(s *cp.Store, x, y, z cp.VarID) error {
	if err := checkVarsAny(s, "Times", true, x, y, z); err != nil {
		return err
	}
	if z == x || z == y { // x·y = x: the propagator runs on a copy of the product
		c, err := aliasCopy(s, z)
		if err != nil {
			return err
		}
		z = c
	}
	arithTimesPost(s, x, y, z, false, arithDomainLimit, "times")
	return nil
}

// Div posts x / y = z with no remainder, that is x = y·z and y ≠ 0.
//
// y and z may be the same variable (x = y²); x must differ from both. Same
// propagator and consistency as Times, with y ≠ 0 built in: domain
// consistent while |dom y|·|dom z| ≤ 4096, bounds(Z) consistent otherwise
// (the intervals of y are taken without 0). Interval variables as in Times.
func Div(s *cp.Store, x, y, z cp.VarID) error {
	if err := checkVarsAny(s, "Div", true, x, y, z); err != nil {
		return err
	}
	if x == y || x == z {
		return argErr("Div", "the dividend %d must be a variable other than the divisor and the quotient", x)
	}
	arithTimesPost(s, y, z, x, true, arithDomainLimit, "div")
	return nil
}

// arithTimesPost posts a·b = c (with a ≠ 0 when nz), running the domain
// pass while |dom a|·|dom b| ≤ limit.
func arithTimesPost(s *cp.Store, a, b, c cp.VarID, nz bool, limit int, kind string) {
	if s.IsInterval(a) || s.IsInterval(b) || s.IsInterval(c) {
		limit = -1 // bounds only: the domain pass needs bitsets
	}
	p := &arithTimes{a: a, b: b, c: c, nz: nz, sq: a == b, limit: limit,
		ma: make([]uint64, len(s.Words(a))), mb: make([]uint64, len(s.Words(b))), mc: make([]uint64, len(s.Words(c)))}
	id := s.Post(p, cp.Ternary, kind)
	s.Subscribe(id, a, cp.OnDomain, 0)
	if !p.sq {
		s.Subscribe(id, b, cp.OnDomain, 1)
	}
	s.Subscribe(id, c, cp.OnDomain, 2)
}

// arithTimes is a·b = c, with a ≠ 0 when nz and a = b when sq. Domain
// consistent while |dom a|·|dom b| ≤ limit (O(|dom a|·|dom b|) per call),
// bounds(Z) consistent otherwise (O(1) per bound value tried for a and b,
// at most arithDivisorSteps per value tried for c), see Times.
type arithTimes struct {
	a, b, c    cp.VarID
	nz, sq     bool
	limit      int
	ma, mb, mc []uint64 // marks of supported values, in each variable's word coordinates
	// intervalSteps: the unsupported values of interval variables step
	// may still pass over in this call (arithDivisorSteps at its start).
	intervalSteps int
	unfinished    bool // the last bounds pass stopped before its fixpoint
}

func (p *arithTimes) small(s *cp.Store) bool {
	if p.sq {
		return s.Size(p.a) <= p.limit
	}
	return arithSizeProduct(s, p.a, p.b) <= p.limit
}

// arithSizeProduct is |dom a|·|dom b|, saturated (an interval variable's
// size may reach 2^63-1).
func arithSizeProduct(s *cp.Store, a, b cp.VarID) int {
	if hi, lo := bits.Mul64(uint64(s.Size(a)), uint64(s.Size(b))); hi == 0 && lo <= math.MaxInt {
		return int(lo)
	}
	return math.MaxInt
}

// Notify wakes the propagator on bounds changes, and on any change while
// the domain pass applies.
func (p *arithTimes) Notify(s *cp.Store, _ int32, ev cp.Event) bool {
	return ev != cp.EventDomain || p.small(s)
}

func (p *arithTimes) Propagate(s *cp.Store) cp.Status {
	p.intervalSteps, p.unfinished = arithDivisorSteps, false
	if p.nz && !s.Remove(p.a, 0) {
		return cp.Fail
	}
	if !p.small(s) && !p.bounds(s) {
		return cp.Fail
	}
	if p.unfinished {
		return cp.NoFix // it moved its own bounds: it runs again
	}
	if p.small(s) && !p.domain(s) {
		return cp.Fail
	}
	if s.Fixed(p.a) && s.Fixed(p.b) && s.Fixed(p.c) {
		return cp.Subsumed
	}
	return cp.Fix
}

// domain keeps the values that take part in a product a·b ∈ dom c.
func (p *arithTimes) domain(s *cp.Store) bool {
	arithClearMarks(s, p.a, p.ma)
	arithClearMarks(s, p.b, p.mb)
	arithClearMarks(s, p.c, p.mc)
	for va, ok := s.Min(p.a), true; ok; va, ok = s.Next(p.a, va) {
		vb, more := s.Min(p.b), true
		if p.sq {
			vb = va
		}
		for ; more; vb, more = s.Next(p.b, vb) {
			if vc, exact := arithMul(va, vb); exact && s.Contains(p.c, vc) {
				arithMark(s, p.a, p.ma, va)
				arithMark(s, p.b, p.mb, vb)
				arithMark(s, p.c, p.mc, vc)
			}
			if p.sq {
				break
			}
		}
	}
	return s.IntersectWords(p.a, p.ma) && s.IntersectWords(p.b, p.mb) && s.IntersectWords(p.c, p.mc)
}

// arithBoundsRounds bounds the rounds of one bounds pass: bounds of wide
// domains may close in by one value per round (x·y = z with x ≤ −k, y ≤ −k
// moves k by one each time), so a pass stops after this many rounds that
// moved a bound and reports NoFix; the store runs it again, and a search's
// limits can stop it in between.
const arithBoundsRounds = 64

// bounds narrows the three intervals towards their bounds(Z) fixpoint;
// it sets unfinished when it stopped after arithBoundsRounds rounds.
func (p *arithTimes) bounds(s *cp.Store) bool {
	for round := 1; ; round++ {
		if round > arithBoundsRounds {
			p.unfinished = true
			return true
		}
		a0, a1, b0, b1, c0, c1 := s.Min(p.a), s.Max(p.a), s.Min(p.b), s.Max(p.b), s.Min(p.c), s.Max(p.c)
		var ok bool
		if p.sq {
			ok = p.squareBounds(s)
		} else {
			ok = p.productBounds(s)
		}
		if !ok {
			return false
		}
		if a0 == s.Min(p.a) && a1 == s.Max(p.a) && b0 == s.Min(p.b) && b1 == s.Max(p.b) && c0 == s.Min(p.c) && c1 == s.Max(p.c) {
			return true
		}
	}
}

func (p *arithTimes) productBounds(s *cp.Store) bool {
	a, b, c := p.a, p.b, p.c
	lo, hi, ok := arithProdHull(s.Min(a), s.Max(a), p.nz, s.Min(b), s.Max(b))
	if !ok || !s.SetMin(c, lo) || !s.SetMax(c, hi) {
		return false
	}
	if lo, hi, ok = arithQuotHull(s.Min(c), s.Max(c), s.Min(b), s.Max(b), false); !ok || !s.SetMin(a, lo) || !s.SetMax(a, hi) {
		return false
	}
	if lo, hi, ok = arithQuotHull(s.Min(c), s.Max(c), s.Min(a), s.Max(a), p.nz); !ok || !s.SetMin(b, lo) || !s.SetMax(b, hi) {
		return false
	}
	return p.step(s, a, 0) && p.step(s, b, 1) && p.step(s, c, 2)
}

// step moves x's bounds to the nearest values that have a support (which
// says which of a, b, c x is). On an interval variable the steps of a call
// share the budget intervalSteps.
func (p *arithTimes) step(s *cp.Store, x cp.VarID, which int) bool {
	interval := s.IsInterval(x)
	v := s.Min(x)
	for !p.supported(s, which, v) {
		if interval {
			if p.intervalSteps == 0 {
				break
			}
			p.intervalSteps--
		}
		var ok bool
		if v, ok = s.Next(x, v); !ok {
			return false
		}
	}
	if !s.SetMin(x, v) {
		return false
	}
	v = s.Max(x)
	for !p.supported(s, which, v) {
		if interval {
			if p.intervalSteps == 0 {
				break
			}
			p.intervalSteps--
		}
		var ok bool
		if v, ok = s.Prev(x, v); !ok {
			return false
		}
	}
	return s.SetMax(x, v)
}

// supported reports whether value v of a (which 0), b (1) or c (2) has a
// support in the intervals of the other two.
func (p *arithTimes) supported(s *cp.Store, which, v int) bool {
	alo, ahi, blo, bhi, clo, chi := s.Min(p.a), s.Max(p.a), s.Min(p.b), s.Max(p.b), s.Min(p.c), s.Max(p.c)
	switch which {
	case 0: // some b with v·b ∈ C
		if v == 0 {
			return !p.nz && clo <= 0 && 0 <= chi
		}
		lo, hi := arithDivRange(clo, chi, v)
		return max(lo, blo) <= min(hi, bhi)
	case 1: // some a (≠ 0 when nz) with a·v ∈ C
		if v == 0 {
			return clo <= 0 && 0 <= chi
		}
		lo, hi := arithDivRange(clo, chi, v)
		lo, hi = max(lo, alo), min(hi, ahi)
		return lo <= hi && (!p.nz || lo != 0 || hi != 0)
	}
	// some a, b with a·b = v
	if v == 0 {
		return (!p.nz && alo <= 0 && 0 <= ahi) || (blo <= 0 && 0 <= bhi)
	}
	if v == math.MinInt {
		return true
	}
	// Candidate factors: A ∩ v/B and B ∩ v/A.
	l, h, ok := arithQuotHull(v, v, blo, bhi, false)
	if !ok {
		return false
	}
	alo, ahi = max(alo, l), min(ahi, h)
	if l, h, ok = arithQuotHull(v, v, alo, ahi, p.nz); !ok {
		return false
	}
	blo, bhi = max(blo, l), min(bhi, h)
	if alo > ahi || blo > bhi {
		return false
	}
	wa, wb := arithSatSub(ahi, alo), arithSatSub(bhi, blo)
	av := v
	if av < 0 {
		av = -av
	}
	ws := arithIsqrt(av)
	switch {
	case min(wa, wb, ws) >= arithDivisorSteps:
		return true
	case wa <= wb && wa <= ws:
		for t := alo; ; t++ {
			if t != 0 && v%t == 0 && v/t >= blo && v/t <= bhi {
				return true
			}
			if t == ahi {
				return false
			}
		}
	case wb <= ws:
		for t := blo; ; t++ {
			if t != 0 && v%t == 0 && v/t >= alo && v/t <= ahi {
				return true
			}
			if t == bhi {
				return false
			}
		}
	}
	for d := 1; d <= ws; d++ {
		if av%d != 0 {
			continue
		}
		for _, t := range [4]int{d, -d, av / d, -(av / d)} {
			if t >= alo && t <= ahi && v/t >= blo && v/t <= bhi {
				return true
			}
		}
	}
	return false
}

// squareBounds narrows a² = c: |a| ∈ [r1, r2] for c ∈ [r1², r2²], and c's
// bounds are moved to squares of values of |a|'s interval.
func (p *arithTimes) squareBounds(s *cp.Store) bool {
	a, c := p.a, p.c
	alo, ahi := s.Min(a), s.Max(a)
	var m1, m2 int // |a| ∈ [m1, m2]
	switch {
	case alo >= 0:
		m1, m2 = alo, ahi
	case ahi <= 0:
		m1, m2 = arithSatSub(0, ahi), arithSatSub(0, alo)
	default:
		m1, m2 = 0, max(arithSatSub(0, alo), ahi)
	}
	if p.nz {
		m1 = max(m1, 1)
	}
	if m1 > m2 {
		return false
	}
	if !s.SetMin(c, arithSatMul(m1, m1)) || !s.SetMax(c, arithSatMul(m2, m2)) {
		return false
	}
	// c's min: the smallest value r² with r ∈ [m1, m2].
	v := s.Min(c)
	for {
		r := max(arithCeilSqrt(max(v, 0)), m1)
		if r > m2 || r > arithSqrtMax {
			return false
		}
		t := r * r
		if t == v {
			break
		}
		var ok bool
		if v, ok = s.Next(c, t-1); !ok {
			return false
		}
	}
	if !s.SetMin(c, v) {
		return false
	}
	v = s.Max(c)
	for {
		if v < 0 {
			return false
		}
		r := min(arithIsqrt(v), m2)
		if r < m1 {
			return false
		}
		t := r * r
		if t == v {
			break
		}
		var ok bool
		if v, ok = s.Prev(c, t+1); !ok {
			return false
		}
	}
	if !s.SetMax(c, v) {
		return false
	}
	r1, r2 := arithCeilSqrt(s.Min(c)), arithIsqrt(s.Max(c))
	if p.nz {
		r1 = max(r1, 1)
	}
	return arithStepUnion(s, a, -r2, -r1, r1, r2)
}

// Clone implements cp.Cloner.
func (p *arithTimes) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.ma, c.mb, c.mc = cloneSlice(p.ma), cloneSlice(p.mb), cloneSlice(p.mc)
	return &c
}

// AbsDiff posts |x − y| = z.
//
// If x and y are the same variable, z is fixed to 0; z may be x or y (the
// propagator then runs on a copy of z, tied by Equal). Domain consistent while |dom x|·|dom y| ≤ 4096, by enumerating the
// pairs of values, O(|dom x|·|dom y|); bounds(Z) consistent otherwise: z is
// narrowed to |[min x − max y, max x − min y]| and x to
// [min y − max z, max y − min z] ∪ [min y + min z, max y + max z] (y
// likewise), stepping over the gap between the two intervals, O(1) per round.
// With an interval variable among x, y, z: bounds(Z) consistent only.
func AbsDiff(s *cp.Store, x, y, z cp.VarID) error {
	if err := checkVarsAny(s, "AbsDiff", true, x, y, z); err != nil {
		return err
	}
	if x == y {
		s.Assign(z, 0) // a failure marks the store failed (z may be x)
		return nil
	}
	if z == x || z == y { // |x − y| = x: the propagator runs on a copy of z
		c, err := aliasCopy(s, z)
		if err != nil {
			return err
		}
		z = c
	}
	arithAbsDiffPost(s, x, y, z, arithDomainLimit)
	return nil
}

func arithAbsDiffPost(s *cp.Store, a, b, c cp.VarID, limit int) {
	if s.IsInterval(a) || s.IsInterval(b) || s.IsInterval(c) {
		limit = -1 // bounds only: the domain pass needs bitsets
	}
	p := &arithAbsDiff{a: a, b: b, c: c, limit: limit,
		ma: make([]uint64, len(s.Words(a))), mb: make([]uint64, len(s.Words(b))), mc: make([]uint64, len(s.Words(c)))}
	id := s.Post(p, cp.Ternary, "absdiff")
	s.Subscribe(id, a, cp.OnDomain, 0)
	s.Subscribe(id, b, cp.OnDomain, 1)
	s.Subscribe(id, c, cp.OnDomain, 2)
}

// arithAbsDiff is |a − b| = c. Domain consistent while
// |dom a|·|dom b| ≤ limit (O(|dom a|·|dom b|) per call), bounds(Z)
// consistent otherwise (O(1) per round), see AbsDiff.
type arithAbsDiff struct {
	a, b, c    cp.VarID
	limit      int
	ma, mb, mc []uint64
	unfinished bool // the last bounds pass stopped before its fixpoint
}

func (p *arithAbsDiff) small(s *cp.Store) bool { return arithSizeProduct(s, p.a, p.b) <= p.limit }

// Notify wakes the propagator on bounds changes, and on any change while
// the domain pass applies.
func (p *arithAbsDiff) Notify(s *cp.Store, _ int32, ev cp.Event) bool {
	return ev != cp.EventDomain || p.small(s)
}

func (p *arithAbsDiff) Propagate(s *cp.Store) cp.Status {
	p.unfinished = false
	if !p.small(s) && !p.bounds(s) {
		return cp.Fail
	}
	if p.unfinished {
		return cp.NoFix // it moved its own bounds: it runs again
	}
	if p.small(s) && !p.domain(s) {
		return cp.Fail
	}
	if s.Fixed(p.a) && s.Fixed(p.b) && s.Fixed(p.c) {
		return cp.Subsumed
	}
	return cp.Fix
}

func (p *arithAbsDiff) domain(s *cp.Store) bool {
	arithClearMarks(s, p.a, p.ma)
	arithClearMarks(s, p.b, p.mb)
	arithClearMarks(s, p.c, p.mc)
	for va, ok := s.Min(p.a), true; ok; va, ok = s.Next(p.a, va) {
		for vb, more := s.Min(p.b), true; more; vb, more = s.Next(p.b, vb) {
			d := arithSatSub(va, vb)
			if d < 0 {
				d = arithSatSub(0, d)
			}
			if d != math.MaxInt && s.Contains(p.c, d) {
				arithMark(s, p.a, p.ma, va)
				arithMark(s, p.b, p.mb, vb)
				arithMark(s, p.c, p.mc, d)
			}
		}
	}
	return s.IntersectWords(p.a, p.ma) && s.IntersectWords(p.b, p.mb) && s.IntersectWords(p.c, p.mc)
}

func (p *arithAbsDiff) bounds(s *cp.Store) bool {
	a, b, c := p.a, p.b, p.c
	if !s.SetMin(c, 0) {
		return false
	}
	for round := 1; ; round++ {
		if round > arithBoundsRounds {
			p.unfinished = true // see arithBoundsRounds
			return true
		}
		a0, a1, b0, b1, c0, c1 := s.Min(a), s.Max(a), s.Min(b), s.Max(b), s.Min(c), s.Max(c)
		dlo, dhi := arithSatSub(a0, b1), arithSatSub(a1, b0)
		lo, hi := 0, max(arithSatSub(0, dlo), dhi)
		switch {
		case dlo > 0:
			lo, hi = dlo, dhi
		case dhi < 0:
			lo, hi = arithSatSub(0, dhi), arithSatSub(0, dlo)
		}
		if !s.SetMin(c, lo) || !s.SetMax(c, hi) {
			return false
		}
		clo, chi := s.Min(c), s.Max(c)
		if !arithStepUnion(s, a, arithSatSub(b0, chi), arithSatSub(b1, clo), arithSatAdd(b0, clo), arithSatAdd(b1, chi)) {
			return false
		}
		alo, ahi := s.Min(a), s.Max(a)
		if !arithStepUnion(s, b, arithSatSub(alo, chi), arithSatSub(ahi, clo), arithSatAdd(alo, clo), arithSatAdd(ahi, chi)) {
			return false
		}
		if a0 == s.Min(a) && a1 == s.Max(a) && b0 == s.Min(b) && b1 == s.Max(b) && c0 == s.Min(c) && c1 == s.Max(c) {
			return true
		}
	}
}

// Clone implements cp.Cloner.
func (p *arithAbsDiff) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.ma, c.mb, c.mc = cloneSlice(p.ma), cloneSlice(p.mb), cloneSlice(p.mc)
	return &c
}

// arithStepUnion moves x's bounds to its smallest and largest values within
// [l1, h1] ∪ [l2, h2] (an interval with l > h is empty).
func arithStepUnion(s *cp.Store, x cp.VarID, l1, h1, l2, h2 int) bool {
	v := s.Min(x)
	for !((l1 <= v && v <= h1) || (l2 <= v && v <= h2)) {
		t, found := math.MaxInt, false // the first interval start above v
		if l1 > v && l1 <= h1 {
			t, found = l1, true
		}
		if l2 > v && l2 <= h2 && l2 < t {
			t, found = l2, true
		}
		if !found {
			return false
		}
		var ok bool
		if v, ok = s.Next(x, t-1); !ok {
			return false
		}
	}
	if !s.SetMin(x, v) {
		return false
	}
	v = s.Max(x)
	for !((l1 <= v && v <= h1) || (l2 <= v && v <= h2)) {
		t, found := math.MinInt, false // the last interval end below v
		if h1 < v && l1 <= h1 {
			t, found = h1, true
		}
		if h2 < v && l2 <= h2 && h2 > t {
			t, found = h2, true
		}
		if !found {
			return false
		}
		var ok bool
		if v, ok = s.Prev(x, t+1); !ok {
			return false
		}
	}
	return s.SetMax(x, v)
}

// Integer helpers. Saturating operations clamp to the int range, which
// keeps interval reasoning sound (a clamped bound is never tighter than the
// exact one, and no domain holds a value beyond the int range).

// arithSqrtMax is the largest r with r·r ≤ math.MaxInt.
const arithSqrtMax = 3037000499

// arithMul returns a·b and whether it fits in an int.
func arithMul(a, b int) (int, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	if p/b != a || (a == -1 && b == math.MinInt) || (b == -1 && a == math.MinInt) {
		return 0, false
	}
	return p, true
}

func arithSatMul(a, b int) int {
	if p, ok := arithMul(a, b); ok {
		return p
	}
	if (a < 0) != (b < 0) {
		return math.MinInt
	}
	return math.MaxInt
}

func arithSatAdd(a, b int) int {
	c := a + b
	switch {
	case a > 0 && b > 0 && c < 0:
		return math.MaxInt
	case a < 0 && b < 0 && c >= 0:
		return math.MinInt
	}
	return c
}

func arithSatSub(a, b int) int {
	c := a - b
	switch {
	case b < 0 && c < a:
		return math.MaxInt
	case b > 0 && c > a:
		return math.MinInt
	}
	return c
}

// arithFloorDiv is ⌊a/b⌋ for b ≠ 0 (saturating).
func arithFloorDiv(a, b int) int {
	if a == math.MinInt && b == -1 {
		return math.MaxInt
	}
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// arithCeilDiv is ⌈a/b⌉ for b ≠ 0 (saturating).
func arithCeilDiv(a, b int) int {
	if a == math.MinInt && b == -1 {
		return math.MaxInt
	}
	q := a / b
	if a%b != 0 && (a < 0) == (b < 0) {
		q++
	}
	return q
}

// arithDivRange is the interval of the integers t with v·t ∈ [clo, chi]
// (v ≠ 0); it is empty when lo > hi.
func arithDivRange(clo, chi, v int) (lo, hi int) {
	if v > 0 {
		return arithCeilDiv(clo, v), arithFloorDiv(chi, v)
	}
	return arithCeilDiv(chi, v), arithFloorDiv(clo, v)
}

// arithProdHull is the hull of a·b over a ∈ [alo, ahi] (a ≠ 0 when nz) and
// b ∈ [blo, bhi]; ok is false when no a is left.
func arithProdHull(alo, ahi int, nz bool, blo, bhi int) (lo, hi int, ok bool) {
	lo, hi = math.MaxInt, math.MinInt
	if !nz {
		return arithCorners(alo, ahi, blo, bhi, lo, hi)
	}
	if alo <= -1 {
		lo, hi, _ = arithCorners(alo, min(ahi, -1), blo, bhi, lo, hi)
	}
	if ahi >= 1 {
		lo, hi, _ = arithCorners(max(alo, 1), ahi, blo, bhi, lo, hi)
	}
	return lo, hi, lo <= hi
}

// arithCorners widens [lo, hi] by the products of the corners of
// [al, ah] × [bl, bh].
func arithCorners(al, ah, bl, bh, lo, hi int) (int, int, bool) {
	p1, p2, p3, p4 := arithSatMul(al, bl), arithSatMul(al, bh), arithSatMul(ah, bl), arithSatMul(ah, bh)
	lo, hi = min(lo, p1, p2, p3, p4), max(hi, p1, p2, p3, p4)
	return lo, hi, lo <= hi
}

// arithQuotHull is the integer hull of {f : f·g ∈ [clo, chi] for some real
// g ∈ [glo, ghi]} (g ≠ 0 when nz); ok is false when it is empty.
func arithQuotHull(clo, chi, glo, ghi int, nz bool) (lo, hi int, ok bool) {
	if clo <= 0 && 0 <= chi && !nz && glo <= 0 && 0 <= ghi {
		return math.MinInt, math.MaxInt, true
	}
	lo, hi = math.MaxInt, math.MinInt
	if glo <= -1 {
		lo, hi = arithQuotPart(clo, chi, glo, min(ghi, -1), lo, hi)
	}
	if ghi >= 1 {
		lo, hi = arithQuotPart(clo, chi, max(glo, 1), ghi, lo, hi)
	}
	return lo, hi, lo <= hi
}

// arithQuotPart widens [lo, hi] by the integers of the hull of c/g over
// [clo, chi] × [gl, gh], an interval without 0.
func arithQuotPart(clo, chi, gl, gh, lo, hi int) (int, int) {
	plo := min(arithCeilDiv(clo, gl), arithCeilDiv(clo, gh), arithCeilDiv(chi, gl), arithCeilDiv(chi, gh))
	phi := max(arithFloorDiv(clo, gl), arithFloorDiv(clo, gh), arithFloorDiv(chi, gl), arithFloorDiv(chi, gh))
	if plo <= phi {
		lo, hi = min(lo, plo), max(hi, phi)
	}
	return lo, hi
}

// arithIsqrt is ⌊√n⌋ for n ≥ 0.
func arithIsqrt(n int) int {
	r := int(math.Sqrt(float64(n)))
	for r > arithSqrtMax || r*r > n {
		r--
	}
	for r < arithSqrtMax && (r+1)*(r+1) <= n {
		r++
	}
	return r
}

// arithCeilSqrt is ⌈√n⌉ for n ≥ 0.
func arithCeilSqrt(n int) int {
	r := arithIsqrt(n)
	if r*r < n {
		r++
	}
	return r
}

// arithClearMarks zeroes the words of m that cover x's current range.
func arithClearMarks(s *cp.Store, x cp.VarID, m []uint64) {
	base := s.Base(x)
	for w := (s.Min(x) - base) >> 6; w <= (s.Max(x)-base)>>6; w++ {
		m[w] = 0
	}
}

func arithMark(s *cp.Store, x cp.VarID, m []uint64, v int) {
	b := v - s.Base(x)
	m[b>>6] |= 1 << (b & 63)
}
