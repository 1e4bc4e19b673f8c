package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestLinearForwardWaitsForOneVariable(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)}
	// x0 + x1 + x2 + x3 = 2: bounds would fix the rest once two are 1.
	if err := LinearForward(s, []int{1, 1, 1, 1}, xs, EQ, 2); err != nil {
		t.Fatal(err)
	}
	s.Assign(xs[0], 1)
	s.Assign(xs[1], 1)
	if !s.Propagate() || s.Fixed(xs[2]) || s.Fixed(xs[3]) {
		t.Fatal("forward checking acted with two variables open")
	}
	s.Assign(xs[2], 0)
	if !s.Propagate() || !s.Fixed(xs[3]) || s.Value(xs[3]) != 0 {
		t.Fatalf("the last open cell is %s, want 0", s.String(xs[3]))
	}
	if err := LinearForward(s, []int{1}, xs[:2], EQ, 1); !errors.Is(err, ErrArgs) {
		t.Fatalf("a coefficient short: %v", err)
	}
}

func TestLinearForwardNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 6)
	for i := range xs {
		xs[i] = s.NewVar(0, 9)
	}
	for _, err := range []error{
		LinearForward(s, []int{1, 2, 3, 1, 1, 1}, xs, EQ, 20),
		LinearForward(s, []int{1, 1, 1}, xs[:3], LE, 10),
		LinearForward(s, []int{1, -1}, xs[4:], NE, 0),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Assign(xs[1], 2)
		s.Propagate()
		s.Assign(xs[3], 3)
		s.Assign(xs[4], 4)
		s.Propagate()
	})
}

// linearForwardCase is linearCase for LinearForward.
func linearForwardCase(doms [][]int, coeffs []int, vars []int, rel Rel, c int) oracleCase {
	oc := linearCase(doms, coeffs, vars, rel, c)
	oc.post = func(s *cp.Store, xs []cp.VarID) error {
		ys := make([]cp.VarID, len(vars))
		for i, v := range vars {
			ys[i] = xs[v]
		}
		return LinearForward(s, coeffs, ys, rel, c)
	}
	return oc
}

// linearForwardRef is forward checking written plainly: when at most one
// variable (with a non-zero merged coefficient) has more than one value,
// its values that break the relation go, and an empty domain (or a
// broken relation with every variable fixed) fails; otherwise nothing.
func linearForwardRef(coeffs []int, vars []int, rel Rel, c int) func([][]int) [][]int {
	return func(doms [][]int) [][]int {
		merged := make([]int, len(doms))
		for i, v := range vars {
			merged[v] += coeffs[i]
		}
		out := make([][]int, len(doms))
		for i, d := range doms {
			out[i] = slices.Clone(d)
		}
		open := -1
		sum := 0
		for i, d := range doms {
			if merged[i] == 0 {
				continue
			}
			if len(d) > 1 {
				if open >= 0 {
					return out // two open variables: no pruning
				}
				open = i
				continue
			}
			sum += merged[i] * d[0]
		}
		if open < 0 {
			if !linearHolds(sum, rel, c) {
				return nil
			}
			return out
		}
		var keep []int
		for _, v := range doms[open] {
			if linearHolds(sum+merged[open]*v, rel, c) {
				keep = append(keep, v)
			}
		}
		if len(keep) == 0 {
			return nil
		}
		out[open] = keep
		return out
	}
}

func init() {
	// Cases are drawn like Linear's, with the drawing kept to rebuild the
	// reference from the same numbers.
	draw := func(r *rand.Rand) (doms [][]int, coeffs []int, vars []int, rel Rel, c int) {
		rel = Rel(r.IntN(4))
		nv := 1 + r.IntN(4)
		doms = make([][]int, nv)
		for i := range doms {
			doms[i] = randDom(r, -2, 3)
		}
		nt := nv + r.IntN(2)
		coeffs, vars = make([]int, nt), make([]int, nt)
		for i := range coeffs {
			vars[i] = i % nv
			for coeffs[i] == 0 {
				coeffs[i] = r.IntN(7) - 3
			}
		}
		span := 0
		for _, a := range coeffs {
			span += 3 * max(a, -a)
		}
		c = r.IntN(span+1) - span/2
		return
	}
	tinyArgs := func(rel Rel) ([][]int, []int, []int, Rel, int) {
		d := []int{-1, 0, 2}
		return [][]int{d, d, {0, 1, 3}}, []int{2, -3, 1}, []int{0, 1, 2}, rel, 1
	}
	for _, rel := range []Rel{EQ, LE, GE, NE} {
		addOracleRow(oracleRow{
			name: "linear-forward " + rel.String(), strength: sound,
			gen: func(r *rand.Rand) oracleCase {
				doms, coeffs, vars, _, c := draw(r)
				return linearForwardCase(doms, coeffs, vars, rel, c)
			},
			tiny: func() oracleCase { return linearForwardCase(tinyArgs(rel)) },
		})
		addRefClaimRow(refClaimRow{
			name: "linear-forward " + rel.String(),
			gen: func(r *rand.Rand) refCase {
				doms, coeffs, vars, _, c := draw(r)
				return refCase{linearForwardCase(doms, coeffs, vars, rel, c), linearForwardRef(coeffs, vars, rel, c)}
			},
			tiny: func() refCase {
				doms, coeffs, vars, rel, c := tinyArgs(rel)
				return refCase{linearForwardCase(doms, coeffs, vars, rel, c), linearForwardRef(coeffs, vars, rel, c)}
			},
		})
	}
}
