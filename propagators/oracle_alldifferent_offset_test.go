package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
)

// alldiffOffsetCase: the values vals[i]+off[i] pairwise distinct.
func alldiffOffsetCase(level Level, doms [][]int, off []int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error { return AllDifferentOffset(s, xs, off, level) },
		check: func(vals []int) bool {
			for i := range vals {
				for j := i + 1; j < len(vals); j++ {
					if vals[i]+off[i] == vals[j]+off[j] {
						return false
					}
				}
			}
			return true
		},
	}
}

// alldiffOffsetRand draws AllDifferent's shapes of domains and shifts each
// variable by a random offset, moving its domain by the opposite amount so
// that the shifted values keep the shape (its Hall sets, its pigeonholes).
func alldiffOffsetRand(r *rand.Rand) ([][]int, []int) {
	doms := alldiffRandomDoms(r, 1)
	off := make([]int, len(doms))
	for i := range off {
		off[i] = r.IntN(9) - 4
		for k := range doms[i] {
			doms[i][k] -= off[i]
		}
	}
	return doms, off
}

// alldiffOffsetTiny is exhaustive: four variables whose shifted domains are
// those of alldiffTiny, as in n-queens' diagonals (offsets 0, 1, 2, 3).
func alldiffOffsetTiny(level Level) func() oracleCase {
	return func() oracleCase {
		return alldiffOffsetCase(level, [][]int{{0, 1, 2}, {-1, 0, 1}, {-1, 0, 1}, {-3, -1, 0}}, []int{0, 1, 2, 3})
	}
}

// alldiffForwardRef is the claim of forward checking on shifted values: the
// fixpoint of removing each fixed variable's shifted value from the others
// (skipping the value except when skip is set); nil when it empties a
// domain.
func alldiffForwardRef(off []int, except int, skip bool) func(doms [][]int) [][]int {
	return func(doms [][]int) [][]int {
		doms = copyDoms(doms)
		for changed := true; changed; {
			changed = false
			for i, d := range doms {
				if len(d) != 1 || skip && d[0]+off[i] == except {
					continue
				}
				v := d[0] + off[i]
				for j := range doms {
					if j != i && narrowDom(&doms[j], func(u int) bool { return u+off[j] != v }) {
						changed = true
					}
				}
				if hasEmptyDom(doms) {
					return nil
				}
			}
		}
		return doms
	}
}

func init() {
	for _, row := range []struct {
		name  string
		level Level
		st    strength
	}{
		{"alldifferent-offset-value", Value, sound},
		{"alldifferent-offset-bounds", Bounds, boundsZ},
		{"alldifferent-offset-domain", Domain, domainC},
	} {
		addOracleRow(oracleRow{
			name: row.name, strength: row.st,
			gen: func(r *rand.Rand) oracleCase {
				doms, off := alldiffOffsetRand(r)
				return alldiffOffsetCase(row.level, doms, off)
			},
			tiny: alldiffOffsetTiny(row.level),
		})
	}
	addRefClaimRow(refClaimRow{
		name: "alldifferent-offset-value",
		tiny: func() refCase {
			off := []int{0, 1, 2, 3}
			return refCase{alldiffOffsetTiny(Value)(), alldiffForwardRef(off, 0, false)}
		},
		gen: func(r *rand.Rand) refCase {
			doms, off := alldiffOffsetRand(r)
			return refCase{alldiffOffsetCase(Value, doms, off), alldiffForwardRef(off, 0, false)}
		},
	})
}
