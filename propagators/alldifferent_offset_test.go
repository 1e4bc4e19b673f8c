package propagators

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

func TestAllDifferentOffsetArgs(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, 3), s.NewVar(0, 3)
	huge := s.NewVar(1<<41, 1<<41+3)
	for name, err := range map[string]error{
		"length mismatch":   AllDifferentOffset(s, []cp.VarID{x, y}, []int{1}, Domain),
		"repeated variable": AllDifferentOffset(s, []cp.VarID{x, x}, []int{0, 1}, Domain),
		"foreign variable":  AllDifferentOffset(s, []cp.VarID{x, 7}, []int{0, 1}, Domain),
		"unknown level":     AllDifferentOffset(s, []cp.VarID{x, y}, []int{0, 1}, Level(9)),
		"offset too large":  AllDifferentOffset(s, []cp.VarID{x, y}, []int{0, 1 << 41}, Value),
		"values too large":  AllDifferentOffset(s, []cp.VarID{x, huge}, []int{0, 1}, Bounds),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
}

// queensModel posts n-queens: q[i] is the column of the queen in row i.
// With offsets the diagonals are AllDifferentOffset(q, ±i); without, they
// are 2n auxiliary variables d1[i] = q[i]+i, d2[i] = q[i]-i under
// AllDifferent.
func queensModel(tb testing.TB, n int, level Level, offsets bool) (*cp.Store, []cp.VarID) {
	s := cp.NewStore()
	q := make([]cp.VarID, n)
	for i := range q {
		q[i] = s.NewVar(0, n-1)
	}
	up, down := make([]int, n), make([]int, n)
	for i := range n {
		up[i], down[i] = i, -i
	}
	must := func(err error) {
		if err != nil {
			tb.Fatal(err)
		}
	}
	must(AllDifferent(s, q, level))
	if offsets {
		must(AllDifferentOffset(s, q, up, level))
		must(AllDifferentOffset(s, q, down, level))
		return s, q
	}
	d1, d2 := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range n {
		d1[i], d2[i] = s.NewVar(i, n-1+i), s.NewVar(-i, n-1-i)
		must(Equal(s, d1[i], q[i], i))
		must(Equal(s, d2[i], q[i], -i))
	}
	must(AllDifferent(s, d1, level))
	must(AllDifferent(s, d2, level))
	return s, q
}

// The 12-queens problem has 14,200 solutions; every level of the offset
// model counts them, and each solution found is checked independently.
func TestAllDifferentOffsetQueens(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 10 // 724 solutions
	}
	want := map[int]int64{10: 724, 12: 14_200}[n]
	for _, level := range []Level{Value, Bounds, Domain} {
		t.Run(level.String(), func(t *testing.T) {
			s, q := queensModel(t, n, level, true)
			count := int64(0)
			res, err := search.Solve(s, search.Options{Vars: q, VarSelect: search.FirstFail}, func(s *cp.Store) bool {
				for i := range q {
					for j := i + 1; j < len(q); j++ {
						a, b := s.Value(q[i]), s.Value(q[j])
						if !s.Fixed(q[i]) || a == b || a-b == j-i || b-a == j-i {
							t.Fatalf("not a solution: rows %d and %d attack (%s, %s)", i, j, s.String(q[i]), s.String(q[j]))
						}
					}
				}
				count++
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			if res.Solutions != want || count != want || !res.Complete() {
				t.Errorf("%d-queens at %v: %d solutions (%d seen, %v), want %d", n, level, res.Solutions, count, res.Reason, want)
			}
		})
	}
}

// The offset model and the auxiliary-variable model prune alike: the same
// count and the same number of nodes.
func TestAllDifferentOffsetQueensNodes(t *testing.T) {
	for _, level := range []Level{Value, Bounds, Domain} {
		var nodes [2]int64
		for k, offsets := range []bool{true, false} {
			s, q := queensModel(t, 8, level, offsets)
			res, err := search.Count(s, search.Options{Vars: q, VarSelect: search.FirstFail}, 0)
			if err != nil {
				t.Fatal(err)
			}
			if res.Solutions != 92 {
				t.Fatalf("8-queens at %v (offsets %v): %d solutions, want 92", level, offsets, res.Solutions)
			}
			nodes[k] = res.Stats.Nodes
		}
		if nodes[0] != nodes[1] {
			t.Errorf("8-queens at %v: %d nodes with offsets, %d with auxiliary variables", level, nodes[0], nodes[1])
		}
	}
}

func TestAllDifferentOffsetNoAllocs(t *testing.T) {
	for _, level := range []Level{Value, Bounds, Domain} {
		t.Run(level.String(), func(t *testing.T) {
			s, q := queensModel(t, 12, level, true)
			assertNoPropagateAllocs(t, s, func(s *cp.Store) {
				s.Assign(q[0], 3)
				s.Propagate()
				s.Remove(q[5], 7)
				s.Propagate()
			})
		})
	}
}

// BenchmarkQueensCount counts the 10-queens solutions (724) with the
// diagonals as AllDifferentOffset (offsets) or as AllDifferent over 2n
// auxiliary variables (aux), at each level.
func BenchmarkQueensCount(b *testing.B) {
	for _, level := range []Level{Value, Bounds, Domain} {
		for _, model := range []string{"offsets", "aux"} {
			b.Run(fmt.Sprintf("level=%v/model=%s", level, model), func(b *testing.B) {
				var nodes int64
				b.ReportAllocs()
				for b.Loop() {
					s, q := queensModel(b, 10, level, model == "offsets")
					res, err := search.Count(s, search.Options{Vars: q, VarSelect: search.FirstFail}, 0)
					if err != nil || res.Solutions != 724 {
						b.Fatalf("%d solutions, %v", res.Solutions, err)
					}
					nodes = res.Stats.Nodes
				}
				b.ReportMetric(float64(nodes), "nodes/op")
			})
		}
	}
}

// alldiffOffsetCase: the values vals[i]+off[i] pairwise distinct.
func alldiffOffsetCase(level Level, doms [][]int, off []int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error { return AllDifferentOffset(s, xs, off, level) },
		check: func(vals []int) bool {
			for i := range vals {
				for j := i + 1; j < len(vals); j++ {
					if vals[i]+off[i] == vals[j]+off[j] {
						return false
					}
				}
			}
			return true
		},
	}
}

// alldiffOffsetRand draws AllDifferent's shapes of domains and shifts each
// variable by a random offset, moving its domain by the opposite amount so
// that the shifted values keep the shape (its Hall sets, its pigeonholes).
func alldiffOffsetRand(r *rand.Rand) ([][]int, []int) {
	doms := alldiffRandomDoms(r, 1)
	off := make([]int, len(doms))
	for i := range off {
		off[i] = r.IntN(9) - 4
		for k := range doms[i] {
			doms[i][k] -= off[i]
		}
	}
	return doms, off
}

// alldiffOffsetTiny is exhaustive: four variables whose shifted domains are
// those of alldiffTiny, as in n-queens' diagonals (offsets 0, 1, 2, 3).
func alldiffOffsetTiny(level Level) func() oracleCase {
	return func() oracleCase {
		return alldiffOffsetCase(level, [][]int{{0, 1, 2}, {-1, 0, 1}, {-1, 0, 1}, {-3, -1, 0}}, []int{0, 1, 2, 3})
	}
}

// alldiffForwardRef is the claim of forward checking on shifted values: the
// fixpoint of removing each fixed variable's shifted value from the others
// (skipping the value except when skip is set); nil when it empties a
// domain.
func alldiffForwardRef(off []int, except int, skip bool) func(doms [][]int) [][]int {
	return func(doms [][]int) [][]int {
		doms = copyDoms(doms)
		for changed := true; changed; {
			changed = false
			for i, d := range doms {
				if len(d) != 1 || skip && d[0]+off[i] == except {
					continue
				}
				v := d[0] + off[i]
				for j := range doms {
					if j != i && narrowDom(&doms[j], func(u int) bool { return u+off[j] != v }) {
						changed = true
					}
				}
				if hasEmptyDom(doms) {
					return nil
				}
			}
		}
		return doms
	}
}

func init() {
	for _, row := range []struct {
		name  string
		level Level
		st    strength
	}{
		{"alldifferent-offset-value", Value, sound},
		{"alldifferent-offset-bounds", Bounds, boundsZ},
		{"alldifferent-offset-domain", Domain, domainC},
	} {
		addOracleRow(oracleRow{
			name: row.name, strength: row.st,
			gen: func(r *rand.Rand) oracleCase {
				doms, off := alldiffOffsetRand(r)
				return alldiffOffsetCase(row.level, doms, off)
			},
			tiny: alldiffOffsetTiny(row.level),
		})
	}
	addRefClaimRow(refClaimRow{
		name: "alldifferent-offset-value",
		tiny: func() refCase {
			off := []int{0, 1, 2, 3}
			return refCase{alldiffOffsetTiny(Value)(), alldiffForwardRef(off, 0, false)}
		},
		gen: func(r *rand.Rand) refCase {
			doms, off := alldiffOffsetRand(r)
			return refCase{alldiffOffsetCase(Value, doms, off), alldiffForwardRef(off, 0, false)}
		},
	})
}
