package skyscrapers

import (
	"io/fs"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/search"
)

// visibleDFA accepts the words over 1..n whose records (letters taller
// than every letter before them) number k, with n among them.
func visibleDFA(n, k int) (*dfa.DFA, error) {
	w := n + 1
	return dfa.FromFunc((k+1)*w, 0, []int{k*w + n}, 1, n, func(q, h int) int {
		s, m := q/w, q%w
		if h <= m {
			return q
		}
		if s+1 > k {
			return -1
		}
		return (s+1)*w + h
	})
}

type protoModel struct {
	name string
	line func(s *cp.Store, xs []cp.VarID, clue, n int) error
}

var protoModels = []protoModel{
	{"regular", func(s *cp.Store, xs []cp.VarID, clue, n int) error {
		d, err := visibleDFA(n, clue)
		if err != nil {
			return err
		}
		return propagators.Regular(s, xs, d)
	}},
	{"visibility", func(s *cp.Store, xs []cp.VarID, clue, n int) error {
		return propagators.Visibility(s, xs, clue)
	}},
}

func protoBuild(s *cp.Store, p *Puzzle, m protoModel) ([]cp.VarID, error) {
	n := p.N
	g := make([][]cp.VarID, n)
	var vars []cp.VarID
	for r := range g {
		g[r] = make([]cp.VarID, n)
		for c := range g[r] {
			g[r][c] = s.NewVar(1, n)
			if v := p.Givens[r][c]; v != 0 {
				s.Assign(g[r][c], v)
			}
			vars = append(vars, g[r][c])
		}
	}
	for i := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for j := range n {
			row[j], col[j] = g[i][j], g[j][i]
		}
		if err := propagators.AllDifferent(s, row, propagators.Domain); err != nil {
			return nil, err
		}
		if err := propagators.AllDifferent(s, col, propagators.Domain); err != nil {
			return nil, err
		}
	}
	for _, side := range []Side{Top, Bottom, Left, Right} {
		for i, clue := range p.Clues(side) {
			if clue == 0 {
				continue
			}
			line := make([]cp.VarID, n)
			for k := range n {
				switch side {
				case Top:
					line[k] = g[k][i]
				case Bottom:
					line[k] = g[n-1-k][i]
				case Left:
					line[k] = g[i][k]
				case Right:
					line[k] = g[i][n-1-k]
				}
			}
			if err := m.line(s, line, clue, n); err != nil {
				return nil, err
			}
		}
	}
	return vars, nil
}

func TestModelComparison(t *testing.T) {
	names, _ := fs.Glob(Bundled, "testdata/*.txt")
	for _, name := range names {
		data, _ := fs.ReadFile(Bundled, name)
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range protoModels {
			s := cp.NewStore()
			vars, err := protoBuild(s, p, m)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			res, err := search.Solve(s, search.Options{Vars: vars, VarSelect: search.FirstFail, MaxSolutions: 2, MaxNodes: 2000000}, func(st *cp.Store) bool {
				g := make([][]int, p.N)
				for r := range g {
					g[r] = make([]int, p.N)
					for c := range g[r] {
						g[r][c] = st.Value(vars[r*p.N+c])
					}
				}
				if err := Verify(p, &Solution{Grid: g}); err != nil {
					t.Errorf("%s %s: %v", name, m.name, err)
				}
				return true
			})
			if err != nil {
				t.Fatal(err)
			}
			t.Logf("%-45s %-10s sols %d nodes %7d fails %7d %v %v", name, m.name, res.Solutions, res.Nodes, res.Failures, time.Since(start).Round(time.Microsecond), res.Reason)
		}
	}
}
