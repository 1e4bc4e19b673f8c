package propagators

import (
	"math/rand/v2"

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
	}
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
		// TestLinearEqBoundsR checks the bounds(R) fixpoint.
		{"linear-eq", EQ, sound},
		{"linear-le", LE, boundsZ},
		{"linear-ge", GE, boundsZ},
		{"linear-ne", NE, domainC},
	} {
		addOracleRow(oracleRow{
			name: row.name, strength: row.st,
			gen:  func(r *rand.Rand) oracleCase { return linearRandCase(r, row.rel, false) },
			tiny: tiny(row.rel),
		})
	}
	// Repeated variables and zero coefficients (merged at post).
	addOracleRow(oracleRow{
		name: "linear-eq-repeats", strength: sound,
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
