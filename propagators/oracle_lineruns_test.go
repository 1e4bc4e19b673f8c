package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// lineRunsCase: the booleans show exactly the runs of clue.
func lineRunsCase(doms [][]int, clue []int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			restrictBools(s, xs)
			return LineRuns(s, xs, clue)
		},
		check: func(v []int) bool { return slices.Equal(lineRunsOf(v), clue) },
	}
}

// lineRunsOf is the reference: the lengths of the runs of 1s.
func lineRunsOf(v []int) []int {
	var out []int
	n := 0
	for _, x := range v {
		if x == 1 {
			n++
		} else if n > 0 {
			out = append(out, n)
			n = 0
		}
	}
	if n > 0 {
		out = append(out, n)
	}
	return out
}

func init() {
	addOracleRow(oracleRow{
		name: "lineruns", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := r.IntN(11)
			doms := make([][]int, n)
			for i := range doms {
				doms[i] = randBoolDom(r)
			}
			// The clue of a random line, so that about half the cases
			// have solutions, or a random clue.
			var clue []int
			if r.IntN(2) == 0 {
				line := make([]int, n)
				for i := range line {
					line[i] = r.IntN(2)
				}
				clue = lineRunsOf(line)
			} else {
				for range r.IntN(4) {
					clue = append(clue, 1+r.IntN(4))
				}
			}
			return lineRunsCase(doms, clue)
		},
		tiny: func() oracleCase {
			doms := make([][]int, 7)
			for i := range doms {
				doms[i] = []int{0, 1}
			}
			return lineRunsCase(doms, []int{2, 1, 1})
		},
	})
}
