package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func tableRandTuples(r *rand.Rand, n, arity, lo, hi int) [][]int {
	ts := make([][]int, n)
	for i := range ts {
		ts[i] = make([]int, arity)
		for j := range ts[i] {
			ts[i][j] = lo + r.IntN(hi-lo+1)
		}
	}
	return ts
}

func TestTableArgs(t *testing.T) {
	for _, post := range []struct {
		name string
		f    func(*cp.Store, []cp.VarID, [][]int) error
	}{{"Table", Table}, {"NegativeTable", NegativeTable}} {
		s := cp.NewStore()
		x, y := s.NewVar(0, 3), s.NewVar(0, 3)
		for _, c := range []struct {
			what   string
			xs     []cp.VarID
			tuples [][]int
		}{
			{"no variables", nil, [][]int{{}}},
			{"a variable outside the store", []cp.VarID{x, 9}, [][]int{{0, 0}}},
			{"a short tuple", []cp.VarID{x, y}, [][]int{{0, 1}, {2}}},
			{"a long tuple", []cp.VarID{x, y}, [][]int{{0, 1, 2}}},
		} {
			if err := post.f(s, c.xs, c.tuples); !errors.Is(err, ErrArgs) {
				t.Errorf("%s with %s: error %v, want ErrArgs", post.name, c.what, err)
			}
		}
		if s.NumProps() != 0 || !s.Propagate() {
			t.Errorf("%s: rejected arguments changed the store", post.name)
		}
	}
}

func TestTableEmpty(t *testing.T) {
	// No tuple, or none within the domains: the store fails.
	for _, tuples := range [][][]int{nil, {{5, 0}, {0, -1}}} {
		s := cp.NewStore()
		x, y := s.NewVar(0, 3), s.NewVar(0, 3)
		if err := Table(s, []cp.VarID{x, y}, tuples); err != nil {
			t.Fatal(err)
		}
		if s.Propagate() {
			t.Errorf("Table with tuples %v: the store does not fail", tuples)
		}
	}
	// The negative table of nothing constrains nothing.
	s := cp.NewStore()
	x, y := s.NewVar(0, 3), s.NewVar(0, 3)
	if err := NegativeTable(s, []cp.VarID{x, y}, nil); err != nil || s.NumProps() != 0 || !s.Propagate() {
		t.Errorf("NegativeTable with no tuples: err %v, %d propagators", err, s.NumProps())
	}
}

func TestTableUnary(t *testing.T) {
	s := cp.NewStore()
	x := s.NewVar(0, 200)
	// x, x over tuples that agree, disagree, or leave the domain.
	if err := Table(s, []cp.VarID{x, x}, [][]int{{3, 3}, {150, 150}, {4, 5}, {300, 300}}); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.String(x) != "{3,150}" || s.NumProps() != 0 {
		t.Errorf("unary table: x = %s, %d propagators; want {3,150} and none", s.String(x), s.NumProps())
	}
	if err := NegativeTable(s, []cp.VarID{x}, [][]int{{150}}); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.String(x) != "{3}" {
		t.Errorf("unary negative table: x = %s, want {3}", s.String(x))
	}
	if err := NegativeTable(s, []cp.VarID{x}, [][]int{{3}}); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Error("forbidding the last value does not fail")
	}
}

// TestTableWide checks tables over variables with wide, sparse domains
// (several domain words, values far from the base) against brute force.
func TestTableWide(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for k := 0; k < 200; k++ {
		s := cp.NewStore()
		vals := [][]int{{-500, -3, 0, 70, 1000}, {5, 64, 128, 129, 5000}, {-70, 0, 63, 64, 65}}
		xs := []cp.VarID{s.NewVar(-600, 1200), s.NewVarValues(vals[1]), s.NewVar(-70, 65)}
		tuples := make([][]int, 12)
		for i := range tuples {
			tuples[i] = []int{vals[0][r.IntN(5)], vals[1][r.IntN(5)], vals[2][r.IntN(5)]}
		}
		negative := k%2 == 1
		var err error
		if negative {
			err = NegativeTable(s, xs, tuples)
		} else {
			err = Table(s, xs, tuples)
		}
		if err != nil {
			t.Fatal(err)
		}
		s.Push()
		for i, x := range xs { // keep three of the five listed values
			keep := make([]int, 0, 3)
			for _, j := range r.Perm(5)[:3] {
				keep = append(keep, vals[i][j])
			}
			mask := make([]uint64, len(s.Words(x)))
			for _, v := range keep {
				b := v - s.Base(x)
				mask[b>>6] |= 1 << (b & 63)
			}
			s.IntersectWords(x, mask)
		}
		doms := make([][]int, 3)
		for i, x := range xs {
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				doms[i] = append(doms[i], v)
			}
		}
		supported := make([]map[int]bool, 3)
		for i := range supported {
			supported[i] = map[int]bool{}
		}
		forEachAssignment(doms, func(v []int) {
			in := false
			for _, tu := range tuples {
				in = in || (tu[0] == v[0] && tu[1] == v[1] && tu[2] == v[2])
			}
			if in != negative {
				for i := range v {
					supported[i][v[i]] = true
				}
			}
		})
		ok := s.Propagate()
		if len(supported[0]) == 0 {
			if ok {
				t.Fatalf("case %d: no solution, propagation succeeds", k)
			}
			continue
		}
		if !ok {
			t.Fatalf("case %d: propagation fails with solutions", k)
		}
		for i, x := range xs {
			n := 0
			for v, more := s.Min(x), true; more; v, more = s.Next(x, v) {
				if !supported[i][v] {
					t.Fatalf("case %d: value %d of x%d kept without support", k, v, i)
				}
				n++
			}
			if n != len(supported[i]) {
				t.Fatalf("case %d: x%d = %s, want %v", k, i, s.String(x), supported[i])
			}
		}
	}
}

func TestTableNoAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9), s.NewVar(0, 9)}
	if err := Table(s, xs, tableRandTuples(r, 2000, 4, 0, 9)); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Remove(xs[0], 3)
		s.SetMax(xs[1], 6)
		s.Propagate()
		s.Assign(xs[2], 5)
	})
}

func TestNegativeTableNoAllocs(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 4), s.NewVar(0, 4), s.NewVar(0, 4)}
	if err := NegativeTable(s, xs, tableRandTuples(r, 100, 3, 0, 4)); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 2)
		s.Propagate()
		s.Remove(xs[1], 1)
		s.Remove(xs[1], 3)
	})
}

func init() {
	// tableRow posts a table over the positions pos of the case's variables
	// (pos may repeat a variable).
	tableRow := func(name string, negative bool, gen func(r *rand.Rand) ([][]int, []int, [][]int), tiny func() ([][]int, []int, [][]int)) oracleRow {
		mk := func(doms [][]int, pos []int, tuples [][]int) oracleCase {
			return oracleCase{
				doms: doms,
				post: func(s *cp.Store, xs []cp.VarID) error {
					vs := make([]cp.VarID, len(pos))
					for i, p := range pos {
						vs[i] = xs[p]
					}
					if negative {
						return NegativeTable(s, vs, tuples)
					}
					return Table(s, vs, tuples)
				},
				check: func(v []int) bool {
					in := slices.ContainsFunc(tuples, func(t []int) bool {
						for i, p := range pos {
							if t[i] != v[p] {
								return false
							}
						}
						return true
					})
					return in != negative
				},
			}
		}
		row := oracleRow{name: name, strength: domainC, gen: func(r *rand.Rand) oracleCase { return mk(gen(r)) }}
		if tiny != nil {
			row.tiny = func() oracleCase { return mk(tiny()) }
		}
		return row
	}
	randTuples := func(r *rand.Rand, arity, n, lo, hi int) [][]int {
		ts := make([][]int, n)
		for i := range ts {
			ts[i] = make([]int, arity)
			for j := range ts[i] {
				ts[i][j] = lo + r.IntN(hi-lo+1)
			}
		}
		return ts
	}
	plain := func(r *rand.Rand) ([][]int, []int, [][]int) {
		k := 3 + r.IntN(2)
		doms := make([][]int, k)
		pos := make([]int, k)
		for i := range doms {
			doms[i] = randDom(r, 0, 3)
			pos[i] = i
		}
		return doms, pos, randTuples(r, k, r.IntN(25), -1, 4)
	}
	// Many tuples over bigger domains: several words in the bitset.
	big := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, 0, 4), randDom(r, 0, 4), randDom(r, 1, 5), randDom(r, 0, 3)}
		return doms, []int{0, 1, 2, 3}, randTuples(r, 4, 70+r.IntN(250), 0, 5)
	}
	repeat := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, 0, 3), randDom(r, 0, 3), randDom(r, 0, 3)}
		pos := []int{0, 1, 0, 2}
		if r.IntN(2) == 0 {
			pos = []int{2, 0, 2, 1, 2}
		}
		ts := randTuples(r, len(pos), r.IntN(30), 0, 3)
		for _, t := range ts { // make repeated positions agree in most tuples
			if r.IntN(4) != 0 {
				for i, p := range pos {
					t[i] = t[slices.Index(pos, p)]
				}
			}
		}
		return doms, pos, ts
	}
	// Two variables: the arity-2 path and the unary rewrite of x, x.
	small := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, -2, 3), randDom(r, -2, 3)}
		pos := []int{0, 1}
		if r.IntN(3) == 0 {
			pos = []int{1, 1}
		}
		return doms, pos, randTuples(r, 2, r.IntN(12), -3, 4)
	}
	// Dense forbidden lists (most combinations of lo..hi, each kept with a
	// random probability), so that the negative table prunes.
	dense := func(r *rand.Rand, k, lo, hi int) [][]int {
		p := 0.5 + 0.5*r.Float64()
		var ts [][]int
		t := make([]int, k)
		var rec func(i int)
		rec = func(i int) {
			if i == k {
				if r.Float64() < p {
					ts = append(ts, slices.Clone(t))
				}
				return
			}
			for v := lo; v <= hi; v++ {
				t[i] = v
				rec(i + 1)
			}
		}
		rec(0)
		return ts
	}
	negPlain := func(r *rand.Rand) ([][]int, []int, [][]int) {
		k := 3 + r.IntN(2)
		doms := make([][]int, k)
		pos := make([]int, k)
		for i := range doms {
			doms[i] = randDom(r, 0, 2)
			pos[i] = i
		}
		return doms, pos, dense(r, k, -1, 2)
	}
	negBig := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, 0, 3), randDom(r, 0, 3), randDom(r, 0, 3), randDom(r, 0, 3)}
		return doms, []int{0, 1, 2, 3}, dense(r, 4, 0, 3)
	}
	negRepeat := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, 0, 2), randDom(r, 0, 2), randDom(r, 0, 2)}
		return doms, []int{0, 1, 0, 2}, dense(r, 4, 0, 2)
	}
	negSmall := func(r *rand.Rand) ([][]int, []int, [][]int) {
		doms := [][]int{randDom(r, -1, 2), randDom(r, -1, 2)}
		pos := []int{0, 1}
		if r.IntN(3) == 0 {
			pos = []int{1, 1}
		}
		return doms, pos, dense(r, 2, -1, 3)
	}
	tiny := func() ([][]int, []int, [][]int) {
		return [][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}}, []int{0, 1, 2},
			[][]int{{0, 0, 1}, {0, 1, 2}, {1, 2, 3}, {2, 0, 3}, {2, 2, 2}, {1, 1, 1}, {0, 2, 9}}
	}
	negTiny := func() ([][]int, []int, [][]int) {
		return [][]int{{0, 1, 2}, {0, 1}, {1, 2, 3}}, []int{0, 1, 2},
			[][]int{{0, 0, 1}, {0, 0, 2}, {0, 0, 3}, {0, 1, 1}, {0, 1, 2}, {1, 1, 3}, {2, 0, 3}, {2, 1, 3}}
	}
	addOracleRow(tableRow("table", false, plain, tiny))
	addOracleRow(tableRow("table-big", false, big, nil))
	addOracleRow(tableRow("table-repeat", false, repeat, nil))
	addOracleRow(tableRow("table-small", false, small, nil))
	addOracleRow(tableRow("negtable", true, negPlain, negTiny))
	addOracleRow(tableRow("negtable-big", true, negBig, nil))
	addOracleRow(tableRow("negtable-repeat", true, negRepeat, nil))
	addOracleRow(tableRow("negtable-sparse", true, plain, nil))
	addOracleRow(tableRow("negtable-small", true, negSmall, nil))
}
