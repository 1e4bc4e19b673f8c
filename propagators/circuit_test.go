package propagators

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// circuitCount counts the solutions below the current state with a plain
// depth-first search (first unfixed variable, values in increasing order),
// checking every leaf with holds.
func circuitCount(t *testing.T, s *cp.Store, xs []cp.VarID, holds func([]int) bool) int {
	t.Helper()
	if !s.Propagate() {
		return 0
	}
	for _, x := range xs {
		if s.Fixed(x) {
			continue
		}
		count := 0
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			l := s.Push()
			if s.Assign(x, v) {
				count += circuitCount(t, s, xs, holds)
			}
			s.PopTo(l - 1)
		}
		return count
	}
	vals := make([]int, len(xs))
	for i, x := range xs {
		vals[i] = s.Value(x)
	}
	if !holds(vals) {
		t.Errorf("the propagators accept %v, which is not a solution", vals)
	}
	return 1
}

func circuitVars(s *cp.Store, n, lo, hi int) []cp.VarID {
	xs := make([]cp.VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(lo, hi)
	}
	return xs
}

func TestCircuitCountSolutions(t *testing.T) {
	want := 1
	for n := 1; n <= 6; n++ {
		if n > 1 {
			want *= n - 1 // (n-1)!
		}
		for _, allDiff := range []bool{true, false} {
			s := cp.NewStore()
			xs := circuitVars(s, n, -1, n) // wider than 0..n-1 on purpose
			if err := circuitPost(s, "Circuit", xs, false, false, allDiff); err != nil {
				t.Fatal(err)
			}
			if got := circuitCount(t, s, xs, circuitHolds); got != want {
				t.Errorf("Circuit (with AllDifferent %v) on %d nodes: %d solutions, want %d", allDiff, n, got, want)
			}
		}
	}
}

func TestSubcircuitCountSolutions(t *testing.T) {
	binom := func(n, k int) int {
		c := 1
		for i := 0; i < k; i++ {
			c = c * (n - i) / (i + 1)
		}
		return c
	}
	for n := 1; n <= 5; n++ {
		want := 1 // the empty circuit
		for k := 2; k <= n; k++ {
			f := 1
			for i := 2; i < k; i++ {
				f *= i
			}
			want += binom(n, k) * f // C(n,k)·(k-1)!
		}
		for _, nonEmpty := range []bool{false, true} {
			for _, allDiff := range []bool{true, false} {
				s := cp.NewStore()
				xs := circuitVars(s, n, 0, n+1)
				if err := circuitPost(s, "Subcircuit", xs, true, nonEmpty, allDiff); err != nil {
					t.Fatal(err)
				}
				w := want
				if nonEmpty {
					w--
				}
				holds := func(v []int) bool { return subcircuitHolds(v, nonEmpty) }
				if got := circuitCount(t, s, xs, holds); got != w {
					t.Errorf("Subcircuit (non-empty %v, with AllDifferent %v) on %d nodes: %d solutions, want %d",
						nonEmpty, allDiff, n, got, w)
				}
			}
		}
	}
}

// TestCircuitPropagation checks a few deductions by hand.
func TestCircuitPropagation(t *testing.T) {
	// Subtour elimination: 0→1 fixed, so 1 cannot go back to 0.
	s := cp.NewStore()
	xs := circuitVars(s, 4, 0, 3)
	if err := Circuit(s, xs); err != nil {
		t.Fatal(err)
	}
	s.Assign(xs[0], 1)
	if !s.Propagate() || s.Contains(xs[1], 0) || s.Contains(xs[1], 1) {
		t.Errorf("after succ[0] = 1: succ[1] = %s, want {2,3}", s.String(xs[1]))
	}
	// A chain covering all but one node closes through it: 0→1→2 leaves 2→3→0.
	s.Assign(xs[1], 2)
	if !s.Propagate() || !s.Fixed(xs[2]) || s.Value(xs[2]) != 3 || s.Value(xs[3]) != 0 {
		t.Errorf("after 0→1→2: domains %v, want 2→3→0", domains(s, xs))
	}

	// Two 2-cycles' worth of edges only: {0,1} and {2,3} are not connected.
	s = cp.NewStore()
	xs = []cp.VarID{s.NewVarValues([]int{1}), s.NewVarValues([]int{0, 2}), s.NewVarValues([]int{3}), s.NewVarValues([]int{2})}
	if err := Circuit(s, xs); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Errorf("Circuit on a graph that is not strongly connected did not fail: %v", domains(s, xs))
	}

	// Subcircuit: a mandatory node's only cycle forces it; the others stay out.
	s = cp.NewStore()
	xs = []cp.VarID{s.NewVarValues([]int{1}), s.NewVarValues([]int{0, 1, 2}), s.NewVar(0, 3), s.NewVar(0, 3)}
	if err := Subcircuit(s, xs); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("Subcircuit failed")
	}
	if s.Contains(xs[1], 1) {
		t.Errorf("node 1 follows 0, it cannot be a self-loop: succ[1] = %s", s.String(xs[1]))
	}
	// Closing 0→1→0 makes the others self-loops.
	s.Assign(xs[1], 0)
	if !s.Propagate() || s.Value(xs[2]) != 2 || s.Value(xs[3]) != 3 || !s.Fixed(xs[2]) || !s.Fixed(xs[3]) {
		t.Errorf("after the 2-cycle 0↔1: %v, want 2 and 3 self-loops", domains(s, xs))
	}
}

func TestCircuitArgs(t *testing.T) {
	posts := []struct {
		name string
		post func(*cp.Store, []cp.VarID) error
	}{{"Circuit", Circuit}, {"Subcircuit", Subcircuit}, {"SubcircuitNonEmpty", SubcircuitNonEmpty}}
	for _, c := range posts {
		s := cp.NewStore()
		x, y := s.NewVar(0, 2), s.NewVar(0, 2)
		for _, bad := range [][]cp.VarID{nil, {x, y, 9}, {x, y, x}, {x, -1}} {
			if err := c.post(s, bad); !errors.Is(err, ErrArgs) {
				t.Errorf("%s(%v): error %v, want ErrArgs", c.name, bad, err)
			}
		}
	}
	// Domains outside 0..n-1 make the store fail, not the post function.
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(5, 7), s.NewVar(0, 2), s.NewVar(0, 2)}
	if err := Circuit(s, xs); err != nil || s.Propagate() {
		t.Errorf("Circuit with succ[0] ∈ 5..7: err %v, want a failed store", err)
	}
	// One node: the trivial circuit; no non-empty subcircuit.
	s = cp.NewStore()
	x := s.NewVar(-3, 3)
	if err := Circuit(s, []cp.VarID{x}); err != nil || !s.Propagate() || !s.Fixed(x) || s.Value(x) != 0 {
		t.Errorf("Circuit on one node: err %v, succ[0] = %s, want 0", err, s.String(x))
	}
	s = cp.NewStore()
	x = s.NewVar(0, 3)
	if err := SubcircuitNonEmpty(s, []cp.VarID{x}); err != nil || s.Propagate() {
		t.Errorf("SubcircuitNonEmpty on one node: err %v, want a failed store", err)
	}
}

// circuitRing builds n successor variables whose domains are a ring
// i→i+1 plus a few chords, for the allocation tests.
func circuitRing(s *cp.Store, n int, self bool) []cp.VarID {
	xs := make([]cp.VarID, n)
	for i := range xs {
		vals := []int{(i + 1) % n, (i + 3) % n, (i + 7) % n}
		if self {
			vals = append(vals, i)
		}
		xs[i] = s.NewVarValues(vals)
	}
	return xs
}

func TestCircuitNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := circuitRing(s, 40, false)
	if err := Circuit(s, xs); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Assign(xs[5], 6)
		s.Remove(xs[10], 13)
	})
}

func TestSubcircuitNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := circuitRing(s, 40, true)
	if err := Subcircuit(s, xs); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Remove(xs[3], 3)
		s.Assign(xs[5], 6)
	})
}
