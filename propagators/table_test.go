package propagators

import (
	"errors"
	"math/rand/v2"
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
