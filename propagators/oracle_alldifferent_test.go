package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
)

// alldiffMaxDomain caps each domain of a random case with n variables so
// that the product of the sizes stays at most a few thousand.
var alldiffMaxDomain = [...]int{3: 14, 4: 7, 5: 5, 6: 3}

func alldiffCheck(vals []int) bool {
	for i := range vals {
		for j := i + 1; j < len(vals); j++ {
			if vals[i] == vals[j] {
				return false
			}
		}
	}
	return true
}

func alldiffOracleCase(level Level, doms [][]int) oracleCase {
	return oracleCase{
		doms:      doms,
		post:      func(s *cp.Store, xs []cp.VarID) error { return AllDifferent(s, xs, level) },
		check:     alldiffCheck,
		reference: alldiffValueReference,
	}
}

// alldiffValueClaim is what AllDifferent's Value level prunes.
const alldiffValueClaim = "forward checking: the value of a fixed variable is in no other domain, and two fixed variables differ"

// alldiffValueReference applies forward checking once.
func alldiffValueReference(doms [][]int) [][]int {
	owner := map[int]int{} // fixed value → its variable
	for i, d := range doms {
		if len(d) == 1 {
			if _, dup := owner[d[0]]; dup {
				return emptied(doms)
			}
			owner[d[0]] = i
		}
	}
	return keepIf(doms, func(i, v int) bool {
		j, fixed := owner[v]
		return !fixed || j == i
	})
}

// alldiffRandomDoms draws 3 to 6 domains over a small window of values, in
// one of several shapes: fewer values than variables (no solution), exactly
// as many, a few more, a Hall set of k variables on k values (which forces
// pruning elsewhere) or k+1 variables on k values (a pigeonhole), or a
// random width. Each value v becomes v*scale.
func alldiffRandomDoms(r *rand.Rand, scale int) [][]int {
	n := 3 + r.IntN(4)
	lo := r.IntN(5) - 2
	width := 0
	hall, hallWidth := 0, 0
	switch r.IntN(6) {
	case 0:
		width = n - 1
	case 1:
		width = n
	case 2:
		width = n + 1 + r.IntN(2)
	case 3, 4:
		width = n + r.IntN(2)
		hallWidth = 2 + r.IntN(n-2)
		hall = hallWidth + r.IntN(2) // k or k+1 variables on k values
	default:
		width = 2 + r.IntN(n+2)
	}
	hallLo := lo + r.IntN(width-hallWidth+1)
	doms := make([][]int, n)
	for i := range doms {
		d := randDom(r, lo, lo+width-1)
		if i < hall {
			d = randDom(r, hallLo, hallLo+hallWidth-1)
		}
		for len(d) > alldiffMaxDomain[n] {
			k := r.IntN(len(d))
			d = append(d[:k], d[k+1:]...)
		}
		for k := range d {
			d[k] *= scale
		}
		doms[i] = d
	}
	r.Shuffle(n, func(i, j int) { doms[i], doms[j] = doms[j], doms[i] })
	return doms
}

// alldiffTiny is exhaustive over every combination of non-empty sub-domains
// (7^4 cases): four variables on four values, so that Hall sets of every
// size and pigeonholes occur.
func alldiffTiny(level Level) func() oracleCase {
	return func() oracleCase {
		return alldiffOracleCase(level, [][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {0, 2, 3}})
	}
}

func init() {
	for _, row := range []struct {
		name  string
		level Level
		st    strength
		claim string
	}{
		{"alldifferent-value", Value, claimed, alldiffValueClaim},
		{"alldifferent-bounds", Bounds, boundsZ, ""},
		{"alldifferent-domain", Domain, domainC, ""},
	} {
		addOracleRow(oracleRow{
			name: row.name, strength: row.st, claim: row.claim,
			gen: func(r *rand.Rand) oracleCase {
				return alldiffOracleCase(row.level, alldiffRandomDoms(r, 1))
			},
			tiny: alldiffTiny(row.level),
		})
	}
	// Values spread over several words: the multi-word paths of the domain
	// propagator (word walks, the shifted free-value bitset).
	addOracleRow(oracleRow{
		name: "alldifferent-domain-sparse", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			return alldiffOracleCase(Domain, alldiffRandomDoms(r, 37))
		},
	})
}
