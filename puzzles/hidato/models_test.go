package hidato

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// cellsOf numbers p's cells in reading order and lists each one's
// neighbours (by number).
func cellsOf(p *Puzzle) (cells []Cell, index [][]int, adj [][]int) {
	index = make([][]int, p.Rows)
	for r := range index {
		index[r] = make([]int, p.Cols)
		for c := range index[r] {
			index[r][c] = -1
			if p.Grid[r][c] != Hole {
				index[r][c] = len(cells)
				cells = append(cells, Cell{r, c})
			}
		}
	}
	adj = make([][]int, len(cells))
	for i, a := range cells {
		for _, m := range p.Moves() {
			r, c := a.Row+m[0], a.Col+m[1]
			if r >= 0 && r < p.Rows && c >= 0 && c < p.Cols && index[r][c] >= 0 {
				adj[i] = append(adj[i], index[r][c])
			}
		}
	}
	return cells, index, adj
}

type altModel struct {
	name  string
	build func(s *cp.Store, p *Puzzle) (vars []cp.VarID, num func(*cp.Store) [][]int)
}

var altModels = []altModel{
	{"path-order/order", func(s *cp.Store, p *Puzzle) ([]cp.VarID, func(*cp.Store) [][]int) {
		succ, order, num := protoPath(s, p)
		_ = succ
		return order, num
	}},
	{"path-order/succ", func(s *cp.Store, p *Puzzle) ([]cp.VarID, func(*cp.Store) [][]int) {
		succ, _, num := protoPath(s, p)
		return succ, num
	}},
	{"position-table", protoPosition},
}

func protoPath(s *cp.Store, p *Puzzle) (succ, order []cp.VarID, num func(*cp.Store) [][]int) {
	cells, _, adj := cellsOf(p)
	n := len(cells)
	succ, order = make([]cp.VarID, n), make([]cp.VarID, n)
	for i, c := range cells {
		succ[i] = s.NewVarValues(append(append([]int(nil), adj[i]...), n))
		if v := p.Grid[c.Row][c.Col]; v > 0 {
			order[i] = s.NewConst(v - 1)
		} else {
			order[i] = s.NewVar(0, n-1)
		}
	}
	start, end := s.NewVar(0, n-1), s.NewVar(0, n-1)
	if err := propagators.PathOrder(s, succ, order, start, end); err != nil {
		panic(err)
	}
	return succ, order, func(st *cp.Store) [][]int {
		g := make([][]int, p.Rows)
		for r := range g {
			g[r] = make([]int, p.Cols)
			for c := range g[r] {
				g[r][c] = Hole
			}
		}
		for i, c := range cells {
			g[c.Row][c.Col] = st.Value(order[i]) + 1
		}
		return g
	}
}

func protoPosition(s *cp.Store, p *Puzzle) ([]cp.VarID, func(*cp.Store) [][]int) {
	cells, _, adj := cellsOf(p)
	n := len(cells)
	var pairs [][]int
	for i, ns := range adj {
		for _, j := range ns {
			pairs = append(pairs, []int{i, j})
		}
	}
	at := make([]cp.VarID, n)
	for k := range at {
		at[k] = s.NewVar(0, n-1)
	}
	for i, c := range cells {
		if v := p.Grid[c.Row][c.Col]; v > 0 {
			s.Assign(at[v-1], i)
		}
	}
	if err := propagators.AllDifferent(s, at, propagators.Domain); err != nil {
		panic(err)
	}
	for k := 0; k+1 < n; k++ {
		if err := propagators.Table(s, []cp.VarID{at[k], at[k+1]}, pairs); err != nil {
			panic(err)
		}
	}
	return at, func(st *cp.Store) [][]int {
		g := make([][]int, p.Rows)
		for r := range g {
			g[r] = make([]int, p.Cols)
			for c := range g[r] {
				g[r][c] = Hole
			}
		}
		for k, x := range at {
			c := cells[st.Value(x)]
			g[c.Row][c.Col] = k + 1
		}
		return g
	}
}

// randomHidato is a king-move Hidato over a full rows×cols board from a
// random Hamiltonian path (a snake scrambled by backbite moves, fixed
// seed): 1, N and about one number in every are given. It may have
// several solutions.
func randomHidato(seed uint64, rows, cols, every int) *Puzzle {
	r := rand.New(rand.NewPCG(seed, 0x41da70))
	p := &Puzzle{Name: fmt.Sprintf("random %dx%d every %d seed %d", rows, cols, every, seed), Rows: rows, Cols: cols}
	for range rows {
		p.Grid = append(p.Grid, make([]int, cols))
	}
	cells, index, adj := cellsOf(p)
	n := len(cells)
	path := make([]int, 0, n)
	for y := range rows {
		for x := range cols {
			if y%2 == 1 {
				x = cols - 1 - x
			}
			path = append(path, index[y][x])
		}
	}
	at := make([]int, n)
	for range 20 * n * n {
		if r.IntN(2) == 0 {
			slices.Reverse(path)
		}
		for k, u := range path {
			at[u] = k
		}
		v := adj[path[0]][r.IntN(len(adj[path[0]]))]
		if k := at[v]; k >= 2 {
			slices.Reverse(path[:k])
		}
	}
	for k, u := range path {
		if k == 0 || k == n-1 || r.IntN(every) == 0 {
			p.Grid[cells[u].Row][cells[u].Col] = k + 1
		}
	}
	return p
}

// TestModelComparison solves the bundled puzzles (and, unless -short,
// generated ones with sparse clues) with each model, counting to two
// within 20,000 nodes; every solution must pass Verify, and the models
// that finish must agree on the count. The figures are logged: the model
// comparison Build's choice rests on.
func TestModelComparison(t *testing.T) {
	var ps []*Puzzle
	names, _ := fs.Glob(Bundled, "testdata/*.txt")
	for _, name := range names {
		data, _ := fs.ReadFile(Bundled, name)
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	if !testing.Short() {
		for _, g := range []struct{ rows, cols, every int }{{8, 8, 4}, {10, 10, 5}} {
			for seed := uint64(1); seed <= 3; seed++ {
				ps = append(ps, randomHidato(seed, g.rows, g.cols, g.every))
			}
		}
	}
	totals := make([]struct {
		nodes   int64
		elapsed time.Duration
		limited int
	}, len(altModels))
	for _, p := range ps {
		count := int64(-1)
		for k, m := range altModels {
			s := cp.NewStore()
			vars, num := m.build(s, p)
			res, err := search.Solve(s, search.Options{Vars: vars, VarSelect: search.FirstFail, MaxSolutions: 2, MaxNodes: 20_000}, func(st *cp.Store) bool {
				if err := Verify(p, &Solution{Grid: num(st)}); err != nil {
					t.Errorf("%s %s: %v", p.Name, m.name, err)
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			done := res.Complete() || res.Solutions == 2
			switch {
			case !done:
				totals[k].limited++
			case count < 0:
				count = res.Solutions
			case count != res.Solutions:
				t.Errorf("%s: %s counts %d solutions, another model %d", p.Name, m.name, res.Solutions, count)
			}
			totals[k].nodes += res.Nodes
			totals[k].elapsed += res.Elapsed
			t.Logf("%-45s %-18s %d solutions, %6d nodes, %6d failures, %v (%v)", p.Name, m.name, res.Solutions, res.Nodes, res.Failures, res.Elapsed.Round(time.Microsecond), res.Reason)
		}
	}
	for k, m := range altModels {
		t.Logf("%-18s in all: %d nodes, %v, %d stopped at the node limit", m.name, totals[k].nodes, totals[k].elapsed.Round(time.Microsecond), totals[k].limited)
	}
}
