package propagators

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// grid returns the edges of an h×w grid, cells numbered in reading order.
func gridEdges(h, w int) [][2]int {
	var out [][2]int
	for r := range h {
		for c := range w {
			i := r*w + c
			if c+1 < w {
				out = append(out, [2]int{i, i + 1})
			}
			if r+1 < h {
				out = append(out, [2]int{i, i + w})
			}
		}
	}
	return out
}

func TestConnectedPrunes(t *testing.T) {
	// A 3×3 grid: the two corners of the top row are in, the centre of the
	// top row is out: the path must go down and around, through the middle
	// row's ends and centre... here the only way left is (3)-(4)-(5).
	s := cp.NewStore()
	xs := make([]cp.VarID, 9)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	s.Assign(xs[0], 1)
	s.Assign(xs[2], 1)
	s.Assign(xs[1], 0)
	s.Assign(xs[7], 0) // bottom centre out: the bottom row cannot help
	if err := Connected(s, xs, gridEdges(3, 3)); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("failed")
	}
	for _, i := range []int{3, 4, 5} {
		if !s.Fixed(xs[i]) || s.Value(xs[i]) != 1 {
			t.Errorf("node %d: %s, want 1 (an articulation point between the corners)", i, s.String(xs[i]))
		}
	}
	for _, i := range []int{6, 8} {
		if s.Fixed(xs[i]) {
			t.Errorf("node %d fixed to %d, but it may join or not", i, s.Value(xs[i]))
		}
	}
	// Cut the middle row: the corners cannot meet.
	s.Push()
	if s.Remove(xs[4], 1) && s.Propagate() {
		t.Error("the in nodes are separated, but propagation did not fail")
	}
}

func TestConnectedRemovesOutside(t *testing.T) {
	// Two components: {0,1} with an in node, {3,4} (2 is out).
	s := cp.NewStore()
	xs := make([]cp.VarID, 5)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	s.Assign(xs[0], 1)
	s.Assign(xs[2], 0)
	if err := Connected(s, xs, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}}); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("failed")
	}
	if s.Fixed(xs[1]) || s.Max(xs[3]) != 0 || s.Max(xs[4]) != 0 {
		t.Errorf("domains %v, want x1 open and x3, x4 out", domains(s, xs))
	}
}

func TestConnectedArgs(t *testing.T) {
	s := cp.NewStore()
	a, b, wide := s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 2)
	for _, tc := range []struct {
		name  string
		xs    []cp.VarID
		edges [][2]int
	}{
		{"not boolean", []cp.VarID{a, wide}, nil},
		{"repeated", []cp.VarID{a, a}, nil},
		{"edge outside", []cp.VarID{a, b}, [][2]int{{0, 2}}},
		{"negative node", []cp.VarID{a, b}, [][2]int{{-1, 0}}},
		{"foreign variable", []cp.VarID{a, 99}, nil},
	} {
		if err := Connected(s, tc.xs, tc.edges); !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want ErrArgs", tc.name, err)
		}
	}
	if err := Connected(s, nil, nil); err != nil {
		t.Errorf("no nodes: %v", err)
	}
}

func TestConnectedNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 100)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	if err := Connected(s, xs, gridEdges(10, 10)); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Assign(xs[99], 1)
		s.Assign(xs[11], 0)
		s.Assign(xs[55], 0)
	})
}

// connectedCase: the nodes with value 1 induce a connected subgraph of the
// graph with the given edges (node count = number of variables).
func connectedCase(doms [][]int, edges [][2]int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			restrictBools(s, xs)
			return Connected(s, xs, edges)
		},
		check: func(v []int) bool { return onesConnected(v, edges) },
	}
}

// onesConnected is the reference: a flood fill over the edges from the
// first node of value 1 reaches every node of value 1.
func onesConnected(v []int, edges [][2]int) bool {
	start := -1
	for i, x := range v {
		if x == 1 {
			start = i
			break
		}
	}
	if start < 0 {
		return true
	}
	seen := make([]bool, len(v))
	seen[start] = true
	for changed := true; changed; {
		changed = false
		for _, e := range edges {
			a, b := e[0], e[1]
			if v[a] == 1 && v[b] == 1 && seen[a] != seen[b] {
				seen[a], seen[b] = true, true
				changed = true
			}
		}
	}
	for i, x := range v {
		if x == 1 && !seen[i] {
			return false
		}
	}
	return true
}

// randGraph draws a graph on n nodes: a grid (w columns) or random edges,
// with a loop or a repeated edge now and then.
func randGraph(r *rand.Rand, n int) [][2]int {
	var edges [][2]int
	if r.IntN(2) == 0 {
		w := 1 + r.IntN(3)
		for i := range n {
			if (i+1)%w != 0 && i+1 < n {
				edges = append(edges, [2]int{i, i + 1})
			}
			if i+w < n {
				edges = append(edges, [2]int{i, i + w})
			}
		}
	} else {
		for range r.IntN(2 * n) {
			edges = append(edges, [2]int{r.IntN(n), r.IntN(n)})
		}
	}
	if len(edges) > 0 && r.IntN(4) == 0 {
		edges = append(edges, [2]int{edges[0][1], edges[0][0]})
	}
	return edges
}

func init() {
	addOracleRow(oracleRow{
		name: "connected", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 1 + r.IntN(9)
			doms := make([][]int, n)
			for i := range doms {
				doms[i] = randBoolDom(r)
			}
			return connectedCase(doms, randGraph(r, n))
		},
		tiny: func() oracleCase {
			// A 2×3 grid with a chord: cycles and articulation points.
			edges := [][2]int{{0, 1}, {1, 2}, {3, 4}, {4, 5}, {0, 3}, {1, 4}, {2, 5}, {0, 4}}
			doms := make([][]int, 6)
			for i := range doms {
				doms[i] = []int{0, 1}
			}
			return connectedCase(doms, edges)
		},
	})
}
