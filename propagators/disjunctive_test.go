package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// disjunctiveHolds reports whether no two tasks of positive duration
// overlap (and no duration is negative).
func disjunctiveHolds(starts, durs []int) bool {
	for i := range starts {
		if durs[i] < 0 {
			return false
		}
		for j := i + 1; j < len(starts); j++ {
			if durs[i] > 0 && durs[j] > 0 && starts[i] < starts[j]+durs[j] && starts[j] < starts[i]+durs[i] {
				return false
			}
		}
	}
	return true
}

// schedRandStarts draws start domains over 0..h-1 for tasks of the given
// durations; half the time they contain a random schedule without overlap
// (if one fits), so that cases with solutions are frequent.
func schedRandStarts(r *rand.Rand, durs []int, h int) [][]int {
	n := len(durs)
	doms := make([][]int, n)
	for i := range doms {
		doms[i] = randDom(r, 0, h-1)
	}
	if r.IntN(2) == 0 {
		t := r.IntN(2)
		for _, i := range r.Perm(n) {
			if t+durs[i] > h && durs[i] > 0 {
				break
			}
			v := min(t, h-1)
			if !slices.Contains(doms[i], v) {
				doms[i] = append(doms[i], v)
			}
			t += durs[i] + r.IntN(2)
		}
	}
	return doms
}

func disjunctiveCase(doms [][]int, durs []int) oracleCase {
	return oracleCase{
		doms:  doms,
		post:  func(s *cp.Store, xs []cp.VarID) error { return Disjunctive(s, xs, durs) },
		check: func(vals []int) bool { return disjunctiveHolds(vals, durs) },
	}
}

// disjunctiveVarCase: the first n variables are the starts, the next n the
// durations.
func disjunctiveVarCase(doms [][]int) oracleCase {
	n := len(doms) / 2
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error { return DisjunctiveVar(s, xs[:n], xs[n:]) },
		check: func(vals []int) bool {
			return disjunctiveHolds(vals[:n], vals[n:])
		},
	}
}

func disjunctiveRandCase(r *rand.Rand) (oracleCase, []int) {
	n := 2 + r.IntN(4)
	h := 5 + r.IntN(4)
	durs := make([]int, n)
	for i := range durs {
		durs[i] = 1 + r.IntN(3)
		if r.IntN(8) == 0 {
			durs[i] = 0
		}
	}
	return disjunctiveCase(schedRandStarts(r, durs, h), durs), durs
}

func disjunctiveVarRandCase(r *rand.Rand) oracleCase {
	n := 2 + r.IntN(2)
	doms := make([][]int, 2*n)
	hidden := make([]int, n)
	for i := range hidden {
		hidden[i] = 1 + r.IntN(2)
	}
	copy(doms, schedRandStarts(r, hidden, 4+r.IntN(3)))
	for i := 0; i < n; i++ {
		doms[n+i] = randDom(r, 1, 3)
		if r.IntN(4) == 0 {
			doms[n+i] = append(doms[n+i], 0)
		}
		if r.IntN(2) == 0 && !slices.Contains(doms[n+i], hidden[i]) {
			doms[n+i] = append(doms[n+i], hidden[i])
		}
	}
	return disjunctiveVarCase(doms)
}

// unaryRefRules applies the rules Disjunctive claims, plainly and once, to
// tasks with the given est, lct and p (all p > 0), in one direction: set by
// set over every subset (fine for a handful of tasks). It returns the
// deduced start lower bounds and end upper bounds, and false on overload.
func unaryRefRules(est, lct, p []int) (newEst, newLct []int, ok bool) {
	n := len(est)
	full := 1 << n
	lst := make([]int, n)
	for i := range lst {
		lst[i] = lct[i] - p[i]
	}
	// ect[mask] = max over non-empty sub ⊆ mask of min est_sub + Σ p_sub.
	exact := make([]int, full)
	ect := make([]int, full)
	maxLct, maxLst := make([]int, full), make([]int, full)
	for mask := 1; mask < full; mask++ {
		e, sum := int(^uint(0)>>1), 0
		maxLct[mask], maxLst[mask] = -1<<62, -1<<62
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				e, sum = min(e, est[i]), sum+p[i]
				maxLct[mask], maxLst[mask] = max(maxLct[mask], lct[i]), max(maxLst[mask], lst[i])
			}
		}
		exact[mask] = e + sum
	}
	for mask := 1; mask < full; mask++ {
		ect[mask] = -1 << 62
		for sub := mask; sub > 0; sub = (sub - 1) & mask {
			ect[mask] = max(ect[mask], exact[sub])
		}
		if ect[mask] > maxLct[mask] {
			return nil, nil, false // overload
		}
	}
	newEst, newLct = slices.Clone(est), slices.Clone(lct)
	for i := 0; i < n; i++ {
		// Detectable precedences.
		dp := 0
		for j := 0; j < n; j++ {
			if j != i && lst[j] < est[i]+p[i] {
				dp |= 1 << j
			}
		}
		if dp != 0 {
			newEst[i] = max(newEst[i], ect[dp])
		}
		for mask := 1; mask < full; mask++ {
			if mask&(1<<i) != 0 {
				continue
			}
			// Edge finding.
			if ect[mask|1<<i] > maxLct[mask] {
				newEst[i] = max(newEst[i], ect[mask])
			}
			// Not-last.
			if ect[mask] > lst[i] {
				newLct[i] = min(newLct[i], maxLst[mask])
			}
		}
	}
	return newEst, newLct, true
}

// disjunctiveRef is the reference for Disjunctive (durs set; the variables
// are the starts) and DisjunctiveVar (durs nil; starts then durations): the
// fixpoint of the rules in both directions, applied to the bounds.
func disjunctiveRef(durs []int) func(doms [][]int) [][]int {
	return func(doms [][]int) [][]int {
		d := newRefDoms(doms)
		n := len(doms)
		if durs == nil {
			n /= 2
			for i := n; i < 2*n; i++ {
				if _, ok := d.setMin(i, 0); !ok {
					return nil
				}
			}
		}
		dur := func(i int) (int, int) {
			if durs != nil {
				return durs[i], durs[i]
			}
			return d.min(n + i), d.max(n + i)
		}
		for {
			var task []int
			var est, lct, p, mest, mlct []int
			for i := 0; i < n; i++ {
				dmin, dmax := dur(i)
				if dmin > 0 {
					task = append(task, i)
					est, lct, p = append(est, d.min(i)), append(lct, d.max(i)+dmax), append(p, dmin)
					mest, mlct = append(mest, -(d.max(i)+dmax)), append(mlct, -d.min(i))
				}
			}
			if len(task) < 2 {
				return d
			}
			fe, fl, ok1 := unaryRefRules(est, lct, p)
			me, ml, ok2 := unaryRefRules(mest, mlct, p)
			if !ok1 || !ok2 {
				return nil
			}
			changed := false
			for k, i := range task {
				startMin, endMax := max(fe[k], -ml[k]), min(fl[k], -me[k])
				c1, ok := d.setMin(i, startMin)
				if !ok {
					return nil
				}
				c2, ok := d.setMax(i, endMax-p[k])
				if !ok {
					return nil
				}
				changed = changed || c1 || c2
				if durs == nil {
					c3, ok := d.setMax(n+i, endMax-d.min(i))
					if !ok {
						return nil
					}
					changed = changed || c3
				}
			}
			if !changed {
				return d
			}
		}
	}
}

func init() {
	tinyDurs := []int{2, 1, 2}
	tiny := func() oracleCase {
		d := []int{0, 1, 2, 3}
		return disjunctiveCase([][]int{d, d, d}, tinyDurs)
	}
	addOracleRow(oracleRow{
		name: "disjunctive", strength: sound, tiny: tiny,
		gen: func(r *rand.Rand) oracleCase { c, _ := disjunctiveRandCase(r); return c },
	})
	addRefClaimRow(refClaimRow{
		name: "disjunctive",
		gen: func(r *rand.Rand) refCase {
			c, durs := disjunctiveRandCase(r)
			return refCase{c, disjunctiveRef(durs)}
		},
		tiny: func() refCase { return refCase{tiny(), disjunctiveRef(tinyDurs)} },
	})

	varTiny := func() oracleCase {
		d, p := []int{0, 1, 2}, []int{0, 1, 2}
		return disjunctiveVarCase([][]int{d, d, p, p})
	}
	addOracleRow(oracleRow{name: "disjunctive-var", strength: sound, gen: disjunctiveVarRandCase, tiny: varTiny})
	addRefClaimRow(refClaimRow{
		name: "disjunctive-var",
		gen:  func(r *rand.Rand) refCase { return refCase{disjunctiveVarRandCase(r), disjunctiveRef(nil)} },
		tiny: func() refCase { return refCase{varTiny(), disjunctiveRef(nil)} },
	})
}
