package propagators

import (
	"math"

	"github.com/tessera-cp/tessera/cp"
)

// TruncDiv posts z = x div y, the quotient rounded towards zero (FlatZinc's
// int_div, Go's /), with y ≠ 0.
//
// Domain consistent while |dom x|·|dom y| ≤ 4096, by enumerating the pairs
// of values, O(|dom x|·|dom y|). Otherwise: y loses 0, z is narrowed to the
// hull of the quotients of the corners of x's and y's intervals (which is
// the hull of every quotient in the box, since x div y is monotone in each
// argument on each sign of y), and x to that of q·y over the corners of z
// and y widened by max|y|−1 (the remainder); O(1) per round. x and y may
// be the same variable, and z one of them (through a fresh copy).
func TruncDiv(s *cp.Store, x, y, z cp.VarID) error {
	return arithFuncPost(s, "TruncDiv", opTruncDiv, x, y, z, arithDomainLimit)
}

// Mod posts z = x mod y, the remainder of the division rounded towards
// zero (FlatZinc's int_mod, Go's %): it takes the sign of x, |z| < |y|,
// and y ≠ 0.
//
// Domain consistent while |dom x|·|dom y| ≤ 4096, by enumerating the pairs
// of values. Otherwise: y loses 0, z is narrowed to
// [−(m−1), m−1] ∩ [min(0, min x), max(0, max x)] with m = max|y| (the
// remainder is smaller than the divisor, no larger than the dividend and
// of its sign), and x loses the values of the wrong sign: x ≥ min z when z
// is positive, x ≤ max z when z is negative; O(1) per round. In both modes
// z is assigned x mod y once x and y are fixed. x and y may be the same
// variable, and z one of them (through a fresh copy). With an interval variable among them
// only the interval rules run.
func Mod(s *cp.Store, x, y, z cp.VarID) error {
	return arithFuncPost(s, "Mod", opMod, x, y, z, arithDomainLimit)
}

// arithOp is the function z = f(x, y) of an arithFunc.
type arithOp uint8

const (
	opTruncDiv arithOp = iota
	opMod
	opPow
)

var arithOpKinds = [...]string{"truncdiv", "mod", "pow"}

// arithFuncPost posts z = op(x, y), running the domain pass while
// |dom x|·|dom y| ≤ limit.
func arithFuncPost(s *cp.Store, name string, op arithOp, x, y, z cp.VarID, limit int) error {
	if err := checkVarsAny(s, name, true, x, y, z); err != nil {
		return err
	}
	if z == x || z == y { // x div y = x: the propagator runs on a copy of the result
		c, err := aliasCopy(s, z)
		if err != nil {
			return err
		}
		z = c
	}
	if s.IsInterval(x) || s.IsInterval(y) || s.IsInterval(z) {
		limit = -1 // the interval rules only: the domain pass needs bitsets
	}
	p := &arithFunc{op: op, x: x, y: y, z: z, same: x == y, limit: limit,
		mx: make([]uint64, len(s.Words(x))), my: make([]uint64, len(s.Words(y))), mz: make([]uint64, len(s.Words(z)))}
	id := s.Post(p, cp.Ternary, arithOpKinds[op])
	s.Subscribe(id, x, cp.OnDomain, 0)
	if !p.same {
		s.Subscribe(id, y, cp.OnDomain, 1)
	}
	s.Subscribe(id, z, cp.OnDomain, 2)
	return nil
}

// arithFunc is z = op(x, y): domain consistent while |dom x|·|dom y| ≤
// limit, interval reasoning specific to op otherwise (see TruncDiv, Mod,
// Pow).
type arithFunc struct {
	op         arithOp
	x, y, z    cp.VarID
	same       bool // x and y are the same variable
	limit      int
	mx, my, mz []uint64 // marks of supported values, in each variable's word coordinates
}

// apply computes op(a, b); ok is false where it is undefined or leaves the
// value range.
func (p *arithFunc) apply(a, b int) (int, bool) {
	switch p.op {
	case opTruncDiv:
		if b == 0 || b == -1 && a == math.MinInt { // undefined, or overflowing
			return 0, false
		}
		return a / b, true
	case opMod:
		if b == 0 {
			return 0, false
		}
		return a % b, true // Go's remainder of MinInt by −1 is 0
	}
	return arithPow(a, b)
}

func (p *arithFunc) small(s *cp.Store) bool {
	if p.limit <= 0 {
		return false
	}
	if p.same {
		return s.Size(p.x) <= p.limit
	}
	return s.Size(p.x) <= p.limit && s.Size(p.y) <= p.limit/s.Size(p.x)
}

// Notify wakes the propagator on bounds changes, and on any change while
// the domain pass applies.
func (p *arithFunc) Notify(s *cp.Store, _ int32, ev cp.Event) bool {
	return ev != cp.EventDomain || p.small(s)
}

func (p *arithFunc) Propagate(s *cp.Store) cp.Status {
	if p.op != opPow && !s.Remove(p.y, 0) {
		return cp.Fail
	}
	if !p.small(s) && !p.bounds(s) {
		return cp.Fail
	}
	if p.small(s) && !p.domain(s) {
		return cp.Fail
	}
	if s.Fixed(p.x) && s.Fixed(p.y) {
		// The interval rules are weaker than the function: decide it.
		v, ok := p.apply(s.Value(p.x), s.Value(p.y))
		if !ok || !s.Assign(p.z, v) {
			return cp.Fail
		}
		return cp.Subsumed
	}
	return cp.Fix
}

// domain keeps the values that take part in some op(a, b) ∈ dom z.
func (p *arithFunc) domain(s *cp.Store) bool {
	arithClearMarks(s, p.x, p.mx)
	arithClearMarks(s, p.y, p.my)
	arithClearMarks(s, p.z, p.mz)
	for a, ok := s.Min(p.x), true; ok; a, ok = s.Next(p.x, a) {
		b, more := s.Min(p.y), true
		if p.same {
			b = a
		}
		for ; more; b, more = s.Next(p.y, b) {
			if c, def := p.apply(a, b); def && s.Contains(p.z, c) {
				arithMark(s, p.x, p.mx, a)
				arithMark(s, p.y, p.my, b)
				arithMark(s, p.z, p.mz, c)
			}
			if p.same {
				break
			}
		}
	}
	return s.IntersectWords(p.x, p.mx) && s.IntersectWords(p.y, p.my) && s.IntersectWords(p.z, p.mz)
}

// bounds applies op's interval rules until they prune nothing.
func (p *arithFunc) bounds(s *cp.Store) bool {
	for {
		x0, x1, y0, y1, z0, z1 := s.Min(p.x), s.Max(p.x), s.Min(p.y), s.Max(p.y), s.Min(p.z), s.Max(p.z)
		var ok bool
		switch p.op {
		case opTruncDiv:
			ok = p.divBounds(s)
		case opMod:
			ok = p.modBounds(s)
		default:
			ok = p.powBounds(s)
		}
		if !ok {
			return false
		}
		if x0 == s.Min(p.x) && x1 == s.Max(p.x) && y0 == s.Min(p.y) && y1 == s.Max(p.y) && z0 == s.Min(p.z) && z1 == s.Max(p.z) {
			return true
		}
	}
}

func (p *arithFunc) divBounds(s *cp.Store) bool {
	xl, xh, yl, yh := s.Min(p.x), s.Max(p.x), s.Min(p.y), s.Max(p.y)
	lo, hi, ok := truncDivHull(xl, xh, yl, yh)
	if !ok || !s.SetMin(p.z, lo) || !s.SetMax(p.z, hi) {
		return false
	}
	// x = q·y + r with |r| ≤ max|y| − 1.
	plo, phi, _ := arithProdHull(s.Min(p.z), s.Max(p.z), false, yl, yh)
	m := max(-yl, yh) - 1
	return s.SetMin(p.x, arithSatSub(plo, m)) && s.SetMax(p.x, arithSatAdd(phi, m))
}

// truncDivHull is the hull of a div b over a ∈ [al, ah], b ∈ [bl, bh] \ {0};
// ok is false when no b is left.
func truncDivHull(al, ah, bl, bh int) (lo, hi int, ok bool) {
	lo, hi = maxValueInt, minValueInt
	corner := func(b0, b1 int) {
		for _, a := range [2]int{al, ah} {
			for _, b := range [2]int{b0, b1} {
				q := a / b
				if b == -1 {
					q = arithSatSub(0, a)
				}
				lo, hi = min(lo, q), max(hi, q)
			}
		}
	}
	if bl <= -1 {
		corner(bl, min(bh, -1))
	}
	if bh >= 1 {
		corner(max(bl, 1), bh)
	}
	return lo, hi, lo <= hi
}

func (p *arithFunc) modBounds(s *cp.Store) bool {
	xl, xh, yl, yh := s.Min(p.x), s.Max(p.x), s.Min(p.y), s.Max(p.y)
	lo, hi := modHull(xl, xh, yl, yh)
	if !s.SetMin(p.z, lo) || !s.SetMax(p.z, hi) {
		return false
	}
	switch zl, zh := s.Min(p.z), s.Max(p.z); {
	case zl > 0:
		return s.SetMin(p.x, zl)
	case zh < 0:
		return s.SetMax(p.x, zh)
	}
	return true
}

// Clone implements cp.Cloner (TruncDiv, Mod, Pow): the support marks are
// scratch, copied.
func (p *arithFunc) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.mx, c.my, c.mz = cloneSlice(p.mx), cloneSlice(p.my), cloneSlice(p.mz)
	return &c
}

// modHull is the interval Mod's rules give z: [−(m−1), m−1] ∩
// [min(0, al), max(0, ah)], m = max|b| over [bl, bh].
func modHull(al, ah, bl, bh int) (lo, hi int) {
	m := max(-bl, bh) - 1
	return max(-m, min(0, al)), min(m, max(0, ah))
}

const (
	maxValueInt = int(^uint(0) >> 1)
	minValueInt = -maxValueInt - 1
)
