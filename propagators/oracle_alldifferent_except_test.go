package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

func alldiffExceptCase(level Level, doms [][]int, except int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error { return AllDifferentExcept(s, xs, except, level) },
		check: func(vals []int) bool {
			for i := range vals {
				for j := i + 1; j < len(vals); j++ {
					if vals[i] == vals[j] && vals[i] != except {
						return false
					}
				}
			}
			return true
		},
	}
}

// alldiffExceptRand draws AllDifferent's shapes of domains and an except
// value among theirs (or, one time in six, outside them: plain
// AllDifferent).
func alldiffExceptRand(r *rand.Rand) ([][]int, int) {
	doms := alldiffRandomDoms(r, 1)
	lo, hi := slices.Min(doms[0]), slices.Max(doms[0])
	for _, d := range doms {
		lo, hi = min(lo, slices.Min(d)), max(hi, slices.Max(d))
	}
	except := lo + r.IntN(hi-lo+1)
	if r.IntN(6) == 0 {
		except = hi + 1
	}
	return doms, except
}

func alldiffExceptTiny(level Level) func() oracleCase {
	return func() oracleCase {
		return alldiffExceptCase(level, [][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {0, 2, 3}}, 2)
	}
}

func init() {
	for _, row := range []struct {
		name  string
		level Level
		st    strength
	}{
		{"alldifferent-except-value", Value, sound},
		{"alldifferent-except-domain", Domain, domainC},
		{"alldifferent-except-bounds", Bounds, boundsZ}, // domain when a domain holds except
	} {
		addOracleRow(oracleRow{
			name: row.name, strength: row.st,
			gen: func(r *rand.Rand) oracleCase {
				doms, except := alldiffExceptRand(r)
				return alldiffExceptCase(row.level, doms, except)
			},
			tiny: alldiffExceptTiny(row.level),
		})
	}
	addRefClaimRow(refClaimRow{
		name: "alldifferent-except-value",
		gen: func(r *rand.Rand) refCase {
			doms, except := alldiffExceptRand(r)
			return refCase{alldiffExceptCase(Value, doms, except), alldiffForwardRef(make([]int, len(doms)), except, true)}
		},
		tiny: func() refCase {
			return refCase{alldiffExceptTiny(Value)(), alldiffForwardRef(make([]int, 4), 2, true)}
		},
	})
}
