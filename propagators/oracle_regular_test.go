package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// regularRandDFA draws a DFA of 2-4 states over 2-3 consecutive symbols
// starting at -1, 0 or 1: each (state, symbol) has a transition to a random
// state with probability 3/4, and each state accepts with probability 1/2.
func regularRandDFA(r *rand.Rand) *dfa.DFA {
	nq, ns, lo := 2+r.IntN(3), 2+r.IntN(2), r.IntN(3)-1
	var ts []dfa.Transition
	for q := range nq {
		for v := lo; v < lo+ns; v++ {
			if r.IntN(4) != 0 {
				ts = append(ts, dfa.Transition{From: q, Symbol: v, To: r.IntN(nq)})
			}
		}
	}
	var acc []int
	for q := range nq {
		if r.IntN(2) == 0 {
			acc = append(acc, q)
		}
	}
	d, err := dfa.New(nq, r.IntN(nq), acc, ts)
	if err != nil {
		panic(err)
	}
	return d
}

// regularNoThree is the DFA of the words over 0..2 without three equal
// symbols in a row: state 1+2k+c means that the word ends with c+1
// copies of k (c = 0, 1).
func regularNoThree() *dfa.DFA {
	next := func(q, v int) int {
		if q == 0 {
			return 1 + 2*v
		}
		last, run := (q-1)/2, (q-1)%2
		switch {
		case v != last:
			return 1 + 2*v
		case run == 0:
			return q + 1
		}
		return -1
	}
	d, err := dfa.FromFunc(7, 0, []int{0, 1, 2, 3, 4, 5, 6}, 0, 2, next)
	if err != nil {
		panic(err)
	}
	return d
}

// regularGridDFA is the adjacency DFA of a w×h grid: state 0 is the start,
// state 1+c means that the last symbol read is cell c (cells are numbered
// row by row from 0), and from 1+c only the orthogonal neighbours of c may
// follow. Every cell state accepts.
func regularGridDFA(w, h int) *dfa.DFA {
	var ts []dfa.Transition
	acc := make([]int, w*h)
	for c := range w * h {
		acc[c] = 1 + c
		ts = append(ts, dfa.Transition{From: 0, Symbol: c, To: 1 + c})
		x, y := c%w, c/w
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nx, ny := x+d[0], y+d[1]
			if nx >= 0 && nx < w && ny >= 0 && ny < h {
				ts = append(ts, dfa.Transition{From: 1 + c, Symbol: ny*w + nx, To: 1 + ny*w + nx})
			}
		}
	}
	d, err := dfa.New(1+w*h, 0, acc, ts)
	if err != nil {
		panic(err)
	}
	return d
}

// regularRepeatsClaim is what Regular and CyclicRegular prune when a
// variable appears at several positions.
const regularRepeatsClaim = "domain consistency of the relaxation where each position is its own copy of its variable (the closing symbol of CyclicRegular is the first position itself); a variable keeps the values all its positions support"

// regularCycleWord is x₁…xₙ x₁.
func regularCycleWord(vals []int) []int {
	return append(append(make([]int, 0, len(vals)+1), vals...), vals[0])
}

func init() {
	mk := func(d *dfa.DFA, doms [][]int, cyclic bool, rep []int) oracleCase {
		post := Regular
		if cyclic {
			post = CyclicRegular
		}
		word := func(vals []int) []int {
			w := make([]int, 0, len(rep)+1)
			for _, i := range rep {
				w = append(w, vals[i])
			}
			if cyclic {
				w = append(w, w[0])
			}
			return w
		}
		return oracleCase{
			doms: doms,
			post: func(s *cp.Store, xs []cp.VarID) error {
				ys := make([]cp.VarID, len(rep))
				for k, i := range rep {
					ys[k] = xs[i]
				}
				return post(s, ys, d)
			},
			check: func(vals []int) bool { return d.Accepts(word(vals)) },
			reference: func(doms [][]int) [][]int {
				return relaxedSupports(doms, rep, func(pos []int) bool {
					w := slices.Clone(pos)
					if cyclic {
						w = append(w, pos[0])
					}
					return d.Accepts(w)
				})
			},
		}
	}
	ident := func(n int) []int {
		rep := make([]int, n)
		for i := range rep {
			rep[i] = i
		}
		return rep
	}
	randDoms := func(r *rand.Rand, n, lo, hi int) [][]int {
		doms := make([][]int, n)
		for i := range doms {
			doms[i] = randDom(r, lo, hi)
		}
		return doms
	}
	// repeated draws a scope of n+1..n+2 positions over n variables in
	// which some variable occurs twice or more.
	repeated := func(r *rand.Rand, n int) []int {
		rep := ident(n)
		for k := 1 + r.IntN(2); k > 0; k-- {
			rep = append(rep, r.IntN(n))
		}
		r.Shuffle(len(rep), func(i, j int) { rep[i], rep[j] = rep[j], rep[i] })
		return rep
	}

	addOracleRow(oracleRow{
		name: "regular", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 3 + r.IntN(3)
			return mk(regularRandDFA(r), randDoms(r, n, -2, 3), false, ident(n))
		},
		tiny: func() oracleCase {
			d, _ := dfa.New(3, 0, []int{0, 2}, []dfa.Transition{
				{From: 0, Symbol: 0, To: 1}, {From: 0, Symbol: 1, To: 0},
				{From: 1, Symbol: 0, To: 2}, {From: 1, Symbol: 2, To: 0},
				{From: 2, Symbol: 1, To: 2}, {From: 2, Symbol: 2, To: 1},
			})
			return mk(d, [][]int{{0, 1, 2}, {0, 1, 2}, {0, 1, 2}, {0, 1, 2}}, false, ident(4))
		},
	})
	addOracleRow(oracleRow{
		name: "regular-nothree", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 3 + r.IntN(4)
			return mk(regularNoThree(), randDoms(r, n, 0, 2), false, ident(n))
		},
		tiny: func() oracleCase {
			return mk(regularNoThree(), [][]int{{0, 1, 2}, {0, 1, 2}, {0, 1}, {0, 1, 2}}, false, ident(4))
		},
	})
	addOracleRow(oracleRow{
		name: "regular-repeated", strength: claimed, claim: regularRepeatsClaim,
		gen: func(r *rand.Rand) oracleCase {
			n := 2 + r.IntN(3)
			return mk(regularRandDFA(r), randDoms(r, n, -2, 3), false, repeated(r, n))
		},
	})
	addOracleRow(oracleRow{
		name: "cyclic-regular", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 1 + r.IntN(5)
			return mk(regularRandDFA(r), randDoms(r, n, -2, 3), true, ident(n))
		},
		tiny: func() oracleCase {
			d, _ := dfa.New(3, 0, []int{1, 2}, []dfa.Transition{
				{From: 0, Symbol: 0, To: 1}, {From: 0, Symbol: 1, To: 2},
				{From: 1, Symbol: 0, To: 2}, {From: 1, Symbol: 2, To: 1},
				{From: 2, Symbol: 1, To: 1}, {From: 2, Symbol: 2, To: 0},
			})
			return mk(d, [][]int{{0, 1, 2}, {0, 1, 2}, {0, 1, 2}, {0, 1, 2}}, true, ident(4))
		},
	})
	addOracleRow(oracleRow{
		name: "cyclic-regular-adjacency", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			// Cells 0..5 of a 3×2 grid; cycles of 2..5 cells.
			n := 2 + r.IntN(4)
			doms := make([][]int, n)
			for i := range doms {
				doms[i] = randDom(r, 0, 5)
				if n == 5 && len(doms[i]) > 4 {
					doms[i] = doms[i][:4]
				}
			}
			return mk(regularGridDFA(3, 2), doms, true, ident(n))
		},
		tiny: func() oracleCase {
			// A 2×2 grid is a 4-cycle: 0-1, 1-3, 3-2, 2-0.
			all := []int{0, 1, 2, 3}
			return mk(regularGridDFA(2, 2), [][]int{{0, 1, 3}, {0, 1, 3}, all, {1, 2, 3}}, true, ident(4))
		},
	})
	addOracleRow(oracleRow{
		name: "cyclic-regular-repeated", strength: claimed, claim: regularRepeatsClaim,
		gen: func(r *rand.Rand) oracleCase {
			n := 2 + r.IntN(3)
			return mk(regularRandDFA(r), randDoms(r, n, -2, 3), true, repeated(r, n))
		},
	})
}
