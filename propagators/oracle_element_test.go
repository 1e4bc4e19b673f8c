package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// elementConstCase: variables (index, value), value = array[index].
func elementConstCase(array []int, di, dv []int) oracleCase {
	return oracleCase{
		doms: [][]int{di, dv},
		post: func(s *cp.Store, xs []cp.VarID) error { return Element(s, array, xs[0], xs[1]) },
		check: func(v []int) bool {
			return v[0] >= 0 && v[0] < len(array) && array[v[0]] == v[1]
		},
	}
}

// elementVarCase: variables (index, value, y1, …, yk); position i of the
// array is variable vars[i] of the case (1 = value, 2.. = the yⱼ), so the
// array may repeat a variable or contain value.
func elementVarCase(doms [][]int, vars []int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			arr := make([]cp.VarID, len(vars))
			for i, v := range vars {
				arr[i] = xs[v]
			}
			return ElementVar(s, arr, xs[0], xs[1])
		},
		check: func(v []int) bool {
			return v[0] >= 0 && v[0] < len(vars) && v[vars[v[0]]] == v[1]
		},
		reference: func(doms [][]int) [][]int { return elementVarReference(doms, vars) },
	}
}

// elementVarClaim is what ElementVar prunes.
const elementVarClaim = "index and value domain consistent with the array variables' current domains (index i stays iff 0 ≤ i < n and dom array[i] meets dom value; value v stays iff some index i has v in dom array[i]); the array is pruned only once the index is fixed, to array[index] = value with both domains equal"

// elementVarReference applies ElementVar's claim once: doms are (index,
// value, y1, …) and position i of the array is variable vars[i].
func elementVarReference(doms [][]int, vars []int) [][]int {
	meets := func(a, b []int) bool {
		for _, v := range a {
			if slices.Contains(b, v) {
				return true
			}
		}
		return false
	}
	out := keepIf(doms, func(x, v int) bool {
		switch x {
		case 0: // the index
			return v >= 0 && v < len(vars) && meets(doms[vars[v]], doms[1])
		case 1: // the value
			for _, i := range doms[0] {
				if i >= 0 && i < len(vars) && slices.Contains(doms[vars[i]], v) {
					return true
				}
			}
			return false
		}
		return true
	})
	if len(doms[0]) == 1 && doms[0][0] >= 0 && doms[0][0] < len(vars) {
		a := vars[doms[0][0]]
		out = keepIf(out, func(x, v int) bool {
			in := slices.Contains(doms[a], v) && slices.Contains(doms[1], v)
			return (x != a && x != 1) || in
		})
	}
	return out
}

func elementVarRand(r *rand.Rand, shared bool) oracleCase {
	n := 1 + r.IntN(3)
	k := n // number of array variables
	if shared {
		k = 1 + r.IntN(2)
		n = 2 + r.IntN(3)
	}
	doms := [][]int{randDom(r, -1, n), randDom(r, 0, 3)}
	for range k {
		doms = append(doms, randDom(r, 0, 3))
	}
	vars := make([]int, n)
	for i := range vars {
		vars[i] = 2 + i
		if shared {
			vars[i] = 1 + r.IntN(k+1) // 1 is value itself
		}
	}
	return elementVarCase(doms, vars)
}

func init() {
	addOracleRow(oracleRow{
		name: "element", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			array := make([]int, 1+r.IntN(5))
			for i := range array {
				array[i] = r.IntN(7) - 2
			}
			return elementConstCase(array, randDom(r, -1, len(array)), randDom(r, -2, 4))
		},
		tiny: func() oracleCase {
			return elementConstCase([]int{1, 0, 1, 3}, []int{-1, 0, 1, 2, 3, 4}, []int{0, 1, 2, 3})
		},
	})
	addOracleRow(oracleRow{
		name: "element-self", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			array := make([]int, 1+r.IntN(5))
			for i := range array {
				array[i] = r.IntN(5) - 1
			}
			return oracleCase{
				doms: [][]int{randDom(r, -1, 5)},
				post: func(s *cp.Store, xs []cp.VarID) error { return Element(s, array, xs[0], xs[0]) },
				check: func(v []int) bool {
					return v[0] >= 0 && v[0] < len(array) && array[v[0]] == v[0]
				},
			}
		},
	})
	// ElementVar does not prune the array before the index is fixed.
	addOracleRow(oracleRow{
		name: "element-var", strength: claimed, claim: elementVarClaim,
		gen: func(r *rand.Rand) oracleCase { return elementVarRand(r, false) },
		tiny: func() oracleCase {
			d := []int{0, 1, 2}
			return elementVarCase([][]int{{-1, 0, 1}, d, d, {1, 2}}, []int{2, 3})
		},
	})
	addOracleRow(oracleRow{
		name: "element-var-shared", strength: claimed, claim: elementVarClaim,
		gen: func(r *rand.Rand) oracleCase { return elementVarRand(r, true) },
	})
}
