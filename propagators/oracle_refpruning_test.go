package propagators

// Claimed pruning for propagators whose consistency is weaker than domain or
// bounds(Z): the oracle harness checks their soundness (their rows have
// strength sound), and the rows here check the pruning they claim. Each
// case comes with a reference function, written independently of the
// propagator (by brute force where it can), that returns the domains the
// propagator must at least reach from the case's domains — the fixpoint of
// the claimed rules — or nil when the rules alone detect failure. After
// posting on wider domains and narrowing them as the harness does, every
// domain must lie within the reference's, and the propagator must fail
// where the reference does. (A stopgap until the shared harness checks
// claimed pruning itself; these rows then move onto it.)

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// refCase is an oracle case with its reference pruning.
type refCase struct {
	oracleCase
	ref func(doms [][]int) [][]int
}

type refRow struct {
	name string
	gen  func(r *rand.Rand) refCase
	tiny func() refCase // optional: every combination of sub-domains
}

var refRows []refRow

func addRefRow(r refRow) { refRows = append(refRows, r) }

func TestOracleRefPruning(t *testing.T) {
	rows := slices.Clone(refRows)
	sort.Slice(rows, func(i, j int) bool { return rows[i].name < rows[j].name })
	for i, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			t.Parallel()
			n := 2000 * *oracleScale
			if testing.Short() {
				n = 300
			}
			r := rand.New(rand.NewPCG(uint64(i)+1, 0xc1a1))
			pruned, failed := 0, 0
			run := func(c refCase, what string) {
				p, f := runRefCase(t, row.name, c, r, what)
				pruned += p
				if f {
					failed++
				}
			}
			for k := 0; k < n && !t.Failed(); k++ {
				run(row.gen(r), fmt.Sprintf("random case %d", k))
			}
			exhaustive := 0
			if row.tiny != nil && !t.Failed() {
				base := row.tiny()
				forEachSubDomains(base.doms, func(doms [][]int) {
					if t.Failed() {
						return
					}
					c := base
					c.doms = doms
					exhaustive++
					run(c, fmt.Sprintf("exhaustive case %d", exhaustive))
				})
			}
			t.Logf("%s (claimed pruning): %d random + %d exhaustive cases, %d values the reference prunes, %d failures it requires",
				row.name, n, exhaustive, pruned, failed)
		})
	}
}

// runRefCase checks one case and returns the number of values the
// reference removes and whether it requires failure.
func runRefCase(t *testing.T, row string, c refCase, r *rand.Rand, what string) (int, bool) {
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
	pruned := 0
	if want != nil {
		for i := range want {
			pruned += len(c.doms[i]) - len(want[i])
		}
	}
	if !ok {
		return pruned, want == nil
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
	return pruned, false
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
