package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// Rel is the relation of a linear constraint Σ aᵢ·xᵢ rel c.
type Rel int

const (
	EQ Rel = iota // Σ aᵢ·xᵢ = c
	LE            // Σ aᵢ·xᵢ ≤ c
	GE            // Σ aᵢ·xᵢ ≥ c
	NE            // Σ aᵢ·xᵢ ≠ c
)

func (r Rel) String() string {
	switch r {
	case EQ:
		return "=="
	case LE:
		return "<="
	case GE:
		return ">="
	case NE:
		return "!="
	}
	return "rel?"
}

// linearLimit bounds the magnitude of a linear constraint accepted by
// Linear: |c| + Σ |aᵢ|·max(|min xᵢ|, |max xᵢ|) must not exceed it. With
// this margin every sum, slack and quotient the propagators compute fits in
// an int64 (domains only shrink), so they use plain arithmetic.
const linearLimit = 1 << 61

// Linear posts Σ coeffs[i]·xs[i] rel c. Coefficients may have any sign; a
// variable may appear several times (its coefficients are added) and zero
// coefficients are dropped.
//
// Overflow is ruled out at post time: Linear rejects (with an error wrapping
// ErrArgs) any instance where |c| + Σ |aᵢ|·max(|min xᵢ|, |max xᵢ|) exceeds
// 2^61, computed with checked arithmetic on the domains at post time; the
// propagators then need no checks.
//
// The constraint is normalised (GE becomes LE with negated coefficients;
// the coefficients are divided by their gcd, c is rounded or the constraint
// decided accordingly), then rewritten: no variable left → the constant
// relation is checked (the store fails if it is false); one variable → a
// domain operation at post time; x - y rel c → the binary propagators
// Equal, LessEq and NotEqual. Otherwise:
//
//   - EQ: bounds(R) consistency (each variable's bounds are re-derived from
//     the other variables' bounds with floor/ceil rounding, until nothing
//     changes), O(n) per pass; subscribes OnBounds.
//   - LE, GE: bounds(Z) consistency (bounds(D), in fact: every bound is
//     supported with the other variables at their extreme values), one
//     O(n) pass; subscribes OnBounds.
//   - NE: domain consistency; it waits (O(1) per fixing, counted in an
//     incremental hook) until at most one variable is unfixed, then removes
//     the single forbidden value in O(n); subscribes OnFixed.
//
// Fixed variables are moved out of the active terms into a reversible
// constant, so a pass costs O(number of unfixed variables).
//
// Interval variables (cp.Store.IsInterval) are accepted: EQ, LE and GE
// reason on bounds anyway; NE removes the forbidden value when it is a
// bound of the last unfixed variable and otherwise waits for it to be
// fixed.
func Linear(s *cp.Store, coeffs []int, xs []cp.VarID, rel Rel, c int) error {
	const name = "Linear"
	if rel < EQ || rel > NE {
		return argErr(name, "unknown relation %d", int(rel))
	}
	if len(coeffs) != len(xs) {
		return argErr(name, "%d coefficients for %d variables", len(coeffs), len(xs))
	}
	if err := checkVarsAny(s, name, true, xs...); err != nil {
		return err
	}
	a, x, rel, c, err := linearNormalize(s, name, coeffs, xs, rel, c)
	if err != nil {
		return err
	}
	switch len(a) {
	case 0:
		if !linearHolds(0, rel, c) {
			if len(xs) > 0 {
				return failNow(s, xs[0])
			}
			s.Post(linearFalse{}, cp.Unary, "linear")
		}
		return nil
	case 1:
		// a = ±1 after the gcd division: a·x rel c ⇔ x rel' a·c.
		v := x[0]
		t := a[0] * c
		switch {
		case rel == EQ:
			s.Assign(v, t) // fails the store when t is not in the domain
		case rel == NE:
			if s.IsInterval(v) && t > s.Min(v) && t < s.Max(v) {
				// An inner value of an interval variable: wait for v to
				// be fixed.
				return NotEqual(s, v, s.NewConst(t), 0)
			}
			s.Remove(v, t)
		case a[0] > 0: // x ≤ c
			s.SetMax(v, t)
		default: // -x ≤ c ⇔ x ≥ -c
			s.SetMin(v, t)
		}
		return nil
	case 2:
		if a[0] == -a[1] && (a[0] == 1 || a[0] == -1) {
			p, q := x[0], x[1] // p - q rel c
			if a[0] < 0 {
				p, q = q, p
			}
			switch rel {
			case EQ:
				return Equal(s, p, q, c)
			case LE:
				return LessEq(s, p, q, c)
			case NE:
				return NotEqual(s, p, q, c)
			}
		}
	}
	if rel == NE {
		p := &linearNE{a: a, x: x, c: c}
		unfixed := 0
		for _, v := range x {
			if !s.Fixed(v) {
				unfixed++
			}
		}
		p.unfixed = s.NewRevInt(unfixed)
		id := s.Post(p, cp.Linear, "linear-ne")
		for i, v := range x {
			switch {
			case s.Fixed(v):
				// Never wakes it, but puts v in the scope: Explain lists
				// v's value, so the coarse reason must not leave it out.
				s.Subscribe(id, v, cp.OnFixed, int32(i))
			case s.IsInterval(v):
				// Its forbidden value may become a bound, and removable.
				s.Subscribe(id, v, cp.OnBounds, int32(i))
			default:
				s.Subscribe(id, v, cp.OnFixed, int32(i))
			}
		}
		return nil
	}
	p := newLinearBounds(s, a, x, c, rel == EQ)
	kind := "linear-le"
	if p.eq {
		kind = "linear-eq"
	}
	id := s.Post(p, cp.Linear, kind)
	for i, v := range x {
		s.Subscribe(id, v, cp.OnBounds, int32(i))
	}
	return nil
}

// linearMaxPasses bounds the EQ passes of one run.
const linearMaxPasses = 64

// linearNormalize validates the overflow guard of Σ coeffs[i]·xs[i] rel c
// and returns its normal form: repeated variables merged (in order of first
// appearance), zero coefficients dropped, GE turned into LE, and the
// coefficients divided by their gcd (c rounded accordingly). The relation
// of the result is EQ, LE or NE. When divisibility alone decides the
// relation, the result has no terms and 0 rel c states the verdict. The
// caller has checked rel, the lengths and the variables.
func linearNormalize(s *cp.Store, name string, coeffs []int, xs []cp.VarID, rel Rel, c int) ([]int, []cp.VarID, Rel, int, error) {
	// Merge repeated variables, in order of first appearance.
	var a []int
	var x []cp.VarID
	pos := make(map[cp.VarID]int, len(xs))
	for i, v := range xs {
		if j, ok := pos[v]; ok {
			sum, ok := linearAdd(a[j], coeffs[i])
			if !ok {
				return nil, nil, 0, 0, argErr(name, "the coefficients of variable %d overflow when merged", v)
			}
			a[j] = sum
			continue
		}
		pos[v] = len(a)
		a = append(a, coeffs[i])
		x = append(x, v)
	}
	k := 0
	for i := range a {
		if a[i] != 0 {
			a[k], x[k] = a[i], x[i]
			k++
		}
	}
	a, x = a[:k], x[:k]
	// Overflow guard.
	total := linearAbs(c)
	for i := range a {
		m := max(linearAbs(s.Min(x[i])), linearAbs(s.Max(x[i])))
		hi, lo := bits.Mul64(linearAbs(a[i]), m)
		var carry uint64
		total, carry = bits.Add64(total, lo, 0)
		if hi != 0 || carry != 0 || total > linearLimit || linearAbs(a[i]) > linearLimit {
			return nil, nil, 0, 0, argErr(name, "|c| + Σ|aᵢ|·max(|min xᵢ|,|max xᵢ|) exceeds 2^61 (term %d, variable %d): the sums could overflow", i, x[i])
		}
	}
	if total > linearLimit {
		return nil, nil, 0, 0, argErr(name, "|c| = %d exceeds 2^61", c)
	}
	// GE → LE.
	if rel == GE {
		for i := range a {
			a[i] = -a[i]
		}
		c, rel = -c, LE
	}
	// Divide by the gcd of the coefficients.
	if len(a) > 0 {
		g := 0
		for _, ai := range a {
			g = linearGCD(g, ai)
		}
		if g > 1 {
			switch rel {
			case EQ, NE:
				if c%g != 0 {
					if rel == EQ {
						return nil, nil, EQ, 1, nil // g divides the sum, not c: 0 = 1
					}
					return nil, nil, NE, 1, nil // NE always holds: 0 ≠ 1
				}
				c /= g
			case LE:
				c = linearFloorDiv(c, g)
			}
			for i := range a {
				a[i] /= g
			}
		}
	}
	return a, x, rel, c, nil
}

// linearBounds propagates Σ a[i]·x[i] = c (eq) or ≤ c by bounds reasoning.
// The active terms are a[:n], x[:n]; the terms after them are fixed and
// their sum is k (n and k are reversible; the order of the arrays is not,
// but the set of active terms is, as in cp.SparseSet).
//
// LE is bounds(Z) consistent after one O(n) pass: with slack = c - Σ min(aᵢxᵢ),
// a term can grow by at most the slack, and pruning an upper end changes no
// minimum. EQ is bounds(R) consistent: it repeats O(n) passes with both
// slacks (c - Σ min, Σ max - c) until no bound moves; the number of passes
// is at most the total width of the domains, usually two or three (a run
// stops after 64 and reports NoFix, to run again).
type linearBounds struct {
	a    []int
	x    []cp.VarID
	c    int
	eq   bool
	unit bool // every coefficient is ±1: no divisions
	n, k cp.RevInt
}

// newLinearBounds builds the propagator of Σ a[i]·x[i] = c (eq) or ≤ c
// over the given terms (kept, and reordered by Propagate).
func newLinearBounds(s *cp.Store, a []int, x []cp.VarID, c int, eq bool) *linearBounds {
	p := &linearBounds{a: a, x: x, c: c, eq: eq, unit: true}
	for _, ai := range a {
		if ai != 1 && ai != -1 {
			p.unit = false
		}
	}
	p.n = s.NewRevInt(len(a))
	p.k = s.NewRevInt(0)
	return p
}

func (p *linearBounds) Propagate(s *cp.Store) cp.Status {
	n, k := s.Int(p.n), s.Int(p.k)
	a, x := p.a, p.x
	// Move fixed terms out; sum the minima and maxima of the others.
	lo, hi := 0, 0
	for i := 0; i < n; {
		v, ai := x[i], a[i]
		if s.Fixed(v) {
			k += ai * s.Value(v)
			n--
			a[i], a[n] = a[n], ai
			x[i], x[n] = x[n], v
			continue
		}
		if ai > 0 {
			lo += ai * s.Min(v)
			hi += ai * s.Max(v)
		} else {
			lo += ai * s.Max(v)
			hi += ai * s.Min(v)
		}
		i++
	}
	s.SetInt(p.n, n)
	s.SetInt(p.k, k)
	slackLo := p.c - k - lo // how far the sum may rise above its minimum
	if slackLo < 0 {
		return cp.Fail
	}
	if !p.eq {
		if hi+k <= p.c {
			return cp.Subsumed
		}
		for i := 0; i < n; i++ {
			v, ai := x[i], a[i]
			if ai > 0 {
				d := slackLo
				if !p.unit {
					d /= ai
				}
				if !s.SetMax(v, s.Min(v)+d) {
					return cp.Fail
				}
			} else {
				d := slackLo
				if !p.unit {
					d /= -ai
				}
				if !s.SetMin(v, s.Max(v)-d) {
					return cp.Fail
				}
			}
		}
		return cp.Fix
	}
	slackHi := hi + k - p.c // how far the sum may fall below its maximum
	if slackHi < 0 {
		return cp.Fail
	}
	for pass, changed := 0, true; changed; pass++ {
		if pass == linearMaxPasses {
			// Wide domains may close in slowly: run again later (a bound
			// moved, so the store schedules this propagator again) and let
			// the other propagators and a search's limits act in between.
			return cp.NoFix
		}
		changed = false
		for i := 0; i < n; i++ {
			v, ai := x[i], a[i]
			mn, mx := s.Min(v), s.Max(v)
			var up, down int // allowed rise of the min end, fall of the max end (in x units)
			if ai > 0 {
				up, down = slackLo, slackHi // a·x ≤ a·min + slackLo, a·x ≥ a·max - slackHi
				if !p.unit {
					up, down = up/ai, down/ai
				}
				if mx-mn <= up && mx-mn <= down {
					continue
				}
				if !s.SetMax(v, mn+up) || !s.SetMin(v, mx-down) {
					return cp.Fail
				}
				nmn, nmx := s.Min(v), s.Max(v)
				slackLo -= ai * (nmn - mn)
				slackHi -= ai * (mx - nmx)
			} else {
				up, down = slackLo, slackHi // -|a|·x ≤ -|a|·max + slackLo: x ≥ max - slackLo/|a|
				if !p.unit {
					up, down = up/(-ai), down/(-ai)
				}
				if mx-mn <= up && mx-mn <= down {
					continue
				}
				if !s.SetMin(v, mx-up) || !s.SetMax(v, mn+down) {
					return cp.Fail
				}
				nmn, nmx := s.Min(v), s.Max(v)
				slackLo -= -ai * (mx - nmx)
				slackHi -= -ai * (nmn - mn)
			}
			if slackLo < 0 || slackHi < 0 {
				return cp.Fail
			}
			changed = true
		}
	}
	if slackLo == 0 && slackHi == 0 {
		return cp.Subsumed // Σ min = Σ max = c: every term is fixed
	}
	return cp.Fix
}

func (p *linearBounds) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(buf)
	if l.Op == cp.OpFalse {
		if r, ok := linearSide(s, p.a, p.x, 1, -1, p.c+1, at, buf); ok {
			return r
		}
		if p.eq {
			if r, ok := linearSide(s, p.a, p.x, -1, -1, -p.c+1, at, buf[:n]); ok {
				return r
			}
		}
		return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
	}
	if j := indexOf(p.x, l.X); j >= 0 {
		if r, ok := linearExplainBound(s, p.a, p.x, p.c, 1, j, l, at, buf); ok {
			return r
		}
		if p.eq {
			if r, ok := linearExplainBound(s, p.a, p.x, p.c, -1, j, l, at, buf[:n]); ok {
				return r
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}

// The linear propagators keep their active terms in place, reordered
// within the reversible prefix a[:n], x[:n] (see linearBounds): the
// coefficient and variable arrays are state, so they are copied.

// Clone implements cp.Cloner.
func (p *linearBounds) Clone(*cp.Store) cp.Propagator { return p.clone() }

func (p *linearBounds) clone() *linearBounds {
	c := *p
	c.a, c.x = cloneSlice(p.a), cloneSlice(p.x)
	return &c
}

// linearNE propagates Σ a[i]·x[i] ≠ c. Domain consistent: while two or more
// variables are unfixed every value has a support; Notify counts the unfixed
// variables in O(1) per fixing and schedules the propagator once at most one
// is left; Propagate then removes the forbidden value of the last one (or
// checks the sum), O(n), and is subsumed.
type linearNE struct {
	a       []int
	x       []cp.VarID
	c       int
	unfixed cp.RevInt
}

// Notify counts a variable when it becomes fixed (OnFixed subscriptions; a
// fixed variable produces no further events); an interval variable's
// bounds changes (OnBounds) only wake the propagator once one variable is
// left.
func (p *linearNE) Notify(s *cp.Store, _ int32, ev cp.Event) bool {
	if ev != cp.EventFixed {
		return s.Int(p.unfixed) <= 1
	}
	u := s.Int(p.unfixed) - 1
	s.SetInt(p.unfixed, u)
	return u <= 1
}

func (p *linearNE) Propagate(s *cp.Store) cp.Status {
	if s.Int(p.unfixed) > 1 {
		return cp.Fix
	}
	sum, last, lastA := 0, cp.VarID(-1), 0
	for i, v := range p.x {
		if s.Fixed(v) {
			sum += p.a[i] * s.Value(v)
		} else {
			last, lastA = v, p.a[i]
		}
	}
	r := p.c - sum
	if last < 0 {
		if r == 0 {
			return cp.Fail
		}
		return cp.Subsumed
	}
	if r%lastA == 0 {
		if !s.Remove(last, r/lastA) {
			return cp.Fail
		}
		if s.Contains(last, r/lastA) {
			// An inner value of an interval variable: check the sum once
			// last is fixed (Notify schedules the propagator again).
			return cp.Fix
		}
	}
	return cp.Subsumed
}

func (p *linearNE) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	for _, v := range p.x {
		if v == l.X {
			continue
		}
		lo := s.MinAt(v, at)
		if lo != s.MaxAt(v, at) {
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		buf = append(buf, cp.LitEq(v, lo))
	}
	return buf
}

// Clone implements cp.Cloner.
func (p *linearNE) Clone(*cp.Store) cp.Propagator { return p.clone() }

func (p *linearNE) clone() *linearNE {
	c := *p
	c.a, c.x = cloneSlice(p.a), cloneSlice(p.x)
	return &c
}

// linearFalse fails at its first run: a constant linear relation that is
// false, posted when there is no variable to fail on.
type linearFalse struct{}

func (linearFalse) Propagate(*cp.Store) cp.Status { return cp.Fail }

// Clone implements cp.Cloner.
func (linearFalse) Clone(*cp.Store) cp.Propagator { return linearFalse{} }

func linearHolds(sum int, rel Rel, c int) bool {
	switch rel {
	case EQ:
		return sum == c
	case LE:
		return sum <= c
	case GE:
		return sum >= c
	}
	return sum != c
}

func linearAbs(v int) uint64 {
	if v < 0 {
		return uint64(-(v + 1)) + 1 // no overflow for math.MinInt
	}
	return uint64(v)
}

func linearAdd(a, b int) (int, bool) {
	r := a + b
	if (a > 0 && b > 0 && r < 0) || (a < 0 && b < 0 && r >= 0) {
		return 0, false
	}
	return r, true
}

func linearGCD(a, b int) int {
	if a < 0 {
		a = -a
	}
	if b < 0 {
		b = -b
	}
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// linearFloorDiv is ⌊a/b⌋ for b > 0.
func linearFloorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

// Reasons of Linear (cp.Explainer).
//
// Bounds (LE, and EQ in both directions): a bound of x_j written from
// Σ aᵢxᵢ ≤ c follows from the lower ends of the other terms (xᵢ ≥ bᵢ for
// aᵢ > 0, xᵢ ≤ bᵢ for aᵢ < 0); from Σ aᵢxᵢ ≥ c, from their upper ends. The
// bounds are those before the fact, then lifted: the slack between what
// they imply and what the bound needs loosens them term by term, down to
// the given domain (where the literal disappears). A failure is the side
// whose bounds exceed c, explained the same way.
//
// NE: the last free variable loses the one value the fixed others leave
// forbidden: the reason is their values.

// linearSide appends the reason of Σ_{i≠j} aᵢxᵢ ≥ need, where each term's
// lower end is taken before at (j = -1: every term). a are the
// coefficients read with sign sgn (-1 for the ≥ side). It reports false
// when the bounds then do not reach need.
func linearSide(s *cp.Store, a []int, x []cp.VarID, sgn, j, need, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	sum := 0
	for i, v := range x {
		if i == j {
			continue
		}
		if ai := sgn * a[i]; ai > 0 {
			sum += ai * s.MinAt(v, at)
		} else {
			sum += ai * s.MaxAt(v, at)
		}
	}
	slack := sum - need
	if slack < 0 {
		return buf, false
	}
	for i, v := range x {
		if i == j {
			continue
		}
		ai := sgn * a[i]
		if ai > 0 {
			b := s.MinAt(v, at)
			lift := min(slack/ai, b-s.MinAt(v, -1))
			slack -= lift * ai
			buf = append(buf, cp.LitGe(v, b-lift))
		} else {
			b := s.MaxAt(v, at)
			lift := min(slack/(-ai), s.MaxAt(v, -1)-b)
			slack -= lift * (-ai)
			buf = append(buf, cp.LitLe(v, b+lift))
		}
	}
	return buf, true
}

// linearExplainBound explains l, a bound of x[j], by the ≤ side (sgn = 1:
// Σ aᵢxᵢ ≤ c) or the ≥ side (sgn = -1: Σ aᵢxᵢ ≥ c).
func linearExplainBound(s *cp.Store, a []int, x []cp.VarID, c, sgn, j int, l cp.Lit, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	// In sgn coordinates the side reads Σ a'ᵢxᵢ ≤ c' and bounds a'_j·x_j
	// from above: x_j ≤ m when a'_j > 0, x_j ≥ m when a'_j < 0. It implies
	// l iff Σ_{i≠j} a'ᵢbᵢ > c' - a'_j·t, t the first value l excludes.
	aj, cc := sgn*a[j], sgn*c
	var t int
	switch {
	case aj > 0 && l.Op == cp.OpLe:
		t = l.V + 1
	case aj < 0 && l.Op == cp.OpGe:
		t = l.V - 1
	default:
		return buf, false
	}
	return linearSide(s, a, x, sgn, j, cc-aj*t+1, at, buf)
}
