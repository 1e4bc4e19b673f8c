package propagators

import (
	"errors"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// pathCount counts the solutions below the current state with a plain
// depth-first search over xs (first unfixed variable, values in increasing
// order), checking every leaf with holds.
func pathCount(t *testing.T, s *cp.Store, xs []cp.VarID, holds func([]int) bool) int {
	return circuitCount(t, s, xs, holds)
}

func TestPathCountSolutions(t *testing.T) {
	fact := 1
	for n := 1; n <= 5; n++ {
		fact *= n
		for _, kind := range []string{"Path", "PathOrder", "CircuitOrder"} {
			s := cp.NewStore()
			sp := pathSpec{n: n, order: kind != "Path", circuit: kind == "CircuitOrder"}
			nv := n
			if sp.order {
				nv += n
			}
			if !sp.circuit {
				nv += 2
			}
			xs := make([]cp.VarID, nv)
			for i := range xs {
				xs[i] = s.NewVar(-1, n+1) // wider than needed on purpose
			}
			if err := sp.post(s, xs); err != nil {
				t.Fatal(err)
			}
			want := fact // n! Hamiltonian paths of the complete graph
			if sp.circuit {
				want = fact / n // (n-1)! cycles
			}
			if got := pathCount(t, s, xs, sp.holds); got != want {
				t.Errorf("%s on %d nodes: %d solutions, want %d", kind, n, got, want)
			}
		}
	}
}

func TestPathArgs(t *testing.T) {
	s := cp.NewStore()
	a, b, c := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	st, en := s.NewVar(0, 2), s.NewVar(0, 2)
	o1, o2, o3 := s.NewVar(0, 2), s.NewVar(0, 2), s.NewVar(0, 2)
	succ, order := []cp.VarID{a, b, c}, []cp.VarID{o1, o2, o3}
	for _, k := range []struct {
		name string
		err  error
	}{
		{"empty", Path(s, nil, st, en)},
		{"start in succ", Path(s, succ, a, en)},
		{"end in succ", Path(s, succ, st, c)},
		{"repeated successor", Path(s, []cp.VarID{a, b, a}, st, en)},
		{"foreign start", Path(s, succ, 77, en)},
		{"order length", PathOrder(s, succ, order[:2], st, en)},
		{"order in succ", PathOrder(s, succ, []cp.VarID{o1, o2, a}, st, en)},
		{"start in order", PathOrder(s, succ, order, o2, en)},
		{"circuit empty", CircuitOrder(s, nil, nil)},
		{"circuit order length", CircuitOrder(s, succ, order[:1])},
		{"circuit shared", CircuitOrder(s, succ, []cp.VarID{o1, b, o3})},
	} {
		if !errors.Is(k.err, ErrArgs) {
			t.Errorf("%s: error %v, want ErrArgs", k.name, k.err)
		}
	}
	if s.NumProps() != 0 {
		t.Errorf("bad posts left %d propagators", s.NumProps())
	}
	// start and end may be one variable: a single node only.
	s = cp.NewStore()
	x, se := s.NewVar(0, 5), s.NewVar(0, 5)
	if err := Path(s, []cp.VarID{x}, se, se); err != nil || !s.Propagate() || s.Value(x) != 1 || s.Value(se) != 0 {
		t.Errorf("Path on one node: err %v, succ %s, start=end %s", err, s.String(x), s.String(se))
	}
	s = cp.NewStore()
	succ = []cp.VarID{s.NewVar(0, 2), s.NewVar(0, 2)}
	se = s.NewVar(0, 1)
	if err := Path(s, succ, se, se); err != nil {
		t.Fatal(err)
	}
	holds := func(v []int) bool { return pathWalk(v[:2], v[2], v[2]) != nil }
	if got := pathCount(t, s, append(succ, se), holds); got != 0 {
		t.Errorf("Path on two nodes with start = end: %d solutions, want 0", got)
	}
}

// TestPathOrderPropagation checks deductions by hand on a 2×3 Numbrix-like
// grid (orthogonal moves):
//
//	0 1 2
//	3 4 5
//
// with node 0 first: a cell at grid distance d from node 0 has position at
// least d, and the clue "position 5 at node 3" leaves one path.
func TestPathOrderPropagation(t *testing.T) {
	adj := [][]int{{1, 3}, {0, 2, 4}, {1, 5}, {0, 4}, {1, 3, 5}, {2, 4}}
	n := len(adj)
	s := cp.NewStore()
	succ, order := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range succ {
		succ[i] = s.NewVarValues(append(slices.Clone(adj[i]), n))
		order[i] = s.NewVar(0, n-1)
	}
	start, end := s.NewVar(0, 0), s.NewVar(0, n-1)
	if err := PathOrder(s, succ, order, start, end); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("the grid fails at the root")
	}
	for i, d := range []int{0, 1, 2, 1, 2, 3} {
		if s.Min(order[i]) != d {
			t.Errorf("node %d at distance %d from the start: order %s", i, d, s.String(order[i]))
		}
	}
	// Parity (a bipartite grid): positions alternate colours, so node 4
	// (distance 2) cannot be at an odd position.
	if s.Contains(order[4], 3) || s.Contains(order[4], 5) {
		t.Errorf("node 4 has even distance from the start: order %s", s.String(order[4]))
	}
	s.Assign(order[3], 5)
	if !s.Propagate() {
		t.Fatal("position 5 at node 3 failed")
	}
	want := []int{1, 2, 5, 6, 3, 4} // 0 1 2 5 4 3
	for i, w := range want {
		if !s.Fixed(succ[i]) || s.Value(succ[i]) != w {
			t.Errorf("succ[%d] = %s, want %d", i, s.String(succ[i]), w)
		}
	}
	if !s.Fixed(end) || s.Value(end) != 3 {
		t.Errorf("end = %s, want 3", s.String(end))
	}
}

// pathGrid returns n = rows·cols successor variables over a grid with
// orthogonal moves (plus the value n), order variables and start, end.
func pathGrid(s *cp.Store, rows, cols int) (succ, order []cp.VarID, start, end cp.VarID) {
	n := rows * cols
	for i := 0; i < n; i++ {
		r, c := i/cols, i%cols
		vals := []int{n}
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if y, x := r+d[0], c+d[1]; y >= 0 && x >= 0 && y < rows && x < cols {
				vals = append(vals, y*cols+x)
			}
		}
		succ = append(succ, s.NewVarValues(vals))
		order = append(order, s.NewVar(0, n-1))
	}
	return succ, order, s.NewVar(0, n-1), s.NewVar(0, n-1)
}

func TestPathNoAllocs(t *testing.T) {
	s := cp.NewStore()
	succ, order, start, end := pathGrid(s, 6, 6)
	if err := PathOrder(s, succ, order, start, end); err != nil {
		t.Fatal(err)
	}
	s.Assign(start, 0)
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(succ[0], 1)
		s.Assign(order[7], 9)
	})
	s = cp.NewStore()
	succ, _, start, end = pathGrid(s, 6, 6)
	if err := Path(s, succ, start, end); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(succ[0], 1)
		s.Assign(end, 35)
	})
	s = cp.NewStore()
	xs := circuitRing(s, 40, false)
	ord := make([]cp.VarID, len(xs))
	for i := range ord {
		ord[i] = s.NewVar(0, len(xs)-1)
	}
	if err := CircuitOrder(s, xs, ord); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Remove(ord[5], 5)
	})
}
