package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Helpers shared by the Explain methods of several families (cp.Explainer).

// indexOf is the position of x in xs, or -1.
func indexOf(xs []cp.VarID, x cp.VarID) int { return slices.Index(xs, x) }

// appendInRangeAt appends literals, true before position at, that put y
// within lo..hi (its domain then lies within): y = v when it was fixed,
// else y ≥ lo and y ≤ hi.
func appendInRangeAt(s *cp.Store, y cp.VarID, at, lo, hi int, buf []cp.Lit) []cp.Lit {
	if v := s.MinAt(y, at); v == s.MaxAt(y, at) {
		return append(buf, cp.LitEq(y, v))
	}
	return append(buf, cp.LitGe(y, lo), cp.LitLe(y, hi))
}

// appendSpanAt appends literals, true before position at, saying
// lo ≤ x ≤ hi (x's domain then lies within; cp.MinValue and cp.MaxValue
// leave a side open): the bounds that are not given, or x's domain when
// that is said in fewer literals (a fixed x: one).
func appendSpanAt(s *cp.Store, x cp.VarID, at, lo, hi int, buf []cp.Lit) []cp.Lit {
	n := len(buf)
	if lo > cp.MinValue && !s.Given(cp.LitGe(x, lo)) {
		buf = append(buf, cp.LitGe(x, lo))
	}
	if hi < cp.MaxValue && !s.Given(cp.LitLe(x, hi)) {
		buf = append(buf, cp.LitLe(x, hi))
	}
	if k := len(buf) - n; k > 1 {
		if d := s.AppendDomainAt(x, at, buf); len(d)-len(buf) < k {
			// d may have grown past buf: keep its array, the domain over the bounds.
			copy(d[n:], d[len(buf):])
			return d[:n+len(d)-len(buf)]
		}
	}
	return buf
}
