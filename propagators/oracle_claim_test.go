package propagators

// The claimed strength of the oracle harness. A propagator that is neither
// bounds(Z) nor domain consistent states what it prunes (oracleRow.claim);
// each case carries a reference function that applies those rules to a
// set of domains, written from the statement, not from the propagator's
// code (a brute-force enumeration wherever one fits). At the propagator's
// fixpoint the rules must have nothing left to remove: every value the
// propagator keeps survives the reference, and where the reference fails
// (an empty domain) the propagator must have failed. For rules that only
// remove more from smaller domains (monotone rules) this is the same as
// "the propagator reaches at least the rules' fixpoint from the case's
// domains"; it also fits rules that are not monotone, such as Circuit's
// depth-first search in a fixed order.

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// checkClaim checks a fixpoint against the row's claim.
func checkClaim(s *cp.Store, xs []cp.VarID, row oracleRow, c oracleCase, st *oracleStats, fail func(string, ...any)) {
	if row.claim == "" || c.reference == nil {
		fail("a row of strength claimed needs a claim and each case a reference")
	}
	cur := claimDoms(s, xs)
	ref := c.reference(cloneDoms(cur))
	if len(ref) != len(cur) {
		fail("the reference returned %d domains for %d variables", len(ref), len(cur))
	}
	for i := range cur {
		if len(ref[i]) == 0 {
			fail("the claimed rules (%s) fail at the fixpoint (variable %d loses every value), the propagator did not (domains now %v)", row.claim, i, domains(s, xs))
		}
		for _, v := range cur[i] {
			if !slices.Contains(ref[i], v) {
				fail("value %d of variable %d is left, but the claimed rules (%s) remove it (domains now %v; the rules leave %v)", v, i, row.claim, domains(s, xs), ref)
			}
		}
	}
	st.claimChecked++
	if start := c.reference(cloneDoms(c.doms)); !sameDoms(start, c.doms) {
		st.claimActive++
	}
}

// claimDoms reads the current domains of xs as value lists.
func claimDoms(s *cp.Store, xs []cp.VarID) [][]int {
	out := make([][]int, len(xs))
	for i, x := range xs {
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			out[i] = append(out[i], v)
		}
	}
	return out
}

func cloneDoms(doms [][]int) [][]int {
	out := make([][]int, len(doms))
	for i, d := range doms {
		out[i] = slices.Clone(d)
	}
	return out
}

func sameDoms(a, b [][]int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := slices.Clone(a[i]), slices.Clone(b[i])
		slices.Sort(x)
		slices.Sort(y)
		if !slices.Equal(x, y) {
			return false
		}
	}
	return true
}

// keepIf returns doms with the values v of variable i for which keep(i, v)
// is false removed.
func keepIf(doms [][]int, keep func(i, v int) bool) [][]int {
	out := make([][]int, len(doms))
	for i, d := range doms {
		out[i] = []int{}
		for _, v := range d {
			if keep(i, v) {
				out[i] = append(out[i], v)
			}
		}
	}
	return out
}

// emptied returns doms with every domain empty: the rules fail.
func emptied(doms [][]int) [][]int { return make([][]int, len(doms)) }

// relaxedSupports is domain consistency of the occurrence relaxation: each
// position k of scope is a variable of its own (a copy of variable
// scope[k] with its domain), check is the constraint on the positions'
// values, and a value of variable i survives when every position holding
// i supports it. Variables outside scope keep their domains. This is what
// a propagator that is domain consistent on distinct variables guarantees
// when a variable appears at several positions.
func relaxedSupports(doms [][]int, scope []int, check func(vals []int) bool) [][]int {
	pos := make([][]int, len(scope))
	for k, i := range scope {
		pos[k] = doms[i]
	}
	sup := make([]map[int]bool, len(scope))
	for k := range sup {
		sup[k] = map[int]bool{}
	}
	forEachAssignment(pos, func(vals []int) {
		if check(vals) {
			for k, v := range vals {
				sup[k][v] = true
			}
		}
	})
	return keepIf(doms, func(i, v int) bool {
		for k, j := range scope {
			if j == i && !sup[k][v] {
				return false
			}
		}
		return true
	})
}

// supportsOn is domain consistency of one constraint over the variables
// vars (distinct) of doms: a value of vars[k] survives when some
// assignment of the vars satisfying check takes it. Other variables keep
// their domains.
func supportsOn(doms [][]int, vars []int, check func(vals []int) bool) [][]int {
	return relaxedSupports(doms, vars, check)
}

// constraintsFixpoint runs domain consistency on a set of constraints over
// doms until nothing changes: each constraint names its variables and
// checks their values. It returns the fixpoint (a domain may be empty).
func constraintsFixpoint(doms [][]int, cons []claimConstraint) [][]int {
	cur := cloneDoms(doms)
	for changed := true; changed; {
		changed = false
		for _, c := range cons {
			next := supportsOn(cur, c.vars, c.check)
			if !sameDoms(next, cur) {
				cur, changed = next, true
			}
			for _, d := range cur {
				if len(d) == 0 {
					return cur
				}
			}
		}
	}
	return cur
}

// claimConstraint is one constraint of a decomposition, for
// constraintsFixpoint.
type claimConstraint struct {
	vars  []int
	check func(vals []int) bool
}
