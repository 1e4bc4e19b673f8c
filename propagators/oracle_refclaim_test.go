package propagators

// Claimed pruning checked by a reference: for the propagators whose
// consistency is a set of rules rather than bounds(Z) or domain
// consistency, a reference function written plainly (brute force over
// subsets, value by value) computes the domains that the rules reach from
// the case's domains; the propagator must reach at least that (its domains
// a subset of the reference's) and must fail whenever the reference fails.
// Soundness and the fixed-assignment check stay with the main harness
// (TestOracle); a family registers a row in both.

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

type refClaimRow struct {
	name string
	gen  func(r *rand.Rand) refCase
	// tiny, when set, gives a case whose every combination of non-empty
	// sub-domains is checked exhaustively.
	tiny func() refCase
}

// refCase is an oracle case with its reference: ref returns the domains the
// claimed rules reach from doms, or nil when they fail.
type refCase struct {
	oracleCase
	ref func(doms [][]int) [][]int
}

var refClaimRows []refClaimRow

func addRefClaimRow(r refClaimRow) { refClaimRows = append(refClaimRows, r) }

func TestOracleRefClaims(t *testing.T) {
	rows := slices.Clone(refClaimRows)
	sort.Slice(rows, func(i, j int) bool { return rows[i].name < rows[j].name })
	for i, row := range rows {
		t.Run(row.name, func(t *testing.T) {
			t.Parallel()
			n := oracleCaseCount()
			r := rand.New(rand.NewPCG(uint64(i)+101, 0xc1a1))
			pruned, failed := 0, 0
			run := func(c refCase, what string) {
				p, f := runRefClaimCase(t, row, c, what)
				if p {
					pruned++
				}
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
				exhaustive = forEachNarrowerCase(t, base.doms, func(doms [][]int, what string) {
					c := base
					c.doms = doms
					run(c, what)
				})
			}
			t.Logf("%s (claimed rules): %d random + %d exhaustive cases, %d where the reference prunes, %d where it fails",
				row.name, n, exhaustive, pruned, failed)
		})
	}
}

// runRefClaimCase posts the case on its domains, propagates and compares
// with the reference. It reports whether the reference pruned something and
// whether it failed.
func runRefClaimCase(t *testing.T, row refClaimRow, c refCase, what string) (pruned, failed bool) {
	t.Helper()
	want := c.ref(c.doms)
	s := cp.NewStore()
	xs := make([]cp.VarID, len(c.doms))
	for i, d := range c.doms {
		xs[i] = s.NewVarValues(d)
	}
	if err := c.post(s, xs); err != nil {
		t.Fatalf("%s: %s: domains %v: post: %v", row.name, what, c.doms, err)
	}
	ok := s.Propagate()
	if want == nil {
		if ok {
			t.Fatalf("%s: %s: domains %v: the reference fails but the propagator reaches %v",
				row.name, what, c.doms, domains(s, xs))
		}
		return true, true
	}
	for i := range want {
		if len(want[i]) < len(c.doms[i]) {
			pruned = true
		}
	}
	if !ok {
		return pruned, false // stronger than the reference; soundness is TestOracle's
	}
	for i, x := range xs {
		for v, more := s.Min(x), true; more; v, more = s.Next(x, v) {
			if !slices.Contains(want[i], v) {
				t.Fatalf("%s: %s: domains %v: weaker than claimed: variable %d keeps %d; the reference reaches %v, the propagator %v",
					row.name, what, c.doms, i, v, want, domains(s, xs))
			}
		}
	}
	return pruned, false
}

// refDoms is a mutable copy of a case's domains for reference functions,
// with bound-tightening helpers that report a change.
type refDoms [][]int

func newRefDoms(doms [][]int) refDoms {
	d := make(refDoms, len(doms))
	for i := range doms {
		d[i] = slices.Clone(doms[i])
		slices.Sort(d[i])
	}
	return d
}

func (d refDoms) min(i int) int { return d[i][0] }
func (d refDoms) max(i int) int { return d[i][len(d[i])-1] }

// setMin removes the values of variable i below v; it reports whether
// something changed and whether the domain is still non-empty.
func (d refDoms) setMin(i, v int) (changed, ok bool) {
	k := 0
	for k < len(d[i]) && d[i][k] < v {
		k++
	}
	d[i] = d[i][k:]
	return k > 0, len(d[i]) > 0
}

func (d refDoms) setMax(i, v int) (changed, ok bool) {
	k := len(d[i])
	for k > 0 && d[i][k-1] > v {
		k--
	}
	changed = k < len(d[i])
	d[i] = d[i][:k]
	return changed, len(d[i]) > 0
}
