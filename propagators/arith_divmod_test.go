package propagators

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Reference semantics of TruncDiv, Mod and Pow, written apart from the
// propagators.
func refDivMod(op arithOp, x, y int) (int, bool) {
	switch op {
	case opTruncDiv:
		if y == 0 {
			return 0, false
		}
		q := x / y
		return q, true
	case opMod:
		if y == 0 {
			return 0, false
		}
		return x - y*(x/y), true
	}
	// x^y by repeated multiplication, y < 0 as 1 div x^−y.
	if y < 0 {
		if x == 0 {
			return 0, false
		}
		p := 1
		for range -y {
			p *= x
			if p > 1<<20 || p < -(1<<20) {
				return 0, true // |x^−y| ≥ 2: 1 div it is 0
			}
		}
		return 1 / p, true
	}
	p := 1
	for range y {
		p *= x
	}
	return p, true
}

func init() {
	for _, op := range []arithOp{opTruncDiv, opMod, opPow} {
		name := arithOpKinds[op]
		mk := func(limit int, doms [][]int, same bool) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					x, y, z := xs[0], xs[0], xs[1]
					if !same {
						x, y, z = xs[0], xs[1], xs[2]
					}
					return arithFuncPost(s, name, op, x, y, z, limit)
				},
				check: func(v []int) bool {
					x, y, z := v[0], v[0], v[1]
					if !same {
						x, y, z = v[0], v[1], v[2]
					}
					r, ok := refDivMod(op, x, y)
					return ok && r == z
				},
			}
		}
		gen := func(limit int) func(r *rand.Rand) oracleCase {
			return func(r *rand.Rand) oracleCase {
				if r.IntN(5) == 0 {
					return mk(limit, [][]int{randDom(r, -4, 4), randDom(r, -3, 5)}, true)
				}
				if op == opPow {
					return mk(limit, [][]int{randDom(r, -3, 3), randDom(r, -2, 4), randDom(r, -10, 30)}, false)
				}
				return mk(limit, [][]int{randDom(r, -9, 9), randDom(r, -4, 4), randDom(r, -5, 5)}, false)
			}
		}
		tiny := func() oracleCase {
			if op == opPow {
				return mk(arithDomainLimit, [][]int{{-2, 0, 2}, {-1, 2, 3}, {0, 4, -8}}, false)
			}
			return mk(arithDomainLimit, [][]int{{-5, 3, 7}, {-2, 0, 2}, {-1, 1, 3}}, false)
		}
		addOracleRow(oracleRow{name: name, strength: domainC, gen: gen(arithDomainLimit), tiny: tiny})
		// The interval rules alone: sound; what they prune is checked by
		// TestArithFuncBoundsClaim.
		addOracleRow(oracleRow{name: name + "-bounds", strength: sound, gen: gen(0)})
	}
	// The public post functions, with their argument order.
	for _, c := range []struct {
		name string
		post func(s *cp.Store, x, y, z cp.VarID) error
		op   arithOp
	}{{"truncdiv-post", TruncDiv, opTruncDiv}, {"mod-post", Mod, opMod}, {"pow-post", Pow, opPow}} {
		addOracleRow(oracleRow{
			name: c.name, strength: domainC,
			gen: func(r *rand.Rand) oracleCase {
				return oracleCase{
					doms:  [][]int{randDom(r, -6, 6), randDom(r, -3, 3), randDom(r, -7, 9)},
					post:  func(s *cp.Store, xs []cp.VarID) error { return c.post(s, xs[0], xs[1], xs[2]) },
					check: func(v []int) bool { r, ok := refDivMod(c.op, v[0], v[1]); return ok && r == v[2] },
				}
			},
		})
	}
}

// TestArithFuncBoundsClaim checks what the interval rules of TruncDiv, Mod
// and Pow claim at their fixpoint, against references computed by brute
// force over the box of the final intervals: TruncDiv's and Pow's z lies
// within the hull of every defined x op y in the box; Mod's z within
// [−(m−1), m−1] ∩ [min(0, min x), max(0, max x)], and x of z's sign when z
// is; TruncDiv's x within the hull of q·y (q in z, y in the box) widened
// by max|y|−1; Pow's |x| no larger than the k-th root of max|z| when y = k
// ≥ 2 is fixed.
func TestArithFuncBoundsClaim(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	cases, pruned := 0, 0
	for k := 0; k < 20000; k++ {
		op := arithOp(r.IntN(3))
		s := cp.NewStore()
		iv := func(lo, hi int) cp.VarID {
			a, b := lo+r.IntN(hi-lo+1), lo+r.IntN(hi-lo+1)
			return s.NewVar(min(a, b), max(a, b))
		}
		var x, y, z cp.VarID
		if op == opPow {
			x, y, z = iv(-6, 6), iv(-3, 5), iv(-300, 300)
			if r.IntN(3) == 0 {
				v := r.IntN(4)
				y = s.NewVar(v, v)
			}
		} else {
			x, y, z = iv(-40, 40), iv(-8, 8), iv(-30, 30)
		}
		before := [6]int{s.Min(x), s.Max(x), s.Min(y), s.Max(y), s.Min(z), s.Max(z)}
		if err := arithFuncPost(s, arithOpKinds[op], op, x, y, z, 0); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() {
			continue
		}
		cases++
		if before != [6]int{s.Min(x), s.Max(x), s.Min(y), s.Max(y), s.Min(z), s.Max(z)} {
			pruned++
		}
		xl, xh, yl, yh, zl, zh := s.Min(x), s.Max(x), s.Min(y), s.Max(y), s.Min(z), s.Max(z)
		fail := func(what string) {
			t.Fatalf("%s: x %d..%d, y %d..%d, z %d..%d (from %v): %s", arithOpKinds[op], xl, xh, yl, yh, zl, zh, before, what)
		}
		switch op {
		case opTruncDiv, opPow:
			lo, hi, any := 1<<62, -(1 << 62), false
			for a := xl; a <= xh; a++ {
				for b := yl; b <= yh; b++ {
					if v, ok := refDivMod(op, a, b); ok {
						lo, hi, any = min(lo, v), max(hi, v), true
					}
				}
			}
			if !any || zl < lo || zh > hi {
				fail("z is not within the hull of x op y over the box")
			}
			if op == opTruncDiv {
				plo, phi := 1<<62, -(1 << 62)
				for q := zl; q <= zh; q++ {
					for b := yl; b <= yh; b++ {
						plo, phi = min(plo, q*b), max(phi, q*b)
					}
				}
				m := max(-yl, yh) - 1
				if xl < plo-m || xh > phi+m || s.Contains(y, 0) {
					fail("x is not within the hull of q·y widened by max|y|−1, or y still holds 0")
				}
			}
			if op == opPow && yl == yh && yl >= 2 {
				m := max(-zl, zh)
				for _, a := range []int{xl, xh} {
					if v, _ := refDivMod(opPow, max(a, -a), yl); v > m {
						fail("|x|^k exceeds max|z|")
					}
				}
			}
		case opMod:
			m := max(-yl, yh) - 1
			if zl < max(-m, min(0, xl)) || zh > min(m, max(0, xh)) {
				fail("z is not within the remainder's interval")
			}
			if zl > 0 && xl < zl || zh < 0 && xh > zh {
				fail("x is not of z's sign")
			}
		}
	}
	t.Logf("%d feasible cases, %d pruned at the root", cases, pruned)
	if pruned < cases/4 {
		t.Errorf("only %d of %d cases pruned: the rules look inactive", pruned, cases)
	}
}

func TestArithFuncArgs(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, 5), s.NewVar(1, 3)
	for _, post := range []func(*cp.Store, cp.VarID, cp.VarID, cp.VarID) error{TruncDiv, Mod, Pow} {
		if err := post(s, x, y, x); err != nil { // through a copy of z; FuzzAliasedArguments checks it
			t.Errorf("z = x refused: %v", err)
		}
		if err := post(s, x, y, 99); err == nil {
			t.Error("a variable outside the store accepted")
		}
	}
}

func TestArithFuncNoAllocs(t *testing.T) {
	for _, op := range []arithOp{opTruncDiv, opMod, opPow} {
		for _, limit := range []int{arithDomainLimit, 0} {
			s := cp.NewStore()
			x, y, z := s.NewVar(-20, 20), s.NewVar(-4, 4), s.NewVar(-50, 50)
			if err := arithFuncPost(s, arithOpKinds[op], op, x, y, z, limit); err != nil {
				t.Fatal(err)
			}
			assertNoPropagateAllocs(t, s, func(s *cp.Store) {
				s.SetMin(x, 3)
				s.Remove(y, 2)
				s.SetMax(z, 10)
			})
		}
	}
}
