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
