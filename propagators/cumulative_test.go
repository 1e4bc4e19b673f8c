package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
)

// cumulativeHolds reports whether the tasks never use more than c at once
// (durations, demands and c non-negative).
func cumulativeHolds(starts, durs, dems []int, c int) bool {
	if c < 0 {
		return false
	}
	lo, hi := 0, 0
	for i := range starts {
		if durs[i] < 0 || dems[i] < 0 {
			return false
		}
		lo, hi = min(lo, starts[i]), max(hi, starts[i]+durs[i])
	}
	for t := lo; t < hi; t++ {
		use := 0
		for i := range starts {
			if starts[i] <= t && t < starts[i]+durs[i] {
				use += dems[i]
			}
		}
		if use > c {
			return false
		}
	}
	return true
}

type cumulativeInst struct {
	durs, dems []int
	c          int
}

func cumulativeCase(doms [][]int, in cumulativeInst) refCase {
	return refCase{
		oracleCase: oracleCase{
			doms: doms,
			post: func(s *cp.Store, xs []cp.VarID) error { return Cumulative(s, xs, in.durs, in.dems, in.c) },
			check: func(vals []int) bool {
				return cumulativeHolds(vals, in.durs, in.dems, in.c)
			},
		},
		ref: cumulativeRef(len(doms), &in),
	}
}

// cumulativeVarCase: the variables are n starts, n durations, n demands and
// the capacity.
func cumulativeVarCase(doms [][]int) refCase {
	n := (len(doms) - 1) / 3
	return refCase{
		oracleCase: oracleCase{
			doms: doms,
			post: func(s *cp.Store, xs []cp.VarID) error {
				return CumulativeVar(s, xs[:n], xs[n:2*n], xs[2*n:3*n], xs[3*n])
			},
			check: func(v []int) bool {
				return cumulativeHolds(v[:n], v[n:2*n], v[2*n:3*n], v[3*n])
			},
		},
		ref: cumulativeRef(n, nil),
	}
}

func cumulativeRandCase(r *rand.Rand) refCase {
	n := 2 + r.IntN(3)
	h := 5 + r.IntN(2)
	in := cumulativeInst{durs: make([]int, n), dems: make([]int, n), c: 1 + r.IntN(4)}
	for i := range in.durs {
		in.durs[i], in.dems[i] = 1+r.IntN(3), 1+r.IntN(3)
		if r.IntN(10) == 0 {
			in.durs[i] = 0
		}
		if r.IntN(10) == 0 {
			in.dems[i] = 0
		}
	}
	// Planted solutions of the disjunctive kind fit any capacity ≥ the
	// largest demand; random domains give the rest.
	return cumulativeCase(schedRandStarts(r, in.durs, h), in)
}

func cumulativeVarRandCase(r *rand.Rand) refCase {
	n := 1 + r.IntN(2)
	sh, dh, hh := 4, 3, 3
	if r.IntN(3) == 0 {
		n, sh, dh, hh = 3, 3, 2, 2
	}
	doms := make([][]int, 3*n+1)
	for i := 0; i < n; i++ {
		doms[i] = randDom(r, 0, sh)
		doms[n+i] = randDom(r, 0, dh)
		doms[2*n+i] = randDom(r, 0, hh)
	}
	doms[3*n] = randDom(r, 0, 4)
	return cumulativeVarCase(doms)
}

// cumulativeRef is the reference for Cumulative (in set: the variables are
// the n starts) and CumulativeVar (in nil: starts, durations, demands,
// capacity): the fixpoint of the claimed rules on the bounds, written
// plainly (the profile time point by time point, overload over every
// subset, time-tabling value by value).
func cumulativeRef(n int, in *cumulativeInst) func(doms [][]int) [][]int {
	return func(doms [][]int) [][]int {
		d := newRefDoms(doms)
		if in == nil {
			for i := n; i < 3*n+1; i++ {
				if _, ok := d.setMin(i, 0); !ok {
					return nil
				}
			}
		}
		for {
			p, dmax, h := make([]int, n), make([]int, n), make([]int, n)
			var c int
			if in != nil {
				copy(p, in.durs)
				copy(dmax, in.durs)
				copy(h, in.dems)
				c = in.c
			} else {
				for i := 0; i < n; i++ {
					p[i], dmax[i], h[i] = d.min(n+i), d.max(n+i), d.min(2*n+i)
				}
				c = d.max(3 * n)
			}
			est, lst := make([]int, n), make([]int, n)
			for i := 0; i < n; i++ {
				est[i], lst[i] = d.min(i), d.max(i)
			}
			inCP := func(i, t int) bool { return lst[i] <= t && t < est[i]+p[i] }
			changed := false
			apply := func(c bool, ok bool) bool { changed = changed || c; return ok }
			for i := 0; i < n; i++ {
				if p[i] > 0 && h[i] > 0 && h[i] > c {
					return nil
				}
				if in == nil && p[i] > 0 {
					if !apply(d.setMin(3*n, h[i])) || !apply(d.setMax(2*n+i, c)) {
						return nil
					}
				}
			}
			lo, hi := 0, 0
			for i := 0; i < n; i++ {
				lo, hi = min(lo, est[i]), max(hi, lst[i]+dmax[i])
			}
			prof := func(t int) int {
				u := 0
				for i := 0; i < n; i++ {
					if inCP(i, t) {
						u += h[i]
					}
				}
				return u
			}
			for t := lo; t < hi; t++ {
				if in != nil && prof(t) > c {
					return nil
				}
				if in == nil && !apply(d.setMin(3*n, prof(t))) {
					return nil
				}
			}
			if in == nil {
				for i := 0; i < n; i++ {
					for t := lst[i]; p[i] > 0 && t < est[i]+p[i]; t++ {
						if !apply(d.setMax(2*n+i, c-(prof(t)-h[i]))) {
							return nil
						}
					}
				}
			}
			// Energetic overload over every subset of the tasks that take
			// part.
			for mask := 1; mask < 1<<n; mask++ {
				e, a, b, some := 0, 1<<40, -(1 << 40), false
				for i := 0; i < n; i++ {
					if mask&(1<<i) != 0 && p[i] > 0 && h[i] > 0 {
						e, a, b, some = e+p[i]*h[i], min(a, est[i]), max(b, lst[i]+dmax[i]), true
					}
				}
				if some && e > c*(b-a) {
					return nil
				}
			}
			// Time-tabling: the start bounds must fit beside the others'
			// compulsory parts.
			fits := func(i, s int) bool {
				for t := s; t < s+p[i]; t++ {
					own := 0
					if inCP(i, t) {
						own = h[i]
					}
					if prof(t)-own+h[i] > c {
						return false
					}
				}
				return true
			}
			for i := 0; i < n; i++ {
				if p[i] <= 0 || h[i] <= 0 {
					continue
				}
				for len(d[i]) > 0 && !fits(i, d.min(i)) {
					d[i], changed = d[i][1:], true
				}
				for len(d[i]) > 0 && !fits(i, d.max(i)) {
					d[i], changed = d[i][:len(d[i])-1], true
				}
				if len(d[i]) == 0 {
					return nil
				}
			}
			if !changed {
				return d
			}
		}
	}
}

func init() {
	tinyInst := cumulativeInst{durs: []int{2, 1, 2}, dems: []int{1, 2, 1}, c: 2}
	tiny := func() refCase {
		d := []int{0, 1, 2, 3}
		return cumulativeCase([][]int{d, d, d}, tinyInst)
	}
	addOracleRow(oracleRow{
		name: "cumulative", strength: sound,
		gen:  func(r *rand.Rand) oracleCase { return cumulativeRandCase(r).oracleCase },
		tiny: func() oracleCase { return tiny().oracleCase },
	})
	addRefClaimRow(refClaimRow{name: "cumulative", gen: cumulativeRandCase, tiny: tiny})

	varTiny := func() refCase {
		return cumulativeVarCase([][]int{{0, 1, 2}, {0, 1}, {1, 2}, {1, 2}, {1}, {1, 2}, {1, 2}})
	}
	addOracleRow(oracleRow{
		name: "cumulative-var", strength: sound,
		gen:  func(r *rand.Rand) oracleCase { return cumulativeVarRandCase(r).oracleCase },
		tiny: func() oracleCase { return varTiny().oracleCase },
	})
	addRefClaimRow(refClaimRow{name: "cumulative-var", gen: cumulativeVarRandCase, tiny: varTiny})
}
