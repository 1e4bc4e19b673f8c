package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// visibleCount counts the records of a line: the values greater than every
// value before them.
func visibleCount(vals []int) int {
	seen, top := 0, 0
	for _, v := range vals {
		if v > top {
			seen, top = seen+1, v
		}
	}
	return seen
}

// isPermutation reports whether vals holds 1..len(vals) once each.
func isPermutation(vals []int) bool {
	used := make([]bool, len(vals)+1)
	for _, v := range vals {
		if v < 1 || v > len(vals) || used[v] {
			return false
		}
		used[v] = true
	}
	return true
}

// inVisibilityRelaxation is the relaxation Visibility is domain consistent
// on, written from its definition: words over 1..n with seen records, n
// among them, no letter equal to the maximum before it, and every prefix
// of length i with a maximum of at least i.
func inVisibilityRelaxation(vals []int, seen int) bool {
	n, top := len(vals), 0
	for i, v := range vals {
		if v < 1 || v > n || v == top {
			return false
		}
		top = max(top, v)
		if top < i+1 {
			return false
		}
	}
	return top == n && visibleCount(vals) == seen
}

// visibilityRef keeps the values some word of the relaxation uses, by
// brute force over the domains; nil when there is none.
func visibilityRef(seen int) func(doms [][]int) [][]int {
	return func(doms [][]int) [][]int {
		n := len(doms)
		keep := make([]map[int]bool, n)
		for i := range keep {
			keep[i] = map[int]bool{}
		}
		any := false
		forEachAssignment(doms, func(vals []int) {
			if inVisibilityRelaxation(vals, seen) {
				any = true
				for i, v := range vals {
					keep[i][v] = true
				}
			}
		})
		if !any {
			return nil
		}
		out := make([][]int, n)
		for i, d := range doms {
			for _, v := range d {
				if keep[i][v] {
					out[i] = append(out[i], v)
				}
			}
		}
		return out
	}
}

// visibilityCase draws a line of 1..6 variables with domains inside
// 0..n+1 (values outside 1..n are removed at post), half the time around
// a random permutation so that solutions exist.
func visibilityCase(r *rand.Rand) (doms [][]int, seen int) {
	n := 1 + r.IntN(6)
	perm := r.Perm(n)
	seen = 1 + r.IntN(n)
	if r.IntN(2) == 0 {
		for i := range perm {
			perm[i]++
		}
		seen = visibleCount(perm)
	}
	doms = make([][]int, n)
	for i := range doms {
		for v := 0; v <= n+1; v++ {
			if (v >= 1 && v <= n && r.IntN(3) != 0) || (v == perm[i] && r.IntN(4) != 0) || r.IntN(12) == 0 {
				doms[i] = append(doms[i], v)
			}
		}
		if len(doms[i]) == 0 {
			doms[i] = []int{1 + r.IntN(n)}
		}
	}
	return doms, seen
}

func visibilityOracleCase(doms [][]int, seen int) oracleCase {
	return oracleCase{
		doms:  doms,
		post:  func(s *cp.Store, xs []cp.VarID) error { return Visibility(s, xs, seen) },
		check: func(vals []int) bool { return isPermutation(vals) && visibleCount(vals) == seen },
	}
}

func init() {
	addOracleRow(oracleRow{
		name:     "Visibility",
		strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			return visibilityOracleCase(visibilityCase(r))
		},
		tiny: func() oracleCase {
			return visibilityOracleCase([][]int{{1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}}, 2)
		},
	})
	addRefClaimRow(refClaimRow{
		name: "Visibility",
		gen: func(r *rand.Rand) refCase {
			doms, seen := visibilityCase(r)
			for i := range doms { // the reference reads 1..n only
				doms[i] = slices.DeleteFunc(doms[i], func(v int) bool { return v < 1 || v > len(doms) })
				if len(doms[i]) == 0 {
					doms[i] = []int{1}
				}
			}
			return refCase{oracleCase: visibilityOracleCase(doms, seen), ref: visibilityRef(seen)}
		},
		tiny: func() refCase {
			doms := [][]int{{1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}}
			return refCase{oracleCase: visibilityOracleCase(doms, 2), ref: visibilityRef(2)}
		},
	})
}

func TestVisibilityArgs(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(1, 3), s.NewVar(1, 3), s.NewVar(1, 3)}
	long := make([]cp.VarID, MaxVisibilityLen+1)
	for i := range long {
		long[i] = s.NewVar(1, 3)
	}
	for _, c := range []struct {
		xs   []cp.VarID
		seen int
	}{
		{nil, 1}, {xs, 0}, {xs, 4}, {[]cp.VarID{xs[0], xs[0]}, 1}, {[]cp.VarID{xs[0], 99}, 1}, {long, 1},
		{[]cp.VarID{xs[0], s.NewIntervalVar(1, 1<<30)}, 1},
	} {
		if err := Visibility(s, c.xs, c.seen); !errors.Is(err, ErrArgs) {
			t.Errorf("Visibility(%v, %d) = %v, want ErrArgs", c.xs, c.seen, err)
		}
	}
	if s.NumProps() != 0 {
		t.Errorf("refused posts left %d propagators", s.NumProps())
	}
}

// TestVisibilityStrongerThanWords: 1 _ _ with 2 seen in a line of 3.
// Over words (Regular on the record-count automaton) 1 1 3 and 1 3 3 count
// two records, so the middle keeps 1 and the end keeps 3; the relaxation
// of permutations repeats no maximum, which leaves 1 3 1 and 1 3 2.
func TestVisibilityStrongerThanWords(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(1, 1), s.NewVar(1, 3), s.NewVar(1, 3)}
	if err := Visibility(s, xs, 2); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.Value(xs[1]) != 3 || s.Contains(xs[2], 3) || s.Size(xs[2]) != 2 {
		t.Fatalf("domains %v, want 1 3 {1,2}", domains(s, xs))
	}
	// All fixed to a line in the relaxation but not a permutation.
	s = cp.NewStore()
	ys := []cp.VarID{s.NewVar(1, 1), s.NewVar(3, 3), s.NewVar(1, 1)}
	if err := Visibility(s, ys, 2); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Fatalf("1 3 1 accepted: domains %v", domains(s, ys))
	}
	// Pruning that fixes every variable checks distinctness too: 3 1 _
	// with one seen cannot end with 3 (the maximum again), leaving 3 1 1.
	s = cp.NewStore()
	zs := []cp.VarID{s.NewVar(3, 3), s.NewVar(1, 1), s.NewVarValues([]int{1, 3})}
	if err := Visibility(s, zs, 1); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Fatalf("3 1 1 accepted: domains %v", domains(s, zs))
	}
}

func TestVisibilityNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 9)
	for i := range xs {
		xs[i] = s.NewVar(1, 9)
	}
	if err := Visibility(s, xs, 4); err != nil {
		t.Fatal(err)
	}
	if err := AllDifferent(s, xs, Domain); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Remove(xs[0], 6)
		s.Assign(xs[3], 9)
	})
}

// BenchmarkVisibility9: the four clues of a 9×9 row and column pair
// (Visibility on a row read both ways, AllDifferent on it); each
// iteration removes values, fixes one cell and propagates.
func BenchmarkVisibility9(b *testing.B) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 9)
	rev := make([]cp.VarID, 9)
	for i := range xs {
		xs[i] = s.NewVar(1, 9)
	}
	for i := range xs {
		rev[i] = xs[8-i]
	}
	if err := Visibility(s, xs, 3); err != nil {
		b.Fatal(err)
	}
	if err := Visibility(s, rev, 4); err != nil {
		b.Fatal(err)
	}
	if err := AllDifferent(s, xs, Domain); err != nil {
		b.Fatal(err)
	}
	scen := [][]regularBenchStep{
		{{x: xs[0], v: 1}, {x: xs[1], v: 9}, {x: xs[4], v: 9, assign: true}},
		{{x: xs[2], v: 5}, {x: xs[8], v: 2, assign: true}},
		{{x: xs[3], v: 9, assign: true}},
		{{x: xs[0], v: 2, assign: true}, {x: xs[6], v: 7}},
	}
	regularBenchRun(b, s, scen)
}
