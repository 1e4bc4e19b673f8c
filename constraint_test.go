package tessera

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// randConstraint is a random constraint over the variables xs (domains
// small, some 0/1) with an independent evaluator.
type randConstraint struct {
	c    Constraint
	eval func(v []int) bool
}

// genConstraint draws a linear comparison, a membership or a Boolean
// formula over xs; bools lists the indices of the 0/1 variables.
func genConstraint(rng *rand.Rand, m *Model, xs []IntVar, bools []int) randConstraint {
	n := len(xs)
	switch k := rng.IntN(4); {
	case k == 0 || len(bools) == 0: // linear
		var e LinExpr
		type tm struct{ a, i int }
		var ts []tm
		for range 1 + rng.IntN(3) {
			a, i := rng.IntN(5)-2, rng.IntN(n)
			ts = append(ts, tm{a, i})
			e = e.Plus(xs[i].Times(a))
		}
		rhs := rng.IntN(7) - 3
		val := func(v []int) int {
			s := 0
			for _, t := range ts {
				s += t.a * v[t.i]
			}
			return s
		}
		switch rng.IntN(6) {
		case 0:
			return randConstraint{e.Eq(rhs), func(v []int) bool { return val(v) == rhs }}
		case 1:
			return randConstraint{e.Ne(rhs), func(v []int) bool { return val(v) != rhs }}
		case 2:
			return randConstraint{e.Le(rhs), func(v []int) bool { return val(v) <= rhs }}
		case 3:
			return randConstraint{e.Lt(rhs), func(v []int) bool { return val(v) < rhs }}
		case 4:
			return randConstraint{e.Ge(rhs), func(v []int) bool { return val(v) >= rhs }}
		}
		return randConstraint{e.Gt(rhs), func(v []int) bool { return val(v) > rhs }}
	case k == 1: // membership
		i := rng.IntN(n)
		var set []int
		for v := -2; v <= 3; v++ {
			if rng.IntN(2) == 0 {
				set = append(set, v)
			}
		}
		in := func(v []int) bool {
			for _, s := range set {
				if v[i] == s {
					return true
				}
			}
			return false
		}
		if rng.IntN(2) == 0 {
			return randConstraint{xs[i].In(set...), in}
		}
		return randConstraint{xs[i].NotIn(set...), func(v []int) bool { return !in(v) }}
	}
	// Boolean formula over literals of the 0/1 variables.
	var lits []BoolVar
	var idx []int
	var neg []bool
	for range 1 + rng.IntN(3) {
		i := bools[rng.IntN(len(bools))]
		b := m.AsBool(xs[i])
		ng := rng.IntN(2) == 0
		if ng {
			b = b.Not()
		}
		lits, idx, neg = append(lits, b), append(idx, i), append(neg, ng)
	}
	lit := func(v []int, j int) bool { return (v[idx[j]] == 1) != neg[j] }
	switch rng.IntN(3) {
	case 0:
		return randConstraint{And(lits...), func(v []int) bool {
			for j := range lits {
				if !lit(v, j) {
					return false
				}
			}
			return true
		}}
	case 1:
		return randConstraint{Or(lits...), func(v []int) bool {
			for j := range lits {
				if lit(v, j) {
					return true
				}
			}
			return false
		}}
	}
	return randConstraint{Xor(lits...), func(v []int) bool {
		odd := false
		for j := range lits {
			odd = odd != lit(v, j)
		}
		return odd
	}}
}

// TestConstraintsAgainstBruteForce posts random constraints, plain,
// negated, reified (on a fresh Boolean or a negated one) and
// half-reified, and compares the number of solutions with brute force.
func TestConstraintsAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	modes := []string{"plain", "not", "iff", "iff-neg", "onlyif", "onlyif-neg", "reify"}
	for trial := range 1500 {
		mode := modes[trial%len(modes)]
		m := NewModel()
		n := 2 + rng.IntN(2)
		xs := make([]IntVar, n)
		lo, hi := make([]int, n+1), make([]int, n+1)
		var bools []int
		for i := range xs {
			if rng.IntN(2) == 0 {
				lo[i], hi[i] = 0, 1
				bools = append(bools, i)
			} else {
				lo[i] = rng.IntN(5) - 2
				hi[i] = lo[i] + rng.IntN(4)
			}
			xs[i] = m.IntVar(lo[i], hi[i], fmt.Sprintf("x%d", i))
		}
		rc := genConstraint(rng, m, xs, bools)
		c, eval := rc.c, rc.eval
		all := xs
		var full func(v []int) bool
		switch mode {
		case "plain":
			m.Add(c)
			full = eval
		case "not":
			m.Add(c.Not())
			full = func(v []int) bool { return !eval(v) }
		case "iff", "iff-neg", "onlyif", "onlyif-neg":
			b := m.BoolVar("b")
			all = append(append([]IntVar(nil), xs...), b.Int())
			lo[n], hi[n] = 0, 1
			neg := mode == "iff-neg" || mode == "onlyif-neg"
			lit := b
			if neg {
				lit = b.Not()
			}
			litVal := func(v []int) bool { return (v[n] == 1) != neg }
			if mode[:3] == "iff" {
				m.Add(c.Iff(lit))
				full = func(v []int) bool { return litVal(v) == eval(v) }
			} else {
				m.Add(c.OnlyIf(lit))
				full = func(v []int) bool { return !litVal(v) || eval(v) }
			}
		case "reify":
			b := m.Reify(c)
			all = append(append([]IntVar(nil), xs...), b.Int())
			lo[n], hi[n] = 0, 1
			full = func(v []int) bool { return (v[n] == 1) == eval(v) }
		}
		if err := m.Err(); err != nil {
			t.Fatalf("trial %d (%s): %v: %v", trial, mode, c, err)
		}
		want := int64(0)
		v := make([]int, len(all))
		var rec func(i int)
		rec = func(i int) {
			if i == len(all) {
				if full(v) {
					want++
				}
				return
			}
			for v[i] = lo[i]; v[i] <= hi[i]; v[i]++ {
				rec(i + 1)
			}
		}
		rec(0)
		// Every solution satisfies the constraint, and none is missing.
		got := int64(0)
		for sol, err := range m.All() {
			if err != nil {
				t.Fatalf("trial %d (%s): %v: %v", trial, mode, c, err)
			}
			if v := sol.Values(all); !full(v) {
				t.Fatalf("trial %d (%s): %v: %v is no solution", trial, mode, c, v)
			}
			got++
		}
		if got != want {
			t.Fatalf("trial %d (%s): %v over %v..%v: %d solutions, want %d", trial, mode, c, lo, hi, got, want)
		}
	}
}
