package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

func init() {
	// tableRow posts a table over the positions pos of the case's variables
	// (pos may repeat a variable).
	tableRow := func(name string, negative bool, gen func(r *rand.Rand) ([][]int, []int, [][]int), tiny func() ([][]int, []int, [][]int)) oracleRow {
		mk := func(doms [][]int, pos []int, tuples [][]int) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					vs := make([]cp.VarID, len(pos))
					for i, p := range pos {
						vs[i] = xs[p]
					}
					if negative {
						return NegativeTable(s, vs, tuples)
					}
					return Table(s, vs, tuples)
				},
				check: func(v []int) bool {
					in := slices.ContainsFunc(tuples, func(t []int) bool {
						for i, p := range pos {
							if t[i] != v[p] {
								return false
							}
						}
						return true
					})
					return in != negative
				},
			}
		}
		row := oracleRow{name: name, strength: domainC, gen: func(r *rand.Rand) oracleCase { return mk(gen(r)) }}
		if tiny != nil {
			row.tiny = func() oracleCase { return mk(tiny()) }
		}
		return row
	}
	randTuples := func(r *rand.Rand, arity, n, lo, hi int) [][]int {
		ts := make([][]int, n)
		for i := range ts {
			ts[i] = make([]int, arity)
			for j := range ts[i] {
				ts[i][j] = lo + r.IntN(hi-lo+1)
			}
		}
		return ts
	}
	plain := func(r *rand.Rand) ([][]int, []int, [][]int) {
		k := 3 + r.IntN(2)
		doms := make([][]int, k)
		pos := make([]int, k)
		for i := range doms {
			doms[i] = randDom(r, 0, 3)
			pos[i] = i
		}
		return doms, pos, randTuples(r, k, r.IntN(25), -1, 4)
	}
	// Many tuples over bigger domains: several words in the bitset.
	big := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, 0, 4), randDom(r, 0, 4), randDom(r, 1, 5), randDom(r, 0, 3)}
		return doms, []int{0, 1, 2, 3}, randTuples(r, 4, 70+r.IntN(250), 0, 5)
	}
	repeat := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, 0, 3), randDom(r, 0, 3), randDom(r, 0, 3)}
		pos := []int{0, 1, 0, 2}
		if r.IntN(2) == 0 {
			pos = []int{2, 0, 2, 1, 2}
		}
		ts := randTuples(r, len(pos), r.IntN(30), 0, 3)
		for _, t := range ts { // make repeated positions agree in most tuples
			if r.IntN(4) != 0 {
				for i, p := range pos {
					t[i] = t[slices.Index(pos, p)]
				}
			}
		}
		return doms, pos, ts
	}
	// Two variables: the arity-2 path and the unary rewrite of x, x.
	small := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, -2, 3), randDom(r, -2, 3)}
		pos := []int{0, 1}
		if r.IntN(3) == 0 {
			pos = []int{1, 1}
		}
		return doms, pos, randTuples(r, 2, r.IntN(12), -3, 4)
	}
	// Dense forbidden lists (most combinations of lo..hi, each kept with a
	// random probability), so that the negative table prunes.
	dense := func(r *rand.Rand, k, lo, hi int) [][]int {
		p := 0.5 + 0.5*r.Float64()
		var ts [][]int
		t := make([]int, k)
		var rec func(i int)
		rec = func(i int) {
			if i == k {
				if r.Float64() < p {
					ts = append(ts, slices.Clone(t))
				}
				return
			}
			for v := lo; v <= hi; v++ {
				t[i] = v
				rec(i + 1)
			}
		}
		rec(0)
		return ts
	}
	negPlain := func(r *rand.Rand) ([][]int, []int, [][]int) {
		k := 3 + r.IntN(2)
		doms := make([][]int, k)
		pos := make([]int, k)
		for i := range doms {
			doms[i] = randDom(r, 0, 2)
			pos[i] = i
		}
		return doms, pos, dense(r, k, -1, 2)
	}
	negBig := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, 0, 3), randDom(r, 0, 3), randDom(r, 0, 3), randDom(r, 0, 3)}
		return doms, []int{0, 1, 2, 3}, dense(r, 4, 0, 3)
	}
	negRepeat := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, 0, 2), randDom(r, 0, 2), randDom(r, 0, 2)}
		return doms, []int{0, 1, 0, 2}, dense(r, 4, 0, 2)
	}
	negSmall := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, -1, 2), randDom(r, -1, 2)}
		pos := []int{0, 1}
		if r.IntN(3) == 0 {
			pos = []int{1, 1}
		}
		return doms, pos, dense(r, 2, -1, 3)
	}
	tiny := func() ([][]int, []int, [][]int) {
		return [][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}}, []int{0, 1, 2},
			[][]int{{0, 0, 1}, {0, 1, 2}, {1, 2, 3}, {2, 0, 3}, {2, 2, 2}, {1, 1, 1}, {0, 2, 9}}
	}
	negTiny := func() ([][]int, []int, [][]int) {
		return [][]int{{0, 1, 2}, {0, 1}, {1, 2, 3}}, []int{0, 1, 2},
			[][]int{{0, 0, 1}, {0, 0, 2}, {0, 0, 3}, {0, 1, 1}, {0, 1, 2}, {1, 1, 3}, {2, 0, 3}, {2, 1, 3}}
	}
	addOracleRow(tableRow("table", false, plain, tiny))
	addOracleRow(tableRow("table-big", false, big, nil))
	addOracleRow(tableRow("table-repeat", false, repeat, nil))
	addOracleRow(tableRow("table-small", false, small, nil))
	addOracleRow(tableRow("negtable", true, negPlain, negTiny))
	addOracleRow(tableRow("negtable-big", true, negBig, nil))
	addOracleRow(tableRow("negtable-repeat", true, negRepeat, nil))
	addOracleRow(tableRow("negtable-sparse", true, plain, nil))
	addOracleRow(tableRow("negtable-small", true, negSmall, nil))
}
