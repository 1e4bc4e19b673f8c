package propagators

// The reason oracle: every row of the oracle harness (oracle_test.go) run
// again with the store's fact trail on (cp.Store.SetExplain), checking the
// reasons of what the propagators did. For each case the constraint's
// solutions over the given domains (the wider domains the variables are
// created with) are enumerated once; then the case is propagated at the
// root, narrowed to its domains in two batches, and driven by random
// decisions, and after every propagation:
//
//  1. each fact a propagator wrote has a reason whose literals all held
//     before the fact (cp.Store.EntailedAt);
//  2. the reason implies the fact: no solution satisfies every literal of
//     the reason and violates the fact's literal;
//  3. each failure's reason (cp.Store.FailureReason) holds now and is a
//     real conflict: no solution satisfies all its literals;
//  4. a precise reason (the propagator implements cp.Explainer) has no
//     more literals than the coarse one (cp.Store.CoarseReason; for a
//     failure, the coarse one plus the contradicting literal).
//
// A row may post several propagators (a decomposition); the check is
// then against the whole constraint, which every one of them must imply.
// Facts on, or reasons over, auxiliary variables a post function creates
// cannot be enumerated and are counted apart. Rows whose propagators
// accept interval variables run a third of their cases with one.

import (
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// maxReasonProduct bounds the product of the given domain sizes of a case
// (larger cases are skipped and counted).
const maxReasonProduct = 60_000

var reasonDebug = flag.Bool("reason.debug", false, "log the facts whose Explainer fell back on the coarse reason")

// preciseRows are the rows whose every fact must get a precise reason:
// an Explainer that does not fall back on the coarse one.
var preciseRows = map[string]bool{}

func init() {
	for _, name := range []string{
		"noteq", "eq", "lesseq",
		"alldifferent-value", "alldifferent-bounds", "alldifferent-domain", "alldifferent-domain-sparse",
		"alldifferent-offset-value", "alldifferent-offset-bounds", "alldifferent-offset-domain",
		"alldifferent-except-value", "alldifferent-except-bounds", "alldifferent-except-domain",
		"alldifferent-sum", "alldifferent-sum-decomposed",
		"table", "table-small", "table-big", "table-repeat",
		"negtable", "negtable-small", "negtable-big", "negtable-repeat", "negtable-sparse",
		"cage-add", "cage-sub", "cage-mul", "cage-div", "cage-add-sum",
		"regular", "regular-nothree", "regular-repeated",
		"cyclic-regular", "cyclic-regular-adjacency", "cyclic-regular-repeated",
		"linear-eq", "linear-le", "linear-ge", "linear-ne",
		"linear-eq-repeats", "linear-le-repeats", "linear-ne-repeats",
		"element", "element-var", "element-var-shared", "element2d",
		"count", "among", "inverse", "distinctsum",
		"bool-clause", "bool-and", "bool-or", "bool-clause-reif", "bool-xor",
		"reif-linear", "reif-linear-unary", "reif-linear-binary", "reif-in",
		"distinct-rows-2", "distinct-rows-3", "distinct-rows-shared",
		"increasing", "increasing-strict", "decreasing", "decreasing-strict",
		"cumulative", "cumulative-var",
		"circuit", "circuit-3full", "circuit-own", "circuit-large", "circuit-own-large",
		"subcircuit", "subcircuit-4", "subcircuit-nonempty", "subcircuit-large",
		"subcircuit-own", "subcircuit-own-large", "path", "path-end",
	} {
		preciseRows[name] = true
	}
}

type reasonStats struct {
	cases, skipped           int
	precise, coarse, aux     int // facts checked by kind of reason, and facts left unchecked
	fallback                 int // facts whose Explainer fell back on the coarse reason
	failures, failuresPrecis int
	reasonLits, coarseLits   int // literals over the precise facts, theirs and the coarse ones
}

func TestOracleReasons(t *testing.T) {
	for i, row := range sortedRows() {
		t.Run(row.name, func(t *testing.T) {
			t.Parallel()
			n := 300 * *oracleScale
			if testing.Short() {
				n = 60
			}
			r := rand.New(rand.NewPCG(uint64(i)+1, 0x5ea5015))
			st := &reasonStats{}
			ir, hasInterval := intervalRows[row.name]
			for k := 0; k < n && !t.Failed(); k++ {
				c := row.gen(r)
				what := fmt.Sprintf("random case %d", k)
				if hasInterval && k%3 == 0 {
					v := len(c.doms) - 1
					if !ir.last {
						v = r.IntN(len(c.doms))
					}
					if toInterval(&c, v) {
						what += fmt.Sprintf(", variable %d an interval", v)
					}
				}
				runReasonCase(t, row, c, r, st, what)
			}
			exhaustive := 0
			if row.tiny != nil && !t.Failed() {
				base := row.tiny()
				forEachSubDomains(base.doms, func(doms [][]int) {
					if t.Failed() || exhaustive >= 400*(*oracleScale) {
						return
					}
					c := base
					c.doms = doms
					exhaustive++
					runReasonCase(t, row, c, r, st, fmt.Sprintf("exhaustive case %d", exhaustive))
				})
			}
			avg := func(a, b int) float64 {
				if b == 0 {
					return 0
				}
				return float64(a) / float64(b)
			}
			t.Logf("%s: %d cases (%d skipped as too large); facts: %d precise (%.2f literals, coarse %.2f), %d fell back, %d coarse, %d over auxiliary variables; failures: %d (%d by an Explainer)",
				row.name, st.cases, st.skipped, st.precise, avg(st.reasonLits, st.precise), avg(st.coarseLits, st.precise),
				st.fallback, st.coarse, st.aux, st.failures, st.failuresPrecis)
			if st.cases == 0 {
				t.Fatal("no case small enough to check")
			}
			if preciseRows[row.name] && st.coarse+st.fallback > 0 {
				t.Errorf("%s: %d facts explained coarsely, %d by an Explainer's fallback; every one should be precise", row.name, st.coarse, st.fallback)
			}
		})
	}
}

// solutionSets indexes the solutions of a case: for each variable and
// given value, the set of solutions (a bitset over their numbers) in
// which the variable takes the value.
type solutionSets struct {
	n     int              // number of solutions
	words int              // words per bitset
	doms  [][]int          // the given domains
	has   [][][]uint64     // has[i][k]: solutions with variable i = doms[i][k]
	index map[cp.VarID]int // variable -> position in the case
}

func newSolutionSets(doms [][]int, check func([]int) bool) *solutionSets {
	var sols [][]int
	forEachAssignment(doms, func(vals []int) {
		if check(vals) {
			sols = append(sols, slices.Clone(vals))
		}
	})
	ss := &solutionSets{n: len(sols), words: (len(sols) + 63) / 64, doms: doms}
	ss.has = make([][][]uint64, len(doms))
	for i, d := range doms {
		ss.has[i] = make([][]uint64, len(d))
		for k := range d {
			ss.has[i][k] = make([]uint64, ss.words)
		}
	}
	for j, sol := range sols {
		for i, v := range sol {
			ss.has[i][slices.Index(doms[i], v)][j>>6] |= 1 << (j & 63)
		}
	}
	return ss
}

// allWith returns the solutions that satisfy every literal of ls (all on
// the case's variables), intersected into acc (all ones to start).
func (ss *solutionSets) allWith(ls []cp.Lit) []uint64 {
	acc := make([]uint64, ss.words)
	for j := range acc {
		acc[j] = ^uint64(0)
	}
	if r := ss.n & 63; r != 0 {
		acc[len(acc)-1] = 1<<r - 1
	}
	tmp := make([]uint64, ss.words)
	for _, l := range ls {
		i := ss.index[l.X]
		clear(tmp)
		for k, v := range ss.doms[i] {
			if l.Holds(v) {
				for j, w := range ss.has[i][k] {
					tmp[j] |= w
				}
			}
		}
		for j := range acc {
			acc[j] &= tmp[j]
		}
	}
	return acc
}

func anySet(b []uint64) bool {
	for _, w := range b {
		if w != 0 {
			return true
		}
	}
	return false
}

func firstSet(b []uint64) int {
	for j, w := range b {
		if w != 0 {
			return j<<6 + bits.TrailingZeros64(w)
		}
	}
	return -1
}

func runReasonCase(t *testing.T, row oracleRow, c oracleCase, r *rand.Rand, st *reasonStats, what string) {
	t.Helper()
	// The given domains: the case's, widened as the oracle harness does.
	n := len(c.doms)
	given := make([][]int, n)
	var s *cp.Store
	fail := func(format string, args ...any) {
		t.Helper()
		t.Fatalf("%s: %s: domains %v, given %v: %s\n%s", row.name, what, c.doms, given, fmt.Sprintf(format, args...), factDump(s))
	}
	extra := make([][]int, n)
	prod := 1
	for i, d := range c.doms {
		lo, hi := slices.Min(d), slices.Max(d)
		if c.isInterval(i) {
			lo, hi = lo-r.IntN(2), hi+r.IntN(2)
			for v := lo; v <= hi; v++ {
				given[i] = append(given[i], v)
			}
		} else {
			given[i] = slices.Clone(d)
			for k := r.IntN(3); k > 0; k-- {
				v := lo - 1 + r.IntN(hi-lo+3)
				if !slices.Contains(given[i], v) {
					given[i] = append(given[i], v)
					extra[i] = append(extra[i], v)
				}
			}
			slices.Sort(given[i])
		}
		prod *= len(given[i])
		if prod > maxReasonProduct {
			st.skipped++
			return
		}
	}
	st.cases++
	s = cp.NewStore()
	s.SetExplain(true)
	xs := make([]cp.VarID, n)
	index := map[cp.VarID]int{}
	for i, g := range given {
		if c.isInterval(i) {
			xs[i] = s.NewIntervalVar(g[0], g[len(g)-1])
		} else {
			xs[i] = s.NewVarValues(g)
		}
		index[xs[i]] = i
	}
	if err := c.post(s, xs); err != nil {
		fail("post: %v", err)
	}
	// What the post functions wrote (a boolean's domain, a variable fixed
	// by a rewrite) is part of the model: solutions must satisfy it.
	var posted []cp.Lit
	for i := 0; i < s.NumFacts(); i++ {
		if l := s.Fact(i).Lit; s.Fact(i).Cause < 0 {
			if _, ok := index[l.X]; ok {
				posted = append(posted, l)
			}
		}
	}
	ss := newSolutionSets(given, func(vals []int) bool {
		for _, l := range posted {
			if !l.Holds(vals[index[l.X]]) {
				return false
			}
		}
		return c.check(vals)
	})
	ss.index = index
	onCase := func(ls []cp.Lit) bool {
		for _, l := range ls {
			if _, ok := ss.index[l.X]; !ok {
				return false
			}
		}
		return true
	}
	checked := 0
	checkFacts := func() {
		t.Helper()
		for ; checked < s.NumFacts(); checked++ {
			i := checked
			f := s.Fact(i)
			if f.Cause < 0 {
				continue
			}
			_, coarse0 := s.ExplainCounts()
			reason := s.Reason(i, nil)
			_, coarse1 := s.ExplainCounts()
			fellBack := coarse1 > coarse0
			for _, l := range reason {
				if !s.EntailedAt(l, i) {
					fail("fact %d %v by %s: reason %v holds %v, which was not true before it", i, f.Lit, s.Kind(f.Cause), reason, l)
				}
			}
			if !onCase(reason) || !onCase([]cp.Lit{f.Lit}) {
				st.aux++
				continue
			}
			allowed := ss.allWith(append(slices.Clone(reason), f.Lit.Not()))
			if anySet(allowed) {
				fail("fact %d %v by %s: reason %v does not imply it (solution %d satisfies the reason, not the fact)",
					i, f.Lit, s.Kind(f.Cause), reason, firstSet(allowed))
			}
			if _, ok := s.Propagator(f.Cause).(cp.Explainer); ok {
				coarse := s.CoarseReason(f.Cause, i, nil)
				if len(reason) > len(coarse) {
					fail("fact %d %v by %s: precise reason %v longer than the coarse %v", i, f.Lit, s.Kind(f.Cause), reason, coarse)
				}
				if fellBack {
					if *reasonDebug {
						t.Logf("fell back: fact %d %v by %s, domains %v given %v\n%s", i, f.Lit, s.Kind(f.Cause), c.doms, given, factDump(s))
					}
					st.fallback++
				} else {
					st.precise++
					st.reasonLits += len(reason)
					st.coarseLits += len(coarse)
				}
			} else {
				st.coarse++
			}
		}
	}
	checkFailure := func() {
		t.Helper()
		checkFacts()
		p := s.FailedProp()
		if p < 0 {
			return // a decision's own write failed
		}
		st.failures++
		reason := s.FailureReason(nil)
		for _, l := range reason {
			if !s.Entailed(l) {
				fail("failure of %s: reason %v holds %v, not true now", s.Kind(p), reason, l)
			}
		}
		if len(reason) == 0 && ss.n > 0 {
			fail("failure of %s with an empty reason, but the constraint has solutions", s.Kind(p))
		}
		if onCase(reason) && anySet(ss.allWith(reason)) {
			fail("failure of %s: reason %v is no conflict (solution %d satisfies it)", s.Kind(p), reason, firstSet(ss.allWith(reason)))
		}
		if _, ok := s.Propagator(p).(cp.Explainer); ok {
			st.failuresPrecis++
			if coarse := s.CoarseReason(p, s.NumFacts(), nil); len(reason) > len(coarse)+1 {
				fail("failure of %s: precise reason %v longer than the coarse %v", s.Kind(p), reason, coarse)
			}
		}
	}

	// The root, then the case's domains in two batches.
	if !s.Propagate() {
		checkFailure()
		return
	}
	checkFacts()
	for batch := 0; batch < 2; batch++ {
		s.Push()
		ok := true
		for i, x := range xs {
			if c.isInterval(i) {
				if batch == 0 {
					ok = ok && s.SetMin(x, slices.Min(c.doms[i]))
				} else {
					ok = ok && s.SetMax(x, slices.Max(c.doms[i]))
				}
			}
			for j, v := range extra[i] {
				if j%2 == batch {
					ok = ok && s.Remove(x, v)
				}
			}
		}
		if !ok || !s.Propagate() {
			checkFailure()
			return
		}
		checkFacts()
	}
	// Random decisions down to a solution or a failure, backing up one
	// level after a failure a few times.
	for steps, backs := 0, 0; steps < 4*n && backs < 3; steps++ {
		var open []int
		for i, x := range xs {
			if !s.Fixed(x) {
				open = append(open, i)
			}
		}
		if len(open) == 0 {
			return
		}
		x := xs[open[r.IntN(len(open))]]
		v := s.Min(x) + r.IntN(s.Max(x)-s.Min(x)+1)
		s.Push()
		var ok bool
		switch r.IntN(4) {
		case 0:
			ok = s.Assign(x, s.Min(x))
		case 1:
			ok = s.Remove(x, v)
		case 2:
			ok = s.SetMin(x, v)
		default:
			ok = s.SetMax(x, v)
		}
		if ok && s.Propagate() {
			checkFacts()
			continue
		}
		if ok {
			checkFailure()
		}
		s.PopTo(s.Level() - 1)
		checked = min(checked, s.NumFacts())
		backs++
	}
}

// factDump lists the fact trail, for failure messages.
func factDump(s *cp.Store) string {
	if s == nil {
		return ""
	}
	out := ""
	for i := 0; i < s.NumFacts(); i++ {
		f := s.Fact(i)
		kind := "decision"
		if f.Cause >= 0 {
			kind = s.Kind(f.Cause)
		}
		out += fmt.Sprintf("  fact %d at level %d: %v by %s\n", i, f.Level, f.Lit, kind)
	}
	return out
}

// Every row named in preciseRows exists (a misspelt name would check
// nothing).
func TestPreciseRowsExist(t *testing.T) {
	names := map[string]bool{}
	for _, r := range oracleRows {
		names[r.name] = true
	}
	for name := range preciseRows {
		if !names[name] {
			t.Errorf("preciseRows names %q, which is no oracle row", name)
		}
	}
}
