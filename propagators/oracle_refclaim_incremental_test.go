package propagators

// The claimed-pruning rows of oracle_refclaim_test.go, reached
// incrementally: TestOracleRefClaims posts each case on its own domains and
// propagates once; here, as in the main harness, the constraint is posted
// on wider domains at level 0 and the case's domains are reached by
// removals in two batches above it, so that the state a propagator keeps
// between calls (a flow, a sort order, pending lists) is exercised too. The
// propagator must then still reach the reference's domains.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestOracleRefClaimsIncremental(t *testing.T) {
	rows := slices.Clone(refClaimRows)
	sort.Slice(rows, func(i, j int) bool { return rows[i].name < rows[j].name })
	for i, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			t.Parallel()
			n := oracleCaseCount()
			r := rand.New(rand.NewPCG(uint64(i)+1, 0x1c1a1))
			exhaustive := 0
			for k := 0; k < n && !t.Failed(); k++ {
				runRefClaimIncremental(t, row.name, row.gen(r), r, fmt.Sprintf("random case %d", k))
			}
			if row.tiny != nil && !t.Failed() {
				base := row.tiny()
				exhaustive = forEachNarrowerCase(t, base.doms, func(doms [][]int, what string) {
					c := base
					c.doms = doms
					runRefClaimIncremental(t, row.name, c, r, what)
				})
			}
			t.Logf("%s (claimed rules, incremental): %d random + %d exhaustive cases", row.name, n, exhaustive)
		})
	}
}

// runRefClaimIncremental checks one case: post on wider domains, narrow to
// the case's in two batches, compare with the reference.
func runRefClaimIncremental(t *testing.T, row string, c refCase, r *rand.Rand, what string) {
	t.Helper()
	want := c.ref(c.doms)
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s: %s: domains %v: reference %v: %s", row, what, c.doms, want, fmt.Sprintf(format, args...))
	}
	s := cp.NewStore()
	xs := make([]cp.VarID, len(c.doms))
	extra := make([][]int, len(c.doms))
	for i, d := range c.doms {
		wide := slices.Clone(d)
		lo, hi := slices.Min(d), slices.Max(d)
		for k := r.IntN(3); k > 0; k-- {
			v := lo - 1 + r.IntN(hi-lo+3)
			if !slices.Contains(wide, v) {
				wide = append(wide, v)
				extra[i] = append(extra[i], v)
			}
		}
		xs[i] = s.NewVarValues(wide)
	}
	if err := c.post(s, xs); err != nil {
		fail("post: %v", err)
	}
	ok := s.Propagate()
	for batch := 0; batch < 2 && ok; batch++ {
		s.Push()
		for i := range xs {
			for j, v := range extra[i] {
				if j%2 == batch {
					ok = ok && s.Remove(xs[i], v)
				}
			}
		}
		ok = ok && s.Propagate()
	}
	if !ok {
		return // failing is at least what the reference asks; soundness is TestOracle's
	}
	if want == nil {
		fail("the claimed rules fail but the propagator did not (domains now %v)", domains(s, xs))
	}
	for i, x := range xs {
		for v, more := s.Min(x), true; more; v, more = s.Next(x, v) {
			if !slices.Contains(want[i], v) {
				fail("weaker than claimed: variable %d keeps %d (domains now %v)", i, v, domains(s, xs))
			}
		}
	}
}

// copyDoms copies a list of domains.
func copyDoms(doms [][]int) [][]int {
	out := make([][]int, len(doms))
	for i, d := range doms {
		out[i] = slices.Clone(d)
	}
	return out
}

// narrowDom removes the values of d for which keep is false and reports
// whether any was removed.
func narrowDom(d *[]int, keep func(v int) bool) bool {
	n := len(*d)
	*d = slices.DeleteFunc(*d, func(v int) bool { return !keep(v) })
	return len(*d) != n
}

// hasEmptyDom reports whether a domain is empty.
func hasEmptyDom(doms [][]int) bool {
	return slices.ContainsFunc(doms, func(d []int) bool { return len(d) == 0 })
}
