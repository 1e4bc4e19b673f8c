package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

func TestLineRunsOverlap(t *testing.T) {
	// A run of 6 in 10 cells: the middle two cells are filled whatever.
	s := cp.NewStore()
	xs := make([]cp.VarID, 10)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	if err := LineRuns(s, xs, []int{6}); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("failed")
	}
	for i, x := range xs {
		want := "{0,1}"
		if i >= 4 && i < 6 {
			want = "1"
		}
		if s.String(x) != want && !(want == "1" && s.Fixed(x) && s.Value(x) == 1) {
			t.Errorf("cell %d: %s, want %s", i, s.String(x), want)
		}
	}
	s.Push()
	if s.Assign(xs[0], 1) && s.Assign(xs[9], 1) && s.Propagate() {
		t.Error("a run of 6 cannot touch both ends of 10 cells")
	}
}

// TestLineRunsMatchesRegular compares LineRuns with Regular over the runs
// automaton on random partial lines up to 30 cells: the same values stay.
func TestLineRunsMatchesRegular(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 30))
	for range 3000 {
		n := 1 + r.IntN(30)
		var clue []int
		for range r.IntN(6) {
			clue = append(clue, 1+r.IntN(6))
		}
		fixed := make([]int, n)
		for i := range fixed {
			fixed[i] = -1
			if r.IntN(5) == 0 {
				fixed[i] = r.IntN(2)
			}
		}
		run := func(post func(s *cp.Store, xs []cp.VarID) error) ([]string, bool) {
			s := cp.NewStore()
			xs := make([]cp.VarID, n)
			for i := range xs {
				xs[i] = s.NewVar(0, 1)
				if fixed[i] >= 0 {
					s.Assign(xs[i], fixed[i])
				}
			}
			if err := post(s, xs); err != nil {
				t.Fatal(err)
			}
			ok := s.Propagate()
			return domains(s, xs), ok
		}
		a, okA := run(func(s *cp.Store, xs []cp.VarID) error { return LineRuns(s, xs, clue) })
		b, okB := run(func(s *cp.Store, xs []cp.VarID) error {
			d, err := dfa.Runs(clue)
			if err != nil {
				return err
			}
			return Regular(s, xs, d)
		})
		if okA != okB || okA && !slices.Equal(a, b) {
			t.Fatalf("clue %v, line %v: LineRuns %v (%v), Regular %v (%v)", clue, fixed, a, okA, b, okB)
		}
	}
}

func TestLineRunsArgs(t *testing.T) {
	s := cp.NewStore()
	a, b, wide := s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 2)
	for _, tc := range []struct {
		name string
		xs   []cp.VarID
		clue []int
	}{
		{"not boolean", []cp.VarID{a, wide}, []int{1}},
		{"repeated", []cp.VarID{a, a}, []int{1}},
		{"zero run", []cp.VarID{a, b}, []int{0}},
		{"negative run", []cp.VarID{a, b}, []int{-1}},
	} {
		if err := LineRuns(s, tc.xs, tc.clue); !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want ErrArgs", tc.name, err)
		}
	}
	s2 := cp.NewStore()
	if err := LineRuns(s2, nil, []int{1}); err != nil || s2.Propagate() {
		t.Errorf("a run on no cells: err %v, and propagation must fail", err)
	}
}

func TestLineRunsNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 40)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	if err := LineRuns(s, xs, []int{3, 1, 4, 1, 5, 9, 2}); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[3], 1)
		s.Assign(xs[20], 0)
	})
}

// lineRunsCase: the booleans show exactly the runs of clue.
func lineRunsCase(doms [][]int, clue []int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			restrictBools(s, xs)
			return LineRuns(s, xs, clue)
		},
		check: func(v []int) bool { return slices.Equal(lineRunsOf(v), clue) },
	}
}

// lineRunsOf is the reference: the lengths of the runs of 1s.
func lineRunsOf(v []int) []int {
	var out []int
	n := 0
	for _, x := range v {
		if x == 1 {
			n++
		} else if n > 0 {
			out = append(out, n)
			n = 0
		}
	}
	if n > 0 {
		out = append(out, n)
	}
	return out
}

func init() {
	addOracleRow(oracleRow{
		name: "lineruns", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := r.IntN(11)
			doms := make([][]int, n)
			for i := range doms {
				doms[i] = randBoolDom(r)
			}
			// The clue of a random line, so that about half the cases
			// have solutions, or a random clue.
			var clue []int
			if r.IntN(2) == 0 {
				line := make([]int, n)
				for i := range line {
					line[i] = r.IntN(2)
				}
				clue = lineRunsOf(line)
			} else {
				for range r.IntN(4) {
					clue = append(clue, 1+r.IntN(4))
				}
			}
			return lineRunsCase(doms, clue)
		},
		tiny: func() oracleCase {
			doms := make([][]int, 7)
			for i := range doms {
				doms[i] = []int{0, 1}
			}
			return lineRunsCase(doms, []int{2, 1, 1})
		},
	})
}
