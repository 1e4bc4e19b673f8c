package propagators

import (
	"math/rand/v2"
	"slices"

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

// The claims of DistinctSum and DistinctSumRegular. With k unfixed xs, F
// the weight of the fixed ones and U the values of the unfixed domains
// other than the fixed values, L_j and H_j the sums of the j smallest and
// largest weights of U:
const (
	distinctsumClaim = "fail when two fixed xs are equal or |U| < k; total within [F+L_k, F+H_k]; a value v of an unfixed x removed when w[v] < min total − F − H_(k−1) or w[v] > max total − F − L_(k−1)"
	// The Lagrangian tightening and the no-step-back refinement only prune
	// more, so the claim checks the plain bounds.
	distinctsumRegularClaim = "total within [F+L_k, F+H_k] and, once xs[0] is fixed, every value of an xs on an accepted word over the current domains (values may repeat) and total between the lightest and the heaviest such word"
)

// distinctsumReference applies the claims once (d nil: DistinctSum).
// doms are the xs, then total.
func distinctsumReference(doms [][]int, w []int, d *dfa.DFA) [][]int {
	n := len(doms) - 1
	inRange := keepIf(doms, func(i, v int) bool { return i == n || (v >= 0 && v < len(w)) })
	for _, dom := range inRange {
		if len(dom) == 0 {
			return emptied(doms)
		}
	}
	fixed := map[int]bool{}
	F, k := 0, 0
	for _, dom := range inRange[:n] {
		if len(dom) == 1 {
			if fixed[dom[0]] {
				return emptied(doms)
			}
			fixed[dom[0]] = true
			F += w[dom[0]]
		} else {
			k++
		}
	}
	var u []int // the weights of U, ascending
	seen := map[int]bool{}
	for _, dom := range inRange[:n] {
		for _, v := range dom {
			if len(dom) > 1 && !fixed[v] && !seen[v] {
				seen[v] = true
				u = append(u, w[v])
			}
		}
	}
	if len(u) < k {
		return emptied(doms)
	}
	slices.Sort(u)
	sum := func(ws []int) int {
		t := 0
		for _, x := range ws {
			t += x
		}
		return t
	}
	lo := func(j int) int { return sum(u[:max(j, 0)]) }
	hi := func(j int) int { return sum(u[len(u)-max(j, 0):]) }
	totLo, totHi := F+lo(k), F+hi(k)
	out := keepIf(inRange, func(i, v int) bool { return i != n || (v >= totLo && v <= totHi) })
	if len(out[n]) == 0 {
		return emptied(doms)
	}
	if d == nil {
		minT, maxT := slices.Min(out[n]), slices.Max(out[n])
		return keepIf(out, func(i, v int) bool {
			if i == n || len(inRange[i]) == 1 {
				return true
			}
			return w[v] >= minT-F-hi(k-1) && w[v] <= maxT-F-lo(k-1)
		})
	}
	if len(inRange[0]) != 1 {
		return out
	}
	// The accepted words over the current domains, by brute force.
	sup := make([]map[int]bool, n)
	for i := range sup {
		sup[i] = map[int]bool{}
	}
	wLo, wHi, found := 0, 0, false
	forEachAssignment(inRange[:n], func(word []int) {
		if !d.Accepts(word) {
			return
		}
		t := 0
		for i, v := range word {
			sup[i][v] = true
			t += w[v]
		}
		if !found {
			wLo, wHi, found = t, t, true
		}
		wLo, wHi = min(wLo, t), max(wHi, t)
	})
	if !found {
		return emptied(doms)
	}
	return keepIf(out, func(i, v int) bool {
		if i == n {
			return v >= wLo && v <= wHi
		}
		return sup[i][v]
	})
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
			reference: func(doms [][]int) [][]int { return distinctsumReference(doms, weights, d) },
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
		if r.IntN(3) == 0 {
			// A wide total: its bounds come from the propagator alone.
			doms[n] = randDom(r, -2*n, 6*n)
		}
		var d *dfa.DFA
		if withDFA {
			if r.IntN(2) == 0 {
				doms[0] = doms[0][:1] // the start fixed: the layered graph is on
			}
			if n >= 3 && r.IntN(2) == 0 {
				// The two heaviest values on one position only: a word takes
				// one of them, the distinct-values bound counts both.
				byWeight := make([]int, w)
				for v := range byWeight {
					byWeight[v] = v
				}
				slices.SortFunc(byWeight, func(a, b int) int { return weights[b] - weights[a] })
				doms[1] = []int{byWeight[0], byWeight[1]}
				for i := 2; i < n; i++ {
					doms[i] = slices.DeleteFunc(doms[i], func(v int) bool { return v == byWeight[0] || v == byWeight[1] })
					if len(doms[i]) == 0 {
						doms[i] = []int{byWeight[2+r.IntN(w-2)]}
					}
				}
			}
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
		name: "distinctsum", strength: claimed, claim: distinctsumClaim,
		gen: func(r *rand.Rand) oracleCase { return gen(r, false) },
		tiny: func() oracleCase {
			return mk([][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {3, 4, 5, 6}}, []int{1, 2, 3, 1}, nil)
		},
	})
	addOracleRow(oracleRow{
		name: "distinctsum-regular", strength: claimed, claim: distinctsumRegularClaim,
		gen: func(r *rand.Rand) oracleCase { return gen(r, true) },
		tiny: func() oracleCase {
			return mk([][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {3, 4, 5, 6}}, []int{1, 2, 3, 1}, distinctsumPathDFA(4))
		},
	})
}
