package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

func init() {
	// Times and Div, with the domain pass (limit arithDomainLimit) or the
	// bounds reasoning alone (limit 0); a quarter of the cases square.
	timesRow := func(name string, div bool, limit int, st strength) oracleRow {
		mk := func(square bool, doms [][]int) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					a, b, c := xs[0], xs[0], xs[1]
					if !square {
						a, b, c = xs[0], xs[1], xs[2]
					}
					kind := "times"
					if div { // doms are (y, z, x): x = y·z, y ≠ 0
						kind = "div"
					}
					arithTimesPost(s, a, b, c, div, limit, kind)
					return nil
				},
				check: func(v []int) bool {
					a, b, c := v[0], v[0], v[1]
					if !square {
						a, b, c = v[0], v[1], v[2]
					}
					return a*b == c && (!div || a != 0)
				},
			}
		}
		return oracleRow{
			name: name, strength: st,
			gen: func(r *rand.Rand) oracleCase {
				if r.IntN(4) == 0 {
					return mk(true, [][]int{randDom(r, -4, 4), randDom(r, -2, 16)})
				}
				return mk(false, [][]int{randDom(r, -3, 4), randDom(r, -3, 4), randDom(r, -9, 12)})
			},
			tiny: func() oracleCase {
				return mk(false, [][]int{{-1, 0, 2}, {-2, 1, 3}, {0, 2, 6}})
			},
		}
	}
	addOracleRow(timesRow("times", false, arithDomainLimit, domainC))
	addOracleRow(timesRow("times-bounds", false, 0, boundsZ))
	addOracleRow(timesRow("div", true, arithDomainLimit, domainC))
	addOracleRow(timesRow("div-bounds", true, 0, boundsZ))
	// The public post functions, with their argument order.
	addOracleRow(oracleRow{
		name: "times-post", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			return oracleCase{
				doms:  [][]int{randDom(r, -2, 3), randDom(r, -1, 3), randDom(r, -3, 6)},
				post:  func(s *cp.Store, xs []cp.VarID) error { return Times(s, xs[0], xs[1], xs[2]) },
				check: func(v []int) bool { return v[0]*v[1] == v[2] },
			}
		},
	})
	addOracleRow(oracleRow{
		name: "div-post", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			return oracleCase{
				doms:  [][]int{randDom(r, -6, 6), randDom(r, -2, 3), randDom(r, -2, 3)},
				post:  func(s *cp.Store, xs []cp.VarID) error { return Div(s, xs[0], xs[1], xs[2]) },
				check: func(v []int) bool { return v[1] != 0 && v[0] == v[1]*v[2] },
			}
		},
	})

	absRow := func(name string, limit int, st strength) oracleRow {
		mk := func(doms [][]int) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					if limit == arithDomainLimit {
						return AbsDiff(s, xs[0], xs[1], xs[2])
					}
					arithAbsDiffPost(s, xs[0], xs[1], xs[2], limit)
					return nil
				},
				check: func(v []int) bool { return max(v[0]-v[1], v[1]-v[0]) == v[2] },
			}
		}
		return oracleRow{
			name: name, strength: st,
			gen: func(r *rand.Rand) oracleCase {
				return mk([][]int{randDom(r, -3, 4), randDom(r, -2, 5), randDom(r, -1, 7)})
			},
			tiny: func() oracleCase { return mk([][]int{{0, 1, 3}, {-1, 1, 2}, {0, 1, 2}}) },
		}
	}
	addOracleRow(absRow("absdiff", arithDomainLimit, domainC))
	addOracleRow(absRow("absdiff-bounds", 0, boundsZ))

	maxRow := func(name string, isMin bool) oracleRow {
		// pos maps the arguments onto the case's variables (z last unless
		// z is one of xs).
		mk := func(doms [][]int, pos []int, zpos int) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					args := make([]cp.VarID, len(pos))
					for i, p := range pos {
						args[i] = xs[p]
					}
					if isMin {
						return Min(s, args, xs[zpos])
					}
					return Max(s, args, xs[zpos])
				},
				check: func(v []int) bool {
					m := v[pos[0]]
					for _, p := range pos {
						if isMin {
							m = min(m, v[p])
						} else {
							m = max(m, v[p])
						}
					}
					return m == v[zpos]
				},
			}
		}
		return oracleRow{
			name: name, strength: domainC,
			gen: func(r *rand.Rand) oracleCase {
				n := 2 + r.IntN(3)
				doms := make([][]int, n+1)
				pos := make([]int, n)
				for i := range n {
					doms[i] = randDom(r, -2, 3)
					pos[i] = i
				}
				doms[n] = randDom(r, -3, 4)
				switch r.IntN(8) {
				case 0: // a repeated argument
					pos = append(pos, r.IntN(n))
				case 1: // z among the arguments
					pos = append(pos, n)
				case 2: // one distinct argument
					pos = []int{0, 0}
				}
				return mk(doms, pos, n)
			},
			tiny: func() oracleCase {
				return mk([][]int{{0, 1, 2}, {-1, 1, 3}, {0, 1, 2, 3}}, []int{0, 1}, 2)
			},
		}
	}
	addOracleRow(maxRow("max", false))
	addOracleRow(maxRow("min", true))

	cageCheck := func(op CageOp, t int, v []int) bool {
		switch op {
		case CageAdd:
			sum := 0
			for _, x := range v {
				sum += x
			}
			return sum == t
		case CageMul:
			p := 1
			for _, x := range v {
				p *= x
			}
			return p == t
		case CageSub:
			return max(v[0]-v[1], v[1]-v[0]) == t
		}
		lo, hi := min(v[0], v[1]), max(v[0], v[1])
		return lo != 0 && hi == t*lo
	}
	cageRow := func(name string, op CageOp, maxTuples int, st strength) oracleRow {
		claim := ""
		if st == claimed {
			claim = cageDecompositionClaim
		}
		return oracleRow{
			name: name, strength: st, claim: claim,
			gen: func(r *rand.Rand) oracleCase {
				n := 2
				if op == CageAdd || op == CageMul {
					n += r.IntN(3)
				}
				lo, hi := 1, 4
				if r.IntN(4) == 0 { // zero and negative values too
					lo, hi = -2, 3
				}
				if n == 2 {
					hi += 3
				}
				doms := make([][]int, n)
				for i := range doms {
					doms[i] = randDom(r, lo, hi)
				}
				// A target reached by a random tuple, or a random one.
				t, p := 0, 1
				for range doms {
					v := lo + r.IntN(hi-lo+1)
					t, p = t+v, p*v
				}
				switch op {
				case CageSub:
					t = r.IntN(hi - lo + 1)
				case CageMul:
					if p <= 0 || r.IntN(4) == 0 {
						p = 1 + r.IntN(30)
					}
					t = p
				case CageDiv:
					t = 1 + r.IntN(4)
				}
				return oracleCase{
					doms: doms,
					post: func(s *cp.Store, xs []cp.VarID) error {
						if op == CageMul && maxTuples == 0 {
							return cageChainPost(s, xs, t)
						}
						return arithCagePost(s, op, t, xs, maxTuples)
					},
					check:     func(v []int) bool { return cageCheck(op, t, v) },
					reference: func(d [][]int) [][]int { return cageDecompositionReference(d, op, t) },
				}
			},
		}
	}
	addOracleRow(cageRow("cage-add", CageAdd, arithCageMaxTuples, domainC))
	addOracleRow(cageRow("cage-sub", CageSub, arithCageMaxTuples, domainC))
	addOracleRow(cageRow("cage-mul", CageMul, arithCageMaxTuples, domainC))
	addOracleRow(cageRow("cage-div", CageDiv, arithCageMaxTuples, domainC))
	addOracleRow(cageRow("cage-add-sum", CageAdd, 0, boundsZ))
	addOracleRow(cageRow("cage-sub-absdiff", CageSub, 0, boundsZ))
	addOracleRow(cageRow("cage-mul-chain", CageMul, 0, claimed))
	addOracleRow(cageRow("cage-div-minmax", CageDiv, 0, claimed))
	// The product propagator over positive cells, on its own.
	addOracleRow(oracleRow{
		name: "cage-mul-product", strength: claimed, claim: productClaimText,
		gen: func(r *rand.Rand) oracleCase {
			n := 2 + r.IntN(3)
			doms := make([][]int, n)
			t := 1
			for i := range doms {
				doms[i] = randDom(r, 1, 2+r.IntN(6))
				t *= 1 + r.IntN(slices.Max(doms[i]))
			}
			if r.IntN(4) == 0 {
				t = 1 + r.IntN(100)
			}
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					return arithCagePost(s, CageMul, t, xs, 0) // positive cells: the product propagator
				},
				check:     func(v []int) bool { return cageCheck(CageMul, t, v) },
				reference: func(d [][]int) [][]int { return productReference(d, t) },
			}
		},
	})
}

// cageDecompositionClaim is what the decomposed × and ÷ cages prune.
const cageDecompositionClaim = "every constraint of the decomposition is domain consistent at the fixpoint: × as the chain p1 = c0·c1, p2 = p1·c2, …, target = p·c_last with the partial products among ± the divisors of the target; ÷ as lo = min(a, b), hi = max(a, b), hi = lo·target, lo ≠ 0"

// cageDecompositionReference is the fixpoint of domain consistency on the
// decomposition of a × or ÷ cage (cells doms): its auxiliary variables
// start from every value they could take (± the divisors of the target
// for ×, the cells' values for ÷), so the cells' domains it leaves contain
// those of any fixpoint of the decomposition.
func cageDecompositionReference(doms [][]int, op CageOp, t int) [][]int {
	n := len(doms)
	all := cloneDoms(doms)
	newVar := func(vals []int) int {
		all = append(all, vals)
		return len(all) - 1
	}
	var cons []claimConstraint
	times := func(x, y, z int) {
		cons = append(cons, claimConstraint{vars: []int{x, y, z}, check: func(v []int) bool { return v[0]*v[1] == v[2] }})
	}
	switch op {
	case CageMul:
		var divs []int
		for d := 1; d <= t; d++ {
			if t%d == 0 {
				divs = append(divs, d, -d)
			}
		}
		prev := 0
		for k := 1; k < n; k++ {
			next := newVar([]int{t})
			if k < n-1 {
				next = newVar(divs)
			}
			times(prev, k, next)
			prev = next
		}
	case CageDiv:
		var union []int
		for _, v := range append(slices.Clone(doms[0]), doms[1]...) {
			if !slices.Contains(union, v) {
				union = append(union, v)
			}
		}
		lo, hi, tc := newVar(union), newVar(slices.Clone(union)), newVar([]int{t})
		cons = append(cons,
			claimConstraint{vars: []int{0, 1, lo}, check: func(v []int) bool { return v[2] == min(v[0], v[1]) }},
			claimConstraint{vars: []int{0, 1, hi}, check: func(v []int) bool { return v[2] == max(v[0], v[1]) }},
			claimConstraint{vars: []int{hi, lo, tc}, check: func(v []int) bool { return v[1] != 0 && v[0] == v[1]*v[2] }},
		)
	default:
		panic("cageDecompositionReference: only × and ÷ cages")
	}
	return constraintsFixpoint(all, cons)[:n]
}

// cageChainPost posts a × cage as the chain of Times over ± the divisors
// of the target, the decomposition Cage uses when a cell may be zero or
// negative (positive cells get the product propagator, row
// cage-mul-product).
func cageChainPost(s *cp.Store, cells []cp.VarID, t int) error {
	if err := checkVars(s, "Cage", false, cells...); err != nil {
		return err // as Cage: no interval variables
	}
	if len(cells) == 1 {
		s.Assign(cells[0], t)
		return nil
	}
	var divs []int
	for d := 1; d <= t; d++ {
		if t%d == 0 {
			divs = append(divs, d, -d)
		}
	}
	return arithCageChain(s, cells, t, func() cp.VarID { return s.NewVarValues(divs) })
}

// productClaimText is what the product propagator of positive cells
// prunes (see arithProduct).
const productClaimText = "with F the product of the fixed cells (it must divide the target) and R = target/F, every value v of an unfixed cell divides R and R/v lies between the products of the other unfixed cells' minimums and maximums; every cell fixed: F = target"

// productReference applies the product propagator's claim once.
func productReference(doms [][]int, t int) [][]int {
	f := 1
	var unfixed []int
	for i, d := range doms {
		if len(d) == 1 {
			f *= d[0]
		} else {
			unfixed = append(unfixed, i)
		}
	}
	if f == 0 || t%f != 0 || (len(unfixed) == 0 && t != f) {
		return emptied(doms)
	}
	r := t / f
	return keepIf(doms, func(i, v int) bool {
		if len(doms[i]) == 1 {
			return true
		}
		lo, hi := 1, 1
		for _, j := range unfixed {
			if j != i {
				lo, hi = lo*slices.Min(doms[j]), hi*slices.Max(doms[j])
			}
		}
		return v != 0 && r%v == 0 && r/v >= lo && r/v <= hi
	})
}
