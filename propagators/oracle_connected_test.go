package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
)

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
