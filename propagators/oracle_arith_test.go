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
		return oracleRow{
			name: name, strength: st,
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
						return arithCagePost(s, op, t, xs, maxTuples)
					},
					check: func(v []int) bool { return cageCheck(op, t, v) },
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
	addOracleRow(cageRow("cage-mul-chain", CageMul, 0, sound))
	addOracleRow(cageRow("cage-div-minmax", CageDiv, 0, sound))
	// The product propagator over positive cells, on its own (its claim
	// is checked by TestProductCageClaim).
	addOracleRow(oracleRow{
		name: "cage-mul-product", strength: sound,
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
				check: func(v []int) bool { return cageCheck(CageMul, t, v) },
			}
		},
	})
}
