package hidato

import (
	"io/fs"
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

func TestModelComparison(t *testing.T) {
	names, _ := fs.Glob(Bundled, "testdata/*.txt")
	for _, name := range names {
		data, _ := fs.ReadFile(Bundled, name)
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range altModels {
			s := cp.NewStore()
			vars, num := m.build(s, p)
			start := time.Now()
			res, err := search.Solve(s, search.Options{Vars: vars, VarSelect: search.FirstFail, MaxSolutions: 2, MaxNodes: 200000}, func(st *cp.Store) bool {
				if err := Verify(p, &Solution{Grid: num(st)}); err != nil {
					t.Errorf("%s %s: %v", name, m.name, err)
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%-45s %-18s sols %d nodes %7d fails %7d %v %v", name, m.name, res.Solutions, res.Nodes, res.Failures, time.Since(start).Round(time.Microsecond), res.Reason)
		}
	}
}
