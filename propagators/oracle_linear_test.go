package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// linearCase builds an oracle case for Σ coeffs[i]·x[vars[i]] rel c over the
// given domains (vars may repeat a variable).
func linearCase(doms [][]int, coeffs []int, vars []int, rel Rel, c int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			ys := make([]cp.VarID, len(vars))
			for i, v := range vars {
				ys[i] = xs[v]
			}
			return Linear(s, coeffs, ys, rel, c)
		},
		check: func(vals []int) bool {
			sum := 0
			for i, v := range vars {
				sum += coeffs[i] * vals[v]
			}
			return linearHolds(sum, rel, c)
		},
		reference: func(doms [][]int) [][]int { return linearBoundsR(doms, coeffs, vars, c) },
	}
}

// linearEqClaim is what Linear prunes for EQ.
const linearEqClaim = "bounds(R): after merging repeated variables, each variable keeps only values v with a·v within c minus the real range of the other terms (their bounds), rounded inwards"

// linearBoundsR applies the bounds(R) rule of Σ coeffs[k]·x[vars[k]] = c
// once: the terms of a variable are merged first, so each variable is
// bounded by the others' bounds.
func linearBoundsR(doms [][]int, coeffs, vars []int, c int) [][]int {
	a := make([]int, len(doms))
	for k, v := range vars {
		a[v] += coeffs[k]
	}
	lo := func(i int) int { return min(a[i]*slices.Min(doms[i]), a[i]*slices.Max(doms[i])) }
	hi := func(i int) int { return max(a[i]*slices.Min(doms[i]), a[i]*slices.Max(doms[i])) }
	some := false
	for i := range a {
		some = some || a[i] != 0
	}
	if !some && c != 0 {
		return emptied(doms)
	}
	return keepIf(doms, func(i, v int) bool {
		if a[i] == 0 {
			return true
		}
		restLo, restHi := 0, 0
		for j := range a {
			if j != i {
				restLo, restHi = restLo+lo(j), restHi+hi(j)
			}
		}
		// a·v ∈ [c − restHi, c − restLo] over the reals.
		t := a[i] * v
		return t >= c-restHi && t <= c-restLo
	})
}

// linearRandCase draws 1..4 distinct variables (or, with repeats, 2..5
// terms over 1..3 variables, some coefficients zero), unit or small
// coefficients, and a right-hand side near the middle of the sum's range.
func linearRandCase(r *rand.Rand, rel Rel, repeats bool) oracleCase {
	nv := 1 + r.IntN(4)
	if repeats {
		nv = 1 + r.IntN(3)
	}
	doms := make([][]int, nv)
	for i := range doms {
		doms[i] = randDom(r, -2, 3)
	}
	nt := nv
	if repeats {
		nt = nv + 1 + r.IntN(2)
	}
	unit := r.IntN(3) == 0
	coeffs, vars := make([]int, nt), make([]int, nt)
	for i := range coeffs {
		vars[i] = i % nv
		if repeats {
			vars[i] = r.IntN(nv)
		}
		switch {
		case repeats:
			coeffs[i] = r.IntN(7) - 3 // zero allowed
		case unit:
			coeffs[i] = 2*r.IntN(2) - 1
		default:
			for coeffs[i] == 0 {
				coeffs[i] = r.IntN(9) - 4
			}
		}
	}
	span := 0
	for _, a := range coeffs {
		span += 3 * max(a, -a)
	}
	c := r.IntN(span+1) - span/2
	return linearCase(doms, coeffs, vars, rel, c)
}

func init() {
	tiny := func(rel Rel) func() oracleCase {
		return func() oracleCase {
			d := []int{-1, 0, 2}
			return linearCase([][]int{d, d, {0, 1, 3}}, []int{2, -3, 1}, []int{0, 1, 2}, rel, 1)
		}
	}
	for _, row := range []struct {
		name string
		rel  Rel
		st   strength
	}{
		// EQ is bounds(R) consistent, weaker than the harness's bounds(Z):
		// its claim is checked by linearBoundsR.
		{"linear-eq", EQ, claimed},
		{"linear-le", LE, boundsZ},
		{"linear-ge", GE, boundsZ},
		{"linear-ne", NE, domainC},
	} {
		claim := ""
		if row.st == claimed {
			claim = linearEqClaim
		}
		addOracleRow(oracleRow{
			name: row.name, strength: row.st, claim: claim,
			gen:  func(r *rand.Rand) oracleCase { return linearRandCase(r, row.rel, false) },
			tiny: tiny(row.rel),
		})
	}
	// Repeated variables and zero coefficients (merged at post).
	addOracleRow(oracleRow{
		name: "linear-eq-repeats", strength: claimed, claim: linearEqClaim,
		gen: func(r *rand.Rand) oracleCase { return linearRandCase(r, EQ, true) },
	})
	addOracleRow(oracleRow{
		name: "linear-le-repeats", strength: boundsZ,
		gen: func(r *rand.Rand) oracleCase { return linearRandCase(r, Rel(LE+Rel(r.IntN(2))), true) },
	})
	addOracleRow(oracleRow{
		name: "linear-ne-repeats", strength: domainC,
		gen: func(r *rand.Rand) oracleCase { return linearRandCase(r, NE, true) },
	})
}
