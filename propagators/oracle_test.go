package propagators

// The oracle harness: one shared checker for every propagator, one row per
// propagator (rows register themselves with addOracleRow from the family's
// oracle_<family>_test.go). For each case it enumerates the solutions of the
// constraint over small domains by brute force and checks:
//
//  1. soundness: no value that belongs to a solution is removed, and the
//     propagator fails only when no solution exists;
//  2. the claimed consistency: domain-consistent propagators keep only
//     supported values (and fail when there is no solution), bounds(Z)
//     consistent ones keep bounds supported within the other intervals;
//  3. at all-fixed assignments the propagator accepts exactly the solutions,
//     whether the variables are fixed all at once or one at a time;
//  4. idempotence: re-running every propagator at the fixpoint prunes nothing;
//  5. PopTo restores every domain and every reversible cell bit for bit;
//  6. for rows of strength claimed (propagators weaker than bounds(Z) or
//     domain consistency), the pruning the row states in words: the case's
//     reference function applies the claimed rules to the domains at the
//     fixpoint, and every value the propagator keeps must survive them
//     (see oracle_claim_test.go).
//
// The constraint is posted on wider domains at level 0 and the case's
// domains are reached by removals in two batches above it, so the
// incremental paths and the trail are exercised too. A case may make some
// variables interval variables (cp.Store.NewIntervalVar, see
// oracle_interval_test.go): their domains are intervals, reached by
// SetMin and SetMax, and a domain-consistency claim asks only their bounds
// to be supported.

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

var oracleScale = flag.Int("oracle.scale", 1, "multiply the oracle harness's random case counts")

type strength int

const (
	sound   strength = iota // only soundness and the fixed-assignment check
	boundsZ                 // bounds(Z) consistency
	domainC                 // domain (generalised arc) consistency
	claimed                 // the row's stated pruning, checked by the case's reference
)

func (s strength) String() string {
	return [...]string{"sound", "bounds(Z)", "domain", "claimed"}[s]
}

// oracleCase is one instance of a constraint over small domains.
type oracleCase struct {
	doms  [][]int                                // the domains, one list of values per variable
	post  func(s *cp.Store, xs []cp.VarID) error // posts the constraint on xs
	check func(vals []int) bool                  // the constraint on a full assignment
	// reference, for rows of strength claimed, applies the rules the row
	// claims to doms (the domains at the propagator's fixpoint) and
	// returns what they leave: every value the propagator keeps must be
	// in it, and an empty domain means the rules fail there.
	reference func(doms [][]int) [][]int
	// interval, when not nil, marks the variables to create as interval
	// variables; their domains must be intervals.
	interval []bool
}

func (c *oracleCase) isInterval(i int) bool { return c.interval != nil && c.interval[i] }

type oracleRow struct {
	name     string
	strength strength
	// claim states, for strength claimed, what the propagator prunes (the
	// rules the cases' reference applies).
	claim string
	// gen draws a random case; keep the product of domain sizes small
	// (at most a few thousand).
	gen func(r *rand.Rand) oracleCase
	// tiny, when set, gives a case whose every combination of non-empty
	// sub-domains is checked exhaustively.
	tiny func() oracleCase
}

var oracleRows []oracleRow

func addOracleRow(r oracleRow) { oracleRows = append(oracleRows, r) }

const maxOracleProduct = 200_000

func TestOracle(t *testing.T) {
	rows := slices.Clone(oracleRows)
	sort.Slice(rows, func(i, j int) bool { return rows[i].name < rows[j].name })
	for i, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			t.Parallel()
			r := rand.New(rand.NewPCG(uint64(i)+1, 0x7e55e7a))
			st, n, exhaustive := runOracleRow(t, row, r)
			t.Logf("%s (%s): %d random + %d exhaustive cases, %d with solutions, %d failed at propagation",
				row.name, row.strength, n, exhaustive, st.withSolutions, st.propFailures)
			if row.strength == claimed {
				t.Logf("%s claims: %s; %d fixpoints checked against the claim; on %d cases the claimed rules prune the starting domains",
					row.name, row.claim, st.claimChecked, st.claimActive)
			}
		})
	}
}

// oracleCaseCount is how many random cases a row of the oracle is
// checked on.
func oracleCaseCount() int {
	if testing.Short() {
		return 300
	}
	return 2000 * *oracleScale
}

// runOracleRow checks row on oracleCaseCount random cases drawn from r,
// then on every narrowing of its tiny case, if it has one, until t fails.
// It returns the counts and how many cases of each kind ran.
func runOracleRow(t *testing.T, row oracleRow, r *rand.Rand) (st *oracleStats, n, exhaustive int) {
	t.Helper()
	n = oracleCaseCount()
	st = &oracleStats{}
	for k := 0; k < n && !t.Failed(); k++ {
		c := row.gen(r)
		runOracleCase(t, row, c, r, st, fmt.Sprintf("random case %d", k))
	}
	if row.tiny != nil && !t.Failed() {
		base := row.tiny()
		exhaustive = forEachNarrowerCase(t, base.doms, func(doms [][]int, what string) {
			c := base
			c.doms = doms
			runOracleCase(t, row, c, r, st, what)
		})
	}
	return st, n, exhaustive
}

// forEachNarrowerCase calls run on every narrowing of doms
// (forEachSubDomains), named "exhaustive case K" from 1, until t fails,
// and returns how many it ran.
func forEachNarrowerCase(t *testing.T, doms [][]int, run func(doms [][]int, what string)) int {
	exhaustive := 0
	forEachSubDomains(doms, func(doms [][]int) {
		if t.Failed() {
			return
		}
		exhaustive++
		run(doms, fmt.Sprintf("exhaustive case %d", exhaustive))
	})
	return exhaustive
}

type oracleStats struct {
	withSolutions, propFailures int
	// claimChecked counts the fixpoints checked against a row's claim,
	// claimActive the cases whose starting domains the claimed rules prune
	// (so the check has something to find).
	claimChecked, claimActive int
}

func runOracleCase(t *testing.T, row oracleRow, c oracleCase, r *rand.Rand, st *oracleStats, what string) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s: %s: domains %v: %s", row.name, what, c.doms, fmt.Sprintf(format, args...))
	}
	n := len(c.doms)
	prod := 1
	for _, d := range c.doms {
		prod *= len(d)
		if prod > maxOracleProduct {
			fail("product of domain sizes too large for the oracle")
		}
	}
	// Brute force: the supported values, one solution and one non-solution.
	supported := make([]map[int]bool, n)
	for i := range supported {
		supported[i] = map[int]bool{}
	}
	var sol, nonSol []int
	nSol, nNon := 0, 0
	forEachAssignment(c.doms, func(vals []int) {
		if c.check(vals) {
			nSol++
			for i, v := range vals {
				supported[i][v] = true
			}
			if r.IntN(nSol) == 0 {
				sol = slices.Clone(vals)
			}
		} else {
			nNon++
			if r.IntN(nNon) == 0 {
				nonSol = slices.Clone(vals)
			}
		}
	})
	if nSol > 0 {
		st.withSolutions++
	}

	// Post on wider domains at level 0.
	s := cp.NewStore()
	xs := make([]cp.VarID, n)
	extra := make([][]int, n)
	for i, d := range c.doms {
		wide := slices.Clone(d)
		lo, hi := slices.Min(d), slices.Max(d)
		if c.isInterval(i) {
			xs[i] = s.NewIntervalVar(lo-r.IntN(2), hi+r.IntN(2))
			continue
		}
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
	if !s.Propagate() {
		if nSol > 0 {
			fail("failed at the root on wider domains, but %v is a solution", sol)
		}
		st.propFailures++
		return
	}
	fp0 := s.Fingerprint()
	s.Push()
	ok := true
	for batch := 0; batch < 2 && ok; batch++ {
		s.Push()
		for i := range xs {
			if c.isInterval(i) {
				if batch == 0 {
					ok = ok && s.SetMin(xs[i], slices.Min(c.doms[i]))
				} else {
					ok = ok && s.SetMax(xs[i], slices.Max(c.doms[i]))
				}
			}
			for j, v := range extra[i] {
				if j%2 == batch {
					ok = ok && s.Remove(xs[i], v)
				}
			}
		}
		ok = ok && s.Propagate()
	}
	if !ok {
		if nSol > 0 {
			fail("failed, but %v is a solution", sol)
		}
		st.propFailures++
	} else {
		for i, x := range xs {
			for v := range supported[i] {
				if !s.Contains(x, v) {
					fail("removed value %d of variable %d, supported by a solution (domains now %v)", v, i, domains(s, xs))
				}
			}
		}
		switch row.strength {
		case domainC:
			if nSol == 0 {
				fail("no solution exists but the propagator did not fail (domains now %v)", domains(s, xs))
			}
			for i, x := range xs {
				for v, more := s.Min(x), true; more; v, more = s.Next(x, v) {
					if c.isInterval(i) && v != s.Min(x) && v != s.Max(x) {
						continue // an interval variable cannot lose an inner value
					}
					if !supported[i][v] {
						fail("not domain consistent: value %d of variable %d has no support (domains now %v)", v, i, domains(s, xs))
					}
				}
			}
		case boundsZ:
			checkBoundsZ(s, xs, c, fail)
		case claimed:
			checkClaim(s, xs, row, c, st, fail)
		}
		// Idempotence: the fixpoint is stable under re-running everything.
		fpD := s.DomainFingerprint()
		for p := 0; p < s.NumProps(); p++ {
			s.Schedule(cp.PropID(p))
		}
		if !s.Propagate() || s.DomainFingerprint() != fpD {
			fail("not idempotent: re-running at the fixpoint changed the domains to %v", domains(s, xs))
		}
	}
	s.PopTo(0)
	if s.Fingerprint() != fp0 {
		fail("PopTo did not restore the state")
	}
	// All-fixed assignments: accept exactly the solutions, fixed at once,
	// then one variable at a time in a random order, propagating after
	// each (a propagator that subsumes itself too early accepts a
	// non-solution there).
	for _, vals := range [][]int{sol, nonSol} {
		if vals == nil {
			continue
		}
		s.Push()
		ok := true
		for i, x := range xs {
			ok = ok && s.Assign(x, vals[i])
		}
		ok = ok && s.Propagate()
		if ok != c.check(vals) {
			fail("at the fixed assignment %v the propagator says %v, the constraint %v", vals, ok, c.check(vals))
		}
		s.PopTo(0)
		s.Push()
		ok = true
		for _, i := range r.Perm(n) {
			ok = ok && s.Assign(xs[i], vals[i]) && s.Propagate()
		}
		if ok != c.check(vals) {
			fail("fixing %v one variable at a time the propagator says %v, the constraint %v", vals, ok, c.check(vals))
		}
		s.PopTo(0)
	}
	if s.Fingerprint() != fp0 {
		fail("PopTo after a fixed assignment did not restore the state")
	}
}

// checkBoundsZ verifies that each variable's min and max extend to a
// solution in which every other variable lies within its current interval.
func checkBoundsZ(s *cp.Store, xs []cp.VarID, c oracleCase, fail func(string, ...any)) {
	ivs := make([][]int, len(xs))
	prod := 1
	for i, x := range xs {
		for v := s.Min(x); v <= s.Max(x); v++ {
			ivs[i] = append(ivs[i], v)
		}
		prod *= len(ivs[i])
		if prod > maxOracleProduct {
			return // too large to check by enumeration
		}
	}
	for i, x := range xs {
		for _, b := range []int{s.Min(x), s.Max(x)} {
			doms := slices.Clone(ivs)
			doms[i] = []int{b}
			found := false
			forEachAssignment(doms, func(vals []int) { found = found || c.check(vals) })
			if !found {
				fail("not bounds(Z) consistent: bound %d of variable %d has no support within the intervals (domains now %v)", b, i, domains(s, xs))
			}
		}
	}
}

func forEachAssignment(doms [][]int, f func([]int)) {
	vals := make([]int, len(doms))
	var rec func(i int)
	rec = func(i int) {
		if i == len(doms) {
			f(vals)
			return
		}
		for _, v := range doms[i] {
			vals[i] = v
			rec(i + 1)
		}
	}
	rec(0)
}

// forEachSubDomains calls f with every combination of non-empty subsets of
// the given domains.
func forEachSubDomains(doms [][]int, f func([][]int)) {
	cur := make([][]int, len(doms))
	var rec func(i int)
	rec = func(i int) {
		if i == len(doms) {
			f(slices.Clone(cur))
			return
		}
		d := doms[i]
		for mask := 1; mask < 1<<len(d); mask++ {
			var sub []int
			for k, v := range d {
				if mask&(1<<k) != 0 {
					sub = append(sub, v)
				}
			}
			cur[i] = sub
			rec(i + 1)
		}
	}
	rec(0)
}

func domains(s *cp.Store, xs []cp.VarID) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = s.String(x)
	}
	return out
}

// randDom draws a non-empty random subset of lo..hi.
func randDom(r *rand.Rand, lo, hi int) []int {
	var d []int
	for len(d) == 0 {
		d = d[:0]
		for v := lo; v <= hi; v++ {
			if r.IntN(3) != 0 {
				d = append(d, v)
			}
		}
	}
	return d
}

// assertNoPropagateAllocs checks that pushing, applying change, propagating
// and popping allocates nothing on a warmed-up store.
func assertNoPropagateAllocs(t *testing.T, s *cp.Store, change func(s *cp.Store)) {
	t.Helper()
	if !s.Propagate() {
		t.Fatal("the model fails at the root")
	}
	run := func() {
		l := s.Push()
		change(s)
		s.Propagate()
		s.PopTo(l - 1)
	}
	run()
	run()
	if a := testing.AllocsPerRun(100, run); a != 0 {
		t.Errorf("propagation allocates %.1f times per run, want 0", a)
	}
}
