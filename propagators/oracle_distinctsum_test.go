package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// distinctsumRandDFA draws a DFA of 2-4 states over the symbols 0..w-1:
// each (state, symbol) has a transition to a random state with probability
// 3/4, and each state accepts with probability 2/3.
func distinctsumRandDFA(r *rand.Rand, w int) *dfa.DFA {
	nq := 2 + r.IntN(3)
	var ts []dfa.Transition
	for q := range nq {
		for v := range w {
			if r.IntN(4) != 0 {
				ts = append(ts, dfa.Transition{From: q, Symbol: v, To: r.IntN(nq)})
			}
		}
	}
	var acc []int
	for q := range nq {
		if r.IntN(3) != 0 {
			acc = append(acc, q)
		}
	}
	d, err := dfa.New(nq, r.IntN(nq), acc, ts)
	if err != nil {
		panic(err)
	}
	return d
}

// distinctsumPathDFA is the DFA of the walks on the path graph 0-1-…-(w-1)
// without U-turns: state 0 is the start, 1+v means the walk stands on v
// after one symbol, and 1+w+2v+k that it stands on v having come from the
// left (k = 0) or the right (k = 1).
func distinctsumPathDFA(w int) *dfa.DFA {
	next := func(q, v int) int {
		if q == 0 {
			return 1 + v
		}
		var at, from int // from: -1 left, +1 right, 0 none
		if q <= w {
			at = q - 1
		} else {
			at, from = (q-1-w)/2, 2*((q-1-w)%2)-1
		}
		switch {
		case v == at+1 && from != 1:
			return 1 + w + 2*v
		case v == at-1 && from != -1:
			return 1 + w + 2*v + 1
		}
		return -1
	}
	all := make([]int, 1+3*w)
	for q := range all {
		all[q] = q
	}
	d, err := dfa.FromFunc(len(all), 0, all, 0, w-1, next)
	if err != nil {
		panic(err)
	}
	return d
}

func init() {
	// mk builds a case over n positions and the total (the last variable).
	mk := func(doms [][]int, weights []int, d *dfa.DFA) oracleCase {
		n := len(doms) - 1
		return oracleCase{
			doms: doms,
			post: func(s *cp.Store, xs []cp.VarID) error {
				if d == nil {
					return DistinctSum(s, xs[:n], weights, xs[n])
				}
				return DistinctSumRegular(s, xs[:n], d, weights, xs[n])
			},
			check: func(vals []int) bool {
				sum := 0
				for i, v := range vals[:n] {
					if v < 0 || v >= len(weights) {
						return false
					}
					for _, u := range vals[:i] {
						if u == v {
							return false
						}
					}
					sum += weights[v]
				}
				return sum == vals[n] && (d == nil || d.Accepts(vals[:n]))
			},
		}
	}
	gen := func(r *rand.Rand, withDFA bool) oracleCase {
		n, w := 1+r.IntN(4), 3+r.IntN(3)
		weights := make([]int, w)
		for v := range weights {
			weights[v] = r.IntN(8) - 2
		}
		doms := make([][]int, n+1)
		for i := range n {
			doms[i] = randDom(r, 0, w-1)
			for len(doms[i]) > 4 {
				doms[i] = doms[i][1:]
			}
		}
		lo := -4 + r.IntN(3*n+4)
		doms[n] = randDom(r, lo, lo+5)
		var d *dfa.DFA
		if withDFA {
			switch r.IntN(4) {
			case 0:
				d = distinctsumPathDFA(w)
			case 1:
				d = distinctsumGridDFA(w, 1) // the path graph, U-turns allowed
			default:
				d = distinctsumRandDFA(r, w)
			}
		}
		return mk(doms, weights, d)
	}
	addOracleRow(oracleRow{
		name: "distinctsum", strength: sound,
		gen: func(r *rand.Rand) oracleCase { return gen(r, false) },
		tiny: func() oracleCase {
			return mk([][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {3, 4, 5, 6}}, []int{1, 2, 3, 1}, nil)
		},
	})
	addOracleRow(oracleRow{
		name: "distinctsum-regular", strength: sound,
		gen: func(r *rand.Rand) oracleCase { return gen(r, true) },
		tiny: func() oracleCase {
			return mk([][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {3, 4, 5, 6}}, []int{1, 2, 3, 1}, distinctsumPathDFA(4))
		},
	})
}
